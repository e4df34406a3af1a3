"""The rule booklet of a Letter kit on half-letter pages (5.5 × 8.5 in), the booklet size US
organisers fold and print, rather than A5.

The booklet is laid out on its A5 page; each page is then placed on a half-letter page, scaled to
its width (0.944) and centred (layout/saddle.py `fitted`), as `--booklet saddle` places it on a
Letter sheet.
"""

from __future__ import annotations

from pypdf import PdfWriter, Transformation

from printkit.layout.geometry import Rect
from printkit.layout.saddle import HALF_LETTER, fitted
from printkit.render.booklet.sheets import finished, read_pages, set_trim


def on_half_letter(booklet: bytes) -> tuple[bytes, int]:
    """The booklet's pages, each on a half-letter page, and its page count."""
    reader, page = read_pages(booklet)
    scale, box = fitted(HALF_LETTER, page)
    writer = PdfWriter()
    for original in reader.pages:
        side = writer.add_blank_page(width=HALF_LETTER.w, height=HALF_LETTER.h)
        side.merge_transformed_page(original, Transformation().scale(scale).translate(box.x, box.y))
        set_trim(side, Rect(0, 0, HALF_LETTER.w, HALF_LETTER.h))
    return finished(reader, writer)
