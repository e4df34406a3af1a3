"""Where a sheet's footer goes (kit · component · sheet number): in the paper left around the
block of cards, at least PRINTER_MARGIN from the paper's edge (home printers lose 3–5 mm there),
clear of every card's bleed, and between the cut lines so no crop mark runs through it.
Pure geometry.

The bottom margin is tried first, then the top, then the sides (text turned a quarter); along a
margin, the widest stretch between two cut lines (nearest the middle among equals). A sheet whose
margins are all too narrow gets no footer, and says so (`None`).
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.layout.geometry import PRINTER_MARGIN, Rect, Size


class Spot(NamedTuple):
    """A footer's box: centre of its baseline side, the length along the text, and the turn."""

    x: float
    y: float
    length: float
    angle: float    # 0: reads left to right along the bottom or top; 90: bottom to top


def _stretches(low: float, high: float, cuts: list[float]) -> list[tuple[float, float]]:
    points = sorted({low, high, *(c for c in cuts if low < c < high)})
    return list(zip(points, points[1:]))


def _widest(stretches: list[tuple[float, float]], middle: float) -> tuple[float, float]:
    return max(stretches, key=lambda s: (round(s[1] - s[0], 3), -abs((s[0] + s[1]) / 2 - middle)))


def footer_spot(sheet: Size, block: Rect, cuts_x: list[float], cuts_y: list[float], *,
                height: float, gap: float, clearance: float = 0.0) -> Spot | None:
    """A box `height` high for the footer, outside `block` (the bleed of every card) by `gap`,
    inside the printable area, with `clearance` kept from each cut line; None if none fits."""
    low, top = PRINTER_MARGIN, sheet.h - PRINTER_MARGIN
    left, right = PRINTER_MARGIN, sheet.w - PRINTER_MARGIN
    if block.y - gap - low >= height:
        a, b = _widest(_stretches(left, right, cuts_x), sheet.w / 2)
        return Spot((a + b) / 2, low, b - a - 2 * clearance, 0.0)
    if top - (block.y1 + gap) >= height:
        a, b = _widest(_stretches(left, right, cuts_x), sheet.w / 2)
        return Spot((a + b) / 2, top - height, b - a - 2 * clearance, 0.0)
    for x in (left + height, right):   # the baseline side of text turned a quarter
        room = block.x - gap - left if x == left + height else right - (block.x1 + gap)
        if room >= height:
            a, b = _widest(_stretches(low, top, cuts_y), sheet.h / 2)
            return Spot(x, (a + b) / 2, b - a - 2 * clearance, 90.0)
    return None
