"""Imposition geometry: cards per sheet, bleed, crop marks outside every card, mirrored backs."""

from __future__ import annotations

import pytest

from printkit.layout.geometry import BLEED, PAPERS, POKER, Rect, Size
from printkit.layout.cutmarks import MIN_MARK, TICK_GAP
from printkit.layout.imposition import back_slot, card_grid, crop_marks
from printkit.units import mm


@pytest.mark.parametrize("paper, count", [("a4", 9), ("letter", 8), ("a3", 18)])
def test_poker_cards_per_sheet(paper, count):
    """Letter: 3×3 leaves no room 5 mm in from the paper's edge for a mark above or below the block,
    so 2×4 on their side (issue 27)."""
    assert card_grid(PAPERS[paper], POKER).per_sheet == count


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_cards_stay_on_the_sheet_with_bleed_and_do_not_overlap(paper):
    grid = card_grid(PAPERS[paper], POKER)
    sheet = Rect(0, 0, grid.sheet.w, grid.sheet.h)
    assert sheet.contains(grid.bleed_block)
    assert grid.bleed_block == grid.trim_block.inset(-BLEED)
    for a in grid.slots:
        assert a.paint.contains(a.trim)
        for b in grid.slots:
            if a is not b:
                assert not a.trim.overlaps(b.trim)
                assert not a.paint.overlaps(b.paint)


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_crop_marks_never_touch_a_card(paper):
    grid = card_grid(PAPERS[paper], POKER)
    for mark in crop_marks(grid):
        segment = Rect(min(mark.x0, mark.x1), min(mark.y0, mark.y1), abs(mark.x1 - mark.x0), abs(mark.y1 - mark.y0))
        assert not grid.trim_block.inset(-TICK_GAP).overlaps(segment.inset(-0.01))
        assert mark.on_bleed or not grid.bleed_block.overlaps(segment.inset(-0.01))
        assert 0 <= segment.x and segment.x1 <= grid.sheet.w and 0 <= segment.y and segment.y1 <= grid.sheet.h
        assert max(segment.w, segment.h) >= MIN_MARK - 1e-6


def test_every_trim_line_has_marks_on_both_sides():
    grid = card_grid(PAPERS["a4"], POKER)
    marks = crop_marks(grid)
    xs = {round(s.trim.x, 3) for s in grid.slots} | {round(s.trim.x1, 3) for s in grid.slots}
    vertical = [m for m in marks if m.x0 == m.x1]
    assert {round(m.x0, 3) for m in vertical} == xs
    assert len(vertical) == 2 * len(xs)


def test_long_edge_backs_mirror_left_right():
    grid = card_grid(PAPERS["a4"], POKER)
    first = grid.slots[0]
    back = back_slot(grid, first, edge="long")
    assert back.trim.y == first.trim.y
    assert back.trim.x == pytest.approx(grid.sheet.w - first.trim.x1)
    assert back_slot(grid, grid.slots[2], edge="long").trim.x == pytest.approx(first.trim.x)


def test_short_edge_backs_mirror_top_bottom():
    grid = card_grid(PAPERS["a4"], POKER)
    first = grid.slots[0]
    back = back_slot(grid, first, edge="short")
    assert back.trim.x == first.trim.x
    assert back.trim.y == pytest.approx(grid.sheet.h - first.trim.y1)


def test_a_card_too_large_for_the_sheet_is_refused():
    with pytest.raises(ValueError):
        card_grid(Size(mm(50), mm(50)), POKER)


@pytest.mark.parametrize("edge", ["long", "short"])
def test_a_grids_backs_and_blocks_are_worked_out_once_and_are_what_the_functions_give(edge):
    grid = card_grid(PAPERS["a4"], POKER)
    assert card_grid(PAPERS["a4"], POKER) is grid                    # kept per process: a Grid never changes
    assert grid.backs(edge) == tuple(back_slot(grid, slot, edge=edge) for slot in grid.slots)
    assert grid.backs(edge) is grid.backs(edge)
    trim = Rect(min(s.trim.x for s in grid.slots), min(s.trim.y for s in grid.slots), 0, 0)
    assert (grid.trim_block.x, grid.trim_block.y) == (trim.x, trim.y)
    assert grid.bleed_block == grid.trim_block.inset(-grid.bleed)
    assert grid.bleed_block is grid.bleed_block
