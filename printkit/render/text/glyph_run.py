"""A laid-out line (render/text/layout.py) drawn on a canvas: its atoms in visual order, each
as the glyphs HarfBuzz placed.

The atoms of a line are ordered left to right by rule L2 of the bidi algorithm
(render/text/bidi.py); each is written as reportlab writes a shaped run: a `ShapedStr` (the
characters that draw its glyphs in the font, or in its copy: render/glyph_fonts.py) with HarfBuzz's
advances and offsets as `ShapeData`, which the canvas's text object turns into `TJ` kerning and
rise. Text objects, fonts and colours are the canvas's public ones.

A reader of the PDF (a text extractor, a screen reader, search) finds each character where its
glyph is: a glyph is drawn through its own character, or through one that reads the same (an
Arabic presentation form). Where glyphs stand for something else (a conjunct, a vowel sign
drawn before its consonant, a letter and its marks), the glyphs of that cluster are marked with
their text in logical order (PDF `ActualText`); a reader that puts a right-to-left line back in
logical order (PDFium does) then gives back the text as it was written.
"""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import ShapeData, ShapedStr
from reportlab.pdfgen.canvas import Canvas

from printkit.render.text.bidi import visual_order
from printkit.render.text.layout import Atom, Line
from printkit.render.text.outline import draw_outline
from printkit.render.text.shaping import Cluster


def draw_line(c: Canvas, line: Line, x: float, y: float, size: float) -> None:
    """`line` at `size`, its left end at x, its baseline at y."""
    pen = _Pen(c, x, y, size)
    for index in visual_order([atom.level for atom in line.atoms]):
        pen.atom(line.atoms[index])
    pen.close()


class _Pen:
    """Where the next glyph goes, and the text object it goes into (a new one after each path
    or marked span: those stay outside text objects). Plain glyphs of one font and colour are
    gathered and written in one `ShapedStr` (`_flush`): a line of Japanese is an atom per
    character, and one text operation per atom cost more than the glyphs themselves."""

    def __init__(self, c: Canvas, x: float, y: float, size: float):
        self.c, self.x, self.y, self.size = c, x, y, size
        self.font, self.colour = None, None
        self.text = c.beginText(x, y)
        self.chars: list[str] = []           # gathered, not yet written
        self.data: list[ShapeData] = []

    def atom(self, atom: Atom) -> None:
        shaped = atom.shaped
        self._style(shaped.font, atom.colour)
        rtl = atom.level % 2 == 1
        if shaped.raised or (rtl and not shaped.plain):
            self._traced(list(shaped.clusters), rtl)
        elif shaped.plain:
            self._write(shaped.clusters)
        else:
            self._marked(list(shaped.clusters), "".join(cluster.text for cluster in shaped.clusters))

    def close(self) -> None:
        self._flush()
        self.c.drawText(self.text)

    def _style(self, name: str, colour) -> None:
        if colour is not None and colour != self.colour:
            self._flush()
            self.text.setFillColor(colour)
            self.colour = colour
        if name != self.font:
            self._flush()
            self.text.setFont(name, self.size)
            self.font = name

    def _write(self, clusters) -> None:
        """Clusters' glyphs at the pen, as HarfBuzz placed them (the PDF moves on by their advances)."""
        chars, data, size, font = self.chars, self.data, self.size, self.font
        first, unwritten = len(data), False
        for number, cluster in enumerate(clusters, start=first):
            for glyph in cluster.glyphs:
                chars.append(glyph.char)
                unwritten = unwritten or not glyph.char
                data.append(ShapeData(number, glyph.advance, 0, glyph.dx, 0, _width(glyph.char, font)))
                self.x += glyph.advance * size / 1000.0
        if unwritten:      # a glyph no character draws: its place is kept, nothing after it may shift
            self._flush()

    def _flush(self) -> None:
        if self.chars:
            self.text.textOut(ShapedStr("".join(self.chars), shapeData=self.data))
            self.chars, self.data = [], []

    def _traced(self, clusters: list[Cluster], rtl: bool) -> None:
        """Clusters drawn as their glyphs' outlines (render/text/outline.py says why), their text
        written over them as invisible text on the line, each cluster's characters sharing its
        width, in drawing order (a right-to-left cluster's reversed, as a reader of the PDF
        that puts the line back in logical order expects)."""
        c, font, colour, size = self.c, self.font, self.colour, self.size
        self._flush()
        c.drawText(self.text)
        start, chars, data = self.x, [], []
        for cluster in clusters:
            wide = 0.0
            for glyph in cluster.glyphs:
                draw_outline(c, font, glyph.gid, self.x + glyph.dx * size / 1000.0, self.y + glyph.dy * size / 1000.0, size)
                self.x += glyph.advance * size / 1000.0
                wide += glyph.advance
            text = cluster.text[::-1] if rtl else cluster.text
            for char in text:
                chars.append(char)
                data.append(ShapeData(len(data), wide / len(text), 0, 0, 0, _width(char, font)))
        self.text = c.beginText(start, self.y)
        self.font = self.colour = None
        self._style(font, colour)
        self.text.setTextRenderMode(3)
        self.text.textOut(ShapedStr("".join(chars), shapeData=data))
        self.text.setTextRenderMode(0)

    def _marked(self, clusters: list[Cluster], shown: str) -> None:
        """Clusters in text objects of their own, marked with the text they stand for."""
        c, font, colour = self.c, self.font, self.colour
        self._flush()
        c.drawText(self.text)
        c.addLiteral(f"/Span <</ActualText <FEFF{shown.encode('utf-16-be').hex().upper()}>>> BDC")
        self._restart()
        self._style(font, colour)
        self._write(clusters)
        self._flush()
        c.drawText(self.text)
        c.addLiteral("EMC")
        self._restart()
        self._style(font, colour)

    def _restart(self) -> None:
        self.text = self.c.beginText(self.x, self.y)
        self.font = None
        self.colour = None


_WIDTHS: dict[tuple[str, str], float] = {}


def _width(char: str, name: str) -> float:
    """The advance the PDF's font gives `char` (its /W entry), in 1/1000 of the size."""
    key = (char, name)
    found = _WIDTHS.get(key)
    if found is None:
        found = _WIDTHS[key] = stringWidth(char, name, 1000.0)
    return found
