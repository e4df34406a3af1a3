"""Drawing helpers shared by the icon modules: a 100-unit grid and a few path primitives.

Every icon is designed on a 100 x 100 grid whose origin is the bottom-left corner of its square;
`grid()` maps that grid onto the square (x, y, size) of the canvas, so shapes and stroke widths
scale together. Filled shapes use the ink colour unless told otherwise; details are cut out by
drawing over them in the paper colour.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from typing import Iterator, Sequence

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

Point = tuple[float, float]
GRID = 100.0


class GridPen:
    """Draws filled and stroked shapes on the 100-unit grid in `ink` (default) or `paper`: the
    icon modules' own tool, inside a form or a saved state (games draw with render/draw.py's Pen)."""

    def __init__(self, c: Canvas, ink: colors.Color, paper: colors.Color) -> None:
        self.c = c
        self.ink = ink
        self.paper = paper

    # -- filled shapes -------------------------------------------------------------------
    def fill(self, path, color: colors.Color | None = None, *, even_odd: bool = False) -> None:
        """Fill a path built with `self.c.beginPath()`."""
        self.c.setFillColor(color or self.ink)
        self.c.drawPath(path, fill=1, stroke=0, fillMode=0 if even_odd else 1)

    def fill_with_halo(self, path, halo: float) -> None:
        """Fill `path` in ink over a paper rim `halo` wide, parting it from what lies beneath."""
        self.c.setStrokeColor(self.paper)
        self.c.setLineWidth(2 * halo)
        self.c.setLineJoin(1)
        self.c.drawPath(path, stroke=1, fill=0)
        self.fill(path)

    def poly(self, points: Sequence[Point], color: colors.Color | None = None) -> None:
        """Fill the closed polygon through `points`."""
        p = self.c.beginPath()
        p.moveTo(*points[0])
        for pt in points[1:]:
            p.lineTo(*pt)
        p.close()
        self.fill(p, color)

    def circle(self, cx: float, cy: float, r: float, color: colors.Color | None = None) -> None:
        """Fill a disc."""
        p = self.c.beginPath()
        p.circle(cx, cy, r)
        self.fill(p, color)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float,
                color: colors.Color | None = None) -> None:
        """Fill an ellipse given its centre and half-axes."""
        p = self.c.beginPath()
        p.ellipse(cx - rx, cy - ry, 2 * rx, 2 * ry)
        self.fill(p, color)

    def rect(self, x: float, y: float, w: float, h: float, color: colors.Color | None = None,
             radius: float = 0.0) -> None:
        """Fill a rectangle, rounded when `radius` > 0."""
        p = self.c.beginPath()
        if radius:
            p.roundRect(x, y, w, h, radius)
        else:
            p.rect(x, y, w, h)
        self.fill(p, color)

    def ring(self, cx: float, cy: float, r_out: float, r_in: float,
             color: colors.Color | None = None) -> None:
        """Fill an annulus (the hole stays transparent, whatever lies beneath shows)."""
        p = self.c.beginPath()
        p.circle(cx, cy, r_out)
        p.circle(cx, cy, r_in)
        self.fill(p, color, even_odd=True)

    def sector(self, cx: float, cy: float, r: float, start: float, extent: float,
               color: colors.Color | None = None) -> None:
        """Fill a pie slice; angles in degrees, counter-clockwise from east."""
        p = self.c.beginPath()
        p.moveTo(cx, cy)
        p.arcTo(cx - r, cy - r, cx + r, cy + r, start, extent)
        p.close()
        self.fill(p, color)

    # -- strokes -------------------------------------------------------------------------
    def _stroke_style(self, width: float, color: colors.Color | None, cap: int) -> None:
        self.c.setStrokeColor(color or self.ink)
        self.c.setLineWidth(width)
        self.c.setLineCap(cap)
        self.c.setLineJoin(1)

    def line(self, points: Sequence[Point], width: float, color: colors.Color | None = None,
             cap: int = 1) -> None:
        """Stroke an open polyline (round caps and joins unless `cap` says otherwise)."""
        self._stroke_style(width, color, cap)
        p = self.c.beginPath()
        p.moveTo(*points[0])
        for pt in points[1:]:
            p.lineTo(*pt)
        self.c.drawPath(p, stroke=1, fill=0)

    def curve(self, start: Point, *segments: tuple[Point, Point, Point], width: float,
              color: colors.Color | None = None, cap: int = 1) -> None:
        """Stroke a chain of cubic Bézier segments, each given as (control1, control2, end)."""
        self._stroke_style(width, color, cap)
        p = self.c.beginPath()
        p.moveTo(*start)
        for c1, c2, end in segments:
            p.curveTo(*c1, *c2, *end)
        self.c.drawPath(p, stroke=1, fill=0)

    def arc(self, cx: float, cy: float, r: float, start: float, extent: float, width: float,
            color: colors.Color | None = None, cap: int = 1) -> None:
        """Stroke a circular arc; angles in degrees, counter-clockwise from east."""
        self._stroke_style(width, color, cap)
        p = self.c.beginPath()
        p.arc(cx - r, cy - r, cx + r, cy + r, start, extent)
        self.c.drawPath(p, stroke=1, fill=0)

    def arc_ellipse(self, cx: float, cy: float, rx: float, ry: float, start: float,
                    extent: float, width: float, color: colors.Color | None = None,
                    cap: int = 0) -> None:
        """Stroke an arc of the ellipse centred on (cx, cy) with half-axes rx, ry."""
        self._stroke_style(width, color, cap)
        p = self.c.beginPath()
        p.arc(cx - rx, cy - ry, cx + rx, cy + ry, start, extent)
        self.c.drawPath(p, stroke=1, fill=0)

    def outline(self, path, width: float, color: colors.Color | None = None) -> None:
        """Stroke a closed path built with `self.c.beginPath()` (round joins)."""
        self._stroke_style(width, color, 0)
        self.c.drawPath(path, stroke=1, fill=0)

    def outline_round_rect(self, x: float, y: float, w: float, h: float, radius: float,
                           width: float, color: colors.Color | None = None) -> None:
        """Stroke the outline of a rounded rectangle."""
        self._stroke_style(width, color, 1)
        self.c.roundRect(x, y, w, h, radius, stroke=1, fill=0)

    @contextmanager
    def clipped(self, path) -> Iterator["GridPen"]:
        """Restrict drawing to the inside of `path` for the block."""
        self.c.saveState()
        self.c.clipPath(path, stroke=0, fill=0)
        try:
            yield self
        finally:
            self.c.restoreState()

    # -- placement -----------------------------------------------------------------------
    @contextmanager
    def turned(self, degrees: float, cx: float = 50.0, cy: float = 50.0) -> Iterator["GridPen"]:
        """Rotate the grid by `degrees` (counter-clockwise) around (cx, cy) for the block."""
        self.c.saveState()
        self.c.translate(cx, cy)
        self.c.rotate(degrees)
        self.c.translate(-cx, -cy)
        try:
            yield self
        finally:
            self.c.restoreState()

    @contextmanager
    def flipped(self, axis: float = 50.0) -> Iterator["GridPen"]:
        """Mirror the grid left-right about the vertical line x = `axis` for the block."""
        self.c.saveState()
        self.c.translate(2 * axis, 0)
        self.c.scale(-1, 1)
        try:
            yield self
        finally:
            self.c.restoreState()

    @contextmanager
    def placed(self, dx: float, dy: float, scale: float = 1.0) -> Iterator["GridPen"]:
        """Shift the grid by (dx, dy) and scale it about its origin for the block."""
        self.c.saveState()
        self.c.translate(dx, dy)
        self.c.scale(scale, scale)
        try:
            yield self
        finally:
            self.c.restoreState()


@contextmanager
def grid(c: Canvas, x: float, y: float, size: float,
         ink: colors.Color, paper: colors.Color) -> Iterator[GridPen]:
    """Map the 100-unit design grid onto the square (x, y, size) for the block."""
    c.saveState()
    c.translate(x, y)
    c.scale(size / GRID, size / GRID)
    try:
        yield GridPen(c, ink, paper)
    finally:
        c.restoreState()


def mirrored(half: Sequence[Point], axis: float = 50.0) -> list[Point]:
    """Close a left-right symmetric outline: `half` runs down one side, its mirror comes back."""
    back = [(2 * axis - px, py) for px, py in reversed(half)]
    return list(half) + back


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    """The point at distance `r` from (cx, cy) in direction `degrees` (counter-clockwise from east)."""
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def star_points(cx: float, cy: float, r_out: float, r_in: float, tips: int = 5,
                start: float = 90.0) -> list[Point]:
    """Vertices of a regular star with `tips` points, the first pointing at `start` degrees."""
    step = 180.0 / tips
    return [polar(cx, cy, r_out if i % 2 == 0 else r_in, start + i * step)
            for i in range(2 * tips)]
