"""Crop marks, registration crosses and page footers."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.imposition import Mark
from printkit.render import fonts
from printkit.units import mm

MARK_WIDTH = 0.25  # pt: thin enough to cut on, thick enough to see


def draw_marks(c: Canvas, marks: list[Mark]) -> None:
    c.saveState()
    c.setStrokeColor(colors.black)
    c.setLineWidth(MARK_WIDTH)
    c.lines([(m.x0, m.y0, m.x1, m.y1) for m in marks])
    c.restoreState()


def draw_cross(c: Canvas, x: float, y: float, size: float = mm(4)) -> None:
    """A registration cross with a circle: the same point on two sheets lines up here."""
    c.saveState()
    c.setStrokeColor(colors.black)
    c.setLineWidth(0.4)
    half = size / 2
    c.line(x - half, y, x + half, y)
    c.line(x, y - half, x, y + half)
    c.circle(x, y, size / 4, stroke=1, fill=0)
    c.restoreState()


def footer(c: Canvas, page_w: float, text: str, *, y: float = mm(2.5), size: float = 6.5) -> None:
    """A one-line note at the foot of a sheet (kit, component, sheet number), inside the printable area."""
    c.saveState()
    c.setFillColor(colors.Color(0.35, 0.35, 0.35))
    c.setFont(fonts.BODY, size)
    c.drawCentredString(page_w / 2, y + mm(1.5), text)
    c.restoreState()
