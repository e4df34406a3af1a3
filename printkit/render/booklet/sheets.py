"""What the booklet's two re-placings share (saddle.py, half_letter.py): the A5 pages read back,
each new side's trim, and the finished PDF with the booklet's title and printing preferences.
"""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, RectangleObject

from printkit.layout.geometry import Rect, Size


def read_pages(booklet: bytes) -> tuple[PdfReader, Size]:
    """The booklet's reader and the size of its (first) page."""
    reader = PdfReader(io.BytesIO(booklet))
    first = reader.pages[0].mediabox
    return reader, Size(float(first.width), float(first.height))


def set_trim(side, rect: Rect) -> None:
    """`side`'s trim and bleed boxes: the printed page is `rect` (no bleed beyond it)."""
    box = RectangleObject([rect.x, rect.y, rect.x1, rect.y1])
    side[NameObject("/TrimBox")] = box
    side[NameObject("/BleedBox")] = box


def finished(reader: PdfReader, writer: PdfWriter) -> tuple[bytes, int]:
    """`writer`'s PDF and its page count, with the booklet's title, author and subject, and the
    print dialog told not to scale it."""
    if reader.metadata:
        writer.add_metadata({k: v for k, v in reader.metadata.items() if k in ("/Title", "/Author", "/Subject")})
    writer.add_metadata({"/Creator": "printkit", "/Producer": "printkit"})
    writer.create_viewer_preferences()
    writer.viewer_preferences.print_scaling = NameObject("/None")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue(), len(writer.pages)
