"""Pieces several games draw, made of the Pen's own calls (render/draw.py): the white frame
inside a card's trim, the medallion in the middle of a card back, and how far a text's glyphs
may reach (the hole a pattern leaves round it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.layout.geometry import SAFE, Rect
from printkit.render.paint import WHITE
from printkit.units import mm

if TYPE_CHECKING:
    from printkit.render.draw import Pen

# The white frame inside a card's trim (Market Island, Data-Tycoon, Triple Bataille tokens):
# a shared cut never shows a neighbour's colour, and the panel's outline starts just inside the
# safe zone, so whatever the panel holds is safe from the cut too.
FRAME = SAFE + mm(0.2)


def medallion(pen: Pen, cx: float, cy: float, radius: float, ring: float) -> None:
    """A white disc of `radius` inside a thin white ring of radius `ring`, centred on (cx, cy):
    the middle of a card back, where its emblem goes."""
    pen.circle(cx, cy, radius, fill=WHITE)
    pen.circle(cx, cy, ring, stroke=WHITE, width=1.2)


def inked(box: Rect, size: float) -> Rect:
    """Where the glyphs of a text set at `size` in `box` (its advance widths, its lines' height)
    may reach: a J's or a y's tail below the last baseline, an italic or a J's hook past the
    first and last advance. The hole a pattern leaves round a text (`Pen.clear_of`) is cut round this."""
    return Rect(box.x - size * 0.1, box.y - size * 0.25, box.w + size * 0.2, box.h + size * 0.25)
