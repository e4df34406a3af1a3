"""Fill patterns that repeat a dataset colour without colour (DECISIONS.md: greyscale prints and
colour-blind players): stripes, dots, checks, waves and crosses, drawn as thin vector lines.

A pattern of one size and ink is drawn once per PDF as a form (render/forms.py): the eight
types of a colour share their band's pattern, and the dots behind the back are hundreds of discs.
"""

from __future__ import annotations

from math import cos, pi, sin

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render.forms import draw_shared
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

STEP = mm(3.2)


def draw_pattern(c: Canvas, name: str, area: Rect, ink: colors.Color) -> None:
    """Fill `area` with the named pattern in `ink`, clipped to the area."""
    try:
        draw = PATTERNS[name]
    except KeyError:
        raise KeyError(f"unknown pattern {name!r}; known: {', '.join(sorted(PATTERNS))}") from None
    key = ("pattern", name, ink.hexvala() if hasattr(ink, "hexvala") else str(ink))
    draw_shared(c, key, area, area, lambda c, box, _: _clipped_pattern(c, draw, box, ink))


def _clipped_pattern(c: Canvas, draw, area: Rect, ink: colors.Color) -> None:
    c.saveState()
    path = c.beginPath()
    path.rect(area.x, area.y, area.w, area.h)
    c.clipPath(path, stroke=0, fill=0)
    stroke_colour(c, ink)
    fill_colour(c, ink)
    line_width(c, 0.9)
    draw(c, area)
    c.restoreState()


def _stripes(c: Canvas, area: Rect) -> None:
    """Diagonal lines rising to the right."""
    x = area.x - area.h
    while x < area.x1:
        c.line(x, area.y, x + area.h, area.y1)
        x += STEP


def _unit_circle() -> list[tuple[float, ...]]:
    """A circle of radius 1 as four Bézier quarters (the curves reportlab's circle() draws)."""
    kappa = 4 / 3 * (1 - cos(pi / 4)) / sin(pi / 4)
    quarters = []
    for i in range(4):
        a0, a1 = i * pi / 2, (i + 1) * pi / 2
        quarters.append((cos(a0) - kappa * sin(a0), sin(a0) + kappa * cos(a0),
                         cos(a1) + kappa * sin(a1), sin(a1) - kappa * cos(a1), cos(a1), sin(a1)))
    return quarters


UNIT_CIRCLE = _unit_circle()


def _dots(c: Canvas, area: Rect) -> None:
    """Dots on a staggered grid, as one filled path (one fill instead of one per dot)."""
    r = STEP * 0.2
    path = c.beginPath()
    for row in range(int(area.h / STEP) + 2):
        offset = STEP / 2 if row % 2 else 0.0
        for col in range(int(area.w / STEP) + 2):
            x, y = area.x + offset + col * STEP, area.y + row * STEP
            path.moveTo(x + r, y)
            for x1, y1, x2, y2, x3, y3 in UNIT_CIRCLE:
                path.curveTo(x + r * x1, y + r * y1, x + r * x2, y + r * y2, x + r * x3, y + r * y3)
            path.close()
    c.drawPath(path, stroke=0, fill=1)


def _checks(c: Canvas, area: Rect) -> None:
    """A chequerboard of small squares."""
    side = STEP * 0.8
    for row in range(int(area.h / side) + 1):
        for col in range(int(area.w / side) + 1):
            if (row + col) % 2 == 0:
                c.rect(area.x + col * side, area.y + row * side, side, side, stroke=0, fill=1)


def _waves(c: Canvas, area: Rect) -> None:
    """Horizontal waves."""
    amp = STEP * 0.28
    y = area.y + STEP / 2
    while y < area.y1 + STEP:
        p = c.beginPath()
        p.moveTo(area.x, y)
        x = area.x
        while x < area.x1:
            p.curveTo(x + STEP / 3, y + amp, x + 2 * STEP / 3, y - amp, x + STEP, y)
            x += STEP
        c.drawPath(p, stroke=1, fill=0)
        y += STEP


def _cross(c: Canvas, area: Rect) -> None:
    """Small plus signs on a grid."""
    arm = STEP * 0.3
    for row in range(int(area.h / STEP) + 2):
        for col in range(int(area.w / STEP) + 2):
            x, y = area.x + col * STEP, area.y + row * STEP
            c.line(x - arm, y, x + arm, y)
            c.line(x, y - arm, x, y + arm)


PATTERNS = {"stripes": _stripes, "dots": _dots, "checks": _checks, "waves": _waves, "cross": _cross}
