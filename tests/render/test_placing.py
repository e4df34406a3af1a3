"""Forms placed and cards clipped with their operators written at once (render/placing.py, and
render/forms.py `place` given `cm_numbers`) write
what reportlab's own calls write, byte for byte: on every supported reportlab (its `transform`
merges consecutive transforms from their formatted numbers, its clip follows the canvas's fill
mode), for placements as card sheets, icons and board tiles make them."""

from __future__ import annotations

import io
import random

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO, Canvas

from printkit.layout.geometry import Rect
from printkit.render.forms import place
from printkit.render.placing import begin_clip, clip_path, cm_numbers, place_clipped, rotation, translation


def page_content(draw) -> bytes:
    """The first page's content stream after `draw(c)` on a fresh canvas that has a form "f"."""
    out = io.BytesIO()
    c = Canvas(out, invariant=1, pageCompression=0)
    c.beginForm("f")
    c.rect(0, 0, 10, 10, stroke=0, fill=1)
    c.endForm()
    draw(c)
    c.showPage()
    c.save()
    return PdfReader(io.BytesIO(out.getvalue())).pages[0].get_contents().get_data()


def numbers(seed: int, count: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-400, 800) * rng.choice((1, 1 / 3, 1 / 7)) for _ in range(count)]


@pytest.mark.parametrize("fill_mode", [FILL_EVEN_ODD, FILL_NON_ZERO])
@pytest.mark.parametrize("turn", [0.0, 90.0, -90.0, 180.0, 270.0])
@pytest.mark.parametrize("seed", range(6))
def test_a_clipped_turned_placement_writes_what_reportlab_s_calls_write(fill_mode, turn, seed):
    x, y, w, h, cx, cy, dx, dy = numbers(seed, 8)
    w, h = abs(w), abs(h)

    def by_reportlab(c):
        c._fillMode = fill_mode     # as an SVG drawing leaves it (reportlab's renderPDF sets it)
        c.saveState()
        path = c.beginPath()
        path.rect(x, y, w, h)
        c.clipPath(path, stroke=0, fill=0)
        if turn:
            c.translate(cx, cy)
            c.rotate(turn)
        c.translate(dx, dy)
        c.doForm("f")
        c.restoreState()

    def at_once(c):
        c._fillMode = fill_mode
        matrices = (translation(cx, cy), rotation(turn), translation(dx, dy)) if turn else (translation(dx, dy),)
        place_clipped(c, "f", cm_numbers(*matrices), clip_path(Rect(x, y, w, h)))

    assert page_content(at_once) == page_content(by_reportlab)


@pytest.mark.parametrize("seed", range(8))
def test_a_scaled_placement_writes_what_translate_and_scale_write(seed):
    x, y, size = numbers(seed, 3)
    scale = abs(size) / 100.0

    def by_reportlab(c):
        c.saveState()
        c.translate(x, y)
        c.scale(scale, scale)
        c.doForm("f")
        c.restoreState()

    def at_once(c):
        place(c, "f", cm_numbers(translation(x, y), (scale, 0, 0, scale, 0, 0)))

    assert page_content(at_once) == page_content(by_reportlab)


@pytest.mark.parametrize("fill_mode", [FILL_EVEN_ODD, FILL_NON_ZERO])
def test_a_clip_begun_at_once_and_the_drawing_in_it_are_reportlab_s(fill_mode):
    x, y, w, h = numbers(11, 4)

    def drawing(c):
        c.translate(5, 7)          # merged by reportlab into nothing of ours: the clip comes before
        c.rotate(90)
        c.setFillColorRGB(0.2, 0.4, 0.6)
        c.rect(1, 2, 3, 4, stroke=0, fill=1)
        c.restoreState()
        c.rect(9, 9, 9, 9, stroke=1, fill=0)

    def by_reportlab(c):
        c._fillMode = fill_mode
        c.saveState()
        path = c.beginPath()
        path.rect(x, y, abs(w), abs(h))
        c.clipPath(path, stroke=0, fill=0)
        drawing(c)

    def at_once(c):
        c._fillMode = fill_mode
        begin_clip(c, clip_path(Rect(x, y, abs(w), abs(h))))
        drawing(c)

    assert page_content(at_once) == page_content(by_reportlab)
