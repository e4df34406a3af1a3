"""Fill patterns that repeat a dataset colour without colour (DECISIONS.md: greyscale prints and
colour-blind players): stripes, dots, checks, waves and crosses, drawn as thin vector lines.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.units import mm

STEP = mm(3.2)


def draw_pattern(c: Canvas, name: str, area: Rect, ink: colors.Color) -> None:
    """Fill `area` with the named pattern in `ink`, clipped to the area."""
    try:
        draw = PATTERNS[name]
    except KeyError:
        raise KeyError(f"unknown pattern {name!r}; known: {', '.join(sorted(PATTERNS))}") from None
    c.saveState()
    path = c.beginPath()
    path.rect(area.x, area.y, area.w, area.h)
    c.clipPath(path, stroke=0, fill=0)
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(0.9)
    draw(c, area)
    c.restoreState()


def _stripes(c: Canvas, area: Rect) -> None:
    """Diagonal lines rising to the right."""
    x = area.x - area.h
    while x < area.x1:
        c.line(x, area.y, x + area.h, area.y1)
        x += STEP


def _dots(c: Canvas, area: Rect) -> None:
    """Dots on a staggered grid."""
    for row in range(int(area.h / STEP) + 2):
        offset = STEP / 2 if row % 2 else 0.0
        for col in range(int(area.w / STEP) + 2):
            c.circle(area.x + offset + col * STEP, area.y + row * STEP, STEP * 0.2, stroke=0, fill=1)


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
