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


def card_image(document: pdfium.PdfDocument, index: int, *, dpi: float, box: str = "bleed",
               width_px: int | None = None) -> Image.Image:
    """Page `index` as an RGB image at `dpi` (or `width_px` wide), cut to the page's BleedBox (the
    card and its bleed) or, with `box="trim"`, its TrimBox (the trimmed card): a single-layout
    page also holds crop marks and the printer's margin around them."""
    with PDFIUM:
        page = document[index]
        try:
            crop = _crop(page, box)
            width = page.get_width() - crop[0] - crop[2]
            scale = width_px / width if width_px else dpi / 72.0
            bitmap = page.render(scale=scale, crop=crop)
            try:
                image = bitmap.to_pil().convert("RGB")
            finally:
                bitmap.close()
        finally:
            page.close()
    if width_px and image.width != width_px:    # PDFium rounds each cropped side: a pixel more or less
        image = image.resize((width_px, max(1, round(image.height * width_px / image.width))), Image.LANCZOS)
    return image


def _crop(page, box: str) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) to cut off the page for its bleed or trim box, in points."""
    x0, y0, x1, y1 = page.get_mediabox()
    left, bottom, right, top = page.get_bleedbox() if box == "bleed" else page.get_trimbox()
    return left - x0, bottom - y0, x1 - right, y1 - top


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


def card_size(document: pdfium.PdfDocument, index: int, *, box: str = "bleed") -> tuple[float, float]:
    """A page's card with its bleed (or trimmed, `box="trim"`): width and height in points."""
    with PDFIUM:
        page = document[index]
        try:
            left, bottom, right, top = page.get_bleedbox() if box == "bleed" else page.get_trimbox()
            return right - left, top - bottom
        finally:
            page.close()


def look(document: pdfium.PdfDocument, index: int) -> bytes:
    """A small rendering of a page, to tell pages that print the same from those that do not."""
    return card_image(document, index, dpi=24).tobytes()


def blank_card(document: pdfium.PdfDocument, width_px: int) -> Image.Image:
    """A white trimmed card of the document's card size (the back of cards printed on one side)."""
    width, height = card_size(document, 0, box="trim")
    return Image.new("RGB", (width_px, max(1, round(width_px * height / width))), PAPER)
