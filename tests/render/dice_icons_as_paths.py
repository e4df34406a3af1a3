"""The dice game's icons as they were drawn in Python paths before they became SVG files
(issue 13): the reference `test_svg_icons.py` compares the files with. When a designer changes
an icon on purpose, its reference here is removed (the test then only checks it renders)."""

from __future__ import annotations

import math

from printkit.render.icons._pen import grid, star_points


def arrow(c, x, y, size, ink, paper):
    """A bold arrow pointing up; callers rotate it to point north, east, south or west."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(50, 95), (90, 52), (64, 52), (64, 5), (36, 5), (36, 52), (10, 52)])


def merchant(c, x, y, size, ink, paper):
    """A market stall: striped scalloped awning on two posts, goods on the counter."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(12, 6, 6, 64)
        pen.rect(82, 6, 6, 64)
        pen.rect(6, 22, 88, 16, radius=2)
        pen.line([(6, 30), (94, 30)], 2, pen.paper, cap=0)
        for cx in (24, 38, 52):
            pen.circle(cx, 46, 7)
        pen.poly([(62, 39), (86, 39), (82, 52), (66, 52)])
        pen.poly([(6, 74), (14, 96), (86, 96), (94, 74)])
        stripe = 88 / 8
        for k in range(8):
            pen.sector(6 + stripe * (k + 0.5), 74, stripe / 2, 180, 180)
        for k in range(1, 8, 2):
            left = 6 + k * stripe
            top_left = 14 + k * 9
            pen.poly([(left + 1.2, 75), (left + stripe - 1.2, 75),
                      (top_left + 9 - 1.0, 93.5), (top_left + 1.0, 93.5)], pen.paper)
            pen.sector(left + stripe / 2, 75, stripe / 2 - 1.8, 180, 180, pen.paper)


def bonus(c, x, y, size, ink, paper):
    """A bonus: a five-pointed star with a paper star inside it."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly(star_points(50, 47, 48, 20))
        pen.poly(star_points(50, 47, 25, 10.5), pen.paper)
        pen.poly(star_points(50, 47, 16, 6.6))


def _cloth_point(u: float, v: float) -> tuple[float, float]:
    """A point of the waving flag: u runs from the pole (0) to the fly (1), v from bottom to top."""
    x = 19 + 75 * u
    wave = 5 * math.sin(2 * math.pi * u)
    return x, 46 + wave + 44 * v


def _cloth_patch(u0: float, u1: float, v0: float, v1: float, steps: int = 6) -> list:
    """The outline of the flag region between u0..u1 and v0..v1, following the wave."""
    bottom = [_cloth_point(u0 + (u1 - u0) * i / steps, v0) for i in range(steps + 1)]
    top = [_cloth_point(u1 - (u1 - u0) * i / steps, v1) for i in range(steps + 1)]
    return bottom + top


def end_square(c, x, y, size, ink, paper):
    """The finish: a checkered flag flying from a pole."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(12, 4, 7, 90, radius=3)
        pen.circle(15.5, 94, 4.5)
        pen.poly(_cloth_patch(0, 1, 0, 1, 24))
        columns, rows = 6, 4
        for col in range(columns):
            for row in range(rows):
                if (col + row) % 2:
                    pen.poly(_cloth_patch(col / columns, (col + 1) / columns,
                                          row / rows, (row + 1) / rows), pen.paper)


REFERENCES = {"arrow": arrow, "merchant": merchant, "bonus": bonus, "end-square": end_square}
