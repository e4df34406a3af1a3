"""--ink at the canvas: greyscale leaves no colour operator that is not a grey;
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
from printkit.render.ink import LIGHT_INK, SAVER_LINE, InkCanvas, grey_level, to_saver_ink
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
        data, _ = render_pages(PAPERS["a4"], DocInfo("ink"), lambda pen: drawing(pen.canvas))
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


def test_saver_fills_only_paper_and_outlines_what_was_filled():
    ops = ops_of("saver")
    fills = [op for _, op in ops if op in FILL_OPS]
    assert len(fills) == 1           # the white cut-out: a knock-out, paper on paper
    at = [i for i, (_, op) in enumerate(ops) if op in FILL_OPS][0]
    assert [(operands, op) for operands, op in ops[:at] if op in (b"g", b"rg")][-1] == ([1], b"g")
    strokes = [op for _, op in ops if op == b"S"]
    assert len(strokes) == 3         # red box, green rounded box, triangle
    colours = [v for op, v in colour_values(ops, (b"rg",))]
    assert colours[-2] == [0.0, 0.0, 0.0]   # the white text prints black on white paper


def paper_line(c) -> int:
    c.setStrokeColor(colors.white)
    c.setLineWidth(4)
    c.line(10, 10, 100, 10)
    p = c.beginPath()
    p.moveTo(10, 20)
    p.curveTo(30, 40, 60, 40, 90, 20)
    c.drawPath(p, stroke=1, fill=0)              # a highlight in the paper colour
    c.setStrokeColor(colors.Color(0.1, 0.1, 0.6))
    c.drawPath(p, stroke=1, fill=0)              # the same line in ink
    c.showPage()
    return 1


def test_saver_prints_a_paper_coloured_line_thin_and_grey_not_heavy_and_black():
    with production.using(Production(ink="saver")):
        data, _ = render_pages(PAPERS["a4"], DocInfo("ink"), lambda pen: paper_line(pen.canvas))
    ops = operations(PdfReader(io.BytesIO(data)), 0)
    widths = [float(operands[0]) for operands, op in ops if op == b"w"]
    assert widths == [4.0, SAVER_LINE, SAVER_LINE]                # the ink line keeps its 4 pt
    greys = [[float(v) for v in operands] for operands, op in ops if op == b"RG"]
    assert greys[1:3] == [[pytest.approx(LIGHT_INK - 0.01)] * 3] * 2   # the paper lines: thin, mid grey
    assert max(greys[-1]) < 0.3                                  # the inked line keeps its dark grey


def test_saver_ink_darkens_light_colours_only():
    assert grey_level(to_saver_ink(colors.white)) == 0.0
    assert grey_level(to_saver_ink(colors.Color(0.3, 0.3, 0.3))) == pytest.approx(0.3)


def test_greyscale_turns_cmyk_grey_too():
    c = InkCanvas(io.BytesIO(), ink="greyscale")
    c.setFillColorCMYK(0, 1, 1, 0)   # CMYK red
    *values, op = c.getCurrentPageContent().split("\n")[-1].split()
    assert op == "rg" and len(set(values)) == 1
