"""Canvas set-up for print: embedded fonts only, page boxes, no print scaling, deterministic.

Every setting is given to the canvas printkit makes (reportlab's Canvas options), never to
reportlab for the whole process: a program that imports printkit and makes PDFs of its own with
reportlab (the web server, a user's script) gets reportlab as it was. Renderers draw into an
in-memory buffer; only build.py writes files (atomically).
"""

from __future__ import annotations

import io
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Callable, Hashable

from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.ink import InkCanvas

CREATOR = "printkit"

@dataclass(frozen=True)
class DocInfo:
    title: str
    subject: str = ""
    author: str = ""
    lang: str = "en"


def new_canvas(buffer: io.BytesIO, size: Size, info: DocInfo, *, compressed: bool = True) -> Canvas:
    """A canvas whose pages print at 100 % and reference only the bundled fonts, in the
    current --ink (render/ink.py), with invariant output; its streams compressed by reportlab
    unless `compressed` is False (the kit document's: printkit/pdfsplit.py compresses them)."""
    fonts.register()
    c = InkCanvas(buffer, ink=production.current().ink, pagesize=(size.w, size.h), invariant=1,
                  pageCompression=1 if compressed else 0, initialFontName=fonts.BODY,
                  initialFontSize=10, lang=info.lang)
    c.setTitle(info.title)
    c.setSubject(info.subject)
    c.setAuthor(info.author)
    c.setCreator(CREATOR)
    c.setProducer(CREATOR)
    c.setViewerPreference("PrintScaling", "None")
    reading_direction(c)
    return c


def reading_direction(c: Canvas) -> None:
    """A right-to-left edition's PDF says it reads right to left (ViewerPreferences /Direction
    /R2L): a viewer lays facing pages out from the right, and a text extractor (PDFium) reads
    its lines from the right."""
    from printkit.render.text import from_right
    if from_right():
        c.setViewerPreference("Direction", "R2L")


def set_page(c: Canvas, size: Size, *, trim: Rect | None = None, bleed: Rect | None = None) -> None:
    """Size and boxes for the page about to be drawn (trim defaults to the whole page)."""
    c.setPageSize((size.w, size.h))
    trim = trim or Rect(0, 0, size.w, size.h)
    bleed = bleed or trim
    c.setTrimBox(trim.box())
    c.setBleedBox(bleed.box())
    kit = _kit.get()
    if kit is not None and c is kit.canvas:
        kit.set_up(size, trim.box(), bleed.box())   # a blank back drawn after this page has them too


def new_form_name(c: Canvas, name: str) -> str:
    """`name`, or `name-2`, `name-3` … if the document has a form by that name already: in the
    kit's one document (KitDocument) two components may each name their own art alike (two
    decks' "back-deck", two boards' "board")."""
    unique, n = name, 1
    while c.hasForm(unique):
        n += 1
        unique = f"{name}-{n}"
    return unique


def repeat_page(c: Canvas, key: Hashable) -> bool:
    """Whether the page about to be drawn on `c` is put again instead: True in the kit document
    (KitDocument) when a page was drawn there under the same `key`, which the caller then
    neither draws nor shows; False otherwise, and the page the caller draws and shows next is
    the one kept under `key`.

    `key` must decide everything the page prints, its size and boxes included (a deck's backs
    page: the forms in its slots, their placements, the marks). The kit file and the
    components' files then hold that page again with the same content (printkit/pdfsplit.py),
    which reportlab neither draws nor writes a second time."""
    kit = _kit.get()
    return kit is not None and c is kit.canvas and kit.repeat(key)


def render_pages(page: Size, info: DocInfo, draw) -> tuple[bytes, int]:
    """Run `draw(pen) -> pages` on a fresh print canvas (render/draw.py `Pen`); return the PDF
    bytes and page count.

    Inside `KitDocument.component()` (build.py) the pages go into the kit's one document instead,
    and the bytes returned are empty: build.py cuts the component's own file out of the kit file.
    """
    kit = _kit.get()
    if kit is not None and kit.open:
        return b"", kit.draw(page, info, draw)
    buffer = io.BytesIO()
    c = new_canvas(buffer, page, info)
    pages = draw(_pen(c))
    c.save()
    return buffer.getvalue(), pages


def _pen(c: Canvas):
    """The Pen every page is drawn with (render/draw.py; it sets up pages through this module)."""
    from printkit.render.draw import Pen
    return Pen(c)


DrawBlank = Callable[[Canvas, Size], None]

# The kit document components draw into (kit_document()); a context variable, as the production
# settings are (layout/production.py), so that builds in the web server's threads stay apart.
_kit: ContextVar[KitDocument | None] = ContextVar("printkit_kit_document", default=None)


@dataclass
class Drawn:
    """What a component drew into the kit document: its pages (0-based, in the document; a
    page put again, `repeat_page`, is listed again), the same with the blank back after each
    one when it has them (`printed`), and the DocInfo of its first `render_pages` (its own
    file's title, subject and author)."""

    pages: list[int] = field(default_factory=list)
    printed: list[int] = field(default_factory=list)
    info: DocInfo | None = None


class KitDocument:
    """One reportlab document for all the components of a kit file, in kit order.

    The components draw one after the other into one canvas, so each font subset and each
    shared form is written once for the whole kit, and a one-sided component of a double-sided
    kit gets its blank backs right after each of its pages (`blank_backs`, layout/duplex.py):
    the saved document holds the kit file's pages as they are printed. A page that prints the
    same as one drawn before (a blank back, a deck's full backs page) is drawn once and listed
    again (`repeat_page`). printkit/kit_pdf.py writes the kit file and cuts each component's
    own file out of it (printkit/pdfsplit.py, which also compresses its streams).
    """

    def __init__(self, info: DocInfo, blank: DrawBlank):
        self.info, self.blank = info, blank
        self.buffer = io.BytesIO()
        self.canvas: Canvas | None = None
        self.setup: tuple = ()       # the current page's size and boxes: what a blank back after it takes
        self.pages = 0
        self.open = False
        self._drawn: Drawn | None = None
        self._blank_backs = False
        self._repeats: dict[Hashable, tuple] = {}   # key -> the document page drawn under it, its set-up
        self._pending: Hashable | None = None     # the key of the page being drawn

    @contextmanager
    def component(self, *, blank_backs: bool):
        """While a component renders: its `render_pages` draw here; yields what it drew."""
        self.open, self._blank_backs, self._drawn = True, blank_backs, Drawn()
        try:
            yield self._drawn
        finally:
            self.open, self._blank_backs = False, False

    def draw(self, page: Size, info: DocInfo, draw) -> int:
        """`draw(pen) -> pages` on this document, from a page as a new canvas starts it."""
        c = self._canvas(page)
        c.setPageSize((page.w, page.h))
        c.setTrimBox(None)
        c.setBleedBox(None)
        self.set_up(page, None, None)
        if self._drawn.info is None:
            self._drawn.info = info
        before = len(self._drawn.pages)
        pages = draw(_pen(c))
        if len(self._drawn.pages) - before < pages:
            c.showPage()   # a standalone canvas shows its last page on save(); here the next one starts
        return pages

    def set_up(self, size: Size, trim, bleed) -> None:
        """The size and boxes of the page being drawn (render/pdf.py set_page)."""
        self.setup = (size, trim, bleed)

    def repeat(self, key: Hashable) -> bool:
        """See `repeat_page`."""
        found = self._repeats.get(key)
        if found is None:
            self._pending = key
            return False
        page, setup = found
        current, self.setup = self.setup, setup   # its blank back is the one drawn after it
        self._list(page)
        self.setup = current
        return True

    def _canvas(self, page: Size) -> Canvas:
        if self.canvas is None:
            self.canvas = new_canvas(self.buffer, page, self.info, compressed=False)
            self.canvas.page_listener = self._page_shown
        return self.canvas

    def _page_shown(self) -> None:
        """After each page a component ends: count it, keep it under its key if it has one."""
        page = self.pages
        self.pages += 1
        if self._pending is not None:
            self._repeats[self._pending] = (page, self.setup)
            self._pending = None
        self._list(page)

    def _list(self, page: int) -> None:
        """The component's page `page`, and its blank back if it has them."""
        drawn = self._drawn
        drawn.pages.append(page)
        drawn.printed.append(page)
        if self._blank_backs:
            drawn.printed.append(self._blank_back())

    def _blank_back(self) -> int:
        """The document page of a blank back for the page just shown: drawn once per size and
        boxes, listed again after that."""
        key = ("blank back", self.setup)
        found = self._repeats.get(key)
        if found is not None:
            return found[0]
        c = self.canvas
        c.page_listener = None
        try:
            self.blank(c, self.setup[0])
            c.showPage()
        finally:
            c.page_listener = self._page_shown
        self._repeats[key] = (self.pages, self.setup)
        self.pages += 1
        return self.pages - 1

    def save(self) -> bytes:
        """The kit document: every page drawn, in order, its streams not compressed (empty when
        no component drew here); printkit/kit_pdf.py writes the kit file from it."""
        if self.canvas is None:
            return b""
        self.canvas.save()
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
