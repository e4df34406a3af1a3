"""A glyph drawn as its outline: how a mark that sits above or below its letter is printed.

HarfBuzz raises or lowers a mark (an Arabic vowel sign, a Devanagari sign below its consonant)
onto its letter. As text, a raised glyph is a piece of text of its own at another height, and
a reader of the PDF (PDFium, a search) takes it for another line or word: the letter's text
comes apart. So a raised glyph is drawn as a filled path at its place, and its character is
written as invisible text on the line, where the reader finds it between its neighbours
(render/text/glyph_run.py). The outline is the font's own (fontTools' glyph set of the
drawable copy, render/glyph_fonts.py), read once per glyph.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.pdfgen.canvas import Canvas

from printkit.render.glyph_fonts import GLYPHS_SUFFIX, glyph_font


def draw_outline(c: Canvas, font: str, gid: int, x: float, y: float, size: float) -> None:
    """Glyph `gid` of the reportlab font `font` (a drawable copy) filled at (x, y), `size` pt, in
    the canvas's fill colour."""
    commands, upem = _outline(font, gid)
    if not commands:
        return
    scale = size / upem
    path = c.beginPath()
    for command, points in commands:
        coords = [value for px, py in points for value in (x + px * scale, y + py * scale)]
        getattr(path, command)(*coords)
    c.drawPath(path, stroke=0, fill=1, fillMode=0)


@lru_cache(maxsize=4096)
def _outline(font: str, gid: int) -> tuple[tuple, int]:
    """(path commands in font units, units per em): moveTo, lineTo, curveTo (quadratic curves
    raised to cubic ones), close."""
    from fontTools.pens.basePen import BasePen
    font_file = _font(font)
    name = font_file.getGlyphOrder()[gid]
    commands: list[tuple[str, tuple]] = []

    class Recorder(BasePen):
        def _moveTo(self, pt):
            commands.append(("moveTo", (pt,)))

        def _lineTo(self, pt):
            commands.append(("lineTo", (pt,)))

        def _curveToOne(self, pt1, pt2, pt3):
            commands.append(("curveTo", (pt1, pt2, pt3)))

        def _closePath(self):
            commands.append(("close", ()))

    glyphs = font_file.getGlyphSet()
    glyphs[name].draw(Recorder(glyphs))
    return tuple(commands), font_file["head"].unitsPerEm


@lru_cache(maxsize=16)
def _font(font: str):
    from fontTools.ttLib import TTFont
    original = font[: -len(GLYPHS_SUFFIX)] if font.endswith(GLYPHS_SUFFIX) else font
    return TTFont(glyph_font(original).path, lazy=True)
