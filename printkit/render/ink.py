"""The canvas every printkit PDF is drawn on, and --ink greyscale|saver at that canvas, so no
renderer has to know about the ink.

- greyscale: every colour becomes its Rec. 601 grey, for text, strokes, fills, forms and the
  text objects platypus uses (reportlab's `enforceColorSpace` canvas option, given a function).
- saver: greyscale, and no inked fills: a filled shape is drawn as its outline instead, and ink
  is darkened so that text that was light on a coloured ground stays readable on white paper.
  Paper-coloured fills and strokes (white, or nearly) stay paper white: they cost no ink and are
  knock-outs, the white behind an index, a letter or a title that keeps the outlines and patterns
  drawn before from running through it (patterns never cross text). Paper-coloured lines (an
  icon's highlight) print as thin grey lines instead of heavy black ones.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

SAVER_LINE = 0.6        # pt: the outline that replaces a fill
PAPER_WHITE = 0.92      # fills at least this light are paper-coloured cut-outs, not shapes
LIGHT_INK = 0.6         # in saver mode, greys lighter than this print as black

INKS = ("colour", "greyscale", "saver")

# Every PDF printkit writes says PDF 1.4, the version reportlab raises a document to when it
# sets a colour's alpha (every colour it sets has one). Given from the start, the version does
# not depend on which drawings were drawn and which were copied from the form store
# (render/forms.py form_content), so a first build and the next write the same bytes.
PDF_VERSION = (1, 4)


def grey_level(value) -> float:
    """The grey (0 black .. 1 white) any reportlab colour value prints as."""
    colour = colors.toColor(value) if not isinstance(value, colors.Color) else value
    if isinstance(colour, colors.CMYKColor):
        r, g, b = colour.rgb()
    else:
        r, g, b = colour.red, colour.green, colour.blue
    return round(0.299 * r + 0.587 * g + 0.114 * b, 4)


def _alpha(value) -> float | None:
    return getattr(value, "alpha", None)


def to_grey(value) -> colors.Color:
    g = grey_level(value)
    return colors.Color(g, g, g, alpha=_alpha(value))


def to_saver_ink(value) -> colors.Color:
    """Dark enough to read on white paper: light greys (white text on a coloured box) turn black."""
    g = grey_level(value)
    g = 0.0 if g >= LIGHT_INK else g
    return colors.Color(g, g, g, alpha=_alpha(value))


_COLOUR_RULE = {"colour": None, "greyscale": to_grey, "saver": to_saver_ink}


def ink_of(c) -> str:
    """The ink a canvas prints in ("colour" for a canvas printkit did not make)."""
    return getattr(c, "ink", "colour")


def is_saver(c) -> bool:
    """True for a canvas printing --ink saver, where a shape's inside is the paper."""
    return ink_of(c) == "saver"


def paper_for(c, paper):
    """The colour cut-out details take: in saver, where fills become outlines on white paper,
    the paper is white whatever tint the shape beneath had."""
    return colors.white if is_saver(c) else paper


def ink_for(c, ink):
    """The colour a drawing's figure takes: in saver, a figure drawn in white on a coloured
    ground (a back's emblem) would vanish on white paper, so it prints in black outlines."""
    return colors.black if is_saver(c) and grey_level(ink) >= PAPER_WHITE else ink


class PrintCanvas(Canvas):
    """A reportlab Canvas printing in `ink` ("colour", "greyscale" or "saver": the colours go
    through reportlab's `enforceColorSpace` option), which calls `page_listener()`, when set,
    after each page it ends (render/pdf.py KitDocument draws blank backs there).

    `translucent` is True from the moment an alpha below 1 is set until the page ends (a page
    starts opaque): render/paint.py writes colour operators itself only where it is False.
    The document is PDF 1.4 (`PDF_VERSION`) unless another version is asked for."""

    def __init__(self, *args, ink: str = "colour", enforceColorSpace=None, pdfVersion=None, **kwargs):  # noqa: N803
        """Canvas's arguments; platypus documents pass their own `enforceColorSpace` (None unless
        given one), which the ink's rule replaces."""
        self.translucent = False
        self.page_listener = None
        super().__init__(*args, enforceColorSpace=_COLOUR_RULE[ink] or enforceColorSpace,
                         pdfVersion=pdfVersion or PDF_VERSION, **kwargs)
        self.ink = ink

    def setFillAlpha(self, a):
        if a != 1:
            self.translucent = True
        super().setFillAlpha(a)

    def setStrokeAlpha(self, a):
        if a != 1:
            self.translucent = True
        super().setStrokeAlpha(a)

    def drawImage(self, image, x, y, width=None, height=None, mask=None, **kwargs):  # noqa: N802
        """A picture, as reportlab draws it; but the stand-in of an icon inside a card's text
        (the `<img>` Paragraph places: render/card_text.py) is drawn as the icon itself, in vectors."""
        from printkit.render.card_text import draw_stand_in
        if draw_stand_in(self, image, x, y, width, height):
            return width, height
        return super().drawImage(image, x, y, width, height, mask, **kwargs)

    def showPage(self):
        super().showPage()
        self.translucent = False
        if self.page_listener is not None:
            self.page_listener()


class SaverCanvas(PrintCanvas):
    """--ink saver: fills drawn as outlines in the fill's grey (see the module)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, ink="saver", **kwargs)
        self.shape_grey = 0.0
        self.paper_line = False
        self.saved_ink_state: list[tuple[float, bool]] = []

    # What saver remembers of the current colours is graphics state: saved and restored with it.
    def saveState(self):
        self.saved_ink_state.append((self.shape_grey, self.paper_line))
        super().saveState()

    def restoreState(self):
        super().restoreState()
        if self.saved_ink_state:
            self.shape_grey, self.paper_line = self.saved_ink_state.pop()

    # Fills are remembered at their own grey: the outline that replaces a fill uses it.
    def setFillColor(self, aColor, alpha=None):
        self.shape_grey = grey_level(aColor)
        super().setFillColor(aColor, alpha=alpha)

    def setStrokeColor(self, aColor, alpha=None):
        self.paper_line = grey_level(aColor) >= PAPER_WHITE
        super().setStrokeColor(aColor, alpha=alpha)

    def setFillGray(self, gray, alpha=None):
        self.shape_grey = gray
        super().setFillGray(0.0 if gray >= LIGHT_INK else gray, alpha=alpha)

    def outlined(self, draw, stroke: int, fill: int) -> None:
        """Draw a shape (`draw(stroke, fill)`), its fill made an outline in the fill's grey."""
        if not (fill or self.paper_line):
            draw(stroke, fill)
            return
        if not fill:
            self._thin_line(draw)
            return
        if self.shape_grey >= PAPER_WHITE:
            self.saveState()            # a knock-out: paper white, no ink
            Canvas.setFillGray(self, 1.0)
            draw(stroke, 1)
            self.restoreState()
            return
        if stroke:
            draw(1, 0)
            return
        self.saveState()
        g = min(self.shape_grey, LIGHT_INK - 0.01)
        self.setStrokeColor(colors.Color(g, g, g))
        self.setLineWidth(SAVER_LINE)
        self.setDash()
        draw(1, 0)
        self.restoreState()

    def _thin_line(self, draw) -> None:
        """A paper-coloured line (an icon's highlight or cut, a white ring on a coloured back): on
        white paper it is a detail, not a heavy black stroke, so it prints as a thin grey line."""
        self.saveState()
        self.setStrokeColor(colors.Color(LIGHT_INK - 0.01, LIGHT_INK - 0.01, LIGHT_INK - 0.01))
        self.setLineWidth(SAVER_LINE)
        draw(1, 0)
        self.restoreState()

    def rect(self, x, y, width, height, stroke=1, fill=0):
        self.outlined(lambda s, f: Canvas.rect(self, x, y, width, height, stroke=s, fill=f), stroke, fill)

    def roundRect(self, x, y, width, height, radius, stroke=1, fill=0):
        self.outlined(lambda s, f: Canvas.roundRect(self, x, y, width, height, radius, stroke=s, fill=f), stroke, fill)

    def circle(self, x_cen, y_cen, r, stroke=1, fill=0):
        self.outlined(lambda s, f: Canvas.circle(self, x_cen, y_cen, r, stroke=s, fill=f), stroke, fill)

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0):
        self.outlined(lambda s, f: Canvas.ellipse(self, x1, y1, x2, y2, stroke=s, fill=f), stroke, fill)

    def wedge(self, x1, y1, x2, y2, startAng, extent, stroke=1, fill=0):
        self.outlined(lambda s, f: Canvas.wedge(self, x1, y1, x2, y2, startAng, extent, stroke=s, fill=f),
                      stroke, fill)

    def line(self, x1, y1, x2, y2):
        self.outlined(lambda s, f: Canvas.line(self, x1, y1, x2, y2), 1, 0)

    def lines(self, linelist):
        self.outlined(lambda s, f: Canvas.lines(self, linelist), 1, 0)

    def drawPath(self, aPath, stroke=1, fill=0, fillMode=None):
        self.outlined(lambda s, f: Canvas.drawPath(self, aPath, stroke=s, fill=f, fillMode=fillMode), stroke, fill)


def InkCanvas(*args, ink: str = "colour", **kwargs) -> PrintCanvas:   # noqa: N802 (made like a class)
    """A canvas printing in `ink`: takes Canvas's arguments."""
    if ink == "saver":
        return SaverCanvas(*args, **kwargs)
    return PrintCanvas(*args, ink=ink, **kwargs)


def canvas_maker(ink: str):
    """A canvasmaker for platypus documents (BaseDocTemplate.build) printing in `ink`."""
    def make(*args, **kwargs):
        return InkCanvas(*args, ink=ink, **kwargs)
    return make
