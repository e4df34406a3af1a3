"""The Market Island board (§4.2, §4.5, §2.1): the loop of squares and the table in its middle.

Drawn once in board coordinates (origin bottom-left) as a form; tiles place windows of it.
"""

from __future__ import annotations

from functools import lru_cache

from printkit.i18n import Translator
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Board, MarketIsland
from printkit.games.market_island import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.games.market_island.ledger import colour_letter
from printkit.render.draw import (BODY, BOLD, INK, ITALIC, PLAY_PT, SMALLEST_PT, WHITE, Colour, Path, Pen,
                                  hex_colour, tint)
from printkit.units import mm

SEA = hex_colour("#2a7fb8")
SAND = hex_colour("#f6e7c1")
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


def draw_board(pen: Pen, model: MarketIsland, tr: Translator, players: int) -> None:
    board = model.board
    pen.box(Rect(0, 0, board.width_pt, board.height_pt), fill=SEA)
    inner = Rect(board.border_pt, board.border_pt, board.cols * board.cell_pt, board.rows * board.cell_pt)
    pen.box(inner.inset(-mm(4)), fill=SAND, radius=mm(10))
    for index, kind in enumerate(board.loop):
        _square(pen, cell_rect(board, index), kind, model, tr)
    _direction_arrows(pen, board)
    _centre(pen, model, tr, players, inner.inset(board.cell_pt))


def _square(pen: Pen, rect: Rect, kind: str, model: MarketIsland, tr: Translator) -> None:
    """A square of the loop; squares of a kind are alike (eight income squares …): one form each."""
    label = tr.pgettext("square", SQUARE_STYLE[kind][2])
    note = tr.format("square-note", CORNER_NOTES[kind], bonus=_corner_amount(kind, model),
                     penalty=model.rules.jellyfish_penalty) if kind in CORNER_NOTES else ""
    pen.shared(("market-island-square", kind, label, note), rect, rect,
               lambda p, box, _: _square_art(p, box, kind, label, note), holds_text=True)


def _square_art(pen: Pen, rect: Rect, kind: str, label: str, note: str) -> None:
    icon, colour_hex, _ = SQUARE_STYLE[kind]
    colour = hex_colour(colour_hex)
    corner = kind in CORNER_NOTES
    box = rect.inset(mm(1.2))
    ground = tint(colour, 0.35 if corner else 0.8)
    pen.box(box, fill=ground, stroke=colour, width=2 if corner else 1.2, radius=mm(4))
    size = box.w * (0.5 if corner else 0.58)
    pen.icon(icon, box.x + (box.w - size) / 2, box.y + box.h * (0.34 if corner else 0.28), size,
             ink=WHITE if corner else colour, paper=ground)
    words = WHITE if corner else INK
    pen.fitted_text(label, box.x + box.w / 2, box.y + box.h * (0.2 if corner else 0.12), box.w - mm(6), font=BOLD,
                    size=15, minimum=8, colour=words)
    if corner:
        pen.fitted_text(note, box.x + box.w / 2, box.y + mm(3.5), box.w - mm(4), font=BODY, size=PLAY_PT,
                        minimum=SMALLEST_PT, colour=words)


def _corner_amount(kind: str, model: MarketIsland) -> int:
    return {"start": model.rules.start_bonus, "fire": model.rules.fire_bonus}.get(kind, 0)


ARROW_BROWN = hex_colour("#5c4a2a")


def _direction_arrows(pen: Pen, board: Board) -> None:
    """Small chevrons between squares showing clockwise travel (§4.2, 0.2)."""
    for index in range(len(board.loop)):
        a = cell_rect(board, index)
        b = cell_rect(board, (index + 1) % len(board.loop))
        x, y = (a.x + a.w / 2 + b.x + b.w / 2) / 2, (a.y + a.h / 2 + b.y + b.h / 2) / 2
        dx, dy = (b.x - a.x), (b.y - a.y)
        turn = {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}[(_sign(dx), _sign(dy))]
        with pen.moved(x, y, turn=turn):
            pen.path(_chevron(), fill=ARROW_BROWN)


@lru_cache(maxsize=1)
def _chevron() -> Path:
    """The arrow's path about its centre."""
    return Path.polygon([(mm(2.2), 0), (-mm(1.6), mm(2.4)), (-mm(1.6), -mm(2.4))])


def _sign(v: float) -> int:
    return (v > 1e-6) - (v < -1e-6)


def _centre(pen: Pen, model: MarketIsland, tr: Translator, players: int, area: Rect) -> None:
    """Title, the three piles and the 52-card deck, and the block being mined (§2.1, §4.1.4)."""
    cw, ch = model.card_w_pt, model.card_h_pt
    pen.fitted_text(model.title, area.x + area.w / 2, area.y1 - mm(16), area.w - mm(20), font=BOLD, size=34, minimum=14,
                    colour=hex_colour("#1f4e79"))
    piles = [("treasure-chest", "#2e9a4a", "Income cards"), ("coin-exchange", "#c0392b", "Expense cards"),
             ("question-mark", "#1f4e79", "Action cards"), ("die", "#34495e", "Playing cards ({cards})")]
    gap = (area.w - 4 * cw) / 5
    top = area.y1 - mm(26) - ch
    for i, (icon, colour, label) in enumerate(piles):
        slot = Rect(area.x + gap + i * (cw + gap), top, cw, ch)
        _card_slot(pen, slot, hex_colour(colour), tr.format("board", label, cards=model.rules.playing_cards), icon)
    _block_row(pen, model, tr, players, Rect(area.x, area.y + mm(6), area.w, ch + mm(26)))


def _card_slot(pen: Pen, slot: Rect, colour: Colour, label: str, icon: str | None) -> None:
    pen.box(slot, fill=tint(colour, 0.88), stroke=colour, width=1.1, radius=mm(3), dash=(4, 3))
    if icon:
        size = slot.w * 0.55
        pen.icon(icon, slot.x + (slot.w - size) / 2, slot.y + slot.h * 0.38, size, ink=colour, paper=tint(colour, 0.88))
    pen.fitted_text(label, slot.x + slot.w / 2, slot.y + mm(7), slot.w - mm(4), font=BOLD, size=8.5, minimum=5.5,
                    colour=INK)


CHAIN_BROWN = hex_colour("#7f5a3a")


def _block_row(pen: Pen, model: MarketIsland, tr: Translator, players: int, area: Rect) -> None:
    """The previous winning card (hash of the previous block) and one slot per player (the block)."""
    cw, ch = model.card_w_pt, model.card_h_pt
    slots = players + 1
    gap = min(mm(8), (area.w - slots * cw) / (slots + 1))
    x0 = area.x + (area.w - slots * cw - (slots - 1) * gap) / 2
    y = area.y + mm(14)
    _card_slot(pen, Rect(x0, y, cw, ch), CHAIN_BROWN, tr.pgettext("board", "Winning card"), "chain-link")
    pen.fitted_text(tr.pgettext("board", "hash of the previous block"), x0 + cw / 2, y - mm(5), cw + gap,
                    font=BODY, size=PLAY_PT, minimum=SMALLEST_PT, colour=CHAIN_BROWN)
    for n in range(players):
        player = model.players[n]
        slot = Rect(x0 + (n + 1) * (cw + gap), y, cw, ch)
        _card_slot(pen, slot, hex_colour(player.rgb), tr.format("board", "Player {number}", number=n + 1), "block")
        pen.circle(slot.x + slot.w / 2, slot.y - mm(6.5), mm(4.2), fill=hex_colour(player.rgb))
        pen.text(colour_letter(player, tr), slot.x + slot.w / 2, slot.y - mm(7.6), font=BOLD, size=8, anchor="centre",
                 colour=WHITE)
    block_x = x0 + cw + gap / 2
    block_w = players * (cw + gap)
    pen.box(Rect(block_x, y - mm(13), block_w, ch + mm(23)), stroke=INK, width=1, radius=mm(4))
    pen.fitted_text(tr.pgettext("board", "The block: one transaction card per player, second pawn below"),
                    block_x + block_w / 2, y + ch + mm(3.5), block_w - mm(6), font=BOLD, size=9, minimum=6, colour=INK)
    pen.fitted_text(tr.pgettext("board", "Every player keeps a copy of every wallet: the ledger"),
                    area.x + area.w / 2, area.y - mm(2), area.w - mm(10), font=ITALIC, size=9, minimum=6, colour=INK)
