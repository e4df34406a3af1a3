"""pdfjoin: the combined kit PDF made by copying objects (issue 8, speed), read back with pypdf."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.pdfjoin import join_pdfs


def pdf(texts: list[str], size=(200, 300), title="part") -> bytes:
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=size, invariant=1)
    c.setTitle(title)
    for text in texts:
        c.setTrimBox((10, 10, size[0] - 10, size[1] - 10))
        c.drawString(20, 20, text)
        c.showPage()
    c.save()
    return buffer.getvalue()


def test_pages_keep_their_order_text_and_boxes():
    joined = join_pdfs([pdf(["a1", "a2"]), pdf(["b1"], size=(400, 250)), pdf(["c1", "c2", "c3"])],
                       title="Kit: l'île (fr)")
    reader = PdfReader(io.BytesIO(joined), strict=True)
    assert [p.extract_text().strip() for p in reader.pages] == ["a1", "a2", "b1", "c1", "c2", "c3"]
    assert [float(reader.pages[2].mediabox.width), float(reader.pages[2].trimbox.right)] == [400, 390]
    assert reader.metadata.title == "Kit: l'île (fr)"
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"


def test_output_is_deterministic():
    parts = [pdf(["x"]), pdf(["y"])]
    assert join_pdfs(parts, title="t") == join_pdfs(parts, title="t")


def test_a_pdf_without_a_classic_xref_is_refused():
    with pytest.raises(ValueError, match="not a classic cross-reference table"):
        join_pdfs([b"%PDF-1.5\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n"], title="t")


# --- pdfsplit.Pages: a component's own file cut out of the kit's one document (issue 15) ---

from printkit.pdfsplit import Pages  # noqa: E402
from printkit.render import pdf as _print_settings  # noqa: E402,F401  (binary streams, as in a kit)


def _two_font_document() -> bytes:
    """Pages 0-1 set in Helvetica, page 2 in Courier, page 3 places a form that uses Times."""
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(200, 300), invariant=1, pageCompression=1)
    c.setTitle("kit")
    for text in ("a1", "a2"):
        c.setFont("Helvetica", 10)
        c.drawString(20, 20, text)
        c.showPage()
    c.setPageSize((400, 250))
    c.setTrimBox((10, 10, 390, 240))
    c.setFont("Courier", 10)
    c.drawString(20, 20, "b1")
    c.showPage()
    c.setTrimBox(None)
    c.beginForm("art")
    c.setFont("Times-Roman", 10)
    c.drawString(30, 30, "formed")
    c.endForm()
    c.doForm("art")
    c.showPage()
    c.save()
    return buffer.getvalue()


def _fonts(reader: PdfReader) -> set[str]:
    resources = reader.pages[0]["/Resources"].get_object()
    fonts = resources["/Font"].get_object() if "/Font" in resources else {}
    return {str(font.get_object()["/BaseFont"]) for font in fonts.values()}


def test_extracted_pages_keep_text_boxes_and_only_the_fonts_they_use():
    pages = Pages(_two_font_document())
    first = PdfReader(io.BytesIO(pages.extract([0, 1], title="Deck", subject="cards", author="us")), strict=True)
    assert [p.extract_text().strip() for p in first.pages] == ["a1", "a2"]
    assert _fonts(first) == {"/Helvetica"}
    assert (first.metadata.title, first.metadata.subject, first.metadata.author) == ("Deck", "cards", "us")
    assert first.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
    second = PdfReader(io.BytesIO(pages.extract([2, 3], title="Board")), strict=True)
    assert [float(second.pages[0].mediabox.width), float(second.pages[0].trimbox.right)] == [400, 390]
    assert second.pages[1].extract_text().strip() == "formed"   # the form came along, with its font
    # reportlab starts every page by setting its initial font (Helvetica here): that one comes too
    assert _fonts(second) == {"/Helvetica", "/Courier", "/Times-Roman"}


def test_extracted_files_are_small_deterministic_and_read_by_pdfium():
    import pypdfium2

    data = _two_font_document()
    one = Pages(data).extract([2], title="b")
    assert one == Pages(data).extract([2], title="b")
    assert len(one) < len(data)
    document = pypdfium2.PdfDocument(one)
    try:
        assert len(document) == 1 and document[0].get_size() == (400, 250)
    finally:
        document.close()


def test_streams_the_writer_described_are_not_decompressed():
    """Font names the writer gave for a stream (render/pdf.py KitDocument.stream_fonts) are
    taken as they are: told that the page's text sets no font, the file gets none."""
    data = _two_font_document()
    pages = Pages(data)
    streams = {}
    for body in pages._part.objects.values():
        if b"endstream" in body:
            start = body.index(b"stream\n") + 7
            streams[body[start:body.rindex(b"endstream")]] = frozenset()
    assert _fonts(PdfReader(io.BytesIO(pages.extract([0], title="t")))) == {"/Helvetica"}
    told = PdfReader(io.BytesIO(Pages(data, streams).extract([0], title="t")))
    assert _fonts(told) == set()
