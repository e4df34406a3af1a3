"""Plain text of several lines set without Paragraph (issue 15, speed) breaks and prints exactly as
Paragraph does: the same lines, the same size, the same PDF bytes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT

from printkit.layout.geometry import Rect, Size
from printkit.render import fonts, text, text_block, text_extent
from tests.one_page import one_page_pdf, short_way_and_paragraph

PAGE = Size(320, 200)
BOXES = [Rect(10, 10, 90, 60), Rect(120, 10, 140, 80), Rect(10, 110, 300, 70)]
SAMPLES = [
    "Draw two cards from the pile, keep one and give the other to the player on your left.",
    "<b>Pay 3 Istokens to the bank, then take the card you bought.</b>",
    "<i>Put the cards you won here, face down, until the end of the round.</i>",
    "Coûts et gains\u00a0: 5\u00a0€ par carte, payés à la banque avant la fin du tour.",
    "  spaces   collapse   even\n across   lines  of   a long   text that   wraps  ",
    "Supercalifragilisticexpialidocious words that are wide",
]


def pdf(draw_text) -> bytes:
    return one_page_pdf(PAGE, draw_text)


def fresh() -> None:
    for cache in (text._FITTED, text._SET, text._BLOCKS, text._LINES):
        cache.clear()


@pytest.mark.parametrize("markup", SAMPLES)
@pytest.mark.parametrize("align, valign, colour", [(TA_CENTER, "middle", None), (TA_LEFT, "top", colors.red),
                                                   (TA_RIGHT, "middle", colors.HexColor("#7a1f5c"))])
def test_a_plain_block_prints_the_bytes_paragraph_prints(markup, align, valign, colour):
    fonts.register()
    fresh()
    run = text.plain_run(markup, fonts.BODY)
    boxes = [box for box in BOXES if text.one_line_size(*run, box, size=11, minimum=5) is None]  # no single line
    blocks = [text.plain_block(markup, box, size=11, minimum=5, align=align) for box in boxes]
    assert sum(1 for b in blocks if b is not None and len(b.lines) > 1) >= 2   # the short way is taken

    fast, by_paragraph = short_way_and_paragraph(markup, boxes, size=11, minimum=5, align=align, valign=valign,
                                                 colour=colour)
    assert pdf(fast) == pdf(by_paragraph)


@pytest.mark.parametrize("markup, align", [("Pay <b>3</b> to the bank and draw a card", TA_CENTER),
                                           ("one<br/>two three four five six", TA_CENTER),
                                           ("Draw two cards from the pile and keep one", TA_JUSTIFY),
                                           ("Coûts &amp; gains, payés à la banque en fin de tour", TA_LEFT),
                                           ("soft\u00adhyphen in a long text that wraps", TA_LEFT)])
def test_markup_justified_text_and_soft_hyphens_are_left_to_paragraph(markup, align):
    fonts.register()
    assert text.plain_block(markup, Rect(0, 0, 60, 80), size=10, minimum=5, align=align) is None


WORDS = ["ledger", "block", "miner", "card", "the", "a", "wallet", "income", "pays", "Coûts", "État", "5\u00a0€",
         "Istokens", "d’achat", "«\u00a0prix\u00a0»", "W"]


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=30), w=st.floats(15, 250),
       size=st.sampled_from([6, 8, 8.6, 10, 12.5]), font=st.sampled_from([fonts.BODY, fonts.BOLD, fonts.ITALIC]))
def test_the_line_breaks_are_paragraphs(words, w, size, font):
    fonts.register()
    markup = " ".join(words)
    para = text._set(markup, Rect(0, 0, w, 1000), size, font=font, align=TA_LEFT, leading=1.2, colour=None)[0]
    expected = tuple((spare, " ".join(line)) for spare, line in para.blPara.lines)
    assert text_block.break_lines(markup.split(" "), font, size, w, {}) == expected


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=30), w=st.floats(20, 200), h=st.floats(8, 120),
       size=st.sampled_from([8, 10, 12.5]), align=st.sampled_from([TA_LEFT, TA_CENTER, TA_RIGHT]))
def test_the_size_is_the_size_fit_paragraph_chooses(words, w, h, size, align):
    fonts.register()
    fresh()
    markup, box = " ".join(words), Rect(0, 0, w, h)
    block = text.plain_block(markup, box, size=size, minimum=4, align=align)
    if block is None:
        return
    para, height = text.fit_paragraph(markup, box, size=size, minimum=4, align=align)
    assert (block.size, block.height) == (para.style.fontSize, height)
    assert block.lines == tuple((spare, " ".join(line)) for spare, line in para.blPara.lines)


def test_text_that_fits_nowhere_is_left_to_paragraph_which_reports_it():
    fonts.register()
    fresh()
    box = Rect(0, 0, 40, 12)
    assert text.plain_block("Draw two cards then discard one of them", box, size=10, minimum=6) is None
    with pytest.raises(text.TextOverflow):
        text.fit_paragraph("Draw two cards then discard one of them", box, size=10, minimum=6)


@pytest.mark.parametrize("markup", SAMPLES)
@pytest.mark.parametrize("align", [TA_LEFT, TA_CENTER, TA_RIGHT])
def test_the_extent_of_a_block_is_the_extent_paragraph_gives(markup, align):
    """text_extent answers from the block as it answered from Paragraph: the size, the lines'
    height and the widest line, placed as draw_paragraph places them."""
    fonts.register()
    box = Rect(20, 30, 90, 70)
    fresh()
    assert text.plain_block(markup, box, size=11, minimum=5, align=align) is not None
    para, height = text.fit_paragraph(markup, box, size=11, minimum=5, align=align)
    widest = box.w - max(min(spare for spare, _ in para.blPara.lines), 0.0)
    x = {TA_LEFT: box.x, TA_CENTER: box.x + (box.w - widest) / 2, TA_RIGHT: box.x1 - widest}[align]
    assert text_extent.paragraph_box(markup, box, size=11, minimum=5, align=align, valign="top") == \
        Rect(x, box.y1 - height, widest, height)
    assert text_extent.fitted_size(markup, box, size=11, minimum=5) == para.style.fontSize
