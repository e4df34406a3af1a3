"""render/object_templates.py: pages, forms, resources and page streams written from templates are reportlab's bytes."""

from __future__ import annotations

import io

from pypdf import PdfReader

from printkit.layout.geometry import Size
from printkit.render import object_templates, pdf
from tests.kit_document import same_with_and_without, saved_kit, start_page

CARD = Size(200.5, 300.25)
A4 = Size(595.2756, 841.8898)


def draw(c) -> int:
    """Pages of two sizes, with and without boxes, alike and not, one turned; forms placed twice
    (kept as forms) and once (written in place), with text and without; a page with transparency."""
    for n in range(6):
        size = A4 if n % 3 == 1 else CARD
        start_page(c, size, boxed=n > 2)
        if not c.hasForm("label"):
            c.beginForm("label", lowerx=0, lowery=0, upperx=50, uppery=20)
            c.drawString(2, 2, "label")
            c.doForm("mark")
            c.endForm()
            c.beginForm("once", lowerx=0, lowery=0, upperx=5, uppery=5)
            c.rect(0, 0, 5, 5, fill=1)
            c.endForm()
        c.doForm("mark")
        c.doForm("label")
        if n == 0:
            c.doForm("once")
        if n == 4:
            c.setFillAlpha(0.5)
            c.rect(10, 10, 20, 20, fill=1)
        if n < 5:
            c.drawString(20, 20, "alike" if n in (2, 3) else f"page {n}")
        c.showPage()
    c._doc.Pages.pages[-1].Rotate = 90   # a page left to reportlab (render/preformatted.py skips it)
    return 6


def test_the_document_is_byte_for_byte_what_reportlab_writes(monkeypatch):
    first = same_with_and_without(monkeypatch, CARD, draw, "write_from_templates", object_templates._TEMPLATES)
    assert len(object_templates._TEMPLATES) >= 4   # page dictionaries of two kinds at least, forms, streams
    reader = PdfReader(io.BytesIO(first), strict=True)
    assert len(reader.pages) == 6 and "alike" in reader.pages[3].extract_text()
    assert reader.pages[2].raw_get("/Contents") == reader.pages[3].raw_get("/Contents")   # one shared stream


def test_pages_and_forms_are_written_from_templates_and_others_left_to_reportlab(monkeypatch):
    counted = []

    def counting(c):
        counted.append(object_templates.write_from_templates(c))
    monkeypatch.setattr(pdf, "write_from_templates", counting)
    saved_kit(monkeypatch, CARD, draw)
    # 6 pages but the turned one; 2 forms ("once" is written in place by render/inline_forms.py);
    # 3 resource dictionaries (the pages', the two forms'), not the one with a transparency.
    assert counted == [5 + 2 + 3]
