"""The one drawing vocabulary of the games and the card engine: a `Pen` on a page.

    pen.box(rect, fill=WHITE, stroke=colour, width=0.8, radius=mm(2.5))
    pen.fitted_text(title, x, y, max_width, font=BOLD, size=11, minimum=7, colour=WHITE)
    pen.icon("fire", x, y, mm(20), ink=colour)
    pen.shared(key, trim, paint, draw_face)          # drawn once per PDF, placed after

Why an object rather than functions of a canvas: whoever holds a Pen holds no canvas, so a game
cannot write PDF operators, read the canvas's state, or lean on the colour a shape before it
left behind. Every call says its own colours and width; no shape, clip or turn leaves a setting
for the next (text leaves the fill colour and font it printed with, which no call reads).
The engine hands a Pen to every drawing it calls back (`render_pages`, `draw_card_sheets`,
`tiled_board`, `Pen.shared`); render/'s own modules may reach the canvas under it
(`Pen.canvas`) for what the vocabulary does not say (page boxes, imposition, crop marks).
tests/test_layers.py holds games and the card engine to this module and a short list of
kit-level entry points.

The fast way is chosen here, not by the games: a shape is written in one literal with its
colours inside `q`…`Q` (render/paint.py) where the canvas would write those very colours, its
path made once per geometry (render/shapes.py); on a --ink greyscale or saver canvas, which
changes colours and shapes (render/ink.py), it is the canvas's own call. Art every card of a
kind prints is a form (`shared`, render/forms.py), icons are forms (render/icons). Text goes
through render/text (reportlab's Paragraph, the canvas's strings).
"""

from __future__ import annotations

import io
from contextlib import contextmanager
from pathlib import Path as FilePath
from typing import Callable, Hashable, Iterator, Mapping, Sequence

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from printkit.layout.geometry import Rect, Size
from printkit.render import fonts, text as _text
from printkit.render.art import FRAME, inked, medallion
from printkit.render.art_files import art_digest, draw_art
from printkit.render.card_text import draw_card_text
from printkit.render.deck_fonts import font_name as deck_font_name, text_problem as deck_font_problem
from printkit.render.forms import draw_shared
from printkit.render.icons import draw_icon, has_icon
from printkit.render.ink import is_saver
from printkit.render.marks import footer as _footer
from printkit.render.paint import (BLACK, WHITE, Colour, dash_op, fill_op, grey, hex_colour, rgb, shade,
                                   stroke_op, tint, width_op)
from printkit.render.placing import clip_ops, clip_path
from printkit.render.shapes import (Path, circle_path, paint_op, rect_path, rects_ops, round_rect_path,
                                    segments_path)
from printkit.render.text import TextOverflow, from_right, keep_last_words, line_end, line_start
from printkit.units import mm

BODY, BOLD, ITALIC, SYMBOLS = fonts.BODY, fonts.BOLD, fonts.ITALIC, fonts.SYMBOLS
PLAY_PT, SMALLEST_PT = fonts.PLAY_PT, fonts.SMALLEST_PT
INK: Colour = fonts.INK_BLACK        # black ink alone: text and line work (render/fonts.py)

ALIGN = {"left": TA_LEFT, "centre": TA_CENTER, "right": TA_RIGHT}
Segment = tuple[float, float, float, float]      # x0, y0, x1, y1
DrawShared = Callable[["Pen", Rect, Rect], None]


class Pen:
    """Draws on the pages of one PDF (a reportlab canvas), in points from the page's bottom left.

    Shapes are painted with `fill` and/or `stroke` (a colour each, None for none), a stroke
    `width` points wide, dashed when `dash` = (on, off); paths are filled by the even-odd rule."""

    __slots__ = ("canvas",)

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas     # render/ only

    @property
    def saver(self) -> bool:
        """True when the pages print in --ink saver, where every fill prints as its outline: a
        drawing may leave out what would be only a tangle of outlines there (render/ink.py)."""
        return is_saver(self.canvas)

    # -- pages --------------------------------------------------------------------------------
    @contextmanager
    def page(self, size: Size, *, footer: str | None = None) -> Iterator["Pen"]:
        """One page of `size` (its trim the whole page), drawn inside the block and ended after
        it; `footer`: a one-line grey note at its foot (render/marks.py)."""
        from printkit.render.pdf import set_page
        set_page(self.canvas, size)
        if footer is not None:
            _footer(self.canvas, size.w, footer)
        yield self
        self.canvas.showPage()

    # -- shapes -------------------------------------------------------------------------------
    def box(self, rect: Rect, *, fill: Colour | None = None, stroke: Colour | None = None, width: float = 1.0,
            radius: float = 0.0, dash: tuple[float, float] | None = None) -> None:
        """A rectangle, its corners rounded when `radius` > 0."""
        x, y, w, h = rect
        path = round_rect_path(x, y, w, h, radius) if radius else rect_path(x, y, w, h)
        if not self._at_once(path, fill, stroke, width, dash):
            self._by_canvas(fill, stroke, width, dash, (lambda c, s, f: c.roundRect(x, y, w, h, radius, stroke=s, fill=f))
                            if radius else (lambda c, s, f: c.rect(x, y, w, h, stroke=s, fill=f)))

    def boxes(self, rects: Sequence[Rect], *, fill: Colour | None = None, stroke: Colour | None = None,
              width: float = 1.0) -> None:
        """Rectangles alike, in order (a grid of boxes every sheet prints is formatted once)."""
        boxes = tuple(tuple(r) for r in rects)
        style = self._style(fill, stroke, width, None)
        if style is not None:
            self.canvas.addLiteral(f"q\n{style}\n{rects_ops(boxes, int(stroke is not None), int(fill is not None))}\nQ")
            return
        self._by_canvas(fill, stroke, width, None,
                        lambda c, s, f: [c.rect(x, y, w, h, stroke=s, fill=f) for x, y, w, h in boxes])

    def circle(self, cx: float, cy: float, r: float, *, fill: Colour | None = None, stroke: Colour | None = None,
               width: float = 1.0) -> None:
        """A circle of radius `r` centred on (cx, cy)."""
        if not self._at_once(circle_path(cx, cy, r), fill, stroke, width, None):
            self._by_canvas(fill, stroke, width, None, lambda c, s, f: c.circle(cx, cy, r, stroke=s, fill=f))

    def line(self, x0: float, y0: float, x1: float, y1: float, *, stroke: Colour = INK, width: float = 1.0,
             dash: tuple[float, float] | None = None) -> None:
        """A straight line from (x0, y0) to (x1, y1)."""
        self.lines(((x0, y0, x1, y1),), stroke=stroke, width=width, dash=dash)

    def lines(self, segments: Sequence[Segment], *, stroke: Colour = INK, width: float = 1.0,
              dash: tuple[float, float] | None = None) -> None:
        """Straight lines (x0, y0, x1, y1) alike, stroked together."""
        style = self._style(None, stroke, width, dash)
        if style is not None:
            self.canvas.addLiteral(f"q\n{style}\n{segments_path(segments)}\nS\nQ")
            return
        self._by_canvas(None, stroke, width, dash, lambda c, s, f: c.lines(segments))

    def path(self, path: Path, *, fill: Colour | None = None, stroke: Colour | None = None, width: float = 1.0,
             dash: tuple[float, float] | None = None) -> None:
        """A path built with `Path`."""
        if not self._at_once(path.code(), fill, stroke, width, dash):
            self._by_canvas(fill, stroke, width, dash, lambda c, s, f: c.drawPath(
                path.reportlab_path(), stroke=s, fill=f, fillMode=FILL_EVEN_ODD))

    def _at_once(self, path: str, fill, stroke, width: float, dash) -> bool:
        """Write the shape with its style in one literal inside `q`…`Q`, where the canvas allows."""
        if fill is None and stroke is None:
            return True
        style = self._style(fill, stroke, width, dash)
        if style is None:
            return False
        self.canvas.addLiteral(f"q\n{style}\n{path}\n{paint_op(int(stroke is not None), int(fill is not None))}\nQ")
        return True

    def _style(self, fill, stroke, width: float, dash) -> str | None:
        """The operators setting a shape's colours, width and dash; None where the canvas must set them."""
        c, ops = self.canvas, []
        if fill is not None:
            op = fill_op(c, fill)
            if op is None:
                return None
            ops.append(op)
        if stroke is not None:
            op = stroke_op(c, stroke)
            if op is None:
                return None
            ops += [op, width_op(width)]
            if dash is not None:
                ops.append(dash_op(dash))
        return "\n".join(ops)

    def _by_canvas(self, fill, stroke, width: float, dash, draw: Callable[[Canvas, int, int], object]) -> None:
        """The shape through the canvas's own calls (its ink changes colours and shapes)."""
        if fill is None and stroke is None:
            return
        c = self.canvas
        c.saveState()
        if fill is not None:
            c.setFillColor(fill)
        if stroke is not None:
            c.setStrokeColor(stroke)
            c.setLineWidth(width)
            if dash is not None:
                c.setDash(*dash)
        draw(c, int(stroke is not None), int(fill is not None))
        c.restoreState()

    # -- clipping and placing -----------------------------------------------------------------
    @contextmanager
    def clipped(self, rect: Rect, *, radius: float = 0.0) -> Iterator["Pen"]:
        """Whatever is drawn inside the block shows only inside `rect` (its corners rounded by `radius`)."""
        path = round_rect_path(*rect, radius) if radius else clip_path(rect)
        with self._saved():
            self.canvas.addLiteral(clip_ops(path))
            yield self

    @contextmanager
    def clear_of(self, area: Rect, holes: Sequence[Rect], *, margin: float = mm(1.5),
                 discs: Sequence[tuple[float, float, float]] = ()) -> Iterator["Pen"]:
        """Whatever is drawn inside the block shows only inside `area` less `holes` (each grown by
        `margin`, its corners rounded by it, so a pattern stops the same distance from every side
        and corner) and less `discs` ((cx, cy, radius) grown by `margin`): a pattern never crosses
        the texts, letters and emblems laid on it. Each hole is its own clip (the area less that
        hole, even-odd), the clips intersecting, so holes that overlap once grown still both show."""
        c = self.canvas
        cutters = [lambda p, h=hole.inset(-margin): p.roundRect(h.x, h.y, h.w, h.h, margin) for hole in holes]
        cutters += [lambda p, d=disc: p.circle(d[0], d[1], d[2] + margin) for disc in discs]
        with self._saved():
            for cut in cutters or [lambda p: None]:
                path = c.beginPath()
                path.rect(area.x, area.y, area.w, area.h)
                cut(path)
                c.clipPath(path, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
            yield self

    @contextmanager
    def moved(self, dx: float, dy: float, *, turn: float = 0.0) -> Iterator["Pen"]:
        """Inside the block, (0, 0) is at (dx, dy), and the drawing turned `turn` degrees
        (counter-clockwise) about it."""
        with self._saved():
            self.canvas.translate(dx, dy)
            if turn:
                self.canvas.rotate(turn)
            yield self

    @contextmanager
    def turned(self, degrees: float, cx: float, cy: float) -> Iterator["Pen"]:
        """Inside the block, the drawing is turned `degrees` (counter-clockwise) about (cx, cy)."""
        with self._saved():
            c = self.canvas
            c.translate(cx, cy)
            c.rotate(degrees)
            c.translate(-cx, -cy)
            yield self

    @contextmanager
    def _saved(self) -> Iterator[None]:
        self.canvas.saveState()
        try:
            yield
        finally:
            self.canvas.restoreState()

    # -- text (render/text) -------------------------------------------------------------------
    def text(self, text: str, x: float, y: float, *, size: float, font: str = BODY, anchor: str = "left",
             colour: Colour = INK, turned: bool = False) -> None:
        """One line of plain text at `size`, its baseline through (x, y) at its left end, centre
        or right end (`anchor`); `turned`: upside down about (x, y), read from a card's other end."""
        self.canvas.setFillColor(colour)
        _text.draw_string(self.canvas, x, y, text, font=font, size=size, anchor=anchor, turned=turned)

    def fitted_text(self, text: str, x: float, y: float, max_width: float, *, size: float, minimum: float,
                    font: str = BODY, anchor: str = "centre", colour: Colour = INK) -> None:
        """One line of plain text at `size`, shrunk to `max_width` if it must be (never below
        `minimum`: TextOverflow)."""
        self.canvas.setFillColor(colour)
        _text.draw_fitted_line(self.canvas, text, x, y, max_width, font=font, size=size, minimum=minimum,
                               anchor=anchor)

    def paragraph(self, markup: str, box: Rect, *, size: float, minimum: float, font: str = BODY,
                  align: str = "centre", valign: str = "middle", colour: Colour = INK) -> None:
        """`markup` (escaped by i18n.markup) broken into lines in `box`, at the largest size from
        `size` down to `minimum` at which it fits (else TextOverflow); `valign` "middle" or "top"."""
        _text.draw_paragraph(self.canvas, markup, box, size=size, minimum=minimum, font=font, align=ALIGN[align],
                             valign=valign, colour=colour)

    def rich_text(self, text: str, box: Rect, *, size: float, minimum: float, font: str = BODY,
                  align: str = "centre", valign: str = "middle", colour: Colour = INK,
                  icons: Mapping[str, FilePath] | None = None, shown: str = "") -> None:
        """A designer's card text (**bold**, *italic*, :icon:, render/card_text.py) fitted in `box`
        as `paragraph` fits markup, its icons drawn in the line from `icons`' files; `shown`
        names the text's cell in an error."""
        draw_card_text(self.canvas, text, box, size=size, minimum=minimum, font=font, align=ALIGN[align],
                       valign=valign, colour=colour, icons=icons, shown=shown)

    # -- pictures -----------------------------------------------------------------------------
    def icon(self, name: str, x: float, y: float, size: float, *, ink: Colour, paper: Colour = WHITE) -> None:
        """A registered icon in the square (x, y, size): its figure in `ink`, its cut-outs in `paper`."""
        draw_icon(self.canvas, name, x, y, size, ink=ink, paper=paper)

    def art(self, path: FilePath, box: Rect, *, shown: str) -> None:
        """An SVG, PNG or JPEG file fitted in `box`, centred; `shown` names it in an error."""
        draw_art(self.canvas, path, box, shown=shown)

    def shared(self, key: Hashable, trim: Rect, paint: Rect, draw: DrawShared, *, holds_text: bool = False) -> None:
        """`draw(pen, trim, paint)`, drawn once per PDF for each `key` and placed after (a form).

        `key` must decide everything `draw` prints; `trim` is where it is placed, `paint` what it
        may cover. `holds_text`: the art prints text (its form is not kept between runs)."""
        draw_shared(self.canvas, key, trim, paint, lambda _c, t, p: draw(self, t, p), holds_text=holds_text)


def scratch_pen(size: Size) -> Pen:
    """A Pen on a page of `size` that is never saved: a drawing run on it only to learn whether
    it can be drawn (a text that does not fit raises TextOverflow), as a build would draw it."""
    from printkit.render.pdf import DocInfo, new_canvas
    return Pen(new_canvas(io.BytesIO(), size, DocInfo("scratch")))


# Where text will print, without drawing it (render/text): art drawn first keeps clear of it.
def paragraph_box(markup: str, box: Rect, *, size: float, minimum: float, font: str = BODY, align: str = "centre",
                  valign: str = "middle") -> Rect:
    """Where `Pen.paragraph` prints with the same arguments: its lines' height, its widest line."""
    return _text.paragraph_box(markup, box, size=size, minimum=minimum, font=font, align=ALIGN[align], valign=valign)


def paragraph_size(markup: str, box: Rect, *, size: float, minimum: float, font: str = BODY) -> float:
    """The size `Pen.paragraph` sets `markup` at in `box` (cells of a table set alike)."""
    return _text.fitted_size(markup, box, size=size, minimum=minimum, font=font)


def fitted_text_box(text: str, x: float, y: float, max_width: float, *, size: float, minimum: float,
                    font: str = BODY, anchor: str = "centre") -> Rect:
    """Where `Pen.fitted_text` prints with the same arguments."""
    return _text.fitted_line_box(text, x, y, max_width, font=font, size=size, minimum=minimum, anchor=anchor)


def text_width(text: str, font: str, size: float) -> float:
    """The width of one line of plain text."""
    return _text.width(text, font, size)


__all__ = [
    "BLACK", "BODY", "BOLD", "Colour", "FRAME", "INK", "ITALIC", "PLAY_PT", "Path", "Pen", "SMALLEST_PT", "SYMBOLS",
    "TextOverflow", "WHITE", "art_digest", "deck_font_name", "deck_font_problem", "fitted_text_box", "from_right", "grey", "has_icon", "hex_colour", "inked",
    "keep_last_words", "line_end", "line_start", "medallion", "paragraph_box", "paragraph_size", "rgb", "scratch_pen", "shade", "text_width", "tint",
]
