"""render/inline_forms.py: forms placed once in the kit document are written where they are placed."""

from __future__ import annotations

import io

from PIL import ImageChops
from pypdf import PdfReader

from printkit.layout.geometry import Size
from printkit.pdfsplit import Pages
from printkit.render import inline_forms
from tests.kit_document import saved_kit
from tests.pdfpixels import open_pdf, render

PAGE = Size(300.0, 200.0)


def draw_kit(c) -> int:
    """Two pages: a card placed on both (a form placed twice) holding a badge it places once, which
    holds a dot it places once; a frame placed once on the first page, clipped by its box; a form
    with text placed once; a large text-free pattern placed once on a page with text."""
    c.beginForm("dot", lowerx=0, lowery=0, upperx=10, uppery=10)
    c.setFillColorRGB(0.8, 0.1, 0.1)
    c.circle(5, 5, 4, fill=1, stroke=0)
    c.endForm()
    c.beginForm("badge", lowerx=0, lowery=0, upperx=20, uppery=20)
    c.rect(0, 0, 20, 20)
    c.translate(5, 5)
    c.doForm("dot")
    c.endForm()
    c.beginForm("card", lowerx=0, lowery=0, upperx=60, uppery=80)
    c.setFillColorRGB(0.2, 0.4, 0.8)
    c.rect(0, 0, 60, 80, fill=1)
    c.translate(20, 30)
    c.doForm("badge")
    c.endForm()
    c.beginForm("frame", lowerx=0, lowery=0, upperx=40, uppery=40)
    c.circle(20, 20, 30, fill=1)   # larger than the box: the box clips it
    c.endForm()
    c.beginForm("label", lowerx=0, lowery=0, upperx=80, uppery=20)
    c.drawString(2, 5, "label")
    c.endForm()
    c.beginForm("pattern", lowerx=0, lowery=0, upperx=100, uppery=100)
    for n in range(400):
        c.line(n % 100, 0, 100 - n % 97, 100)
    c.endForm()
    for n in range(2):
        c.saveState()
        c.translate(10 + 80 * n, 10)
        c.doForm("card")
        c.restoreState()
        if n == 0:
            c.saveState()
            c.translate(200, 100)
            c.doForm("frame")
            c.translate(0, 60)
            c.doForm("label")
            c.restoreState()
            c.doForm("pattern")
        c.drawString(100, 180, f"page {n}")
        c.showPage()
    return 2


def kit_pdf(monkeypatch, *, inline: bool) -> bytes:
    return saved_kit(monkeypatch, PAGE, draw_kit, without=() if inline else ("inline_single_use_forms",))


def forms_in(data: bytes) -> list[str]:
    """The names of the forms the pages (and their forms) can place."""
    found = set()

    def walk(resources) -> None:
        placed = resources.get_object().get("/XObject") if resources else None
        for name, form in (placed.get_object() if placed else {}).items():
            found.add(name)
            walk(form.get_object().get("/Resources"))
    for page in PdfReader(io.BytesIO(data)).pages:
        walk(page["/Resources"])
    return sorted(found)


def test_only_forms_placed_more_than_once_or_too_large_to_repeat_stay_forms(monkeypatch):
    assert forms_in(kit_pdf(monkeypatch, inline=False)) == [
        "/FormXob.badge", "/FormXob.card", "/FormXob.dot", "/FormXob.frame", "/FormXob.label", "/FormXob.pattern"]
    assert forms_in(kit_pdf(monkeypatch, inline=True)) == ["/FormXob.card", "/FormXob.pattern"]


def test_what_prints_is_the_same(monkeypatch):
    inline, forms = (open_pdf(kit_pdf(monkeypatch, inline=flag)) for flag in (True, False))
    for index in range(2):
        assert ImageChops.difference(render(inline, index, 150), render(forms, index, 150)).getbbox() is None
    assert [inline[i].get_textpage().get_text_range() for i in range(2)] == \
        [forms[i].get_textpage().get_text_range() for i in range(2)]


def test_the_objects_left_are_numbered_without_gaps_and_each_page_cuts_out(monkeypatch):
    data = kit_pdf(monkeypatch, inline=True)
    reader = PdfReader(io.BytesIO(data), strict=True)
    assert int(reader.trailer["/Size"]) == data.count(b" 0 obj\n") + 1
    pages = Pages(data)
    for index in range(2):
        PdfReader(io.BytesIO(pages.extract([index], title="one")), strict=True).pages[0].extract_text()


def test_a_form_placed_twice_in_one_stream_stays_a_form():
    from reportlab.pdfgen.canvas import Canvas
    c = Canvas(io.BytesIO())
    c.beginForm("twice", lowerx=0, lowery=0, upperx=10, uppery=10)
    c.rect(0, 0, 10, 10)
    c.endForm()
    c.doForm("twice")
    c.doForm("twice")
    c.showPage()
    assert inline_forms.inline_single_use_forms(c) == 0
