"""Forms placed and cards clipped with their operators written at once (render/placing.py, and
render/forms.py `place` given `cm_numbers`) print what the canvas's own calls print: the one
`cm` is the transforms the canvas would apply one after the other, the clip is the rectangle."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render.forms import place
from printkit.render.placing import begin_clip, clip_path, cm_numbers, place_clipped, rotation, translation
from tests.one_page import canvas_image, differing

coordinate = st.floats(-300, 300, allow_nan=False)
turns = st.sampled_from([0.0, 90.0, -90.0, 180.0, 270.0, 30.0])


def _merged_cm(c: Canvas) -> list[float]:
    """The numbers of the one `cm` reportlab wrote for the transforms made on a fresh page."""
    (numbers,) = re.findall(r"([-\d. ]+) cm", c.getCurrentPageContent())[-1:]
    return [float(n) for n in numbers.split()]


@settings(max_examples=60, deadline=None)
@given(cx=coordinate, cy=coordinate, turn=turns, dx=coordinate, dy=coordinate, scale=st.floats(0.05, 4))
def test_one_cm_is_what_consecutive_transforms_make(cx, cy, turn, dx, dy, scale):
    c = Canvas(None)
    c.translate(cx, cy)
    c.rotate(turn)
    c.scale(scale, scale)
    c.translate(dx, dy)
    ours = [float(n) for n in cm_numbers(translation(cx, cy), rotation(turn), (scale, 0, 0, scale, 0, 0),
                                         translation(dx, dy)).split()]
    theirs = _merged_cm(c)
    assert all(abs(a - b) <= 1e-4 * max(1.0, abs(b)) for a, b in zip(ours, theirs)), (ours, theirs)


def _with_form(draw):
    def on_page(c):
        c.beginForm("f", lowerx=0, lowery=0, upperx=60, uppery=40)
        c.setFillColorRGB(0.1, 0.3, 0.8)
        c.rect(0, 0, 60, 40, stroke=0, fill=1)
        c.setFillColorRGB(0.9, 0.2, 0.1)
        c.circle(10, 10, 8, stroke=0, fill=1)
        c.endForm()
        draw(c)
    return on_page


@settings(max_examples=12, deadline=None)
@given(x=st.floats(20, 200), y=st.floats(20, 200), w=st.floats(5, 80), h=st.floats(5, 80), turn=turns,
       cx=st.floats(60, 240), cy=st.floats(60, 240))
def test_a_clipped_turned_placement_prints_what_the_canvas_s_calls_print(x, y, w, h, turn, cx, cy):
    def by_the_canvas(c):
        c.saveState()
        path = c.beginPath()
        path.rect(x, y, w, h)
        c.clipPath(path, stroke=0, fill=0)
        c.translate(cx, cy)
        c.rotate(turn)
        c.translate(-30, -20)
        c.doForm("f")
        c.restoreState()
        c.rect(1, 1, 5, 5, fill=1)   # the state after is the state before

    def at_once(c):
        place_clipped(c, "f", cm_numbers(translation(cx, cy), rotation(turn), translation(-30, -20)),
                      clip_path(Rect(x, y, w, h)))
        c.rect(1, 1, 5, 5, fill=1)

    theirs, ours = canvas_image(_with_form(by_the_canvas)), canvas_image(_with_form(at_once))
    assert differing(ours, theirs) == 0


def test_a_placed_form_prints_where_translate_and_scale_put_it():
    def by_the_canvas(c):
        c.saveState()
        c.translate(33.3, 71.7)
        c.scale(1.7, 1.7)
        c.doForm("f")
        c.restoreState()

    def at_once(c):
        place(c, "f", cm_numbers(translation(33.3, 71.7), (1.7, 0, 0, 1.7, 0, 0)))

    theirs, ours = canvas_image(_with_form(by_the_canvas)), canvas_image(_with_form(at_once))
    assert differing(ours, theirs) == 0 and differing(ours, canvas_image(lambda c: None)) > 1000


def test_a_clip_begun_at_once_clips_what_is_drawn_in_it():
    def drawing(c):
        c.translate(5, 7)
        c.setFillColorRGB(0.2, 0.4, 0.6)
        c.rect(0, 0, 290, 290, stroke=0, fill=1)
        c.restoreState()
        c.rect(250, 250, 20, 20, stroke=1, fill=0)   # after the clip ends

    def by_the_canvas(c):
        c.saveState()
        path = c.beginPath()
        path.rect(40, 50, 100, 70)
        c.clipPath(path, stroke=0, fill=0)
        drawing(c)

    def at_once(c):
        begin_clip(c, clip_path(Rect(40, 50, 100, 70)))
        drawing(c)

    theirs, ours = canvas_image(by_the_canvas), canvas_image(at_once)
    assert differing(ours, theirs) == 0 and differing(ours, canvas_image(lambda c: None)) > 1000
