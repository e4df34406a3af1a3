"""A font the kit cannot ship, cut down to the characters a kit prints, as TrueType.

A CJK font holds 20 000 to 65 000 glyphs (16 to 20 MB); a kit prints a few hundred. reportlab
parses a whole TrueType file before subsetting it again for each PDF, and embeds only TrueType
(glyf) outlines, while most CJK fonts (Noto Sans CJK, Source Han Sans, Hiragino) are OpenType
with CFF outlines, often inside a `.ttc`/`.otc` collection. So the face is first subset with
HarfBuzz's subsetter (uharfbuzz) to the characters of the kit's catalogs: the layout tables stay
(for shaping), every Unicode name record stays (the licence goes with the font), and the
charstrings come out without subroutines or hints. HarfBuzz does this in C, so a first build on
a new machine hardly waits for it (docs/production.md has the figures). Then the few hundred
cubic CFF outlines left, read by HarfBuzz too, are turned into TrueType quadratic ones
(fontTools' cu2qu, as its otf2ttf example does, within 1/1000 em). The result, a few hundred
kilobytes, is kept in the cache folder (printkit/cache.py) under a name made of everything it
comes from, the versions of HarfBuzz and fontTools included (another HarfBuzz may keep a few
other layout glyphs; each version always makes the same bytes); with caching off it goes to a
temporary folder that lives as long as the process.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

from printkit import cache
from printkit.errors import PrintkitError
from printkit.render.font_discovery import FontFile

FOLDER = "font-subsets-ttf-3"   # bump when the stored form changes
MAX_ERROR_EM = 1 / 1000          # cu2qu's tolerance, as a share of the em
# Always in the subset, whatever the catalogs hold: what code fills into placeholders (digits,
# codes, units) and the no-break spaces typography adds.
ALWAYS = "".join(chr(c) for c in range(0x20, 0x7F)) + "\u00a0\u2019\u00b7\u00d7\ufffd"
# Layout features HarfBuzz applies only to vertical text, which printkit never sets
# (render/text/shaping.py shapes left to right or right to left): the glyphs they alone reach (a
# CJK face's vertical punctuation and kana) stay out.
VERTICAL_ONLY = ("vert", "vrt2", "valt", "vkrn", "vpal", "vhal", "vchw")


def truetype_subset(face: FontFile, chars: str) -> Path:
    """A TrueType file holding `face`'s glyphs for `chars` (and `ALWAYS`), made once and kept."""
    wanted = "".join(sorted(set(chars) | set(ALWAYS)))
    stat = os.stat(face.path)
    return _subset(face.path, face.index, stat.st_size, stat.st_mtime_ns, wanted)


@lru_cache(maxsize=16)
def _subset(path: str, index: int, size: int, mtime_ns: int, wanted: str) -> Path:
    import fontTools
    import uharfbuzz
    return kept_font(f"{uharfbuzz.__version__}|{fontTools.version}|{path}|{index}|{size}|{mtime_ns}|{wanted}",
                     lambda: _make(path, index, wanted))


def kept_font(key: str, make) -> Path:
    """The font file named by `key` (everything it is made from), made by `make()` -> bytes once
    and kept in the cache folder (or, with caching off, in a folder the process removes at exit)."""
    target = _folder() / (hashlib.sha256(key.encode()).hexdigest()[:32] + ".ttf")
    if not target.is_file():
        cache.store(target, make())
    if not target.is_file():   # the cache folder could not be written: a private folder instead
        target = _private_folder() / target.name
        if not target.is_file():
            target.write_bytes(make())
    return target


def _make(path: str, index: int, wanted: str) -> bytes:
    """The subset's bytes: HarfBuzz's subset of the face, its CFF outlines made TrueType."""
    from io import BytesIO

    from fontTools.ttLib import TTFont
    subset = hb_subset(path, index, wanted)
    try:
        font = TTFont(BytesIO(subset), recalcTimestamp=False)   # the same bytes whenever it is made
        if "CFF " not in font:
            return subset                  # TrueType outlines already: HarfBuzz's file as it is
        cff_to_truetype(font, subset)
        out = BytesIO()
        font.save(out)
    except Exception as exc:   # noqa: BLE001 (fontTools raises many kinds for a damaged file)
        raise PrintkitError(f"{path}: cannot read this font ({exc.__class__.__name__}: {exc})") from None
    return out.getvalue()


def hb_subset(path: str, index: int, wanted: str) -> bytes:
    """Face `index` of the font file `path` cut down to the characters `wanted` and the glyphs its
    layout tables reach from them in horizontal text, by HarfBuzz: every name kept, charstrings
    without subroutines or hints, a visible .notdef."""
    import uharfbuzz as hb
    face = hb.Face(hb.Blob.from_file_path(path), index)
    try:
        tables = set(face.table_tags)
    except ValueError as exc:   # a table directory of bytes that are no tags (UnicodeDecodeError)
        raise PrintkitError(f"{path}: cannot read this font ({exc.__class__.__name__}: {exc})") from None
    if "CFF2" in tables:
        raise PrintkitError(f"{path}: a variable OpenType (CFF2) font; put a static .otf or .ttf of the "
                            f"family in the workspace's fonts/ folder instead")
    if face.glyph_count == 0 or not tables & {"glyf", "CFF "}:
        raise PrintkitError(f"{path}: cannot read this font (HarfBuzz finds no outlines in face {index})")
    request = hb.SubsetInput()
    request.unicode_set.update(map(ord, wanted))
    for kept_whole in (hb.SubsetInputSets.NAME_ID, hb.SubsetInputSets.NAME_LANG_ID):
        names = request.sets(kept_whole)
        names.clear()       # not only HarfBuzz's default (English, IDs 0 to 6): every record
        names.invert()
    features = request.sets(hb.SubsetInputSets.LAYOUT_FEATURE_TAG)
    for tag in VERTICAL_ONLY:
        features.discard(int.from_bytes(tag.encode("ascii"), "big"))
    request.flags = hb.SubsetFlags.DESUBROUTINIZE | hb.SubsetFlags.NO_HINTING | hb.SubsetFlags.NOTDEF_OUTLINE
    try:
        made = hb.subset(face, request)
    except RuntimeError:        # "Subsetting failed": tables HarfBuzz cannot make sense of
        made = None
    if made is None:
        raise PrintkitError(f"{path}: cannot read this font (HarfBuzz could not subset face {index})")
    return made.blob.data


def cff_to_truetype(font, data: bytes) -> None:
    """Replace the CFF outlines of `font` (fontTools' TTFont of the file `data`) by TrueType ones,
    in place, as fontTools' otf2ttf example does; HarfBuzz reads the charstrings (in C, where
    fontTools' interpreter runs in Python) and draws each outline into cu2qu's pen.
    The TrueType glyphs come out the same point for point as from fontTools' own drawing
    (tests/render/test_font_convert.py compares them)."""
    import uharfbuzz
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import newTable

    order = font.getGlyphOrder()
    drawn = uharfbuzz.Font(uharfbuzz.Face(data))     # its scale: font units
    max_error = font["head"].unitsPerEm * MAX_ERROR_EM
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    metrics = font["hmtx"].metrics
    for gid, name in enumerate(order):
        pen = TTGlyphPen(None)           # CFF outlines have no components
        drawn.draw_glyph_with_pen(gid, Cu2QuPen(pen, max_error, reverse_direction=True))
        glyph = glyf.glyphs[name] = pen.glyph()
        glyph.recalcBounds(glyf)           # the left side bearing is the outline's left edge
        metrics[name] = (metrics[name][0], getattr(glyph, "xMin", 0))
    font["loca"] = newTable("loca")
    font["glyf"] = glyf
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    if "vmtx" in font:
        font["vmtx"]                      # loaded, so that saving recomputes vhea for the subset's glyphs
    font["maxp"] = _truetype_maxp(glyf)
    font["post"].formatType = 3.0     # no glyph names: reportlab and PDF viewers need none
    font["head"].glyphDataFormat = 0
    font.sfntVersion = "\x00\x01\x00\x00"


def _truetype_maxp(glyf):
    from fontTools.ttLib import newTable
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.numGlyphs = len(glyf.glyphOrder)
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    maxp.maxComponentElements = 0
    maxp.maxComponentDepth = 0
    return maxp


def _folder() -> Path:
    folder = cache.cache_dir(FOLDER)
    return folder if folder is not None else _private_folder()


@lru_cache(maxsize=1)
def _private_folder() -> Path:
    """A temporary folder for this process's subsets when the cache is off; removed at exit."""
    folder = Path(tempfile.mkdtemp(prefix="printkit-fonts-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder
