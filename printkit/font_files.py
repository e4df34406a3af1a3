"""A designer's font file (a TrueType or OpenType face in a data-only deck's folder), read with
fontTools: the characters it draws, and whether printkit can embed it.

reportlab embeds TrueType outlines only: an OpenType face with CFF outlines is converted when it
is drawn (render/deck_fonts.py, through render/font_convert.py), and a variable CFF2 face or a
collection is refused, as is a file without a Unicode character map (a symbol font whose
characters no text could name). Pure reading: nothing of printkit, no drawing.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

SUFFIXES = (".ttf", ".otf")


class FontProblem(ValueError):
    """Why a font file cannot print; the message ends with what was expected."""


class FontFacts(NamedTuple):
    """What printkit needs to know of a face before drawing with it."""

    family: str
    characters: frozenset[int]    # the code points its character map draws
    cff: bool                     # CFF outlines (converted to TrueType when drawn)


def font_facts(path: Path) -> FontFacts:
    """The face's facts, read once per file version; FontProblem when printkit cannot use it."""
    if path.suffix.lower() not in SUFFIXES:
        raise FontProblem(f"expected a .ttf or .otf font file, got {path.name!r}")
    try:
        stat = os.stat(path)
    except OSError:
        raise FontProblem("font file not found; expected a .ttf or .otf file in the game's folder") from None
    return _read(str(path), stat.st_size, stat.st_mtime_ns)


@lru_cache(maxsize=64)
def _read(path: str, size: int, mtime_ns: int) -> FontFacts:
    from fontTools.ttLib import TTFont, TTLibError
    try:
        font = TTFont(path, lazy=True)
        tables = set(font.keys())
        cmap = font["cmap"].getBestCmap() if "cmap" in tables else None
        family = font["name"].getBestFamilyName() if "name" in tables else None
    except (TTLibError, OSError, KeyError, ValueError, AssertionError, IndexError) as exc:
        raise FontProblem(f"cannot read this font ({exc.__class__.__name__}: {exc}); expected a TrueType (.ttf) "
                          "or OpenType (.otf) font file") from None
    if "CFF2" in tables or "fvar" in tables:
        raise FontProblem("a variable font; expected a static face (.ttf or .otf) of each weight the layouts use")
    if "glyf" not in tables and "CFF " not in tables:
        raise FontProblem("a font without outlines printkit can embed; expected TrueType (glyf) or OpenType (CFF) "
                          "outlines")
    if not cmap:
        raise FontProblem("a font without a Unicode character map; expected a text font")
    return FontFacts(family or Path(path).stem, frozenset(cmap), "glyf" not in tables)


def missing_characters(text: str, facts: FontFacts) -> list[str]:
    """The characters of `text` the face does not draw, each once, in order (spaces and line
    breaks need no glyph of their own)."""
    return list(dict.fromkeys(ch for ch in text if ord(ch) not in facts.characters and ch not in " \n\r\t"))
