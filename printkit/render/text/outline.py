"""A glyph drawn as its outline: how a mark that sits above or below its letter is printed.

HarfBuzz raises or lowers a mark (an Arabic vowel sign, a Devanagari sign below its consonant)
onto its letter. As text, a raised glyph is a piece of text of its own at another height, and
a reader of the PDF (PDFium, a search) takes it for another line or word: the letter's text
comes apart. So a raised glyph is drawn as a filled path at its place, and its character is
written as invisible text on the line, where the reader finds it between its neighbours
(render/text/glyph_run.py).

The outline is the font's own, read through HarfBuzz's draw functions from the face the text
was shaped with (render/glyph_fonts.py), once per glyph in a process. A document draws each
glyph once, in font units, as a form XObject, and places it at every mark with a matrix that
scales it to the size and moves it to its place: the marks of a kit are few glyphs printed
many times. The form's operators are kept as other text-free forms are (render/forms.py
`make_form`), named by the font file and the glyph: copied into the kit's next PDFs and runs. The form holds only the path and its fill: it prints in the fill colour in force
where it is placed, as the path drawn in place does. A canvas that changes how fills print
(--ink saver) and a document drawn with forms off (render/forms.py) draw the path in place.
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import NamedTuple
from weakref import WeakKeyDictionary

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.render import forms   # a module: render/forms.py imports render/text
from printkit.render.glyph_fonts import GLYPHS_SUFFIX, glyph_font
from printkit.render.ink import is_saver


class Outline(NamedTuple):
    """A glyph's outline in font units."""

    commands: tuple[tuple[str, tuple[float, ...]], ...]   # path methods and their coordinates
    box: tuple[float, float, float, float]                # lower x, lower y, upper x, upper y
    upem: int                                             # font units per em


# canvas -> {(font, glyph id): the name of that glyph's form in the canvas's document}
_FORMS: WeakKeyDictionary[Canvas, dict[tuple[str, int], str]] = WeakKeyDictionary()


def draw_outline(c: Canvas, font: str, gid: int, x: float, y: float, size: float) -> None:
    """Glyph `gid` of the reportlab font `font` (the one that draws its run) filled at (x, y), `size` pt, in
    the canvas's fill colour."""
    outline = glyph_outline(font, gid)
    if not outline.commands:
        return
    scale = size / outline.upem
    if forms.forms_on() and not is_saver(c):
        scaled = f"{scale:.7f}".rstrip("0")          # fp_str keeps 3 decimals: too few for a scale
        forms.place(c, glyph_form(c, font, gid), f"{scaled} 0 0 {scaled} {fp_str(x, y)}")
        return
    _fill(c, outline, lambda px, py: (x + px * scale, y + py * scale))


def glyph_form(c: Canvas, font: str, gid: int) -> str:
    """The name of the form that fills glyph `gid` of `font` in font units in `c`'s document,
    defined the first time the document asks for it (named in order of first use)."""
    named = _FORMS.setdefault(c, {})
    name = named.get((font, gid))
    if name is None:
        name = named[(font, gid)] = f"glyph-{len(named) + 1}"
        outline = glyph_outline(font, gid)
        form_key = ("glyph", *_font_file(font), gid)
        forms.make_form(c, name, outline.box, form_key, lambda: _fill(c, outline, lambda px, py: (px, py)))
    return name


@lru_cache(maxsize=64)
def _font_file(font: str) -> tuple[str, int, int]:
    """What names a font's outlines for the form store (render/form_store.py): its file's path,
    size and modification time."""
    path = glyph_font(_registered(font)).path
    stat = os.stat(path)
    return str(path), stat.st_size, stat.st_mtime_ns


def _registered(font: str) -> str:
    """The font printkit registered, for its copy's name (`GLYPHS_SUFFIX`) too: the same glyphs."""
    return font[: -len(GLYPHS_SUFFIX)] if font.endswith(GLYPHS_SUFFIX) else font


def _fill(c: Canvas, outline: Outline, at) -> None:
    """Fill `outline` (non-zero winding, as the font's own rasteriser does), each point through `at`."""
    path = c.beginPath()
    for command, coords in outline.commands:
        points = [value for index in range(0, len(coords), 2) for value in at(coords[index], coords[index + 1])]
        getattr(path, command)(*points)
    c.drawPath(path, stroke=0, fill=1, fillMode=0)


@lru_cache(maxsize=4096)
def glyph_outline(font: str, gid: int) -> Outline:
    """The outline of glyph `gid` of `font` (a drawable copy's reportlab name), quadratic curves
    raised to cubic ones; no commands for a glyph that draws nothing (a space)."""
    drawn = glyph_font(_registered(font))
    recorder = _Recorder()
    _hb_font(drawn.face).draw_glyph_with_pen(gid, recorder)
    xs, ys = recorder.xs or [0.0], recorder.ys or [0.0]
    return Outline(tuple(recorder.commands), (min(xs), min(ys), max(xs), max(ys)), drawn.upem)


@lru_cache(maxsize=64)
def _hb_font(face):
    import uharfbuzz
    return uharfbuzz.Font(face)   # scaled to the face's units per em: outlines in font units


class _Recorder:
    """A fontTools-style pen (what uharfbuzz's `draw_glyph_with_pen` calls) that records the
    path as the canvas's path methods take it, and the points' extent."""

    def __init__(self) -> None:
        self.commands: list[tuple[str, tuple[float, ...]]] = []
        self.xs: list[float] = []
        self.ys: list[float] = []
        self.current = (0.0, 0.0)

    def _add(self, command: str, *points: tuple[float, float]) -> None:
        self.commands.append((command, tuple(value for point in points for value in point)))
        self.xs += [px for px, _ in points]
        self.ys += [py for _, py in points]
        if points:
            self.current = points[-1]

    def moveTo(self, point):          # noqa: N802 (the pen protocol's names)
        self._add("moveTo", point)

    def lineTo(self, point):          # noqa: N802
        self._add("lineTo", point)

    def curveTo(self, first, second, end):   # noqa: N802
        self._add("curveTo", first, second, end)

    def qCurveTo(self, control, end):        # noqa: N802
        (x0, y0), (cx, cy), (x1, y1) = self.current, control, end
        self._add("curveTo", (x0 + 2 * (cx - x0) / 3, y0 + 2 * (cy - y0) / 3),
                  (x1 + 2 * (cx - x1) / 3, y1 + 2 * (cy - y1) / 3), end)

    def closePath(self):              # noqa: N802
        self._add("close")
