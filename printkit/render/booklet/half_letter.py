"""The rule booklet of a Letter kit on half-letter pages (5.5 × 8.5 in), the booklet size US
organisers fold and print, rather than A5.

The booklet is laid out on its A5 page; each page is then placed on a half-letter page, scaled to
its width (0.944) and centred (layout/saddle.py `fitted`), as `--booklet saddle` places it on a
Letter sheet.
"""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter, Transformation
from pypdf.generic import NameObject, RectangleObject

from printkit.layout.geometry import Size
from printkit.layout.saddle import HALF_LETTER, fitted


def on_half_letter(booklet: bytes) -> tuple[bytes, int]:
    """The booklet's pages, each on a half-letter page, and its page count."""
    reader = PdfReader(io.BytesIO(booklet))
    first = reader.pages[0].mediabox
    scale, box = fitted(HALF_LETTER, Size(float(first.width), float(first.height)))
    writer = PdfWriter()
    for page in reader.pages:
        side = writer.add_blank_page(width=HALF_LETTER.w, height=HALF_LETTER.h)
        side.merge_transformed_page(page, Transformation().scale(scale).translate(box.x, box.y))
        whole = RectangleObject([0, 0, HALF_LETTER.w, HALF_LETTER.h])
        side[NameObject("/TrimBox")] = whole
        side[NameObject("/BleedBox")] = whole
    if reader.metadata:
        writer.add_metadata({k: v for k, v in reader.metadata.items() if k in ("/Title", "/Author", "/Subject")})
    writer.add_metadata({"/Creator": "printkit", "/Producer": "printkit"})
    writer.create_viewer_preferences()
    writer.viewer_preferences.print_scaling = NameObject("/None")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue(), len(writer.pages)
