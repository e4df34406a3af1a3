"""Colours: the values games name (`hex_colour`, `rgb`, `tint` …), and the operators that set
them inside a saved state.

A colour is reportlab's `Color` (or `CMYKColor`); games get them from here through
render/draw.py and never build one by hand.

`fill_op`, `stroke_op`, `width_op` and `dash_op` give just the operator, for a drawing written
as one literal between `q` and `Q` through the canvas's public `addLiteral` (render/draw.py
`Pen`, render/tiles.py): a state that is restored leaves the canvas's own idea of the colours as
it was, so nothing of the canvas need be set. An operator is given only where the canvas would
write that very colour (`literal_colours`): colour ink, a plain `Color` or `CMYKColor`, opaque,
on a canvas where no translucent alpha is in force; anywhere else the caller gets None and sets
the colour through the canvas (--ink greyscale and saver change colours and shapes there:
render/ink.py).
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.colors import CMYKColor, Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.render.ink import PrintCanvas

Colour = Color
WHITE: Colour = colors.white
BLACK: Colour = colors.black


def hex_colour(text: str) -> Colour:
    """A colour written as `#rrggbb` (the data's and the games' way of naming one)."""
    return colors.HexColor(text)


def rgb(red: float, green: float, blue: float) -> Colour:
    """A colour from its red, green and blue, each 0 to 1."""
    return Color(red, green, blue)


def grey(level: float) -> Colour:
    """A grey, 0 black to 1 white."""
    return Color(level, level, level)


def tint(colour: Colour, amount: float) -> Colour:
    """`colour` mixed with white (amount 0 = the colour, 1 = white)."""
    return Color(*(v + (1 - v) * amount for v in (colour.red, colour.green, colour.blue)))


def shade(colour: Colour, amount: float) -> Colour:
    """`colour` mixed with black (amount 0 = the colour, 1 = black)."""
    return Color(*(v * (1 - amount) for v in (colour.red, colour.green, colour.blue)))


# A colour's numbers -> its operator; a process meets a few hundred colours at most. Bounded.
_FILLS: dict[tuple, str] = {}
_STROKES: dict[tuple, str] = {}
_WIDTHS: dict[float, str] = {}
_KEPT = 4096


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


def _operator(c: Canvas, colour, kept: dict, rgb_op: str, cmyk_op: str) -> str | None:
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
            op = f"{fp_str(key)} {rgb_op}"
        else:
            d = colour.density
            op = f"{fp_str(d * colour.cyan, d * colour.magenta, d * colour.yellow, d * colour.black)} {cmyk_op}"
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


def dash_op(dash: tuple[float, float]) -> str:
    """The operator `Canvas.setDash(on, off)` writes: dashes `on` long, `off` apart."""
    return f"[{fp_str(dash)}] 0 d"


def in_saved_state(c: Canvas, operators: list[str]) -> None:
    """`operators` between `q` and `Q`, in one literal: for operators that leave the canvas's
    own state as it was (`fill_op`, `stroke_op`, transforms, paths)."""
    c.addLiteral("\n".join(["q", *operators, "Q"]))
