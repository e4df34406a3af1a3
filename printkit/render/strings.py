"""A table cell's one-line text among the short strings of one text object (render/text_ops.py
`Strings`): where draw_paragraph would draw it, without a text object and saved state of its own.

`Canvas.drawString` and its centred and right-aligned kin make a text object per string, and a
string turned half round needs a saved graphics state and a rotation round it. Measured on
`build --all`: Market Island's 318 card fronts drew their four index strings and their code in
five text objects inside three saved states; one text object, in one saved state, prints the same
(the glyphs end where the same transformation puts them: a turned string gets its half turn
from its text matrix instead of the page's) with a third of the operators.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER

from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text import line_placement
from printkit.render.text_ops import Strings


def add_paragraph_line(strings: Strings, markup: str, box: Rect, *, size: float, minimum: float,
                       font: str = fonts.BODY, align: int = TA_CENTER, valign: str = "middle") -> bool:
    """Add `markup` to `strings` where draw_paragraph would draw it with the same arguments,
    when draw_paragraph sets it on one plain line (render/text.py line_placement); False, with
    nothing added, for anything else (the caller draws that with draw_paragraph)."""
    placed = line_placement(markup, box, size=size, minimum=minimum, font=font, align=align, valign=valign)
    if placed is None:
        return False
    text, face, chosen, x, y = placed
    strings.add(x, y, text, font=face, size=chosen)
    return True
