"""A booklet note (render/booklet_note.py) measures as the Table that draws it, to the last bit,
over every note of every shipped booklet at every spacing, and over generated notes; the table
it draws with is measured as the note was, and a note too tall for its room splits as the table."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors

from printkit.render import booklet, booklet_note, fonts
from printkit.render.ink import canvas_maker
from tests.render.test_booklet_last_page import CASES, booklet_markup

ACCENT = colors.HexColor("#1f4e79")


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def notes(markup: str, spacing: float) -> list[booklet_note.Note]:
    story = booklet.Story(booklet.parse_blocks(markup), ACCENT)
    return [part for flowable in story.flowables(spacing) for part in getattr(flowable, "flowables", ())
            if isinstance(part, booklet_note.Note)]


def table_of(note: booklet_note.Note):
    """The table platypus would have been given: the note's paragraph, a paragraph of its own."""
    para = note.paragraph
    twin = booklet._Paragraph(para.text, para.style, bulletText=para.bulletText, frags=para.frags)
    return booklet_note.note_table(twin, ACCENT)


@pytest.mark.parametrize("game, lang", CASES)
def test_every_shipped_note_measures_as_its_table(game, lang, monkeypatch):
    markup = booklet_markup(game, lang, monkeypatch)
    checked = 0
    for spacing in booklet.SPACINGS:
        for note in notes(markup, spacing):
            for width, height in ((330.0, 0xFFFFFFF), (330.0, 80.0)):
                assert note.wrap(width, height) == table_of(note).wrap(width, height)
                checked += 1
    if "\n> " in markup:
        assert checked > 0


@settings(max_examples=80, deadline=None)
@given(words=st.lists(st.sampled_from(["a", "card", "bank", "pays", "9\xa0coins", "<b>bold</b>", "Data-Tycoon", "R♦"]),
                      min_size=1, max_size=90),
       spacing=st.sampled_from(booklet.SPACINGS))
def test_generated_notes_measure_as_their_tables(words, spacing):
    for note in notes("> " + " ".join(words), spacing):
        assert note.wrap(330.0, 500.0) == table_of(note).wrap(330.0, 500.0)


@pytest.mark.parametrize("ink", ["colour", "greyscale", "saver"])
@pytest.mark.parametrize("spare", [0, -6, 10.5])
def test_a_note_is_drawn_as_its_table_draws_itself(ink, spare):
    """The same operators as the table's drawOn, in every ink (the saver ink outlines fills)."""
    note = notes("> A note long enough to take a few lines in its box, " * 4, 1.0)[0]
    table = table_of(note)
    mine, theirs = (canvas_maker(ink)(io.BytesIO()) for _ in range(2))
    for canvas in (mine, theirs):
        canvas.setFillColor(colors.red)             # a colour of the page's before the note
    note.wrap(330.0, 500.0)
    table.wrap(330.0, 500.0)
    note.drawOn(mine, 40, 200, _sW=spare)
    table.drawOn(theirs, 40, 200, _sW=spare)
    assert mine._code == theirs._code
    assert any(" re " in op for op in mine._code) and any(" l S" in op for op in mine._code)   # box and bar


def test_a_note_too_tall_for_its_room_splits_as_its_table():
    note = notes("> " + "words in a long note " * 80, 1.0)[0]
    _, height = note.wrap(330.0, 0xFFFFFFF)
    assert note.split(330.0, height / 2) == table_of(note).split(330.0, height / 2) == []
