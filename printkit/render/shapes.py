"""Rounded rectangles and circles whose path is built once per process for each geometry.

A card kind's panel, a board's panel frame, a ledger's pin holes and a die's pips come back with
the same geometry in every form and kit document that draws them: `build --all` asked reportlab
for 515 rounded rectangles and 426 circles, of 103 and 134 different geometries. Each is a path
of Bézier curves worked out and its numbers formatted (`pdfgen.pdfgeom.bezierArc`, nine to
thirteen `fp_str` calls); here the operators of each geometry are made once, by reportlab's own
path object, and written again as they are. What the canvas receives is what `Canvas.roundRect`
and `Canvas.circle` give it, byte for byte (tests/render/test_shapes.py compares them): the path,
then the painting operator for the canvas's fill mode.

Canvases that change how shapes are painted (--ink saver draws outlines: render/ink.py) get the
canvas's own call.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import PATH_OPS, Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from printkit.render.placing import clip_ops

_PATHS: dict[tuple, str] = {}
_KEPT = 4096     # geometries kept; a process drawing more starts again from none


def round_rect(c: Canvas, x: float, y: float, width: float, height: float, radius: float, *,
               stroke: int = 1, fill: int = 0) -> None:
    """`c.roundRect(x, y, width, height, radius, stroke=stroke, fill=fill)`."""
    if type(c) is not Canvas:
        c.roundRect(x, y, width, height, radius, stroke=stroke, fill=fill)
        return
    key = ("round_rect", x, y, width, height, radius)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.roundRect(x, y, width, height, radius))
    _paint(c, path, stroke, fill)


def clip_round_rect(c: Canvas, x: float, y: float, width: float, height: float, radius: float) -> None:
    """What `p = c.beginPath(); p.roundRect(x, y, width, height, radius); c.clipPath(p, stroke=0,
    fill=0)` writes: clip to a rounded rectangle (the caller saves and restores the state)."""
    if type(c) is not Canvas:
        path = c.beginPath()
        path.roundRect(x, y, width, height, radius)
        c.clipPath(path, stroke=0, fill=0)
        return
    key = ("clip_round_rect", x, y, width, height, radius)
    path = _PATHS.get(key)
    if path is None:
        path = _made(key, lambda p: p.roundRect(x, y, width, height, radius), separator=" ")
    c.addLiteral(clip_ops(c, path))


def circle(c: Canvas, x: float, y: float, r: float, *, stroke: int = 1, fill: int = 0) -> None:
    """`c.circle(x, y, r, stroke=stroke, fill=fill)`."""
    if type(c) is not Canvas:
        c.circle(x, y, r, stroke=stroke, fill=fill)
        return
    key = ("circle", x, y, r)
    path = _PATHS.get(key)
    if path is None:
        # Canvas.circle's own arithmetic: the enclosing box's corners, then its size from them.
        x1, x2, y1, y2 = x - r, x + r, y - r, y + r
        path = _made(key, lambda p: p.ellipse(x1, y1, x2 - x1, y2 - y1))
    _paint(c, path, stroke, fill)


def rect_op(c: Canvas, x: float, y: float, width: float, height: float, *, stroke: int = 1, fill: int = 0) -> str:
    """The operator `Canvas.rect` writes (for a literal; a canvas that paints shapes its own way,
    --ink saver, must be given its own call)."""
    return f"n {fp_str(x, y, width, height)} re {PATH_OPS[stroke, fill, c._fillMode]}"


def rects(c: Canvas, boxes: tuple[tuple[float, float, float, float], ...], *, stroke: int = 1, fill: int = 0) -> None:
    """`c.rect(x, y, w, h, stroke=stroke, fill=fill)` for each (x, y, w, h) of `boxes`, in order:
    a grid of boxes drawn again in every PDF (a dice sheet's 64 face boxes) is formatted once."""
    if type(c) is not Canvas:
        for x, y, w, h in boxes:
            c.rect(x, y, w, h, stroke=stroke, fill=fill)
        return
    key = ("rects", boxes, stroke, fill, c._fillMode)
    found = _PATHS.get(key)
    if found is None:
        if len(_PATHS) >= _KEPT:
            _PATHS.clear()
        found = _PATHS[key] = "\n".join(rect_op(c, x, y, w, h, stroke=stroke, fill=fill) for x, y, w, h in boxes)
    c.addLiteral(found)


def _made(key: tuple, build, *, separator: str = "\n") -> str:
    """The operators reportlab's path object writes for `build`: one per line as the canvas's
    shape methods write them into its code, or on one line (`separator` " ") as a path object
    gives them to `drawPath` and `clipPath`."""
    operators: list[str] = []
    build(PDFPathObject(code=operators))
    if len(_PATHS) >= _KEPT:
        _PATHS.clear()
    path = _PATHS[key] = separator.join(operators)
    return path


def _paint(c: Canvas, path: str, stroke: int, fill: int) -> None:
    """The path, then the operator that paints it (Canvas._strokeAndFill with the canvas's fill
    mode, `Canvas._fillMode`)."""
    c.addLiteral(f"{path}\n{PATH_OPS[stroke, fill, c._fillMode]}")
