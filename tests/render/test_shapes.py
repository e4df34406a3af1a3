"""Rounded rectangles, circles, rounded clips and grids of boxes from paths made once per
geometry (render/shapes.py) print what the canvas's own shape calls print, the first time and
every time after; a --ink saver canvas gets its own calls (outlines instead of fills)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.render import shapes
from printkit.render.ink import canvas_maker
from tests.one_page import canvas_image, differing

PAINTS = [(1, 0), (0, 1), (1, 1)]
geometry = st.tuples(st.floats(5, 150), st.floats(5, 150), st.floats(10, 140), st.floats(10, 140), st.floats(0, 20))


def _blank():
    return canvas_image(lambda c: None)


@settings(max_examples=10, deadline=None)
@given(cases=st.lists(geometry, min_size=1, max_size=4))
def test_shapes_print_what_the_canvas_s_shape_methods_print(cases):
    def by_the_canvas(c):
        c.setFillColorRGB(0.2, 0.6, 0.3)
        for (x, y, w, h, r), (stroke, fill) in zip(cases, PAINTS * 2):
            c.roundRect(x, y, w, h, r, stroke=stroke, fill=fill)
            c.circle(x + w, y, r + 2, stroke=stroke, fill=fill)
        c.saveState()
        x, y, w, h, r = cases[0]
        path = c.beginPath()
        path.roundRect(x, y, w, h, r)
        c.clipPath(path, stroke=0, fill=0)
        c.rect(0, 0, 300, 300, stroke=0, fill=1)
        c.restoreState()

    def from_kept_paths(c):
        c.setFillColorRGB(0.2, 0.6, 0.3)
        for (x, y, w, h, r), (stroke, fill) in zip(cases, PAINTS * 2):
            shapes.round_rect(c, x, y, w, h, r, stroke=stroke, fill=fill)
            shapes.circle(c, x + w, y, r + 2, stroke=stroke, fill=fill)
        c.saveState()
        shapes.clip_round_rect(c, *cases[0])
        c.rect(0, 0, 300, 300, stroke=0, fill=1)
        c.restoreState()

    theirs = canvas_image(by_the_canvas)
    for _ in range(2):        # the second time from the paths kept the first
        assert differing(canvas_image(from_kept_paths), theirs) == 0
    assert differing(theirs, _blank()) > 0


def test_a_saver_canvas_paints_shapes_its_own_way():
    def by_the_canvas(c):
        c.setFillColorRGB(0.2, 0.6, 0.3)
        c.roundRect(10, 20, 100, 50, 6, stroke=0, fill=1)
        c.circle(160, 60, 12, stroke=0, fill=1)
        c.rect(200, 200, 30, 30, stroke=0, fill=1)

    def through_shapes(c):
        c.setFillColorRGB(0.2, 0.6, 0.3)
        shapes.round_rect(c, 10, 20, 100, 50, 6, stroke=0, fill=1)
        shapes.circle(c, 160, 60, 12, stroke=0, fill=1)
        shapes.rects(c, ((200, 200, 30, 30),), stroke=0, fill=1)

    saver = canvas_maker("saver")
    ours = canvas_image(through_shapes, saver)
    assert differing(ours, canvas_image(by_the_canvas, saver)) == 0
    assert differing(ours, canvas_image(by_the_canvas)) > 1000    # outlines, not the filled shapes


@settings(max_examples=8, deadline=None)
@given(boxes=st.lists(st.tuples(st.floats(0, 250), st.floats(0, 250), st.floats(2, 50), st.floats(2, 50)),
                      min_size=1, max_size=12).map(tuple), paint=st.sampled_from(PAINTS))
def test_a_grid_of_boxes_prints_what_the_canvas_s_rect_prints(boxes, paint):
    stroke, fill = paint

    def by_the_canvas(c):
        c.setFillColorRGB(0.9, 0.7, 0.1)
        c.setLineWidth(3)
        for x, y, w, h in boxes:
            c.rect(x, y, w, h, stroke=stroke, fill=fill)

    def from_kept_grids(c):
        c.setFillColorRGB(0.9, 0.7, 0.1)
        c.setLineWidth(3)
        shapes.rects(c, boxes, stroke=stroke, fill=fill)

    theirs = canvas_image(by_the_canvas)
    for _ in range(2):
        assert differing(canvas_image(from_kept_grids), theirs) == 0
    assert differing(theirs, _blank()) > 0
