"""Cut lines and their crop marks: every straight cut of a sheet gets a mark a ruler can be laid on.

A cut line is a whole line across the sheet (a guillotine or a ruler cuts from edge to edge), at
an x (a vertical cut) or a y (a horizontal cut). Its marks lie on its extension, outside every
card: in the paper left round the block of cards, or in a gutter between two blocks, never on a
card's trim. Each mark is at least MIN_MARK long, and none comes nearer the paper's edge than
PRINTER_MARGIN (home printers lose 3–5 mm there).

Where the paper outside a block's bleed is too narrow for a mark (63×88 mm cards 3 across on A4
leave 1.5 mm), the mark is a tick on the bleed: it runs from the printer margin over the bleed
art, stopping TICK_GAP short of the trim, and is drawn on a white underlay (`HALO` wide) so
that it shows on any art. The bleed is cut off with it.

A line gets a mark at each end that has room for one, and at least one (`uncovered` names the
lines that have none: layouts are chosen so that the shipped kits have none). Pure geometry, in
points, origin bottom-left.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from printkit.layout.geometry import PRINTER_MARGIN, Rect, Size
from printkit.units import mm

MIN_MARK = mm(3)            # a shorter mark cannot guide a ruler
TICK_GAP = mm(1)            # a tick on the bleed stops this far from the trim
HALO = mm(1.6)              # the white underlay of a tick on the bleed
MARK_CLEARANCE = mm(0.5)    # marks stop this far from the edge of their area (a gutterfold half)
_EPS = 1e-6


class Mark(NamedTuple):
    """A crop-mark segment from (x0, y0) to (x1, y1); `on_bleed`: it crosses bleed art."""

    x0: float
    y0: float
    x1: float
    y1: float
    on_bleed: bool = False

    @property
    def length(self) -> float:
        return abs(self.x1 - self.x0) + abs(self.y1 - self.y0)


class Cut(NamedTuple):
    """A straight cut across the sheet: `axis` "x" is the vertical line x = at, "y" the
    horizontal line y = at."""

    axis: str
    at: float


class Piece(NamedTuple):
    """What a cut sheet holds: a piece's trim (what is kept) and paint box (trim plus its bleed)."""

    trim: Rect
    paint: Rect


def cuts_of(trims: Iterable[Rect]) -> list[Cut]:
    """Every distinct trim line of `trims`, vertical ones first, each in increasing order."""
    trims = list(trims)
    xs = sorted({round(v, 3) for t in trims for v in (t.x, t.x1)})
    ys = sorted({round(v, 3) for t in trims for v in (t.y, t.y1)})
    return [Cut("x", x) for x in xs] + [Cut("y", y) for y in ys]


def place_marks(sheet: Size, cuts: list[Cut], pieces: list[Piece], *, length: float, offset: float,
                area: Rect | None = None) -> list[Mark]:
    """The marks of every cut line: in each stretch of the line's extension outside the pieces
    (their paint boxes grown by `offset`) that is at least MIN_MARK long, a mark `length` long
    (shorter where the stretch is); where a stretch is too short, a tick on the bleed instead
    (stopping TICK_GAP from the trims), if that gives MIN_MARK, beyond the block only: a gutter
    between two cards' bleeds is cut away with them, and the line's ends carry its marks. Marks stay inside `area` (less
    MARK_CLEARANCE at its edges) and PRINTER_MARGIN from the paper's edge."""
    area = area or Rect(0, 0, sheet.w, sheet.h)
    marks: list[Mark] = []
    for cut in cuts:
        marks += _line_marks(sheet, cut, pieces, length=length, offset=offset, area=area)
    return marks


def uncovered(cuts: list[Cut], marks: list[Mark]) -> list[Cut]:
    """The cut lines that have no mark of at least MIN_MARK."""
    return [cut for cut in cuts if not any(_on(cut, m) and m.length >= MIN_MARK - _EPS for m in marks)]


def _on(cut: Cut, mark: Mark) -> bool:
    if cut.axis == "x":
        return abs(mark.x0 - cut.at) < 1e-3 and abs(mark.x1 - cut.at) < 1e-3
    return abs(mark.y0 - cut.at) < 1e-3 and abs(mark.y1 - cut.at) < 1e-3


def _line_marks(sheet: Size, cut: Cut, pieces: list[Piece], *, length: float, offset: float,
                area: Rect) -> list[Mark]:
    """The marks of one line, along its extension (coordinates along the line)."""
    vertical = cut.axis == "x"
    low = max(PRINTER_MARGIN, (area.y if vertical else area.x) + MARK_CLEARANCE)
    high = min((sheet.h if vertical else sheet.w) - PRINTER_MARGIN, (area.y1 if vertical else area.x1) - MARK_CLEARANCE)
    paints = [_span(p.paint, vertical) for p in pieces if _crosses(p.paint, cut, offset)]
    trims = [_span(p.trim, vertical) for p in pieces if _crosses(p.trim, cut, TICK_GAP)]
    clear = _free(low, high, [(a - offset, b + offset) for a, b in paints])
    ticks = _free(low, high, [(a - TICK_GAP, b + TICK_GAP) for a, b in trims])
    found = []
    for a, b in ticks:
        inside = [(c, d) for c, d in clear if c >= a - _EPS and d <= b + _EPS and d - c >= MIN_MARK - _EPS]
        if inside:
            for c, d in inside:
                found.append((*_placed(c, d, low, high, length, outward=False), False))
        elif b - a >= MIN_MARK - _EPS and (a <= low + _EPS or b >= high - _EPS):
            found.append((*_placed(a, b, low, high, length, outward=True), True))
    if vertical:
        return [Mark(cut.at, a, cut.at, b, bleed) for a, b, bleed in found]
    return [Mark(a, cut.at, b, cut.at, bleed) for a, b, bleed in found]


def _crosses(box: Rect, cut: Cut, reach: float) -> bool:
    """Whether the line passes through `box` grown by `reach` across it."""
    if cut.axis == "x":
        return box.x - reach - _EPS <= cut.at <= box.x1 + reach + _EPS
    return box.y - reach - _EPS <= cut.at <= box.y1 + reach + _EPS


def _span(box: Rect, vertical: bool) -> tuple[float, float]:
    return (box.y, box.y1) if vertical else (box.x, box.x1)


def _free(low: float, high: float, blocked: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The stretches of [low, high] outside every blocked interval."""
    stretches, at = [], low
    for a, b in sorted(blocked):
        if a > at:
            stretches.append((at, min(a, high)))
        at = max(at, b)
        if at >= high:
            break
    if at < high:
        stretches.append((at, high))
    return [(a, b) for a, b in stretches if b - a > _EPS]


def _placed(a: float, b: float, low: float, high: float, length: float, *, outward: bool) -> tuple[float, float]:
    """Where a mark `length` long goes in the stretch [a, b]: next to the block it marks (a mark
    off the bleed), against the paper's edge (a tick, so that most of it is on white paper), or
    centred in a gutter between two blocks."""
    length = min(length, b - a)
    at_low, at_high = a <= low + _EPS, b >= high - _EPS
    if at_low and not at_high:        # the stretch below (left of) the block
        return (a, a + length) if outward else (b - length, b)
    if at_high and not at_low:        # above (right of) the block
        return (b - length, b) if outward else (a, a + length)
    middle = (a + b) / 2
    return middle - length / 2, middle + length / 2
