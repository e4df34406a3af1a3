"""Several short strings set in one text object (reportlab's public `beginText`, `textOut`,
`drawText`), for the few strings a card prints of its own (indices, its code).

`Canvas.drawString` and its centred and right-aligned kin make a text object per string, and a
string turned half round needs a saved graphics state and a rotation round it. Measured on
`build --all`: Market Island's 318 card fronts drew their four index strings and their code in
five text objects inside three saved states; one text object, in one saved state, prints the same
(the glyphs end where the same transformation puts them: a turned string gets its half turn
from its text matrix instead of the page's) with a third of the operators.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text import line_placement

_SHARE = {"left": 0.0, "centre": 0.5, "right": 1.0}   # of the width left of the anchor point


def add_string(t: PDFTextObject, x: float, y: float, text: str, *, font: str, size: float,
               anchor: str = "left", turned: bool = False) -> None:
    """Set `text` in the text object `t`, its baseline through (x, y) and (x, y) at its left end,
    its centre or its right end (`anchor`), as drawString, drawCentredString or drawRightString
    would; `turned`: upside down (turned half round about (x, y) as anchored)."""
    shift = _SHARE[anchor] * fonts.width(text, font, size) if anchor != "left" else 0.0
    t.setFont(font, size)
    if turned:
        t.setTextTransform(-1, 0, 0, -1, x + shift, y)
    else:
        t.setTextOrigin(x - shift, y)
    t.textLine(text)     # not textOut, which measures the string again to move a cursor no one uses


def add_paragraph_line(t: PDFTextObject, markup: str, box: Rect, *, size: float, minimum: float,
                       font: str = fonts.BODY, align: int = TA_CENTER, valign: str = "middle") -> bool:
    """Set `markup` in the text object `t` where draw_paragraph would draw it with the same
    arguments, when draw_paragraph sets it on one plain line (render/text.py line_placement);
    False, with nothing set, for anything else (the caller draws that with draw_paragraph)."""
    placed = line_placement(markup, box, size=size, minimum=minimum, font=font, align=align, valign=valign)
    if placed is None:
        return False
    text, face, chosen, x, y = placed
    add_string(t, x, y, text, font=face, size=chosen)
    return True


def draw_strings(c: Canvas, t: PDFTextObject) -> None:
    """Draw a text object whose strings set their own colours (PDFTextObject.setFillColor), so
    the page's colour after it is the canvas's own again."""
    c.saveState()
    c.drawText(t)
    c.restoreState()
