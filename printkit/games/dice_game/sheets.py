"""Dice game sheets: coin tokens, the player sheet and the merchant's price list.

Every number printed comes from the model (prices, face values, coins) or the generated board
(start squares); every word through the translator, escaped by `i18n.markup`.
"""

from __future__ import annotations

from printkit.i18n import Translator, markup
from printkit.layout.geometry import Rect
from printkit.games.dice_game.model import CoinToken, DiceGame
from printkit.games.dice_game.dice import draw_face, try_icon
from printkit.render.draw import BLACK, BODY, BOLD, INK, Pen, from_right, grey, hex_colour, line_end, line_start, rgb
from printkit.units import mm

GOLD = hex_colour("#f2c94c")
PALE = grey(0.95)
CODE_GREY = grey(0.4)
DIE_ROWS = 8
FACE_BOXES = 8


def coins_text(tr: Translator, count: int) -> str:
    """'1 coin' or 'n coins', both with the number as a placeholder."""
    msgid = "{price} coin" if count == 1 else "{price} coins"
    return tr.format("sheet", msgid, price=count)


def draw_coin(pen: Pen, token: CoinToken, cx: float, cy: float) -> None:
    """A round coin: its value large, a coin icon above; cut on the circle (its code heads its group).
    Coins of a value are all alike: one form per value, placed on each."""
    r = token.diameter_pt / 2
    disc = Rect(cx - r, cy - r, 2 * r, 2 * r)
    pen.shared(("dice-coin", token.value), disc, disc.inset(-1),
               lambda p, t, _: _coin_art(p, token.value, t.x + r, t.y + r, r), holds_text=True)


def _coin_art(pen: Pen, value: int, cx: float, cy: float, r: float) -> None:
    pen.circle(cx, cy, r, fill=GOLD, stroke=INK, width=0.5)
    pen.circle(cx, cy, r * 0.82, stroke=rgb(0.55, 0.42, 0.1), width=0.5)
    try_icon(pen, "coin", cx - r * 0.17, cy + r * 0.42, r * 0.34, ink=INK, paper=GOLD)
    pen.text(str(value), cx, cy - r * 0.5, font=BOLD, size=r * 0.85, anchor="centre", colour=INK)


def draw_player_sheet(pen: Pen, box: Rect, *, seat: int, start: tuple[int, int], code: str,
                      model: DiceGame, tr: Translator) -> None:
    """Seat, start square, a reserve for coins, and a table of dice owned with their faces."""
    inner = box.inset(mm(8))
    _cut_frame(pen, box)
    title = tr.format("sheet", "Player {seat}", seat=seat)
    x, anchor = line_start(inner.x, inner.x1)
    pen.fitted_text(title, x, inner.y1 - mm(7), inner.w / 2, font=BOLD, size=18, minimum=10, anchor=anchor, colour=INK)
    where = tr.format("sheet", "Start square: column {x}, row {y}", x=start[0], y=start[1])
    x, anchor = line_end(inner.x, inner.x1)
    pen.fitted_text(where, x, inner.y1 - mm(6.5), inner.w / 2, font=BODY, size=10, minimum=7, anchor=anchor, colour=INK)
    reserve = Rect(inner.x, inner.y + mm(8), mm(62), inner.h - mm(20))
    table = Rect(reserve.x1 + mm(6), reserve.y, inner.x1 - reserve.x1 - mm(6), reserve.h)
    if from_right():             # a right-to-left reader meets the reserve first, at the right
        reserve, table = _mirrored(reserve, inner), _mirrored(table, inner)
    _reserve(pen, reserve, model, tr)
    _dice_table(pen, table, tr)
    pen.text(code, inner.x1, inner.y, font=BODY, size=6, anchor="right", colour=CODE_GREY)


def _mirrored(part: Rect, whole: Rect) -> Rect:
    """`part` reflected left to right inside `whole`."""
    return Rect(whole.x + whole.x1 - part.x1, part.y, part.w, part.h)


def _reserve(pen: Pen, box: Rect, model: DiceGame, tr: Translator) -> None:
    pen.box(box, fill=PALE, stroke=INK, width=0.8, radius=mm(4))
    pen.fitted_text(tr.pgettext("sheet", "Reserve"), box.x + box.w / 2, box.y1 - mm(7), box.w - mm(6), font=BOLD,
                    size=12, minimum=8, colour=INK)
    text = tr.format("sheet", "Keep your coins here. You start with {coins}.", coins=model.rules.start_coins)
    pen.paragraph(markup(text), Rect(box.x + mm(3), box.y + mm(3), box.w - mm(6), mm(12)), size=8, minimum=6,
                  colour=BLACK)
    try_icon(pen, "coin", box.x + box.w / 2 - mm(8), box.y + box.h / 2 - mm(8), mm(16), ink=grey(0.75))


def _dice_table(pen: Pen, box: Rect, tr: Translator) -> None:
    """Rows for the dice owned: the row's number, faces written in pencil, and the die's power (sum
    of its numbers); in a right-to-left edition the number is at the right and the power at the left."""
    head = mm(9)
    row_h = (box.h - head) / DIE_ROWS
    number_w, power_w = mm(10), mm(14)
    faces_w = box.w - number_w - power_w
    rtl = from_right()
    number_x = box.x1 - number_w if rtl else box.x
    faces_x = box.x + power_w if rtl else box.x + number_w
    power_x = box.x if rtl else box.x1 - power_w
    x, anchor = line_start(min(number_x, faces_x), max(number_x + number_w, faces_x + faces_w))
    pen.fitted_text(tr.pgettext("sheet", "Your dice: write each face in pencil"), x, box.y1 - mm(5),
                    number_w + faces_w, font=BOLD, size=9, minimum=6, anchor=anchor, colour=INK)
    pen.fitted_text(tr.pgettext("sheet", "Power"), power_x + power_w / 2, box.y1 - mm(5), power_w, font=BOLD, size=8,
                    minimum=5, colour=INK)
    rule = dict(stroke=INK, width=0.4)
    boxes = []
    for row in range(DIE_ROWS):
        y = box.y1 - head - (row + 1) * row_h
        pen.box(Rect(box.x, y, box.w, row_h), **rule)
        pen.text(str(row + 1), number_x + number_w / 2, y + row_h / 2 - 3, font=BODY, size=8, anchor="centre", colour=INK)
        side = min(row_h - mm(2), faces_w / FACE_BOXES - mm(1))
        for n in range(FACE_BOXES):
            boxes.append(Rect(faces_x + n * (faces_w / FACE_BOXES) + mm(0.5), y + (row_h - side) / 2, side, side))
        pen.box(Rect(power_x, y, power_w, row_h), **rule)
    pen.boxes(boxes, stroke=grey(0.6), width=0.4)     # the same 64 boxes on every player's sheet
    x, anchor = line_start(box.x, box.x1)
    pen.fitted_text(tr.pgettext("sheet", "Total power, used only to break a tie on coins:"), x,
                    box.y - mm(6), box.w - mm(20), font=BODY, size=8, minimum=6, anchor=anchor, colour=INK)


def draw_price_list(pen: Pen, box: Rect, model: DiceGame, code: str, tr: Translator) -> None:
    """The merchant's offers and prices: selling, new dice, replacement faces (¶3, DECISIONS.md D3)."""
    _cut_frame(pen, box)
    inner = box.inset(mm(10))
    y = inner.y1 - mm(8)
    rtl = from_right()            # a right-to-left reader meets the icon and the title at the right
    try_icon(pen, "merchant", inner.x1 - mm(11) if rtl else inner.x, y - mm(2), mm(11), ink=INK)
    x, anchor = line_start(inner.x + mm(14), inner.x1 - mm(14))
    pen.fitted_text(tr.pgettext("sheet", "The merchant"), x, y, inner.w * 0.5, font=BOLD, size=20, minimum=12,
                    anchor=anchor, colour=INK)
    note = tr.pgettext("sheet", "One trade per visit, or none. Pay the bank; the bank pays you.")
    pen.paragraph(markup(note), Rect(inner.x if rtl else inner.x + inner.w * 0.5, y - mm(3), inner.w * 0.5, mm(10)),
                  size=9, minimum=6, align="left", colour=BLACK)
    y -= mm(12)
    y = _section(pen, inner, y, tr.pgettext("sheet", "Sell one of your dice"),
                 [(tr.pgettext("sheet", "Any die: as many coins as it has faces"), "")])
    rows = [(tr.format("sheet", "New {faces}-face die, every face {face}", faces=d.sides, face=model.rules.new_die_face),
             coins_text(tr, d.price)) for d in model.shop_dice()]
    y = _section(pen, inner, y, tr.pgettext("sheet", "Buy a new die"), rows)
    y = _section(pen, inner, y, tr.pgettext("sheet", "Change one face (stick the new face over the old one)"), [])
    _face_prices(pen, inner, y + mm(2), model, tr)
    pen.text(code, inner.x1, inner.y - mm(4), font=BODY, size=6, anchor="right", colour=CODE_GREY)


def _cut_frame(pen: Pen, box: Rect) -> None:
    """A dashed line to cut along, 3 mm inside the box."""
    pen.box(box.inset(mm(3)), stroke=grey(0.6), width=0.4, dash=(3, 2))


def _section(pen: Pen, inner: Rect, y: float, title: str, rows: list[tuple[str, str]]) -> float:
    x, anchor = line_start(inner.x, inner.x1)
    pen.fitted_text(title, x, y, inner.w, font=BOLD, size=12, minimum=8, anchor=anchor, colour=INK)
    y -= mm(7)
    label_at, price_at = line_start(inner.x + mm(3), inner.x1 - mm(3)), line_end(inner.x + mm(3), inner.x1 - mm(3))
    for label, price in rows:
        pen.box(Rect(inner.x, y - mm(2), inner.w, mm(6.5)), fill=PALE)
        pen.fitted_text(label, label_at[0], y, inner.w * 0.7, font=BODY, size=10, minimum=7, anchor=label_at[1],
                        colour=INK)
        pen.fitted_text(price, price_at[0], y, inner.w * 0.25, font=BOLD, size=10, minimum=7, anchor=price_at[1],
                        colour=INK)
        y -= mm(7.5)
    return y - mm(2)


def _face_prices(pen: Pen, inner: Rect, y: float, model: DiceGame, tr: Translator) -> None:
    """Each sellable face drawn as on the stickers, with its price beneath, in the model's order
    from where a line starts (the compass arrows on the faces keep the board's directions)."""
    faces = model.faces
    step = inner.w / len(faces)
    diameter = min(model.layout.circle_pt, step - mm(2))
    rtl = from_right()            # read from the right: the first face at the right end
    for i, face in enumerate(faces):
        cx = inner.x1 - step * (i + 0.5) if rtl else inner.x + step * (i + 0.5)
        draw_face(pen, face.face, cx, y - diameter / 2, diameter, tr)
        pen.fitted_text(coins_text(tr, face.price), cx, y - diameter - mm(5), step - mm(1), font=BOLD, size=9, minimum=5,
                        colour=INK)


__all__ = ["draw_coin", "draw_player_sheet", "draw_price_list"]
