"""The drawing vocabulary (render/draw.py `Pen`): each primitive prints what the canvas's own
calls print, in every ink (colour, greyscale, saver), whichever way the Pen chose to write it;
in colour ink it takes the fast way (one literal inside q…Q), elsewhere the canvas's calls; and
no primitive leaves a colour, width or dash behind for the next drawing."""

from __future__ import annotations

import io
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.pdfgen.canvas import FILL_EVEN_ODD

from printkit.layout.geometry import Rect, Size
from printkit.render.draw import INK, WHITE, Path, Pen, TextOverflow, scratch_pen
from printkit.render.ink import INKS, PAPER_WHITE, canvas_maker, grey_level
from printkit.render.pdf import DocInfo, render_pages
from tests.one_page import canvas_image, differing

unit = st.floats(0, 1)
GROUND = colors.Color(0.55, 0.5, 0.45)
# Colours that show on the ground in every ink (their grey is not the ground's).
colours = st.one_of(st.builds(colors.Color, unit, unit, unit),
                    st.builds(colors.CMYKColor, unit, unit, unit, unit),
                    st.just(INK), st.just(WHITE)).filter(lambda c: abs(grey_level(c) - grey_level(GROUND)) > 0.12)
paints = st.sampled_from([(True, False), (False, True), (True, True)])     # (fill, stroke)
boxes = st.builds(Rect, st.floats(10, 150), st.floats(10, 150), st.floats(8, 120), st.floats(8, 120))
widths = st.floats(0.2, 6)
dashes = st.one_of(st.none(), st.tuples(st.floats(1, 8), st.floats(1, 8)))
ink = pytest.mark.parametrize("ink", INKS)


def _ground(c) -> None:
    """A mid-tone ground, on which white and black both show."""
    c.setFillColor(GROUND)
    c.rect(0, 0, 300, 300, stroke=0, fill=1)


def _same(ink: str, by_pen, by_canvas, *, shows: bool = True) -> None:
    """The page drawn by `by_pen(Pen(c))` prints as the one drawn by `by_canvas(c)`, on a
    canvas of `ink`, and (`shows`) something shows."""
    make = canvas_maker(ink)
    ours = canvas_image(lambda c: (_ground(c), by_pen(Pen(c))), make)
    theirs = canvas_image(lambda c: (_ground(c), by_canvas(c)), make)
    assert differing(ours, theirs) == 0
    if shows:
        assert differing(theirs, canvas_image(_ground, make)) > 0


def _shows(ink: str, fill, stroke) -> bool:
    """Whether a shape shows: in saver ink a paper-white fill is paper (and the ground an outline)."""
    return not (ink == "saver" and stroke is None and grey_level(fill) >= PAPER_WHITE)


def _styled(c, fill, stroke, width, dash) -> None:
    if fill is not None:
        c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(width)
        if dash is not None:
            c.setDash(*dash)


@ink
@settings(max_examples=6, deadline=None)
@given(box=boxes, paint=paints, fill=colours, stroke=colours, width=widths, radius=st.floats(0, 12), dash=dashes)
def test_a_box_prints_what_rect_and_round_rect_print(ink, box, paint, fill, stroke, width, radius, dash):
    fill, stroke = (fill if paint[0] else None), (stroke if paint[1] else None)

    def by_canvas(c):
        _styled(c, fill, stroke, width, dash)
        if radius:
            c.roundRect(*box, radius, stroke=int(stroke is not None), fill=int(fill is not None))
        else:
            c.rect(*box, stroke=int(stroke is not None), fill=int(fill is not None))
    _same(ink, lambda pen: pen.box(box, fill=fill, stroke=stroke, width=width, radius=radius, dash=dash), by_canvas,
          shows=_shows(ink, fill, stroke))


@ink
@settings(max_examples=5, deadline=None)
@given(many=st.lists(boxes, min_size=1, max_size=8), paint=paints, colour=colours, width=widths)
def test_boxes_print_what_rect_prints_for_each(ink, many, paint, colour, width):
    fill, stroke = (colour if paint[0] else None), (INK if paint[1] else None)

    def by_canvas(c):
        _styled(c, fill, stroke, width, None)
        for box in many:
            c.rect(*box, stroke=int(stroke is not None), fill=int(fill is not None))
    for _ in range(2):          # the second time from the operators kept the first
        _same(ink, lambda pen: pen.boxes(many, fill=fill, stroke=stroke, width=width), by_canvas,
              shows=_shows(ink, fill, stroke))


@ink
@settings(max_examples=6, deadline=None)
@given(x=st.floats(30, 270), y=st.floats(30, 270), r=st.floats(2, 30), paint=paints, fill=colours, stroke=colours,
       width=widths)
def test_a_circle_prints_what_circle_prints(ink, x, y, r, paint, fill, stroke, width):
    fill, stroke = (fill if paint[0] else None), (stroke if paint[1] else None)

    def by_canvas(c):
        _styled(c, fill, stroke, width, None)
        c.circle(x, y, r, stroke=int(stroke is not None), fill=int(fill is not None))
    _same(ink, lambda pen: pen.circle(x, y, r, fill=fill, stroke=stroke, width=width), by_canvas,
          shows=_shows(ink, fill, stroke))


# Lines on the page, each long enough to show (a line of no length prints nothing).
segments = st.lists(st.tuples(*[st.floats(10, 290)] * 4).filter(lambda s: math.dist(s[:2], s[2:]) >= 20),
                    min_size=1, max_size=6)


@ink
@settings(max_examples=6, deadline=None)
@given(lines=segments, stroke=colours, width=widths, dash=dashes)
def test_lines_print_what_line_and_lines_print(ink, lines, stroke, width, dash):
    def by_canvas(c):
        _styled(c, None, stroke, width, dash)
        c.lines(lines)
    shows = width >= 1      # thinner, a line's anti-aliased pixels may stay within the comparison's 16 levels
    _same(ink, lambda pen: pen.lines(lines, stroke=stroke, width=width, dash=dash), by_canvas, shows=shows)

    def one_by_canvas(c):
        _styled(c, None, stroke, width, dash)
        c.line(*lines[0])
    _same(ink, lambda pen: pen.line(*lines[0], stroke=stroke, width=width, dash=dash), one_by_canvas, shows=shows)


points = st.lists(st.tuples(st.floats(0, 300), st.floats(0, 300)), min_size=3, max_size=7)


@ink
@settings(max_examples=6, deadline=None)
@given(corners=points, paint=paints, fill=colours, stroke=colours, width=widths)
def test_a_path_prints_what_draw_path_prints(ink, corners, paint, fill, stroke, width):
    fill, stroke = (fill if paint[0] else None), (stroke if paint[1] else None)
    (x0, y0), (x1, y1), *rest = corners
    ours = Path.polygon(corners).move_to(x0, y1).curve_to(x1, y0, x1, y1, x0, y0).circle(150, 150, 20)

    def by_canvas(c):
        _styled(c, fill, stroke, width, None)
        path = c.beginPath()
        path.moveTo(x0, y0)
        for x, y in [(x1, y1), *rest]:
            path.lineTo(x, y)
        path.close()
        path.moveTo(x0, y1)
        path.curveTo(x1, y0, x1, y1, x0, y0)
        path.circle(150, 150, 20)
        c.drawPath(path, stroke=int(stroke is not None), fill=int(fill is not None), fillMode=FILL_EVEN_ODD)
    _same(ink, lambda pen: pen.path(ours, fill=fill, stroke=stroke, width=width), by_canvas,
          shows=_shows(ink, fill, stroke))


@ink
@settings(max_examples=5, deadline=None)
@given(clip=boxes, radius=st.floats(0, 12), colour=colours)
def test_a_clip_prints_what_clip_path_prints(ink, clip, radius, colour):
    def by_pen(pen):
        with pen.clipped(clip, radius=radius):
            pen.box(Rect(0, 0, 300, 300), fill=colour)
        pen.box(Rect(0, 0, 20, 20), stroke=INK)        # after the block: no clip any more

    def by_canvas(c):
        c.saveState()
        path = c.beginPath()
        path.roundRect(*clip, radius) if radius else path.rect(*clip)
        c.clipPath(path, stroke=0, fill=0)
        c.setFillColor(colour)
        c.rect(0, 0, 300, 300, stroke=0, fill=1)
        c.restoreState()
        c.setStrokeColor(INK)
        c.rect(0, 0, 20, 20, stroke=1, fill=0)
    _same(ink, by_pen, by_canvas)


@ink
@settings(max_examples=5, deadline=None)
@given(dx=st.floats(50, 250), dy=st.floats(50, 250), turn=st.sampled_from([0.0, 90.0, 180.0, -37.5]),
       colour=colours)
def test_moved_and_turned_print_what_translate_and_rotate_print(ink, dx, dy, turn, colour):
    arrow = Path.polygon([(20, 0), (-15, 20), (-15, -20)])

    def by_pen(pen):
        with pen.moved(dx, dy, turn=turn):
            pen.path(arrow, fill=colour)
        with pen.turned(turn, 150, 150):
            pen.box(Rect(150, 150, 60, 10), fill=colour)

    def by_canvas(c):
        c.saveState()
        c.translate(dx, dy)
        c.rotate(turn)
        c.setFillColor(colour)
        p = c.beginPath()
        p.moveTo(20, 0)
        p.lineTo(-15, 20)
        p.lineTo(-15, -20)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
        c.restoreState()
        c.saveState()
        c.translate(150, 150)
        c.rotate(turn)
        c.translate(-150, -150)
        c.setFillColor(colour)
        c.rect(150, 150, 60, 10, stroke=0, fill=1)
        c.restoreState()
    _same(ink, by_pen, by_canvas, shows=_shows(ink, colour, None))


@ink
def test_no_primitive_leaves_a_colour_a_width_or_a_dash_behind(ink):
    """What the canvas draws after the Pen's shapes it draws with its own settings, as they were."""
    red, blue = colors.Color(0.9, 0.1, 0.1), colors.Color(0.1, 0.2, 0.9)

    def canvas_settings(c):
        c.setFillColor(red)
        c.setStrokeColor(red)
        c.setLineWidth(3)

    def after_the_pen(c):
        canvas_settings(c)
        pen = Pen(c)
        pen.box(Rect(20, 20, 60, 60), fill=blue, stroke=blue, width=0.5, radius=4, dash=(2, 2))
        pen.circle(150, 50, 20, fill=blue)
        pen.lines([(0, 100, 300, 100)], stroke=blue, width=0.3, dash=(1, 3))
        with pen.clipped(Rect(0, 0, 100, 100)):
            pen.box(Rect(0, 0, 10, 10), fill=blue)
        c.rect(100, 150, 150, 100, stroke=1, fill=1)

    def alone(c):
        canvas_settings(c)
        c.rect(100, 150, 150, 100, stroke=1, fill=1)

    make = canvas_maker(ink)
    window = (190, 90, 510, 310)     # the canvas's own rectangle, away from the Pen's shapes (pixels, 2 a point)
    assert differing(canvas_image(after_the_pen, make).crop(window), canvas_image(alone, make).crop(window)) == 0


def test_colour_ink_writes_each_shape_at_once_and_the_other_inks_through_the_canvas():
    """The fast way where the canvas allows it: one literal, state saved and restored around it."""
    def content(ink: str, draw) -> str:
        c = canvas_maker(ink)(io.BytesIO())
        before = c.getCurrentPageContent()
        draw(Pen(c))
        return c.getCurrentPageContent()[len(before):].strip()

    box = lambda pen: pen.box(Rect(1, 2, 3, 4), fill=colors.Color(1, 0, 0), stroke=INK, width=0.5)  # noqa: E731
    assert content("colour", box) == "q\n1 0 0 rg\n0 0 0 1 K\n.5 w\nn 1 2 3 4 re\nB*\nQ"
    for other in ("greyscale", "saver"):
        assert "1 0 0 rg" not in content(other, box) and "re" in content(other, box)
    translucent = lambda pen: pen.box(Rect(1, 2, 3, 4), fill=colors.Color(1, 0, 0, alpha=0.5))  # noqa: E731
    assert " gs\n" in content("colour", translucent), "an alpha is set through the canvas"


@ink
def test_the_pen_says_whether_its_pages_print_in_saver_ink(ink):
    assert Pen(canvas_maker(ink)(io.BytesIO())).saver is (ink == "saver")


@settings(max_examples=8, deadline=None)
@given(words=st.integers(1, 60))
def test_a_scratch_pen_tells_whether_a_text_fits_as_a_page_would(words):
    """scratch_pen draws as a page does: a text too long for its box at its minimum raises
    TextOverflow on both, and a text that fits raises on neither."""
    markup, box = " ".join(["word"] * words), Rect(10, 10, 80, 30)

    def on_a_page(pen):
        pen.paragraph(markup, box, size=9, minimum=7)
        return 1

    try:
        render_pages(Size(200, 200), DocInfo("fit"), on_a_page)
        fits = True
    except TextOverflow:
        fits = False
    pen = scratch_pen(Size(200, 200))
    if fits:
        pen.paragraph(markup, box, size=9, minimum=7)
    else:
        with pytest.raises(TextOverflow):
            pen.paragraph(markup, box, size=9, minimum=7)
    assert pen.canvas.getPageNumber() == 1
