"""Market Island ledgers (§4.6, §4.1.3): abacus scoreboards, one per (wallet owner, keeper).

Each shows whose wallet it records and who keeps this copy (colour, letter and pattern, so it
reads in greyscale), a tens track and a units track with a hole for each pin, and the start
value marked (50 = tens 5 + units 0).
"""

from __future__ import annotations

from typing import NamedTuple

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Ledger, PlayerColour
from printkit.render import fonts
from printkit.render.art import clear_of, inked, tint
from printkit.render.forms import draw_shared
from printkit.render.text import draw_fitted_line, draw_string, fitted_line_box
from printkit.render.shapes import circle, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

INK = fonts.INK_BLACK


class LedgerJob(NamedTuple):
    """One ledger to print: its code, the player whose wallet it tracks and the player who keeps it."""

    code: str
    owner: PlayerColour
    keeper: PlayerColour


def colour_letter(player: PlayerColour, tr: Translator) -> str:
    """The letter printed on a player's colour: the colour's initial in the kit's language."""
    return tr.pgettext(f"colour:{player.colour.lower()}:letter", player.letter,
                       note=f"One capital letter for the colour {player.colour}, printed on its swatch for greyscale "
                            "prints; no two player colours may share a letter.")


def swatch(c: Canvas, player: PlayerColour, x: float, y: float, size: float, letter: str) -> None:
    """A colour square with its pattern and letter: the second cue for greyscale printing.
    A player's swatch prints on every ledger of theirs: one form per PDF (render/forms.py)."""
    square = Rect(x, y, size, size)
    draw_shared(c, ("market-island-swatch", player, letter), square, square.inset(-1),
                lambda c, t, _: _swatch_art(c, player, t.x, t.y, size, letter), holds_text=True)


def _swatch_art(c: Canvas, player: PlayerColour, x: float, y: float, size: float, letter: str) -> None:
    colour = colors.HexColor(player.rgb)
    c.saveState()
    fill_colour(c, colour)
    stroke_colour(c, INK)
    line_width(c, 0.6)
    c.rect(x, y, size, size, stroke=1, fill=1)
    # Half the swatch high, its baseline a third up: a J's or Q's tail stays 1.5 mm above the frame.
    at = (letter, x + size / 2, y + size * 0.32, size)
    face = dict(font=fonts.BOLD, size=size * 0.5, minimum=fonts.SMALLEST_PT)   # a --draft "[EN] R" shrinks
    with clear_of(c, Rect(x, y, size, size), (inked(fitted_line_box(*at, **face), face["size"]),), margin=mm(1.5)):
        stroke_colour(c, colors.white)      # the pattern never crosses the letter (issue 16)
        fill_colour(c, colors.white)
        line_width(c, size * 0.07)
        _pattern(c, player.pattern, x, y, size)
    c.restoreState()
    fill_colour(c, INK)
    draw_fitted_line(c, *at, **face)


def _pattern(c: Canvas, pattern: str, x: float, y: float, s: float) -> None:
    step = s / 4
    if pattern == "stripes":
        for i in range(-4, 8):
            c.line(x + i * step, y, x + i * step + s, y + s)
    elif pattern == "dots":
        for i in range(4):
            for j in range(4):
                circle(c, x + (i + 0.5) * step, y + (j + 0.5) * step, s * 0.045, stroke=0, fill=1)
    elif pattern == "checks":
        for i in range(4):
            for j in range(4):
                if (i + j) % 2 == 0:
                    c.rect(x + i * step, y + j * step, step, step, stroke=0, fill=1)
    elif pattern == "cross":
        for i in range(1, 4):
            c.line(x + i * step, y, x + i * step, y + s)
            c.line(x, y + i * step, x + s, y + i * step)
    elif pattern == "waves":
        for j in range(1, 4):
            p = c.beginPath()
            p.moveTo(x, y + j * step)
            p.curveTo(x + s / 3, y + j * step + step / 2, x + 2 * s / 3, y + j * step - step / 2, x + s, y + j * step)
            c.drawPath(p, stroke=1, fill=0)


RULE_GREY = colors.Color(0.35, 0.35, 0.35)   # the rule line and the code under it


def draw_ledger(c: Canvas, trim: Rect, paint: Rect, job: LedgerJob, ledger: Ledger, tr: Translator) -> None:
    """The band naming the wallet's owner is the same on each of the owner's ledgers, the tracks
    and the rule line under them on every ledger (each one form, render/forms.py); the keeper's
    line and swatch, and the code, are the ledger's own."""
    owner_letter = colour_letter(job.owner, tr)
    wallet = tr.format("ledger", "Wallet of {colour}", colour=tr.pgettext("colour", job.owner.colour))
    draw_shared(c, ("market-island-ledger-owner", job.owner, owner_letter, wallet), trim, paint,
                lambda c, t, _: _owner_band(c, t, job.owner, owner_letter, wallet), holds_text=True)
    band = _band(trim.inset(mm(4)))
    fill_colour(c, INK)
    draw_fitted_line(c, tr.format("ledger", "Copy kept by {colour}", colour=tr.pgettext("colour", job.keeper.colour)),
                     band.x + mm(19), band.y + mm(5.5), band.w - mm(40), font=fonts.BODY, size=9, minimum=6, anchor="left")
    swatch(c, job.keeper, band.x1 - mm(13), band.y + mm(3), mm(9), colour_letter(job.keeper, tr))
    draw_shared(c, ("market-island-ledger", ledger), trim, paint, lambda c, t, p: _tracks(c, t, ledger, tr),
                holds_text=True)
    box = trim.inset(mm(4))
    fill_colour(c, RULE_GREY)
    draw_string(c, box.x1 - mm(2), box.y + mm(2.2), job.code, font=fonts.BODY, size=6, anchor="right")


def _band(box: Rect) -> Rect:
    """The band at the top of a ledger's frame, where owner and keeper are named."""
    return Rect(box.x, box.y1 - mm(22), box.w, mm(22))


def _owner_band(c: Canvas, trim: Rect, owner: PlayerColour, letter: str, wallet: str) -> None:
    """The frame, the band in the owner's colour, the owner's swatch and whose wallet it is."""
    box = trim.inset(mm(4))
    stroke_colour(c, INK)
    line_width(c, 0.5)
    fill_colour(c, colors.white)
    round_rect(c, box.x, box.y, box.w, box.h, mm(3), stroke=1, fill=1)
    band = _band(box)
    c.saveState()                       # the band fills the frame's rounded corners, not past them
    frame = c.beginPath()
    frame.roundRect(box.x, box.y, box.w, box.h, mm(3))
    c.clipPath(frame, stroke=0, fill=0)
    fill_colour(c, tint(colors.HexColor(owner.rgb), 0.75))
    c.rect(band.x, band.y, band.w, band.h, stroke=0, fill=1)
    c.restoreState()
    stroke_colour(c, INK)               # the frame drawn again over the band's edge
    line_width(c, 0.5)
    round_rect(c, box.x, box.y, box.w, box.h, mm(3), stroke=1, fill=0)
    _swatch_art(c, owner, band.x + mm(3), band.y + mm(4.5), mm(13), letter)
    fill_colour(c, INK)
    draw_fitted_line(c, wallet, band.x + mm(19), band.y + mm(12.5), band.w - mm(22), font=fonts.BOLD, size=13, minimum=7,
                     anchor="left")


# Vertical layout of the frame (mm from its bottom edge): the start line, then the two tracks up
# to the band. Every text keeps 1.5 mm from its neighbours (issue 27).
START_LINE = mm(6.0)
TRACKS_BOTTOM = mm(9.5)
TRACKS_TOP = mm(23)        # below the frame's top: the band (22 mm) and a millimetre
TITLE = mm(6)              # a track's title, above its first row
RING = mm(0.8)             # the start hole's ring, outside the hole
RING_WIDTH = 1.6
LABEL_DROP = mm(4.8)       # from a hole's bottom to its label's baseline: ring, 1.5 mm, the digits
ROW_EXTRA = mm(7.4)        # a row's height beyond its hole: ring above, label and 1.5 mm below


def _tracks(c: Canvas, trim: Rect, ledger: Ledger, tr: Translator) -> None:
    box = trim.inset(mm(4))
    tens = list(range(ledger.tens_min, ledger.tens_max + 1))
    start_tens, start_units = divmod(ledger.start_value, 10)
    tens_rows, units_rows = -(-len(tens) // 7), -(-ledger.units // 5)
    pitch = (box.h - TRACKS_BOTTOM - TRACKS_TOP - 2 * TITLE) / (tens_rows + units_rows)
    units_h, tens_h = TITLE + units_rows * pitch, TITLE + tens_rows * pitch
    _track(c, Rect(box.x + mm(3), box.y + TRACKS_BOTTOM + units_h, box.w - mm(6), tens_h), tr.pgettext("ledger", "Tens"),
           [str(v * 10) for v in tens], tens.index(start_tens), columns=7)
    _track(c, Rect(box.x + mm(3), box.y + TRACKS_BOTTOM, box.w - mm(6), units_h), tr.pgettext("ledger", "Units"),
           [str(v) for v in range(ledger.units)], start_units, columns=5)
    fill_colour(c, RULE_GREY)
    draw_fitted_line(c, tr.format("ledger", "Start: {value} · one pin per track · below {floor} the player is out",
                                  value=ledger.start_value, floor=0),
                     box.x + box.w / 2, box.y + START_LINE, box.w - mm(8), font=fonts.BODY, size=7, minimum=5)


def _track(c: Canvas, area: Rect, title: str, labels: list[str], start: int, *, columns: int) -> None:
    """Holes for a pin, `columns` per row, each labelled; the start hole ringed, its ring 1.5 mm
    clear of its label."""
    fill_colour(c, INK)
    draw_string(c, area.x, area.y1 - mm(3.5), title, font=fonts.BOLD, size=9)
    rows = (len(labels) + columns - 1) // columns
    pitch_x = area.w / columns
    pitch_y = (area.h - TITLE) / rows
    radius = min(pitch_x * 0.3, (pitch_y - ROW_EXTRA) / 2)
    for i, label in enumerate(labels):
        row, col = divmod(i, columns)
        cx = area.x + (col + 0.5) * pitch_x
        cy = area.y1 - TITLE - row * pitch_y - radius - mm(1.4)
        stroke_colour(c, INK)
        fill_colour(c, colors.Color(0.93, 0.93, 0.93))
        line_width(c, 0.8)
        circle(c, cx, cy, radius, stroke=1, fill=1)
        if i == start:
            line_width(c, RING_WIDTH)
            circle(c, cx, cy, radius + RING, stroke=1, fill=0)
        fill_colour(c, INK)
        draw_string(c, cx, cy - radius - LABEL_DROP, label,
                    font=fonts.BOLD if i == start else fonts.BODY, size=8, anchor="centre")
