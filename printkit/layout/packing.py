"""Shelf packing: items of different sizes laid out in rows across as many pages as needed.

Pure geometry. Items keep their order (so codes read in order on the sheet); a row is as tall
as its tallest item; a page is full when the next row does not fit. Origin bottom-left, rows
filled from the top of the area down.
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.layout.geometry import Rect, Size


class Placed(NamedTuple):
    """Where item `index` goes: its page (0-based) and its box on that page."""

    index: int
    page: int
    box: Rect


def pack_rows(sizes: list[Size], area: Rect, *, gap: float) -> list[Placed]:
    """Place every item, left to right then top to bottom, with `gap` between items and rows.

    ValueError names an item larger than the area: it could never be placed.
    """
    placed: list[Placed] = []
    page, x, top, row_h = 0, area.x, area.y1, 0.0
    for index, size in enumerate(sizes):
        if size.w > area.w + 1e-6 or size.h > area.h + 1e-6:
            raise ValueError(f"item {index} ({size.w:.0f}×{size.h:.0f} pt) is larger than the area "
                             f"({area.w:.0f}×{area.h:.0f} pt)")
        if x > area.x and x + size.w > area.x1 + 1e-6:
            x, top, row_h = area.x, top - row_h - gap, 0.0
        if top - size.h < area.y - 1e-6:
            page, x, top, row_h = page + 1, area.x, area.y1, 0.0
        placed.append(Placed(index, page, Rect(x, top - size.h, size.w, size.h)))
        x += size.w + gap
        row_h = max(row_h, size.h)
    return placed


def pages_used(placed: list[Placed]) -> int:
    return max((p.page for p in placed), default=-1) + 1


def centred(placed: list[Placed], area: Rect) -> list[Placed]:
    """The same placement with each row centred across `area` and each page's rows together
    centred down it: the paper left over goes round the parts, not to the right and bottom."""
    moved: list[Placed] = []
    for page in range(pages_used(placed)):
        on_page = [p for p in placed if p.page == page]
        rows: dict[float, list[Placed]] = {}
        for p in on_page:
            rows.setdefault(round(p.box.y1, 6), []).append(p)
        low = min(p.box.y for p in on_page)
        dy = (area.y - low + area.y1 - max(p.box.y1 for p in on_page)) / 2
        for row in rows.values():
            dx = (area.x - row[0].box.x + area.x1 - row[-1].box.x1) / 2
            moved += [Placed(p.index, p.page, Rect(p.box.x + dx, p.box.y + dy, p.box.w, p.box.h)) for p in row]
    return sorted(moved, key=lambda p: p.index)


__all__ = ["Placed", "centred", "pack_rows", "pages_used"]
