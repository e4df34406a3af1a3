"""A kit document (render/pdf.py KitDocument) drawn by a test's own function and saved, with some
of the steps its save takes left out: what the tests of those steps compare."""

from __future__ import annotations

from typing import Callable

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import pdf


def saved_kit(monkeypatch, page: Size, draw: Callable, *, without: tuple[str, ...] = ()) -> bytes:
    """The saved kit document of one component whose pages `draw(canvas) -> pages` draws, each
    step of `KitDocument.save` named in `without` (a name in render/pdf.py) left out."""
    with monkeypatch.context() as patched:
        for step in without:
            patched.setattr(pdf, step, lambda c: None)
        with production.using(production.Production()):
            with pdf.kit_document(pdf.DocInfo("kit"), lambda c, size: None) as document:
                with document.component(blank_backs=False):
                    pdf.render_pages(page, pdf.DocInfo("component"), lambda pen: draw(pen.canvas))
                return document.save()


def same_with_and_without(monkeypatch, page: Size, draw: Callable, step: str, kept: dict) -> bytes:
    """The saved kit document, after checking that it is the same bytes with `step` (a name in
    render/pdf.py) from an empty `kept` (what the step keeps per process), again with what it
    kept, and without the step (what reportlab writes itself)."""
    kept.clear()
    first = saved_kit(monkeypatch, page, draw)
    again = saved_kit(monkeypatch, page, draw)   # now from what the step kept in this process
    assert first == again == saved_kit(monkeypatch, page, draw, without=(step,))
    return first


def start_page(c, size: Size, *, boxed: bool) -> None:
    """A page of `size`, with trim and bleed boxes (9 and 6 pt in) when `boxed`, and the form
    "mark" (a line, its box reaching left of the origin) defined on the first call."""
    pdf.set_page(c, size, trim=Rect(9, 9, size.w - 18, size.h - 18) if boxed else None,
                 bleed=Rect(6, 6, size.w - 12, size.h - 12) if boxed else None)
    if not c.hasForm("mark"):
        c.beginForm("mark", lowerx=-1.5, lowery=0, upperx=12.25, uppery=8)
        c.line(0, 0, 10, 8)
        c.endForm()
