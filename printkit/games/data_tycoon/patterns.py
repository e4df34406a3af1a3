"""Fill patterns that repeat a dataset colour without colour (DECISIONS.md: greyscale prints and
colour-blind players): stripes, dots, checks, waves and crosses, drawn as thin vector lines.

A pattern of one size and ink is drawn once per PDF as a form: the eight types of a colour share
their band's pattern, and the dots behind the back are hundreds of discs.
"""

from __future__ import annotations

from math import cos, pi, sin

from printkit.layout.geometry import Rect
from printkit.render.draw import Colour, Path, Pen
from printkit.units import mm

STEP = mm(3.2)
LINE = 0.9      # pt: a pattern's lines


def draw_pattern(pen: Pen, name: str, area: Rect, ink: Colour) -> None:
    """Fill `area` with the named pattern in `ink`, clipped to the area."""
    try:
        draw = PATTERNS[name]
    except KeyError:
        raise KeyError(f"unknown pattern {name!r}; known: {', '.join(sorted(PATTERNS))}") from None
    key = ("pattern", name, ink.hexvala() if hasattr(ink, "hexvala") else str(ink))
    pen.shared(key, area, area, lambda p, box, _: _clipped_pattern(p, draw, box, ink))


def _clipped_pattern(pen: Pen, draw, area: Rect, ink: Colour) -> None:
    with pen.clipped(area):
        draw(pen, area, ink)


def _stripes(pen: Pen, area: Rect, ink: Colour) -> None:
    """Diagonal lines rising to the right."""
    lines = []
    x = area.x - area.h
    while x < area.x1:
        lines.append((x, area.y, x + area.h, area.y1))
        x += STEP
    pen.lines(lines, stroke=ink, width=LINE)


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


def _dots(pen: Pen, area: Rect, ink: Colour) -> None:
    """Dots on a staggered grid, as one filled path (one fill instead of one per dot)."""
    r = STEP * 0.2
    path = Path()
    for row in range(int(area.h / STEP) + 2):
        offset = STEP / 2 if row % 2 else 0.0
        for col in range(int(area.w / STEP) + 2):
            x, y = area.x + offset + col * STEP, area.y + row * STEP
            path.move_to(x + r, y)
            for x1, y1, x2, y2, x3, y3 in UNIT_CIRCLE:
                path.curve_to(x + r * x1, y + r * y1, x + r * x2, y + r * y2, x + r * x3, y + r * y3)
            path.close()
    pen.path(path, fill=ink)


def _checks(pen: Pen, area: Rect, ink: Colour) -> None:
    """A chequerboard of small squares."""
    side = STEP * 0.8
    pen.boxes([Rect(area.x + col * side, area.y + row * side, side, side)
               for row in range(int(area.h / side) + 1) for col in range(int(area.w / side) + 1)
               if (row + col) % 2 == 0], fill=ink)


def _waves(pen: Pen, area: Rect, ink: Colour) -> None:
    """Horizontal waves."""
    amp = STEP * 0.28
    rows = Path()
    y = area.y + STEP / 2
    while y < area.y1 + STEP:
        rows.move_to(area.x, y)
        x = area.x
        while x < area.x1:
            rows.curve_to(x + STEP / 3, y + amp, x + 2 * STEP / 3, y - amp, x + STEP, y)
            x += STEP
        y += STEP
    pen.path(rows, stroke=ink, width=LINE)


def _cross(pen: Pen, area: Rect, ink: Colour) -> None:
    """Small plus signs on a grid: their bars across, then their bars down (each stroke on its own,
    so the middle of a plus is inked by both)."""
    arm = STEP * 0.3
    centres = [(area.x + col * STEP, area.y + row * STEP)
               for row in range(int(area.h / STEP) + 2) for col in range(int(area.w / STEP) + 2)]
    pen.lines([(x - arm, y, x + arm, y) for x, y in centres], stroke=ink, width=LINE)
    pen.lines([(x, y - arm, x, y + arm) for x, y in centres], stroke=ink, width=LINE)


PATTERNS = {"stripes": _stripes, "dots": _dots, "checks": _checks, "waves": _waves, "cross": _cross}
