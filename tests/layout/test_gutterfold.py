"""Gutterfold geometry (issue 8): fronts above the fold, backs below, mirrored across it and
turned 180°, the fold at least 5 mm from every bleed, crop marks on their own half."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from printkit.layout.geometry import BLEED, PAPERS, POKER, Rect, Size
from printkit.layout.cutmarks import TICK_GAP
from printkit.layout.gutterfold import FOLD_GAP, fold_sheet
from printkit.units import mm


def mark_rect(m, width=0.25) -> Rect:
    """What a mark's stroke covers (butt caps: nothing past its ends)."""
    across_x, across_y = (width / 2, 0.0) if m.x0 == m.x1 else (0.0, width / 2)
    return Rect(min(m.x0, m.x1) - across_x, min(m.y0, m.y1) - across_y,
                abs(m.x1 - m.x0) + 2 * across_x, abs(m.y1 - m.y0) + 2 * across_y)


@pytest.mark.parametrize("paper, per_sheet", [("a4", 4), ("letter", 4), ("a3", 9)])
def test_poker_cards_per_gutterfold_sheet(paper, per_sheet):
    assert fold_sheet(PAPERS[paper], POKER).per_sheet == per_sheet


def test_a4_poker_sheet_is_landscape_with_upright_cards_and_full_gutters():
    fold = fold_sheet(PAPERS["a4"], POKER)
    assert (round(fold.sheet.w, 3), round(fold.sheet.h, 3)) == (round(mm(297), 3), round(mm(210), 3))
    assert fold.fold_y == pytest.approx(mm(105))
    assert fold.fronts.gutter == pytest.approx(2 * BLEED)
    assert {fold.front_turn(s) for s in fold.fronts.slots} == {0.0}
    assert {fold.back_turn(s) for s in fold.fronts.slots} == {180.0}


@settings(max_examples=60, deadline=None)
@given(w=st.floats(mm(30), mm(120)), h=st.floats(mm(30), mm(120)), paper=st.sampled_from(["a4", "a3", "letter"]))
def test_fold_clears_every_bleed_and_backs_mirror_fronts(w, h, paper):
    try:
        fold = fold_sheet(PAPERS[paper], Size(w, h))
    except ValueError:
        return   # too large for half a sheet: refused, not squeezed
    for front, back in zip(fold.fronts.slots, fold.backs):
        assert front.paint.y - fold.fold_y >= FOLD_GAP - 1e-6
        assert fold.fold_y - back.paint.y1 >= FOLD_GAP - 1e-6
        assert back.trim == Rect(front.trim.x, 2 * fold.fold_y - front.trim.y1, front.trim.w, front.trim.h)
        assert fold.back_turn(front) == fold.front_turn(front) + 180
    sheet = Rect(0, 0, fold.sheet.w, fold.sheet.h)
    assert sheet.contains(fold.bleed_block)


@settings(max_examples=40, deadline=None)
@given(length=st.floats(mm(1), mm(15)), offset=st.floats(mm(0.5), mm(10)), paper=st.sampled_from(["a4", "a3", "letter"]))
def test_marks_never_touch_a_card_and_stay_on_their_half(length, offset, paper):
    fold = fold_sheet(PAPERS[paper], POKER)
    slots = list(fold.fronts.slots) + list(fold.backs)
    for mark in fold.marks(length=length, offset=offset):
        rect = mark_rect(mark)
        assert not any(rect.overlaps(s.trim.inset(-TICK_GAP)) for s in slots)
        assert mark.on_bleed or not any(rect.overlaps(s.paint) for s in slots)
        assert rect.y1 <= fold.fold_y + 1e-6 or rect.y >= fold.fold_y - 1e-6


def test_a_card_too_big_for_half_a_sheet_is_refused():
    with pytest.raises(ValueError, match="does not fit half of a"):
        fold_sheet(PAPERS["a4"], Size(mm(200), mm(200)))
