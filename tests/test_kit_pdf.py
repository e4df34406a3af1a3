"""printkit/kit_pdf.py: the kit file is written from the kit document, the booklet's pages left
out; each component's file is cut out of the same document; a component that makes its own
PDF still gets a kit file, joined, with its blank backs."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import translator
from printkit.kit_model import Component, KitOptions
from printkit.kit_pdf import kit_document, kit_file, render_into
from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render.pdf import DocInfo, render_pages

OPTIONS = KitOptions(game="market-island")
A4 = Size(595.0, 842.0)


def _drawn(*texts: str):
    def draw(c) -> int:
        for text in texts:
            c.drawString(50, 50, text)
            c.showPage()
        return len(texts)
    return lambda only: render_pages(A4, DocInfo(f"{texts[0]} file", subject="s"), lambda pen: draw(pen.canvas))


def _own_pdf(only):
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(A4.w, A4.h), invariant=1)
    c.drawString(50, 50, "own")
    c.showPage()
    c.save()
    return buffer.getvalue(), 1


def _texts(data: bytes) -> list[str]:
    return [page.extract_text().strip() for page in PdfReader(io.BytesIO(data)).pages]


def _build(components):
    tr = translator("market-island", "en")
    with production.using(OPTIONS.production()):
        with kit_document(OPTIONS, tr) as document:
            rendered = render_into(document, OPTIONS, components, None)
        return kit_file(OPTIONS, tr, document, rendered)


def test_the_kit_file_is_the_kit_document_and_each_component_is_cut_out_of_it():
    cover = Component("cover", "cover", "Cover", (), _drawn("cover"))
    deck = Component("cards", "cards", "Cards", ("A",), _drawn("front", "back"), two_sided=True)
    booklet = Component("booklet", "booklet", "Rules", (), _drawn("rules"))
    combined, total, datas = _build([cover, booklet, deck])
    assert _texts(combined) == ["cover", "This page is intentionally blank.", "front", "back"] and total == 4
    assert [_texts(d) for d in datas] == [["cover"], ["rules"], ["front", "back"]]
    assert PdfReader(io.BytesIO(datas[2])).metadata.title == "front file"


def test_a_booklet_drawn_into_the_kit_document_is_cut_out_but_not_in_the_kit_file():
    cover = Component("cover", "cover", "Cover", (), _drawn("cover"))
    booklet = Component("booklet", "booklet", "Rules", (), _drawn("rules one", "rules two"))
    combined, total, datas = _build([booklet, cover])
    assert _texts(combined) == ["cover"] and total == 1
    assert [_texts(d) for d in datas] == [["rules one", "rules two"], ["cover"]]


def test_a_component_with_its_own_pdf_gets_a_joined_kit_file():
    deck = Component("cards", "cards", "Cards", ("A",), _drawn("front", "back"), two_sided=True)
    own = Component("sheet", "sheet", "Sheet", (), _own_pdf)
    combined, total, datas = _build([deck, own])
    assert _texts(combined) == ["front", "back", "own", "This page is intentionally blank."] and total == 4
    assert [_texts(d) for d in datas] == [["front", "back"], ["own"]]
