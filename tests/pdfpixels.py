"""Reading built pages as a printer would print them: rendered pixels, the boxes glyphs land in,
and the same page with its text made invisible (pypdfium2 renders, pypdf edits streams)."""

from __future__ import annotations

import io
import math
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image
from pypdf import PdfWriter
from pypdf.generic import ContentStream, NameObject, NumberObject

Box = tuple[float, float, float, float]     # left, bottom, right, top in PDF points


def drawn_page(draw, size: tuple[float, float]) -> bytes:
    """A one-page PDF of `size` drawn by `draw(canvas)` on a plain reportlab canvas (the bundled
    fonts registered, the body font its initial one)."""
    from reportlab.pdfgen.canvas import Canvas

    from printkit.render import fonts
    fonts.register()
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=size, initialFontName=fonts.BODY, invariant=1)
    draw(c)
    c.showPage()
    c.save()
    return buffer.getvalue()


def open_pdf(source: Path | bytes) -> pdfium.PdfDocument:
    return pdfium.PdfDocument(source if isinstance(source, bytes) else str(source))


def render(doc: pdfium.PdfDocument, index: int, dpi: float) -> Image.Image:
    """The page as RGB pixels at `dpi`."""
    return doc[index].render(scale=dpi / 72).to_pil().convert("RGB")


def glyph_boxes(doc: pdfium.PdfDocument, index: int) -> list[tuple[str, Box]]:
    """Every printed character of the page with its tight glyph box (spaces left out)."""
    text = doc[index].get_textpage()
    found = []
    for i in range(text.count_chars()):
        char = text.get_text_range(i, 1)
        if not char.strip():
            continue
        left, bottom, right, top = text.get_charbox(i)
        if right > left and top > bottom:
            found.append((char, (left, bottom, right, top)))
    return found


def pixels_of(image: Image.Image, page_height: float, box: Box, dpi: float, *, inset_px: float = 0.0) -> Image.Image:
    """The pixels lying wholly inside `box` (PDF points, origin bottom-left) shrunk by inset_px
    (at least one pixel)."""
    k = dpi / 72
    left, bottom, right, top = box
    x0, x1 = math.ceil(left * k + inset_px), math.floor(right * k - inset_px)
    y0, y1 = math.ceil((page_height - top) * k + inset_px), math.floor((page_height - bottom) * k - inset_px)
    return image.crop((x0, y0, max(x0 + 1, x1), max(y0 + 1, y1)))


def spread(image: Image.Image) -> int:
    """How far apart the lightest and darkest values of any channel are: 0 for a flat colour."""
    return max(high - low for low, high in image.getextrema())


def without_text(path: Path) -> bytes:
    """The PDF with every text object drawn invisibly (text render mode 3), in pages and forms:
    what lies under and over the text, without the text."""
    writer = PdfWriter(clone_from=str(path))
    seen: set[int] = set()

    def hide(stream_owner, contents) -> ContentStream:
        content = ContentStream(contents, writer)
        ops = []
        for operands, op in content.operations:
            ops.append((operands, op))
            if op == b"BT":
                ops.append(([NumberObject(3)], b"Tr"))
            elif op == b"Tr":
                ops[-1] = ([NumberObject(3)], b"Tr")
        content.operations = ops
        return content

    def forms(resources) -> None:
        if resources is None:
            return
        for ref in (resources.get_object().get("/XObject") or {}).values():
            xobject = ref.get_object()
            if id(xobject) in seen or xobject.get("/Subtype") != "/Form":
                continue
            seen.add(id(xobject))
            xobject.set_data(hide(xobject, xobject).get_data())
            forms(xobject.get("/Resources"))

    for page in writer.pages:
        page.replace_contents(hide(page, page.get_contents()))
        forms(page.get(NameObject("/Resources")))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
