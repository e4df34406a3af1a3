"""Text in boxes: paragraphs that must fit, single lines that shrink to fit."""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from printkit.layout.geometry import Rect
from printkit.render import fonts


class TextOverflow(Exception):
    """A text does not fit its box even at the minimum size (for `printkit i18n check`)."""


# (markup, box, sizes, font, align, leading) -> the size found last time: a text met again (the
# same card text on many cards, the same ledger in both languages) starts where it fitted, so it
# is set once instead of once per 0.25 pt step. Same result, a quarter of the Paragraph work.
_FITTED: dict[tuple, float] = {}
_FITTED_MAX = 8192


def fit_paragraph(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                  align: int = TA_CENTER, leading: float = 1.2, colour=None) -> tuple[Paragraph, float]:
    """The paragraph at the largest size (<= size, >= minimum) that fits the box; TextOverflow otherwise."""
    key = (markup, round(box.w, 3), round(box.h, 3), size, minimum, font, align, leading)
    current = _FITTED.get(key, size)
    while True:
        style = ParagraphStyle("fit", fontName=font, fontSize=current, leading=current * leading,
                               alignment=align, textColor=colour) if colour is not None else \
            ParagraphStyle("fit", fontName=font, fontSize=current, leading=current * leading, alignment=align)
        para = Paragraph(markup, style)
        w, h = para.wrap(box.w, box.h)
        if h <= box.h + 0.01 and _widest_word_fits(para, box.w):
            if len(_FITTED) < _FITTED_MAX:
                _FITTED[key] = current
            return para, h
        if current <= minimum:
            raise TextOverflow(f"text needs {h:.0f} pt of height in a {box.w:.0f}×{box.h:.0f} pt box at {minimum} pt")
        current = max(minimum, current - 0.25)


def _widest_word_fits(para: Paragraph, width: float) -> bool:
    lines = getattr(para.blPara, "lines", [])
    for line in lines:
        used = getattr(line, "extraSpace", None)
        if used is not None and used < -0.5:
            return False
        if isinstance(line, tuple) and line[0] < -0.5:
            return False
    return True


def draw_paragraph(c: Canvas, markup: str, box: Rect, *, size: float, minimum: float,
                   font: str = fonts.BODY, align: int = TA_CENTER, valign: str = "middle", colour=None) -> None:
    """Draw text fitted into box, vertically centred (or top-aligned)."""
    para, h = fit_paragraph(markup, box, size=size, minimum=minimum, font=font, align=align, colour=colour)
    y = box.y + (box.h - h) / 2 if valign == "middle" else box.y1 - h
    para.drawOn(c, box.x, y)


def draw_fitted_line(c: Canvas, text: str, x: float, y: float, max_width: float, *, font: str, size: float,
                     minimum: float, anchor: str = "centre") -> None:
    """One line of plain text shrunk to fit max_width; TextOverflow if it cannot."""
    actual = fonts.fit_size(text, font, max_width, size, minimum)
    if fonts.width(text, font, actual) > max_width + 0.01:
        raise TextOverflow(f"{text!r} is wider than {max_width:.0f} pt at {minimum} pt")
    c.setFont(font, actual)
    if anchor == "centre":
        c.drawCentredString(x, y, text)
    elif anchor == "right":
        c.drawRightString(x, y, text)
    else:
        c.drawString(x, y, text)
