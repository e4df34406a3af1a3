"""Booklets (render/booklet.py, render/booklet_pages.py): measured without drawing, drawn once from
the chosen layout, and the same, byte for byte, as platypus laying out and drawing plain
Paragraphs, Tables and Spacers in one go."""

from __future__ import annotations

import io

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer, Table
from reportlab.platypus.paragraph import cleanBlockQuotedText

from printkit.layout import production
from printkit.render import booklet, booklet_note, booklet_pages, fonts
from printkit.render.ink import canvas_maker
from printkit.render.pdf import DocInfo
from tests.render.test_booklet_last_page import CASES, booklet_markup

WORDS = "the player draws two cards then pays the bank one coin for each card kept in hand".split()
INFO = DocInfo("Rules", author="printkit", lang="en")


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def sample() -> str:
    """Headings kept with the next paragraph, notes kept together, paragraphs split across pages."""
    lines = ["# Rules"]
    for n in range(14):
        lines += [f"## Section {n}", " ".join(WORDS[(n + k) % len(WORDS)] for k in range(40 + 9 * n)), ""]
        if n % 3 == 0:
            lines += [f"> Note {n}: <b>" + " ".join(WORDS[:20]) + "</b> ♦", ""]
        lines += [f"- item {k} " + " ".join(WORDS[k:k + 8]) for k in range(3)] + [""]
        if n == 9:
            lines += ["---"]
    return "\n".join(lines)


def plain_build(text: str, spacing: float) -> tuple[bytes, int, float]:
    """The booklet as platypus makes it from plain reportlab flowables, laid out and drawn at once."""
    story = booklet.Story(booklet.parse_blocks(text), colors.HexColor("#1f4e79"))
    plain = {booklet._Paragraph: Paragraph, booklet_note.NoteTable: Table, booklet._Spacer: Spacer}
    flowables = story.flowables(spacing)
    for flowable in flowables:
        content = getattr(flowable, "_content", [flowable])      # a note: KeepTogether
        content[:] = [part.table() if isinstance(part, booklet_note.Note) else part for part in content]
        for part in content:
            part.__class__ = plain.get(type(part), type(part))
            for row in getattr(part, "_cellvalues", []):
                for cell in row:
                    cell.__class__ = plain.get(type(cell), type(cell))
    buffer = io.BytesIO()
    doc = booklet_pages._document(buffer, INFO, "Rules")
    doc.build(flowables, canvasmaker=canvas_maker(production.current().ink))
    return buffer.getvalue(), doc.page, booklet_pages._last_fill(doc)


@pytest.mark.parametrize("spacing", booklet.SPACINGS)
def test_a_measured_layout_draws_the_booklet_platypus_draws(spacing):
    """Same pages, same last-page fill, same bytes: measuring and drawing apart changes nothing."""
    with production.using(production.Production()):
        story = booklet.Story(booklet.parse_blocks(sample()), colors.HexColor("#1f4e79"))
        layout = booklet_pages.lay_out(story.flowables(spacing), spacing)
        data, pages = booklet_pages.draw(INFO, "Rules", lambda: pytest.fail("laid out again"), layout)
        plain, plain_pages, plain_fill = plain_build(sample(), spacing)
    assert layout.complete
    assert (layout.pages, layout.last_fill) == (plain_pages, plain_fill)
    assert pages == plain_pages > 3
    assert data == plain


def test_layouts_at_other_spacings_first_do_not_change_the_one_drawn():
    """Shared line breaks are only read: a story laid out at every spacing, then drawn from its
    last layout, is the booklet plain platypus makes at that spacing."""
    with production.using(production.Production()):
        story = booklet.Story(booklet.parse_blocks(sample()), colors.HexColor("#1f4e79"))
        layouts = [booklet_pages.lay_out(story.flowables(spacing), spacing) for spacing in booklet.SPACINGS]
        data, _ = booklet_pages.draw(INFO, "Rules", lambda: pytest.fail("laid out again"), layouts[-1])
        plain, _, _ = plain_build(sample(), booklet.SPACINGS[-1])
    assert data == plain


def test_the_layouts_of_one_story_share_its_parsing_and_line_breaks_but_not_their_flowables():
    story = booklet.Story(booklet.parse_blocks(sample()), colors.HexColor("#1f4e79"))
    tight, loose = story.flowables(0.9), story.flowables(1.12)
    assert tight[1] is not loose[1] and tight[1].frags is loose[1].frags
    assert tight[1]._breaks is loose[1]._breaks
    assert tight[1].style.spaceBefore < loose[1].style.spaceBefore and tight[2].style.leading < loose[2].style.leading


def test_a_flowable_that_draws_without_being_placed_makes_the_booklet_laid_out_again():
    """A flowable of reportlab's own (here a Spacer) would be missing from a drawing of the layout."""
    with production.using(production.Production()):
        story = booklet.Story(booklet.parse_blocks(sample()), colors.HexColor("#1f4e79"))
        flowables = story.flowables(1.0)
        layout = booklet_pages.lay_out(flowables[:3] + [Spacer(1, 5)] + flowables[3:], 1.0)
        again = []
        data, pages = booklet_pages.draw(INFO, "Rules", lambda: again.append(1) or story.flowables(1.0), layout)
        expected, expected_pages, _ = plain_build(sample(), 1.0)
    assert not layout.complete and again == [1]
    assert (data, pages) == (expected, expected_pages)


def test_line_breaks_at_another_width_are_not_taken_from_the_first():
    para = booklet._Paragraph(" ".join(WORDS * 3), booklet.styles(colors.black)["para"])
    narrow, wide = para.wrap(100, 1000), para.wrap(300, 1000)
    assert narrow[1] > wide[1]
    assert para.wrap(100, 1000) == narrow


@pytest.mark.parametrize("game, lang", CASES)
def test_text_without_markup_gets_the_fragments_reportlab_parses(game, lang, monkeypatch):
    """Story parses a block with no tag or entity once per kind of block and copies the fragment:
    over every shipped booklet, each such block's text and fragments are what reportlab's parser makes."""
    markup = booklet_markup(game, lang, monkeypatch)
    blocks = booklet.parse_blocks(markup)
    story, shared = booklet.Story(blocks, colors.black), booklet.shared_styles(colors.black, 1.0)
    st = shared.styles
    plain = 0
    for index, block in enumerate(blocks):
        if block.kind == "pagebreak":
            continue
        text = booklet.with_symbol_font(block.text)
        plain += "<" not in text and "&" not in text
        bullet = "•" if block.kind == "bullet" else None
        made, parsed = story._paragraph(index, block, shared), Paragraph(text, st[block.kind], bulletText=bullet)
        assert (made.text, made.bulletText) == (parsed.text, parsed.bulletText)
        assert [vars(f) for f in made.frags] == [vars(f) for f in parsed.frags], block
    assert plain > len(blocks) / 2


@pytest.mark.parametrize("game, lang", CASES)
def test_every_shipped_booklet_is_drawn_as_plain_platypus_draws_it(game, lang, monkeypatch):
    """printkit's line breaking and drawing of plain paragraphs (render/booklet_lines.py) against
    reportlab's Paragraph, over every shipped booklet, at two spacings: the same bytes."""
    markup = booklet_markup(game, lang, monkeypatch)
    with production.using(production.Production()):
        for spacing in (1.0, 0.9):
            story = booklet.Story(booklet.parse_blocks(markup), colors.HexColor("#1f4e79"))
            layout = booklet_pages.lay_out(story.flowables(spacing), spacing)
            data, pages = booklet_pages.draw(INFO, "Rules", lambda: pytest.fail("laid out again"), layout)
            plain, plain_pages, _ = plain_build(markup, spacing)
            assert (data, pages) == (plain, plain_pages)


SPACES = " \xa0\u202f\u2009\u200b\t\n\r\x0b\x0c\x1c\x85\u3000"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(SPACES) + list("ab9é:")), max_size=12))
@example('two  spaces')
@example(' lead')
@example('trail ')
@example('9\xa0 coins')
@example('zero\u200bwidth')
@example('tab\there')
@example('line\nbreak')
@example('narrow\u202fno-break')
@example('9\xa0coins and 2 cards')
def test_a_text_is_cleaned_as_reportlab_cleans_it(text):
    """Story skips reportlab's cleaning of a text it would not change; the result is the same."""
    assert booklet.cleaned(text) == cleanBlockQuotedText(text)
