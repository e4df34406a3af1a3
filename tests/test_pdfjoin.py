"""pdfjoin and pdfsplit: PDFs joined, and cut out of the kit document, by copying objects; read back with pypdf."""

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


# --- pdfsplit.Pages: the kit file and the components' own files written from the kit's one document ---

from printkit.pdfsplit import Pages  # noqa: E402


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


def test_a_page_listed_again_is_a_page_of_its_own_sharing_the_first_ones_content():
    import pypdfium2

    pages = Pages(_two_font_document())
    data = pages.extract([0, 3, 0, 1, 3], title="again")
    reader = PdfReader(io.BytesIO(data), strict=True)
    assert [p.extract_text().strip() for p in reader.pages] == ["a1", "formed", "a1", "a2", "formed"]
    numbers = [p.indirect_reference.idnum for p in reader.pages]
    assert len(set(numbers)) == 5    # five page objects, each with the page tree as its parent
    assert all(p.raw_get("/Parent").idnum == 2 for p in reader.pages)
    contents = [p.raw_get("/Contents").idnum for p in reader.pages]
    assert contents[0] == contents[2] and contents[1] == contents[4] and len(set(contents)) == 3
    assert data.count(b"/Subtype /Form") == 1   # the form too is written once
    document = pypdfium2.PdfDocument(data)
    try:
        assert len(document) == 5 and document[4].get_size() == document[1].get_size()
    finally:
        document.close()


def _uncompressed_document() -> bytes:
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, pageCompression=0)
    c.setFont("Courier", 10)
    c.drawString(20, 20, "plain")
    c.circle(50, 50, 20, fill=1)
    c.showPage()
    c.save()
    return buffer.getvalue()


def test_a_stream_without_a_filter_is_written_compressed_and_prints_the_same():
    data = _uncompressed_document()
    one = Pages(data).extract([0], title="t")
    theirs, ours = PdfReader(io.BytesIO(data)), PdfReader(io.BytesIO(one), strict=True)
    assert ours.pages[0]["/Contents"].get_object()["/Filter"] == "/FlateDecode"
    assert ours.pages[0].get_contents().get_data() == theirs.pages[0].get_contents().get_data()
    assert _fonts(ours) == {"/Helvetica", "/Courier"} and len(one) < len(data)


def test_fonts_are_found_in_streams_compressed_with_either_standard_filter():
    from reportlab import rl_config
    for a85 in (0, 1):
        previous = rl_config.useA85
        rl_config.useA85 = a85      # reportlab's own default is 1: both kinds of file are read
        try:
            data = _two_font_document()
        finally:
            rl_config.useA85 = previous
        assert (b"ASCII85Decode" in data) == bool(a85)
        assert _fonts(PdfReader(io.BytesIO(Pages(data).extract([0], title="t")))) == {"/Helvetica"}


def test_a_stream_met_again_in_the_process_is_not_compressed_again(monkeypatch):
    from printkit import pdfsplit
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    calls = []
    real = pdfsplit.zlib.compress
    monkeypatch.setattr(pdfsplit.zlib, "compress", lambda data, level: calls.append(level) or real(data, level))
    data = _uncompressed_document()
    first = Pages(data).extract([0], title="t")
    made = len(calls)
    assert made and set(calls) == {pdfsplit.LEVEL}
    assert Pages(data).extract([0], title="t") == first and len(calls) == made


def test_the_streams_kept_stay_under_their_limit(monkeypatch):
    from printkit import pdfsplit
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    monkeypatch.setattr(pdfsplit, "_packed_size", [0])
    monkeypatch.setattr(pdfsplit, "_PACKED_LIMIT", 100)
    for n in range(5):
        pdfsplit.compressed(bytes([n]) * 30)
    assert sum(len(k) + len(v) for k, v in pdfsplit._PACKED.items()) == pdfsplit._packed_size[0] <= 100
    assert bytes([4]) * 30 in pdfsplit._PACKED


def _in_two_xref_sections(data: bytes) -> bytes:
    """The same PDF with its cross-reference table in two subsections (a valid PDF that
    pdfjoin's reader refuses)."""
    at = data.rindex(b"\nxref\n") + 1
    head, table = data[:at], data[at:]
    lines = table.split(b"\n")
    count = int(lines[1].split()[1])
    lines[1:3] = [b"0 1", lines[2], b"1 %d" % (count - 1)]
    table = b"\n".join(lines)
    return head + table


def test_a_file_pages_does_not_read_is_cut_by_pypdf():
    from printkit.pdfsplit import cut
    data = _in_two_xref_sections(_two_font_document())
    assert len(PdfReader(io.BytesIO(data), strict=True).pages) == 4
    with pytest.raises(ValueError):
        Pages(data)
    (one,) = cut(data, [([2, 3], {"title": "Board", "subject": "s"})])
    read = PdfReader(io.BytesIO(one))
    assert [p.extract_text().strip() for p in read.pages] == ["b1", "formed"]
    assert (read.metadata.title, read.metadata.subject) == ("Board", "s")
    assert read.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
