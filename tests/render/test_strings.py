"""Strings set together in one text object (render/text_ops.py Strings, render/strings.py) print what drawString and
draw_paragraph print one by one, and stay extractable text."""

from __future__ import annotations

import io

import pypdf
import pypdfium2
import pytest
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT

from printkit.layout.geometry import Rect, Size
from printkit.render import fonts, text
from printkit.render.strings import add_paragraph_line
from printkit.render.text_ops import Strings
from tests.one_page import one_page_pdf, page_pixels

PAGE = Size(300, 200)
COLOUR = colors.HexColor("#c8102e")
# (x, y, text, font, size, anchor, turned)
STRINGS = [(40, 150, "10", fonts.BOLD, 9.02, "centre", False), (40, 138, "\u2665", fonts.SYMBOLS, 10.45, "centre", False),
           (260, 50, "Q", fonts.BOLD, 11, "centre", True), (260, 62, "\u2660", fonts.SYMBOLS, 10.45, "centre", True),
           (150, 20, "MI-I-01", fonts.BODY, 6, "centre", False), (290, 100, "Coût : 5\u00a0€", fonts.BODY, 8, "right", False),
           (10, 100, "Élément", fonts.BOLD, 8, "left", False), (120, 120, "turned right", fonts.BODY, 8, "right", True)]


def _page(draw) -> bytes:
    return one_page_pdf(PAGE, draw)


def _pixels(data: bytes) -> bytes:
    return page_pixels(data)


def _one_by_one(c) -> None:
    draw = {"left": c.drawString, "centre": c.drawCentredString, "right": c.drawRightString}
    for x, y, string, font, size, anchor, turned in STRINGS:
        c.saveState()
        c.setFillColor(COLOUR)
        c.setFont(font, size)
        if turned:
            c.translate(x, y)
            c.rotate(180)
            x = y = 0
        draw[anchor](x, y, string)
        c.restoreState()


def _together(c) -> None:
    t = Strings(c, COLOUR)
    for x, y, string, font, size, anchor, turned in STRINGS:
        t.add(x, y, string, font=font, size=size, anchor=anchor, turned=turned)
    t.draw()


def test_strings_in_one_text_object_print_the_pixels_of_one_string_each():
    assert _pixels(_page(_together)) == _pixels(_page(_one_by_one))


def test_strings_in_one_text_object_are_extracted_as_text():
    extracted = pypdf.PdfReader(io.BytesIO(_page(_together))).pages[0].extract_text()
    for string in ("10", "\u2665", "Q", "\u2660", "MI-I-01", "Coût", "Élément", "turned right"):
        assert string in extracted


def test_the_page_colour_after_the_strings_is_the_canvas_own():
    def then_a_square(c):
        _together(c)
        c.rect(100, 100, 40, 40, stroke=0, fill=1)      # the canvas's fill colour: black

    image = pypdfium2.PdfDocument(_page(then_a_square))[0].render(scale=1).to_pil().convert("RGB")
    assert image.getpixel((120, PAGE.h - 120)) == (0, 0, 0)


BOXES = [Rect(10, 10, 140, 30), Rect(160, 10, 130, 60), Rect(10, 90, 280, 24)]


@pytest.mark.parametrize("markup", ["Draw two cards", "<b>Bank</b>", "Coûts &amp; gains"])
@pytest.mark.parametrize("align, valign", [(TA_CENTER, "middle"), (TA_LEFT, "top"), (TA_RIGHT, "middle")])
def test_a_paragraph_line_prints_where_draw_paragraph_prints_it(markup, align, valign):
    def together(c):
        t = Strings(c, COLOUR)
        for box in BOXES:
            assert add_paragraph_line(t, markup, box, size=11, minimum=6, align=align, valign=valign)
        t.draw()

    def one_by_one(c):
        for box in BOXES:
            text.draw_paragraph(c, markup, box, size=11, minimum=6, align=align, valign=valign, colour=COLOUR)

    assert _pixels(_page(together)) == _pixels(_page(one_by_one))


@pytest.mark.parametrize("markup", ["Pay <b>3</b> now", "one<br/>two",
                                    "a text far too long to be set on one line in so narrow a box"])
def test_what_is_not_one_plain_line_is_left_to_draw_paragraph(markup):
    def together(c):
        t = Strings(c)
        assert not add_paragraph_line(t, markup, Rect(10, 10, 90, 60), size=11, minimum=6)
        assert len(t) == 0     # nothing was set
    _page(together)
