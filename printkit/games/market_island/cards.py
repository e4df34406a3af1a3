"""Market Island card faces and backs (manual §4.4; faces per DECISIONS.md).

Front: a white frame (neighbours share cut lines on A4), the playing-card indices in two
corners (mining scores on them, §2.4), the kind's title, icon and effect, and the card's code.
Back: the deck's colour to the bleed, with I, E or ? in a medallion (§4.4.1).
"""

from __future__ import annotations

from functools import lru_cache

from printkit.i18n import Translator, markup
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Back, Card, Kind
from printkit.games.market_island import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.games.market_island.playing_card import draw_corners
from printkit.render.draw import (BODY, BOLD, FRAME, INK, SMALLEST_PT, WHITE, Colour, Path, Pen, fitted_text_box,
                                  grey, hex_colour, medallion, tint)
from printkit.units import mm

TEXT_MIN_PT = 6.5     # card text never prints smaller than this
CODE_GREY = grey(0.4)


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


def draw_front(pen: Pen, trim: Rect, paint: Rect, card: Card, kind: Kind, tr: Translator) -> None:
    """Frame, panel, band, icon, text box and index tabs are the kind's (one text-free form per
    kind); title, amount and effect are the same on every card with the same kind, amount and
    counterparty: a second form, which holds the text and places the kind's form under it, so a
    card places one form; the indices and the code are the card's own.
    """
    colour = hex_colour(kind.colour)
    title = tr.pgettext(f"card:{card.code}:title", kind.title)
    effect = markup(card_text(card, kind, tr))
    pen.shared(("market-island-front-text", kind.colour, kind.icon, card.kind, card.amount, card.counterparty,
                title, effect),
               trim, paint, lambda p, t, pt: _card_face(p, t, pt, card, kind, colour, title, effect), holds_text=True)
    panel = trim.inset(FRAME)
    draw_corners(pen, card.face, panel)
    pen.text(card.code, trim.x + trim.w / 2, panel.y + mm(1.8), font=BODY, size=SMALLEST_PT, anchor="centre",
             colour=CODE_GREY)


def _card_face(pen: Pen, trim: Rect, paint: Rect, card: Card, kind: Kind, colour: Colour, title: str,
               effect: str) -> None:
    """The kind's art (its own text-free form), then the texts of the card's kind, amount and
    counterparty."""
    badge = card.amount is not None
    pen.shared(("market-island-front", kind.colour, kind.icon, badge), trim, paint,
               lambda p, t, pt: _kind_art(p, t, pt, colour, kind.icon, badge))
    _card_texts(pen, trim, card, colour, title, effect)


def _card_texts(pen: Pen, trim: Rect, card: Card, colour: Colour, title: str, effect: str) -> None:
    """The title in the band, the amount's badge and the effect: what cards of one kind, amount
    and counterparty share (drawn into a form by draw_front)."""
    panel = trim.inset(FRAME)
    band = _band_rect(panel)
    pen.fitted_text(title, band.x + band.w / 2, band.y + mm(3.6), band.w - 2 * (TAB_W + mm(1)), font=BOLD, size=10.5,
                    minimum=TEXT_MIN_PT, colour=WHITE)
    if card.amount is not None:
        _amount_badge(pen, panel, card, colour)
    pen.paragraph(effect, _text_rect(panel), size=8.6, minimum=TEXT_MIN_PT, colour=INK)


def _kind_art(pen: Pen, trim: Rect, paint: Rect, colour: Colour, icon: str, badge: bool) -> None:
    """What every card of a kind shares, under its own texts (with `badge`, the amount's disc)."""
    pen.box(paint, fill=WHITE)
    panel = trim.inset(FRAME)
    pen.box(panel, fill=tint(colour, 0.86), stroke=colour, width=0.8, radius=mm(2.5))
    with pen.clipped(panel, radius=mm(2.5)):     # the title band fills the panel's rounded corners
        pen.box(_band_rect(panel), fill=colour)
    icon_size = mm(25)
    pen.icon(icon, panel.x + (panel.w - icon_size) / 2, panel.y + mm(33), icon_size, ink=colour,
             paper=tint(colour, 0.86))
    pen.box(_text_rect(panel).inset(-mm(1)), fill=WHITE, radius=mm(1.5))
    _index_tabs(pen, panel, colour)   # before the card's texts, which keep clear of the tabs
    if badge:
        cx, cy = _badge_centre(panel)    # the white disc the amount prints in
        pen.circle(cx, cy, mm(6.5), fill=WHITE, stroke=colour, width=1.2)


def _text_rect(panel: Rect) -> Rect:
    """Above the corner tabs (they reach TAB_H into the panel) and below the icon."""
    return Rect(panel.x + mm(3), panel.y + TAB_H + mm(1.5), panel.w - mm(6), mm(18.5))


def _band_rect(panel: Rect) -> Rect:
    return Rect(panel.x, panel.y1 - mm(11), panel.w, mm(11))


TAB_W, TAB_H = mm(7.4), mm(11.5)   # an index tab: the rank and suit of draw_corners and a margin


def _index_tabs(pen: Pen, panel: Rect, colour: Colour) -> None:
    """White tabs behind the corner indices, so rank and suit read on any panel colour. They fill
    the panel's own corners, which lie inside the safe zone, away from a shared cut line."""
    for tab in (Rect(panel.x, panel.y1 - TAB_H, TAB_W, TAB_H), Rect(panel.x1 - TAB_W, panel.y, TAB_W, TAB_H)):
        pen.box(tab, fill=WHITE, stroke=colour, width=0.8, radius=mm(2.5))


def _amount_badge(pen: Pen, panel: Rect, card: Card, colour: Colour) -> None:
    """A big signed amount on the kind's disc and an arrow towards the counterparty: readable
    across the table."""
    sign = "+" if card.kind == "income" else "\u2212"
    cx, cy = _badge_centre(panel)
    pen.text(f"{sign}{card.amount}", cx, cy - 4.6, font=BOLD, size=13, anchor="centre", colour=colour)
    pen.path(_arrow(panel.x + mm(9), cy, mm(9), left=card.counterparty == "left"), fill=colour)


def _badge_centre(panel: Rect) -> tuple[float, float]:
    return panel.x1 - mm(9), panel.y + mm(50)


@lru_cache(maxsize=64)
def _arrow(cx: float, cy: float, length: float, *, left: bool) -> Path:
    """A flat arrow `length` long centred on (cx, cy), pointing left or right."""
    direction = -1 if left else 1
    tip = cx + direction * length / 2
    base = cx - direction * length / 2
    neck = tip - direction * mm(3.2)
    return Path.polygon([(base, cy - mm(1.1)), (neck, cy - mm(1.1)), (neck, cy - mm(2.8)), (tip, cy),
                         (neck, cy + mm(2.8)), (neck, cy + mm(1.1)), (base, cy + mm(1.1))])


BACK_CLEARANCE = mm(1.5)


def draw_back(pen: Pen, trim: Rect, paint: Rect, back: Back, title: str, label: str) -> None:
    colour = hex_colour(back.colour)
    pen.box(paint, fill=colour)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    lines = ((label.upper(), cx, trim.y + mm(19), trim.w - mm(10), 13), (title, cx, trim.y1 - mm(11), trim.w - mm(10), 11))
    emblem = Rect(cx - mm(5), trim.y + mm(6), mm(10), mm(10))
    texts = tuple(fitted_text_box(*at, font=BOLD, size=size, minimum=7) for *at, size in lines)
    # The waves never cross a word, the emblem or the medallion: they stop 1.5 mm short of each.
    with pen.clear_of(paint, texts + (emblem,), margin=BACK_CLEARANCE, discs=((cx, cy + mm(4), mm(19.5)),)):
        waves = tint(colour, 0.18)
        # Text-free: a form whose operators are kept between documents and runs.
        pen.shared(("market-island-waves", waves.hexval()), paint, paint, lambda p, box, _: _waves(p, box, waves))
    medallion(pen, cx, cy + mm(4), mm(17), mm(19.5))
    pen.text(back.letter, cx, cy - mm(3.6), font=BOLD, size=58, anchor="centre", colour=colour)
    for *at, size in lines:
        pen.fitted_text(*at, font=BOLD, size=size, minimum=7, colour=WHITE)
    pen.icon(back.icon, emblem.x, emblem.y, emblem.w, ink=WHITE, paper=colour)


def _waves(pen: Pen, area: Rect, colour: Colour) -> None:
    """Thin horizontal waves: the sea round the island, and a pattern that hides a slightly off cut."""
    step, amp = mm(4), mm(0.9)
    rows = Path()
    y = area.y + step / 2
    while y < area.y1:
        x = area.x
        rows.move_to(x, y)
        while x < area.x1:
            rows.curve_to(x + step / 3, y + amp, x + 2 * step / 3, y - amp, x + step, y)
            x += step
        y += step
    pen.path(rows, stroke=colour, width=0.9)
