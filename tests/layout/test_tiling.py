"""Board tiling: Market Island's board on exactly 4 A3 sheets (§3), and overlaps."""

from __future__ import annotations

import pytest

from printkit.layout.geometry import PAPERS, Rect, Size
from printkit.layout.tiling import DEFAULT_OVERLAP, tile_board
from printkit.games.market_island.model import load_model


def board_size():
    board = load_model().board
    return Size(board.width_pt, board.height_pt)


def test_market_island_board_is_two_by_two_a3_sheets():
    tiling = tile_board(board_size(), PAPERS["a3"])
    assert (tiling.rows, tiling.cols) == (2, 2)


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_windows_cover_the_board_with_exact_overlaps(paper):
    size = board_size()
    tiling = tile_board(size, PAPERS[paper])
    windows = [t.window for t in tiling.tiles]
    assert min(w.x for w in windows) == pytest.approx(0)
    assert max(w.x1 for w in windows) == pytest.approx(size.w)
    assert min(w.y for w in windows) == pytest.approx(0)
    assert max(w.y1 for w in windows) == pytest.approx(size.h)
    by_place = {(t.row, t.col): t for t in tiling.tiles}
    for (row, col), tile in by_place.items():
        if (row, col + 1) in by_place:
            assert tile.window.x1 - by_place[row, col + 1].window.x == pytest.approx(DEFAULT_OVERLAP)
        if (row + 1, col) in by_place:
            assert by_place[row + 1, col].window.y1 - tile.window.y == pytest.approx(DEFAULT_OVERLAP)
        assert Rect(0, 0, tile.sheet.w, tile.sheet.h).contains(tile.page)
