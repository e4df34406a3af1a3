"""--ink at the canvas (issue 8): greyscale leaves no colour operator that is not a grey;
saver leaves no path fill, outlines what was filled and keeps text dark."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib import colors

from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.layout.production import Production
from printkit.render import fonts
from printkit.render.ink import InkCanvas, grey_level, to_saver_ink
from printkit.render.pdf import DocInfo, render_pages
from tests.pdfops import FILL_OPS, operations

RED = colors.Color(0.9, 0.1, 0.1)


def drawing(c) -> int:
    c.setFillColor(RED)
    c.rect(10, 10, 50, 50, stroke=0, fill=1)            # a solid red box
    c.setFillColorRGB(1, 1, 1)
    c.circle(35, 35, 10, stroke=0, fill=1)              # a white cut-out
    c.setStrokeColor(colors.Color(0.1, 0.4, 0.9))
    c.setFillColor(colors.Color(0.2, 0.7, 0.2))
    c.roundRect(80, 10, 50, 50, 5, stroke=1, fill=1)    # outlined and filled
    c.setFillColor(colors.white)
    c.setFont(fonts.BODY, 10)
    c.drawString(15, 70, "white on colour")
    p = c.beginPath()
    p.moveTo(150, 10)
    p.lineTo(200, 10)
    p.lineTo(175, 50)
    p.close()
    c.setFillColor("#cc8800")
    c.drawPath(p, stroke=0, fill=1)
    c.showPage()
    return 1


def ops_of(ink: str):
    with production.using(Production(ink=ink)):
        data, _ = render_pages(PAPERS["a4"], DocInfo("ink"), drawing)
    return operations(PdfReader(io.BytesIO(data)), 0)


def colour_values(ops, names=(b"rg", b"RG")):
    return [(op, [float(v) for v in operands]) for operands, op in ops if op in names]


def test_colour_keeps_colours():
    assert any(max(v) - min(v) > 0.5 for _, v in colour_values(ops_of("colour")))


def test_greyscale_turns_every_colour_into_its_grey():
    values = colour_values(ops_of("greyscale"))
    assert values
    assert all(max(v) - min(v) < 1e-6 for _, v in values)
    assert values[0][1][0] == pytest.approx(grey_level(RED), abs=1e-4)


def test_saver_fills_nothing_and_outlines_what_was_filled():
    ops = ops_of("saver")
    assert [op for _, op in ops if op in FILL_OPS] == []
    strokes = [op for _, op in ops if op == b"S"]
    assert len(strokes) == 3         # red box, green rounded box, triangle; the white cut-out is not drawn
    fills = [v for op, v in colour_values(ops, (b"rg",))]
    assert fills[-2] == [0.0, 0.0, 0.0]   # the white text prints black on white paper


def test_saver_ink_darkens_light_colours_only():
    assert grey_level(to_saver_ink(colors.white)) == 0.0
    assert grey_level(to_saver_ink(colors.Color(0.3, 0.3, 0.3))) == pytest.approx(0.3)


def test_greyscale_turns_cmyk_grey_too():
    c = InkCanvas(io.BytesIO(), ink="greyscale")
    c.setFillColorCMYK(0, 1, 1, 0)   # CMYK red
    *values, op = c._code[-1].split()
    assert op == "rg" and len(set(values)) == 1
