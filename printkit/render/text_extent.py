"""Where text lands and how it is set, asked before drawing it: the boxes draw_fitted_line and
draw_paragraph fill (art drawn first leaves them clear: issue 16, patterns never cross text),
the size a paragraph is set at (a table sets all its cells at one size), and short centred texts
that never end on a lone word.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER, TA_RIGHT

from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text import LEADING, fit_paragraph, line_fit, plain_block, single_line


# The boxes are the lines' full height, ascenders to descenders, at the size the drawing
# functions of render/text.py choose for the same arguments.
ASCENT, DESCENT = 0.95, 0.25   # of the font size, Noto Sans with accents and descenders


def fitted_line_box(text: str, x: float, y: float, max_width: float, *, font: str, size: float, minimum: float,
                    anchor: str = "centre") -> Rect:
    """The box draw_fitted_line fills with the same arguments (baseline at y)."""
    actual, width = line_fit(text, font, max_width, size, minimum)
    width = min(width, max_width)
    left = x - {"centre": 0.5, "right": 1.0}.get(anchor, 0.0) * width
    return Rect(left, y - DESCENT * actual, width, (ASCENT + DESCENT) * actual)


def paragraph_box(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                  align: int = TA_CENTER, valign: str = "middle") -> Rect:
    """The box draw_paragraph fills with the same arguments: its lines' height, its widest line."""
    line = single_line(markup, box, size=size, minimum=minimum, font=font)
    block = plain_block(markup, box, size=size, minimum=minimum, font=font, align=align) if line is None else None
    if line is not None:
        width, height = line[3], line[2] * LEADING
    elif block is not None:
        width, height = box.w - max(block.widest, 0.0), block.height
    else:
        para, height = fit_paragraph(markup, box, size=size, minimum=minimum, font=font, align=align)
        lines = getattr(para.blPara, "lines", [])
        spare = min((line[0] if isinstance(line, tuple) else getattr(line, "extraSpace", 0.0)) for line in lines) \
            if lines else 0.0
        width = box.w - max(spare, 0.0)
    y = box.y + (box.h - height) / 2 if valign == "middle" else box.y1 - height
    x = {TA_CENTER: box.x + (box.w - width) / 2, TA_RIGHT: box.x1 - width}.get(align, box.x)
    return Rect(x, y, width, height)


def keep_last_words(text: str) -> str:
    """`text` with its last two words joined by a no-break space: a short centred text (a tagline,
    a caption) that wraps never ends on a lone word. Texts of fewer than four words are left alone."""
    words = text.split(" ")
    if len([w for w in words if w]) < 4:
        return text
    return " ".join(words[:-1]) + "\u00a0" + words[-1]


def fitted_size(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY) -> float:
    """The size draw_paragraph sets `markup` at in `box` (the minimum when it does not fit)."""
    line = single_line(markup, box, size=size, minimum=minimum, font=font)
    if line is not None:
        return line[2]
    block = plain_block(markup, box, size=size, minimum=minimum, font=font)
    if block is not None:
        return block.size
    para, _ = fit_paragraph(markup, box, size=size, minimum=minimum, font=font)
    return para.style.fontSize
