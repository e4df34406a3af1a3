"""Data-Tycoon card faces and the one back all 120 cards share (they are shuffled together).

Dataset front: the colour to the frame, a header band carrying the colour's pattern, the colour's
letter in two corners (greyscale prints and colour-blind players: DECISIONS.md), the type's icon
and name, and SENSITIVE or SIMPLE (manual, CARTES DATASET). Special front: the kind's colour,
title, icon, purpose (for purpose cards), short effect and the cards that cancel it.
Every text arrives translated; this module only draws.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from printkit.i18n import markup
from printkit.layout.geometry import Rect
from printkit.games.data_tycoon.patterns import draw_pattern
from printkit.games.data_tycoon import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.render.draw import (BODY, BOLD, FRAME, INK, PLAY_PT, SMALLEST_PT, WHITE, Colour, Pen, fitted_text_box,
                                  grey, hex_colour, inked, keep_last_words, medallion, paragraph_box, shade, tint)
from printkit.units import mm

GREY = grey(0.4)
BACK = hex_colour("#16233f")
BAND = mm(12)
TEXT_MIN_PT = 6.5
LIGHT = 0.6           # above this luma, white text and pale inks no longer read: darken them
TEXT_BOX = mm(30)     # height of a special card's effect plate: 27 mm of text inside its padding
# A special card's foot, from the panel's bottom edge up (every text 1.5 mm or more from its box
# and from its neighbours): the code, the "cancelled by" lines, then the effect's plate.
CODE_BASELINE = mm(1.8)
COUNTERS_BOTTOM = mm(5.0)
COUNTERS_TOP = mm(12.2)
PLATE_GAP = mm(1.5)       # from the lines below the plate to the plate
PLATE_PADDING = mm(1.5)   # from the plate's edge to its text


@dataclass(frozen=True)
class DatasetFace:
    """What a dataset card prints, already translated."""

    code: str
    rgb: str
    pattern: str
    letter: str
    title: str          # the type: "Health", "Simple data"
    label: str          # "SENSITIVE" or "SIMPLE"
    colour_name: str
    icon: str
    sensitive: bool


@dataclass(frozen=True)
class SpecialFace:
    """What a special card prints, already translated; effect is plain text with <b> allowed."""

    code: str
    rgb: str
    icon: str
    title: str
    subtitle: str       # the purpose of a purpose card, "" otherwise
    effect: str
    counters: str       # "Cancelled by: Lawyer", "" when nothing cancels it
    tag: str            # "OPTIONAL" or ""


def luma(colour: Colour) -> float:
    """How light a colour prints in greyscale (Rec. 601), 0 black to 1 white."""
    return 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue


def draw_dataset_front(pen: Pen, trim: Rect, paint: Rect, face: DatasetFace) -> None:
    """Everything but the code is the same on every card of a colour and type: one form each."""
    pen.shared(replace(face, code=""), trim, paint, lambda p, t, pt: _dataset_art(p, t, pt, face), holds_text=True)
    panel = trim.inset(FRAME)
    pen.text(face.code, panel.x + mm(4), panel.y + mm(2.2), font=BODY, size=SMALLEST_PT, colour=GREY)


def _dataset_art(pen: Pen, trim: Rect, paint: Rect, face: DatasetFace) -> None:
    colour = hex_colour(face.rgb)
    light = luma(colour) > LIGHT
    ink = shade(colour, 0.45) if light else colour   # a light colour (yellow) needs a darker ink
    panel = _panel(pen, trim, paint, colour, 0.84)
    band = Rect(panel.x, panel.y1 - BAND, panel.w, BAND)
    # 1.5 mm clear of the band's edges, two lines and all
    title_box = Rect(band.x + mm(11), band.y + mm(1.5), band.w - mm(14.5), band.h - mm(3))
    title = dict(size=11, minimum=TEXT_MIN_PT, font=BOLD)
    letter_at = (panel.x + mm(5.5), panel.y1 - BAND / 2)
    _band(pen, panel, band, colour, face.pattern,
          clear=(inked(paragraph_box(markup(face.title), title_box, **title), title["size"]), _letter_box(*letter_at)))
    pen.paragraph(markup(face.title), title_box, colour=INK if light else WHITE, **title)
    _letter(pen, face.letter, *letter_at, ink)
    _letter(pen, face.letter, panel.x1 - mm(5.5), panel.y + mm(5.5), ink)
    size = mm(27) if face.sensitive else mm(22)
    pen.icon(face.icon, panel.x + (panel.w - size) / 2, panel.y + mm(25), size,
             ink=ink if face.sensitive else tint(INK, 0.25), paper=tint(colour, 0.84))
    _label(pen, face.label, panel, ink if face.sensitive else GREY)
    strip = Rect(panel.x, panel.y, panel.w, mm(11))
    pen.fitted_text(face.colour_name, panel.x + mm(4), strip.y + mm(6.2), panel.w - mm(18), font=BOLD, size=PLAY_PT,
                    minimum=SMALLEST_PT, anchor="left", colour=GREY)


def draw_special_front(pen: Pen, trim: Rect, paint: Rect, face: SpecialFace) -> None:
    """Everything but the code is the same on every card of a kind (and purpose): one form each."""
    pen.shared(replace(face, code=""), trim, paint, lambda p, t, pt: _special_art(p, t, pt, face), holds_text=True)
    panel = trim.inset(FRAME)
    pen.text(face.code, panel.x + panel.w / 2, panel.y + CODE_BASELINE, font=BODY, size=SMALLEST_PT, anchor="centre",
             colour=GREY)


def _special_art(pen: Pen, trim: Rect, paint: Rect, face: SpecialFace) -> None:
    colour = hex_colour(face.rgb)
    panel = _panel(pen, trim, paint, colour, 0.88)
    band = Rect(panel.x, panel.y1 - BAND, panel.w, BAND)
    _band(pen, panel, band, colour, "", clear=())
    pen.fitted_text(face.title, band.x + band.w / 2, band.y + mm(4.2), band.w - mm(8), font=BOLD, size=12,
                    minimum=TEXT_MIN_PT, colour=WHITE)
    bottom = panel.y + (COUNTERS_TOP if face.counters else COUNTERS_BOTTOM) + PLATE_GAP
    plate = Rect(panel.x + mm(1.5), bottom, panel.w - mm(3), TEXT_BOX)
    box = plate.inset(PLATE_PADDING)
    top = band.y - mm(1.5)
    if face.tag:
        pen.fitted_text(face.tag, panel.x + panel.w / 2, top - mm(3.2), panel.w - mm(8), font=BOLD, size=PLAY_PT,
                        minimum=SMALLEST_PT, colour=colour)
        top -= mm(4)
    floor = plate.y1 + mm(1.5) + (mm(6) if face.subtitle else 0.0)
    size = min(mm(24), top - floor - mm(1))
    pen.icon(face.icon, panel.x + (panel.w - size) / 2, floor + (top - floor - size) / 2, size, ink=colour,
             paper=tint(colour, 0.88))
    if face.subtitle:
        pen.fitted_text(face.subtitle, panel.x + panel.w / 2, plate.y1 + mm(2.5), panel.w - mm(6), font=BOLD, size=9.5,
                        minimum=TEXT_MIN_PT, colour=INK)
    pen.box(plate, fill=WHITE, radius=mm(1.5))
    pen.paragraph(markup(face.effect), box, size=8.2, minimum=TEXT_MIN_PT, colour=INK)
    if face.counters:       # two lines of 8 pt when needed, rather than one of 7
        pen.paragraph(markup(face.counters), Rect(panel.x + mm(3), panel.y + COUNTERS_BOTTOM, panel.w - mm(6),
                                                  COUNTERS_TOP - COUNTERS_BOTTOM),
                      size=PLAY_PT, minimum=SMALLEST_PT, font=BOLD, colour=colour)


def draw_back(pen: Pen, trim: Rect, paint: Rect, title: str, tagline: str) -> None:
    """One back for the whole deck: navy, a faint grid of data points, the game's name. Both card
    components of a kit print it: drawn once per kit document, placed after."""
    pen.shared(("data-tycoon-back", title, tagline), trim, paint,
               lambda p, t, pt: _back_art(p, t, pt, title, tagline), holds_text=True)


def _back_art(pen: Pen, trim: Rect, paint: Rect, title: str, tagline: str) -> None:
    pen.box(paint, fill=BACK)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    heading = dict(font=BOLD, size=15, minimum=8)
    heading_at = (title.upper(), cx, trim.y1 - mm(14), trim.w - mm(10))
    line = markup(keep_last_words(tagline))
    line_box = Rect(trim.x + mm(6), trim.y + mm(7), trim.w - mm(12), mm(12))
    below = dict(size=9, minimum=8, font=BOLD)
    with pen.clear_of(paint, (fitted_text_box(*heading_at, **heading), paragraph_box(line, line_box, **below)),
                      margin=mm(1.5), discs=((cx, cy + mm(3), mm(18.5)),)):   # 1.5 mm clear of the texts and medallion
        draw_pattern(pen, "dots", paint, tint(BACK, 0.18))
    medallion(pen, cx, cy + mm(3), mm(16), mm(18.5))
    pen.icon("dataset", cx - mm(10), cy + mm(3) - mm(10), mm(20), ink=BACK, paper=WHITE)
    pen.fitted_text(*heading_at, **heading, colour=WHITE)
    pen.paragraph(line, line_box, colour=WHITE, **below)


def _panel(pen: Pen, trim: Rect, paint: Rect, colour: Colour, lightness: float) -> Rect:
    pen.box(paint, fill=WHITE)
    panel = trim.inset(FRAME)
    pen.box(panel, fill=tint(colour, lightness), stroke=colour, width=0.8, radius=mm(2.5))
    return panel


def _band(pen: Pen, panel: Rect, band: Rect, colour: Colour, pattern: str, *, clear: tuple[Rect, ...]) -> None:
    """The header band in the card's colour; a colour's pattern shows in it, light on dark, and
    leaves the boxes in `clear` (the title, the letter) clear: patterns never cross text."""
    with pen.clipped(panel, radius=mm(2.5)):
        pen.box(band, fill=colour)
        if pattern:
            with pen.clear_of(band, clear):
                draw_pattern(pen, pattern, band, shade(colour, 0.14) if luma(colour) > LIGHT else tint(colour, 0.45))


def _letter_box(cx: float, cy: float) -> Rect:
    """The white disc _letter draws."""
    return Rect(cx - LETTER_RADIUS, cy - LETTER_RADIUS, 2 * LETTER_RADIUS, 2 * LETTER_RADIUS)


def _letter(pen: Pen, letter: str, cx: float, cy: float, colour: Colour) -> None:
    """The colour's letter in a white disc: the colour, said without colour. A form per letter and
    colour: each prints twice on each of its colour's eight faces."""
    reach = LETTER_RADIUS + 1.0     # the disc with its 1 pt outline
    box = Rect(cx - reach, cy - reach, 2 * reach, 2 * reach)
    pen.shared(("data-tycoon-letter", letter, colour.red, colour.green, colour.blue), box, box,
               lambda p, local, _: _letter_art(p, letter, local.x + reach, local.y + reach, colour), holds_text=True)


LETTER_RADIUS = mm(4)


def _letter_art(pen: Pen, letter: str, cx: float, cy: float, colour: Colour) -> None:
    pen.circle(cx, cy, LETTER_RADIUS, fill=WHITE, stroke=colour, width=1)
    pen.text(letter, cx, cy - 3.9, font=BOLD, size=11, anchor="centre", colour=colour)   # 1.5 mm inside the disc


def _label(pen: Pen, label: str, panel: Rect, colour: Colour) -> None:
    pen.fitted_text(label, panel.x + panel.w / 2, panel.y + mm(17), panel.w - mm(8), font=BOLD, size=10, minimum=6,
                    colour=colour)
