"""A booklet's pages worked out by render/booklet_flow.py are platypus's: the same flowables on
the same pages at the same places, the same last-page fill, over every shipped booklet at every
spacing and over generated stories; what it does not lay out is laid out by platypus."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.platypus import KeepTogether, PageBreak, Spacer
from reportlab.platypus.flowables import HRFlowable

from printkit.render import booklet, booklet_flow, booklet_pages, fonts
from tests.render.test_booklet import sample
from tests.render.test_booklet_last_page import CASES, booklet_markup

WORDS = "the player draws two cards then pays the bank one coin for each card kept in hand".split()


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def places(pages: list[list[tuple]]) -> list[list[tuple]]:
    """What a layout puts where: each flowable's kind, height and text, and its place."""
    return [[(type(f).__name__, getattr(f, "height", None), getattr(f, "text", None), x, y, spare)
             for f, x, y, spare in page] for page in pages]


def both(text: str, spacing: float):
    """(platypus's layout, booklet_flow's) of a booklet's markup, each from flowables of its own."""
    story = booklet.Story(booklet.parse_blocks(text), colors.HexColor("#1f4e79"))
    theirs = booklet_pages.lay_out(story.flowables(spacing), spacing)
    frame = booklet_flow.flow(story.flowables(spacing), booklet_flow.TextFrame(*booklet_pages.FRAME, padding=booklet_pages.FRAME_PADDING))
    return ((theirs.pages, theirs.last_fill, places(theirs.placed)),
            (len(frame.pages), frame.fill, places(frame.pages)))


@pytest.mark.parametrize("game, lang", CASES)
def test_every_shipped_booklet_flows_as_platypus_lays_it_out(game, lang, monkeypatch):
    markup = booklet_markup(game, lang, monkeypatch)
    for spacing in booklet.SPACINGS:
        theirs, mine = both(markup, spacing)
        assert mine == theirs, spacing


@pytest.mark.parametrize("spacing", booklet.SPACINGS)
def test_the_sample_booklet_flows_as_platypus_lays_it_out(spacing):
    text = "\n".join(line for line in sample().splitlines() if line != "---")   # no page break
    theirs, mine = both(text, spacing)
    assert mine == theirs and mine[0] > 3


def block(kind: str, size: int, start: int) -> str:
    words = " ".join(WORDS[(start + k) % len(WORDS)] for k in range(size))
    return {"title": "# ", "h2": "## ", "h3": "### ", "bullet": "- ", "note": "> ", "para": ""}[kind] + words


BLOCKS = st.tuples(st.sampled_from(["para", "para", "bullet", "note", "h2", "h3", "title"]),
                   st.integers(1, 260), st.integers(0, 30))


@settings(max_examples=60, deadline=None)
@given(blocks=st.lists(BLOCKS, min_size=1, max_size=40), spacing=st.sampled_from(booklet.SPACINGS))
def test_generated_booklets_flow_as_platypus_lays_them_out_or_are_left_to_it(blocks, spacing):
    """Headings kept with paragraphs split over pages, notes moved on, long paragraphs over
    several pages; a story booklet_flow.py does not lay out (a heading before a note or at the end)
    must raise Unsupported, never differ."""
    text = "\n\n".join(block(*b) for b in blocks)
    try:
        theirs, mine = both(text, spacing)
    except booklet_flow.Unsupported:
        kinds = [b[0] for b in blocks]
        assert any(k in ("h2", "h3") and (i + 1 == len(kinds) or kinds[i + 1] == "note") for i, k in enumerate(kinds))
        return
    assert mine == theirs


@pytest.mark.parametrize("story", [
    lambda f: f[:3] + [PageBreak()] + f[3:],                   # a page break
    lambda f: f[:2] + [HRFlowable(width="100%")] + f[2:],       # a flowable of another kind
    lambda f: f[:2] + [KeepTogether([Spacer(1, 5), f[5]])] + f[2:5] + f[6:],   # another KeepTogether
])
def test_a_story_with_other_flowables_is_laid_out_by_platypus(story, monkeypatch):
    text = "\n".join(line for line in sample().splitlines() if line != "---")
    flowables = booklet.Story(booklet.parse_blocks(text), colors.HexColor("#1f4e79")).flowables
    with pytest.raises(booklet_flow.Unsupported):
        booklet_flow.flow(story(flowables(1.0)), booklet_flow.TextFrame(*booklet_pages.FRAME, padding=6))
    laid_out = []
    real = booklet_pages.lay_out
    monkeypatch.setattr(booklet_pages, "lay_out", lambda f, s: laid_out.append(s) or real(f, s))
    layout = booklet_pages.place(lambda: story(flowables(1.0)), 1.0)
    assert laid_out == [1.0] and layout.pages == real(story(flowables(1.0)), 1.0).pages


def test_a_flowable_that_is_not_placed_is_left_to_platypus():
    """booklet_pages.place lets booklet_flow.py place only flowables that note their place
    (`Placed`); a story with one of reportlab's own is laid out by platypus, as before."""
    text = "\n".join(line for line in sample().splitlines() if line != "---")
    flowables = booklet.Story(booklet.parse_blocks(text), colors.HexColor("#1f4e79")).flowables
    story = lambda: flowables(1.0)[:4] + [Spacer(1, 30)] + flowables(1.0)[4:]
    with pytest.raises(booklet_flow.Unsupported):
        booklet_flow.flow(story(), booklet_flow.TextFrame(*booklet_pages.FRAME, padding=6), kinds=(booklet_pages.Placed,))
    assert not booklet_pages.place(story, 1.0).complete        # platypus's layout, drawn again


def test_a_heading_before_a_note_is_left_to_platypus():
    text = "# Rules\n\n## Setup\n\n> a note right under its heading\n\nthen a paragraph"
    story = booklet.Story(booklet.parse_blocks(text), colors.black)
    layout = booklet_pages.place(lambda: story.flowables(1.0), 1.0)
    expected = booklet_pages.lay_out(story.flowables(1.0), 1.0)
    assert (layout.pages, layout.last_fill, places(layout.placed)) == (expected.pages, expected.last_fill, places(expected.placed))
