"""render/shared_resources.py: the kit document's pages and forms share their resource dictionaries."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader
from pypdf.generic import DictionaryObject, IndirectObject

from printkit.layout.geometry import Size
from printkit.pdfsplit import Pages
from tests.kit_document import saved_kit

PAGE = Size(300.0, 200.0)


def draw_kit(c) -> int:
    """Three pages: two alike placing a form that places another (twice: a form placed once is
    written in place, render/inline_forms.py), one with transparency, and forms that place
    nothing (the most common resources of a kit)."""
    for n in range(2):
        if not c.hasForm("icon"):
            c.beginForm("icon", lowerx=0, lowery=0, upperx=20, uppery=20)
            c.circle(10, 10, 8, fill=1)
            c.endForm()
            c.beginForm("card", lowerx=0, lowery=0, upperx=60, uppery=80)
            c.rect(0, 0, 60, 80)
            c.doForm("icon")
            c.translate(30, 0)
            c.doForm("icon")
            c.endForm()
            c.beginForm("mark", lowerx=0, lowery=0, upperx=5, uppery=5)
            c.line(0, 0, 5, 5)
            c.endForm()
        c.doForm("card")
        c.doForm("mark")
        c.drawString(100, 100, f"page {n}")
        c.showPage()
    c.setFillAlpha(0.5)
    c.rect(10, 10, 50, 50, fill=1)
    c.doForm("mark")
    c.showPage()
    return 3


def kit_pdf(monkeypatch, *, share: bool) -> bytes:
    return saved_kit(monkeypatch, PAGE, draw_kit, without=() if share else ("share_resources",))


def resolved(value):
    """A PDF value with every indirect object replaced by what it holds (streams: dictionary and data)."""
    if isinstance(value, IndirectObject):
        value = value.get_object()
    if hasattr(value, "get_data"):
        return {"dict": resolved(DictionaryObject({k: v for k, v in value.items() if k not in ("/Length", "/Filter")})),
                "data": value.get_data()}
    if isinstance(value, dict):
        return {key: resolved(item) for key, item in value.items()}
    if isinstance(value, list):
        return [resolved(item) for item in value]
    return value


def test_every_page_and_form_can_use_exactly_what_reportlab_gives_it(monkeypatch):
    shared, own = (PdfReader(io.BytesIO(kit_pdf(monkeypatch, share=share))) for share in (True, False))
    assert [resolved(p["/Resources"]) for p in shared.pages] == [resolved(p["/Resources"]) for p in own.pages]
    assert len(shared.pages) == 3


def test_alike_resources_are_written_once(monkeypatch):
    shared, own = kit_pdf(monkeypatch, share=True), kit_pdf(monkeypatch, share=False)
    # own: 3 pages and 3 forms, each with its dictionary; shared: the two alike pages share one,
    # the transparent page has its own, the two forms that place nothing share one, the card its own.
    assert own.count(b"/ProcSet") == 6
    assert shared.count(b"/ProcSet") == 4
    assert len(re.findall(rb"/Resources \d+ 0 R", shared)) == 6


def test_a_component_cut_out_of_the_kit_file_takes_the_shared_dictionaries_it_uses(monkeypatch):
    data = kit_pdf(monkeypatch, share=True)
    one = Pages(data).extract([2], title="transparent page")
    reader = PdfReader(io.BytesIO(one))
    resources = resolved(reader.pages[0]["/Resources"])
    assert sorted(resources["/XObject"]) == ["/FormXob.mark"] and "/ExtGState" in resources
    assert b"FormXob.card" not in one


def alike_pages(c) -> int:
    """Four pages: the first and third alike, the second and fourth alike but for one letter."""
    for n in range(4):
        c.rect(10, 10, 100, 50)
        c.drawString(20, 30, "blank" if n % 2 == 0 else f"back {'ab'[n // 2]}")
        c.showPage()
    return 4


def alike_pdf(monkeypatch, *, share: bool) -> bytes:
    return saved_kit(monkeypatch, PAGE, alike_pages, without=() if share else ("share_contents",))


def test_alike_pages_share_one_content_stream_and_print_as_before(monkeypatch):
    shared, own = alike_pdf(monkeypatch, share=True), alike_pdf(monkeypatch, share=False)
    contents = re.findall(rb"/Contents (\d+) 0 R", shared)
    assert len(contents) == 4 and contents[0] == contents[2] and len(set(contents)) == 3
    assert len(set(re.findall(rb"/Contents (\d+) 0 R", own))) == 4
    pages = [[resolved(page["/Contents"]) for page in PdfReader(io.BytesIO(data)).pages] for data in (shared, own)]
    assert pages[0] == pages[1]
    one = Pages(shared).extract([2, 0], title="blanks")
    assert [page.extract_text().strip() for page in PdfReader(io.BytesIO(one), strict=True).pages] == ["blank", "blank"]
