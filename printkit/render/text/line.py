"""One line of text: a string at a given size, or shrunk until it fits a width.

Strings are drawn by the canvas's `drawString`, `drawCentredString` and `drawRightString`
(`show`: the one place a line of text reaches the page without Paragraph), so every colour,
font and transformation is the canvas's own. In an edition whose text printkit lays out
(render/text/edition.py: Arabic, Japanese, Hindi …), a line is shaped and put in bidi order
instead (`show_laid`, render/text/glyph_run.py), through the canvas's text objects.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import DRAFT_COLOUR, DRAFT_MARK
from printkit.layout.geometry import Rect
from printkit.render.text.edition import own_layout
from printkit.render.text.glyph_run import draw_line
from printkit.render.text.layout import laid_out, one_line
from printkit.render.text.measure import line_size, width
from printkit.render.text.watch import TextBox, overflowed, report, watched

# Where the anchor point sits on a string, as a share of its width from its left end.
SHARE = {"left": 0.0, "centre": 0.5, "right": 1.0}

# A line's box, ascenders to descenders, as a share of its size (Noto Sans with accents).
ASCENT, DESCENT = 0.95, 0.25


def show(c: Canvas, x: float, y: float, text: str, anchor: str) -> None:
    """`text` in the canvas's font, its baseline through (x, y) at its left end, centre or right end."""
    if anchor == "centre":
        c.drawCentredString(x, y, text)
    elif anchor == "right":
        c.drawRightString(x, y, text)
    else:
        c.drawString(x, y, text)


def draw_string(c: Canvas, x: float, y: float, text: str, *, font: str, size: float,
                anchor: str = "left", turned: bool = False) -> None:
    """`text` at `size` in the canvas's fill colour, anchored at (x, y) (`show`); `turned`: upside
    down, turned half round about (x, y), for a card read from its other end. In an edition
    printkit lays out (render/text/edition.py), the line is shaped and ordered (`show_laid`)."""
    edition = own_layout()
    c.setFont(font, size)
    if turned:
        c.saveState()
        c.translate(x, y)
        c.rotate(180)
        x = y = 0
    if edition is None:
        show(c, x, y, text, anchor)
    else:
        show_laid(c, x, y, text, font, size, anchor, edition)
    if turned:
        c.restoreState()


def show_laid(c: Canvas, x: float, y: float, text: str, font: str, size: float, anchor: str, edition) -> None:
    """`text` as one line laid out for `edition` (render/text/layout.py), anchored at (x, y)."""
    for line in one_line(laid_out(text, font, edition, plain=True)):
        draw_line(c, line, x - SHARE[anchor] * line.width * size / 1000.0, y, size)


def fitted_line(text: str, max_width: float, *, font: str, size: float, minimum: float) -> tuple[float, float]:
    """(size, width): the largest size from `size` down to `minimum` at which `text` fits
    `max_width` on one line (`minimum` when none does), and its width there."""
    chosen = line_size(text, font, max_width, size=size, minimum=minimum)
    return chosen, width(text, font, chosen)


def draw_fitted_line(c: Canvas, text: str, x: float, y: float, max_width: float, *, font: str, size: float,
                     minimum: float, anchor: str = "centre") -> None:
    """One line of plain text, shrunk until it fits `max_width`; TextOverflow when it does not
    fit even at `minimum` (reported instead while the i18n tools watch)."""
    chosen, wide = fitted_line(text, max_width, font=font, size=size, minimum=minimum)
    if wide > max_width + 0.01:
        overflowed(TextBox(text, "line", max_width, None, size, minimum,
                           overflow=f"{text!r} is wider than {max_width:.0f} pt at {minimum} pt"))
    elif watched():
        report(TextBox(text, "line", max_width, None, size, minimum))
    if text.startswith(DRAFT_MARK):
        _draw_draft_line(c, text, x - SHARE[anchor] * wide, y, font=font, size=chosen)
    else:
        draw_string(c, x, y, text, font=font, size=chosen, anchor=anchor)


def _draw_draft_line(c: Canvas, text: str, left: float, y: float, *, font: str, size: float) -> None:
    """--draft: the [EN] mark of an untranslated line in the draft colour, the English after it as usual."""
    c.saveState()
    c.setFillColor(colors.HexColor(DRAFT_COLOUR))
    draw_string(c, left, y, DRAFT_MARK, font=font, size=size)
    c.restoreState()
    draw_string(c, left + width(DRAFT_MARK, font, size), y, text[len(DRAFT_MARK):], font=font, size=size)


def fitted_line_box(text: str, x: float, y: float, max_width: float, *, font: str, size: float, minimum: float,
                    anchor: str = "centre") -> Rect:
    """The box draw_fitted_line fills with the same arguments (baseline at y): art drawn first
    keeps clear of it."""
    chosen, wide = fitted_line(text, max_width, font=font, size=size, minimum=minimum)
    wide = min(wide, max_width)
    return Rect(x - SHARE[anchor] * wide, y - DESCENT * chosen, wide, (ASCENT + DESCENT) * chosen)
