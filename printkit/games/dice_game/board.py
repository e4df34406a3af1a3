"""The dice game's board (brief ¶1): the 50×50 grid from a seed, drawn once in board coordinates.

Columns run West to East and rows South to North, numbered from 1 along all four edges
(DECISIONS.md D12). The frame carries the legend, a North arrow and the seed, so a torn or lost
board can be printed again identically. Tiles place windows of this drawing on sheets.
"""

from __future__ import annotations

from printkit.i18n import Translator
from printkit.layout.geometry import Rect, Size
from printkit.games.dice_game.model import DiceGame
from printkit.games.dice_game.model_board import Board, Square
from printkit.games.dice_game.dice import direction_letter, try_icon
from printkit.render.draw import BODY, BOLD, INK, PLAY_PT, SMALLEST_PT, WHITE, Colour, Pen, grey, hex_colour, text_width
from printkit.units import mm

FRAME = hex_colour("#efe9dc")
GRID = grey(0.62)
STYLE = {  # square kind -> (fill, icon)
    "bonus": (hex_colour("#ffd966"), "bonus"),
    "merchant": (hex_colour("#a8d5a2"), "merchant"),
    "end": (hex_colour("#f19c9c"), "end-square"),
}
START_FILL = hex_colour("#9cc3e6")


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


def draw_board(pen: Pen, model: DiceGame, board: Board, players: int, tr: Translator) -> None:
    """Frame, special squares, start squares, grid lines, coordinates, legend and seed."""
    size = board_size(model)
    pen.box(Rect(0, 0, size.w, size.h), fill=FRAME)
    grid = Rect(model.layout.border_pt, model.layout.border_pt, size.w - 2 * model.layout.border_pt,
                size.h - 2 * model.layout.border_pt)
    pen.box(grid, fill=WHITE)
    _special_squares(pen, model, board, tr)
    _start_squares(pen, model, board.starts_for(players))
    _grid_lines(pen, model, grid)
    _waypoints(pen, model, board)
    _coordinates(pen, model, grid)
    _legend(pen, model, grid, tr)
    _seed_line(pen, model, board, players, grid, tr)


def _special_squares(pen: Pen, model: DiceGame, board: Board, tr: Translator) -> None:
    groups = (("end", (board.end,)), ("bonus", board.bonus), ("merchant", board.merchant))
    for kind, squares in groups:
        fill, icon = STYLE[kind]
        label = square_label(model, kind, tr)
        for square in squares:
            _marked_square(pen, square_rect(model, square), fill, icon, label)


def _marked_square(pen: Pen, rect: Rect, fill: Colour, icon: str, label: str) -> None:
    """A tinted square with its icon (or, if the icon set lacks it, the label's initial)."""
    pen.box(rect, fill=fill)
    pad = rect.w * 0.14
    if not try_icon(pen, icon, rect.x + pad, rect.y + pad, rect.w - 2 * pad, ink=INK):
        pen.text(label[:1], rect.x + rect.w / 2, rect.y + rect.h * 0.3, font=BOLD, size=rect.w * 0.5, anchor="centre",
                 colour=INK)


def _start_squares(pen: Pen, model: DiceGame, starts: tuple[Square, ...]) -> None:
    """Numbered discs: seat n starts on disc n (DECISIONS.md D4)."""
    for seat, square in enumerate(starts, start=1):
        rect = square_rect(model, square)
        cx, cy, r = rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w * 0.42
        pen.circle(cx, cy, r, fill=START_FILL, stroke=INK, width=0.8)
        pen.text(str(seat), cx, cy - rect.w * 0.18, font=BOLD, size=rect.w * 0.5, anchor="centre", colour=INK)


def _grid_lines(pen: Pen, model: DiceGame, grid: Rect) -> None:
    """Thin lines, darker every 5 squares, black every 10: counting squares stays easy."""
    cell, n = model.layout.cell_pt, model.rules.board_size
    for step, stroke_width, colour in ((1, 0.3, GRID), (5, 0.6, grey(0.35)), (10, 0.9, INK)):
        lines = []
        for i in range(0, n + 1, step):
            lines.append((grid.x + i * cell, grid.y, grid.x + i * cell, grid.y1))
            lines.append((grid.x, grid.y + i * cell, grid.x1, grid.y + i * cell))
        pen.lines(lines, stroke=colour, width=stroke_width)
    pen.box(grid, stroke=INK, width=1.2)


def _waypoints(pen: Pen, model: DiceGame, board: Board) -> None:
    """Small 'column,row' marks every 10 squares, so inner sheets can be read without the edges."""
    n = model.rules.board_size
    for col in range(10, n + 1, 10):
        for row in range(10, n + 1, 10):
            if board.kind_at((col, row)) == "normal" and (col, row) not in board.starts:
                rect = square_rect(model, (col, row))
                pen.text(f"{col},{row}", rect.x + rect.w / 2, rect.y + rect.h * 0.4, font=BODY, size=SMALLEST_PT,
                         anchor="centre", colour=grey(0.55))


def _coordinates(pen: Pen, model: DiceGame, grid: Rect) -> None:
    """Column numbers above and below the grid, row numbers left and right: players find squares
    by them, so they are play text."""
    cell, n, gap, size = model.layout.cell_pt, model.rules.board_size, mm(1.2), PLAY_PT
    for i in range(1, n + 1):
        mid, number = (i - 0.5) * cell, str(i)
        wide = text_width(number, BODY, size)
        for x, y in ((grid.x + mid - wide / 2, grid.y - gap - size * 0.72), (grid.x + mid - wide / 2, grid.y1 + gap),
                     (grid.x - gap - wide, grid.y + mid - size * 0.36), (grid.x1 + gap, grid.y + mid - size * 0.36)):
            pen.text(number, x, y, font=BODY, size=size, colour=INK)


def _legend(pen: Pen, model: DiceGame, grid: Rect, tr: Translator) -> None:
    """Title, the square kinds, and a North arrow along the top of the frame."""
    y = grid.y1 + mm(5.2)      # clear of the 8 pt column numbers below it
    pen.text(tr.pgettext("game", "A Game of Dice"), grid.x, y, font=BOLD, size=9, colour=INK)
    x = grid.x + mm(48)
    for kind in ("end", "bonus", "merchant"):
        fill, icon = STYLE[kind]
        label = square_label(model, kind, tr)
        _marked_square(pen, Rect(x, y - mm(0.6), mm(3.6), mm(3.6)), fill, icon, label)
        pen.text(label, x + mm(4.6), y + mm(0.4), font=BODY, size=PLAY_PT, colour=INK)
        x += mm(6) + text_width(label, BODY, PLAY_PT) + mm(4)
    pen.circle(x + mm(1.8), y + mm(1.2), mm(1.8), fill=START_FILL, stroke=INK, width=1.2)
    pen.text(square_label(model, "start", tr), x + mm(4.6), y + mm(0.4), font=BODY, size=PLAY_PT, colour=INK)
    north = grid.x1 - mm(8)
    try_icon(pen, "arrow", north, y - mm(0.6), mm(3.8), ink=INK)
    pen.text(direction_letter(tr, "N"), north + mm(4.4), y + mm(0.2), font=BOLD, size=8, colour=INK)


def _seed_line(pen: Pen, model: DiceGame, board: Board, players: int, grid: Rect, tr: Translator) -> None:
    """The seed and table size along the bottom of the frame: the same seed rebuilds this board."""
    text = tr.format("board", "Seed {seed} · {players} players · the same seed always prints this board",
                     seed=board.seed, players=players)
    pen.text(text, grid.x, grid.y - mm(7.2), font=BODY, size=7, colour=INK)


__all__ = ["draw_board", "board_size", "square_rect"]
