"""The booklet imposed for saddle stitching (render/booklet/saddle.py), read back by text position."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import PAPERS
from printkit.render.booklet.saddle import impose_saddle

A5 = PAPERS["a5"]


def numbered_a5(pages: int) -> bytes:
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(A5.w, A5.h), invariant=1)
    for n in range(1, pages + 1):
        c.drawCentredString(A5.w / 2, A5.h / 2, f"p{n}")
        c.showPage()
    c.save()
    return buffer.getvalue()


def halves(reader: PdfReader, index: int, width: float) -> tuple[str | None, str | None]:
    """The page number printed on the left and on the right half of a sheet side."""
    found = {}

    def visit(text, cm, tm, font, size):
        if text.strip().startswith("p"):
            x = cm[4] + tm[4] * cm[0]
            found["left" if x < width / 2 else "right"] = text.strip()
    reader.pages[index].extract_text(visitor_text=visit)
    return found.get("left"), found.get("right")


@pytest.mark.parametrize("pages, expected", [
    (8, [("p8", "p1"), ("p2", "p7"), ("p6", "p3"), ("p4", "p5")]),
    (10, [(None, "p1"), ("p2", None), ("p10", "p3"), ("p4", "p9"), ("p8", "p5"), ("p6", "p7")]),
])
def test_pages_land_in_saddle_order_on_landscape_a4(pages, expected):
    data, sides = impose_saddle(numbered_a5(pages), PAPERS["a4"])
    reader = PdfReader(io.BytesIO(data))
    assert sides == len(reader.pages) == len(expected)
    width = PAPERS["a4"].h
    for index, pair in enumerate(expected):
        page = reader.pages[index]
        assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == (842, 595)
        assert halves(reader, index, width) == pair
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"


def test_trim_box_is_the_spread():
    data, _ = impose_saddle(numbered_a5(4), PAPERS["a3"])
    page = PdfReader(io.BytesIO(data)).pages[0]
    x0, y0, x1, y1 = (float(v) for v in page.trimbox)
    assert (x1 - x0, y1 - y0) == (pytest.approx(2 * A5.w), pytest.approx(A5.h))
    assert (x0 + x1) / 2 == pytest.approx(float(page.mediabox.width) / 2)
