"""Playing-card corner indices (rank over suit), as on a standard deck.

Suits are glyphs of the bundled symbols font, so a card's face is extractable as text too.
"""

from __future__ import annotations

from printkit.layout.geometry import Rect
from printkit.model.common import Face
from printkit.render.draw import BOLD, INK, SYMBOLS, Colour, Pen, hex_colour
from printkit.units import mm

SUIT_GLYPHS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED = hex_colour("#c8102e")
BLACK = INK


def suit_colour(face: Face) -> Colour:
    return RED if face.is_red else BLACK


def face_label(face: Face) -> str:
    """'9♣', '10♥' — for text a referee reads."""
    return face.rank + SUIT_GLYPHS[face.suit]


def draw_corners(pen: Pen, face: Face, box: Rect, *, size: float = 11) -> None:
    """Indices in the top-left corner of `box` and, turned half round about its centre, in its
    bottom-right one: rank above suit, in the suit's colour.

    `box` is the part of the card safe from the cut (indexes stay inside the safe zone),
    the index centred INDEX_INSET from its left edge, the rank's top INDEX_TOP below its top edge.
    """
    x, top = box.x + INDEX_INSET, box.y1 - INDEX_TOP
    rank_size = size * (0.82 if face.rank == "10" else 1.0)
    rank_y = top - rank_size * 0.78
    suit_y = rank_y - size * 1.02
    cx2, cy2 = 2 * box.x + box.w, 2 * box.y + box.h       # (x, y) turned about the centre: (cx2 - x, cy2 - y)
    colour = suit_colour(face)
    for turned in (False, True):
        at = (lambda px, py: (cx2 - px, cy2 - py)) if turned else (lambda px, py: (px, py))
        pen.text(face.rank, *at(x, rank_y), font=BOLD, size=rank_size, anchor="centre", turned=turned, colour=colour)
        pen.text(SUIT_GLYPHS[face.suit], *at(x, suit_y), font=SYMBOLS, size=size * 0.95, anchor="centre",
                 turned=turned, colour=colour)


INDEX_INSET = mm(3.7)   # from the box's left edge to the index's centre line
INDEX_TOP = mm(2.0)     # from the box's top edge to the top of the rank: 1.5 mm clear of a tab's rounded corner
