"""Canvas set-up for print: embedded fonts only, page boxes, no print scaling, deterministic.

Renderers draw into an in-memory buffer; only build.py writes files (atomically).
"""

from __future__ import annotations

import io
import re
import zlib
from dataclasses import dataclass

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.ink import InkCanvas

CREATOR = "printkit"

# Binary compressed streams, not ASCII85 text: smaller files and less work (the floor's --a85 0).
rl_config.useA85 = 0


class _QuickFlate(pdfdoc.PDFStreamFilterZCompress):
    """FlateDecode at zlib level 1 instead of 6 for page, form and cmap streams.

    Measured over `printkit build --all`: about 5 % less CPU for 2.7 % more bytes (7.05 MB ->
    7.24 MB; most of a kit's bytes are font programs, compressed once in render/fonts.py). Any
    level is the same FlateDecode to a reader. reportlab has one filter object for all its
    streams and no setting for the level, so that object is given this class (as render/fonts.py
    does for font faces).
    """

    def encode(self, text):
        return zlib.compress(text.encode("utf8") if isinstance(text, str) else text, 1)


pdfdoc.PDFZCompress.__class__ = _QuickFlate


_NOT_IN_PDFDOC = re.compile("[\x18-\x1f]")   # the only ASCII characters PDFDocEncoding lacks


def _pdfdoc_bytes(text):
    """reportlab's pdfdoc.pdfdocEnc, with ASCII taken the short way.

    Every name, number and string of every PDF object goes through it, and its `extpdfdoc`
    codec costs 0.44 µs a call against 0.08 µs for ASCII, which it leaves unchanged (checked in
    the tests for all 128 characters): 65 000 calls in `build --all`. Anything else, and the 8
    control characters the codec refuses, still go through the codec.
    """
    if isinstance(text, str):
        if text.isascii() and (text.isprintable() or not _NOT_IN_PDFDOC.search(text)):
            return text.encode("ascii")
        return text.encode("extpdfdoc")
    return text


pdfdoc.pdfdocEnc = _pdfdoc_bytes


@dataclass(frozen=True)
class DocInfo:
    title: str
    subject: str = ""
    author: str = ""
    lang: str = "en"


def new_canvas(buffer: io.BytesIO, size: Size, info: DocInfo) -> Canvas:
    """A canvas whose pages print at 100 % and reference only the bundled fonts, in the
    current --ink (render/ink.py)."""
    fonts.register()
    ink = production.current().ink
    kwargs = dict(pagesize=(size.w, size.h), invariant=1, pageCompression=1,
                  initialFontName=fonts.BODY, initialFontSize=10, lang=info.lang)
    c = Canvas(buffer, **kwargs) if ink == "colour" else InkCanvas(buffer, ink=ink, **kwargs)
    c.setTitle(info.title)
    c.setSubject(info.subject)
    c.setAuthor(info.author)
    c.setCreator(CREATOR)
    c.setProducer(CREATOR)
    c.setViewerPreference("PrintScaling", "None")
    return c


def set_page(c: Canvas, size: Size, *, trim: Rect | None = None, bleed: Rect | None = None) -> None:
    """Size and boxes for the page about to be drawn (trim defaults to the whole page)."""
    c.setPageSize((size.w, size.h))
    trim = trim or Rect(0, 0, size.w, size.h)
    bleed = bleed or trim
    c.setTrimBox(trim.box())
    c.setBleedBox(bleed.box())


def hex_colour(value: str) -> colors.Color:
    return colors.HexColor(value)


def greyscale(colour: colors.Color) -> colors.Color:
    """The grey a colour prints as (Rec. 601 luma), for --ink greyscale."""
    grey = 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue
    return colors.Color(grey, grey, grey)


def render_pages(page: Size, info: DocInfo, draw) -> tuple[bytes, int]:
    """Run `draw(canvas) -> pages` on a fresh print canvas; return the PDF bytes and page count."""
    import io as _io
    buffer = _io.BytesIO()
    c = new_canvas(buffer, page, info)
    pages = draw(c)
    c.save()
    return buffer.getvalue(), pages
