"""A booklet's A5 pages, laid out and drawn by platypus: one text frame a page, the game's name
and the page number in the footer."""

from __future__ import annotations

import io
from functools import partial

from reportlab.lib import colors
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.render import fonts
from printkit.render.ink import canvas_maker
from printkit.render.pdf import CREATOR, DocInfo, reading_direction
from printkit.render.text import draw_string
from printkit.units import mm

PAGE = PAPERS["a5"]
MARGIN = mm(13)
FRAME = (MARGIN, MARGIN + mm(3), PAGE.w - 2 * MARGIN, PAGE.h - 2 * MARGIN - mm(3))   # x, y, width, height
FRAME_PADDING = 6
TEXT_HEIGHT = FRAME[3] - 2 * FRAME_PADDING      # the height text fills on a page
FOOTER_GREY = colors.Color(0.4, 0.4, 0.4)


class BookletDocument(BaseDocTemplate):
    """The A5 document of one booklet; it keeps the last flowable it placed (`afterFlowable`)."""

    last = None

    def afterFlowable(self, flowable):
        self.last = flowable

    @property
    def last_fill(self) -> float:
        """How far down the last page's text frame its text reaches, as a share of the frame:
        the room the last flowable placed left under it (render/booklet/story.py `Noting`)."""
        return 1.0 - getattr(self.last, "room_left", 0.0) / TEXT_HEIGHT


def draw_booklet(story: list, info: DocInfo, footer: str) -> tuple[bytes, BookletDocument]:
    """The booklet's PDF, and its document (its `page` count and `last_fill`)."""
    buffer = io.BytesIO()
    doc = BookletDocument(buffer, pagesize=(PAGE.w, PAGE.h), leftMargin=MARGIN, rightMargin=MARGIN,
                          topMargin=MARGIN, bottomMargin=MARGIN + mm(3), invariant=1,
                          initialFontName=fonts.BODY, title=info.title, subject=info.subject,
                          author=info.author, creator=CREATOR, producer=CREATOR, lang=info.lang)
    frame = Frame(*FRAME, leftPadding=FRAME_PADDING, bottomPadding=FRAME_PADDING, rightPadding=FRAME_PADDING,
                  topPadding=FRAME_PADDING, id="body")
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=partial(_decorate, footer))])
    doc.build(story, canvasmaker=canvas_maker(production.current().ink))
    return buffer.getvalue(), doc


def _decorate(footer: str, c, doc: BaseDocTemplate) -> None:
    """Print boxes and preferences, and the footer: the game's name and the page number."""
    c.setTrimBox((0, 0, PAGE.w, PAGE.h))
    c.setBleedBox((0, 0, PAGE.w, PAGE.h))
    c.setViewerPreference("PrintScaling", "None")
    reading_direction(c)
    c.saveState()
    c.setFillColor(FOOTER_GREY)
    draw_string(c, PAGE.w / 2, MARGIN - mm(3), f"{footer} · {doc.page}" if footer else str(doc.page),
                font=fonts.BODY, size=7, anchor="centre")
    c.restoreState()
