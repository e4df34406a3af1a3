"""Component builders that several kits share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from printkit.i18n import Translator
from printkit.kit import Component
from printkit.layout.geometry import Size
from printkit.layout.tiling import tile_board
from printkit.render.pdf import DocInfo, render_pages
from printkit.render.tiles import draw_assembly_page, draw_tiles

if TYPE_CHECKING:   # only render/ imports reportlab; kits name the canvas type
    from reportlab.pdfgen.canvas import Canvas


def tile_codes(prefix: str, board: Size, paper: Size) -> list[str]:
    """One code per sheet of a tiled board: PREFIX-B-01, PREFIX-B-02 …"""
    return [f"{prefix}-B-{n:02d}" for n in range(1, len(tile_board(board, paper).tiles) + 1)]


def tiled_board(prefix: str, board: Size, paper: Size, draw_board: Callable[[Canvas], None],
                tr: Translator, info: Callable[[str], DocInfo]) -> Component:
    """A board larger than the paper: one sheet per tile (glue strips, crosses, codes), then its
    assembly map. `--only` reprints single tiles, without the map."""
    tiling = tile_board(board, paper)
    codes = tile_codes(prefix, board, paper)
    title = tr.pgettext("component", "Board")

    def render(only):
        def draw(c: Canvas) -> int:
            pages = draw_tiles(c, tiling, draw_board, codes, tr, only=only)
            if only is None:
                draw_assembly_page(c, tiling, codes, tr.pgettext("board", "Putting the board together"), tr)
                pages += 1
            return pages
        return render_pages(tiling.sheet, info(title), draw)

    return Component("board", "board", title, tuple(codes), render, code_prefix=f"{prefix}-B")
