"""Text turned into glyphs by HarfBuzz (uharfbuzz): letters joined, conjuncts formed, marks placed.

`shape(text, font, rtl, lang)` gives the glyphs of a run of one font and one direction, in the
order they are drawn (left to right: HarfBuzz reverses a right-to-left run), each with the
character that draws it in the font, or in its drawable copy where the run needs a glyph the
font's cmap does not reach (render/glyph_fonts.py), its advance and
offsets in thousandths of the size, and the cluster of text it stands for. Widths are
proportional to the size (no hinting), so a run is shaped once and scaled: the same run is
measured while a fit is searched and drawn afterwards, and both read the same glyphs.
"""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

from bidi.mirror import MIRRORED

from printkit.render.glyph_fonts import every_glyph, glyph_font


class Glyph(NamedTuple):
    char: str          # the character that draws the glyph in the run's font (Shaped.font)
    advance: float     # in 1/1000 of the size
    dx: float
    dy: float          # a mark above or below its letter
    gid: int           # the glyph in the font (render/text/outline.py draws a raised one)


class Cluster(NamedTuple):
    """Glyphs that stand together for a piece of the run's text."""

    text: str          # the characters, in logical order
    glyphs: tuple[Glyph, ...]
    plain: bool        # one character drawn by its own glyph: a reader of the PDF finds it as it is


class Shaped(NamedTuple):
    clusters: tuple[Cluster, ...]   # in drawing order (left to right)
    width: float                    # in 1/1000 of the size
    font: str                       # the reportlab font whose characters draw the glyphs
    raised: bool                    # a glyph sits above or below the baseline (a mark)
    plain: bool                     # every cluster is plain (Cluster.plain)


_SHAPED: dict[tuple, Shaped] = {}
_SHAPED_MAX = 50_000


def shape(text: str, font: str, rtl: bool, lang: str = "") -> Shaped:
    """`text` set in the reportlab font `font`, as one run in one direction."""
    key = (text, font, rtl, lang)
    found = _SHAPED.get(key)
    if found is None:
        found = _shape(text, font, rtl, lang)
        if len(_SHAPED) >= _SHAPED_MAX:
            _SHAPED.clear()
        _SHAPED[key] = found
    return found


def _shape(text: str, font: str, rtl: bool, lang: str) -> Shaped:
    import uharfbuzz
    drawn = glyph_font(font)
    hb_font = _hb_font(font)
    buffer = uharfbuzz.Buffer()
    buffer.cluster_level = uharfbuzz.BufferClusterLevel.MONOTONE_CHARACTERS   # a mark: a cluster of its own
    buffer.add_str(text)
    buffer.direction = "rtl" if rtl else "ltr"
    if lang:
        buffer.language = lang.replace("_", "-")
    buffer.guess_segment_properties()
    uharfbuzz.shape(hb_font, buffer, {})
    infos, positions = buffer.glyph_infos, buffer.glyph_positions
    if not drawn.complete and _needs_copy(infos, drawn.char_of, text, hb_font):
        drawn = every_glyph(font)
    scale = 1000.0 / drawn.upem
    glyphs = []
    for info, position in zip(infos, positions):
        gid = info.codepoint
        glyph = Glyph(drawn.char_of.get(gid, ""), position.x_advance * scale, position.x_offset * scale,
                      position.y_offset * scale, gid)
        glyphs.append((info.cluster, glyph, gid))
    clusters = _clusters(text, glyphs, drawn.nominal, rtl)
    return Shaped(clusters, sum(g.advance for _, g, _ in glyphs), drawn.name, any(g.dy for _, g, _ in glyphs),
                  all(cluster.plain for cluster in clusters))


def _needs_copy(infos, char_of: dict[int, str], text: str, hb_font) -> bool:
    """Whether a glyph of the run is reached by no character of the font: a ligature or a
    contextual form, which only the font's drawable copy can draw. Not the glyph of a character
    of the text itself (a no-break space: reportlab draws U+00A0 as the space), nor .notdef,
    which the copy does not reach either."""
    missing = {info.codepoint for info in infos if info.codepoint and info.codepoint not in char_of}
    return bool(missing - {hb_font.get_nominal_glyph(ord(char)) for char in set(text)})


def _clusters(text: str, glyphs: list, nominal: dict[int, int], rtl: bool) -> tuple[Cluster, ...]:
    """The glyphs grouped by the text they stand for (HarfBuzz's clusters, in drawing order)."""
    starts = sorted({cluster for cluster, _, _ in glyphs})
    ends = {start: end for start, end in zip(starts, starts[1:] + [len(text)])}
    out: list[Cluster] = []
    for index, (cluster, glyph, gid) in enumerate(glyphs):
        if index and glyphs[index - 1][0] == cluster:
            last = out[-1]
            out[-1] = Cluster(last.text, last.glyphs + (glyph,), False)
            continue
        piece = text[cluster:ends[cluster]]
        if len(piece) == 1 and nominal.get(ord(piece)) == gid:
            out.append(Cluster(piece, (glyph._replace(char=piece),), True))
        else:
            out.append(Cluster(piece, (glyph,), _stands_for(glyph.char, piece, rtl)))
    return tuple(out)


def _stands_for(char: str, text: str, rtl: bool) -> bool:
    """Whether the character that draws a glyph reads as `text`: a presentation form of an
    Arabic letter, a ligature of the letters it joins (Unicode's compatibility decomposition),
    or in a right-to-left run the mirror of a bracket (a reader mirrors it back)."""
    if not char or _private(char):
        return False
    if rtl and len(text) == 1 and MIRRORED.get(text) == char:
        return True
    return unicodedata.normalize("NFKC", char) == unicodedata.normalize("NFKC", text)


def _private(char: str) -> bool:
    return "\ue000" <= char <= "\uf8ff"


_HB_FONTS: dict[str, object] = {}


def _hb_font(font: str):
    found = _HB_FONTS.get(font)
    if found is None:
        import uharfbuzz
        found = _HB_FONTS[font] = uharfbuzz.Font(glyph_font(font).face)
    return found
