"""A bundled font's parsed face, kept between runs in the user's cache (printkit/cache.py).

reportlab parses a TrueType file in Python when a font is made (`TTFont`): its tables, its
character map, its widths. That took 3.3 ms of CPU a face, 13 ms for the four faces `build --all`
parses before its workers fork (measured). What the parse leaves on the face is plain data (numbers,
strings, the file's bytes, lists and dictionaries of them) but for one function, `_pdfScale`, which
reportlab makes from `unitsPerEm`; kept with marshal, a face is read back in about 1 ms.

An entry is named by reportlab's version, `FOLDER` and the font file's name, size and modification
time (as Python names a compiled module's source). A face holding anything else (another reportlab
may add an attribute of another kind) is simply not kept: it is parsed each time, as before.
Relies on two reportlab internals, both checked by tests/test_supported_versions.py: a parsed
face is its attributes, and what `TTFont.__init__` sets besides the face.
"""

from __future__ import annotations

import hashlib
import marshal
import os
from fnmatch import fnmatch
from weakref import WeakKeyDictionary

import reportlab
from reportlab import rl_config
from reportlab.pdfbase.ttfonts import TTEncoding, TTFNameBytes, TTFont, TTFontFace

from printkit import cache

FOLDER = "font-faces-1"   # bump when the stored form changes
_PLAIN_KINDS = frozenset({int, float, bool, str, bytes, type(None)})
_CONTAINERS = frozenset({list, tuple, dict})


def init_font(font: TTFont, name: str, path: str) -> None:
    """`TTFont.__init__(font, name, path)`, with the face read back from the cache when it is
    kept there (and kept there when it was parsed)."""
    entry = _entry(path)
    face = _stored_face(entry) if entry else None
    if face is None:
        TTFont.__init__(font, name, path)
        if entry:
            _store_face(entry, font.face)
        return
    # What TTFont.__init__(name, filename) sets, its face read back rather than parsed.
    font.fontName = name
    font.face = face
    font.encoding = TTEncoding()
    font.state = WeakKeyDictionary()
    font._asciiReadable = rl_config.ttfAsciiReadable
    font.shapable = not any(fnmatch(name, pattern) for pattern in rl_config.unShapedFontGlob)


def _entry(path: str):
    folder = cache.cache_dir(FOLDER)
    if folder is None:
        return None
    try:
        stat = os.stat(path)
    except OSError:
        return None
    source = f"{reportlab.Version}|{os.path.basename(path)}|{stat.st_size}|{stat.st_mtime_ns}"
    return folder / hashlib.sha256(source.encode()).hexdigest()


def _stored_face(entry) -> TTFontFace | None:
    try:
        plain, names = marshal.loads(entry.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(plain)
    for attribute in names:
        setattr(face, attribute, TTFNameBytes(plain[attribute]))
    face._pdfScale = pdf_scale(face.unitsPerEm)
    return face


def _store_face(entry, face: TTFontFace) -> None:
    """Keep the face if everything on it is plain data, its names and `_pdfScale` apart."""
    plain, names = {}, []
    for attribute, value in vars(face).items():
        if attribute == "_pdfScale":
            continue
        if type(value) is TTFNameBytes:
            names.append(attribute)
            value = bytes(value)
        elif not _is_plain(value):
            return
        plain[attribute] = value
    cache.store(entry, marshal.dumps((plain, names)))


def _is_plain(value) -> bool:
    """Whether marshal keeps `value` exactly: plain values, and lists, tuples and dictionaries of
    them (marshal would turn a subclass of bytes or int into the plain kind without a word)."""
    return _all_plain([value])


def _all_plain(items: list) -> bool:
    """One pass over the types of a level's items (a face's tables hold thousands of numbers)."""
    kinds = set(map(type, items))
    if kinds <= _PLAIN_KINDS:
        return True
    if not kinds <= _PLAIN_KINDS | _CONTAINERS:
        return False
    inner = []
    for item in items:
        if type(item) is dict:
            inner += item.keys()
            inner += item.values()
        elif type(item) in _CONTAINERS:
            inner += item
    return _all_plain(inner)


def pdf_scale(units_per_em: int):
    """Font units to thousandths of an em, as reportlab's parse makes `_pdfScale`."""
    if units_per_em == 1000:
        return lambda x: x
    factor = 1000 / units_per_em
    return lambda x: x * factor
