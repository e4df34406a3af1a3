"""Data-Tycoon card faces and the one back all 120 cards share (they are shuffled together).

Dataset front: the colour to the frame, a header band carrying the colour's pattern, the colour's
letter in two corners (greyscale prints and colour-blind players: DECISIONS.md), the type's icon
and name, and SENSITIVE or SIMPLE (manual, CARTES DATASET). Special front: the kind's colour,
title, icon, purpose (for purpose cards), short effect and the cards that cancel it.
Every text arrives translated; this module only draws.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import markup
from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.art import FRAME, clear_of, inked, medallion, tint
from printkit.games.data_tycoon.patterns import draw_pattern
from printkit.render.forms import draw_shared
from printkit.render.icons import draw_icon
from printkit.games.data_tycoon import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.render.text import draw_fitted_line, draw_paragraph, draw_string, fitted_line_box, keep_last_words, paragraph_box
from printkit.render.shapes import circle, clip_round_rect, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

WHITE = colors.white
INK = fonts.INK_BLACK
GREY = colors.Color(0.4, 0.4, 0.4)
BACK = colors.HexColor("#16233f")
BAND = mm(12)
TEXT_MIN_PT = 6.5
LIGHT = 0.6           # above this luma, white text and pale inks no longer read: darken them
TEXT_BOX = mm(30)     # height of a special card's effect plate: 27 mm of text inside its padding
# A special card's foot, from the panel's bottom edge up (issue 27: every text 1.5 mm or more from
# its box and from its neighbours): the code, the "cancelled by" lines, then the effect's plate.
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


def luma(colour: colors.Color) -> float:
    """How light a colour prints in greyscale (Rec. 601), 0 black to 1 white."""
    return 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue


def shade(colour: colors.Color, amount: float) -> colors.Color:
    """Mix a colour with black (amount 0 = colour, 1 = black)."""
    return colors.Color(*(v * (1 - amount) for v in (colour.red, colour.green, colour.blue)))


def draw_dataset_front(c: Canvas, trim: Rect, paint: Rect, face: DatasetFace) -> None:
    """Everything but the code is the same on every card of a colour and type: one form each."""
    draw_shared(c, replace(face, code=""), trim, paint, lambda c, t, p: _dataset_art(c, t, p, face), holds_text=True)
    panel = trim.inset(FRAME)
    fill_colour(c, GREY)
    draw_string(c, panel.x + mm(4), panel.y + mm(2.2), face.code, font=fonts.BODY, size=fonts.SMALLEST_PT)


def _dataset_art(c: Canvas, trim: Rect, paint: Rect, face: DatasetFace) -> None:
    colour = colors.HexColor(face.rgb)
    light = luma(colour) > LIGHT
    ink = shade(colour, 0.45) if light else colour   # a light colour (yellow) needs a darker ink
    panel = _panel(c, trim, paint, colour, 0.84)
    band = Rect(panel.x, panel.y1 - BAND, panel.w, BAND)
    # 1.5 mm clear of the band's edges, two lines and all (issue 27: 0.7 mm in French)
    title_box = Rect(band.x + mm(11), band.y + mm(1.5), band.w - mm(14.5), band.h - mm(3))
    title = dict(size=11, minimum=TEXT_MIN_PT, font=fonts.BOLD)
    letter_at = (panel.x + mm(5.5), panel.y1 - BAND / 2)
    _band(c, panel, band, colour, face.pattern,
          clear=(inked(paragraph_box(markup(face.title), title_box, **title), title["size"]), _letter_box(*letter_at)))
    draw_paragraph(c, markup(face.title), title_box, colour=INK if light else WHITE, **title)
    _letter(c, face.letter, *letter_at, ink)
    _letter(c, face.letter, panel.x1 - mm(5.5), panel.y + mm(5.5), ink)
    size = mm(27) if face.sensitive else mm(22)
    draw_icon(c, face.icon, panel.x + (panel.w - size) / 2, panel.y + mm(25), size,
              ink=ink if face.sensitive else tint(INK, 0.25), paper=tint(colour, 0.84))
    _label(c, face.label, panel, ink if face.sensitive else GREY)
    strip = Rect(panel.x, panel.y, panel.w, mm(11))
    fill_colour(c, GREY)
    draw_fitted_line(c, face.colour_name, panel.x + mm(4), strip.y + mm(6.2), panel.w - mm(18),
                     font=fonts.BOLD, size=fonts.PLAY_PT, minimum=fonts.SMALLEST_PT, anchor="left")


def draw_special_front(c: Canvas, trim: Rect, paint: Rect, face: SpecialFace) -> None:
    """Everything but the code is the same on every card of a kind (and purpose): one form each."""
    draw_shared(c, replace(face, code=""), trim, paint, lambda c, t, p: _special_art(c, t, p, face), holds_text=True)
    panel = trim.inset(FRAME)
    fill_colour(c, GREY)
    draw_string(c, panel.x + panel.w / 2, panel.y + CODE_BASELINE, face.code,
                font=fonts.BODY, size=fonts.SMALLEST_PT, anchor="centre")


def _special_art(c: Canvas, trim: Rect, paint: Rect, face: SpecialFace) -> None:
    colour = colors.HexColor(face.rgb)
    panel = _panel(c, trim, paint, colour, 0.88)
    band = Rect(panel.x, panel.y1 - BAND, panel.w, BAND)
    _band(c, panel, band, colour, "", clear=())
    fill_colour(c, WHITE)
    draw_fitted_line(c, face.title, band.x + band.w / 2, band.y + mm(4.2), band.w - mm(8),
                     font=fonts.BOLD, size=12, minimum=TEXT_MIN_PT)
    bottom = panel.y + (COUNTERS_TOP if face.counters else COUNTERS_BOTTOM) + PLATE_GAP
    plate = Rect(panel.x + mm(1.5), bottom, panel.w - mm(3), TEXT_BOX)
    box = plate.inset(PLATE_PADDING)
    top = band.y - mm(1.5)
    if face.tag:
        fill_colour(c, colour)
        draw_fitted_line(c, face.tag, panel.x + panel.w / 2, top - mm(3.2), panel.w - mm(8),
                         font=fonts.BOLD, size=fonts.PLAY_PT, minimum=fonts.SMALLEST_PT)
        top -= mm(4)
    floor = plate.y1 + mm(1.5) + (mm(6) if face.subtitle else 0.0)
    size = min(mm(24), top - floor - mm(1))
    draw_icon(c, face.icon, panel.x + (panel.w - size) / 2, floor + (top - floor - size) / 2, size,
              ink=colour, paper=tint(colour, 0.88))
    if face.subtitle:
        fill_colour(c, INK)
        draw_fitted_line(c, face.subtitle, panel.x + panel.w / 2, plate.y1 + mm(2.5), panel.w - mm(6),
                         font=fonts.BOLD, size=9.5, minimum=TEXT_MIN_PT)
    fill_colour(c, WHITE)
    round_rect(c, plate.x, plate.y, plate.w, plate.h, mm(1.5), stroke=0, fill=1)
    draw_paragraph(c, markup(face.effect), box, size=8.2, minimum=TEXT_MIN_PT, colour=INK)
    if face.counters:       # two lines of 8 pt when needed, rather than one of 7 (issue 16)
        draw_paragraph(c, markup(face.counters), Rect(panel.x + mm(3), panel.y + COUNTERS_BOTTOM, panel.w - mm(6),
                                                      COUNTERS_TOP - COUNTERS_BOTTOM),
                       size=fonts.PLAY_PT, minimum=fonts.SMALLEST_PT, font=fonts.BOLD, colour=colour)


def draw_back(c: Canvas, trim: Rect, paint: Rect, title: str, tagline: str) -> None:
    """One back for the whole deck: navy, a faint grid of data points, the game's name. Both card
    components of a kit print it: drawn once per kit document (render/forms.py), placed after."""
    draw_shared(c, ("data-tycoon-back", title, tagline), trim, paint,
                lambda c, t, p: _back_art(c, t, p, title, tagline), holds_text=True)


def _back_art(c: Canvas, trim: Rect, paint: Rect, title: str, tagline: str) -> None:
    fill_colour(c, BACK)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    heading = dict(font=fonts.BOLD, size=15, minimum=8)
    heading_at = (title.upper(), cx, trim.y1 - mm(14), trim.w - mm(10))
    line = markup(keep_last_words(tagline))
    line_box = Rect(trim.x + mm(6), trim.y + mm(7), trim.w - mm(12), mm(12))
    below = dict(size=9, minimum=8, font=fonts.BOLD)
    with clear_of(c, paint, (fitted_line_box(*heading_at, **heading), paragraph_box(line, line_box, **below)),
                  margin=mm(1.5), discs=((cx, cy + mm(3), mm(18.5)),)):   # 1.5 mm clear of the texts and medallion
        draw_pattern(c, "dots", paint, tint(BACK, 0.18))
    medallion(c, cx, cy + mm(3), mm(16), mm(18.5))
    draw_icon(c, "dataset", cx - mm(10), cy + mm(3) - mm(10), mm(20), ink=BACK, paper=WHITE)
    fill_colour(c, WHITE)
    draw_fitted_line(c, *heading_at, **heading)
    draw_paragraph(c, line, line_box, colour=WHITE, **below)


def _panel(c: Canvas, trim: Rect, paint: Rect, colour: colors.Color, lightness: float) -> Rect:
    fill_colour(c, WHITE)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    panel = trim.inset(FRAME)
    fill_colour(c, tint(colour, lightness))
    stroke_colour(c, colour)
    line_width(c, 0.8)
    round_rect(c, panel.x, panel.y, panel.w, panel.h, mm(2.5), stroke=1, fill=1)
    return panel


def _band(c: Canvas, panel: Rect, band: Rect, colour: colors.Color, pattern: str, *, clear: tuple[Rect, ...]) -> None:
    """The header band in the card's colour; a colour's pattern shows in it, light on dark, and
    leaves the boxes in `clear` (the title, the letter) clear: patterns never cross text."""
    c.saveState()
    clip_round_rect(c, panel.x, panel.y, panel.w, panel.h, mm(2.5))
    fill_colour(c, colour)
    c.rect(band.x, band.y, band.w, band.h, stroke=0, fill=1)
    if pattern:
        with clear_of(c, band, clear):
            draw_pattern(c, pattern, band, shade(colour, 0.14) if luma(colour) > LIGHT else tint(colour, 0.45))
    c.restoreState()


def _letter_box(cx: float, cy: float) -> Rect:
    """The white disc _letter draws."""
    return Rect(cx - LETTER_RADIUS, cy - LETTER_RADIUS, 2 * LETTER_RADIUS, 2 * LETTER_RADIUS)


def _letter(c: Canvas, letter: str, cx: float, cy: float, colour: colors.Color) -> None:
    """The colour's letter in a white disc: the colour, said without colour. A form per letter and
    colour (render/forms.py): each prints twice on each of its colour's eight faces, and the disc's
    Bézier arcs and the letter were set again each time (160 discs in `build --all`, 10 different
    a kit)."""
    reach = LETTER_RADIUS + 1.0     # the disc with its 1 pt outline
    box = Rect(cx - reach, cy - reach, 2 * reach, 2 * reach)
    draw_shared(c, ("data-tycoon-letter", letter, colour.red, colour.green, colour.blue), box, box,
                lambda c, local, _: _letter_art(c, letter, local.x + reach, local.y + reach, colour), holds_text=True)


LETTER_RADIUS = mm(4)


def _letter_art(c: Canvas, letter: str, cx: float, cy: float, colour: colors.Color) -> None:
    fill_colour(c, WHITE)
    stroke_colour(c, colour)
    line_width(c, 1)
    circle(c, cx, cy, LETTER_RADIUS, stroke=1, fill=1)
    fill_colour(c, colour)
    draw_string(c, cx, cy - 3.9, letter, font=fonts.BOLD, size=11, anchor="centre")   # 1.5 mm inside the disc


def _label(c: Canvas, label: str, panel: Rect, colour: colors.Color) -> None:
    fill_colour(c, colour)
    draw_fitted_line(c, label, panel.x + panel.w / 2, panel.y + mm(17), panel.w - mm(8),
                     font=fonts.BOLD, size=10, minimum=6)
