"""Market Island card faces and backs (manual §4.4; faces per DECISIONS.md).

Front: a white frame (neighbours share cut lines on A4), the playing-card indices in two
corners (mining scores on them, §2.4), the kind's title, icon and effect, and the card's code.
Back: the deck's colour to the bleed, with I, E or ? in a medallion (§4.4.1).
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator, markup
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Back, Card, Kind
from printkit.render import fonts
from printkit.render.art import FRAME, clear_of, medallion, tint
from printkit.render.forms import draw_shared
from printkit.render.icons import draw_icon
from printkit.games.market_island import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.games.market_island.playing_card import draw_corners
from printkit.render.text import draw_fitted_line, draw_paragraph, draw_string, fitted_line_box
from printkit.render.shapes import circle, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

WHITE = colors.white
INK = fonts.INK_BLACK
TEXT_MIN_PT = 6.5     # card text never prints smaller than this


def card_text(card: Card, kind: Kind, tr: Translator) -> str:
    """The card's effect, translated, with its amount filled in (never literal in catalogs).

    Manual §4.4.1: amounts run from 1 up, so a transaction text is a plural entry and the
    catalog's own plural rule picks the form (French says "1 Istoken" like English, Polish has three forms).
    """
    context = f"card:{card.code}:text"
    msgid = kind.texts.get(card.counterparty or "", "")
    if isinstance(msgid, tuple):
        return tr.npformat(context, msgid[0], msgid[1], card.amount or 0, amount=card.amount)
    return tr.format(context, msgid, amount=card.amount)


def draw_front(c: Canvas, trim: Rect, paint: Rect, card: Card, kind: Kind, tr: Translator) -> None:
    """Frame, panel, band, icon, text box and index tabs are the kind's (one text-free form per
    kind, render/forms.py); title, amount and effect are the same on every card with the same
    kind, amount and counterparty: a second form, which holds the text and places the kind's form
    under it, so a card places one form; the indices and the code are the card's own.
    """
    colour = colors.HexColor(kind.colour)
    title = tr.pgettext(f"card:{card.code}:title", kind.title)
    effect = markup(card_text(card, kind, tr))
    draw_shared(c, ("market-island-front-text", kind.colour, kind.icon, card.kind, card.amount, card.counterparty,
                    title, effect),
                trim, paint, lambda c, t, p: _card_face(c, t, p, card, kind, colour, title, effect), holds_text=True)
    panel = trim.inset(FRAME)
    draw_corners(c, card.face, panel)
    c.saveState()
    c.setFillColor(CODE_GREY)
    draw_string(c, trim.x + trim.w / 2, panel.y + mm(1.8), card.code, font=fonts.BODY, size=fonts.SMALLEST_PT,
                anchor="centre")
    c.restoreState()


def _card_face(c: Canvas, trim: Rect, paint: Rect, card: Card, kind: Kind, colour: colors.Color, title: str,
               effect: str) -> None:
    """The kind's art (its own text-free form), then the texts of the card's kind, amount and
    counterparty."""
    badge = card.amount is not None
    draw_shared(c, ("market-island-front", kind.colour, kind.icon, badge), trim, paint,
                lambda c, t, p: _kind_art(c, t, p, colour, kind.icon, badge))
    _card_texts(c, trim, card, colour, title, effect)


CODE_GREY = colors.Color(0.4, 0.4, 0.4)


def _card_texts(c: Canvas, trim: Rect, card: Card, colour: colors.Color, title: str, effect: str) -> None:
    """The title in the band, the amount's badge and the effect: what cards of one kind, amount
    and counterparty share (drawn into a form by draw_front)."""
    panel = trim.inset(FRAME)
    band = _band_rect(panel)
    fill_colour(c, WHITE)
    draw_fitted_line(c, title, band.x + band.w / 2, band.y + mm(3.6),
                     band.w - 2 * (TAB_W + mm(1)), font=fonts.BOLD, size=10.5, minimum=TEXT_MIN_PT)
    if card.amount is not None:
        _amount_badge(c, panel, card, colour)
    draw_paragraph(c, effect, _text_rect(panel), size=8.6, minimum=TEXT_MIN_PT, colour=INK)


def _kind_art(c: Canvas, trim: Rect, paint: Rect, colour: colors.Color, icon: str, badge: bool) -> None:
    """What every card of a kind shares, under its own texts (with `badge`, the amount's disc)."""
    fill_colour(c, WHITE)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    panel = trim.inset(FRAME)
    fill_colour(c, tint(colour, 0.86))
    stroke_colour(c, colour)
    line_width(c, 0.8)
    round_rect(c, panel.x, panel.y, panel.w, panel.h, mm(2.5), stroke=1, fill=1)
    _title_band(c, panel, colour)
    icon_size = mm(25)
    draw_icon(c, icon, panel.x + (panel.w - icon_size) / 2, panel.y + mm(33), icon_size,
              ink=colour, paper=tint(colour, 0.86))
    text_box = _text_rect(panel)
    fill_colour(c, WHITE)
    round_rect(c, text_box.x - mm(1), text_box.y - mm(1), text_box.w + mm(2), text_box.h + mm(2), mm(1.5), stroke=0, fill=1)
    _index_tabs(c, panel, colour)   # before the card's texts, which keep clear of the tabs
    if badge:
        _badge_disc(c, panel, colour)


def _text_rect(panel: Rect) -> Rect:
    """Above the corner tabs (they reach TAB_H into the panel) and below the icon."""
    return Rect(panel.x + mm(3), panel.y + TAB_H + mm(1.5), panel.w - mm(6), mm(18.5))


def _band_rect(panel: Rect) -> Rect:
    return Rect(panel.x, panel.y1 - mm(11), panel.w, mm(11))


def _index_tabs(c: Canvas, panel: Rect, colour: colors.Color) -> None:
    """White tabs behind the corner indices, so rank and suit read on any panel colour. They fill
    the panel's own corners, which lie inside the safe zone (issue 16: the tabs used to reach
    0.4 mm from the cut, where a shared cut line on A4 could slice them)."""
    fill_colour(c, WHITE)
    stroke_colour(c, colour)
    line_width(c, 0.8)
    round_rect(c, panel.x, panel.y1 - TAB_H, TAB_W, TAB_H, mm(2.5), stroke=1, fill=1)
    round_rect(c, panel.x1 - TAB_W, panel.y, TAB_W, TAB_H, mm(2.5), stroke=1, fill=1)


TAB_W, TAB_H = mm(7.4), mm(11.5)   # an index tab: the rank and suit of add_corners and a margin


def _title_band(c: Canvas, panel: Rect, colour: colors.Color) -> None:
    band = _band_rect(panel)
    c.saveState()
    path = c.beginPath()
    path.roundRect(panel.x, panel.y, panel.w, panel.h, mm(2.5))
    c.clipPath(path, stroke=0, fill=0)
    fill_colour(c, colour)
    c.rect(band.x, band.y, band.w, band.h, stroke=0, fill=1)
    c.restoreState()


def _amount_badge(c: Canvas, panel: Rect, card: Card, colour: colors.Color) -> None:
    """A big signed amount on the kind's disc (_badge_disc) and an arrow towards the
    counterparty: readable across the table."""
    sign = "+" if card.kind == "income" else "\u2212"
    cx, cy = _badge_centre(panel)
    fill_colour(c, colour)
    draw_string(c, cx, cy - 4.6, f"{sign}{card.amount}", font=fonts.BOLD, size=13, anchor="centre")
    _arrow(c, panel.x + mm(9), cy, mm(9), left=card.counterparty == "left", colour=colour)


def _badge_centre(panel: Rect) -> tuple[float, float]:
    return panel.x1 - mm(9), panel.y + mm(50)


def _badge_disc(c: Canvas, panel: Rect, colour: colors.Color) -> None:
    """The white disc the amount prints in: the same on every card of a kind (in its form)."""
    cx, cy = _badge_centre(panel)
    fill_colour(c, WHITE)
    stroke_colour(c, colour)
    line_width(c, 1.2)
    circle(c, cx, cy, mm(6.5), stroke=1, fill=1)


def _arrow(c: Canvas, cx: float, cy: float, length: float, *, left: bool, colour: colors.Color) -> None:
    direction = -1 if left else 1
    half = length / 2
    fill_colour(c, colour)
    p = c.beginPath()
    tip = cx + direction * half
    base = cx - direction * half
    neck = tip - direction * mm(3.2)
    p.moveTo(base, cy - mm(1.1))
    p.lineTo(neck, cy - mm(1.1))
    p.lineTo(neck, cy - mm(2.8))
    p.lineTo(tip, cy)
    p.lineTo(neck, cy + mm(2.8))
    p.lineTo(neck, cy + mm(1.1))
    p.lineTo(base, cy + mm(1.1))
    p.close()
    c.drawPath(p, stroke=0, fill=1)


BACK_CLEARANCE = mm(1.5)


def draw_back(c: Canvas, trim: Rect, paint: Rect, back: Back, title: str, label: str) -> None:
    colour = colors.HexColor(back.colour)
    fill_colour(c, colour)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    lines = ((label.upper(), cx, trim.y + mm(19), trim.w - mm(10), 13), (title, cx, trim.y1 - mm(11), trim.w - mm(10), 11))
    emblem = Rect(cx - mm(5), trim.y + mm(6), mm(10), mm(10))
    texts = tuple(fitted_line_box(*at, font=fonts.BOLD, size=size, minimum=7) for *at, size in lines)
    # The waves never cross a word, the emblem or the medallion: they stop 1.5 mm short of each.
    with clear_of(c, paint, texts + (emblem,), margin=BACK_CLEARANCE, discs=((cx, cy + mm(4), mm(19.5)),)):
        waves = tint(colour, 0.18)
        # Text-free, so a form whose operators are kept (render/forms.py): each back's 20 rows of
        # Bézier waves were computed again in every kit document (9 backs, 2 ms CPU each).
        draw_shared(c, ("market-island-waves", waves.hexval()), paint, paint,
                    lambda c, box, _: _waves(c, box, waves))
    medallion(c, cx, cy + mm(4), mm(17), mm(19.5))
    fill_colour(c, colour)
    draw_string(c, cx, cy - mm(3.6), back.letter, font=fonts.BOLD, size=58, anchor="centre")
    fill_colour(c, WHITE)
    for *at, size in lines:
        draw_fitted_line(c, *at, font=fonts.BOLD, size=size, minimum=7)
    draw_icon(c, back.icon, emblem.x, emblem.y, emblem.w, ink=WHITE, paper=colour)


def _waves(c: Canvas, area: Rect, colour: colors.Color) -> None:
    """Thin horizontal waves: the sea round the island, and a pattern that hides a slightly off cut."""
    c.saveState()
    stroke_colour(c, colour)
    line_width(c, 0.9)
    step, amp = mm(4), mm(0.9)
    y = area.y + step / 2
    while y < area.y1:
        p = c.beginPath()
        x = area.x
        p.moveTo(x, y)
        while x < area.x1:
            p.curveTo(x + step / 3, y + amp, x + 2 * step / 3, y - amp, x + step, y)
            x += step
        c.drawPath(p, stroke=1, fill=0)
        y += step
    c.restoreState()
