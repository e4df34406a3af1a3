"""Fonts whose every glyph the text path can draw: what HarfBuzz shapes, reportlab can embed.

HarfBuzz (render/text/shaping.py) turns text into glyphs: Arabic letters in their joined forms,
Devanagari conjuncts and vowel signs, ligatures. Many of those glyphs have no character of
their own in the font's cmap, and reportlab reaches a glyph of a TrueType font only through a
character. So a font the text path draws with is copied once with every such glyph given a
character of the Private Use Area (U+E000 up, in glyph order, skipping any the font uses): the
copy draws exactly the font's own outlines, and a page names the text it shows through
ActualText where a glyph stands for other characters (render/text/glyph_run.py). The script
fonts are registered from their copy alone (`register_drawable`); a bundled Latin font is
copied only when a text shapes to a glyph its cmap does not reach (`every_glyph`): a Latin
word in an Arabic or Japanese edition draws with the font itself, parsed once by reportlab
and sharing its subset with the page's other text.

The copies are made with fontTools and kept in the cache folder by everything they come from
(render/font_convert.py `kept_font`), registered with reportlab under the font's name and
`GLYPHS_SUFFIX`; a PDF embeds, as always, only the glyphs it prints. A copy's PostScript name is
the font's with `-Shaped` and a mark of its characters after it: reportlab registers one font per
PostScript name, and would otherwise draw with the first file of that name it was given (the
font itself, or another subset of a CJK font).
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import NamedTuple

from printkit.render import fonts
from printkit.render.font_convert import kept_font

GLYPHS_SUFFIX = "~glyphs"
POSTSCRIPT_SUFFIX = "Shaped"   # the copy's PostScript name: the font's, and this
PRIVATE_FIRST, PRIVATE_LAST = 0xE000, 0xF8FF


class GlyphFont(NamedTuple):
    """A font as the text path shapes and draws it."""

    name: str                    # the reportlab name of the font that draws the glyphs
    path: Path                   # its file
    face: object                 # uharfbuzz Face the text is shaped with (same glyph ids in a copy)
    upem: int                    # font units per em
    char_of: dict[int, str]      # glyph id -> the character that draws it in `name`
    nominal: dict[int, int]      # the font's own cmap: character code -> glyph id
    complete: bool               # every glyph is reached by a character (a drawable copy)


DRAWABLE: set[str] = set()       # fonts registered from their drawable copy (register_drawable)


def register_drawable(name: str, path) -> str:
    """Register the drawable copy of the font file `path` under `name` (a font only the text path
    draws with: the bundled script fonts, a CJK subset), so that no other copy is read."""
    DRAWABLE.add(name)
    return fonts.register_file(name, addressable_copy(str(path)))


@lru_cache(maxsize=64)
def glyph_font(name: str) -> GlyphFont:
    """The font printkit registered as `name`, as registered: a drawable copy's glyphs are all
    reached; another font's (a bundled Latin font) through its own cmap, which reaches every glyph
    a text of its script usually shapes to, so that its copy (`every_glyph`) is made, read and
    embedded only for a text that needs a glyph no character reaches."""
    import uharfbuzz
    path = fonts.font_file(name)
    return _drawn_by(name, path, uharfbuzz.Face(Path(path).read_bytes()), complete=name in DRAWABLE)


@lru_cache(maxsize=64)
def every_glyph(name: str) -> GlyphFont:
    """The font printkit registered as `name` with every glyph reached by a character: itself if
    it is a drawable copy, else its copy, registered once per process as `name` + GLYPHS_SUFFIX."""
    own = glyph_font(name)
    if own.complete:
        return own
    copy = addressable_copy(str(fonts.font_file(name)))
    return _drawn_by(fonts.register_file(name + GLYPHS_SUFFIX, copy), copy, own.face, complete=True)


def _drawn_by(registered: str, path, face, *, complete: bool) -> GlyphFont:
    """The GlyphFont of the reportlab font `registered` read from `path`: its cmap as reportlab read it."""
    from reportlab.pdfbase import pdfmetrics
    cmap = pdfmetrics.getFont(registered).face.charToGlyph
    char_of = {gid: chr(code) for code, gid in sorted(cmap.items(), reverse=True)}   # a glyph's lowest character
    nominal = dict(cmap)
    for code in [code for code in cmap if _private(code)]:
        del nominal[code]
    return GlyphFont(registered, Path(path), face, pdfmetrics.getFont(registered).face.unitsPerEm, char_of, nominal,
                     complete)


def addressable_copy(path: str):
    """The kept copy of the font file `path` with a Private Use character for each glyph no
    character reaches."""
    import fontTools
    stat = os.stat(path)
    return kept_font(f"glyphs-5|{fontTools.version}|{path}|{stat.st_size}|{stat.st_mtime_ns}",
                     lambda: _with_every_glyph(path))


def _with_every_glyph(path: str) -> bytes:
    from fontTools.ttLib import TTFont
    font = TTFont(path, recalcTimestamp=False)   # the same bytes whenever it is made
    cmap = dict(font.getBestCmap())     # the font's own characters (a copy: the table grows below)
    reached = set(cmap.values())
    free = (code for code in range(PRIVATE_FIRST, PRIVATE_LAST + 1) if code not in cmap)
    added = {}
    for glyph in font.getGlyphOrder()[1:]:          # .notdef is never drawn on purpose
        if glyph not in reached:
            code = next(free, None)
            if code is None:
                break                              # a font of more than 6400 unreached glyphs: the rest stay so
            added[code] = glyph
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap.update(added)
    font["post"].formatType = 3.0         # no glyph names: nothing reads them, and a copy parses faster
    # Its own PostScript name: reportlab shares one face among the fonts of a PostScript name, and
    # two subsets of one CJK font (two games' characters) must not draw with each other's glyphs.
    # Named by the characters it has, so the same characters give the same name anywhere.
    mark = hashlib.sha256(",".join(map(str, sorted(cmap))).encode()).hexdigest()[:6].upper()
    for record in font["name"].names:
        if record.nameID == 6:
            record.string = f"{record.toUnicode()}-{POSTSCRIPT_SUFFIX}{mark}"
    out = BytesIO()
    font.save(out)
    return out.getvalue()


def _private(code: int) -> bool:
    return PRIVATE_FIRST <= code <= PRIVATE_LAST
