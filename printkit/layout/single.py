"""One card per page, for print shops: the page is the card plus its bleed on every side,
the TrimBox is the card and the BleedBox the whole page (issue 8: 3 mm bleed)."""

from __future__ import annotations

from printkit.layout.geometry import BLEED, Rect, Size
from printkit.layout.imposition import Grid, Slot


def single_page(card: Size, *, bleed: float = BLEED) -> Grid:
    """A one-slot grid whose sheet is the upright card grown by `bleed`."""
    upright = card.portrait()
    page = Size(upright.w + 2 * bleed, upright.h + 2 * bleed)
    trim = Rect(bleed, bleed, upright.w, upright.h)
    slot = Slot(0, 0, 0, trim, Rect(0, 0, page.w, page.h))
    return Grid(page, upright, 1, 1, (slot,), bleed, 0.0)
