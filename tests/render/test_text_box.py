"""Text fitted in a box (render/text/box.py): it fits, at the largest size that fits, or it raises
TextOverflow; nothing is lost or cut. Expected sizes and extents come from reportlab's own
Paragraph set independently; what is printed is read back from the PDF with PDFium."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from printkit.i18n import markup as escaped
from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text import (TextOverflow, draw_paragraph, fitted_size, keep_last_words, paragraph_box,
                                  watching)
from printkit.render.text.box import LEADING, fit
from tests.pdfpixels import drawn_page, glyph_boxes, open_pdf

PAGE = (400, 300)
STEP = 0.25

WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyzéèàçôABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789€,.;:!?()'-",
               min_size=1, max_size=18)
RUN = st.tuples(st.sampled_from(["", "b", "i"]), st.lists(WORD, min_size=1, max_size=6))


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


@st.composite
def markups(draw) -> str:
    """Text as the kits write it: escaped words, some runs bold or italic, perhaps a line break."""
    parts = []
    for tag, words in draw(st.lists(RUN, min_size=1, max_size=5)):
        text = escaped(" ".join(words))
        parts.append(f"<{tag}>{text}</{tag}>" if tag else text)
    joiner = draw(st.sampled_from([" ", " ", " <br/>"]))
    return joiner.join(parts)


def plain_words(markup: str) -> list[str]:
    """The words of a markup as printed: tags dropped, entities read, line breaks as spaces."""
    text = re.sub(r"<br/>", " ", markup)
    text = re.sub(r"</?[bi]>", "", text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").split()


def reportlab_paragraph(markup: str, box: Rect, size: float, align: int = TA_CENTER) -> tuple[Paragraph, float]:
    """The paragraph reportlab sets at `size` in the box's width, as the module documents it."""
    style = ParagraphStyle("t", fontName=fonts.BODY, fontSize=size, leading=size * LEADING, alignment=align,
                           splitLongWords=0, spaceShrinkage=0)
    para = Paragraph(markup, style)
    _, height = para.wrap(box.w, box.h)
    return para, height


def reportlab_fits(markup: str, box: Rect, size: float) -> bool:
    para, height = reportlab_paragraph(markup, box, size)
    return height <= box.h + 0.01 and max(para.getActualLineWidths0()) <= box.w + 0.5


def printed(draw) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The glyphs `draw(canvas)` prints, with their boxes."""
    return glyph_boxes(open_pdf(drawn_page(draw, PAGE)), 0)


def inside(glyphs, box: Rect, size: float) -> bool:
    """Every glyph within the box, allowing accents and descenders to reach past the lines' box
    (Noto Sans: 0.07 em above, 0.1 em below), an italic letter past its advance (an italic J: 0.16 em) and a
    word to run over by half a point."""
    side = 0.6 + 0.16 * size
    return all(box.x - side <= left and right <= box.x1 + side
               and box.y - 0.12 * size <= bottom and top <= box.y1 + 0.1 * size
               for _, (left, bottom, right, top) in glyphs)


@settings(max_examples=120, deadline=None)
@given(markup=markups(), w=st.floats(20, 300), h=st.floats(8, 150), size=st.sampled_from([8.0, 10.0, 12.5]),
       minimum=st.sampled_from([4.0, 6.0, 7.5]), align=st.sampled_from([TA_LEFT, TA_CENTER, TA_RIGHT, TA_JUSTIFY]))
@example(markup="Supercalifragilisticexpialidocious", w=40.0, h=30.0, size=12.0, minimum=4.0, align=TA_CENTER)
@example(markup="a b", w=8.0, h=30.0, size=12.0, minimum=7.5, align=TA_LEFT)
@example(markup="Draw two", w=fonts.width("Draw two", fonts.BODY, 10) - 0.3, h=12.0, size=10.0, minimum=6.0,
         align=TA_LEFT)   # two words a hair too wide for one line: not one line at 10 pt
@example(markup="Drawing", w=fonts.width("Drawing", fonts.BODY, 10) - 0.3, h=12.0, size=10.0, minimum=6.0,
         align=TA_LEFT)   # one word may run over by half a point, as in a paragraph
def test_a_text_fits_its_box_at_the_largest_size_or_raises(markup, w, h, size, minimum, align):
    """Never a silent overflow: drawn text lies in its box with every word whole and in order, at
    the largest size of the search that reportlab's Paragraph fits; else TextOverflow."""
    box = Rect(40, 40, w, h)
    fonts.register()
    try:
        glyphs = printed(lambda c: draw_paragraph(c, markup, box, size=size, minimum=minimum, align=align))
    except TextOverflow:
        assert not reportlab_fits(markup, box, minimum)
        return
    chosen = fitted_size(markup, box, size=size, minimum=minimum)
    assert minimum <= chosen <= size
    assert reportlab_fits(markup, box, chosen)
    if chosen + STEP <= size:
        assert not reportlab_fits(markup, box, chosen + STEP)
    assert inside(glyphs, box, chosen)
    assert "".join(char for char, _ in glyphs).replace("\ufffe", "-") == "".join(plain_words(markup))


def test_a_word_too_long_for_the_box_makes_the_text_smaller_and_is_never_cut():
    box = Rect(40, 40, 60, 40)
    word = "Anticonstitutionnellement"
    glyphs = printed(lambda c: draw_paragraph(c, f"Pay {word} now", box, size=12, minimum=4))
    chosen = fitted_size(f"Pay {word} now", box, size=12, minimum=4)
    assert chosen < 12
    assert fonts.width(word, fonts.BODY, chosen) <= box.w + 0.5 < fonts.width(word, fonts.BODY, chosen + STEP)
    assert "".join(char for char, _ in glyphs) == f"Pay{word}now"
    baselines = {round(bottom, 1) for _, (_, bottom, _, _) in glyphs[3:3 + len(word)]}   # no descender in it
    assert len(baselines) == 1                     # the long word whole, on one line


def test_overflow_names_the_room_the_text_needs():
    box = Rect(0, 0, 50, 20)
    text = "one two three four five six seven eight nine ten eleven twelve"
    _, height = reportlab_paragraph(text, box, 6)
    with pytest.raises(TextOverflow) as raised:
        printed(lambda c: draw_paragraph(c, text, box, size=9, minimum=6))
    assert str(raised.value) == f"text needs {height:.0f} pt of height in a 50×20 pt box at 6 pt"
    assert raised.value.text == text


def test_while_watched_an_overflow_is_reported_and_the_text_still_drawn():
    box = Rect(40, 40, 50, 20)
    text = "one two three four five six seven eight nine ten eleven twelve"
    seen = []
    with watching(seen.append):
        glyphs = printed(lambda c: draw_paragraph(c, text, box, size=9, minimum=6))
        printed(lambda c: draw_paragraph(c, "fits", box, size=9, minimum=6))
    assert [(b.text, b.lines, b.width, b.height, b.size, b.minimum) for b in seen] == \
           [(text, "paragraph", 50, 20, 9, 6), ("fits", "paragraph", 50, 20, 9, 6)]
    assert seen[0].overflow.startswith("text needs ") and seen[1].overflow is None
    assert "".join(char for char, _ in glyphs) == text.replace(" ", "")


@settings(max_examples=60, deadline=None)
@given(markup=markups(), w=st.floats(30, 300), h=st.floats(12, 150),
       align=st.sampled_from([TA_LEFT, TA_CENTER, TA_RIGHT]), valign=st.sampled_from(["middle", "top"]))
def test_paragraph_box_holds_what_draw_paragraph_prints(markup, w, h, align, valign):
    """Art drawn first keeps clear of paragraph_box: the glyphs land in it."""
    box = Rect(40, 40, w, h)
    try:
        glyphs = printed(lambda c: draw_paragraph(c, markup, box, size=11, minimum=4, align=align, valign=valign))
    except TextOverflow:
        return
    extent = paragraph_box(markup, box, size=11, minimum=4, align=align, valign=valign)
    chosen = fitted_size(markup, box, size=11, minimum=4)
    assert box.y - 0.01 <= extent.y and extent.y1 <= box.y1 + 0.01
    assert inside(glyphs, extent, chosen)


@pytest.mark.parametrize("markup", ["Draw two cards", "<b>Bank</b>", "<i>Put your cards here</i>",
                                    "Coûts &amp; gains", "  spaces   collapse  ", "5\u00a0€ : prix"])
@pytest.mark.parametrize("align, valign", [(TA_CENTER, "middle"), (TA_LEFT, "top"), (TA_RIGHT, "middle"),
                                           (TA_JUSTIFY, "top")])
def test_a_line_drawn_as_one_string_lands_where_paragraph_puts_it(markup, align, valign):
    """A plain text on one line is drawn without Paragraph: its glyphs are where reportlab's
    Paragraph, at the same size, prints them."""
    box = Rect(40, 40, 200, 20)
    found = fit(markup, box, size=11, minimum=6, align=align)
    assert found.line is not None
    ours = printed(lambda c: draw_paragraph(c, markup, box, size=11, minimum=6, align=align, valign=valign))
    para, height = reportlab_paragraph(markup, box, found.size, align)
    y = box.y + (box.h - height) / 2 if valign == "middle" else box.y1 - height
    theirs = printed(lambda c: para.drawOn(c, box.x, y))
    assert [char for char, _ in ours] == [char for char, _ in theirs]
    for (_, a), (_, b) in zip(ours, theirs):
        assert a == pytest.approx(b, abs=0.01)


def test_a_text_drawn_again_in_a_colour_is_the_same_fit_in_that_colour():
    box = Rect(0, 0, 120, 40)
    first = fit("Pay <b>3</b> to the bank", box, size=10, minimum=6, colour=colors.red)
    assert fit("Pay <b>3</b> to the bank", box, size=10, minimum=6, colour=colors.red) is first
    black = fit("Pay <b>3</b> to the bank", box, size=10, minimum=6)
    assert black.size == first.size and black.paragraph is not first.paragraph
    assert first.paragraph.style.textColor == colors.red


@pytest.mark.parametrize("text, expected", [
    ("Keep the last two words", "Keep the last two\u00a0words"),
    ("Too short here", "Too short here"),
    ("a  b c d", "a  b c\u00a0d"),
])
def test_keep_last_words(text, expected):
    assert keep_last_words(text) == expected
