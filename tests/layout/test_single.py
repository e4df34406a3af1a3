"""Single-card pages for print shops (issue 8): the page is the card plus 3 mm on every side."""

from __future__ import annotations

import pytest

from printkit.layout.geometry import BLEED, POKER, Rect, Size
from printkit.layout.single import single_page
from printkit.units import mm


@pytest.mark.parametrize("card", [POKER, Size(mm(88), mm(63)), Size(mm(100), mm(135))])
def test_page_is_the_upright_card_plus_bleed(card):
    grid = single_page(card)
    upright = card.portrait()
    assert grid.sheet == Size(upright.w + 2 * BLEED, upright.h + 2 * BLEED)
    (slot,) = grid.slots
    assert slot.trim == Rect(BLEED, BLEED, upright.w, upright.h)
    assert slot.paint == Rect(0, 0, grid.sheet.w, grid.sheet.h)
    assert grid.bleed_block == slot.paint


def test_bleed_is_three_millimetres():
    assert BLEED == pytest.approx(mm(3))
