"""Shapes shared by several icons: hands, a flag on its pole, a shield, a gear wheel.

Original vector drawings made for printkit (licence: same as the code); this module
registers no icon of its own. Each shape draws on the 100-unit grid of `_pen.grid`.
"""

from __future__ import annotations

from ._pen import GridPen, polar


def flat_hand(pen: GridPen) -> None:
    """A hand seen from the side, palm up and fingers pointing right, with its cuff.

    Occupies roughly x 0..62, y 0..30 of the grid; callers move, turn or mirror it.
    """
    pen.rect(0, 4, 11, 24, radius=2)
    p = pen.c.beginPath()
    p.moveTo(13, 6)
    p.lineTo(44, 6)
    p.curveTo(56, 6, 62, 9, 62, 14)
    p.curveTo(62, 19, 57, 21, 50, 21)
    p.lineTo(36, 21)
    p.curveTo(42, 23, 47, 26, 49, 29)
    p.curveTo(50, 32, 47, 34, 43, 33)
    p.curveTo(36, 31, 30, 28, 22, 27)
    p.lineTo(13, 27)
    p.close()
    pen.fill(p)
    pen.curve((33, 22.5), ((38, 23.5), (42, 25), (45, 27.5)), width=1.6, color=pen.paper)
    for ly in (11, 16):
        pen.line([(42, ly), (57, ly)], 1.8, pen.paper)


def cupped_hand(pen: GridPen) -> None:
    """The left one of two cupped hands held together, palm up, fingers to the outside."""
    p = pen.c.beginPath()
    p.moveTo(50, 6)
    p.curveTo(28, 6, 10, 18, 5, 40)
    p.curveTo(4, 46, 12, 48, 15, 43)
    p.curveTo(21, 30, 34, 24, 50, 24)
    p.close()
    pen.fill(p)
    thumb = pen.c.beginPath()
    thumb.moveTo(40, 24.5)
    thumb.curveTo(36, 32, 32, 35, 27, 35)
    thumb.curveTo(22, 35, 21, 30, 25, 28)
    thumb.close()
    pen.fill(thumb)
    for a, b in (((9, 32), (17, 30)), ((13, 24), (21, 23.5))):
        pen.line([a, b], 1.8, pen.paper)


def flag_on_pole(pen: GridPen, checkered: bool) -> None:
    """An upright pole with a waving flag to its right, on the 100-unit grid."""
    pen.rect(47, 4, 6, 88, radius=3)
    pen.circle(50, 93, 4)
    p = pen.c.beginPath()
    p.moveTo(53, 88)
    p.curveTo(63, 95, 73, 82, 86, 88)
    p.lineTo(86, 60)
    p.curveTo(73, 54, 63, 67, 53, 60)
    p.close()
    pen.fill(p)
    if checkered:
        for col in range(3):
            for row in range(2):
                if (col + row) % 2 == 0:
                    sx, sy = 56 + col * 10, 64 + row * 11 + (2 if col == 1 else 0)
                    pen.rect(sx, sy, 8, 9, pen.paper)
    else:
        pen.curve((58, 74), ((66, 79), (74, 70), (82, 74)), width=3.5, color=pen.paper)


def shield_path(pen: GridPen):
    """A heater shield outline, flat-topped with a curved point at the bottom."""
    p = pen.c.beginPath()
    p.moveTo(50, 95)
    p.curveTo(62, 88, 76, 86, 88, 86)
    p.lineTo(88, 52)
    p.curveTo(88, 28, 72, 12, 50, 4)
    p.curveTo(28, 12, 12, 28, 12, 52)
    p.lineTo(12, 86)
    p.curveTo(24, 86, 38, 88, 50, 95)
    p.close()
    return p


def gear(pen: GridPen, cx: float, cy: float, r: float, colour, hole) -> None:
    """A toothed gear wheel of outer radius `r` with a centre hole."""
    teeth = 8
    points = []
    for k in range(teeth):
        base = k * 360 / teeth
        for offset, radius in ((-13, r * 0.78), (-8, r), (8, r), (13, r * 0.78)):
            points.append(polar(cx, cy, radius, base + offset))
    pen.poly(points, colour)
    pen.circle(cx, cy, r * 0.36, hole)
