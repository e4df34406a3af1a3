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
