"""A one-line text with bold or italic runs set without Paragraph (render/rich_line.py) prints the
pixels Paragraph prints, and anything else is left to Paragraph."""

from __future__ import annotations

import io

import pypdf
import pytest
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from printkit.layout.geometry import Size
from printkit.render import fonts
from printkit.render.rich_line import one_line_runs
from printkit.render.text_ops import Strings
from tests.one_page import one_page_pdf, page_pixels

PAGE = Size(320, 60)
SIZE, LEADING, WIDTH = 9, 11.5, 280
SAMPLES = ["• <b>26</b>  Income cards", "<b>1.</b> Print at actual size (100 %): turn off 'fit to page'.",
           "• A standard deck of 52 playing cards", "• <b>1</b>  Livret de règles", "a <b> b</b> c",
           "  lead and <i>trail</i>  ", "<b>Bold</b><i>Italic</i> plain", "Coût\u00a0: 5\u00a0€ l’unité",
           "<i>tout</i> en <b>gras</b> et <i>en italique</i>", "x<b>y</b>z"]


def _pixels(draw) -> bytes:
    return page_pixels(one_page_pdf(PAGE, draw))


@pytest.mark.parametrize("markup", SAMPLES)
def test_a_line_of_runs_prints_the_pixels_paragraph_prints(markup):
    runs = one_line_runs(markup, SIZE, WIDTH)
    assert runs is not None

    def by_runs(c):
        t = Strings(c, fonts.INK_BLACK)
        t.add_runs(20, 40 - SIZE, runs, SIZE)
        t.draw()

    def by_paragraph(c):
        para = Paragraph(markup, ParagraphStyle("p", fontName=fonts.BODY, fontSize=SIZE, leading=LEADING,
                                                textColor=fonts.INK_BLACK, leftIndent=8, firstLineIndent=-8))
        _, h = para.wrap(WIDTH, 100)
        assert h == LEADING
        para.drawOn(c, 20, 40 - h)

    assert _pixels(by_runs) == _pixels(by_paragraph)


@pytest.mark.parametrize("markup", ["one<br/>two", "a &amp; b", "<font color='red'>x</font>", "<b>a <i>b</i></b>",
                                    "a text much too long to be set on one line of a width of two hundred and "
                                    "eighty points at nine points", ""])
def test_what_may_wrap_or_is_not_plain_runs_is_left_to_paragraph(markup):
    assert one_line_runs(markup, SIZE, WIDTH) is None


def test_runs_are_joined_as_paragraph_joins_words():
    assert one_line_runs("• <b>26</b>  Income  cards ", SIZE, WIDTH) == [
        ("• ", fonts.BODY), ("26", fonts.BOLD), (" Income cards", fonts.BODY)]


def test_a_line_of_runs_is_extracted_as_its_text():
    def by_runs(c):
        t = Strings(c)
        t.add_runs(20, 30, one_line_runs("• <b>26</b>  Income cards", SIZE, WIDTH), SIZE)
        t.draw()
    data = one_page_pdf(PAGE, by_runs)
    assert "26 Income cards" in pypdf.PdfReader(io.BytesIO(data)).pages[0].extract_text()
