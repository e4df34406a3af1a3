"""Single-card pages for print shops (issue 8): the card with 3 mm of bleed on every side, and round
it room for crop marks on its four cut lines 5 mm in from the page's edge (issue 27)."""

from __future__ import annotations

import pytest

from printkit.layout.geometry import BLEED, POKER, PRINTER_MARGIN, Rect, Size
from printkit.layout.imposition import crop_marks, missing_marks
from printkit.layout.production import MarkStyle
from printkit.layout.single import single_page, slug
from printkit.units import mm


@pytest.mark.parametrize("card", [POKER, Size(mm(88), mm(63)), Size(mm(100), mm(135))])
def test_page_is_the_upright_card_its_bleed_and_room_for_marks(card):
    grid = single_page(card)
    upright, edge = card.portrait(), BLEED + slug()
    assert slug() == pytest.approx(mm(1) + mm(4) + PRINTER_MARGIN)
    assert grid.sheet == pytest.approx(Size(upright.w + 2 * edge, upright.h + 2 * edge))
    (slot,) = grid.slots
    assert slot.trim == pytest.approx(Rect(edge, edge, upright.w, upright.h))
    assert slot.paint == pytest.approx(slot.trim.inset(-BLEED))
    assert grid.bleed_block == pytest.approx(slot.paint)


@pytest.mark.parametrize("style", [MarkStyle(), MarkStyle(length=mm(10), offset=mm(3))])
def test_every_cut_line_has_a_mark_at_both_ends(style):
    grid = single_page(POKER, marks=style)
    marks = crop_marks(grid, length=style.length, offset=style.offset)
    assert missing_marks(grid, marks) == []
    assert len(marks) == 8 and {round(m.length, 6) for m in marks} == {round(style.length, 6)}
    assert not any(m.on_bleed for m in marks)


def test_bleed_is_three_millimetres():
    assert BLEED == pytest.approx(mm(3))
