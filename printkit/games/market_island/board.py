"""The Market Island board (§4.2, §4.5, §2.1): the loop of squares and the table in its middle.

Drawn once in board coordinates (origin bottom-left) as a form; tiles place windows of it.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from printkit.i18n import Translator
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Board, MarketIsland
from printkit.render import fonts
from printkit.render.art import tint
from printkit.render.forms import draw_shared
from printkit.render.icons import draw_icon
from printkit.games.market_island import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.games.market_island.ledger import colour_letter
from printkit.render.text import draw_fitted_line, draw_string
from printkit.render.shapes import circle, paint_op, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, in_saved_state, line_width, literal_colours, stroke_colour
from printkit.render.placing import cm_numbers, rotation, translation

SEA = colors.HexColor("#2a7fb8")
SAND = colors.HexColor("#f6e7c1")
INK = fonts.INK_BLACK
SQUARE_STYLE = {  # kind -> (icon, colour, label msgid)
    "start": ("start-flags", "#1f4e79", "Start"),
    "jellyfish": ("jellyfish", "#8e44ad", "Jellyfish"),
    "fire": ("fire", "#e67e22", "Fire"),
    "totem": ("totem", "#34495e", "Totem"),
    "income": ("treasure-chest", "#2e9a4a", "Income"),
    "expense": ("coin-exchange", "#c0392b", "Expense"),
    "action": ("question-mark", "#1f4e79", "Action"),
}
CORNER_NOTES = {
    "start": "+{bonus} each time you pass · land here: action card",
    "jellyfish": "Expense card and pay {penalty} more",
    "fire": "Income card and receive {bonus} more",
    "totem": "Action card · no mining this round",
}


def cell_of(board: Board, index: int) -> tuple[int, int]:
    """(col, row) of loop square `index`, row 0 at the bottom: clockwise from the bottom-left."""
    up = board.rows - 1
    across = board.cols - 1
    if index <= up:
        return 0, index
    if index <= up + across:
        return index - up, up
    if index <= 2 * up + across:
        return across, up - (index - up - across)
    return across - (index - 2 * up - across), 0


def cell_rect(board: Board, index: int) -> Rect:
    col, row = cell_of(board, index)
    return Rect(board.border_pt + col * board.cell_pt, board.border_pt + row * board.cell_pt, board.cell_pt, board.cell_pt)


def draw_board(c: Canvas, model: MarketIsland, tr: Translator, players: int) -> None:
    board = model.board
    fill_colour(c, SEA)
    c.rect(0, 0, board.width_pt, board.height_pt, stroke=0, fill=1)
    inner = Rect(board.border_pt, board.border_pt, board.cols * board.cell_pt, board.rows * board.cell_pt)
    fill_colour(c, SAND)
    round_rect(c, inner.x - mm(4), inner.y - mm(4), inner.w + mm(8), inner.h + mm(8), mm(10), stroke=0, fill=1)
    for index, kind in enumerate(board.loop):
        _square(c, cell_rect(board, index), kind, model, tr)
    _direction_arrows(c, board)
    _centre(c, model, tr, players, inner.inset(board.cell_pt))


def _square(c: Canvas, rect: Rect, kind: str, model: MarketIsland, tr: Translator) -> None:
    """A square of the loop; squares of a kind are alike (eight income squares …): one form each."""
    label = tr.pgettext("square", SQUARE_STYLE[kind][2])
    note = tr.format("square-note", CORNER_NOTES[kind], bonus=_corner_amount(kind, model),
                     penalty=model.rules.jellyfish_penalty) if kind in CORNER_NOTES else ""
    draw_shared(c, ("market-island-square", kind, label, note), rect, rect,
                lambda c, box, _: _square_art(c, box, kind, label, note), holds_text=True)


def _square_art(c: Canvas, rect: Rect, kind: str, label: str, note: str) -> None:
    icon, colour_hex, _ = SQUARE_STYLE[kind]
    colour = colors.HexColor(colour_hex)
    corner = kind in CORNER_NOTES
    box = rect.inset(mm(1.2))
    fill_colour(c, tint(colour, 0.35 if corner else 0.8))
    stroke_colour(c, colour)
    line_width(c, 2 if corner else 1.2)
    round_rect(c, box.x, box.y, box.w, box.h, mm(4), stroke=1, fill=1)
    size = box.w * (0.5 if corner else 0.58)
    draw_icon(c, icon, box.x + (box.w - size) / 2, box.y + box.h * (0.34 if corner else 0.28), size,
              ink=colors.white if corner else colour, paper=tint(colour, 0.35 if corner else 0.8))
    fill_colour(c, colors.white if corner else INK)
    draw_fitted_line(c, label, box.x + box.w / 2, box.y + box.h * (0.2 if corner else 0.12),
                     box.w - mm(6), font=fonts.BOLD, size=15, minimum=8)
    if corner:
        draw_fitted_line(c, note, box.x + box.w / 2, box.y + mm(3.5), box.w - mm(4), font=fonts.BODY, size=fonts.PLAY_PT,
                         minimum=fonts.SMALLEST_PT)


def _corner_amount(kind: str, model: MarketIsland) -> int:
    return {"start": model.rules.start_bonus, "fire": model.rules.fire_bonus}.get(kind, 0)


def _direction_arrows(c: Canvas, board: Board) -> None:
    """Small chevrons between squares showing clockwise travel (§4.2, 0.2). Each is written as
    the operators saveState, translate, rotate, drawPath and restoreState write (the chevron's
    path made once), in one literal (render/paint.py `in_saved_state`) where the canvas allows."""
    fill_colour(c, colors.HexColor("#5c4a2a"))
    at_once = literal_colours(c)
    for index in range(len(board.loop)):
        a = cell_rect(board, index)
        b = cell_rect(board, (index + 1) % len(board.loop))
        x, y = (a.x + a.w / 2 + b.x + b.w / 2) / 2, (a.y + a.h / 2 + b.y + b.h / 2) / 2
        dx, dy = (b.x - a.x), (b.y - a.y)
        turn = {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}[(_sign(dx), _sign(dy))]
        if at_once:
            in_saved_state(c, [f"{cm_numbers(translation(x, y), rotation(turn))} cm", _chevron().getCode(),
                               paint_op(stroke=0, fill=1)])
            continue
        c.saveState()
        c.translate(x, y)
        c.rotate(turn)
        c.drawPath(_chevron(), stroke=0, fill=1)
        c.restoreState()


@lru_cache(maxsize=1)
def _chevron() -> PDFPathObject:
    """The arrow's path about its centre (not changed by drawing it)."""
    p = PDFPathObject()
    p.moveTo(mm(2.2), 0)
    p.lineTo(-mm(1.6), mm(2.4))
    p.lineTo(-mm(1.6), -mm(2.4))
    p.close()
    return p


def _sign(v: float) -> int:
    return (v > 1e-6) - (v < -1e-6)


def _centre(c: Canvas, model: MarketIsland, tr: Translator, players: int, area: Rect) -> None:
    """Title, the three piles and the 52-card deck, and the block being mined (§2.1, §4.1.4)."""
    cw, ch = model.card_w_pt, model.card_h_pt
    fill_colour(c, colors.HexColor("#1f4e79"))
    draw_fitted_line(c, model.title, area.x + area.w / 2, area.y1 - mm(16), area.w - mm(20), font=fonts.BOLD, size=34, minimum=14)
    piles = [("treasure-chest", "#2e9a4a", "Income cards"), ("coin-exchange", "#c0392b", "Expense cards"),
             ("question-mark", "#1f4e79", "Action cards"), ("die", "#34495e", "Playing cards ({cards})")]
    gap = (area.w - 4 * cw) / 5
    top = area.y1 - mm(26) - ch
    for i, (icon, colour, label) in enumerate(piles):
        slot = Rect(area.x + gap + i * (cw + gap), top, cw, ch)
        _card_slot(c, slot, colors.HexColor(colour), tr.format("board", label, cards=model.rules.playing_cards), icon)
    _block_row(c, model, tr, players, Rect(area.x, area.y + mm(6), area.w, ch + mm(26)))


def _card_slot(c: Canvas, slot: Rect, colour: colors.Color, label: str, icon: str | None) -> None:
    fill_colour(c, tint(colour, 0.88))
    stroke_colour(c, colour)
    line_width(c, 1.1)
    c.setDash(4, 3)
    round_rect(c, slot.x, slot.y, slot.w, slot.h, mm(3), stroke=1, fill=1)
    c.setDash()
    if icon:
        size = slot.w * 0.55
        draw_icon(c, icon, slot.x + (slot.w - size) / 2, slot.y + slot.h * 0.38, size, ink=colour, paper=tint(colour, 0.88))
    fill_colour(c, INK)
    draw_fitted_line(c, label, slot.x + slot.w / 2, slot.y + mm(7), slot.w - mm(4), font=fonts.BOLD, size=8.5, minimum=5.5)


def _block_row(c: Canvas, model: MarketIsland, tr: Translator, players: int, area: Rect) -> None:
    """The previous winning card (hash of the previous block) and one slot per player (the block)."""
    cw, ch = model.card_w_pt, model.card_h_pt
    slots = players + 1
    gap = min(mm(8), (area.w - slots * cw) / (slots + 1))
    x0 = area.x + (area.w - slots * cw - (slots - 1) * gap) / 2
    y = area.y + mm(14)
    _card_slot(c, Rect(x0, y, cw, ch), colors.HexColor("#7f5a3a"), tr.pgettext("board", "Winning card"), "chain-link")
    fill_colour(c, colors.HexColor("#7f5a3a"))
    draw_fitted_line(c, tr.pgettext("board", "hash of the previous block"), x0 + cw / 2, y - mm(5), cw + gap,
                     font=fonts.BODY, size=fonts.PLAY_PT, minimum=fonts.SMALLEST_PT)
    for n in range(players):
        player = model.players[n]
        slot = Rect(x0 + (n + 1) * (cw + gap), y, cw, ch)
        _card_slot(c, slot, colors.HexColor(player.rgb), tr.format("board", "Player {number}", number=n + 1), "block")
        fill_colour(c, colors.HexColor(player.rgb))
        circle(c, slot.x + slot.w / 2, slot.y - mm(6.5), mm(4.2), stroke=0, fill=1)
        fill_colour(c, colors.white)
        draw_string(c, slot.x + slot.w / 2, slot.y - mm(7.6), colour_letter(player, tr),
                    font=fonts.BOLD, size=8, anchor="centre")
    block_x = x0 + cw + gap / 2
    block_w = players * (cw + gap)
    stroke_colour(c, INK)
    line_width(c, 1)
    round_rect(c, block_x, y - mm(13), block_w, ch + mm(23), mm(4), stroke=1, fill=0)
    fill_colour(c, INK)
    draw_fitted_line(c, tr.pgettext("board", "The block: one transaction card per player, second pawn below"),
                     block_x + block_w / 2, y + ch + mm(3.5), block_w - mm(6), font=fonts.BOLD, size=9, minimum=6)
    draw_fitted_line(c, tr.pgettext("board", "Every player keeps a copy of every wallet: the ledger"),
                     area.x + area.w / 2, area.y - mm(2), area.w - mm(10), font=fonts.ITALIC, size=9, minimum=6)
