"""--ink greyscale|saver at the canvas, so no renderer has to know about it (issue 8).

- greyscale: every colour becomes its Rec. 601 grey, for text, strokes, fills, forms and the
  text objects platypus uses (through reportlab's `_enforceColorSpace` hook).
- saver: greyscale, and no inked fills: a filled shape is drawn as its outline instead, and ink
  is darkened so that text that was light on a coloured ground stays readable on white paper.
  Paper-coloured fills and strokes (white, or nearly) stay paper white: they cost no ink and are
  knock-outs, the white behind an index, a letter or a title that keeps the outlines and patterns
  drawn before from running through it (issue 16: patterns never cross text). Paper-coloured
  lines (an icon's highlight) print as thin grey lines instead of heavy black ones.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

SAVER_LINE = 0.6        # pt: the outline that replaces a fill
PAPER_WHITE = 0.92      # fills at least this light are paper-coloured cut-outs, not shapes
LIGHT_INK = 0.6         # in saver mode, greys lighter than this print as black


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


def is_saver(c) -> bool:
    """True for a canvas printing --ink saver, where a shape's inside is the paper."""
    return getattr(c, "_ink", "colour") == "saver"


def paper_for(c, paper):
    """The colour cut-out details take: in saver, where fills become outlines on white paper,
    the paper is white whatever tint the shape beneath had."""
    return colors.white if is_saver(c) else paper


def ink_for(c, ink):
    """The colour a drawing's figure takes: in saver, a figure drawn in white on a coloured
    ground (a back's emblem) would vanish on white paper, so it prints in black outlines."""
    return colors.black if is_saver(c) and grey_level(ink) >= PAPER_WHITE else ink


class InkCanvas(Canvas):
    """A Canvas printing in `ink` ("colour", "greyscale" or "saver")."""

    def __init__(self, *args, ink: str = "colour", **kwargs):
        super().__init__(*args, **kwargs)
        self._ink = ink
        self._shape_grey = 0.0
        self._paper_line = False
        self._saved: list[tuple[float, bool]] = []
        if ink == "greyscale":
            self._enforceColorSpace = to_grey
        elif ink == "saver":
            self._enforceColorSpace = to_saver_ink

    # What saver remembers of the current colours is graphics state: saved and restored with it.
    def saveState(self):
        self._saved.append((self._shape_grey, self._paper_line))
        super().saveState()

    def restoreState(self):
        super().restoreState()
        if self._saved:
            self._shape_grey, self._paper_line = self._saved.pop()

    # Fills are remembered at their own grey: the outline that replaces a fill uses it.
    def setFillColor(self, aColor, alpha=None):
        if self._ink == "saver":
            self._shape_grey = grey_level(aColor)
        super().setFillColor(aColor, alpha=alpha)

    def setStrokeColor(self, aColor, alpha=None):
        if self._ink == "saver":
            self._paper_line = grey_level(aColor) >= PAPER_WHITE
        super().setStrokeColor(aColor, alpha=alpha)

    def setFillGray(self, gray, alpha=None):
        if self._ink == "saver":
            self._shape_grey = gray
            gray = 0.0 if gray >= LIGHT_INK else gray
        super().setFillGray(gray, alpha=alpha)

    def _outline(self, draw, stroke: int, fill: int) -> None:
        """Draw a shape; in saver mode its fill becomes an outline in the fill's grey."""
        if self._ink != "saver" or not (fill or self._paper_line):
            draw(stroke, fill)
            return
        if not fill:
            self._thin_line(draw)
            return
        if self._shape_grey >= PAPER_WHITE:
            self.saveState()            # a knock-out: paper white, no ink
            Canvas.setFillGray(self, 1.0)
            draw(stroke, 1)
            self.restoreState()
            return
        if stroke:
            draw(1, 0)
            return
        self.saveState()
        g = min(self._shape_grey, LIGHT_INK - 0.01)
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
        self._outline(lambda s, f: Canvas.rect(self, x, y, width, height, stroke=s, fill=f), stroke, fill)

    def roundRect(self, x, y, width, height, radius, stroke=1, fill=0):
        self._outline(lambda s, f: Canvas.roundRect(self, x, y, width, height, radius, stroke=s, fill=f), stroke, fill)

    def circle(self, x_cen, y_cen, r, stroke=1, fill=0):
        self._outline(lambda s, f: Canvas.circle(self, x_cen, y_cen, r, stroke=s, fill=f), stroke, fill)

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0):
        self._outline(lambda s, f: Canvas.ellipse(self, x1, y1, x2, y2, stroke=s, fill=f), stroke, fill)

    def wedge(self, x1, y1, x2, y2, startAng, extent, stroke=1, fill=0):
        self._outline(lambda s, f: Canvas.wedge(self, x1, y1, x2, y2, startAng, extent, stroke=s, fill=f),
                      stroke, fill)

    def line(self, x1, y1, x2, y2):
        self._outline(lambda s, f: Canvas.line(self, x1, y1, x2, y2), 1, 0)

    def lines(self, linelist):
        self._outline(lambda s, f: Canvas.lines(self, linelist), 1, 0)

    def drawPath(self, aPath, stroke=1, fill=0, fillMode=None):
        self._outline(lambda s, f: Canvas.drawPath(self, aPath, stroke=s, fill=f, fillMode=fillMode), stroke, fill)


def canvas_maker(ink: str):
    """A canvasmaker for platypus documents (BaseDocTemplate.build) printing in `ink`."""
    if ink == "colour":
        return Canvas

    def make(*args, **kwargs):
        return InkCanvas(*args, ink=ink, **kwargs)
    return make
