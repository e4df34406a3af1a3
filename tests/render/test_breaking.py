"""Where lines may break (render/text/breaking.py): at spaces, and in a language written without
spaces between characters too, never against kinsoku."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from printkit.render.text.breaking import CANNOT_END, CANNOT_START, break_points

JAPANESE = "あいうかきくさしすたちつ漢字日本語ゲームサイコロ"
PUNCTUATION = "。、」』）！？ー・ッャ「『（"


def test_spaces_break_and_no_break_spaces_do_not():
    text = "roll 2\u00a0dice now"
    points = break_points(text, False)
    assert [text[p:].split(" ")[0] for p in points] == ["2\u00a0dice", "now"]


def test_japanese_breaks_between_characters_but_not_inside_a_latin_word_or_a_number():
    text = "A4のシート6枚とUQAM。"
    points = set(break_points(text, True))
    assert 1 not in points                          # A|4
    assert text.index("U") + 1 not in points        # U|QAM
    assert text.index("の") in points and text.index("シ") in points


def test_kinsoku_closing_punctuation_never_starts_a_line_and_opening_never_ends_one():
    text = "「サイコロ」を振る。次（二回目）へ"
    points = break_points(text, True)
    assert all(text[p] not in "」。）" for p in points)
    assert all(text[p - 1] not in "「（" for p in points)


def test_a_combining_mark_stays_with_its_letter():
    text = "か\u3099き"       # か + combining voiced mark
    assert 1 not in break_points(text, True)


@given(st.text(alphabet=JAPANESE + PUNCTUATION + " ", max_size=40))
def test_no_break_point_puts_kinsoku_punctuation_at_a_line_edge(text):
    for point in break_points(text, True):
        assert text[point] not in CANNOT_START and not text[point].isspace()
        assert text[point - 1] not in CANNOT_END
