"""A plain booklet paragraph's lines (render/booklet_lines.py) are the ones Paragraph.breakLines
makes, with the same attributes set on the paragraph: over every paragraph of every shipped
booklet, and over generated texts; texts it does not break the same way are left to Paragraph."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.platypus import Paragraph

from printkit.render import booklet, booklet_lines, fonts
from printkit.render.booklet import MARGIN, PAGE
from tests.render.test_booklet_last_page import CASES, booklet_markup

FRAME = PAGE.w - 2 * MARGIN
NOTE = FRAME - 13           # a note's cell: the frame less the table's paddings
BREAK_ATTRIBUTES = ("_width_max", "height", "_splitLongWordCount", "_hyphenations")


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def reportlab_breaks(text: str, style, bullet: str | None, widths: list[float]):
    """What Paragraph.breakLines returns and sets, for comparison."""
    para = Paragraph(text, style, bulletText=bullet)
    lines = para.breakLines(list(widths))
    return vars(lines), {name: getattr(para, name) for name in BREAK_ATTRIBUTES}


def printkit_breaks(text: str, style, bullet: str | None, widths: list[float]):
    para = Paragraph(text, style, bulletText=bullet)
    lines = booklet_lines.plain_lines(para, list(widths), {})
    return lines and vars(lines), {name: getattr(para, name, None) for name in BREAK_ATTRIBUTES}


@pytest.mark.parametrize("game, lang", CASES)
def test_every_shipped_booklet_paragraph_breaks_as_reportlab_breaks_it(game, lang, monkeypatch):
    markup = booklet_markup(game, lang, monkeypatch)
    styles = booklet.styles(colors.black)
    plain = 0
    for block in booklet.parse_blocks(markup):
        if block.kind == "pagebreak":
            continue
        text, style = booklet.with_symbol_font(block.text), styles[block.kind]
        bullet = "•" if block.kind == "bullet" else None
        for width in (NOTE, FRAME) if block.kind == "note" else (FRAME, FRAME * 0.6):
            widths = [width - style.leftIndent, width - style.leftIndent]
            mine = printkit_breaks(text, style, bullet, widths)
            if mine[0] is not None:
                plain += 1
                assert mine == reportlab_breaks(text, style, bullet, widths), block
    assert plain > 0


WORDS = st.sampled_from(["a", "card", "the", "bank", "pays", "9\xa0of\xa0clubs", "deux\xa0:", "«\xa0oui\xa0»",
                         "ächtzehn", "Data-Tycoon", "R♦", "supercalifragilisticexpialidocious", "\xa0", "x"])


@settings(max_examples=300, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=60), separators=st.lists(st.sampled_from([" ", "  ", "\n", "\t"]), min_size=60, max_size=60),
       width=st.floats(20, 400), kind=st.sampled_from(["para", "bullet", "note", "title", "h2"]),
       spacing=st.sampled_from(booklet.SPACINGS))
def test_generated_texts_break_as_reportlab_breaks_them_or_are_left_to_it(words, separators, width, kind, spacing):
    text = "".join(word + separator for word, separator in zip(words, separators))
    style = booklet.styles(colors.black, spacing)[kind]
    bullet = "•" if kind == "bullet" else None
    mine = printkit_breaks(text, style, bullet, [width, width])
    if mine[0] is not None:
        assert mine == reportlab_breaks(text, style, bullet, [width, width])


def test_what_reportlab_breaks_differently_is_left_to_it():
    style = booklet.styles(colors.black)["para"]
    assert printkit_breaks("a soft\xadhyphen", style, None, [200, 200])[0] is None
    assert printkit_breaks("a zero\u200bwidth space", style, None, [200, 200])[0] is None
    assert printkit_breaks("a word wider than its line: supercalifragilistic", style, None, [60, 60])[0] is None
    assert printkit_breaks("   ", style, None, [200, 200])[0] is None
    assert printkit_breaks("two <b>faces</b>", style, None, [200, 200])[0] is None
    hyphenating = booklet.styles(colors.black)["para"].clone("hyphenating", embeddedHyphenation=1)
    assert printkit_breaks("plain words", hyphenating, None, [200, 200])[0] is None


def test_a_paragraph_split_across_pages_measures_in_the_booklets_table_of_widths():
    """The second part of a split paragraph breaks its words (a list, not a text) the same way."""
    style = booklet.styles(colors.black)["para"]
    measured = {}
    para = booklet._Paragraph(" ".join(["the bank pays 9\xa0coins"] * 40), style, measured=measured)
    para.wrap(FRAME, 1000)
    first, rest = para.split(FRAME, 5 * style.leading)
    assert rest._measured is measured
    plain = Paragraph(" ".join(["the bank pays 9\xa0coins"] * 40), style)
    plain.wrap(FRAME, 1000)
    plain_rest = plain.split(FRAME, 5 * style.leading)[1]
    assert rest.wrap(FRAME, 1000) == plain_rest.wrap(FRAME, 1000)
    assert rest.blPara.lines == plain_rest.blPara.lines


@pytest.mark.parametrize("text", [" lead and trail\n", "\xa09\xa0coins ", "  two\t\tspaces\xa0 "])
def test_a_fragment_with_white_space_at_its_ends_breaks_as_reportlab_breaks_it(text):
    """Story's fragments are cleaned text, but a fragment is stripped first, as Paragraph strips it."""
    style = booklet.styles(colors.black)["para"]
    frag = Paragraph("x", style).frags[0].clone(text=text)
    mine, theirs = Paragraph(None, style, frags=[frag]), Paragraph(None, style, frags=[frag])
    assert vars(booklet_lines.plain_lines(mine, [200, 200], {})) == vars(theirs.breakLines([200, 200]))


def drawn(paragraph, width: float) -> bytes:
    """The page content of one paragraph wrapped at `width` and drawn."""
    from reportlab.pdfgen.canvas import Canvas
    import io
    c = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
    paragraph.wrap(width, 1000)
    paragraph.drawOn(c, 20, 300)
    return c.getpdfdata()


@pytest.mark.parametrize("alignment", [0, 1, 2])
@pytest.mark.parametrize("kind", ["para", "bullet", "title"])
@pytest.mark.parametrize("width", [86.0, 90.8, 98.0, 138.3, 240])
def test_a_plain_paragraph_is_drawn_with_the_operators_paragraph_draws(alignment, kind, width):
    """Left, centred and right aligned, with a bullet, and with lines that fit only by shrinking
    their spaces (set with a negative word space): the same content, byte for byte."""
    style = booklet.styles(colors.HexColor("#1f4e79"))[kind].clone(f"{kind}-{alignment}", alignment=alignment)
    text = "the bank pays 9\xa0coins to each player: one card kept in hand and two drawn " * 3
    bullet = "•" if kind == "bullet" else None
    mine, theirs = booklet._Paragraph(text, style, bulletText=bullet), Paragraph(text, style, bulletText=bullet)
    assert drawn(mine, width) == drawn(theirs, width)


def test_some_lines_fit_only_with_their_spaces_shrunk():
    """The widths above do make lines that draw with a negative word space (else the test is weak)."""
    text = "the bank pays 9\xa0coins to each player: one card kept in hand and two drawn " * 3
    for kind in ("para", "bullet", "title"):
        style = booklet.styles(colors.black)[kind]
        para = Paragraph(text, style, bulletText="•" if kind == "bullet" else None)
        assert any(para.wrap(width, 1000) and min(e for e, _ in para.blPara.lines) < 0
                   for width in (86.0, 90.8, 98.0, 138.3, 240)), kind


def test_a_paragraph_with_markup_is_drawn_by_reportlab():
    style = booklet.styles(colors.black)["para"]
    para = booklet._Paragraph("two <b>faces</b> here", style)
    para.wrap(200, 1000)
    assert para.blPara.kind == 1 and not booklet_lines.drawable(para)
    assert drawn(para, 200) == drawn(Paragraph("two <b>faces</b> here", style), 200)
