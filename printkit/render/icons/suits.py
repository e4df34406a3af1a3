"""The four French card suits, drawn as precise left-right symmetric shapes for card corners.

Original vector drawings made for printkit (licence: same as the code). Each outline is built
from its left half and closed by its mirror image, so the figure is exactly symmetric about
the vertical centre line of its square.
"""

from __future__ import annotations

from . import icon
from ._pen import GridPen, grid


def symmetric_path(pen: GridPen, start, left_half):
    """A closed path: `left_half` (Bézier segments from `start`, ending on the axis), then its mirror.

    Each segment is (control1, control2, end); the mirror runs the same curves backwards on the
    other side of x = 50, so both halves meet on the axis at `start` and at the last end point.
    """
    p = pen.c.beginPath()
    p.moveTo(*start)
    for c1, c2, end in left_half:
        p.curveTo(*c1, *c2, *end)
    points = [start] + [seg[2] for seg in left_half]
    flip = lambda pt: (100.0 - pt[0], pt[1])  # noqa: E731
    for index in range(len(left_half) - 1, -1, -1):
        c1, c2, _ = left_half[index]
        p.curveTo(*flip(c2), *flip(c1), *flip(points[index]))
    p.close()
    return p


HEART_LEFT = (
    ((40, 22), (7, 42), (7, 66)),
    ((7, 82), (18, 92), (30, 92)),
    ((40, 92), (47, 86), (50, 77)),
)
SPADE_LEFT = (
    ((40, 78), (7, 62), (7, 40)),
    ((7, 27), (17, 19), (29, 19)),
    ((38, 19), (44, 24), (47.5, 31)),
    ((46, 20), (40, 11), (30, 7)),
    ((30, 7), (50, 7), (50, 7)),
)
DIAMOND_LEFT = (
    ((38, 78), (27, 63), (17, 50)),
    ((27, 37), (38, 22), (50, 6)),
)


def heart_path(pen: GridPen):
    """The heart outline on the 100-unit grid (reused by other icon sets)."""
    return symmetric_path(pen, (50, 10), HEART_LEFT)


@icon("suit-hearts")
def suit_hearts(c, x, y, size, ink, paper):
    """Hearts: two round lobes meeting in a dip, tapering to a point at the bottom."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.fill(heart_path(pen))


@icon("suit-spades")
def suit_spades(c, x, y, size, ink, paper):
    """Spades: an upside-down heart on a flared stem."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.fill(symmetric_path(pen, (50, 94), SPADE_LEFT))


@icon("suit-diamonds")
def suit_diamonds(c, x, y, size, ink, paper):
    """Diamonds: a tall lozenge with gently curved sides."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.fill(symmetric_path(pen, (50, 94), DIAMOND_LEFT))


@icon("suit-clubs")
def suit_clubs(c, x, y, size, ink, paper):
    """Clubs: three equal round leaves in a trefoil on a flared stem."""
    with grid(c, x, y, size, ink, paper) as pen:
        r = 19.5
        for cx, cy in ((50, 73.5), (29, 44), (71, 44)):
            pen.circle(cx, cy, r)
        pen.poly([(50, 73.5), (29, 44), (41, 35), (59, 35), (71, 44)])
        pen.fill(symmetric_path(pen, (50, 52), (
            ((47, 34), (43, 16), (30, 7)),
            ((30, 7), (50, 7), (50, 7)),
        )))
