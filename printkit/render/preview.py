"""Previews: PNG images of PDF pages and a contact sheet of a whole kit, with pypdfium2
(a PyPI wheel: no system package) and pillow."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
from PIL import Image, ImageDraw

from printkit.pdfium_lock import PDFIUM

THUMB_HEIGHT = 200      # px: a contact-sheet thumbnail (an A4 page at about 17 dpi)
COLUMNS = 8
GAP = 12
BACKGROUND = (228, 228, 228)


def page_images(pdf: bytes, *, dpi: float) -> list[Image.Image]:
    """Every page rendered at `dpi`, white paper, RGB."""
    with PDFIUM:
        document = pdfium.PdfDocument(pdf)
        try:
            return [_rendered(document[i], dpi / 72.0) for i in range(len(document))]
        finally:
            document.close()


def _rendered(page, scale: float) -> Image.Image:
    """A page as an RGB image of its own, the PDFium bitmap and page released here (under the lock),
    not later by the garbage collector in whatever thread it runs."""
    bitmap = page.render(scale=scale)
    try:
        return bitmap.to_pil().convert("RGB")
    finally:
        bitmap.close()
        page.close()


def png_bytes(image: Image.Image, *, palette: bool = False) -> bytes:
    """PNG bytes; `palette` stores 256 colours, a third of the size for a contact sheet."""
    if palette:
        image = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def contact_sheet(pdf: bytes, *, columns: int = COLUMNS, thumb_height: int = THUMB_HEIGHT) -> Image.Image:
    """All pages of a PDF as thumbnails of one height, in reading order, on a grey ground."""
    with PDFIUM:
        document = pdfium.PdfDocument(pdf)
        try:
            thumbs = []
            for i in range(len(document)):
                page = document[i]
                scale = thumb_height / page.get_height()
                thumbs.append(_rendered(page, scale))
        finally:
            document.close()
    cell_w = max(t.width for t in thumbs)
    rows = (len(thumbs) + columns - 1) // columns
    cols = min(columns, len(thumbs))
    sheet = Image.new("RGB", (GAP + cols * (cell_w + GAP), GAP + rows * (thumb_height + GAP)), BACKGROUND)
    draw = ImageDraw.Draw(sheet)
    for n, thumb in enumerate(thumbs):
        x = GAP + (n % columns) * (cell_w + GAP) + (cell_w - thumb.width) // 2
        y = GAP + (n // columns) * (thumb_height + GAP)
        sheet.paste(thumb, (x, y))
        draw.rectangle((x - 1, y - 1, x + thumb.width, y + thumb.height), outline=(150, 150, 150))
    return sheet


def page_thumbnail(pdf: bytes, index: int, *, height: int) -> bytes | None:
    """Page `index` (from 0) as a PNG `height` pixels high, or None when the PDF has no such page."""
    with PDFIUM:
        document = pdfium.PdfDocument(pdf)
        try:
            if not 0 <= index < len(document):
                return None
            page = document[index]
            image = _rendered(page, height / page.get_height())
        finally:
            document.close()
    return png_bytes(image)
