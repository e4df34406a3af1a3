"""Dice game sheets: coin tokens, the player sheet and the merchant's price list (issue 7 §2).

Every number printed comes from the model (prices, face values, coins) or the generated board
(start squares); every word through the translator, escaped by `i18n.markup`.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator, markup
from printkit.layout.geometry import Rect
from printkit.games.dice_game.model import CoinToken, DiceGame
from printkit.render import fonts
from printkit.render.forms import draw_shared
from printkit.games.dice_game.dice import draw_face, try_icon
from printkit.render.text import draw_fitted_line, draw_paragraph, draw_string, from_right, line_end, line_start
from printkit.render.shapes import circle, rects, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

INK = fonts.INK_BLACK
GOLD = colors.HexColor("#f2c94c")
PALE = colors.Color(0.95, 0.95, 0.95)
DIE_ROWS = 8
FACE_BOXES = 8


def coins_text(tr: Translator, count: int) -> str:
    """'1 coin' or 'n coins', both with the number as a placeholder."""
    msgid = "{price} coin" if count == 1 else "{price} coins"
    return tr.format("sheet", msgid, price=count)


def draw_coin(c: Canvas, token: CoinToken, cx: float, cy: float) -> None:
    """A round coin: its value large, a coin icon above; cut on the circle (its code heads its group).
    Coins of a value are all alike: one form per value (render/forms.py), placed on each."""
    r = token.diameter_pt / 2
    disc = Rect(cx - r, cy - r, 2 * r, 2 * r)
    draw_shared(c, ("dice-coin", token.value), disc, disc.inset(-1),
                lambda c, t, _: _coin_art(c, token.value, t.x + r, t.y + r, r), holds_text=True)


def _coin_art(c: Canvas, value: int, cx: float, cy: float, r: float) -> None:
    c.saveState()
    fill_colour(c, GOLD)
    stroke_colour(c, INK)
    line_width(c, 0.5)
    circle(c, cx, cy, r, stroke=1, fill=1)
    stroke_colour(c, colors.Color(0.55, 0.42, 0.1))
    circle(c, cx, cy, r * 0.82, stroke=1, fill=0)
    try_icon(c, "coin", cx - r * 0.17, cy + r * 0.42, r * 0.34, ink=INK, paper=GOLD)
    fill_colour(c, INK)
    draw_string(c, cx, cy - r * 0.5, str(value), font=fonts.BOLD, size=r * 0.85, anchor="centre")
    c.restoreState()


def draw_player_sheet(c: Canvas, box: Rect, *, seat: int, start: tuple[int, int], code: str,
                      model: DiceGame, tr: Translator) -> None:
    """Seat, start square, a reserve for coins, and a table of dice owned with their faces."""
    inner = box.inset(mm(8))
    _cut_frame(c, box)
    title = tr.format("sheet", "Player {seat}", seat=seat)
    fill_colour(c, INK)
    x, anchor = line_start(inner.x, inner.x1)
    draw_fitted_line(c, title, x, inner.y1 - mm(7), inner.w / 2, font=fonts.BOLD, size=18, minimum=10, anchor=anchor)
    where = tr.format("sheet", "Start square: column {x}, row {y}", x=start[0], y=start[1])
    x, anchor = line_end(inner.x, inner.x1)
    draw_fitted_line(c, where, x, inner.y1 - mm(6.5), inner.w / 2, font=fonts.BODY, size=10, minimum=7, anchor=anchor)
    reserve = Rect(inner.x, inner.y + mm(8), mm(62), inner.h - mm(20))
    table = Rect(reserve.x1 + mm(6), reserve.y, inner.x1 - reserve.x1 - mm(6), reserve.h)
    if from_right():             # a right-to-left reader meets the reserve first, at the right
        reserve, table = _mirrored(reserve, inner), _mirrored(table, inner)
    _reserve(c, reserve, model, tr)
    _dice_table(c, table, tr)
    fill_colour(c, colors.Color(0.4, 0.4, 0.4))
    draw_string(c, inner.x1, inner.y, code, font=fonts.BODY, size=6, anchor="right")


def _mirrored(part: Rect, whole: Rect) -> Rect:
    """`part` reflected left to right inside `whole`."""
    return Rect(whole.x + whole.x1 - part.x1, part.y, part.w, part.h)


def _reserve(c: Canvas, box: Rect, model: DiceGame, tr: Translator) -> None:
    fill_colour(c, PALE)
    stroke_colour(c, INK)
    line_width(c, 0.8)
    round_rect(c, box.x, box.y, box.w, box.h, mm(4), stroke=1, fill=1)
    fill_colour(c, INK)
    draw_fitted_line(c, tr.pgettext("sheet", "Reserve"), box.x + box.w / 2, box.y1 - mm(7), box.w - mm(6),
                     font=fonts.BOLD, size=12, minimum=8)
    text = tr.format("sheet", "Keep your coins here. You start with {coins}.", coins=model.rules.start_coins)
    draw_paragraph(c, markup(text), Rect(box.x + mm(3), box.y + mm(3), box.w - mm(6), mm(12)), size=8, minimum=6)
    try_icon(c, "coin", box.x + box.w / 2 - mm(8), box.y + box.h / 2 - mm(8), mm(16), ink=colors.Color(0.75, 0.75, 0.75))


def _dice_table(c: Canvas, box: Rect, tr: Translator) -> None:
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
    fill_colour(c, INK)
    x, anchor = line_start(min(number_x, faces_x), max(number_x + number_w, faces_x + faces_w))
    draw_fitted_line(c, tr.pgettext("sheet", "Your dice: write each face in pencil"), x, box.y1 - mm(5),
                     number_w + faces_w, font=fonts.BOLD, size=9, minimum=6, anchor=anchor)
    draw_fitted_line(c, tr.pgettext("sheet", "Power"), power_x + power_w / 2, box.y1 - mm(5), power_w,
                     font=fonts.BOLD, size=8, minimum=5)
    stroke_colour(c, INK)
    line_width(c, 0.4)
    boxes = []
    for row in range(DIE_ROWS):
        y = box.y1 - head - (row + 1) * row_h
        c.rect(box.x, y, box.w, row_h, stroke=1, fill=0)
        draw_string(c, number_x + number_w / 2, y + row_h / 2 - 3, str(row + 1), font=fonts.BODY, size=8, anchor="centre")
        side = min(row_h - mm(2), faces_w / FACE_BOXES - mm(1))
        for n in range(FACE_BOXES):
            boxes.append((faces_x + n * (faces_w / FACE_BOXES) + mm(0.5), y + (row_h - side) / 2, side, side))
        c.rect(power_x, y, power_w, row_h, stroke=1, fill=0)
    stroke_colour(c, colors.Color(0.6, 0.6, 0.6))
    rects(c, tuple(boxes), stroke=1, fill=0)     # the same 64 boxes on every player's sheet
    fill_colour(c, INK)
    x, anchor = line_start(box.x, box.x1)
    draw_fitted_line(c, tr.pgettext("sheet", "Total power, used only to break a tie on coins:"), x,
                     box.y - mm(6), box.w - mm(20), font=fonts.BODY, size=8, minimum=6, anchor=anchor)


def draw_price_list(c: Canvas, box: Rect, model: DiceGame, code: str, tr: Translator) -> None:
    """The merchant's offers and prices: selling, new dice, replacement faces (¶3, DECISIONS.md D3)."""
    _cut_frame(c, box)
    inner = box.inset(mm(10))
    y = inner.y1 - mm(8)
    fill_colour(c, INK)
    rtl = from_right()            # a right-to-left reader meets the icon and the title at the right
    try_icon(c, "merchant", inner.x1 - mm(11) if rtl else inner.x, y - mm(2), mm(11), ink=INK)
    x, anchor = line_start(inner.x + mm(14), inner.x1 - mm(14))
    draw_fitted_line(c, tr.pgettext("sheet", "The merchant"), x, y, inner.w * 0.5,
                     font=fonts.BOLD, size=20, minimum=12, anchor=anchor)
    note = tr.pgettext("sheet", "One trade per visit, or none. Pay the bank; the bank pays you.")
    draw_paragraph(c, markup(note), Rect(inner.x if rtl else inner.x + inner.w * 0.5, y - mm(3), inner.w * 0.5, mm(10)),
                   size=9, minimum=6, align=TA_LEFT)
    y -= mm(12)
    y = _section(c, inner, y, tr.pgettext("sheet", "Sell one of your dice"),
                 [(tr.pgettext("sheet", "Any die: as many coins as it has faces"), "")])
    rows = [(tr.format("sheet", "New {faces}-face die, every face {face}", faces=d.sides, face=model.rules.new_die_face),
             coins_text(tr, d.price)) for d in model.shop_dice()]
    y = _section(c, inner, y, tr.pgettext("sheet", "Buy a new die"), rows)
    y = _section(c, inner, y, tr.pgettext("sheet", "Change one face (stick the new face over the old one)"), [])
    _face_prices(c, inner, y + mm(2), model, tr)
    fill_colour(c, colors.Color(0.4, 0.4, 0.4))
    draw_string(c, inner.x1, inner.y - mm(4), code, font=fonts.BODY, size=6, anchor="right")


def _cut_frame(c: Canvas, box: Rect) -> None:
    """A dashed line to cut along, 3 mm inside the box."""
    c.saveState()
    stroke_colour(c, colors.Color(0.6, 0.6, 0.6))
    line_width(c, 0.4)
    c.setDash(3, 2)
    c.rect(box.x + mm(3), box.y + mm(3), box.w - mm(6), box.h - mm(6), stroke=1, fill=0)
    c.restoreState()


def _section(c: Canvas, inner: Rect, y: float, title: str, rows: list[tuple[str, str]]) -> float:
    fill_colour(c, INK)
    x, anchor = line_start(inner.x, inner.x1)
    draw_fitted_line(c, title, x, y, inner.w, font=fonts.BOLD, size=12, minimum=8, anchor=anchor)
    y -= mm(7)
    label_at, price_at = line_start(inner.x + mm(3), inner.x1 - mm(3)), line_end(inner.x + mm(3), inner.x1 - mm(3))
    for label, price in rows:
        fill_colour(c, PALE)
        c.rect(inner.x, y - mm(2), inner.w, mm(6.5), stroke=0, fill=1)
        fill_colour(c, INK)
        draw_fitted_line(c, label, label_at[0], y, inner.w * 0.7, font=fonts.BODY, size=10, minimum=7, anchor=label_at[1])
        draw_fitted_line(c, price, price_at[0], y, inner.w * 0.25, font=fonts.BOLD, size=10, minimum=7,
                         anchor=price_at[1])
        y -= mm(7.5)
    return y - mm(2)


def _face_prices(c: Canvas, inner: Rect, y: float, model: DiceGame, tr: Translator) -> None:
    """Each sellable face drawn as on the stickers, with its price beneath, in the model's order
    from where a line starts (the compass arrows on the faces keep the board's directions)."""
    faces = model.faces
    step = inner.w / len(faces)
    diameter = min(model.layout.circle_pt, step - mm(2))
    rtl = from_right()            # read from the right: the first face at the right end
    for i, face in enumerate(faces):
        cx = inner.x1 - step * (i + 0.5) if rtl else inner.x + step * (i + 0.5)
        draw_face(c, face.face, cx, y - diameter / 2, diameter, tr)
        fill_colour(c, INK)
        draw_fitted_line(c, coins_text(tr, face.price), cx, y - diameter - mm(5), step - mm(1),
                         font=fonts.BOLD, size=9, minimum=5)


__all__ = ["draw_coin", "draw_player_sheet", "draw_price_list"]
