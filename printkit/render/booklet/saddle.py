"""The rule booklet imposed for saddle stitching: A5 pages placed 2-up on landscape sheets
in the order of layout/saddle.py. Print double-sided, flipping on the short edge.
"""

from __future__ import annotations

import io

from pypdf import PdfReader, PdfWriter, Transformation

from printkit.layout.geometry import Rect, Size
from printkit.layout.saddle import saddle_sides, spread
from printkit.render.booklet.sheets import finished, read_pages, set_trim
from printkit.render.marks import draw_fold_marks
from printkit.render.pdf import DocInfo, new_canvas


def impose_saddle(booklet: bytes, sheet: Size) -> tuple[bytes, int]:
    """The imposed PDF and its number of sheet sides."""
    reader, page = read_pages(booklet)
    scale, left, right = spread(sheet, page)
    paper = sheet.landscape()
    writer = PdfWriter()
    folds = _fold_marks(paper, sheet)
    for pair in saddle_sides(len(reader.pages)):
        side = writer.add_blank_page(width=paper.w, height=paper.h)
        for index, box in zip(pair, (left, right)):
            if index is not None:
                side.merge_transformed_page(reader.pages[index],
                                            Transformation().scale(scale).translate(box.x, box.y))
        side.merge_page(folds)
        set_trim(side, Rect(left.x, left.y, left.w + right.w, left.h))
    return finished(reader, writer)


def _fold_marks(paper: Size, sheet: Size):
    """A page holding only the sheet's fold marks (render/marks.py), laid over every side (a
    canvas of its own: inside a build, `render_pages` would draw into the kit document)."""
    buffer = io.BytesIO()
    c = new_canvas(buffer, paper, DocInfo("fold marks"))
    draw_fold_marks(c, sheet)
    c.showPage()
    c.save()
    return PdfReader(io.BytesIO(buffer.getvalue())).pages[0]
