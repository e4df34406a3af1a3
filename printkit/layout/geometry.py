"""Rectangles and paper sizes, in points, origin at the bottom-left (PDF convention)."""

from __future__ import annotations

from typing import NamedTuple

from printkit.units import mm


class Rect(NamedTuple):
    """An axis-aligned rectangle: x, y of the bottom-left corner, width, height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def x1(self) -> float:
        return self.x + self.w

    @property
    def y1(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> "Rect":
        """Shrink by d on every side (grow with a negative d)."""
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def box(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1), the 4-tuple PDF boxes take."""
        return (self.x, self.y, self.x1, self.y1)

    def contains(self, other: "Rect", tol: float = 1e-6) -> bool:
        return (other.x >= self.x - tol and other.y >= self.y - tol
                and other.x1 <= self.x1 + tol and other.y1 <= self.y1 + tol)

    def overlaps(self, other: "Rect", tol: float = 1e-6) -> bool:
        return (self.x < other.x1 - tol and other.x < self.x1 - tol
                and self.y < other.y1 - tol and other.y < self.y1 - tol)


class Size(NamedTuple):
    """A width and a height, in points."""

    w: float
    h: float

    def landscape(self) -> "Size":
        return Size(max(self.w, self.h), min(self.w, self.h))

    def portrait(self) -> "Size":
        return Size(min(self.w, self.h), max(self.w, self.h))


PAPERS: dict[str, Size] = {
    "a4": Size(mm(210), mm(297)),
    "a3": Size(mm(297), mm(420)),
    "letter": Size(612.0, 792.0),
    "a5": Size(mm(148), mm(210)),
}

# Poker-size playing cards, the size every game's cards use unless its deck says otherwise.
POKER = Size(mm(63), mm(88))
BLEED = mm(3)
# The safe zone: everything that must survive the cut (text, playing-card indexes,
# icons that carry meaning) stays this far inside the trim. Cutters, guillotines and scissors
# miss by up to a millimetre or two, and on A4 neighbouring cards share their cut lines.
SAFE = mm(3)
# Printers cannot print to the edge: keep everything inside this margin.
PRINTER_MARGIN = mm(5)


def paper(name: str) -> Size:
    """A paper size by name; KeyError for an unknown name (the CLI restricts the choice)."""
    return PAPERS[name]
