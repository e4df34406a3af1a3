"""Shelf packing: order kept, nothing overlaps, everything inside the area, pages added."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.layout.geometry import Rect, Size
from printkit.layout.packing import pack_rows, pages_used

AREA = Rect(10, 10, 200, 300)


def test_rows_fill_left_to_right_then_down():
    placed = pack_rows([Size(90, 50)] * 3, AREA, gap=10)
    assert [(p.box.x, p.box.y1) for p in placed] == [(10, 310), (110, 310), (10, 250)]


def test_a_full_page_starts_the_next():
    placed = pack_rows([Size(200, 140)] * 3, AREA, gap=10)
    assert [p.page for p in placed] == [0, 0, 1] and pages_used(placed) == 2


def test_an_item_larger_than_the_area_is_refused():
    with pytest.raises(ValueError) as caught:
        pack_rows([Size(250, 20)], AREA, gap=0)
    assert str(caught.value) == "item 0 (250×20 pt) is larger than the area (200×300 pt)"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(5, 200), st.integers(5, 300)), min_size=1, max_size=40))
def test_items_never_overlap_and_stay_inside(sizes):
    placed = pack_rows([Size(w, h) for w, h in sizes], AREA, gap=3)
    assert [p.index for p in placed] == list(range(len(sizes)))
    for p in placed:
        assert AREA.contains(p.box)
    for a in placed:
        for b in placed:
            if a.index < b.index and a.page == b.page:
                assert not a.box.overlaps(b.box)
