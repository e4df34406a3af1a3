"""The rule booklet of a Letter kit on half-letter pages (5.5 × 8.5 in), the booklet size US
organisers fold and print, rather than A5.

The booklet is laid out once, on its A5 page (render/booklet_pages.py); each page is then drawn
onto a half-letter page, scaled to its width (0.944) and centred, as `--booklet saddle` already
places it on a Letter sheet (layout/saddle.py `spread`).
"""

from __future__ import annotations

from printkit.layout.geometry import Rect
from printkit.layout.saddle import HALF_LETTER, fitted
from printkit.render.booklet_pages import PAGE, Layout, draw_page
from printkit.render.pdf import DocInfo, render_pages, set_page


def draw_half_letter(layout: Layout, info: DocInfo, footer: str) -> tuple[bytes, int]:
    """The PDF of a booklet's pages, each on a half-letter page, and its page count."""
    scale, box = fitted(HALF_LETTER, PAGE)

    def draw_pages(c) -> int:
        for index in range(layout.pages):
            set_page(c, HALF_LETTER, trim=Rect(0, 0, HALF_LETTER.w, HALF_LETTER.h))
            c.saveState()
            c.translate(box.x, box.y)
            c.scale(scale, scale)
            draw_page(c, layout, index, footer)
            c.restoreState()
            c.showPage()
        return layout.pages

    return render_pages(HALF_LETTER, info, draw_pages)
