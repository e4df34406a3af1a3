"""Fonts whose every glyph the text path can draw: what HarfBuzz shapes, reportlab can embed.

HarfBuzz (render/text/shaping.py) turns text into glyphs: Arabic letters in their joined forms,
Devanagari conjuncts and vowel signs, ligatures. Many of those glyphs have no character of
their own in the font's cmap, and reportlab reaches a glyph of a TrueType font only through a
character. So each font the text path draws with is copied once with every such glyph given a
character of the Private Use Area (U+E000 up, in glyph order, skipping any the font uses): the
copy draws exactly the font's own outlines, and a page names the text it shows through
ActualText where a glyph stands for other characters (render/text/glyph_run.py).

The copies are made with fontTools and kept in the cache folder by everything they come from
(render/font_convert.py `kept_font`), registered with reportlab under the font's name and
`GLYPHS_SUFFIX`; a PDF embeds, as always, only the glyphs it prints. A copy's PostScript name is
the font's with `-Shaped` after it: reportlab registers one font per PostScript name, and would
otherwise draw with the first file of that name it was given (the font itself).
"""

from __future__ import annotations

import os
from functools import lru_cache
from io import BytesIO
from typing import NamedTuple

from printkit.render import fonts
from printkit.render.font_convert import kept_font

GLYPHS_SUFFIX = "~glyphs"
POSTSCRIPT_SUFFIX = "Shaped"   # the copy's PostScript name: the font's, and this
PRIVATE_FIRST, PRIVATE_LAST = 0xE000, 0xF8FF


class GlyphFont(NamedTuple):
    """A font as the text path draws it."""

    name: str                    # the reportlab name of the copy every glyph of which is reachable
    face: object                 # uharfbuzz Face of the copy
    upem: int                    # font units per em
    char_of: dict[int, str]      # glyph id -> the character that draws it in the copy
    nominal: dict[int, int]      # the font's own cmap: character code -> glyph id


@lru_cache(maxsize=64)
def glyph_font(name: str) -> GlyphFont:
    """The drawable copy of the font printkit registered as `name` (made once per process)."""
    import uharfbuzz
    from fontTools.ttLib import TTFont
    source = fonts.font_file(name)
    copy = addressable_copy(str(source))
    registered = fonts.register_file(name + GLYPHS_SUFFIX, copy)
    data = copy.read_bytes()
    font = TTFont(BytesIO(data), lazy=True)
    cmap = font.getBestCmap()
    order = {glyph: gid for gid, glyph in enumerate(font.getGlyphOrder())}
    char_of: dict[int, str] = {}
    for code in sorted(cmap):
        char_of.setdefault(order[cmap[code]], chr(code))
    nominal = {code: gid for code, gid in ((c, order[g]) for c, g in cmap.items()) if not _private(code)}
    return GlyphFont(registered, uharfbuzz.Face(data), font["head"].unitsPerEm, char_of, nominal)


def addressable_copy(path: str):
    """The kept copy of the font file `path` with a Private Use character for each glyph no
    character reaches."""
    import fontTools
    stat = os.stat(path)
    return kept_font(f"glyphs-2|{fontTools.version}|{path}|{stat.st_size}|{stat.st_mtime_ns}",
                     lambda: _with_every_glyph(path))


def _with_every_glyph(path: str) -> bytes:
    from fontTools.ttLib import TTFont
    font = TTFont(path, recalcTimestamp=False)   # the same bytes whenever it is made
    cmap = font.getBestCmap()
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
    for record in font["name"].names:
        if record.nameID == 6:            # its own PostScript name (reportlab shares a face by that name)
            record.string = f"{record.toUnicode()}-{POSTSCRIPT_SUFFIX}"
    out = BytesIO()
    font.save(out)
    return out.getvalue()


def _private(code: int) -> bool:
    return PRIVATE_FIRST <= code <= PRIVATE_LAST
