"""A designer's font file read before drawing (printkit/font_files.py): what it draws, what a
text needs that it lacks, and the files printkit cannot embed, each said in a sentence."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from printkit.font_files import FontProblem, font_facts, missing_characters
from printkit.resources import fonts_dir
from tests.render.font_samples import cff_font

NOTO = fonts_dir() / "NotoSans-Regular.ttf"


@given(st.text(max_size=40))
def test_the_characters_a_text_lacks_are_each_named_once_in_order(text):
    facts = font_facts(NOTO)
    missing = missing_characters(text, facts)
    assert len(missing) == len(set(missing))
    assert all(ord(ch) not in facts.characters for ch in missing)
    assert set(missing) == {ch for ch in text if ord(ch) not in facts.characters and ch not in " \n\r\t"}
    assert missing == sorted(missing, key=text.index)


def test_a_truetype_and_an_opentype_face(tmp_path):
    noto = font_facts(NOTO)
    assert (noto.family, noto.cff) == ("Noto Sans", False) and ord("é") in noto.characters
    rings = font_facts(cff_font(tmp_path / "Rings.otf", "Rings", "ŵ"))
    assert (rings.family, rings.cff) == ("Rings", True) and ord("ŵ") in rings.characters and ord("é") not in rings.characters


@pytest.mark.parametrize("name, content, message", [
    ("Font.woff", b"wOFF", "expected a .ttf or .otf font file, got 'Font.woff'"),
    ("Gone.ttf", None, "font file not found; expected a .ttf or .otf file in the game's folder"),
    ("Text.otf", b"hello, world" * 10, "cannot read this font (TTLibError: Not a TrueType or OpenType font (bad "
                                      "sfntVersion)); expected a TrueType (.ttf) or OpenType (.otf) font file"),
])
def test_a_file_printkit_cannot_use_is_said_in_a_sentence(tmp_path, name, content, message):
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(FontProblem) as refused:
        font_facts(path)
    assert str(refused.value) == message
