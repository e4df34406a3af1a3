"""Tiled boards (issue 16): nothing but the board's art prints where the assembled board shows.

Every straight mark a tile page draws itself (crosses, edge lines, cut marks: horizontal and
vertical segments; the board is a form placed on the page, so its own lines are not counted)
lies in the strips the neighbours cover once glued, or outside the art. The glue hatching is
diagonal and drawn clipped to those strips.
"""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.layout.geometry import PAPERS, Rect, Size
from printkit.layout.tiling import tile_board
from printkit.games.market_island.model import load_model
from tests.pdfops import segments


def covered_strips(tile) -> list[Rect]:
    strips = []
    if tile.glue_right:
        strips.append(Rect(tile.page.x1 - tile.overlap, tile.page.y, tile.overlap, tile.page.h))
    if tile.glue_bottom:
        strips.append(Rect(tile.page.x, tile.page.y, tile.page.w, tile.overlap))
    return strips


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_no_mark_prints_on_the_part_of_a_sheet_that_shows(tmp_path, paper):
    build(KitOptions(game="market-island", paper=paper, only=()), tmp_path)
    board = load_model().board
    tiling = tile_board(Size(board.width_pt, board.height_pt), PAPERS[paper])
    reader = PdfReader(str(next(tmp_path.glob("*-board.pdf"))))
    showing = []
    for index, tile in enumerate(tiling.tiles):
        art, hidden = tile.page.inset(0.5), [s.inset(-0.5) for s in covered_strips(tile)]
        for x0, y0, x1, y1 in segments(reader, index + 1):     # the assembly map is the first page
            if x0 != x1 and y0 != y1:
                continue                                    # the clipped diagonal hatching
            segment = Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
            if art.overlaps(segment) and not any(s.contains(segment) for s in hidden):
                showing.append((index + 1, (x0, y0, x1, y1)))
    assert showing == []
