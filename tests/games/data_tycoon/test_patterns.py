"""Data-Tycoon fill patterns (printkit/games/data_tycoon/patterns.py): the fast dots are reportlab's circles."""

from __future__ import annotations

from reportlab.pdfgen import pdfgeom

from printkit.games.data_tycoon.patterns import UNIT_CIRCLE


def test_the_unit_circle_is_the_circle_reportlab_draws():
    cx, cy, r = 12.5, -3.0, 2.56
    expected = pdfgeom.bezierArc(cx - r, cy - r, cx + r, cy + r, 0, 360)
    assert len(expected) == len(UNIT_CIRCLE) == 4
    for quarter, (x0, y0, *curve) in zip(UNIT_CIRCLE, expected):
        ours = [cx + r * v if n % 2 == 0 else cy + r * v for n, v in enumerate(quarter)]
        assert all(abs(a - b) < 1e-9 for a, b in zip(ours, curve))
    assert abs(expected[0][0] - (cx + r)) < 1e-9 and abs(expected[0][1] - cy) < 1e-9   # starts where moveTo goes
