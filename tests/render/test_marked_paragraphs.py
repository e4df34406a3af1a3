"""Marked-up paragraphs set without reportlab's general machinery, the same as with it: parsed by
render/markup_frags.py into the parser's fragments, broken by render/frag_lines.py into
Paragraph.breakLines' lines (with the same attributes set), drawn by render/frag_draw.py with
Paragraph.drawPara's operators. Over every paragraph of every shipped booklet, and over generated
texts; what they do not handle is left to reportlab."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.lib.abag import ABag
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import cleanBlockQuotedText

from printkit.i18n import markup
from printkit.render import booklet, fonts
from printkit.render.booklet import MARGIN, PAGE
from printkit.render.frag_draw import drawer
from printkit.render.frag_lines import frag_lines
from printkit.render.marked_paragraph import MarkedParagraph
from printkit.render.markup_frags import fragments
from tests.render.test_booklet_last_page import CASES, booklet_markup

FRAME = PAGE.w - 2 * MARGIN
BREAK_ATTRIBUTES = ("_width_max", "height", "_splitLongWordCount", "_hyphenations")


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def plain(value):
    """Fragments, lines and their lists as nested plain values, to compare with ==."""
    if isinstance(value, ABag):
        return type(value).__name__, {name: plain(v) for name, v in vars(value).items()}
    if isinstance(value, (list, tuple)):
        return type(value).__name__, [plain(v) for v in value]
    return value


def breaks(text: str, style, bullet: str | None, widths: list[float], mine: bool):
    """What breaking the paragraph returns and leaves on it (None: frag_lines left it to reportlab)."""
    para = Paragraph(text, style, bulletText=bullet)
    given_widths = list(widths)
    lines = frag_lines(para, given_widths, {}) if mine else para.breakLines(given_widths)
    if lines is None:
        return None
    return plain(lines), plain(para.frags), given_widths, {name: getattr(para, name) for name in BREAK_ATTRIBUTES}


def drawn(cls, text: str, style, bullet: str | None, width: float) -> tuple[bytes, bool]:
    """The page a paragraph draws (uncompressed), and whether printkit drew it."""
    c = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
    c.setFillColor(colors.red)
    para = cls(text, style, bulletText=bullet)
    para.wrap(width, 1000)
    para.drawOn(c, 20, 300)
    return c.getpdfdata(), drawer(para) is not None


def assert_same(text: str, style, bullet: str | None, width: float) -> bool:
    """markup_frags, frag_lines and frag_draw give what reportlab gives for this text; True if
    all three handled it."""
    cleaned = cleanBlockQuotedText(text)
    frags = fragments(cleaned, style)
    if frags is not None:
        assert plain(frags) == plain(Paragraph(cleaned, style).frags), text
    widths = [width - style.leftIndent, width - style.leftIndent]
    mine = breaks(text, style, bullet, widths, mine=True)
    if mine is not None:
        assert mine == breaks(text, style, bullet, widths, mine=False), text
    theirs, _ = drawn(Paragraph, text, style, bullet, width)
    ours, by_printkit = drawn(MarkedParagraph, text, style, bullet, width)
    assert ours == theirs, text
    return frags is not None and mine is not None and by_printkit


@pytest.mark.parametrize("game, lang", CASES)
def test_every_marked_up_booklet_paragraph_is_set_as_reportlab_sets_it(game, lang, monkeypatch):
    styles = booklet.styles(colors.HexColor("#1f4e79"))
    marked = handled = 0
    for block in booklet.parse_blocks(booklet_markup(game, lang, monkeypatch)):
        text = booklet.with_symbol_font(block.text)
        if block.kind == "pagebreak" or ("<" not in text and "&" not in text):
            continue
        bullet = "•" if block.kind == "bullet" else None
        marked += 1
        for width in (FRAME, FRAME * 0.6):
            handled += assert_same(text, styles[block.kind], bullet, width)
    assert handled > 0 or not marked


WORDS = st.sampled_from(["a", "card", "the", "bank", "9\xa0of\xa0clubs", "deux\xa0:", "«\xa0oui\xa0»", "ächtzehn",
                         "R<font name=\"PK-Symbols\">♦</font>", "<b>Data-Tycoon</b>", "<i>nouvelle</i>", "<b>1.</b>",
                         "<br/>", "&amp;", "&lt;x&gt;", "<b><i>both</i></b>", "<i>two words</i>", "<b>a</b>,",
                         "supercalifragilisticexpialidocious", "x"])


@settings(max_examples=300, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=50), separators=st.lists(st.sampled_from([" ", "", "  ", "\n"]), min_size=50, max_size=50),
       width=st.floats(40, 400), kind=st.sampled_from(["para", "bullet", "note", "h3"]), alignment=st.sampled_from([0, 1, 2]),
       shrinkage=st.sampled_from([0, 0.05]))
def test_generated_marked_up_texts_are_set_as_reportlab_sets_them(words, separators, width, kind, alignment, shrinkage):
    text = "".join(word + separator for word, separator in zip(words, separators))
    style = booklet.styles(colors.black)[kind].clone("probe", alignment=alignment, spaceShrinkage=shrinkage)
    assert_same(text, style, "•" if kind == "bullet" else None, width)


@pytest.mark.parametrize("text", [
    "Based on <i>Un jeu de Dés</i>, by UQAM & co: <b>3.</b> print <it> & then cut",
    "<b>1.</b> Cut each sheet along its marks; <i>glue</i> the board.",
])
def test_the_fitted_boxes_and_cover_lines_are_set_as_reportlab_sets_them(text):
    """render/text.py's and render/cover.py's paragraphs: i18n.markup's output in their styles."""
    fitted = ParagraphStyle("fit", fontName=fonts.BODY, fontSize=7.5, leading=9, alignment=1, splitLongWords=0,
                            spaceShrinkage=0)
    cover = ParagraphStyle("cover", fontName=fonts.BODY, fontSize=9, leading=11.5, leftIndent=8, firstLineIndent=-8)
    for style in (fitted, cover):
        for width in (60, 150, 500):
            assert assert_same(markup(text), style, None, width)


@pytest.mark.parametrize("text", ["x <b>y", "</b>", "a & b", "<b>x</i>", '<font color="red">x</font>', "<u>x</u>",
                                  "a&nbsp;b", "<para>x</para>", "<br>"])
def test_markup_it_does_not_read_is_left_to_reportlab_s_parser(text):
    assert fragments(text, booklet.styles(colors.black)["para"]) is None


def test_what_breaks_differently_is_left_to_reportlab():
    style = booklet.styles(colors.black)["para"]
    assert breaks("a <b>soft\xadhyphen</b>", style, None, [200, 200], mine=True) is None
    assert breaks("<b>a</b> word wider than its line: supercalifragilistic", style, None, [60, 60], mine=True) is None
    assert breaks("one fragment only", style, None, [200, 200], mine=True) is None
    hyphenated = style.clone("hy", hyphenationLang="en_GB")
    assert breaks("<b>a</b> b", hyphenated, None, [200, 200], mine=True) is None


def test_a_bullet_narrows_the_widths_as_reportlab_leaves_them_only_when_broken_here():
    style = booklet.styles(colors.black)["bullet"].clone("wide", bulletIndent=0, leftIndent=2, bulletFontSize=20)
    para, widths = Paragraph("<b>a</b> supercalifragilisticexpialidocious", style, bulletText="•"), [50.0, 50.0]
    assert frag_lines(para, widths, {}) is None and widths == [50.0, 50.0]
    para, widths = Paragraph("<b>a</b> b", style, bulletText="•"), [50.0, 50.0]
    assert frag_lines(para, widths, {}) is not None and widths[0] < 50.0
