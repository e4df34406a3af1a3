"""Crop marks with the --marks options (issue 8): whatever length, gap and width within the
allowed range, no mark touches a card's printed area, and every mark stays on the paper."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from printkit.layout.geometry import PAPERS, POKER, Rect, Size
from printkit.layout.cutmarks import TICK_GAP
from printkit.layout.imposition import crop_marks, card_grid
from printkit.option_parsing import MARK_LIMITS
from printkit.units import mm

LENGTH, OFFSET, WIDTH = (st.floats(mm(low), mm(high)) for low, high in MARK_LIMITS.values())


def stroked(mark, width: float) -> Rect:
    """What a mark's stroke covers: `width` across it, nothing past its ends (butt caps, the PDF
    default the marks are drawn with)."""
    across_x, across_y = (width / 2, 0.0) if mark.x0 == mark.x1 else (0.0, width / 2)
    return Rect(min(mark.x0, mark.x1) - across_x, min(mark.y0, mark.y1) - across_y,
                abs(mark.x1 - mark.x0) + 2 * across_x, abs(mark.y1 - mark.y0) + 2 * across_y)


@settings(max_examples=80, deadline=None)
@given(length=LENGTH, offset=OFFSET, width=WIDTH, paper=st.sampled_from(["a4", "a3", "letter"]),
       card=st.sampled_from([POKER, Size(mm(57), mm(89)), Size(mm(100), mm(135)), Size(mm(70), mm(120))]))
def test_marks_keep_off_the_cards_and_on_the_paper(length, offset, width, paper, card):
    grid = card_grid(PAPERS[paper], card)
    sheet = Rect(0, 0, grid.sheet.w, grid.sheet.h)
    for mark in crop_marks(grid, length=length, offset=offset):
        drawn = stroked(mark, width)
        assert not any(drawn.overlaps(slot.trim.inset(-TICK_GAP)) for slot in grid.slots)
        # A mark off the bleed keeps off every card's art; a tick on the bleed only crosses bleed.
        assert mark.on_bleed or not any(drawn.overlaps(slot.paint) for slot in grid.slots)
        assert sheet.contains(Rect(min(mark.x0, mark.x1), min(mark.y0, mark.y1),
                                   abs(mark.x1 - mark.x0), abs(mark.y1 - mark.y0)))
