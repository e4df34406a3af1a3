"""The drawing vocabulary's text, pictures, shared art and pages (render/draw.py `Pen`): each
prints what render/text, render/icons and the canvas's calls print, in every ink, and says its
own colour (a game never leans on a colour set before)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT

from printkit.layout.geometry import Rect, Size
from printkit.render import fonts, text
from printkit.render.draw import BODY, BOLD, INK, WHITE, Pen, has_icon, paragraph_box, paragraph_size
from printkit.render.forms import draw_shared, forms_off
from printkit.render.icons import draw_icon
from printkit.render.ink import INKS, canvas_maker
from printkit.render.pdf import DocInfo, render_pages
from tests.one_page import canvas_image, differing

ink = pytest.mark.parametrize("ink", INKS)
words = st.text(alphabet="abcdefghij ABCDÉ", min_size=1, max_size=30).filter(str.strip)
colours = st.sampled_from([INK, colors.Color(0.8, 0.1, 0.1), colors.CMYKColor(0.6, 0, 0.3, 0.2)])


def _same(ink: str, by_pen, by_canvas) -> None:
    fonts.register()
    make = canvas_maker(ink)
    ours = canvas_image(lambda c: by_pen(Pen(c)), make)
    assert differing(ours, canvas_image(by_canvas, make)) == 0
    assert differing(ours, canvas_image(lambda c: None, make)) > 0


def _misleading(c) -> None:
    """A colour left on the canvas that the Pen's text must not print in."""
    c.setFillColor(colors.Color(0.1, 0.7, 0.2))


@ink
@settings(max_examples=4, deadline=None)
@given(line=words, colour=colours, anchor=st.sampled_from(["left", "centre", "right"]), turned=st.booleans())
def test_text_prints_what_the_canvas_s_strings_print(ink, line, colour, anchor, turned):
    show = {"left": "drawString", "centre": "drawCentredString", "right": "drawRightString"}[anchor]

    def by_canvas(c):
        c.setFillColor(colour)
        c.setFont(BOLD, 14)
        if turned:
            c.translate(150, 150)
            c.rotate(180)
            getattr(c, show)(0, 0, line)
        else:
            getattr(c, show)(150, 150, line)

    def by_pen(pen):
        _misleading(pen.canvas)
        pen.text(line, 150, 150, font=BOLD, size=14, anchor=anchor, colour=colour, turned=turned)
    _same(ink, by_pen, by_canvas)


@ink
@settings(max_examples=4, deadline=None)
@given(line=words, colour=colours, room=st.floats(30, 250))
def test_fitted_text_prints_what_render_text_prints(ink, line, colour, room):
    def by_canvas(c):
        c.setFillColor(colour)
        text.draw_fitted_line(c, line, 150, 150, room, font=BODY, size=16, minimum=2)

    def by_pen(pen):
        _misleading(pen.canvas)
        pen.fitted_text(line, 150, 150, room, size=16, minimum=2, colour=colour)
    _same(ink, by_pen, by_canvas)


@ink
@settings(max_examples=4, deadline=None)
@given(markup=words.map(lambda w: f"<b>{w}</b> {w} {w}"), colour=colours,
       align=st.sampled_from([("left", TA_LEFT), ("centre", TA_CENTER), ("right", TA_RIGHT)]),
       valign=st.sampled_from(["middle", "top"]))
def test_a_paragraph_prints_what_render_text_prints_and_where_it_says(ink, markup, colour, align, valign):
    box = Rect(40, 60, 160, 120)

    def by_canvas(c):
        text.draw_paragraph(c, markup, box, size=14, minimum=4, align=align[1], valign=valign, colour=colour)
    _same(ink, lambda pen: pen.paragraph(markup, box, size=14, minimum=4, align=align[0], valign=valign, colour=colour),
          by_canvas)
    assert paragraph_box(markup, box, size=14, minimum=4, align=align[0], valign=valign) == \
        text.paragraph_box(markup, box, size=14, minimum=4, align=align[1], valign=valign)
    assert paragraph_size(markup, box, size=14, minimum=4) == text.fitted_size(markup, box, size=14, minimum=4)


def test_text_without_a_colour_prints_in_black_ink():
    c = canvas_maker("colour")(io.BytesIO())
    Pen(c).text("x", 10, 10, size=9)
    assert "0 0 0 1 k" in c.getCurrentPageContent()


@ink
@pytest.mark.parametrize("name", ["coin", "treasure-chest"])
def test_an_icon_prints_what_draw_icon_prints_in_place(ink, name):
    """Through the Pen an icon is a form placed (colour and greyscale) or drawn (saver): it prints
    as the icon drawn where it stands."""
    assert has_icon(name) and not has_icon("no-such-icon")
    red = colors.Color(0.8, 0.2, 0.1)

    def in_place(c):
        with forms_off():
            draw_icon(c, name, 60, 70, 120, ink=red, paper=WHITE)
    _same(ink, lambda pen: pen.icon(name, 60, 70, 120, ink=red), in_place)


ART = Path(__file__).resolve().parents[2] / "printkit" / "games" / "dice_game" / "icons"


@ink
def test_art_from_a_file_prints_what_draw_art_prints(ink):
    from printkit.render.art_files import draw_art
    svg = sorted(ART.glob("*.svg"))[0]
    box = Rect(30, 40, 200, 150)
    _same(ink, lambda pen: pen.art(svg, box, shown="x.svg"), lambda c: draw_art(c, svg, box, shown="x.svg"))


@ink
def test_shared_art_is_drawn_with_the_pen_once_and_prints_as_drawn_in_place(ink):
    drawn = []

    def art(pen: Pen, trim: Rect, paint: Rect) -> None:
        drawn.append(pen)
        pen.box(trim.inset(5), fill=colors.Color(0.2, 0.4, 0.8), stroke=INK, width=2, radius=6)
        pen.text("A", trim.x + 20, trim.y + 20, size=20, colour=WHITE)

    def by_pen(pen):
        for x in (20, 160):
            pen.shared("card", Rect(x, 60, 110, 150), Rect(x - 3, 57, 116, 156), art, holds_text=True)

    def in_place(c):
        with forms_off():
            for x in (20, 160):
                draw_shared(c, "card", Rect(x, 60, 110, 150), Rect(x - 3, 57, 116, 156),
                            lambda cv, t, p: art(Pen(cv), t, p), holds_text=True)
    _same(ink, by_pen, in_place)
    assert drawn and all(isinstance(pen, Pen) for pen in drawn)


def test_pages_have_their_size_and_footer_and_render_pages_hands_a_pen():
    def draw(pen) -> int:
        assert isinstance(pen, Pen)
        with pen.page(Size(300, 200), footer="Kit · sheet 1"):
            pen.box(Rect(10, 10, 50, 50), fill=INK)
        with pen.page(Size(200, 400)):
            pass
        return 2
    data, pages = render_pages(Size(300, 200), DocInfo("pages"), draw)
    reader = PdfReader(io.BytesIO(data))
    assert pages == 2 and [tuple(map(float, p.mediabox[2:])) for p in reader.pages] == [(300, 200), (200, 400)]
    assert "Kit · sheet 1" in reader.pages[0].extract_text() and reader.pages[1].extract_text() == ""


@ink
def test_clear_of_keeps_a_pattern_out_of_the_holes_and_the_discs(ink):
    """What is drawn inside `clear_of` shows in the area, and not within `margin` of a hole or a disc."""
    hole, disc = Rect(40, 40, 60, 30), (200, 200, 20)

    def by_pen(pen):
        with pen.clear_of(Rect(0, 0, 300, 300), (hole,), margin=10, discs=(disc,)):
            pen.box(Rect(0, 0, 300, 300), fill=INK)
    image = canvas_image(lambda c: by_pen(Pen(c)), canvas_maker(ink), scale=1)
    at = lambda x, y: image.getpixel((x, 300 - y))   # noqa: E731  (points, from the bottom)
    for x, y in [(70, 55), (35, 55), (105, 55), (70, 35), (200, 200), (200, 225)]:   # in a hole, or within the margin
        assert at(x, y) == (255, 255, 255), (x, y)
    if ink != "saver":        # saver draws the box's outline, not its inside
        for x, y in [(20, 55), (70, 20), (250, 250), (200, 235)]:
            assert at(x, y) != (255, 255, 255), (x, y)
