"""A booklet's A5 pages: laid out once per spacing measured, drawn once.

A layout (`place`) is worked out by render/booklet_flow.py: platypus's page-making rules (frames,
splits, keepWithNext, KeepTogether) followed as arithmetic on the flowables' heights, without a
document or canvas. A story it does not handle is laid out by platypus itself (`lay_out`), onto
a `_Measuring` canvas: the flowables do not draw there but note where they go (`Placed`), and no
PDF is written. `draw` then builds the PDF from the layout chosen: each page's flowables drawn
where the layout put them, with the page decoration, through the same document template. So a
booklet measured at several spacings is drawn once (render/booklet.py chooses the spacing).

A flowable that drew on the measuring canvas without noting its place would be missing from a
drawing of the layout: the canvas notices (`unplaced`) and `draw` then lays the booklet out
again, drawing, as platypus usually does.
"""

from __future__ import annotations

import copy
import io
from dataclasses import dataclass
from functools import partial
from typing import Callable

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageBreak, PageTemplate

from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.render import fonts
from printkit.render.booklet_flow import TextFrame, Unsupported, flow
from printkit.render.ink import canvas_maker
from printkit.render.pdf import CREATOR, DocInfo
from printkit.render.text_ops import draw_string
from printkit.units import mm

PAGE = PAPERS["a5"]
MARGIN = mm(13)
FRAME = (MARGIN, MARGIN + mm(3), PAGE.w - 2 * MARGIN, PAGE.h - 2 * MARGIN - mm(3))   # x, y, width, height
FRAME_PADDING = 6


class _Measuring(Canvas):
    """The canvas of a layout: it keeps, page by page, the flowables placed on it and where
    (`Placed.drawOn`); it draws nothing and writes no PDF."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pages: list[list[tuple]] = [[]]
        self.unplaced = False

    def place(self, flowable: Flowable, x: float, y: float, spare_width: float) -> None:
        self.pages[-1].append((flowable, x, y, spare_width))

    def showPage(self) -> None:
        super().showPage()
        self.pages.append([])

    def saveState(self) -> None:
        self.unplaced = True   # only a flowable drawing itself saves the graphics state here
        super().saveState()

    def save(self) -> None:
        pass


def measuring(canvas) -> bool:
    """Whether the canvas is a layout's, which notes places and draws nothing."""
    return isinstance(canvas, _Measuring)


class Placed:
    """A flowable mixin: on a measuring canvas, note where the flowable goes; on a PDF canvas, draw it."""

    def drawOn(self, canvas, x, y, _sW=0):
        if isinstance(canvas, _Measuring):
            canvas.place(self, x, y, _sW)
        else:
            super().drawOn(canvas, x, y, _sW)


@dataclass
class Layout:
    """One layout of a booklet: its pages, how full the last page's text frame is, and what goes where."""

    spacing: float
    pages: int
    last_fill: float
    placed: list[list[tuple]]
    complete: bool            # every drawing was noted (else `draw` lays out again)


def place(flowables: Callable[[], list], spacing: float) -> Layout:
    """The booklet laid out by booklet_flow.py, the rules of platypus without its document; a
    story it does not lay out as platypus would, or with a flowable that is not `Placed`, is laid
    out by platypus (`lay_out`)."""
    try:
        frame = flow(flowables(), TextFrame(*FRAME, padding=FRAME_PADDING), kinds=(Placed,))
    except Unsupported:
        return lay_out(flowables(), spacing)
    return Layout(spacing, len(frame.pages), frame.fill, frame.pages, True)


def lay_out(flowables: list, spacing: float) -> Layout:
    """The booklet laid out by platypus, without drawing it."""
    doc = _document(io.BytesIO(), DocInfo(""), "")
    doc.build(flowables, canvasmaker=_Measuring)
    canvas = doc.canv
    return Layout(spacing, doc.page, _last_fill(doc), canvas.pages[:doc.page], not canvas.unplaced)


def draw(info: DocInfo, footer: str, flowables: Callable[[], list], layout: Layout | None = None) -> tuple[bytes, int]:
    """The booklet's PDF and its pages: drawn from `layout` if it is complete, else from
    `flowables()` laid out while drawing (platypus's usual way, when nothing needs measuring)."""
    buffer = io.BytesIO()
    doc = _document(buffer, info, footer)
    if layout is not None and layout.complete:
        story: list = []
        for page in layout.placed:
            story += [_PlacedPage(page), PageBreak()]
        story.pop()
    else:
        story = flowables()
    doc.build(story, canvasmaker=canvas_maker(production.current().ink))
    return buffer.getvalue(), doc.page


class _PlacedPage(Flowable):
    """One page of a layout: takes no room, and draws its flowables where the layout placed them."""

    def __init__(self, placed: list[tuple]):
        super().__init__()
        self.placed = placed

    def wrap(self, availWidth, availHeight):
        return 0, 0

    def drawOn(self, canvas, x, y, _sW=0):
        for flowable, fx, fy, spare_width in self.placed:
            flowable.drawOn(canvas, fx, fy, _sW=spare_width)


class _Frame(Frame):
    """The text frame, copied faster: platypus deep-copies the frame each time it measures a
    KeepTogether (every heading kept with the next block, every note), attribute by attribute,
    and the attributes are numbers and strings but for a list. Measured: a fifth of the CPU of
    laying a booklet out went to these copies. The copy is still a deep one."""

    def __deepcopy__(self, memo):
        twin = object.__new__(type(self))
        twin.__dict__.update({name: value if isinstance(value, _ATOMIC) else copy.deepcopy(value, memo)
                              for name, value in vars(self).items()})
        return twin


_ATOMIC = (int, float, str, type(None))


def _document(buffer: io.BytesIO, info: DocInfo, footer: str) -> BaseDocTemplate:
    """The A5 document template: one text frame, the footer with the page number."""
    doc = BaseDocTemplate(buffer, pagesize=(PAGE.w, PAGE.h), leftMargin=MARGIN, rightMargin=MARGIN,
                          topMargin=MARGIN, bottomMargin=MARGIN + mm(3), invariant=1,
                          initialFontName=fonts.BODY, title=info.title, subject=info.subject,
                          author=info.author, creator=CREATOR, producer=CREATOR, lang=info.lang)
    frame = _Frame(*FRAME, leftPadding=FRAME_PADDING, bottomPadding=FRAME_PADDING, rightPadding=FRAME_PADDING,
                   topPadding=FRAME_PADDING, id="body")
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=partial(_decorate, footer))])
    return doc


def _decorate(footer: str, c, doc: BaseDocTemplate) -> None:
    """Print boxes and preferences, and the footer: the game's name and the page number."""
    if isinstance(c, _Measuring):
        return
    c.setTrimBox((0, 0, PAGE.w, PAGE.h))
    c.setBleedBox((0, 0, PAGE.w, PAGE.h))
    c.setViewerPreference("PrintScaling", "None")
    _footer(c, footer, doc.page)


def _footer(c, footer: str, number: int) -> None:
    """The game's name and the page number, under the text frame."""
    c.saveState()
    c.setFillColor(colors.Color(0.4, 0.4, 0.4))
    draw_string(c, PAGE.w / 2, MARGIN - mm(3), f"{footer} · {number}" if footer else str(number),
                font=fonts.BODY, size=7, anchor="centre")
    c.restoreState()


def draw_page(c: Canvas, layout: Layout, index: int, footer: str) -> None:
    """Page `index` of a complete layout drawn at the canvas's origin (render/saddle.py places it
    on a sheet): the footer, then the flowables where the layout put them, as `draw` does."""
    _footer(c, footer, index + 1)
    for flowable, x, y, spare_width in layout.placed[index]:
        flowable.drawOn(c, x, y, _sW=spare_width)


def _last_fill(doc: BaseDocTemplate) -> float:
    """How far down the last page's text reaches, as a share of the text frame: the cursor of the
    frame the last flowable went into (`doc.frame`)."""
    last = doc.frame
    top, bottom = last._y2 - last._topPadding, last._y1 + last._bottomPadding
    return (top - last._y) / (top - bottom)
