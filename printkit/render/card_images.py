"""Cards as images (`printkit export`): a card page rendered by PDFium, with or without its
bleed, encoded as PNG or JPEG, and Tabletop Simulator's deck sheets (a grid of cards, row by
row). PDFium is not thread-safe: every call holds the process's lock (printkit/pdfium_lock.py);
`printkit export` runs several processes instead of threads."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

from printkit.pdfium_lock import PDFIUM

PAPER = (255, 255, 255)


def open_pdf(path: Path) -> pdfium.PdfDocument:
    with PDFIUM:
        return pdfium.PdfDocument(str(path))


def close_pdf(document: pdfium.PdfDocument) -> None:
    with PDFIUM:
        document.close()


def card_image(document: pdfium.PdfDocument, index: int, *, dpi: float, crop_pt: float = 0.0,
               width_px: int | None = None) -> Image.Image:
    """Page `index` as an RGB image at `dpi` (or `width_px` wide), less `crop_pt` on every side
    (the bleed, for an image of the trimmed card)."""
    with PDFIUM:
        page = document[index]
        try:
            width = page.get_width() - 2 * crop_pt
            scale = width_px / width if width_px else dpi / 72.0
            bitmap = page.render(scale=scale, crop=(crop_pt,) * 4)
            try:
                return bitmap.to_pil().convert("RGB")
            finally:
                bitmap.close()
        finally:
            page.close()


def png_bytes(image: Image.Image, *, dpi: float) -> bytes:
    """PNG, with its resolution recorded (shops read it to check the print size)."""
    out = io.BytesIO()
    image.save(out, format="PNG", dpi=(dpi, dpi))
    return out.getvalue()


def jpeg_bytes(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=92, subsampling=0)
    return out.getvalue()


def sheet(cards: list[Image.Image], columns: int, rows: int) -> Image.Image:
    """Cards of one size in a grid, row by row from the top left, on white (unused cells stay white)."""
    width, height = cards[0].size
    grid = Image.new("RGB", (columns * width, rows * height), PAPER)
    for number, card in enumerate(cards):
        grid.paste(card if card.size == (width, height) else card.resize((width, height)),
                   ((number % columns) * width, (number // columns) * height))
    return grid


def page_size(document: pdfium.PdfDocument, index: int) -> tuple[float, float]:
    """A page's width and height in points."""
    with PDFIUM:
        page = document[index]
        try:
            return page.get_width(), page.get_height()
        finally:
            page.close()


def look(document: pdfium.PdfDocument, index: int) -> bytes:
    """A small rendering of a page, to tell pages that print the same from those that do not."""
    return card_image(document, index, dpi=24).tobytes()


def blank_card(document: pdfium.PdfDocument, width_px: int, *, crop_pt: float = 0.0) -> Image.Image:
    """A white card of the document's card size (the back of cards printed on one side)."""
    width, height = page_size(document, 0)
    ratio = (height - 2 * crop_pt) / (width - 2 * crop_pt)
    return Image.new("RGB", (width_px, max(1, round(width_px * ratio))), PAPER)
