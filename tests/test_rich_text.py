"""Rich text in a data-only deck's card texts (printkit/rich_text.py): what a designer types read
into pieces, the markers left open named, and a translation compared with its English."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from printkit.i18n_tools.pseudo import pseudo_cjk, pseudo_rtl, pseudo_translate
from printkit.rich_text import (Piece, card_text_problems, icons, is_rich, pieces, plain, problems, signature,
                                translation_problems, translator_note)

WORD = st.text(st.characters(codec="utf-8", categories=("L", "N")), min_size=1, max_size=8)
ICON = st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,7}", fullmatch=True)


def escaped(text: str) -> str:
    """A text written so that every character prints as typed."""
    return "".join("\\" + ch if ch in "*:\\" else ch for ch in text)


@st.composite
def spans(draw, depth: int = 0):
    """(what a designer types, the pieces it reads as): words, bold and italic spans (italic
    inside bold and the other way round), icons, line breaks and escaped signs."""
    typed, read = [], []
    for _ in range(draw(st.integers(1, 4))):
        choice = draw(st.sampled_from(["word", "word", "icon", "br", "sign", "b", "i"] if depth < 2 else
                                      ["word", "icon", "sign"]))
        if typed and choice != "br" and read[-1].kind != "br":
            typed.append(" ")
            read.append(Piece("text", " "))
        if choice == "word":
            word = draw(WORD)
            typed.append(word)
            read.append(Piece("text", word))
        elif choice == "icon":
            name = draw(ICON)
            typed.append(f":{name}:")
            read.append(Piece("icon", name))
        elif choice == "br":
            typed.append("\n")
            read.append(Piece("br"))
        elif choice == "sign":
            sign = draw(st.sampled_from(["*", ":", "\\", "**"]))
            typed.append(escaped(sign))
            read.append(Piece("text", sign))
        else:
            inner_typed, inner_read = draw(spans(depth + 1).filter(lambda s: _bare_ends(s[1], choice)))
            mark = "**" if choice == "b" else "*"
            typed.append(f"{mark}{inner_typed}{mark}")
            read += [Piece("open", choice), *inner_read, Piece("close", choice)]
    return "".join(typed), _joined(read)


def _bare_ends(read: list[Piece], kind: str) -> bool:
    """A span's text starts and ends with a letter or an icon (Markdown's flanking rule), and
    holds no span of its own kind directly."""
    return read[0].kind in ("text", "icon") and read[-1].kind in ("text", "icon") and \
        not read[0].value.startswith((" ", "*", "\\", ":")) and not read[-1].value.endswith((" ", "*", "\\", ":")) and \
        Piece("open", kind) not in read


def _joined(read: list[Piece]) -> list[Piece]:
    out: list[Piece] = []
    for piece in read:
        if piece.kind == "text" and out and out[-1].kind == "text":
            out[-1] = Piece("text", out[-1].value + piece.value)
        else:
            out.append(piece)
    return out


@given(spans())
def test_a_typed_text_reads_as_its_pieces(case):
    typed, read = case
    assert pieces(typed) == read
    assert problems(typed) == []
    assert plain(typed) == "".join(p.value if p.kind == "text" else "\n" if p.kind == "br" else "" for p in read)


@given(st.text(st.characters(codec="utf-8", exclude_characters="\r\n"), max_size=40))
def test_an_escaped_text_prints_as_typed(text):
    written = escaped(text)
    assert pieces(written) == ([Piece("text", text)] if text else [])
    assert problems(written) == [] and icons(written) == []


@given(st.text(st.characters(codec="utf-8"), max_size=40))
def test_any_text_reads_with_every_marker_matched(text):
    """Whatever is typed, every `open` has its `close` (innermost first): a marker left open
    prints as typed, and `problems` says so."""
    stack = []
    for piece in pieces(text):
        if piece.kind == "open":
            stack.append(piece.value)
        elif piece.kind == "close":
            assert stack.pop() == piece.value
    assert stack == []
    assert not is_rich(text) or isinstance(problems(text), list)
    assert is_rich(text) or pieces(text) == ([Piece("text", text)] if text else [])


@pytest.mark.parametrize("typed, read", [
    ("5 * 3 = 15", [Piece("text", "5 * 3 = 15")]),
    ("at 1:2:3", [Piece("text", "at 1:2:3")]),
    ("Rare and sweet: keep it", [Piece("text", "Rare and sweet: keep it")]),
    ("***all***", [Piece("open", "b"), Piece("open", "i"), Piece("text", "all"), Piece("close", "i"),
                   Piece("close", "b")]),
    ("**two*.", [Piece("text", "**two*.")]),
    ("Gain :sun:, then **2** :rain:", [Piece("text", "Gain "), Piece("icon", "sun"), Piece("text", ", then "),
                                       Piece("open", "b"), Piece("text", "2"), Piece("close", "b"),
                                       Piece("text", " "), Piece("icon", "rain")]),
    ("one\r\ntwo", [Piece("text", "one"), Piece("br"), Piece("text", "two")]),
])
def test_markdown_s_rules_kept_small(typed, read):
    assert pieces(typed) == read


@pytest.mark.parametrize("typed, said", [
    ("A **bold start", ["** opens bold text that is never closed; expected a closing ** (a literal asterisk is "
                        "written \\*)"]),
    ("*lean and **bold**", ["* opens italic text that is never closed; expected a closing * (a literal asterisk "
                            "is written \\*)"]),
    ("fine *and* closed", []),
])
def test_a_marker_left_open_is_named(typed, said):
    assert problems(typed) == said


def test_a_translation_keeps_the_icons_and_spans_of_its_english():
    english = "Gain **2** :sun: and *one* :rain:"
    assert translation_problems(english, "Gagnez :rain: *une* et **2** :sun:") == []
    assert translation_problems(english, "Gagnez 2 :soleil: et *une* :rain:") == [
        "icons differ: the msgid has :rain: :sun:, the translation has :rain: :soleil:",
        "**bold** spans differ: the msgid has 1, the translation has 0"]
    assert translation_problems(english, "Gagnez **2 :sun: et *une* :rain:") == [
        "**bold** spans differ: the msgid has 1, the translation has 0",
        "** opens bold text that is never closed; expected a closing ** (a literal asterisk is written \\*)"]


def test_only_a_card_s_texts_are_compared():
    assert card_text_problems("Gain :sun:", "Gagnez", "card:main:Sun:text") == [
        "icons differ: the msgid has :sun:, the translation has none"]
    assert card_text_problems("Gain :sun:", "Gagnez", "back:main:title") != []
    assert card_text_problems("Gain :sun:", "Gagnez", "cover") == []
    assert card_text_problems("Time: 10", "Temps : 10", "card:main:Sun:text") == []


def test_the_translator_is_told_what_to_keep():
    assert translator_note("A **crisp** start on any :leaf: row, *then* :leaf: draw.") == (
        "Rich text: keep **…** (bold), *…* (italic), :leaf: (an icon, drawn as a picture) as in the English, moved "
        "where your sentence needs them; \\* prints an asterisk, \\: a colon")
    assert translator_note("Only :sun:") == ("Rich text: keep :sun: (an icon, drawn as a picture) as in the English, "
                                             "moved where your sentence needs them; \\* prints an asterisk, \\: a colon")
    assert translator_note(":sun: and :rain:").startswith("Rich text: keep :sun: :rain: (icons, drawn as pictures) as")
    assert translator_note("Rare and sweet: keep it") is None
    assert translator_note("Plain") is None


@given(spans())
def test_the_pseudo_locales_keep_a_text_s_markers(case):
    typed, _ = case
    for pseudo in (pseudo_translate, pseudo_rtl, pseudo_cjk):
        assert signature(pseudo(typed)) == signature(typed), pseudo.__name__
