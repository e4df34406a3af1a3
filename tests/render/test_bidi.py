"""Right-to-left lines in Unicode bidi order (render/text/bidi.py): levels from python-bidi's
algorithm, pieces of a line reordered by rule L2."""

from __future__ import annotations

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
