"""Colours and line widths from operators made once (render/paint.py) write what the canvas's
own setters write, byte for byte, and leave the canvas as they leave it: what reportlab reads
later (a saved and restored state, the next page's preamble, an alpha set after, the PDF
version, a form's kept content) comes out the same. --ink canvases keep their own calls."""

from __future__ import annotations

import io

import pytest
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.render import paint
from printkit.render.ink import InkCanvas

COLOURS = [colors.Color(0.2, 0.4, 0.6), colors.HexColor("#336699"), colors.white, colors.black,
           colors.Color(1, 0.5, 0), colors.Color(0.3, 0.3, 0.3, alpha=0.55), colors.Color(0.1, 0.2, 0.3, alpha=0),
           colors.CMYKColor(0.1, 0.2, 0.3, 0.4), colors.CMYKColor(0, 0, 0, 1), colors.CMYKColor(0.5, 0, 0.25, 0.2, density=0.6),
           colors.CMYKColor(0, 0, 0, 1, alpha=0.4), colors.CMYKColorSep(0.1, 0.9, 0, 0, spotName="PMS_185"),
           colors.PCMYKColor(10, 20, 30, 40), (0.5, 0.25, 0.125), "#cc8800", colors.Color(1, 1, 1, alpha=1.0)]
STATE = ("_fillColorObj", "_strokeColorObj", "_lineWidth")


def pdf(draw, canvas=Canvas) -> tuple[bytes, list]:
    """The whole PDF `draw(c)` makes over two pages, and the canvas's state after each step."""
    out = io.BytesIO()
    c = canvas(out, invariant=1, pageCompression=0)
    states = []
    for step in draw(c):
        states.append(step)
        states.append(tuple(getattr(c, name) for name in STATE) + (dict(c._extgstate._d), c._doc._pdfVersion))
    c.showPage()
    c.save()
    return out.getvalue(), states


def steps(c, ours: bool):
    """Every colour as fill and stroke, widths, saved states, an alpha and a page break."""
    fill = (lambda colour, alpha=None: paint.fill_colour(c, colour, alpha)) if ours else c.setFillColor
    stroke = (lambda colour, alpha=None: paint.stroke_colour(c, colour, alpha)) if ours else c.setStrokeColor
    width = (lambda w: paint.line_width(c, w)) if ours else c.setLineWidth
    for colour in COLOURS:
        fill(colour)
        yield "fill"
        c.rect(10, 10, 20, 20, stroke=1, fill=1)
        stroke(colour)
        yield "stroke"
        width(0.4)
        width(1)
        yield "width"
    c.saveState()
    fill(colors.Color(0.9, 0.1, 0.1))
    stroke(colors.Color(0.1, 0.9, 0.1))
    c.setFillAlpha(0.5)
    fill(colors.Color(0.9, 0.1, 0.1))            # alpha 1 again, written: 0.5 was in force
    fill(colors.Color(0.9, 0.1, 0.1), alpha=0.3)
    yield "saved"
    c.restoreState()
    yield "restored"
    fill(colors.HexColor("#118844"))
    stroke(colors.HexColor("#884411"))
    c.showPage()                                   # the next page's preamble sets both
    yield "page"
    fill(colors.HexColor("#118844"))
    c.rect(0, 0, 5, 5, fill=1)
    yield "again"


@pytest.mark.parametrize("canvas", [Canvas, lambda *a, **k: InkCanvas(*a, ink="greyscale", **k),
                                    lambda *a, **k: InkCanvas(*a, ink="saver", **k)])
def test_fill_stroke_and_width_write_and_leave_what_the_canvas_s_setters_do(canvas):
    theirs = pdf(lambda c: steps(c, False), canvas)
    ours = pdf(lambda c: steps(c, True), canvas)
    assert ours[1] == theirs[1]
    assert ours[0] == theirs[0]


def test_a_colour_is_kept_by_its_value_not_its_object():
    c = Canvas(io.BytesIO(), invariant=1)
    first = colors.Color(0.25, 0.5, 0.75)
    paint.fill_colour(c, first)
    again = colors.Color(0.25, 0.5, 0.75)
    paint.fill_colour(c, again)
    assert c._fillColorObj is again
    assert c._code[-2:] == [".25 .5 .75 rg"] * 2


def test_an_operator_for_a_restored_state_is_given_only_where_the_canvas_need_not_set_it():
    c = Canvas(io.BytesIO(), invariant=1)
    assert c._doc._pdfVersion == (1, 3)
    assert paint.fill_op(c, colors.Color(0.2, 0.4, 0.6)) == ".2 .4 .6 rg"
    assert c._doc._pdfVersion == (1, 4), "setFillColor raises the PDF version for a colour's alpha"
    assert paint.stroke_op(c, colors.Color(0.2, 0.4, 0.6)) == ".2 .4 .6 RG"
    assert paint.fill_op(c, colors.Color(0.2, 0.4, 0.6, alpha=0.5)) is None
    assert paint.fill_op(c, "#336699") is None
    assert paint.fill_op(InkCanvas(io.BytesIO(), ink="greyscale"), colors.white) is None
    c.setFillAlpha(0.5)
    assert paint.fill_op(c, colors.white) is None, "alpha 1 must be written: 0.5 is in force"
    assert paint.stroke_op(c, colors.white) == "1 1 1 RG"
    assert paint.width_op(0.35) == ".35 w"
    c = Canvas(io.BytesIO(), invariant=1)
    assert paint.fill_op(c, colors.CMYKColor(0, 0, 0, 1)) == "0 0 0 1 k"
    assert paint.stroke_op(c, colors.CMYKColor(0.5, 0, 0, 0.5, density=0.5)) == ".25 0 0 .25 K"
    assert paint.fill_op(c, colors.CMYKColorSep(0, 0, 0, 1, spotName="PMS_185")) is None


def test_footers_mini_maps_and_glue_strips_written_at_once_are_what_the_canvas_s_calls_write(monkeypatch):
    """render/tiles.py's mini-map and glue strips write their saved state as one literal
    (render/paint.py `in_saved_state`): the bytes of their canvas calls."""
    from printkit.layout.geometry import Rect, Size
    from printkit.layout.tiling import tile_board
    from printkit.render import fonts, marks, tiles
    fonts.register()
    tiling = tile_board(Size(1200, 900), Size(595, 842))

    def draw(c):
        c.setFillColor(colors.Color(0.5, 0.6, 0.7))
        marks.footer(c, 595, "Kit · feuille 1")
        marks._grey_string(c, 0, 0, "tourné · 2/3", 6, (30, 400, 90))
        tiles.mini_map(c, tiling, Rect(400, 20, 60, 30), highlight=1)
        tiles.mini_map(c, tiling, Rect(100, 300, 300, 200), numbers=True)
        for angle, strip in ((90, Rect(500, 100, 28.35, 700)), (0, Rect(20, 60, 560, 28.35)), (0, Rect(20, 60, 560, 28.35))):
            tiles._hatched(c, strip, angle, "colle ici, sous la feuille suivante")
        c.rect(0, 0, 10, 10, fill=1)
        yield "drawn"

    ours = pdf(draw)
    for name in ("fill_op", "stroke_op"):
        monkeypatch.setattr(tiles, name, lambda c, colour: None)
    assert ours == pdf(draw)


class _OwnCalls(Canvas):
    """A canvas of another type: render/paint.py and render/shapes.py give it the canvas's calls."""


def test_market_island_s_arrows_written_at_once_are_what_the_canvas_s_calls_write():
    from printkit.games.market_island.board import _direction_arrows
    from printkit.games.market_island.model import load_model
    board = load_model().board
    ours = pdf(lambda c: iter([_direction_arrows(c, board)]))
    assert ours == pdf(lambda c: iter([_direction_arrows(c, board)]), _OwnCalls)
    assert ours[0].count(b" cm") >= len(board.loop)
