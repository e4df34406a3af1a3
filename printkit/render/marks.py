"""Crop marks, fold lines and page footers."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.cutmarks import HALO
from printkit.layout.furniture import footer_spot
from printkit.layout.geometry import PRINTER_MARGIN, Rect, Size
from printkit.layout.saddle import fold_marks
from printkit.layout.imposition import Mark
from printkit.render import fonts
from printkit.units import mm
from printkit.render.text import draw_string, width
from printkit.render.text.measure import line_size


def draw_marks(c: Canvas, marks: list[Mark], *, width: float | None = None) -> None:
    """Crop marks as thin black lines; the width defaults to the current --marks setting. A tick
    on the bleed (layout/cutmarks.py) first gets a white underlay, so it shows on any art."""
    if not marks:
        return
    c.saveState()
    ticks = [m for m in marks if m.on_bleed]
    if ticks:
        c.setFillColor(colors.white)    # a filled shape: --ink saver keeps it paper white
        for m in ticks:
            c.rect(min(m.x0, m.x1) - HALO / 2 * (m.x0 == m.x1), min(m.y0, m.y1) - HALO / 2 * (m.y0 == m.y1),
                   abs(m.x1 - m.x0) or HALO, abs(m.y1 - m.y0) or HALO, stroke=0, fill=1)
    c.setStrokeColor(colors.black)
    c.setLineWidth(production.current().marks.width if width is None else width)
    c.lines([(m.x0, m.y0, m.x1, m.y1) for m in marks])
    c.restoreState()


def draw_fold_line(c: Canvas, page_w: float, y: float) -> None:
    """A dashed fold line across the sheet at height y (it runs in the gap between the halves),
    stopping PRINTER_MARGIN from the paper's edges."""
    c.saveState()
    c.setStrokeColor(colors.Color(0.4, 0.4, 0.4))
    c.setLineWidth(0.4)
    c.setDash(2, 2)
    c.line(PRINTER_MARGIN, y, page_w - PRINTER_MARGIN, y)
    c.restoreState()


def draw_fold_marks(c: Canvas, sheet: Size) -> None:
    """The fold of a saddle sheet: a short dashed line at the middle of each long edge
    (layout/saddle.py `fold_marks`), where the stacked sheets are folded and stapled."""
    c.saveState()
    c.setStrokeColor(colors.black)
    c.setLineWidth(0.5)
    c.setDash(1.5, 1.5)
    c.lines(fold_marks(sheet))
    c.restoreState()


FOOTER_SIZE = 6.5
DESCENT = 0.3    # of the size: Noto Sans descenders reach 0.293 em below the baseline
HEIGHT = 1.35    # of the size: from the lowest descender to the top of accented capitals
FOOTER_GREY = colors.Color(0.35, 0.35, 0.35)


def footer(c: Canvas, page_w: float, text: str, *, y: float = PRINTER_MARGIN, size: float = FOOTER_SIZE) -> None:
    """A one-line note at the foot of a sheet (kit, component, sheet number), its descenders
    PRINTER_MARGIN above the paper's edge (the printable area of home printers)."""
    _grey_string(c, page_w / 2, y + size * DESCENT, text, size)


def _grey_string(c: Canvas, x: float, y: float, text: str, size: float, turn: tuple[float, float, float] | None = None) -> None:
    """`text` centred on (x, y) in FOOTER_GREY, in a saved state; `turn` (x, y, degrees): first
    turned about that point."""
    c.saveState()
    c.setFillColor(FOOTER_GREY)
    if turn:
        c.translate(turn[0], turn[1])
        c.rotate(turn[2])
    draw_string(c, x, y, text, font=fonts.BODY, size=size, anchor="centre")
    c.restoreState()


def sheet_footer(c: Canvas, sheet: Size, block: Rect, cuts: tuple[list[float], list[float]], text: str,
                 *, gap: float) -> None:
    """The footer of a card sheet, off the cards and clear of the crop marks (layout/furniture.py),
    shrunk to its room; a sheet with no room for it gets none, and the build says so."""
    spot = footer_spot(sheet, block, cuts[0], cuts[1], height=FOOTER_SIZE * HEIGHT, gap=gap, clearance=mm(1))
    size = line_size(text, fonts.BODY, spot.length, size=FOOTER_SIZE, minimum=4.5) if spot else 0.0
    if spot is None or width(text, fonts.BODY, size) > spot.length:      # measured as drawn (render/text)
        production.note(f"{text.rsplit(' · ', 1)[0]}: no room for the sheet footer 5 mm in from the edge of "
                        f"this paper; the sheets are printed without it")
        return
    if spot.angle:
        _grey_string(c, 0, 0, text, size, (spot.x - FOOTER_SIZE * DESCENT, spot.y, spot.angle))
    else:
        _grey_string(c, spot.x, spot.y + FOOTER_SIZE * DESCENT, text, size)
