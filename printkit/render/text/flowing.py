"""Text that flows down a column from a point: a list's items, one under the other, each as tall
as its lines (the cover's contents and steps)."""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from printkit.render import fonts
from printkit.render.text.edition import own_layout
from printkit.render.text.script_paragraph import ScriptParagraph

_TALLEST = 1e6      # the room offered: a flowing text takes what it needs


def draw_flowing(c: Canvas, markup: str, x: float, top: float, width: float, *, size: float, leading: float,
                 font: str = fonts.BODY, colour=None, hanging: float = 0.0) -> float:
    """`markup` broken into lines of `width` by Paragraph, its first line's top at `top`; the
    lines after the first start `hanging` further right (a bullet or number stands out). Returns
    the lines' height."""
    style = _style(size, leading, font, colour, hanging)
    edition = own_layout()
    para = Paragraph(markup, style) if edition is None else ScriptParagraph(markup, style, edition)
    _, height = para.wrap(width, _TALLEST)
    para.drawOn(c, x, top - height)
    return height


@lru_cache(maxsize=64)
def _style(size: float, leading: float, font: str, colour, hanging: float) -> ParagraphStyle:
    return ParagraphStyle("flowing", fontName=font, fontSize=size, leading=leading,
                          textColor=colour if colour is not None else colors.black,
                          leftIndent=hanging, firstLineIndent=-hanging)
