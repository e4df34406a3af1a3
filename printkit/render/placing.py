"""A form placed, or art clipped to a rectangle, with its operators written out in one go.

Card sheets place a back form on every slot of every backs page and clip every card to its
paint box. Through the canvas's calls each of those is `saveState` (a copy of the canvas's
state pushed), a path object for the clip, `translate`/`rotate` (each tracked by the canvas),
`doForm` and `restoreState`; here the same drawing is written as one literal through the
canvas's public `addLiteral`, and a slot's is worked out once per deck, not once per card.

Only what leaves the canvas's own idea of the graphics state as it was may be written this way:
a clip and a `cm` inside `q`...`Q` around a `Do`. Art drawn through the canvas's methods inside
a clip still goes between `saveState` and `restoreState` (`begin_clip`): its colours and fonts
are tracked by the canvas and must be restored with it.
"""

from __future__ import annotations

from math import cos, pi, sin

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect

Matrix = tuple[float, float, float, float, float, float]


def clip_path(rect: Rect) -> str:
    """A path holding just `rect`; `clip_ops` makes it a clip."""
    return f"n {fp_str(rect.x, rect.y, rect.w, rect.h)} re"


def clip_ops(path: str) -> str:
    """The operators that clip to `path` (one rectangle: either fill rule clips the same)."""
    return f"{path} W n"


def translation(dx: float, dy: float) -> Matrix:
    return (1, 0, 0, 1, dx, dy)


def rotation(degrees: float) -> Matrix:
    """The matrix `Canvas.rotate(degrees)` adjoins."""
    c, s = cos(degrees * pi / 180), sin(degrees * pi / 180)
    return (c, s, -s, c, 0, 0)


def cm_numbers(*matrices: Matrix) -> str:
    """The six numbers of one `cm` operator doing what consecutive `transform` calls with
    `matrices` do (each one applied inside the ones before it)."""
    a0, b0, c0, d0, e0, f0 = matrices[0]
    for a, b, c, d, e, f in matrices[1:]:
        a0, b0, c0, d0, e0, f0 = (a0 * a + c0 * b, b0 * a + d0 * b, a0 * c + c0 * d, b0 * c + d0 * d,
                                  a0 * e + c0 * f + e0, b0 * e + d0 * f + f0)
    return fp_str(a0, b0, c0, d0, e0, f0)


def place_clipped(c: Canvas, form: str, matrix: str, clip: str) -> None:
    """`form` placed through `matrix` (from `cm_numbers`), clipped to the path `clip` (from
    `clip_path`). (Unclipped, a form is placed with render/forms.py `place`.)"""
    c.addLiteral(f"q\n{clip_ops(clip)}\n{matrix} cm")
    c.doForm(form)
    c.addLiteral("Q")


def begin_clip(c: Canvas, path: str) -> None:
    """Save the canvas's state and clip to `path` (from `clip_path`): end with `c.restoreState()`."""
    c.saveState()
    c.addLiteral(clip_ops(path))
