"""The cut lines of every page a component draws, recorded while it renders, for the manifest.

A renderer that draws a cut sheet says, for the page it is drawing, where its straight cuts are
(`record`); build.py collects them per component (`collecting`) and writes them into the
manifest in the form cutting machines and guillotine programs read: for each page of the
component's own file (counted from 1), the x of its vertical cuts from the page's left edge and
the y of its horizontal cuts from the page's top edge, in mm (`manifest_cuts`).

The page is named by the canvas's page number when it is recorded; a component drawn into the
kit's one document (render/pdf.py KitDocument) is then told which of that document's pages are
its own. Pure: no reportlab.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator, NamedTuple

from printkit.layout.cutmarks import Cut
from printkit.units import mm


class PageCuts(NamedTuple):
    """The cuts of one page: its number in the canvas that drew it (from 1), its height, and
    its cut lines in points from the bottom-left corner."""

    page: int
    height: float
    cuts: tuple[Cut, ...]


_LOG: ContextVar[list[PageCuts] | None] = ContextVar("printkit_cut_log", default=None)


def record(page: int, height: float, cuts: list[Cut]) -> None:
    """Note the cuts of canvas page `page` (outside `collecting`, nothing is kept)."""
    log = _LOG.get()
    if log is not None and cuts:
        log.append(PageCuts(page, height, tuple(cuts)))


@contextmanager
def collecting() -> Iterator[list[PageCuts]]:
    """Collect the cuts recorded inside the block into the list it yields."""
    found: list[PageCuts] = []
    token = _LOG.set(found)
    try:
        yield found
    finally:
        _LOG.reset(token)


def manifest_cuts(found: list[PageCuts], own_pages: list[int] | None = None) -> list[dict]:
    """The manifest's `cuts` of a component: [{"page": n, "cuts": {"x": [...], "y": [...]}}],
    mm from the page's top-left corner, pages counted in the component's own file.

    `own_pages`: the 0-based pages of the document the component drew into that are its own, in
    order (None: it drew its own document, whose page numbers are already its own). A page
    listed there more than once (drawn once and put again: render/pdf.py `repeat_page`) has its
    cuts at each of its places in the file."""
    entries = []
    for page in found:
        xs = sorted(round(c.at / mm(1), 2) for c in page.cuts if c.axis == "x")
        ys = sorted(round((page.height - c.at) / mm(1), 2) for c in page.cuts if c.axis == "y")
        entries += [{"page": number, "cuts": {"x": xs, "y": ys}} for number in _file_pages(page.page, own_pages)]
    return sorted(entries, key=lambda e: e["page"])


def _file_pages(page: int, own_pages: list[int] | None) -> list[int]:
    """Where canvas page `page` (from 1) lies in the component's own file, counted from 1."""
    if own_pages is None:
        return [page]
    return [number for number, listed in enumerate(own_pages, start=1) if listed == page - 1]
