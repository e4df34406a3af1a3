"""Rounded rectangles, circles and rounded clips from paths made once per geometry
(render/shapes.py) write what reportlab's own calls write, byte for byte, the first time and
every time after; canvases that paint shapes their own way (--ink saver) are left their calls."""

from __future__ import annotations

import io
import random

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO, Canvas

from printkit.render import shapes
from printkit.render.ink import canvas_maker


def page_content(draw, canvas=Canvas) -> bytes:
    out = io.BytesIO()
    c = canvas(out, invariant=1, pageCompression=0)
    draw(c)
    c.showPage()
    c.save()
    return PdfReader(io.BytesIO(out.getvalue())).pages[0].get_contents().get_data()


def geometries(seed: int) -> list[tuple[float, float, float, float, float]]:
    rng = random.Random(seed)
    return [(rng.uniform(-50, 500) / rng.choice((1, 3, 7)), rng.uniform(-50, 700) / rng.choice((1, 3)),
             rng.uniform(1, 300), rng.uniform(1, 300), rng.uniform(0, 20)) for _ in range(5)]


PAINTS = [(1, 0), (0, 1), (1, 1), (0, 0)]


@pytest.mark.parametrize("fill_mode", [FILL_EVEN_ODD, FILL_NON_ZERO])
@pytest.mark.parametrize("seed", range(4))
def test_shapes_write_what_the_canvas_s_shape_methods_write(fill_mode, seed):
    cases = geometries(seed)

    def by_reportlab(c):
        c._fillMode = fill_mode       # as an SVG drawing leaves it (reportlab's renderPDF sets it)
        for _ in range(2):
            for (x, y, w, h, r), (stroke, fill) in zip(cases, PAINTS * 2):
                c.roundRect(x, y, w, h, r, stroke=stroke, fill=fill)
                c.circle(x, y, r + 0.5, stroke=stroke, fill=fill)
                c.saveState()
                path = c.beginPath()
                path.roundRect(x, y, w, h, r)
                c.clipPath(path, stroke=0, fill=0)
                c.restoreState()

    def from_kept_paths(c):
        c._fillMode = fill_mode
        for _ in range(2):        # the second time from the paths kept the first
            for (x, y, w, h, r), (stroke, fill) in zip(cases, PAINTS * 2):
                shapes.round_rect(c, x, y, w, h, r, stroke=stroke, fill=fill)
                shapes.circle(c, x, y, r + 0.5, stroke=stroke, fill=fill)
                c.saveState()
                shapes.clip_round_rect(c, x, y, w, h, r)
                c.restoreState()

    assert page_content(from_kept_paths) == page_content(by_reportlab)


@pytest.mark.parametrize("ink", ["greyscale", "saver"])
def test_ink_canvases_paint_shapes_their_own_way(ink):
    def by_the_canvas(c):
        c.roundRect(10, 20, 100, 50, 6, stroke=1, fill=1)
        c.circle(60, 60, 12, stroke=0, fill=1)

    def through_shapes(c):
        shapes.round_rect(c, 10, 20, 100, 50, 6, stroke=1, fill=1)
        shapes.circle(c, 60, 60, 12, stroke=0, fill=1)

    canvas = canvas_maker(ink)
    assert page_content(through_shapes, canvas) == page_content(by_the_canvas, canvas)


@pytest.mark.parametrize("fill_mode", [FILL_EVEN_ODD, FILL_NON_ZERO])
@pytest.mark.parametrize("seed", range(3))
def test_a_grid_of_boxes_writes_what_the_canvas_s_rect_writes(fill_mode, seed):
    boxes = tuple((x, y, w, h) for x, y, w, h, _ in geometries(seed) + geometries(seed + 10))

    def by_reportlab(c):
        c._fillMode = fill_mode
        for _ in range(2):
            for stroke, fill in PAINTS:
                for x, y, w, h in boxes:
                    c.rect(x, y, w, h, stroke=stroke, fill=fill)

    def from_kept_grids(c):
        c._fillMode = fill_mode
        for _ in range(2):        # the second time from the operators kept the first
            for stroke, fill in PAINTS:
                shapes.rects(c, boxes, stroke=stroke, fill=fill)

    assert page_content(from_kept_grids) == page_content(by_reportlab)
    saver = canvas_maker("saver")
    assert page_content(from_kept_grids, saver) == page_content(by_reportlab, saver)
