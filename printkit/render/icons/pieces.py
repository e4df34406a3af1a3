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
    """A treasure chest with a domed lid, iron bands and a lock plate with its keyhole.

    The bands are paper lines clipped to the chest, so an outline print (--ink saver, where paper
    lines print as thin grey lines) keeps them inside it; the keyhole is one closed shape, filled
    and outlined in paper, so it still shows where fills become outlines."""
    with grid(c, x, y, size, ink, paper) as pen:
        body, lid = _chest_body(pen.c), _chest_lid(pen.c)
        pen.fill(body)
        pen.fill(lid)
        silhouette = _chest_body(pen.c)
        _chest_lid(pen.c, silhouette)
        with pen.clipped(silhouette):
            for bx in (24, 76):
                pen.line([(bx - 5, 10), (bx - 5, 86)], 2.5, pen.paper, cap=0)
                pen.line([(bx + 5, 10), (bx + 5, 86)], 2.5, pen.paper, cap=0)
        pen.rect(39, 36, 22, 28, pen.paper, radius=3)
        pen.rect(42, 39, 16, 22, radius=2)
        keyhole = _keyhole(pen.c)
        pen.fill(keyhole, pen.paper)
        pen.outline(_keyhole(pen.c), 1.0, pen.paper)


def _chest_body(c, path=None):
    """The chest's box, below the lid's seam."""
    path = path or c.beginPath()
    path.roundRect(8, 10, 84, 44, 3)
    return path


def _chest_lid(c, path=None):
    """The domed lid, above the seam."""
    path = path or c.beginPath()
    path.moveTo(8, 57)
    path.lineTo(8, 68)
    path.curveTo(8, 90, 92, 90, 92, 68)
    path.lineTo(92, 57)
    path.close()
    return path


# The keyhole: a disc of radius 3.5 at (50, 53) over a trapezoid down to y = 44. Its sides leave
# the disc at 226.3° and 313.7° (worked out from the two shapes), so its outline is one arc of
# 272.6° and three straight sides.
_KEYHOLE_ARC = (313.7, 272.6)


def _keyhole(c):
    p = c.beginPath()
    p.arc(46.5, 49.5, 53.5, 56.5, *_KEYHOLE_ARC)
    p.lineTo(46.5, 44)
    p.lineTo(53.5, 44)
    p.close()
    return p


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
