"""Market Island ledgers (§4.6, §4.1.3): abacus scoreboards, one per (wallet owner, keeper).

Each shows whose wallet it records and who keeps this copy (colour, letter and pattern, so it
reads in greyscale), a tens track and a units track with a hole for each pin, and the start
value marked (50 = tens 5 + units 0).
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.i18n import Translator
from printkit.layout.geometry import Rect
from printkit.games.market_island.model import Ledger, PlayerColour
from printkit.render.draw import (BODY, BOLD, INK, SMALLEST_PT, WHITE, Path, Pen, fitted_text_box, grey,
                                  hex_colour, inked, tint)
from printkit.units import mm


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


def swatch(pen: Pen, player: PlayerColour, x: float, y: float, size: float, letter: str) -> None:
    """A colour square with its pattern and letter: the second cue for greyscale printing.
    A player's swatch prints on every ledger of theirs: one form per PDF."""
    square = Rect(x, y, size, size)
    pen.shared(("market-island-swatch", player, letter), square, square.inset(-1),
               lambda p, t, _: _swatch_art(p, player, t.x, t.y, size, letter), holds_text=True)


def _swatch_art(pen: Pen, player: PlayerColour, x: float, y: float, size: float, letter: str) -> None:
    square = Rect(x, y, size, size)
    pen.box(square, fill=hex_colour(player.rgb), stroke=INK, width=0.6)
    # Half the swatch high, its baseline a third up: a J's or Q's tail stays 1.5 mm above the frame.
    at = (letter, x + size / 2, y + size * 0.32, size)
    face = dict(font=BOLD, size=size * 0.5, minimum=SMALLEST_PT)   # a --draft "[EN] R" shrinks
    with pen.clear_of(square, (inked(fitted_text_box(*at, **face), face["size"]),), margin=mm(1.5)):
        _pattern(pen, player.pattern, x, y, size)      # the pattern never crosses the letter
    pen.fitted_text(*at, **face, colour=INK)


def _pattern(pen: Pen, pattern: str, x: float, y: float, s: float) -> None:
    """The player's pattern in white over the swatch."""
    step = s / 4
    line = dict(stroke=WHITE, width=s * 0.07)
    if pattern == "stripes":
        pen.lines([(x + i * step, y, x + i * step + s, y + s) for i in range(-4, 8)], **line)
    elif pattern == "dots":
        for i in range(4):
            for j in range(4):
                pen.circle(x + (i + 0.5) * step, y + (j + 0.5) * step, s * 0.045, fill=WHITE)
    elif pattern == "checks":
        pen.boxes([Rect(x + i * step, y + j * step, step, step) for i in range(4) for j in range(4) if (i + j) % 2 == 0],
                  fill=WHITE)
    elif pattern == "cross":      # the lines down, then the lines across: each inks the crossings
        pen.lines([(x + i * step, y, x + i * step, y + s) for i in range(1, 4)], **line)
        pen.lines([(x, y + i * step, x + s, y + i * step) for i in range(1, 4)], **line)
    elif pattern == "waves":
        waves = Path()
        for j in range(1, 4):
            waves.move_to(x, y + j * step)
            waves.curve_to(x + s / 3, y + j * step + step / 2, x + 2 * s / 3, y + j * step - step / 2, x + s, y + j * step)
        pen.path(waves, **line)


RULE_GREY = grey(0.35)   # the rule line and the code under it


def draw_ledger(pen: Pen, trim: Rect, paint: Rect, job: LedgerJob, ledger: Ledger, tr: Translator) -> None:
    """The band naming the wallet's owner is the same on each of the owner's ledgers, the tracks
    and the rule line under them on every ledger (each one form); the keeper's line and swatch,
    and the code, are the ledger's own."""
    owner_letter = colour_letter(job.owner, tr)
    wallet = tr.format("ledger", "Wallet of {colour}", colour=tr.pgettext("colour", job.owner.colour))
    pen.shared(("market-island-ledger-owner", job.owner, owner_letter, wallet), trim, paint,
               lambda p, t, _: _owner_band(p, t, job.owner, owner_letter, wallet), holds_text=True)
    band = _band(trim.inset(mm(4)))
    pen.fitted_text(tr.format("ledger", "Copy kept by {colour}", colour=tr.pgettext("colour", job.keeper.colour)),
                    band.x + mm(19), band.y + mm(5.5), band.w - mm(40), font=BODY, size=9, minimum=6, anchor="left",
                    colour=INK)
    swatch(pen, job.keeper, band.x1 - mm(13), band.y + mm(3), mm(9), colour_letter(job.keeper, tr))
    pen.shared(("market-island-ledger", ledger), trim, paint, lambda p, t, _: _tracks(p, t, ledger, tr),
               holds_text=True)
    box = trim.inset(mm(4))
    pen.text(job.code, box.x1 - mm(2), box.y + mm(2.2), font=BODY, size=6, anchor="right", colour=RULE_GREY)


def _band(box: Rect) -> Rect:
    """The band at the top of a ledger's frame, where owner and keeper are named."""
    return Rect(box.x, box.y1 - mm(22), box.w, mm(22))


def _owner_band(pen: Pen, trim: Rect, owner: PlayerColour, letter: str, wallet: str) -> None:
    """The frame, the band in the owner's colour, the owner's swatch and whose wallet it is."""
    box = trim.inset(mm(4))
    pen.box(box, fill=WHITE, stroke=INK, width=0.5, radius=mm(3))
    band = _band(box)
    with pen.clipped(box, radius=mm(3)):     # the band fills the frame's rounded corners, not past them
        pen.box(band, fill=tint(hex_colour(owner.rgb), 0.75))
    pen.box(box, stroke=INK, width=0.5, radius=mm(3))     # the frame drawn again over the band's edge
    _swatch_art(pen, owner, band.x + mm(3), band.y + mm(4.5), mm(13), letter)
    pen.fitted_text(wallet, band.x + mm(19), band.y + mm(12.5), band.w - mm(22), font=BOLD, size=13, minimum=7,
                    anchor="left", colour=INK)


# Vertical layout of the frame (mm from its bottom edge): the start line, then the two tracks up
# to the band. Every text keeps 1.5 mm from its neighbours.
START_LINE = mm(6.0)
TRACKS_BOTTOM = mm(9.5)
TRACKS_TOP = mm(23)        # below the frame's top: the band (22 mm) and a millimetre
TITLE = mm(6)              # a track's title, above its first row
RING = mm(0.8)             # the start hole's ring, outside the hole
RING_WIDTH = 1.6
LABEL_DROP = mm(4.8)       # from a hole's bottom to its label's baseline: ring, 1.5 mm, the digits
ROW_EXTRA = mm(7.4)        # a row's height beyond its hole: ring above, label and 1.5 mm below


def _tracks(pen: Pen, trim: Rect, ledger: Ledger, tr: Translator) -> None:
    box = trim.inset(mm(4))
    tens = list(range(ledger.tens_min, ledger.tens_max + 1))
    start_tens, start_units = divmod(ledger.start_value, 10)
    tens_rows, units_rows = -(-len(tens) // 7), -(-ledger.units // 5)
    pitch = (box.h - TRACKS_BOTTOM - TRACKS_TOP - 2 * TITLE) / (tens_rows + units_rows)
    units_h, tens_h = TITLE + units_rows * pitch, TITLE + tens_rows * pitch
    _track(pen, Rect(box.x + mm(3), box.y + TRACKS_BOTTOM + units_h, box.w - mm(6), tens_h), tr.pgettext("ledger", "Tens"),
           [str(v * 10) for v in tens], tens.index(start_tens), columns=7)
    _track(pen, Rect(box.x + mm(3), box.y + TRACKS_BOTTOM, box.w - mm(6), units_h), tr.pgettext("ledger", "Units"),
           [str(v) for v in range(ledger.units)], start_units, columns=5)
    pen.fitted_text(tr.format("ledger", "Start: {value} · one pin per track · below {floor} the player is out",
                              value=ledger.start_value, floor=0),
                    box.x + box.w / 2, box.y + START_LINE, box.w - mm(8), font=BODY, size=7, minimum=5, colour=RULE_GREY)


HOLE = grey(0.93)


def _track(pen: Pen, area: Rect, title: str, labels: list[str], start: int, *, columns: int) -> None:
    """Holes for a pin, `columns` per row, each labelled; the start hole ringed, its ring 1.5 mm
    clear of its label."""
    pen.text(title, area.x, area.y1 - mm(3.5), font=BOLD, size=9, colour=INK)
    rows = (len(labels) + columns - 1) // columns
    pitch_x = area.w / columns
    pitch_y = (area.h - TITLE) / rows
    radius = min(pitch_x * 0.3, (pitch_y - ROW_EXTRA) / 2)
    for i, label in enumerate(labels):
        row, col = divmod(i, columns)
        cx = area.x + (col + 0.5) * pitch_x
        cy = area.y1 - TITLE - row * pitch_y - radius - mm(1.4)
        pen.circle(cx, cy, radius, fill=HOLE, stroke=INK, width=0.8)
        if i == start:
            pen.circle(cx, cy, radius + RING, stroke=INK, width=RING_WIDTH)
        pen.text(label, cx, cy - radius - LABEL_DROP, font=BOLD if i == start else BODY, size=8, anchor="centre",
                 colour=INK)
