"""Saddle-stitch imposition of an A5 booklet, two pages per sheet side.

Pages are padded with blanks at the end to a multiple of 4. Sheet k (counting from 0) of a
booklet of N pages carries, on its front side, pages N-1-2k (left) and 2k (right), and on its
back side pages 2k+1 (left) and N-2-2k (right): stacked, folded and stapled, they read in order.
"""

from __future__ import annotations

from printkit.layout.geometry import PAPERS, PRINTER_MARGIN, Rect, Size
from printkit.units import mm

# Half of US Letter: the booklet page of a Letter kit (render/half_letter.py).
HALF_LETTER = Size(PAPERS["letter"].h / 2, PAPERS["letter"].w)
FOLD_MARK = mm(6)   # each of the two short marks on the fold of a saddle sheet


def padded_count(pages: int) -> int:
    """The booklet's page count rounded up to a multiple of 4 (blank pages fill the rest)."""
    if pages < 1:
        raise ValueError(f"a booklet needs at least one page, got {pages}")
    return (pages + 3) // 4 * 4


def saddle_sides(pages: int) -> list[tuple[int | None, int | None]]:
    """(left, right) page indices (0-based) of every sheet side in print order; None is a blank."""
    total = padded_count(pages)
    sides = []
    for k in range(total // 4):
        for left, right in ((total - 1 - 2 * k, 2 * k), (2 * k + 1, total - 2 - 2 * k)):
            sides.append((left if left < pages else None, right if right < pages else None))
    return sides


def spread(sheet: Size, page: Size) -> tuple[float, Rect, Rect]:
    """(scale, left box, right box): two pages side by side, centred on the landscape sheet.

    Pages print at actual size when they fit (A5 on A4 or A3) and shrink to fit otherwise (Letter).
    """
    paper = sheet.landscape()
    scale = min(1.0, paper.w / (2 * page.w), paper.h / page.h)
    w, h = page.w * scale, page.h * scale
    y = (paper.h - h) / 2
    return scale, Rect(paper.w / 2 - w, y, w, h), Rect(paper.w / 2, y, w, h)


def fitted(paper: Size, page: Size) -> tuple[float, Rect]:
    """(scale, box): `page` at actual size if it fits `paper`, else shrunk to fit, centred."""
    scale = min(1.0, paper.w / page.w, paper.h / page.h)
    w, h = page.w * scale, page.h * scale
    return scale, Rect((paper.w - w) / 2, (paper.h - h) / 2, w, h)


def fold_marks(sheet: Size) -> list[tuple[float, float, float, float]]:
    """The fold of a saddle sheet (landscape), marked at both long edges: two short segments on
    the middle line, PRINTER_MARGIN in from the paper's edge, (x0, y0, x1, y1)."""
    paper = sheet.landscape()
    x = paper.w / 2
    return [(x, PRINTER_MARGIN, x, PRINTER_MARGIN + FOLD_MARK),
            (x, paper.h - PRINTER_MARGIN - FOLD_MARK, x, paper.h - PRINTER_MARGIN)]
