"""The dice game's board (brief ¶1): the 50×50 grid from a seed, drawn once in board coordinates.

Columns run West to East and rows South to North, numbered from 1 along all four edges
(DECISIONS.md D12). The frame carries the legend, a North arrow and the seed, so a torn or lost
board can be printed again identically. Tiles place windows of this drawing on sheets.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator
from printkit.layout.geometry import Rect, Size
from printkit.games.dice_game.model import DiceGame
from printkit.games.dice_game.model_board import Board, Square
from printkit.render import fonts
from printkit.render.shapes import circle
from printkit.render.text import draw_string, width
from printkit.games.dice_game.dice import direction_letter, try_icon
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

INK = fonts.INK_BLACK
FRAME = colors.HexColor("#efe9dc")
GRID = colors.Color(0.62, 0.62, 0.62)
STYLE = {  # square kind -> (fill, icon)
    "bonus": (colors.HexColor("#ffd966"), "bonus"),
    "merchant": (colors.HexColor("#a8d5a2"), "merchant"),
    "end": (colors.HexColor("#f19c9c"), "end-square"),
}
START_FILL = colors.HexColor("#9cc3e6")


def square_label(model: DiceGame, kind: str, tr: Translator) -> str:
    """A square kind's printed name, from squares.csv (context card:<code>:label, DEVELOPING.md)."""
    square = model.square(kind)
    return tr.pgettext(f"card:{square.code}:label", square.label)


def board_size(model: DiceGame) -> Size:
    """The printed board, grid plus frame, in points."""
    side = model.rules.board_size * model.layout.cell_pt + 2 * model.layout.border_pt
    return Size(side, side)


def square_rect(model: DiceGame, square: Square) -> Rect:
    cell, border = model.layout.cell_pt, model.layout.border_pt
    return Rect(border + (square[0] - 1) * cell, border + (square[1] - 1) * cell, cell, cell)


def draw_board(c: Canvas, model: DiceGame, board: Board, players: int, tr: Translator) -> None:
    """Frame, special squares, start squares, grid lines, coordinates, legend and seed."""
    size = board_size(model)
    fill_colour(c, FRAME)
    c.rect(0, 0, size.w, size.h, stroke=0, fill=1)
    grid = Rect(model.layout.border_pt, model.layout.border_pt, size.w - 2 * model.layout.border_pt,
                size.h - 2 * model.layout.border_pt)
    fill_colour(c, colors.white)
    c.rect(grid.x, grid.y, grid.w, grid.h, stroke=0, fill=1)
    _special_squares(c, model, board, tr)
    _start_squares(c, model, board.starts_for(players))
    _grid_lines(c, model, grid)
    _waypoints(c, model, board)
    _coordinates(c, model, grid)
    _legend(c, model, grid, tr)
    _seed_line(c, model, board, players, grid, tr)


def _special_squares(c: Canvas, model: DiceGame, board: Board, tr: Translator) -> None:
    groups = (("end", (board.end,)), ("bonus", board.bonus), ("merchant", board.merchant))
    for kind, squares in groups:
        fill, icon = STYLE[kind]
        label = square_label(model, kind, tr)
        for square in squares:
            _marked_square(c, square_rect(model, square), fill, icon, label)


def _marked_square(c: Canvas, rect: Rect, fill: colors.Color, icon: str, label: str) -> None:
    """A tinted square with its icon (or, if the icon set lacks it, the label's initial)."""
    fill_colour(c, fill)
    c.rect(rect.x, rect.y, rect.w, rect.h, stroke=0, fill=1)
    pad = rect.w * 0.14
    if not try_icon(c, icon, rect.x + pad, rect.y + pad, rect.w - 2 * pad, ink=INK):
        fill_colour(c, INK)
        draw_string(c, rect.x + rect.w / 2, rect.y + rect.h * 0.3, label[:1],
                    font=fonts.BOLD, size=rect.w * 0.5, anchor="centre")


def _start_squares(c: Canvas, model: DiceGame, starts: tuple[Square, ...]) -> None:
    """Numbered discs: seat n starts on disc n (DECISIONS.md D4)."""
    for seat, square in enumerate(starts, start=1):
        rect = square_rect(model, square)
        cx, cy, r = rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w * 0.42
        fill_colour(c, START_FILL)
        stroke_colour(c, INK)
        line_width(c, 0.8)
        circle(c, cx, cy, r, stroke=1, fill=1)
        fill_colour(c, INK)
        draw_string(c, cx, cy - rect.w * 0.18, str(seat), font=fonts.BOLD, size=rect.w * 0.5, anchor="centre")


def _grid_lines(c: Canvas, model: DiceGame, grid: Rect) -> None:
    """Thin lines, darker every 5 squares, black every 10: counting squares stays easy."""
    cell, n = model.layout.cell_pt, model.rules.board_size
    for step, stroke_width, colour in ((1, 0.3, GRID), (5, 0.6, colors.Color(0.35, 0.35, 0.35)), (10, 0.9, INK)):
        line_width(c, stroke_width)
        stroke_colour(c, colour)
        lines = []
        for i in range(0, n + 1, step):
            lines.append((grid.x + i * cell, grid.y, grid.x + i * cell, grid.y1))
            lines.append((grid.x, grid.y + i * cell, grid.x1, grid.y + i * cell))
        c.lines(lines)
    line_width(c, 1.2)
    c.rect(grid.x, grid.y, grid.w, grid.h, stroke=1, fill=0)


def _waypoints(c: Canvas, model: DiceGame, board: Board) -> None:
    """Small 'column,row' marks every 10 squares, so inner sheets can be read without the edges."""
    fill_colour(c, colors.Color(0.55, 0.55, 0.55))
    n = model.rules.board_size
    for col in range(10, n + 1, 10):
        for row in range(10, n + 1, 10):
            if board.kind_at((col, row)) == "normal" and (col, row) not in board.starts:
                rect = square_rect(model, (col, row))
                draw_string(c, rect.x + rect.w / 2, rect.y + rect.h * 0.4, f"{col},{row}", font=fonts.BODY,
                            size=fonts.SMALLEST_PT, anchor="centre")


def _coordinates(c: Canvas, model: DiceGame, grid: Rect) -> None:
    """Column numbers above and below the grid, row numbers left and right."""
    cell, n, gap, size = model.layout.cell_pt, model.rules.board_size, mm(1.2), fonts.PLAY_PT
    fill_colour(c, INK)
    for i in range(1, n + 1):
        mid, number = (i - 0.5) * cell, str(i)
        wide = width(number, fonts.BODY, size)
        for x, y in ((grid.x + mid - wide / 2, grid.y - gap - size * 0.72), (grid.x + mid - wide / 2, grid.y1 + gap),
                     (grid.x - gap - wide, grid.y + mid - size * 0.36), (grid.x1 + gap, grid.y + mid - size * 0.36)):
            # Players find squares by these: play text (issue 16).
            draw_string(c, x, y, number, font=fonts.BODY, size=size)


def _legend(c: Canvas, model: DiceGame, grid: Rect, tr: Translator) -> None:
    """Title, the square kinds, and a North arrow along the top of the frame."""
    y = grid.y1 + mm(5.2)      # clear of the 8 pt column numbers below it
    fill_colour(c, INK)
    draw_string(c, grid.x, y, tr.pgettext("game", "A Game of Dice"), font=fonts.BOLD, size=9)
    x = grid.x + mm(48)
    for kind in ("end", "bonus", "merchant"):
        fill, icon = STYLE[kind]
        label = square_label(model, kind, tr)
        _marked_square(c, Rect(x, y - mm(0.6), mm(3.6), mm(3.6)), fill, icon, label)
        fill_colour(c, INK)
        draw_string(c, x + mm(4.6), y + mm(0.4), label, font=fonts.BODY, size=fonts.PLAY_PT)
        x += mm(6) + width(label, fonts.BODY, fonts.PLAY_PT) + mm(4)
    fill_colour(c, START_FILL)
    circle(c, x + mm(1.8), y + mm(1.2), mm(1.8), stroke=1, fill=1)
    fill_colour(c, INK)
    draw_string(c, x + mm(4.6), y + mm(0.4), square_label(model, "start", tr), font=fonts.BODY, size=fonts.PLAY_PT)
    north = grid.x1 - mm(8)
    try_icon(c, "arrow", north, y - mm(0.6), mm(3.8), ink=INK)
    draw_string(c, north + mm(4.4), y + mm(0.2), direction_letter(tr, "N"), font=fonts.BOLD, size=8)


def _seed_line(c: Canvas, model: DiceGame, board: Board, players: int, grid: Rect, tr: Translator) -> None:
    """The seed and table size along the bottom of the frame: the same seed rebuilds this board."""
    text = tr.format("board", "Seed {seed} · {players} players · the same seed always prints this board",
                     seed=board.seed, players=players)
    fill_colour(c, INK)
    draw_string(c, grid.x, grid.y - mm(7.2), text, font=fonts.BODY, size=7)


__all__ = ["draw_board", "board_size", "square_rect"]
