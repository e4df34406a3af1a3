"""The pseudo-locale `xx`: English made visibly foreign, about 35 % longer, in brackets.

Building a kit in `xx` shows, before any translator starts, what a long language does to the
layout: every string that overflows, drops a glyph or falls back to English stands out, since
pseudo text is bracketed and accented while fallback English is not.

Placeholders (`{amount}`, `%(n)s`), markup tags and entities pass through unchanged.
Pure: text in, text out; imports nothing of printkit, so `printkit.i18n` may use it.
"""

from __future__ import annotations

import math
import re

GROWTH = 0.35
OPEN, CLOSE = "[", "]"
# Accented look-alikes from Latin-1 and Latin Extended-A: every body font we bundle has them.
ACCENTS = str.maketrans(
    "aAcCeEiInNoOsSuUyYzZgGlLrR",
    "áÅçÇéÉîÎñÑöÖšŠüÜýÝžŽğĞłŁřŘ",
)
VOWELS = frozenset("áÅéÉîÎöÖüÜýÝ")
PROTECTED = re.compile(r"\{[^{}]*\}|%\([^)]*\)[a-z]|%%|</?[a-zA-Z]+\s*/?>|&[a-zA-Z]+;|&#\d+;")


def pseudo_translate(msgid: str) -> str:
    """Accent every letter, lengthen by repeating vowels (~35 %), and wrap in brackets."""
    if not msgid.strip():
        return msgid
    pieces = _split(msgid)
    visible = sum(len(text) for text, protected in pieces if not protected)
    budget = max(1, math.ceil(visible * GROWTH)) - len(OPEN) - len(CLOSE)
    vowels = sum(1 for text, protected in pieces if not protected for ch in text.translate(ACCENTS) if ch in VOWELS)
    out, seen = [], 0
    for text, protected in pieces:
        if protected:
            out.append(text)
            continue
        for ch in text.translate(ACCENTS):
            out.append(ch)
            if ch in VOWELS:
                # the k-th vowel repeats floor((k+1)·budget/vowels) - floor(k·budget/vowels) times
                out.append(ch * ((seen + 1) * budget // vowels - seen * budget // vowels))
                seen += 1
    if not vowels:
        out.append("~" * budget)
    return OPEN + "".join(out) + CLOSE


def _split(msgid: str) -> list[tuple[str, bool]]:
    """(text, protected) pieces: placeholders, tags and entities are protected."""
    pieces, last = [], 0
    for match in PROTECTED.finditer(msgid):
        if match.start() > last:
            pieces.append((msgid[last:match.start()], False))
        pieces.append((match.group(0), True))
        last = match.end()
    if last < len(msgid):
        pieces.append((msgid[last:], False))
    return pieces
