"""Colours and line widths: set through the canvas, or written as operators inside a saved state.

`fill_colour`, `stroke_colour` and `line_width` are the canvas's own setters (the ink of the
canvas applies: render/ink.py).

`fill_op`, `stroke_op` and `width_op` give just the operator, for a drawing written as one
literal between `q` and `Q` (`in_saved_state`, through the canvas's public `addLiteral`): a
state that is restored leaves the canvas's own idea of the colours as it was, so nothing of the
canvas need be set. Writing a drawing of many parts at once is cheaper than a canvas call per
part (a board's mini-map, a glue strip's hatching). An operator is given only where the canvas
would write that very colour (`literal_colours`): colour ink, a plain `Color` or `CMYKColor`,
opaque, on a canvas where no translucent alpha is in force; anywhere else the caller gets None
and sets the colour through the canvas.
"""

from __future__ import annotations

from reportlab.lib.colors import CMYKColor, Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.render.ink import PrintCanvas

# A colour's numbers -> its operator; a process meets a few hundred colours at most. Bounded.
_FILLS: dict[tuple, str] = {}
_STROKES: dict[tuple, str] = {}
_WIDTHS: dict[float, str] = {}
_KEPT = 4096


def fill_colour(c: Canvas, colour, alpha=None) -> None:
    """`c.setFillColor(colour, alpha)`."""
    c.setFillColor(colour, alpha=alpha)


def stroke_colour(c: Canvas, colour, alpha=None) -> None:
    """`c.setStrokeColor(colour, alpha)`."""
    c.setStrokeColor(colour, alpha=alpha)


def line_width(c: Canvas, width: float) -> None:
    """`c.setLineWidth(width)`."""
    c.setLineWidth(width)


def literal_colours(c: Canvas) -> bool:
    """Whether colours may be written as operators on `c`: a printkit canvas in colour ink with
    no translucent alpha in force (render/ink.py PrintCanvas)."""
    return type(c) is PrintCanvas and c.ink == "colour" and not c.translucent


def fill_op(c: Canvas, colour) -> str | None:
    """The operator that fills with `colour` (`R G B rg`, `C M Y K k`) inside a saved state, or
    None when the canvas must set it (see the module)."""
    return _operator(c, colour, _FILLS, "rg", "k")


def stroke_op(c: Canvas, colour) -> str | None:
    """`fill_op` for strokes (`RG`, `K`)."""
    return _operator(c, colour, _STROKES, "RG", "K")


def _operator(c: Canvas, colour, kept: dict, rgb: str, cmyk: str) -> str | None:
    kind = type(colour)
    if kind is Color:
        key = (colour.red, colour.green, colour.blue)
    elif kind is CMYKColor:        # not a CMYKColorSep: a spot colour names a colour space
        key = (colour.cyan, colour.magenta, colour.yellow, colour.black, colour.density)
    else:
        return None
    if colour.alpha != 1 or not literal_colours(c):
        return None
    op = kept.get(key)
    if op is None:
        if len(kept) >= _KEPT:
            kept.clear()
        if kind is Color:
            op = f"{fp_str(key)} {rgb}"
        else:
            d = colour.density
            op = f"{fp_str(d * colour.cyan, d * colour.magenta, d * colour.yellow, d * colour.black)} {cmyk}"
        kept[key] = op
    return op


def width_op(width: float) -> str:
    """The operator that sets the line width."""
    op = _WIDTHS.get(width)
    if op is None:
        if len(_WIDTHS) >= _KEPT:
            _WIDTHS.clear()
        op = _WIDTHS[width] = f"{fp_str(width)} w"
    return op


def in_saved_state(c: Canvas, operators: list[str]) -> None:
    """`operators` between `q` and `Q`, in one literal: for operators that leave the canvas's
    own state as it was (`fill_op`, `stroke_op`, transforms, paths)."""
    c.addLiteral("\n".join(["q", *operators, "Q"]))
