"""Rounded rectangles and circles whose path is built once per process for each geometry.

A card kind's panel, a board's panel frame, a ledger's pin holes and a die's pips come back with
the same geometry in every form and kit document that draws them: a few hundred shapes of about
a hundred geometries in all the kits. Each is a path of Bézier curves worked out and its numbers
formatted; here the operators of each geometry are made once, by reportlab's own path object
(`PDFPathObject`), and written again through the canvas's public `addLiteral`, followed by the
operator that strokes and/or fills them (even-odd: for these simple closed shapes either rule
paints the same).

A --ink saver canvas draws shapes its own way (outlines instead of fills: render/ink.py), so it
gets the canvas's own call.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, PATH_OPS, Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from printkit.render.ink import is_saver
from printkit.render.placing import clip_ops

_PATHS: dict[tuple, str] = {}
_KEPT = 4096     # geometries kept; a process drawing more starts again from none


def round_rect(c: Canvas, x: float, y: float, width: float, height: float, radius: float, *,
               stroke: int = 1, fill: int = 0) -> None:
    """`c.roundRect(x, y, width, height, radius, stroke=stroke, fill=fill)`."""
    if is_saver(c):
        c.roundRect(x, y, width, height, radius, stroke=stroke, fill=fill)
        return
    key = ("round_rect", x, y, width, height, radius)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.roundRect(x, y, width, height, radius))
    c.addLiteral(f"{path}\n{paint_op(stroke, fill)}")


def clip_round_rect(c: Canvas, x: float, y: float, width: float, height: float, radius: float) -> None:
    """Clip to a rounded rectangle (the caller saves and restores the state)."""
    key = ("round_rect", x, y, width, height, radius)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.roundRect(x, y, width, height, radius))
    c.addLiteral(clip_ops(path))


def circle(c: Canvas, x: float, y: float, r: float, *, stroke: int = 1, fill: int = 0) -> None:
    """`c.circle(x, y, r, stroke=stroke, fill=fill)`."""
    if is_saver(c):
        c.circle(x, y, r, stroke=stroke, fill=fill)
        return
    key = ("circle", x, y, r)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.circle(x, y, r))
    c.addLiteral(f"{path}\n{paint_op(stroke, fill)}")


def paint_op(stroke: int, fill: int) -> str:
    """The operator that strokes and/or fills the current path."""
    return PATH_OPS[stroke, fill, FILL_EVEN_ODD]


def rect_op(x: float, y: float, width: float, height: float, *, stroke: int = 1, fill: int = 0) -> str:
    """A rectangle's path and its painting operator, for a literal (a canvas that paints shapes
    its own way, --ink saver, must be given its own call)."""
    return f"n {fp_str(x, y, width, height)} re {paint_op(stroke, fill)}"


def rects(c: Canvas, boxes: tuple[tuple[float, float, float, float], ...], *, stroke: int = 1, fill: int = 0) -> None:
    """`c.rect(x, y, w, h, stroke=stroke, fill=fill)` for each (x, y, w, h) of `boxes`, in order:
    a grid of boxes drawn again in every PDF (a dice sheet's 64 face boxes) is formatted once."""
    if is_saver(c):
        for x, y, w, h in boxes:
            c.rect(x, y, w, h, stroke=stroke, fill=fill)
        return
    key = ("rects", boxes, stroke, fill)
    found = _PATHS.get(key)
    if found is None:
        if len(_PATHS) >= _KEPT:
            _PATHS.clear()
        found = _PATHS[key] = "\n".join(rect_op(x, y, w, h, stroke=stroke, fill=fill) for x, y, w, h in boxes)
    c.addLiteral(found)


def _made(key: tuple, build) -> str:
    """The operators reportlab's path object writes for `build`."""
    path = PDFPathObject()
    build(path)
    if len(_PATHS) >= _KEPT:
        _PATHS.clear()
    made = _PATHS[key] = path.getCode()
    return made
