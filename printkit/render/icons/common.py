"""Icons shared by several games: the die and the coin.

Original vector drawings made for printkit (licence: same as the code). Shapes are designed on
the 100-unit grid of `_pen.grid`; `coin_face` and `coin_stack` are reused by other icon sets.
"""

from __future__ import annotations

from . import icon
from ._pen import GridPen, grid

PIPS_FIVE = ((28, 28), (72, 28), (50, 50), (28, 72), (72, 72))


@icon("die")
def die(c, x, y, size, ink, paper):
    """A six-sided die seen face-on, showing five pips."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(7, 7, 86, 86, radius=17)
        pen.outline_round_rect(13, 13, 74, 74, 12, 2.2, pen.paper)
        for px, py in PIPS_FIVE:
            pen.circle(px, py, 8.5, pen.paper)


def _dollar(pen: GridPen, colour) -> None:
    """A bold currency sign (an S crossed by a bar) centred on (50, 50)."""
    pen.line([(50, 22), (50, 78)], 6, colour, cap=0)
    pen.arc(50, 59.5, 10.5, 35, 235, 7, colour, cap=0)
    pen.arc(50, 40.5, 10.5, 90, -235, 7, colour, cap=0)


def coin_face(pen: GridPen, cx: float, cy: float, r: float) -> None:
    """A coin seen face-on, radius `r`, centred on (cx, cy): rim, inner ring, currency sign."""
    scale = r / 44.0
    with pen.placed(cx - 50 * scale, cy - 50 * scale, scale):
        pen.circle(50, 50, 44)
        pen.ring(50, 50, 38, 34.5, pen.paper)
        _dollar(pen, pen.paper)


def coin_stack(pen: GridPen, cx: float, bottom: float, rx: float, count: int) -> None:
    """`count` coins seen edge-on, stacked upwards from `bottom`, each `rx` wide at half."""
    ry, thick = rx * 0.36, rx * 0.34
    base = bottom + ry
    top = base + count * thick
    pen.ellipse(cx, base, rx, ry)
    pen.rect(cx - rx, base, 2 * rx, count * thick)
    pen.ellipse(cx, top, rx, ry)
    for k in range(1, count + 1):
        pen.arc_ellipse(cx, base + k * thick, rx, ry, 180, 180, max(1.6, rx * 0.07), pen.paper)
    pen.arc_ellipse(cx, top, rx * 0.72, ry * 0.66, 0, 360, max(1.6, rx * 0.07), pen.paper)


@icon("coin")
def coin(c, x, y, size, ink, paper):
    """A single coin seen face-on."""
    with grid(c, x, y, size, ink, paper) as pen:
        coin_face(pen, 50, 50, 44)
