"""A one-page PDF drawn by a test's own function, in the default production (colour ink, no
marks): what the text tests compare, drawn one way and another."""

from __future__ import annotations

import io
from typing import Callable

import pypdfium2

from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render.pdf import DocInfo, render_pages


def one_page_pdf(page: Size, draw: Callable) -> bytes:
    """The PDF bytes of one page of `page`'s size, drawn by `draw(canvas)`."""
    def one(pen):
        draw(pen.canvas)
        pen.canvas.showPage()
        return 1
    with production.using(production.Production()):
        return render_pages(page, DocInfo("t"), one)[0]


def page_pixels(data: bytes, scale: float = 4, mode: str = "RGB") -> bytes:
    """The first page of `data` rendered by PDFium at `scale` pixels a point, as raw bytes."""
    return pypdfium2.PdfDocument(data)[0].render(scale=scale).to_pil().convert(mode).tobytes()


def short_way_and_paragraph(markup: str, boxes, *, size: float, minimum: float, align, valign: str, colour):
    """Two drawing functions for `markup` in each of `boxes`: printkit's own (text.draw_paragraph,
    which takes the short way when it can) and reportlab's Paragraph fitted and placed as
    draw_paragraph places it; the text tests compare what the two print."""
    from printkit.render import text

    def short_way(c):
        for box in boxes:
            text.draw_paragraph(c, markup, box, size=size, minimum=minimum, align=align, valign=valign, colour=colour)

    def by_paragraph(c):
        for box in boxes:
            para, h = text.fit_paragraph(markup, box, size=size, minimum=minimum, align=align, colour=colour)
            para.drawOn(c, box.x, box.y + (box.h - h) / 2 if valign == "middle" else box.y1 - h)
    return short_way, by_paragraph



def canvas_image(draw: Callable, canvas: Callable | None = None, *, size=(300.0, 300.0), scale: float = 2):
    """The page PDFium prints (an RGB image) for one page of `size` on which `draw(canvas)` drew
    (a plain reportlab Canvas unless `canvas` makes another)."""
    from reportlab.pdfgen.canvas import Canvas
    out = io.BytesIO()
    c = (canvas or Canvas)(out, pagesize=size, invariant=1, pageCompression=0)
    draw(c)
    c.showPage()
    c.save()
    return pypdfium2.PdfDocument(out.getvalue())[0].render(scale=scale).to_pil().convert("RGB")


def differing(first, second, *, levels: int = 16) -> int:
    """How many pixels of two images of one size differ by more than `levels` in a channel."""
    from PIL import ImageChops
    assert first.size == second.size
    mask = ImageChops.difference(first, second).convert("L").point(lambda v: 255 if v > levels else 0)
    return mask.histogram()[255]
