"""Right-to-left lines in Unicode bidi order (render/text/bidi.py): levels from python-bidi's
algorithm, pieces of a line reordered by rule L2."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.render.text.bidi import has_right_to_left, levels, visual_order


def test_digits_and_latin_inside_arabic_stay_left_to_right():
    text = "اربح 12 نقطة (UQAM) الآن"
    found = levels(text, True)
    assert [found[text.index(ch)] for ch in "1U"] == [2, 2]          # left to right, inside
    assert found[0] == 1 and found[-1] == 1                            # the Arabic reads from the right
    assert found[text.index("(")] == 1                                 # a bracket between Arabic words: theirs


def test_a_left_to_right_paragraph_of_latin_is_all_at_level_zero():
    assert levels("Roll 2 dice.", False) == (0,) * 12


def test_a_hebrew_word_in_a_left_to_right_paragraph_is_raised():
    found = levels("the word שלום here", False)
    assert found[9:13] == (1, 1, 1, 1) and found[0] == 0


def test_line_pieces_are_ordered_by_rule_l2():
    # An Arabic line: word(1) space(1) number(2) space(1) word(1) -> read from the right.
    assert visual_order([1, 1, 2, 1, 1]) == [4, 3, 2, 1, 0]
    # Left to right with a right-to-left run inside: only the run turns round.
    assert visual_order([0, 1, 1, 1, 0]) == [0, 3, 2, 1, 4]
    # Numbers inside a right-to-left run inside a left-to-right line keep their own order.
    assert visual_order([0, 1, 2, 2, 1, 0]) == [0, 4, 2, 3, 1, 5]


@given(st.lists(st.integers(0, 4), max_size=30))
def test_visual_order_is_a_permutation_that_reverses_back(line_levels):
    order = visual_order(line_levels)
    assert sorted(order) == list(range(len(line_levels)))
    if line_levels and all(level % 2 == 1 for level in line_levels) and len(set(line_levels)) == 1:
        assert order == list(reversed(range(len(line_levels))))


def test_right_to_left_letters_are_found():
    assert has_right_to_left("abc ש") and has_right_to_left("ب") and not has_right_to_left("abc 123 日本")


def test_a_bracket_ending_a_latin_phrase_in_arabic_stays_with_the_phrase():
    # Rule N0: the pair around "SIL … 1.1" takes the Latin words' direction, the full stop the Arabic's.
    text = "الخطوط: Noto Sans (SIL Open Font License 1.1)."
    found = levels(text, True)
    assert found[text.index("(")] == found[text.index(")")] == 2
    assert found[-1] == 1


def test_a_bracket_pair_around_latin_between_arabic_words_is_the_arabic_s():
    text = "اربح (UQAM) الآن"
    found = levels(text, True)
    assert (found[text.index("(")], found[text.index("U")], found[text.index(")")]) == (1, 2, 1)


# Characters of every kind the rules tell apart: Arabic and Hebrew letters, Latin, European and
# Arabic-Indic digits, separators and terminators, brackets, spaces; no controls, so that each
# level run is an isolating run sequence as python-bidi's algorithm module knows them.
_MIXED = st.text(alphabet="ابجשלaBc129٣ .,:%+-/#()[]«»", min_size=1, max_size=24).filter(lambda t: not t[-1].isspace())


@given(_MIXED, st.booleans())
def test_levels_order_a_line_as_the_reference_implementation_does(text, rtl):
    """python-bidi 0.5+ also carries a complete implementation of the algorithm (Rust's
    unicode-bidi), which gives only the reordered line, unmirrored: ours must read the same."""
    import bidi
    if not hasattr(bidi, "get_display") or not hasattr(bidi, "get_base_level"):
        pytest.skip("python-bidi before 0.5 carries no second implementation to compare with")
    found = levels(text, rtl)
    ours = "".join(text[i] for i in visual_order(found))
    assert ours == bidi.get_display(text, base_dir="LR"[rtl])
