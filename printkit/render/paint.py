"""Colours and line widths written as operators made once per value (issue 15).

`Canvas.setFillColor` works its colour out every time: the ink hook asked, the colour's class
tested against CMYK, RGB, a tuple and a name, its three numbers formatted (`fp_str`), then
`setFillAlpha` of the colour's alpha (1 for every reportlab `Color` not given another): the
value checked, the document's PDF version raised to 1.4 ("transparency") and the canvas's
ExtGState asked whether that alpha is already in force. `build --all` set 6 841 fill colours
(1.3 µs each measured, 0.45 µs here), nearly all of them a few dozen colours of alpha 1.

Here the operator a plain colour writes (`R G B rg`, `C M Y K k`, ...) is made once per colour
value, and written with the canvas's public `addLiteral`; the canvas is left as its own call
leaves it, so that reportlab code reading it later (the next page's preamble, a saved state,
Paragraph) sees the colour set: `Canvas._fillColorObj` / `_strokeColorObj` is the colour, the
document's PDF version is raised as `setFillAlpha` raises it (render/forms.py counts that for
the forms it keeps), and an alpha that is not already in force is set by the canvas's own
`setFillAlpha` (it names an ExtGState in the page's resources). tests/render/test_paint.py
compares bytes and state with reportlab's calls.

Only a plain `Canvas` with no colour-space hook and a `reportlab.lib.colors` `Color` or
`CMYKColor` (of any alpha; text prints in CMYK black, render/fonts.py `INK_BLACK`) go this way;
anything else (a spot colour, a name, a tuple, an --ink canvas that changes colours as they are
set: render/ink.py) gets the canvas's own call.

`fill_op` and `stroke_op` give just the operator, for drawings that write a whole saved state
(`q` ... `Q`) as one literal: a state that is restored leaves the canvas's own idea of the
colours as it was, so nothing of the canvas need be set (render/placing.py's rule).
"""

from __future__ import annotations

from reportlab.lib.colors import CMYKColor, Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

# A colour's numbers -> its operator: (red, green, blue) or (cyan, magenta, yellow, black,
# density); a process meets a few hundred colours at most. Bounded.
_FILLS: dict[tuple, str] = {}
_STROKES: dict[tuple, str] = {}
_WIDTHS: dict[float, str] = {}
_KEPT = 4096


def _operator(c: Canvas, colour, kept: dict, rgb: str, cmyk: str) -> str | None:
    """The operator setFillColor (`rgb` "rg", `cmyk` "k") or setStrokeColor ("RG", "K") writes
    for `colour` on `c`; None unless both are plain (see the module's docstring)."""
    kind = type(colour)
    if kind is Color:
        key = (colour.red, colour.green, colour.blue)
    elif kind is CMYKColor:        # not a CMYKColorSep: a spot colour names a colour space
        key = (colour.cyan, colour.magenta, colour.yellow, colour.black, colour.density)
    else:
        return None
    if type(c) is not Canvas or c._enforceColorSpace is not None:
        return None
    op = kept.get(key)
    if op is None:
        if len(kept) >= _KEPT:
            kept.clear()
        if kind is Color:
            op = f"{fp_str(key)} {rgb}"              # '%s rg' % fp_str(rgb)
        else:
            d = colour.density                       # '%s k' % fp_str(c, m, y, k), each times density
            op = f"{fp_str(d * colour.cyan, d * colour.magenta, d * colour.yellow, d * colour.black)} {cmyk}"
        kept[key] = op
    return op


def fill_colour(c: Canvas, colour, alpha=None) -> None:
    """`c.setFillColor(colour, alpha)`: the same operators, the canvas left the same."""
    if alpha is not None or not _set(c, colour, _FILLS, ("rg", "k"), "_fillColorObj", "ca"):
        c.setFillColor(colour, alpha=alpha)


def stroke_colour(c: Canvas, colour, alpha=None) -> None:
    """`c.setStrokeColor(colour, alpha)`: the same operators, the canvas left the same."""
    if alpha is not None or not _set(c, colour, _STROKES, ("RG", "K"), "_strokeColorObj", "CA"):
        c.setStrokeColor(colour, alpha=alpha)


def _set(c: Canvas, colour, kept: dict, suffixes: tuple[str, str], attribute: str, alpha_key: str) -> bool:
    """Write `colour`'s kept operator and set the canvas as its setter would; False (nothing
    done) when the canvas's own setter must do it."""
    op = _operator(c, colour, kept, *suffixes)
    if op is None:
        return False
    c.addLiteral(op)
    setattr(c, attribute, colour)
    _alpha(c, colour.alpha, alpha_key)
    return True


def _alpha(c: Canvas, alpha, key: str) -> None:
    """What setFillAlpha / setStrokeAlpha do after the colour: nothing written when `alpha` is
    already in force (the canvas's ExtGState value `key`), the PDF version raised all the same."""
    if alpha is None:
        return
    if alpha == 1 and c._extgstate.getValue(key) == 1:
        c._doc.ensureMinPdfVersion("transparency")
    elif key == "ca":
        c.setFillAlpha(alpha)
    else:
        c.setStrokeAlpha(alpha)


def fill_op(c: Canvas, colour) -> str | None:
    """The operator `c.setFillColor(colour)` writes, for a literal that restores the state after
    it (`q` ... `Q`); None when the canvas must set it (see the module's docstring, and an
    alpha the canvas would write). Raises the document's PDF version as the canvas's call."""
    return _in_restored_state(c, colour, _operator(c, colour, _FILLS, "rg", "k"), "ca")


def stroke_op(c: Canvas, colour) -> str | None:
    """`fill_op` for `c.setStrokeColor(colour)`."""
    return _in_restored_state(c, colour, _operator(c, colour, _STROKES, "RG", "K"), "CA")


def _in_restored_state(c: Canvas, colour, op: str | None, key: str) -> str | None:
    if op is None or colour.alpha != 1 or c._extgstate.getValue(key) != 1:
        return None
    c._doc.ensureMinPdfVersion("transparency")
    return op


def width_op(width: float) -> str:
    """The operator `setLineWidth(width)` writes."""
    op = _WIDTHS.get(width)
    if op is None:
        if len(_WIDTHS) >= _KEPT:
            _WIDTHS.clear()
        op = _WIDTHS[width] = f"{fp_str(width)} w"
    return op


def line_width(c: Canvas, width: float) -> None:
    """`c.setLineWidth(width)`: the same operator, the canvas's `_lineWidth` set."""
    if type(c) is not Canvas:
        c.setLineWidth(width)
        return
    c.addLiteral(width_op(width))
    c._lineWidth = width


def in_saved_state(c: Canvas, operators: list[str]) -> None:
    """`operators` between `q` and `Q`, as saveState ... restoreState write them around the calls
    that wrote them, in one literal: for operators that leave the canvas's own state as it was
    (`fill_op`, `stroke_op`, transforms)."""
    c.addLiteral("\n".join(["q", *operators, "Q"]))
