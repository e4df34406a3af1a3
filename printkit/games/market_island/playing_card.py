"""Playing-card corner indices (rank over suit), as on a standard deck.

Suits are glyphs of the bundled symbols font, so a card's face is extractable as text too.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.model.common import Face
from printkit.render import fonts
from printkit.units import mm

SUIT_GLYPHS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED = colors.HexColor("#c8102e")
BLACK = fonts.INK_BLACK


def suit_colour(face: Face) -> colors.Color:
    return RED if face.is_red else BLACK


def face_label(face: Face) -> str:
    """'9♣', '10♥' — for text a referee reads."""
    return face.rank + SUIT_GLYPHS[face.suit]


def draw_index(c: Canvas, face: Face, x: float, top: float, *, size: float = 11) -> None:
    """Rank above suit, centred on x, the rank's top at `top`."""
    c.saveState()
    c.setFillColor(suit_colour(face))
    rank_size = size * (0.82 if face.rank == "10" else 1.0)
    c.setFont(fonts.BOLD, rank_size)
    c.drawCentredString(x, top - rank_size * 0.78, face.rank)
    c.setFont(fonts.SYMBOLS, size * 0.95)
    c.drawCentredString(x, top - rank_size * 0.78 - size * 1.02, SUIT_GLYPHS[face.suit])
    c.restoreState()


def draw_corners(c: Canvas, face: Face, box: Rect, *, size: float = 11) -> None:
    """Indices in the top-left corner of `box` and, turned half round, in its bottom-right one.

    `box` is the part of the card safe from the cut (issue 16: indexes stay inside the safe zone),
    the index centred INDEX_INSET from its left edge, its top INDEX_TOP below its top edge.
    """
    draw_index(c, face, box.x + INDEX_INSET, box.y1 - INDEX_TOP, size=size)
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    c.saveState()
    c.translate(cx, cy)
    c.rotate(180)
    c.translate(-cx, -cy)
    draw_index(c, face, box.x + INDEX_INSET, box.y1 - INDEX_TOP, size=size)
    c.restoreState()


INDEX_INSET = mm(3.7)   # from the box's left edge to the index's centre line
INDEX_TOP = mm(1.7)     # from the box's top edge to the top of the rank
