"""Paths (render/shapes.py): the operators made once per geometry are the ones reportlab's canvas
writes for the same shape, and a `Path` is reportlab's path object under printkit's names. (What
the Pen draws with them is compared in pixels: tests/render/test_draw.py.)"""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from printkit.render import shapes

coordinate = st.floats(-500, 500, allow_nan=False)
length = st.floats(0.5, 300)
PAINTS = [(1, 0), (0, 1), (1, 1)]


def _written(draw) -> list[str]:
    """The operators and operands the canvas writes for `draw(canvas)` (whitespace aside)."""
    c = Canvas(io.BytesIO())
    before = c.getCurrentPageContent()
    draw(c)
    return c.getCurrentPageContent()[len(before):].split()


def _ops(text: str) -> list[str]:
    return text.split()


@settings(max_examples=40, deadline=None)
@given(x=coordinate, y=coordinate, w=length, h=length, r=st.floats(0.1, 20), paint=st.sampled_from(PAINTS))
def test_each_shape_s_operators_are_the_canvas_s(x, y, w, h, r, paint):
    stroke, fill = paint
    op = shapes.paint_op(stroke, fill)
    for _ in range(2):        # made, then kept
        assert _ops(f"{shapes.rect_path(x, y, w, h)} {op}") == _written(lambda c: c.rect(x, y, w, h, stroke=stroke, fill=fill))
        assert shapes.rect_op(x, y, w, h, stroke=stroke, fill=fill) == f"{shapes.rect_path(x, y, w, h)} {op}"
        assert _ops(f"{shapes.round_rect_path(x, y, w, h, r)}\n{op}") == _written(
            lambda c: c.roundRect(x, y, w, h, r, stroke=stroke, fill=fill))
        assert _ops(f"{shapes.circle_path(x, y, r)}\n{op}") == _written(lambda c: c.circle(x, y, r, stroke=stroke, fill=fill))


@settings(max_examples=20, deadline=None)
@given(boxes=st.lists(st.tuples(coordinate, coordinate, length, length), min_size=1, max_size=10).map(tuple),
       paint=st.sampled_from(PAINTS))
def test_a_grid_of_boxes_is_the_canvas_s_rectangles(boxes, paint):
    def by_canvas(c):
        for box in boxes:
            c.rect(*box, stroke=paint[0], fill=paint[1])
    assert _ops(shapes.rects_ops(boxes, *paint)) == _written(by_canvas)
    assert shapes.rects_ops(boxes, *paint) is shapes.rects_ops(boxes, *paint), "formatted once"


@settings(max_examples=20, deadline=None)
@given(segments=st.lists(st.tuples(coordinate, coordinate, coordinate, coordinate), min_size=1, max_size=6))
def test_segments_are_the_canvas_s_lines(segments):
    assert _ops(f"{shapes.segments_path(segments)}\nS") == _written(lambda c: c.lines(segments))


@settings(max_examples=20, deadline=None)
@given(points=st.lists(st.tuples(coordinate, coordinate), min_size=3, max_size=8), r=st.floats(0.1, 30))
def test_a_path_is_reportlab_s_path_object(points, r):
    theirs = PDFPathObject()
    theirs.moveTo(*points[0])
    for point in points[1:]:
        theirs.lineTo(*point)
    theirs.close()
    theirs.curveTo(*points[0], *points[1], *points[2])
    theirs.circle(*points[0], r)
    ours = shapes.Path.polygon(points).curve_to(*points[0], *points[1], *points[2]).circle(*points[0], r)
    assert ours.code() == theirs.getCode() == ours.reportlab_path().getCode()
    ours.line_to(1, 2)
    assert ours.code().endswith("1 2 l"), "a path built further is written again"
