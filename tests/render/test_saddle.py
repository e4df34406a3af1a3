"""The booklet imposed for saddle stitching (issue 8), read back by text position."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import PAPERS
from printkit.render.saddle import impose_saddle

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


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_a_laid_out_booklet_drawn_on_the_sheets_is_the_booklet_imposed(paper):
    """draw_saddle (each page drawn once, onto its sheet side) and impose_saddle (the A5 PDF's pages
    placed) give the same sides: same text at the same places, same boxes."""
    from reportlab.lib import colors

    from printkit.layout import production
    from printkit.render import booklet, booklet_pages, fonts
    from printkit.render.pdf import DocInfo
    from printkit.render.saddle import draw_saddle
    from tests.render.test_booklet import sample

    fonts.register()
    info = DocInfo("Rules", author="printkit")
    with production.using(production.Production()):
        story = booklet.Story(booklet.parse_blocks(sample()), colors.black)
        layout = booklet_pages.lay_out(story.flowables(1.0), 1.0)
        drawn, drawn_sides = draw_saddle(layout, info, "Rules", PAPERS[paper])
        imposed, imposed_sides = impose_saddle(booklet_pages.draw(info, "Rules", None, layout)[0], PAPERS[paper])
    assert drawn_sides == imposed_sides == len(PdfReader(io.BytesIO(drawn)).pages) > 2

    def placed_text(data: bytes) -> list:
        sides = []
        for page in PdfReader(io.BytesIO(data)).pages:
            found = []
            page.extract_text(visitor_text=lambda text, cm, tm, font, size: text.strip() and found.append(
                (text.strip(), round(cm[4] + tm[4] * cm[0], 2), round(cm[5] + tm[5] * cm[3], 2))))
            sides.append((sorted(found), [round(float(v), 2) for v in page.trimbox], [round(float(v), 2) for v in page.mediabox]))
        return sides
    sides = placed_text(drawn)
    assert all(len(found) > 5 for found, _, _ in sides)
    assert sides == placed_text(imposed)
    assert PdfReader(io.BytesIO(drawn)).metadata["/Title"] == "Rules"
