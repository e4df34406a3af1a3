"""Paths: the shapes render/draw.py's `Pen` draws, as the operators reportlab writes for them.

A card kind's panel, a board's panel frame, a ledger's pin holes and a die's pips come back with
the same geometry in every form and kit document that draws them: a few hundred shapes of about
a hundred geometries in all the kits. A rounded rectangle or a circle is a path of Bézier curves
worked out and its numbers formatted; here each geometry's operators are made once per process,
by reportlab's own path object (`PDFPathObject`), and handed out as text.

`Path` is a path a game builds (an arrow, a net's faces, a row of waves): reportlab's path
object under names of printkit's, its operators made once however often it is drawn.
"""

from __future__ import annotations

from typing import Iterable

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, PATH_OPS
from reportlab.pdfgen.pathobject import PDFPathObject

_PATHS: dict[tuple, str] = {}
_KEPT = 4096     # geometries kept; a process drawing more starts again from none

Point = tuple[float, float]
Box = tuple[float, float, float, float]     # x, y, width, height


def rect_path(x: float, y: float, width: float, height: float) -> str:
    """A rectangle's path, as the canvas's `rect` writes it."""
    return f"n {fp_str(x, y, width, height)} re"


def round_rect_path(x: float, y: float, width: float, height: float, radius: float) -> str:
    """A rounded rectangle's path (the curves the canvas's `roundRect` draws)."""
    key = ("round_rect", x, y, width, height, radius)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.roundRect(x, y, width, height, radius))
    return path


def circle_path(x: float, y: float, r: float) -> str:
    """A circle's path (the curves the canvas's `circle` draws)."""
    key = ("circle", x, y, r)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.circle(x, y, r))
    return path


def rects_ops(boxes: tuple[Box, ...], stroke: int, fill: int) -> str:
    """Each box's path and painting operator, in order: a grid of boxes drawn again in every PDF
    (a dice sheet's 64 face boxes) is formatted once."""
    key = ("rects", boxes, stroke, fill)
    found = _PATHS.get(key)
    if found is None:
        _room()
        found = _PATHS[key] = "\n".join(rect_op(x, y, w, h, stroke=stroke, fill=fill) for x, y, w, h in boxes)
    return found


def paint_op(stroke: int, fill: int) -> str:
    """The operator that strokes and/or fills the current path (even-odd, as the canvas fills)."""
    return PATH_OPS[stroke, fill, FILL_EVEN_ODD]


def rect_op(x: float, y: float, width: float, height: float, *, stroke: int = 1, fill: int = 0) -> str:
    """A rectangle's path and its painting operator, for a literal (a canvas that paints shapes
    its own way, --ink saver, must be given its own call)."""
    return f"{rect_path(x, y, width, height)} {paint_op(stroke, fill)}"


def segments_path(segments: Iterable[Box]) -> str:
    """Straight lines (x0, y0, x1, y1), as the canvas's `lines` writes them."""
    return "\n".join(["n", *(f"{fp_str(x0, y0)} m {fp_str(x1, y1)} l" for x0, y0, x1, y1 in segments)])


class Path:
    """A path of straight lines and Bézier curves, one or more closed or open parts, built once
    and drawn as often as needed (`Pen.path`). Each call adds to it and returns it, so a path
    reads as one expression: `Path().move_to(0, 0).line_to(10, 0).line_to(5, 8).close()`."""

    __slots__ = ("_path", "_code")

    def __init__(self) -> None:
        self._path = PDFPathObject()
        self._code: str | None = None

    @classmethod
    def polygon(cls, points: Iterable[Point]) -> "Path":
        """The closed polygon through `points`."""
        path = cls()
        first, *rest = points
        path.move_to(*first)
        for point in rest:
            path.line_to(*point)
        return path.close()

    def move_to(self, x: float, y: float) -> "Path":
        """Start a new part at (x, y)."""
        return self._added(self._path.moveTo, x, y)

    def line_to(self, x: float, y: float) -> "Path":
        """A straight line to (x, y)."""
        return self._added(self._path.lineTo, x, y)

    def curve_to(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> "Path":
        """A cubic Bézier curve to (x3, y3), pulled towards (x1, y1) and (x2, y2)."""
        return self._added(self._path.curveTo, x1, y1, x2, y2, x3, y3)

    def circle(self, x: float, y: float, r: float) -> "Path":
        """A whole circle as a part of its own."""
        return self._added(self._path.circle, x, y, r)

    def close(self) -> "Path":
        """Close the current part with a straight line back to its start."""
        return self._added(self._path.close)

    def _added(self, step, *numbers: float) -> "Path":
        step(*numbers)
        self._code = None
        return self

    def code(self) -> str:
        """The path's operators (made the first time, kept while nothing is added)."""
        if self._code is None:
            self._code = self._path.getCode()
        return self._code

    def reportlab_path(self) -> PDFPathObject:
        """The path as reportlab's canvas draws it (render/ only: a --ink saver canvas must be
        given its own `drawPath`)."""
        return self._path


def _room() -> None:
    if len(_PATHS) >= _KEPT:
        _PATHS.clear()


def _made(key: tuple, build) -> str:
    """The operators reportlab's path object writes for `build`."""
    path = PDFPathObject()
    build(path)
    _room()
    made = _PATHS[key] = path.getCode()
    return made
