"""A booklet's pages worked out without platypus's document machinery (issue 15: lay out once).

A booklet is laid out once per spacing tried (render/booklet.py). platypus does it by building a
document onto a canvas that draws nothing (render/booklet_pages.py): each block goes through the
document template's flowable handling, the frame, and for a heading kept with the next block or a
note, a KeepTogether that copies the frame and wraps its content again. `flow` places the same
blocks by the same rules, as arithmetic on the heights the flowables give: reportlab's Paragraph
still wraps and splits itself (a note measures as its Table would: render/booklet_note.py), only
the frame's and the document's bookkeeping is done here. Measured on the 9 booklets of `build --all`: about two thirds of a layout's CPU.

The rules followed are platypus's (reportlab/platypus/frames.py `Frame._add` and `split`,
doctemplate.py `handle_flowable` and `handle_keepWithNext`, flowables.py `KeepTogether.split` and
`_listWrapOn`), with the same float operations in the same order, for the flowables a booklet is
made of: paragraphs (headings kept with what follows), a note's KeepTogether of spacers and a
table (or a `TableLike`). Anything else (a page break, a heading with nothing to keep it with, a
block too tall for a page) raises `Unsupported`, and the booklet is laid out by platypus.
tests/render/test_booklet.py compares the places with platypus's over every shipped booklet at
every spacing.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table

_FUZZ = 1e-6            # reportlab.rl_config._FUZZ: the frame's tolerance
_HUGE = 0xFFFFFFF       # the height _listWrapOn offers a KeepTogether's content


class Kept(KeepTogether):
    """A KeepTogether that says what it keeps together (KeepTogether keeps it privately)."""

    def __init__(self, flowables: list):
        super().__init__(flowables)
        self.flowables = list(flowables)


class TableLike(Flowable):
    """A flowable that measures and splits as a table: placed as the Tables are."""


FLOWING = (Paragraph, Spacer, Table, TableLike)    # what this module lays out


class Unsupported(Exception):
    """A story this module does not lay out as platypus would: platypus lays it out."""


class TextFrame:
    """The text frame of each page: its edges, and the cursor of the page being filled."""

    def __init__(self, x: float, y: float, width: float, height: float, padding: float):
        self.x = x + padding
        self.top = (y + height) - padding
        self.bottom = y + padding
        self.width = ((x + width) - x - padding) - padding      # Frame._aW, in its order
        self.pages: list[list[tuple]] = [[]]
        self._new_frame()

    def _new_frame(self) -> None:
        self.y, self.at_top, self.space_after = self.top, True, 0

    def new_page(self) -> None:
        self.pages.append([])
        self._new_frame()

    @property
    def fill(self) -> float:
        """How far down the page's text reaches, as a share of the frame (booklet_pages._last_fill)."""
        return (self.top - self.y) / (self.top - self.bottom)

    def space_before(self, flowable) -> float:
        return 0 if self.at_top else max(flowable.getSpaceBefore() - self.space_after, 0)

    def add(self, flowable) -> bool:
        """Frame._add: place the flowable under the last one if it fits."""
        s = self.space_before(flowable)
        h = self.y - self.bottom - s
        if h <= 0:
            return False
        w, h = flowable.wrap(self.width, h)
        h += s
        y = self.y - h
        if y < self.bottom - _FUZZ:
            return False
        self.pages[-1].append((flowable, self.x, y, self.width - w))
        y -= flowable.getSpaceAfter()
        self.space_after = flowable.getSpaceAfter()
        if y != self.y:
            self.at_top = False
        self.y = y
        return True

    def room(self, flowable) -> float:
        """Frame.split's height for the flowable."""
        return self.y - self.bottom - self.space_before(flowable)


def flow(flowables: list, frame: TextFrame, kinds: tuple[type, ...] = FLOWING) -> TextFrame:
    """Place the story's flowables page by page, as platypus's document template would; only
    paragraphs, spacers and tables (or TableLikes) that are also of one of `kinds` (others raise
    Unsupported)."""
    queue = list(flowables)
    postponed: dict[int, object] = {}
    while queue:
        if _keeps_with_next(queue[0]):
            queue[:0] = [_group(queue)]
        item = queue.pop(0)
        if isinstance(item, _Group):
            queue[:0] = _kept(item, frame, postponed)
        elif not isinstance(item, FLOWING) or not isinstance(item, kinds):
            raise Unsupported(type(item).__name__)
        elif not frame.add(item):
            queue[:0] = _split(item, frame, postponed)
    return frame


class _Group:
    """A KeepTogether: a note, or headings with the block they are kept with."""

    def __init__(self, content: list):
        self.content = content

    def getSpaceBefore(self):
        return self.content[0].getSpaceBefore()


def _keeps_with_next(flowable) -> bool:
    return isinstance(flowable, KeepTogether) or (isinstance(flowable, Paragraph) and flowable.getKeepWithNext())


def _group(queue: list) -> _Group:
    """handle_keepWithNext: headings and the paragraph after them; or a note's content."""
    first = queue.pop(0)
    if isinstance(first, KeepTogether):
        content = list(getattr(first, "flowables", ()))
        if not isinstance(first, Kept) or not all(isinstance(f, FLOWING) for f in content):
            raise Unsupported("a KeepTogether of other flowables")
        return _Group(content)
    content = [first]
    while queue and isinstance(queue[0], Paragraph) and queue[0].getKeepWithNext():
        content.append(queue.pop(0))
    if not queue or not isinstance(queue[0], Paragraph):
        raise Unsupported("a heading kept with something else than a paragraph")
    content.append(queue.pop(0))
    for kept in content[:-1]:
        kept.keepWithNext = 0                     # as handle_keepWithNext: not kept again
    return _Group(content)


def _kept(group: _Group, frame: TextFrame, postponed: dict[int, object]) -> list:
    """A KeepTogether met by the frame: on the next page if it does not fit here (unless it does
    not fit on any), then its content one by one (KeepTogether.split)."""
    h = frame.room(group)
    if h <= 0:
        return _postpone(group, frame, postponed)
    total = _height(group.content, frame.width)
    if total > h and not frame.at_top:
        frame.new_page()
        return group.content
    if total > h:
        return group.content
    if not frame.add(group.content[0]):
        raise Unsupported("a kept block that does not fit after all")
    return group.content[1:]


def _height(content: list, width: float) -> float:
    """_listWrapOn's height of a KeepTogether's content: spaces between merged, in its order."""
    total = 0
    after = 0
    first = True
    for flowable in content:
        w, h = flowable.wrap(width, _HUGE)
        if h <= _FUZZ:
            continue
        total += h
        if not first:
            h = max(flowable.getSpaceBefore() - after, 0)
            total += h
        first = False
        after = flowable.getSpaceAfter()
        total += after
    return total - after


def _split(flowable, frame: TextFrame, postponed: dict[int, object]) -> list:
    """A flowable that does not fit: split to fill the page (handle_flowable), or moved on."""
    h = frame.room(flowable)
    parts = flowable.split(frame.width, h) if h > 0 else []
    if not parts:
        return _postpone(flowable, frame, postponed)
    if not frame.add(parts[0]):
        raise Unsupported("a split part that does not fit")
    return parts[1:]


def _postpone(flowable, frame: TextFrame, postponed: dict[int, object]) -> list:
    """On to the next page; a flowable that fits on no page is left to platypus (LayoutError)."""
    if id(flowable) in postponed:
        raise Unsupported("a flowable too large for a page")
    postponed[id(flowable)] = flowable     # kept, so that its id is not reused
    frame.new_page()
    return [flowable]
