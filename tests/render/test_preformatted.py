"""render/preformatted.py: the values every page and form repeats are written as reportlab writes them."""

from __future__ import annotations

import io

from pypdf import PdfReader

from printkit.layout.geometry import Size
from printkit.render import preformatted
from tests.kit_document import same_with_and_without, start_page

A4 = Size(595.2756, 841.8898)
CARD = Size(200.5, 300.25)


def draw(c) -> int:
    """Pages of two sizes, with and without trim and bleed boxes, placing a form twice."""
    for n in range(4):
        size = A4 if n % 2 else CARD
        start_page(c, size, boxed=n > 1)
        c.doForm("mark")
        c.doForm("mark")
        c.drawString(20, 20, f"page {n}")
        c.showPage()
    return 4


def test_the_document_is_byte_for_byte_what_reportlab_writes(monkeypatch):
    first = same_with_and_without(monkeypatch, CARD, draw, "preformat", preformatted._FORMATTED)
    assert any(isinstance(key, tuple) and len(key) == 4 for key in preformatted._FORMATTED)
    pages = PdfReader(io.BytesIO(first)).pages
    assert [float(v) for v in pages[3]["/TrimBox"]] == [9, 9, A4.w - 9, A4.h - 9]
    assert [float(v) for v in pages[0]["/MediaBox"]] == [0, 0, CARD.w, CARD.h]
