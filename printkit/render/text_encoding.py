"""A string as a document's TrueType font subsets encode it, worked out once per document,
font and text (issue 15; written by render/text_ops.py).

`TTFont.splitString(text, doc)` maps a string, character by character, to the codes of the
font's subsets in that document (a character met for the first time takes the next free code;
the order characters are first met in decides the subsets), and `getSubsetInternalName(subset,
doc)` names a subset's font resource (the first call enters the font in the document): the way
reportlab's ttfonts module documents for writing text operators, and what a text object's
`_formatText` does for every string it sets. Here the result, escaped as the canvas escapes a
PDF string (rl_accel's `escapePDF`), is kept per document, and a text is split the quick way
that gives the same result: printable ASCII is its own bytes (`_ascii_subset`), and each other
character is looked up once per document. The one internal read is the canvas's document,
`Canvas._doc` (tests/test_supported_versions.py).
"""

from __future__ import annotations

import re
import weakref

from reportlab import rl_config
from reportlab.lib.rl_accel import escapePDF
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.canvas import Canvas

# document -> {(font, text): ((subset name, escaped bytes), ...)}. Weak: a saved document's
# table goes with it.
_CHUNKS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_last: list = [lambda: None, None]       # (weak reference to the last document, its table)


def chunks(c: Canvas, text: str, font: str) -> tuple[tuple[str, str], ...]:
    """`text` in `font` as the canvas's document encodes it: for each run of characters in one
    subset of the font, the subset's resource name and the run's bytes escaped for a PDF
    string. Worked out once per document, font and text."""
    kept = table(c)
    key = (font, text)
    found = kept.get(key)
    if found is None:
        found = kept[key] = _encode_text(c._doc, kept, text, font)
    return found


def _encode_text(doc, table: dict, text: str, font: str) -> tuple[tuple[str, str], ...]:
    """`chunks` of a text not met before in this document, the quickest way that gives
    splitString's result. Printable ASCII is its own bytes in the font's first subset
    (`_ascii_subset`), so only the other characters are looked up, each once per document
    (`_encode_mixed`); without such a subset (the symbols face), splitString splits the text."""
    if not text:
        return ()
    ascii_name = table.get((font,))
    if ascii_name is None:
        ascii_name = table[font,] = _ascii_subset(doc, font)
    if not ascii_name:
        return _encode(doc, text, font)
    if text.isascii() and text.isprintable():
        return ((ascii_name, escapePDF(text)),)
    return _encode_mixed(doc, table, text, font, ascii_name)


# A character that is not printable ASCII: `_encode_mixed` looks it up on its own.
_OTHER = re.compile("[^\x20-\x7e]")


def _encode_mixed(doc, table: dict, text: str, font: str, ascii_name: str) -> tuple[tuple[str, str], ...]:
    """splitString's runs of a text with printable ASCII (its own bytes in subset `ascii_name`)
    and other characters (an accent, a no-break space, a euro sign), each of those encoded once
    per document, in the order they come. The same result: splitString maps each character on
    its own, in order (one met for the first time takes the next code of the subset being
    filled), and groups the codes into runs by subset; printable ASCII takes no code."""
    runs: list[list[str]] = []

    def add(name: str, escaped: str) -> None:
        if runs and runs[-1][0] == name:
            runs[-1][1] += escaped
        else:
            runs.append([name, escaped])

    start = 0
    for other in _OTHER.finditer(text):
        if other.start() > start:
            add(ascii_name, escapePDF(text[start:other.start()]))
        character = other.group()
        encoded = table.get((font, character))
        if encoded is None:
            encoded = table[font, character] = _encode(doc, character, font)
        for name, escaped in encoded:
            add(name, escaped)
        start = other.end()
    if start < len(text):
        add(ascii_name, escapePDF(text[start:]))
    return tuple((name, escaped) for name, escaped in runs)


# Printable ASCII (U+0020 to U+007E), what `_ascii_subset` checks.
PRINTABLE_ASCII = "".join(map(chr, range(32, 127)))


def _ascii_subset(doc, font: str) -> str:
    """The name of the font's subset that holds printable ASCII as itself in this document, or ""
    when it does not. With `rl_config.ttfAsciiReadable` (reportlab's default, which printkit keeps)
    a TrueType font's first subset maps the printable ASCII characters the font has to their own
    codes before any text is set, "so the ASCII output is readable" (ttfonts.TTFont.State): then
    splitString gives such a text as its own bytes in subset 0, in any document, and a document's
    first look at it is that one check: splitString of the 95 characters must give them back, all
    in subset 0, which also asks the font for each (a font that lacks one, like the symbols face,
    is not taken this way). The check has no effect on the document when it holds (nothing new is
    mapped); `rl_config.ttfAsciiReadable` off, it is not made. tests/test_supported_versions.py
    holds reportlab to this."""
    face = truetype(font)
    if not rl_config.ttfAsciiReadable:
        return ""
    if face.splitString(PRINTABLE_ASCII, doc) != [(0, PRINTABLE_ASCII.encode("ascii"))]:
        return ""
    return face.getSubsetInternalName(0, doc)


def truetype(font: str):
    """The registered font `font`, which must be a TrueType font (ValueError naming it otherwise)."""
    face = getFont(font)
    if not getattr(face, "_dynamicFont", False):
        raise ValueError(f"{font}: printkit writes text in TrueType fonts only (render/fonts.py registers them)")
    return face


def table(c: Canvas) -> dict:
    """This canvas's document's table: (font, text) -> `chunks`, and what text_ops keeps with it."""
    doc = c._doc
    return _last[1] if _last[0]() is doc else _table(doc)


def _table(doc) -> dict:
    table = _CHUNKS.get(doc)
    if table is None:
        table = _CHUNKS[doc] = {}
    _last[0], _last[1] = weakref.ref(doc), table
    return table


def _encode(doc, text: str, font: str) -> tuple[tuple[str, str], ...]:
    face = truetype(font)
    return tuple((face.getSubsetInternalName(subset, doc), escapePDF(chunk))
                 for subset, chunk in face.splitString(text, doc))
