"""Crop marks, registration crosses and page footers."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.imposition import Mark
from printkit.render import fonts
from printkit.units import mm


def draw_marks(c: Canvas, marks: list[Mark], *, width: float | None = None) -> None:
    """Crop marks as thin black lines; the width defaults to the current --marks setting."""
    if not marks:
        return
    c.saveState()
    c.setStrokeColor(colors.black)
    c.setLineWidth(production.current().marks.width if width is None else width)
    c.lines([(m.x0, m.y0, m.x1, m.y1) for m in marks])
    c.restoreState()


def draw_fold_line(c: Canvas, page_w: float, y: float) -> None:
    """A dashed fold line across the sheet at height y (it runs in the gap between the halves)."""
    c.saveState()
    c.setStrokeColor(colors.Color(0.4, 0.4, 0.4))
    c.setLineWidth(0.4)
    c.setDash(2, 2)
    c.line(mm(1), y, page_w - mm(1), y)
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
