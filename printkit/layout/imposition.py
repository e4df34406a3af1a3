"""N-up card imposition with bleed, crop marks and duplex backs.

Each slot has a trim box (the finished card) and a paint box (where its art may go). On the
outside of the block of cards, the paint box extends the full 3 mm bleed. Between cards it
extends half the gutter: with a gutter of twice the bleed every card has its own full bleed;
where the sheet is too narrow for that (63×88 mm cards, 3 across on A4 or Letter) neighbours
share a cut line, which is why card fronts keep a white frame and backs tile seamlessly.
The densest arrangement whose every cut line gets a crop mark wins (layout/cutmarks.py: 63×88 mm
cards go 3×3 on A4 but 2×4 on their side on Letter, where a 3×3 block leaves no room for a mark
above or below it 5 mm in from the paper's edge); between equally dense ones, the one with more
marks, then more marks off the bleed, then wider gutters.

Crop marks sit on the extension of every trim line, outside the cards: never on a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import NamedTuple

from printkit.layout.cutmarks import MIN_MARK, Cut, Mark, Piece, cuts_of, place_marks, uncovered
from printkit.layout.geometry import BLEED, PRINTER_MARGIN, Rect, Size
from printkit.units import mm

DEFAULT_MARK_LENGTH = mm(4)
DEFAULT_MARK_OFFSET = mm(1)   # from the block's bleed to the start of a mark
MIN_EDGE = PRINTER_MARGIN     # paper left beyond the bleed on every side: printers print no nearer

__all__ = ["MIN_MARK", "Cut", "Mark", "Grid", "Slot", "back_slot", "card_grid", "grid_options", "crop_marks", "cut_lines",
           "missing_marks", "mirror_rect", "shifted"]


class Slot(NamedTuple):
    """One card position on a sheet: its trim box and the box its art may paint."""

    index: int
    row: int
    col: int
    trim: Rect
    paint: Rect


@dataclass(frozen=True)
class Grid:
    """How cards of one size tile a sheet."""

    sheet: Size
    card: Size
    rows: int
    cols: int
    slots: tuple[Slot, ...]
    bleed: float
    gutter: float

    @property
    def per_sheet(self) -> int:
        return self.rows * self.cols

    # The blocks are asked for on every page of a card sheet: a grid never changes, so each is
    # worked out once per grid.
    @cached_property
    def trim_block(self) -> Rect:
        """The union of the cards' trim boxes."""
        return _union([s.trim for s in self.slots])

    @cached_property
    def bleed_block(self) -> Rect:
        return self.trim_block.inset(-self.bleed)

    def backs(self, edge: str) -> tuple[Slot, ...]:
        """`back_slot` of every slot, in slot order: worked out once per grid and edge, since
        every backs page of a deck places its cards in the same slots."""
        try:
            return self._backs[edge]
        except KeyError:
            made = self._backs[edge] = tuple(back_slot(self, slot, edge=edge) for slot in self.slots)
            return made

    @cached_property
    def _backs(self) -> dict[str, tuple[Slot, ...]]:
        return {}


def _union(rects: list[Rect]) -> Rect:
    x0 = min(r.x for r in rects)
    y0 = min(r.y for r in rects)
    x1 = max(r.x1 for r in rects)
    y1 = max(r.y1 for r in rects)
    return Rect(x0, y0, x1 - x0, y1 - y0)


def fit(available: float, item: float, gutter: float) -> int:
    """How many items of length `item` separated by `gutter` fit in `available`."""
    return max(0, int((available + gutter + 1e-6) // (item + gutter)))


@lru_cache(maxsize=64)
def card_grid(sheet: Size, card: Size, *, bleed: float = BLEED, gutters: tuple[float, ...] | None = None,
              allow_turn: bool = True) -> Grid:
    """The densest grid of `card` on `sheet`, centred; a 63×88 mm card fits 3×3 on A4.

    `gutters` are the spaces between trims to try (default: twice the bleed, then shared cuts).
    Worked out once per process for each set of arguments, since every language of a kit asks
    for the same grids; a Grid never changes, so callers share it.
    """
    options = []
    for grid in grid_options(sheet, card, bleed=bleed, gutters=gutters, allow_turn=allow_turn):
        marks = crop_marks(grid)
        covered = not missing_marks(grid, marks)
        clear = sum(not m.on_bleed for m in marks)
        options.append((covered, grid.per_sheet, len(marks), clear, grid.gutter, grid.card == card, grid))
    if not options:
        raise ValueError(f"a {card.w:.0f}×{card.h:.0f} pt card does not fit on a {sheet.w:.0f}×{sheet.h:.0f} pt sheet")
    return max(options, key=lambda o: o[:6])[-1]


def grid_options(sheet: Size, card: Size, *, bleed: float = BLEED, gutters: tuple[float, ...] | None = None,
                 allow_turn: bool = True) -> list[Grid]:
    """Every grid of `card` that fits `sheet` (each gutter, upright and turned), as many as fit,
    centred, MIN_EDGE of paper left beyond the bleed on every side."""
    found = []
    for gutter in gutters if gutters is not None else (2 * bleed, 0.0):
        for size in ([card, Size(card.h, card.w)] if allow_turn and card.w != card.h else [card]):
            room = Size(sheet.w - 2 * (bleed + MIN_EDGE), sheet.h - 2 * (bleed + MIN_EDGE))
            cols, rows = fit(room.w, size.w, gutter), fit(room.h, size.h, gutter)
            if rows * cols:
                found.append(_grid(sheet, size, rows, cols, bleed, gutter))
    return found


def _grid(sheet: Size, card: Size, rows: int, cols: int, bleed: float, gutter: float) -> Grid:
    block_w = cols * card.w + (cols - 1) * gutter
    block_h = rows * card.h + (rows - 1) * gutter
    x0, y0 = (sheet.w - block_w) / 2, (sheet.h - block_h) / 2
    inner = min(bleed, gutter / 2)
    slots = []
    for row in range(rows):
        for col in range(cols):
            # Row 0 is the top row: reading order, like a page.
            trim = Rect(x0 + col * (card.w + gutter), y0 + (rows - 1 - row) * (card.h + gutter), card.w, card.h)
            left = bleed if col == 0 else inner
            right = bleed if col == cols - 1 else inner
            bottom = bleed if row == rows - 1 else inner
            top = bleed if row == 0 else inner
            paint = Rect(trim.x - left, trim.y - bottom, trim.w + left + right, trim.h + bottom + top)
            slots.append(Slot(len(slots), row, col, trim, paint))
    return Grid(sheet, card, rows, cols, tuple(slots), bleed, gutter)


def mirror_rect(rect: Rect, sheet: Size, edge: str) -> Rect:
    """Where `rect` lands on the reverse side of the sheet after a duplex turn on `edge`.

    Turning a portrait sheet about its long edge flips left-right; about its short edge,
    top-bottom.
    """
    if edge == "long":
        return Rect(sheet.w - rect.x1, rect.y, rect.w, rect.h)
    if edge == "short":
        return Rect(rect.x, sheet.h - rect.y1, rect.w, rect.h)
    raise ValueError(f"edge: expected 'long' or 'short', got {edge!r}")


def back_slot(grid: Grid, slot: Slot, *, edge: str = "long") -> Slot:
    """The slot on the back page that lies behind `slot` once the sheet is turned."""
    return Slot(slot.index, slot.row, slot.col, mirror_rect(slot.trim, grid.sheet, edge),
                mirror_rect(slot.paint, grid.sheet, edge))


def cut_lines(grid: Grid) -> list[Cut]:
    """Every trim line of the grid's cards: the cuts that free them from the sheet."""
    return cuts_of(s.trim for s in grid.slots)


def crop_marks(grid: Grid, *, length: float = DEFAULT_MARK_LENGTH,
               offset: float = DEFAULT_MARK_OFFSET, area: Rect | None = None) -> list[Mark]:
    """A mark on every trim line, outside the cards (layout/cutmarks.py): PRINTER_MARGIN from the
    paper's edge and inside `area` (a gutterfold half, less a clearance at its edges)."""
    pieces = [Piece(s.trim, s.paint) for s in grid.slots]
    return place_marks(grid.sheet, cut_lines(grid), pieces, length=length, offset=offset, area=area)


def missing_marks(grid: Grid, marks: list[Mark]) -> list[Cut]:
    """The grid's cut lines that `marks` leave without a mark of at least MIN_MARK."""
    return uncovered(cut_lines(grid), marks)


def shifted(grid: Grid, dx: float, dy: float, sheet: Size) -> Grid:
    """The same grid moved by (dx, dy) onto a larger `sheet`."""
    def move(r: Rect) -> Rect:
        return Rect(r.x + dx, r.y + dy, r.w, r.h)
    slots = tuple(Slot(s.index, s.row, s.col, move(s.trim), move(s.paint)) for s in grid.slots)
    return Grid(sheet, grid.card, grid.rows, grid.cols, slots, grid.bleed, grid.gutter)
