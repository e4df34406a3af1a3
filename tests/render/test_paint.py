"""Colours (render/paint.py): tints and shades are mixes with white and black; the operators given
for a drawing written at once inside a saved state are the ones the canvas's setters write, and
are given only where the canvas would write that very colour (a printkit canvas in colour ink,
an opaque plain colour, no translucent alpha in force on the page). Drawings written at once
print what their canvas calls print."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.render import paint
from printkit.render.ink import InkCanvas, PrintCanvas
from tests.one_page import canvas_image, differing

unit = st.floats(0, 1)
plain_colours = st.one_of(st.builds(colors.Color, unit, unit, unit),
                          st.builds(colors.CMYKColor, unit, unit, unit, unit, density=unit))


def _written_by_setter(colour, setter: str) -> str:
    c = Canvas(io.BytesIO())
    before = c.getCurrentPageContent()
    getattr(c, setter)(colour)
    return c.getCurrentPageContent()[len(before):].strip()


@settings(max_examples=80, deadline=None)
@given(colour=plain_colours)
def test_an_operator_is_the_one_the_canvas_s_setter_writes(colour):
    c = PrintCanvas(io.BytesIO())
    assert paint.fill_op(c, colour) == _written_by_setter(colour, "setFillColor")
    assert paint.stroke_op(c, colour) == _written_by_setter(colour, "setStrokeColor")


@settings(max_examples=30, deadline=None)
@given(width=st.floats(0, 20))
def test_a_width_operator_is_the_one_set_line_width_writes(width):
    assert paint.width_op(width) == _written_by_setter(width, "setLineWidth")


def test_an_operator_is_given_only_where_the_canvas_would_write_that_colour():
    c = PrintCanvas(io.BytesIO())
    blue = colors.Color(0.2, 0.4, 0.6)
    assert paint.fill_op(c, blue) == ".2 .4 .6 rg"
    assert paint.fill_op(c, colors.Color(0.2, 0.4, 0.6, alpha=0.5)) is None
    assert paint.fill_op(c, "#336699") is None
    assert paint.fill_op(c, colors.CMYKColorSep(0, 0, 0, 1, spotName="PMS_185")) is None
    assert paint.fill_op(Canvas(io.BytesIO()), blue) is None, "not a printkit canvas: its ink is unknown"
    for ink in ("greyscale", "saver"):
        assert paint.fill_op(InkCanvas(io.BytesIO(), ink=ink), blue) is None
    c.saveState()
    c.setFillAlpha(0.5)
    c.restoreState()
    assert paint.fill_op(c, blue) is None and paint.stroke_op(c, blue) is None, "an alpha was set on this page"
    c.showPage()
    assert paint.fill_op(c, blue) == ".2 .4 .6 rg", "a new page starts opaque"
    c.setStrokeColor(colors.Color(0, 0, 0, alpha=0.3))
    assert paint.fill_op(c, blue) is None


@settings(max_examples=30, deadline=None)
@given(on=st.floats(0.5, 20), off=st.floats(0.5, 20))
def test_a_dash_operator_is_the_one_set_dash_writes(on, off):
    c = Canvas(io.BytesIO())
    before = c.getCurrentPageContent()
    c.setDash(on, off)
    assert paint.dash_op((on, off)) == c.getCurrentPageContent()[len(before):].strip()


@settings(max_examples=40, deadline=None)
@given(red=unit, green=unit, blue=unit, amount=unit)
def test_tints_and_shades_mix_with_white_and_black(red, green, blue, amount):
    colour = paint.rgb(red, green, blue)
    assert paint.tint(colour, 0).rgb() == paint.shade(colour, 0).rgb() == colour.rgb()
    assert paint.tint(colour, 1).rgb() == (1, 1, 1) and paint.shade(colour, 1).rgb() == (0, 0, 0)
    lighter, darker = paint.tint(colour, amount), paint.shade(colour, amount)
    for value, light, dark in zip(colour.rgb(), lighter.rgb(), darker.rgb()):
        assert dark - 1e-9 <= value <= light + 1e-9
    assert paint.grey(amount).rgb() == (amount, amount, amount)
    assert paint.hex_colour("#336699").rgb() == colors.HexColor("#336699").rgb()


def test_mini_maps_and_glue_strips_written_at_once_print_what_the_canvas_s_calls_print(monkeypatch):
    """render/tiles.py's mini-map and glue strips write their saved state as one literal where
    paint.py gives their colours' operators (a footer, drawn through the canvas, is on the page too)."""
    from printkit.layout.geometry import Rect, Size
    from printkit.layout.tiling import tile_board
    from printkit.render import fonts, marks, tiles
    fonts.register()
    tiling = tile_board(Size(1200, 900), Size(595, 842))

    def draw(c):
        c.setFillColor(colors.Color(0.5, 0.6, 0.7))
        marks.footer(c, 595, "Kit · feuille 1")
        tiles.mini_map(c, tiling, Rect(400, 20, 60, 30), highlight=1)
        tiles.mini_map(c, tiling, Rect(100, 300, 300, 200), numbers=True)
        for angle, strip in ((90, Rect(500, 100, 28.35, 700)), (0, Rect(20, 60, 560, 28.35))):
            tiles._hatched(c, strip, angle, "colle ici, sous la feuille suivante")
        c.rect(0, 0, 10, 10, fill=1)

    size = (595, 842)
    at_once = canvas_image(draw, PrintCanvas, size=size)
    monkeypatch.setattr(tiles, "fill_op", lambda c, colour: None)
    assert differing(at_once, canvas_image(draw, PrintCanvas, size=size)) == 0
    assert differing(at_once, canvas_image(lambda c: None, size=size)) > 1000
