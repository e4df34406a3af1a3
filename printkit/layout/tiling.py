"""Board tiling: a board larger than the paper is cut into tiles that overlap for gluing.

Tile (row, col) shows a window of the board. Neighbours share an overlap strip: the tile on the
left or above carries it as a glue strip, the tile on the right or below is trimmed along its
left/top art edge and laid over it, that edge on the line printed along the strip (render/tiles.py).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from printkit.layout.geometry import Rect, Size
from printkit.units import mm

DEFAULT_OVERLAP = mm(10)
TILE_MARGIN = mm(10)  # paper kept blank around the art: room for codes, the mini-map and 4 mm crop
                      # marks 1 mm off the art and 5 mm in from the paper's edge


class Tile(NamedTuple):
    """One sheet of a tiled board."""

    index: int
    row: int
    col: int
    rows: int
    cols: int
    window: Rect       # the part of the board shown, in board coordinates (origin bottom-left)
    page: Rect         # where that window prints on the sheet
    sheet: Size
    glue_right: bool   # the tile to the right is laid over this tile's right strip
    glue_bottom: bool  # the tile below is laid over this tile's bottom strip
    overlap: float


class Tiling(NamedTuple):
    """How a board is cut into sheets: the sheet used, rows, columns, overlap and the tiles."""

    board: Size
    sheet: Size
    rows: int
    cols: int
    overlap: float
    tiles: tuple[Tile, ...]


def count_tiles(board: Size, area: Size, overlap: float) -> tuple[int, int]:
    """(rows, cols) of windows of `area` needed to cover `board` with `overlap` between them."""
    cols = 1 if board.w <= area.w else math.ceil((board.w - overlap) / (area.w - overlap))
    rows = 1 if board.h <= area.h else math.ceil((board.h - overlap) / (area.h - overlap))
    return rows, cols


@lru_cache(maxsize=64)
def tile_board(board: Size, sheet: Size, *, overlap: float = DEFAULT_OVERLAP,
               margin: float = TILE_MARGIN) -> Tiling:
    """Cover `board` with the fewest sheets, portrait or landscape; equal windows, centred.
    Worked out once per process for each board and paper (a kit asks for its board's tiling for
    the codes and the sheets, and every language again); a Tiling never changes."""
    best = None
    for page in (sheet.portrait(), sheet.landscape()):
        area = Size(page.w - 2 * margin, page.h - 2 * margin)
        rows, cols = count_tiles(board, area, overlap)
        key = (rows * cols, page != sheet.landscape())
        if best is None or key < best[0]:
            best = (key, page, rows, cols)
    _, page, rows, cols = best
    # Windows of one size, spread evenly so every overlap is exactly `overlap`.
    win_w = (board.w + (cols - 1) * overlap) / cols
    win_h = (board.h + (rows - 1) * overlap) / rows
    tiles = []
    for row in range(rows):
        for col in range(cols):
            x = col * (win_w - overlap)
            y = board.h - win_h - row * (win_h - overlap)   # row 0 is the top of the board
            window = Rect(x, y, win_w, win_h)
            placed = Rect((page.w - win_w) / 2, (page.h - win_h) / 2, win_w, win_h)
            tiles.append(Tile(len(tiles), row, col, rows, cols, window, placed, page,
                              glue_right=col < cols - 1, glue_bottom=row < rows - 1, overlap=overlap))
    return Tiling(board, page, rows, cols, overlap, tuple(tiles))
