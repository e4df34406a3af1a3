"""Hand shapes shared by several icons (exchange, consent, dividend).

Original vector drawings made for printkit (licence: same as the code); this module
registers no icon of its own.
"""

from __future__ import annotations

from ._pen import Pen


def flat_hand(pen: Pen) -> None:
    """A hand seen from the side, palm up and fingers pointing right, with its cuff.

    Occupies roughly x 0..62, y 0..30 of the grid; callers move, turn or mirror it.
    """
    pen.rect(0, 4, 11, 24, radius=2)
    p = pen.c.beginPath()
    p.moveTo(13, 6)
    p.lineTo(44, 6)
    p.curveTo(56, 6, 62, 9, 62, 14)
    p.curveTo(62, 19, 57, 21, 50, 21)
    p.lineTo(36, 21)
    p.curveTo(36, 27, 33, 32, 28, 33)
    p.curveTo(25, 33, 24, 30, 25, 27)
    p.lineTo(22, 26)
    p.lineTo(13, 26)
    p.close()
    pen.fill(p)
    for ly in (11, 16):
        pen.line([(42, ly), (57, ly)], 1.8, pen.paper)
