"""layout/duplex.py: where a double-sided kit file gets blank backs (issue 16 §1)."""

from __future__ import annotations

import pytest

from printkit.layout.duplex import Section, Slot, blank_backs, kit_order


def test_one_sided_sections_of_a_double_sided_kit_get_a_blank_after_each_page():
    assert blank_backs([False, True, False]) == [True, False, True]
    assert kit_order([Section(1, False), Section(2, True)]) == [
        Slot(0, 0), Slot(0, 0, blank=True), Slot(1, 0), Slot(1, 1)]


def test_a_kit_without_two_sided_sections_prints_one_sided_with_no_blanks():
    assert blank_backs([False, False]) == [False, False]
    assert [slot.blank for slot in kit_order([Section(2, False), Section(1, False)])] == [False] * 3


def test_a_front_without_its_back_is_refused():
    with pytest.raises(ValueError, match="section 1: 3 pages cannot be front/back pairs"):
        kit_order([Section(1, False), Section(3, True)])
