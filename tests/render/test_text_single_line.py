"""Plain one-line text drawn without Paragraph (issue 8, speed) prints where Paragraph prints it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts, text
from printkit.render.pdf import DocInfo, render_pages
from tests.one_page import one_page_pdf, page_pixels, short_way_and_paragraph

PAGE = Size(320, 160)
BOXES = [Rect(10, 10, 140, 30), Rect(170, 10, 140, 60), Rect(10, 90, 300, 24)]
SAMPLES = ["Draw two cards", "<b>Bank</b>", "<i>Put your cards here</i>", "Coûts &amp; gains",
           "  spaces   collapse  ", "5\u00a0€ : prix"]


def pixels(draw_text) -> bytes:
    def draw(c):
        for box in BOXES:
            c.setStrokeColor(colors.lightgrey)
            c.rect(box.x, box.y, box.w, box.h)
        draw_text(c)
    return page_pixels(one_page_pdf(PAGE, draw), scale=3, mode="L")


@pytest.mark.parametrize("markup", SAMPLES)
@pytest.mark.parametrize("align, valign", [(TA_CENTER, "middle"), (TA_LEFT, "top"), (TA_RIGHT, "middle"),
                                           (TA_JUSTIFY, "top")])
def test_a_plain_line_prints_the_pixels_paragraph_prints(markup, align, valign):
    colour = colors.HexColor("#7a1f5c")

    fast, by_paragraph = short_way_and_paragraph(markup, BOXES, size=11, minimum=6, align=align, valign=valign,
                                                 colour=colour)
    differing = sum(1 for a, b in zip(pixels(fast), pixels(by_paragraph)) if abs(a - b) > 24)
    assert differing == 0


@pytest.mark.parametrize("markup, expected", [
    ("Draw two cards", ("Draw two cards", fonts.BODY)),
    ("<b>Bank</b>", ("Bank", fonts.BOLD)),
    ("<i>Here</i>", ("Here", fonts.ITALIC)),
    ("a &lt;b&gt; &amp; c", ("a <b> & c", fonts.BODY)),
    (" two\n lines ", ("two lines", fonts.BODY)),
    ("Pay <b>3</b>", None), ("one<br/>two", None), ("&eacute;t&eacute;", None), ("<b>a</b><b>b</b>", None),
])
def test_only_one_run_of_plain_text_takes_the_short_way(markup, expected):
    assert text.plain_run(markup, fonts.BODY) == expected


def test_a_bold_run_in_a_bold_font_is_left_to_paragraph():
    assert text.plain_run("<b>Bank</b>", fonts.BOLD) is None


def test_text_too_wide_for_one_line_is_still_wrapped_and_fitted():
    seen = []
    drawn = []

    def draw(c):
        original = text.plain_block
        text.plain_block = lambda *a, **k: drawn.append((a[0], original(*a, **k))) or drawn[-1][1]
        try:
            text.draw_paragraph(c, "Draw two cards then discard one of them", Rect(0, 0, 60, 60), size=11,
                                minimum=5)
            text.draw_paragraph(c, "Draw", Rect(0, 0, 60, 60), size=11, minimum=5)
        finally:
            text.plain_block = original
        c.showPage()
        return 1
    with production.using(production.Production()), text.watching(seen.append):
        render_pages(PAGE, DocInfo("t"), draw)
    assert [(markup, len(block.lines)) for markup, block in drawn] == [("Draw two cards then discard one of them", 4)]
    assert [b.text for b in seen] == ["Draw two cards then discard one of them", "Draw"]
    assert all(b.overflow is None for b in seen)


WORDS = ["ledger", "block", "miner", "card", "the", "a", "wallet", "income", "pays", "Coûts", "État", "5\u00a0€"]


@settings(max_examples=150, deadline=None)
@given(words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=8), w=st.floats(20, 200), h=st.floats(6, 60),
       size=st.sampled_from([8, 10, 12.5]), bold=st.booleans())
def test_the_one_line_size_is_the_size_fit_paragraph_chooses(words, w, h, size, bold):
    fonts.register()
    font = fonts.BOLD if bold else fonts.BODY
    markup, box = " ".join(words), Rect(0, 0, w, h)
    chosen = text.one_line_size(markup, font, box, size=size, minimum=4)
    if chosen is None:
        return
    text._FITTED.clear()
    text._SET.clear()
    para, _ = text.fit_paragraph(markup, box, size=size, minimum=4, font=font)
    assert (para.style.fontSize, len(para.blPara.lines)) == (chosen, 1)


def test_a_shrunk_line_prints_the_pixels_paragraph_prints():
    boxes = [Rect(10, 10, 100, 13), Rect(130, 10, 70, 12), Rect(10, 60, 150, 8)]
    sample = "Income from the wallet"

    def fast(c):
        for box in boxes:
            text.draw_paragraph(c, sample, box, size=12, minimum=3)

    def by_paragraph(c):
        for box in boxes:
            para, h = text.fit_paragraph(sample, box, size=12, minimum=3)
            para.drawOn(c, box.x, box.y + (box.h - h) / 2)
    assert all(text.one_line_size(sample, fonts.BODY, box, size=12, minimum=3) < 12 for box in boxes)
    differing = sum(1 for a, b in zip(pixels(fast), pixels(by_paragraph)) if abs(a - b) > 24)
    assert differing == 0
