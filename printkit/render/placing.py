"""A form placed, or art clipped to a rectangle, with its operators written out in one go.

Card sheets place a back form on every slot of every backs page (718 times in `build --all`)
and clip every card to its paint box (1 484 times, fronts and backs). Through reportlab's
calls each of those is `saveState` (a copy of the canvas's 30-odd state attributes pushed),
a path object built and formatted for the clip, `translate` (the matrix tracked, the last
operator split and parsed back to merge into it), `doForm` and `restoreState`: measured 8 µs a
clipped placement where writing the same operators as one literal costs 2 µs. The operators are
the very ones those calls write, byte for byte (tests/render/test_placing.py compares them), and
a slot's are worked out once per deck, not once per card.

Only what leaves reportlab's own idea of the graphics state as it was may be written this way:
a clip and a `cm` inside `q`...`Q` around a `Do`. Art drawn through the canvas's methods inside
a clip still goes between `saveState` and `restoreState` (`begin_clip`): its colours and fonts
are tracked by the canvas and must be restored with it.
"""

from __future__ import annotations

from math import cos, pi, sin

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from printkit.layout.geometry import Rect

Matrix = tuple[float, float, float, float, float, float]


def clip_path(rect: Rect) -> str:
    """A path holding just `rect`, as a path object writes it; `clip_ops` makes it a clip."""
    return f"n {fp_str(rect.x, rect.y, rect.w, rect.h)} re"


def clip_ops(c: Canvas, path: str) -> str:
    """The operators `clipPath(path, stroke=0, fill=0)` writes: the clip's rule is the canvas's
    fill mode (`Canvas._fillMode`: even-odd until an SVG drawing sets it; for one rectangle both
    rules clip the same, but the bytes stay reportlab's)."""
    return f"{path} W* n" if c._fillMode == FILL_EVEN_ODD else f"{path} W n"


def translation(dx: float, dy: float) -> Matrix:
    return (1, 0, 0, 1, dx, dy)


def rotation(degrees: float) -> Matrix:
    """The matrix `Canvas.rotate(degrees)` adjoins."""
    c, s = cos(degrees * pi / 180), sin(degrees * pi / 180)
    return (c, s, -s, c, 0, 0)


def cm_numbers(*matrices: Matrix) -> str:
    """The six numbers of the one `cm` operator reportlab writes for consecutive `transform`
    calls: each call after the first is merged into the operator written before it, from that
    operator's formatted numbers (Canvas.transform), so the rounding is reportlab's too."""
    written = fp_str(*matrices[0])
    for a, b, c, d, e, f in matrices[1:]:
        a0, b0, c0, d0, e0, f0 = map(float, written.split())
        written = fp_str(a0 * a + c0 * b, b0 * a + d0 * b, a0 * c + c0 * d, b0 * c + d0 * d,
                         a0 * e + c0 * f + e0, b0 * e + d0 * f + f0)
    return written


def place_clipped(c: Canvas, form: str, matrix: str, clip: str) -> None:
    """`form` placed through `matrix` (from `cm_numbers`), clipped to the path `clip` (from
    `clip_path`): what saveState, clipPath, the transforms, doForm and restoreState write.
    (Unclipped, a form is placed with render/forms.py `place`.)"""
    c.addLiteral(f"q\n{clip_ops(c, clip)}\n{matrix} cm")
    c.doForm(form)
    c.addLiteral("Q")


def begin_clip(c: Canvas, path: str) -> None:
    """Save the canvas's state and clip to `path` (from `clip_path`): end with `c.restoreState()`."""
    c.saveState()
    c.addLiteral(clip_ops(c, path))
