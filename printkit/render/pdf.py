"""Canvas set-up for print: embedded fonts only, page boxes, no print scaling, deterministic.

Renderers draw into an in-memory buffer; only build.py writes files (atomically).
"""

from __future__ import annotations

import io
import re
import zlib
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Callable

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.ink import InkCanvas
from printkit.render.inline_forms import inline_single_use_forms
from printkit.render.object_templates import write_from_templates
from printkit.render.preformatted import preformat
from printkit.render.shared_resources import share_contents, share_resources

CREATOR = "printkit"

# Binary compressed streams, not ASCII85 text: smaller files and less work (the floor's --a85 0).
rl_config.useA85 = 0


class _QuickFlate(pdfdoc.PDFStreamFilterZCompress):
    """FlateDecode at zlib level 1 instead of 6 for page, form and cmap streams, each distinct
    text-free stream compressed once per process.

    Level 1: measured over `printkit build --all`, about 5 % less CPU for 2.7 % more bytes (7.05
    MB -> 7.24 MB; most of a kit's bytes are font programs, compressed once in render/fonts.py).
    Any level is the same FlateDecode to a reader. reportlab has one filter object for all its
    streams and no setting for the level, so that object is given this class (as render/fonts.py
    does for font faces).

    Once per process: the kits of one game (its languages, built by one worker) draw the same
    icons, patterns, backs and boards, and each PDF compressed them again: in `build --all`, 27 %
    of the 3.6 MB of stream content handed to this filter had been compressed before in the same
    process. Streams that set no text (no `Tf`: text is encoded with each document's own font
    subsets, so it rarely repeats) are kept by their content, up to _PACKED_LIMIT bytes.
    """

    def encode(self, text):
        data = text.encode("utf8") if isinstance(text, str) else text
        sets_text = b" Tf" in data   # never kept, so not looked for (hashing them: 0.7 ms in build --all)
        packed = None if sets_text else _PACKED.get(data)
        if packed is None:
            packed = zlib.compress(data, 1)
            if not sets_text:
                _keep_packed(data, packed)
        recording = _stream_fonts.get()
        if recording is not None:
            recording[packed] = frozenset(_SETS_FONT.findall(data)) if sets_text else frozenset()
        return packed


# Text-free stream content -> its compressed bytes, for this process (_QuickFlate). Bounded: a
# long-lived process (printkit serve) starts again from empty when the kept content reaches the limit.
_PACKED: dict[bytes, bytes] = {}
_PACKED_LIMIT = 16 * 1024 * 1024
_packed_size = [0]


def _keep_packed(data: bytes, packed: bytes) -> None:
    if _packed_size[0] + len(data) + len(packed) > _PACKED_LIMIT:
        _PACKED.clear()
        _packed_size[0] = 0
    _PACKED[data] = packed
    _packed_size[0] += len(data) + len(packed)


# While a KitDocument saves: compressed stream -> the font resource names its text sets (`/F1+0 9
# Tf`), read from the stream before compressing it, so that cutting a component's file out of the
# kit file (pdfsplit.Pages) need not decompress the streams again to find which fonts it uses.
_stream_fonts: ContextVar[dict[bytes, frozenset[bytes]] | None] = ContextVar("printkit_stream_fonts", default=None)
_SETS_FONT = re.compile(rb"/([^\s/<>\[\]()]+)\s+[-+\d.]+\s+Tf\b")


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
    kit = _kit.get()
    if kit is not None and c is kit.canvas:
        kit.size = size   # the size of a blank back drawn after this page


def new_form_name(c: Canvas, name: str) -> str:
    """`name`, or `name-2`, `name-3` … if the document has a form by that name already: in the
    kit's one document (KitDocument) two components may each name their own art alike (two
    decks' "back-deck", two boards' "board")."""
    unique, n = name, 1
    while c.hasForm(unique):
        n += 1
        unique = f"{name}-{n}"
    return unique


def greyscale(colour: colors.Color) -> colors.Color:
    """The grey a colour prints as (Rec. 601 luma), for --ink greyscale."""
    grey = 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue
    return colors.Color(grey, grey, grey)


def render_pages(page: Size, info: DocInfo, draw) -> tuple[bytes, int]:
    """Run `draw(canvas) -> pages` on a fresh print canvas; return the PDF bytes and page count.

    Inside `KitDocument.component()` (build.py) the pages go into the kit's one document instead,
    and the bytes returned are empty: build.py cuts the component's own file out of the kit file.
    """
    kit = _kit.get()
    if kit is not None and kit.open:
        return b"", kit.draw(page, info, draw)
    buffer = io.BytesIO()
    c = new_canvas(buffer, page, info)
    pages = draw(c)
    c.save()
    return buffer.getvalue(), pages


DrawBlank = Callable[[Canvas, Size], None]

# The kit document components draw into (kit_document()); a context variable, as the production
# settings are (layout/production.py), so that builds in the web server's threads stay apart.
_kit: ContextVar[KitDocument | None] = ContextVar("printkit_kit_document", default=None)


@dataclass
class Drawn:
    """What a component drew into the kit document: its pages (0-based, in the kit file) and the
    DocInfo of its first `render_pages` (its own file's title, subject and author)."""

    pages: list[int]
    info: DocInfo | None = None


class KitDocument:
    """One reportlab document for all the components of a kit file, in kit order (issue 15).

    Every component used to be its own document: its own font subsets, its own copies of the
    shared forms, its own `canvas.save` (0.158 s over the 86 documents of `build --all`), and
    then a document of blank backs and a join. Here the components draw one after the other
    into one canvas, and a one-sided component of a double-sided kit gets its blank backs drawn
    right after each of its pages (`blank_backs`, layout/duplex.py), so the saved document is
    the kit file as it is printed. build.py cuts each component's own file out of it
    (pdfjoin.extract).
    """

    def __init__(self, info: DocInfo, blank: DrawBlank):
        self.info, self.blank = info, blank
        self.buffer = io.BytesIO()
        self.canvas: Canvas | None = None
        self.size: Size | None = None
        self.pages = 0
        self.open = False
        self._drawn: Drawn | None = None
        self._blank_backs = False
        self.stream_fonts: dict[bytes, frozenset[bytes]] = {}   # filled by save(): see _stream_fonts

    @contextmanager
    def component(self, *, blank_backs: bool):
        """While a component renders: its `render_pages` draw here; yields what it drew."""
        self.open, self._blank_backs, self._drawn = True, blank_backs, Drawn([])
        try:
            yield self._drawn
        finally:
            self.open, self._blank_backs = False, False

    def draw(self, page: Size, info: DocInfo, draw) -> int:
        """`draw(canvas) -> pages` on this document, from a page as a new canvas starts it."""
        c = self._canvas(page)
        c.setPageSize((page.w, page.h))
        c.setTrimBox(None)
        c.setBleedBox(None)
        self.size = page
        if self._drawn.info is None:
            self._drawn.info = info
        before = len(self._drawn.pages)
        pages = draw(c)
        if len(self._drawn.pages) - before < pages:
            c.showPage()   # a standalone canvas shows its last page on save(); here the next one starts
        return pages

    def _canvas(self, page: Size) -> Canvas:
        if self.canvas is None:
            self.canvas = new_canvas(self.buffer, page, self.info)
            show_page = self.canvas.showPage
            # An attribute of this one canvas, not a subclass: render/forms.py keeps form content
            # for canvases whose type is Canvas. showPage is reportlab's public way to end a page.
            self.canvas.showPage = lambda: self._show_page(show_page)
        return self.canvas

    def _show_page(self, show_page) -> None:
        self._drawn.pages.append(self.pages)
        show_page()
        self.pages += 1
        if self._blank_backs:
            self.blank(self.canvas, self.size)
            show_page()
            self.pages += 1

    def save(self) -> bytes:
        """The kit file: every page drawn, in order (empty when no component drew here)."""
        if self.canvas is None:
            return b""
        inline_single_use_forms(self.canvas)
        share_resources(self.canvas)
        share_contents(self.canvas)
        preformat(self.canvas)
        write_from_templates(self.canvas)
        token = _stream_fonts.set(self.stream_fonts)
        try:
            self.canvas.save()
        finally:
            _stream_fonts.reset(token)
        return self.buffer.getvalue()


@contextmanager
def kit_document(info: DocInfo, blank: DrawBlank):
    """Make `KitDocument(info, blank)` the document `render_pages` draws into while its
    `component()` is open."""
    document = KitDocument(info, blank)
    token = _kit.set(document)
    try:
        yield document
    finally:
        _kit.reset(token)
