"""Pictograms more than one game prints: a treasure chest, coins changing hands, a question mark, a pawn.

Original vector drawings made for printkit (licence: same as the code), on the 100-unit grid of
`_pen.grid`: one ink colour, details cut out in the paper colour. First drawn for Market Island's
board (§4.5: income, expense and chance squares; §3: the pawns); Triple Bataille's boards and
sheets print them too (the final count, the payout order, events, the pawn on the ladder).
"""

from __future__ import annotations

from printkit.render.icons import icon
from printkit.render.icons._pen import grid
from printkit.render.icons.common import coin_face
from printkit.render.icons.shapes import flat_hand


@icon("treasure-chest")
def treasure_chest(c, x, y, size, ink, paper):
    """A treasure chest with a domed lid, iron bands and a lock plate."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(8, 10, 84, 44, radius=3)
        p = pen.c.beginPath()
        p.moveTo(8, 57)
        p.lineTo(8, 68)
        p.curveTo(8, 90, 92, 90, 92, 68)
        p.lineTo(92, 57)
        p.close()
        pen.fill(p)
        pen.line([(4, 55.5), (96, 55.5)], 3, pen.paper, cap=0)
        for bx in (24, 76):
            pen.line([(bx - 5, 10), (bx - 5, 86)], 2.5, pen.paper, cap=0)
            pen.line([(bx + 5, 10), (bx + 5, 86)], 2.5, pen.paper, cap=0)
        pen.rect(39, 36, 22, 28, pen.paper, radius=3)
        pen.rect(42, 39, 16, 22, radius=2)
        pen.circle(50, 53, 3.5, pen.paper)
        pen.poly([(48, 53), (52, 53), (53.5, 44), (46.5, 44)], pen.paper)


@icon("coin-exchange")
def coin_exchange(c, x, y, size, ink, paper):
    """Two hands passing coins to each other: one gives from above, one receives below."""
    with grid(c, x, y, size, ink, paper) as pen:
        for turn in (0, 180):
            with pen.turned(turn, 50, 50), pen.placed(2, 1, 1.1):
                flat_hand(pen)
        for cx, cy in ((37, 50), (63, 50)):
            pen.circle(cx, cy, 14, pen.paper)
            coin_face(pen, cx, cy, 12.5)


@icon("question-mark")
def question_mark(c, x, y, size, ink, paper):
    """A bold question mark: the chance square."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.arc(50, 67, 19, 165, -235, 14, cap=0)
        pen.curve((61.5, 52), ((53, 46), (50, 42), (50, 34)), width=14, cap=0)
        pen.rect(43, 28, 14, 7)
        pen.circle(50, 13, 8.5)


@icon("pawn")
def pawn(c, x, y, size, ink, paper):
    """A classic board-game pawn: round head, collar, flared body and base."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(18, 6, 64, 12, radius=5)
        p = pen.c.beginPath()
        p.moveTo(24, 20)
        p.curveTo(34, 28, 40, 44, 41, 56)
        p.lineTo(59, 56)
        p.curveTo(60, 44, 66, 28, 76, 20)
        p.close()
        pen.fill(p)
        pen.rect(31, 54, 38, 8, radius=4)
        pen.circle(50, 76, 17)
        pen.line([(14, 19), (86, 19)], 2.5, pen.paper, cap=0)
        pen.line([(30, 63.5), (70, 63.5)], 2, pen.paper, cap=0)
        pen.arc(44, 82, 7, 110, 60, 3, pen.paper)
