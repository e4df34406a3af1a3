"""Small drawing pieces several games share: tints of a colour and the medallion of a card back."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas


def tint(colour: colors.Color, amount: float) -> colors.Color:
    """Mix a colour with white (amount 0 = colour, 1 = white)."""
    return colors.Color(*(v + (1 - v) * amount for v in (colour.red, colour.green, colour.blue)))


def medallion(c: Canvas, cx: float, cy: float, radius: float, ring: float) -> None:
    """A white disc of `radius` inside a thin white ring of radius `ring`, centred on (cx, cy):
    the middle of a card back, where its emblem goes."""
    c.setFillColor(colors.white)
    c.circle(cx, cy, radius, stroke=0, fill=1)
    c.setStrokeColor(colors.white)
    c.setLineWidth(1.2)
    c.circle(cx, cy, ring, stroke=1, fill=0)
