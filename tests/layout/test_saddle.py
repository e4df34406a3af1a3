"""Saddle-stitch order and the 2-up spread (issue 8)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from printkit.layout.geometry import PAPERS
from printkit.layout.saddle import padded_count, saddle_sides, spread
from printkit.units import mm


def one_based(sides):
    return [tuple(None if p is None else p + 1 for p in side) for side in sides]


def test_eight_pages_fold_into_two_sheets():
    assert one_based(saddle_sides(8)) == [(8, 1), (2, 7), (6, 3), (4, 5)]


def test_ten_pages_get_two_blanks_at_the_end():
    assert padded_count(10) == 12
    assert one_based(saddle_sides(10)) == [(None, 1), (2, None), (10, 3), (4, 9), (8, 5), (6, 7)]


@given(st.integers(1, 80))
def test_every_page_prints_once_and_facing_pages_sum_right(pages):
    sides = saddle_sides(pages)
    total = padded_count(pages)
    assert total % 4 == 0 and total - pages < 4
    assert len(sides) == total // 2
    printed = [p for side in sides for p in side if p is not None]
    assert sorted(printed) == list(range(pages))
    for k in range(0, len(sides), 2):
        front, back = sides[k], sides[k + 1]
        # Folded, the two halves of each side are pages that add up to total - 1.
        for left, right in (front, back):
            if left is not None and right is not None:
                assert left + right == total - 1


def test_no_pages_is_an_error():
    with pytest.raises(ValueError, match="a booklet needs at least one page, got 0"):
        padded_count(0)


def test_a5_spreads_at_actual_size_on_a4_and_a3_and_shrink_on_letter():
    a5 = PAPERS["a5"]
    for paper in ("a4", "a3"):
        scale, left, right = spread(PAPERS[paper], a5)
        assert scale == 1.0
        assert left.x1 == pytest.approx(right.x) == pytest.approx(PAPERS[paper].landscape().w / 2)
        assert left.w == pytest.approx(mm(148))
    scale, left, right = spread(PAPERS["letter"], a5)
    assert scale == pytest.approx(792 / (2 * a5.w))
    assert right.x1 == pytest.approx(792)
