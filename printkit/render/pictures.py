"""PNG and JPEG pictures on cards, embedded once per file and never denser than the print.

A picture is handed to reportlab by its file name whenever it prints as it is: reportlab then
embeds each file once per document (drawImage reuses an image by its name), passes a JPEG's
bytes through untouched, and reads a PNG once. Measured on 100 cards each with its own
602 × 531 px PNG (benchmarks/designer_deck.py), the former way, decoding each file, converting
it and encoding it again as PNG for reportlab to decode once more, spent 35 of 57 s in that PNG
encoder.

A picture is prepared (decoded, converted, reduced) only when it cannot print as it is:
- with --ink greyscale or saver, in grey (the ink canvas cannot change an image's pixels);
- when it is denser than the print needs (`PRINT_DPI` at the size it prints, with a margin):
  a 4000-pixel photograph in a 45 mm box is reduced to 532 pixels (Lanczos) before it goes in,
  which makes the file smaller and the build faster, and prints the same.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from printkit.errors import DataError, Source
from printkit.layout import production
from printkit.layout.geometry import Rect

PRINT_DPI = 300          # what a print shop asks for, and more than a home printer resolves
DENSER = 1.25            # a picture more than this much denser than PRINT_DPI is reduced


def draw_picture(c: Canvas, path: Path, box: Rect, *, shown: str) -> None:
    """The picture scaled to fit the box (kept in proportion, centred)."""
    grey = production.current().ink != "colour"
    try:
        stamp = path.stat().st_mtime_ns
        width, height = picture_size(str(path), stamp)
    except OSError as exc:
        raise DataError(Source(shown), f"expected a PNG or JPEG picture ({exc})") from None
    scale = min(box.w / width, box.h / height)
    w, h = width * scale, height * scale
    x, y = box.x + (box.w - w) / 2, box.y + (box.h - h) / 2
    wanted = print_pixels(w, h)
    if not grey and width <= DENSER * wanted[0]:
        c.drawImage(str(path), x, y, w, h, mask="auto")
        return
    try:
        image = prepared(str(path), stamp, grey, wanted if width > DENSER * wanted[0] else None)
    except OSError as exc:
        raise DataError(Source(shown), f"expected a PNG or JPEG picture ({exc})") from None
    c.drawImage(ImageReader(image), x, y, w, h, mask="auto")


def print_pixels(w_pt: float, h_pt: float) -> tuple[int, int]:
    """The pixels a picture of w × h points needs at PRINT_DPI."""
    return max(1, round(w_pt / 72 * PRINT_DPI)), max(1, round(h_pt / 72 * PRINT_DPI))


@lru_cache(maxsize=1024)
def picture_size(path: str, stamp: int) -> tuple[int, int]:
    """A picture's size in pixels, from its header (Pillow reads no pixel for it)."""
    from PIL import Image
    with Image.open(path) as image:
        return image.size


@lru_cache(maxsize=64)
def prepared(path: str, stamp: int, grey: bool, size: tuple[int, int] | None):
    """The picture decoded once, in grey if asked, reduced to `size` if given (Lanczos); its
    transparency kept (reportlab makes it the image's soft mask)."""
    from PIL import Image
    with Image.open(path) as image:
        image.load()
        alpha = image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info)
        converted = image.convert(("LA" if grey else "RGBA") if alpha else ("L" if grey else "RGB"))
    if size is not None:
        converted.thumbnail(size, Image.Resampling.LANCZOS, reducing_gap=3.0)
    return converted
