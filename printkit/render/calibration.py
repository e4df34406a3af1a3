"""The one-sheet duplex calibration PDF (`printkit calibrate`): page 1 is the front, page 2 the
back, each with the vernier scales of layout/calibration.py; the back page moves by the
current back offset, exactly like a kit's back pages."""

from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator, markup
from printkit.layout import production
from printkit.layout.calibration import TICK, Scales, Tick, calibration_scales
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.pdf import DocInfo, new_canvas, set_page
from printkit.render.text import draw_paragraph, draw_string
from printkit.units import mm


def render_calibration(sheet: Size, tr: Translator) -> tuple[bytes, int]:
    """The calibration PDF (two pages: front, back) and its page count."""
    scales = calibration_scales(sheet, production.current().edge)
    buffer = io.BytesIO()
    c = new_canvas(buffer, sheet, DocInfo(tr.pgettext("calibration", "Duplex calibration"), lang=tr.lang))
    set_page(c, sheet)
    _front(c, scales, tr)
    c.showPage()
    set_page(c, sheet)
    dx, dy = production.current().back_offset
    if dx or dy:
        c.translate(dx, dy)
    _back(c, scales, tr)
    c.showPage()
    c.save()
    return buffer.getvalue(), 2


def _front(c: Canvas, s: Scales, tr: Translator) -> None:
    _x_lines(c, s.front_x, s.front_x_axis, labels=False)
    _y_lines(c, s.front_y, s.front_y_axis, labels=False)
    steps = [
        tr.pgettext("calibration", "Print this sheet double-sided on the printer and paper you will use for the kit, flipping on the same edge."),
        tr.pgettext("calibration", "Turn the sheet over and hold it against a window or a lamp: the lines of this side show through."),
        tr.pgettext("calibration", "On the back, find the line of the top scale that meets a line showing through: its number is X. Do the same on the side scale for Y."),
        tr.pgettext("calibration", "Build your kits with --back-offset X,Y (in millimetres). printkit remembers the values for later builds."),
    ]
    _title(c, s.sheet, tr.pgettext("calibration", "Duplex calibration: front"))
    box = Rect(s.sheet.w / 2 - mm(10), mm(20), s.sheet.w / 2 - mm(5), s.sheet.h / 2 - mm(5))
    text = "<br/>".join(f"<b>{n}.</b> {markup(step)}" for n, step in enumerate(steps, start=1))
    draw_paragraph(c, text, box, size=10, minimum=7, align=0, valign="top")


def _back(c: Canvas, s: Scales, tr: Translator) -> None:
    _x_lines(c, s.back_x, s.back_x_axis, labels=True)
    _y_lines(c, s.back_y, s.back_y_axis, labels=True)
    _title(c, s.sheet, tr.pgettext("calibration", "Duplex calibration: back (read the numbers here)"))
    draw_string(c, s.back_x[0].at - mm(12), s.back_x_axis - 3, "X", font=fonts.BOLD, size=9)
    draw_string(c, s.back_y_axis, s.back_y[-1].at + mm(8), "Y", font=fonts.BOLD, size=9, anchor="centre")


def _title(c: Canvas, sheet: Size, text: str) -> None:
    c.setFillColor(colors.black)
    draw_string(c, mm(15), sheet.h - mm(20), text, font=fonts.BOLD, size=14)


def _length(tick: Tick) -> float:
    return TICK * (1.4 if tick.value_mm == 0 else 1.0 if tick.value_mm % 1 == 0 else 0.7)


def _x_lines(c: Canvas, ticks: tuple[Tick, ...], y: float, *, labels: bool) -> None:
    """Vertical lines centred on height y (centred, so they meet whichever way the sheet turns)."""
    c.setStrokeColor(colors.black)
    c.setLineWidth(0.3)
    for tick in ticks:
        half = _length(tick) / 2
        c.line(tick.at, y - half, tick.at, y + half)
        if labels:
            draw_string(c, tick.at, y - half - mm(3), _signed(tick.value_mm),
                        font=fonts.BODY, size=6.5, anchor="centre")


def _y_lines(c: Canvas, ticks: tuple[Tick, ...], x: float, *, labels: bool) -> None:
    """Horizontal lines centred on abscissa x."""
    c.setStrokeColor(colors.black)
    c.setLineWidth(0.3)
    for tick in ticks:
        half = _length(tick) / 2
        c.line(x - half, tick.at, x + half, tick.at)
        if labels:
            draw_string(c, x - half - mm(1.5), tick.at - 2.2, _signed(tick.value_mm),
                        font=fonts.BODY, size=6.5, anchor="right")


def _signed(value: float) -> str:
    return "0" if value == 0 else f"{value:+.1f}"
