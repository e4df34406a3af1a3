"""Small drawing pieces several games share: tints of a colour, the medallion of a card back, the
cards' white frame and patterns kept clear of text."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Sequence

from reportlab.lib import colors
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from printkit.layout.geometry import SAFE, Rect
from printkit.units import mm
from printkit.render.shapes import circle
from printkit.render.paint import fill_colour, line_width, stroke_colour

# The white frame inside a card's trim (Market Island, Data-Tycoon, Triple Bataille tokens):
# a shared cut never shows a neighbour's colour, and the panel's outline starts just inside the
# safe zone, so whatever the panel holds is safe from the cut too.
FRAME = SAFE + mm(0.2)


def tint(colour: colors.Color, amount: float) -> colors.Color:
    """Mix a colour with white (amount 0 = colour, 1 = white)."""
    return colors.Color(*(v + (1 - v) * amount for v in (colour.red, colour.green, colour.blue)))


def medallion(c: Canvas, cx: float, cy: float, radius: float, ring: float) -> None:
    """A white disc of `radius` inside a thin white ring of radius `ring`, centred on (cx, cy):
    the middle of a card back, where its emblem goes."""
    fill_colour(c, colors.white)
    circle(c, cx, cy, radius, stroke=0, fill=1)
    stroke_colour(c, colors.white)
    line_width(c, 1.2)
    circle(c, cx, cy, ring, stroke=1, fill=0)


def inked(box: Rect, size: float) -> Rect:
    """Where the glyphs of a text set at `size` in `box` (its advance widths, its lines' height)
    may reach: a J's or a y's tail below the last baseline, an italic or a J's hook past the
    first and last advance. The hole a pattern leaves round a text (`clear_of`) is cut round this."""
    return Rect(box.x - size * 0.1, box.y - size * 0.25, box.w + size * 0.2, box.h + size * 0.25)


@contextmanager
def clear_of(c: Canvas, area: Rect, holes: Sequence[Rect], *, margin: float = mm(1.5),
             discs: Sequence[tuple[float, float, float]] = ()) -> Iterator[None]:
    """Clip what is drawn inside to `area` minus `holes` (each grown by `margin`, its corners
    rounded by it, so the pattern stops the same distance from every side and corner) and minus
    `discs` ((cx, cy, radius) grown by `margin`: a medallion and its ring): a pattern drawn here
    never crosses the texts, letters, indexes and emblems they hold (issues 16, 27). Each hole is
    its own clip (the area less that hole, even-odd), the clips intersecting, so holes that
    overlap once grown (a title beside its letter's disc) still both stay clear."""
    c.saveState()
    cutters = [lambda p, h=hole.inset(-margin): p.roundRect(h.x, h.y, h.w, h.h, margin) for hole in holes]
    cutters += [lambda p, d=disc: p.circle(d[0], d[1], d[2] + margin) for disc in discs]
    for cut in cutters or [lambda p: None]:
        path = c.beginPath()
        path.rect(area.x, area.y, area.w, area.h)
        cut(path)
        c.clipPath(path, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
    try:
        yield
    finally:
        c.restoreState()
