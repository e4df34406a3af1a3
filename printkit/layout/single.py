"""One card per page, for print shops: the card, its 3 mm bleed on every side and, round
them, room for crop marks on its four cut lines and the printer's margin. TrimBox is the card,
BleedBox the card and its bleed, so a shop's software trims by the boxes and a person by the
marks."""

from __future__ import annotations

from printkit.layout.geometry import BLEED, PRINTER_MARGIN, Rect, Size
from printkit.layout.imposition import Grid, Slot
from printkit.layout.production import MarkStyle


def slug(marks: MarkStyle = MarkStyle()) -> float:
    """The paper round the bleed: the marks' gap and length, and the printer's margin."""
    return marks.offset + marks.length + PRINTER_MARGIN


def single_page(card: Size, *, bleed: float = BLEED, marks: MarkStyle = MarkStyle()) -> Grid:
    """A one-slot grid: the upright card with `bleed` on every side, centred on a page with
    `slug(marks)` of paper round the bleed."""
    upright = card.portrait()
    edge = bleed + slug(marks)
    page = Size(upright.w + 2 * edge, upright.h + 2 * edge)
    trim = Rect(edge, edge, upright.w, upright.h)
    slot = Slot(0, 0, 0, trim, trim.inset(-bleed))
    return Grid(page, upright, 1, 1, (slot,), bleed, 0.0)
