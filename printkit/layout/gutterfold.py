"""Gutterfold imposition, for printers without duplex: fronts on the top half of the sheet,
backs on the bottom half, fold along the middle and glue.

The fold line stays at least 5 mm from any card's bleed, and backs are turned 180°
so that a card folded along a horizontal line and turned over shows its back upright.
A back lies where its front lands once the bottom half is folded up behind the top half.
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.layout.geometry import BLEED, Rect, Size
from printkit.layout.imposition import MIN_EDGE, Grid, Mark, Slot, crop_marks, grid_options, missing_marks, mirror_rect, shifted
from printkit.units import mm

FOLD_GAP = mm(5)   # from the fold line to the nearest bleed, at least


class FoldSheet(NamedTuple):
    """Fronts (top half) and, slot for slot, their backs (bottom half) on one sheet."""

    fronts: Grid
    backs: tuple[Slot, ...]
    fold_y: float

    @property
    def sheet(self) -> Size:
        return self.fronts.sheet

    @property
    def per_sheet(self) -> int:
        return self.fronts.per_sheet

    def front_turn(self, slot: Slot) -> float:
        """A card lying on its side is drawn a quarter turn counter-clockwise."""
        return 90.0 if slot.trim.w > slot.trim.h else 0.0

    def back_turn(self, slot: Slot) -> float:
        return self.front_turn(slot) + 180.0

    @property
    def trim_block(self) -> Rect:
        """The cards' trim boxes on both halves."""
        return _union(self.fronts.trim_block, self.back_grid().trim_block)

    @property
    def bleed_block(self) -> Rect:
        return _union(self.fronts.bleed_block, self.back_grid().bleed_block)

    def back_grid(self) -> Grid:
        f = self.fronts
        return Grid(f.sheet, f.card, f.rows, f.cols, self.backs, f.bleed, f.gutter)

    def halves(self) -> tuple[Rect, Rect]:
        """The top half (fronts) and the bottom half (backs) of the sheet, split at the fold."""
        w, h = self.sheet.w, self.sheet.h
        return Rect(0, self.fold_y, w, h - self.fold_y), Rect(0, 0, w, self.fold_y)

    def marks(self, *, length: float, offset: float) -> list[Mark]:
        """Crop marks of both halves, each kept on its own side of the fold."""
        top, bottom = self.halves()
        return (crop_marks(self.fronts, length=length, offset=offset, area=top)
                + crop_marks(self.back_grid(), length=length, offset=offset, area=bottom))

    def unmarked(self, marks: list[Mark]) -> int:
        """How many cut lines of the two halves `marks` leave without a mark."""
        return len(missing_marks(self.fronts, marks)) + len(missing_marks(self.back_grid(), marks))


def _union(a: Rect, b: Rect) -> Rect:
    x0, y0 = min(a.x, b.x), min(a.y, b.y)
    return Rect(x0, y0, max(a.x1, b.x1) - x0, max(a.y1, b.y1) - y0)


def fold_sheet(paper: Size, card: Size, *, bleed: float = BLEED) -> FoldSheet:
    """The densest gutterfold arrangement of `card` on `paper`, portrait or landscape."""
    best = None
    for page in (paper.portrait(), paper.landscape()):
        # Half the sheet less the fold gap, and the paper edge's margin given back on the fold's
        # side: card_grid keeps MIN_EDGE round the block, and only the far side is a paper edge.
        half = Size(page.w, page.h / 2 - FOLD_GAP + MIN_EDGE)
        for grid in grid_options(half, card, bleed=bleed):
            fold = _placed(page, grid)
            marks = fold.marks(length=mm(4), offset=mm(1))
            key = (not fold.unmarked(marks), grid.per_sheet, grid.gutter, grid.card == card, page == paper)
            if best is None or key > best[0]:
                best = (key, fold)
    if best is None:
        raise ValueError(f"a {card.w:.0f}×{card.h:.0f} pt card does not fit half of a "
                         f"{paper.w:.0f}×{paper.h:.0f} pt sheet for gutterfold")
    return best[1]


def _placed(page: Size, grid: Grid) -> FoldSheet:
    """The half-sheet grid on the page: fronts against the fold gap, the spare paper at the outer
    edge (where marks and footers need their PRINTER_MARGIN), and their backs mirrored below
    the fold."""
    fold = page.h / 2
    fronts = shifted(grid, 0.0, fold + FOLD_GAP - grid.bleed_block.y, page)
    backs = tuple(Slot(s.index, s.row, s.col, mirror_rect(s.trim, page, "short"),
                       mirror_rect(s.paint, page, "short")) for s in fronts.slots)
    return FoldSheet(fronts, backs, fold)
