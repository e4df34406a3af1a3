"""The bundled fonts (Noto Sans, SIL OFL), registered once; the only fonts a kit uses.

Every canvas and document is created with `initialFontName=BODY`, so no page ever references
an unembedded standard-14 font (ARCHITECTURE.md: lessons paid for).
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.lib import colors
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, TTFont, TTFontFace

from printkit import cache, resources
from printkit.errors import PrintkitError
from printkit.render import font_faces
from printkit.render.font_widths import widths_array
from printkit.render.plain_objects import subset_object_names, write_plainly

BODY = "PK-Regular"
BOLD = "PK-Bold"
ITALIC = "PK-Italic"
BOLD_ITALIC = "PK-BoldItalic"
SYMBOLS = "PK-Symbols"
SUIT_SYMBOLS = "♠♣♥♦"   # not in the body font: booklets set them in SYMBOLS (render/booklet/blocks.py)
FAMILY = "PK"

# The smallest printed text (issue 16), checked on every kit by tests/test_text_sizes.py.
# Incidental text (codes, sheet footers, credit lines, assembly notes, the grid's waypoints) is
# read once, up close, by whoever prints and cuts: 6 pt, the usual floor of printed fine print
# (Noto Sans' x-height is then 1.1 mm). Text a player reads during play, across a table (card
# titles and effects, what cancels a card, board labels, coordinates, tables of values), is at
# least 8 pt: the size of the rules text on common playing cards, x-height 1.5 mm.
SMALLEST_PT = 6.0
PLAY_PT = 8.0

FILES = {
    BODY: "NotoSans-Regular.ttf",
    BOLD: "NotoSans-Bold.ttf",
    ITALIC: "NotoSans-Italic.ttf",
    BOLD_ITALIC: "NotoSans-BoldItalic.ttf",
    SYMBOLS: "NotoSansSymbols2-Regular.ttf",
}

# Faces no shipped kit prints: registered at once, their files parsed only if some text uses them.
PARSED_ON_USE = frozenset({BOLD_ITALIC})

# Text and line work print in black ink alone (DeviceCMYK 0 0 0 1): a near-black RGB such as
# #1b1b1b becomes a four-ink "rich black" at a print shop, and thin type in four inks blurs when
# the plates are not perfectly registered (issue 16 §9).
INK_BLACK = colors.CMYKColor(0, 0, 0, 1)

SUBSET_CACHE = "font-subsets-1"   # bump when the stored form changes
_LENGTH = struct.Struct("<I")


class _SubsetsOnceFace(TTFontFace):
    """A font face that makes each glyph subset's font program once per process.

    Every component is its own PDF, so a font used by 50 PDFs was subset and compressed 50
    times; most of those subsets are the same glyphs (ASCII plus the same few accents). The
    compressed program is kept by its glyph list and reused: the same bytes, made once.
    It is also kept in the user's cache (printkit/cache.py) for the next runs: making and
    compressing a subset takes 0.6 ms, reading it back 0.05 ms (63 subsets in `build --all`).
    """

    _programs: dict[tuple[int, ...], tuple[bytes, int]]
    _width_bytes: dict[int, bytes]

    def getCharWidth(self, code):
        """The width of character U+<code>, already formatted as the PDF number it becomes.

        reportlab calls this only to fill a subset's /Widths array (TTFont.addObjects), whose 128
        numbers it then formats one by one, in every PDF: 0.15 ms a font and PDF, a third of what
        a small PDF costs to save. A number given as bytes is written as it is, so each width is
        formatted once per process (pdfdoc.format; the array's layout stays reportlab's).
        """
        done = self._width_bytes.get(code)
        if done is None:
            done = self._width_bytes[code] = pdfdoc.format(super().getCharWidth(code), None)
        return done

    def addSubsetObjects(self, doc, fontname, subset):
        tag, name = fontname.split("+", 1)
        fontname = self._renamed[name, tag] = subset_name(fontname, subset)
        if not doc.compression:
            return super().addSubsetObjects(doc, fontname, subset)
        key = tuple(subset)
        if key not in self._programs:
            self._programs[key] = self._stored_program(key) or self._new_program(key)
        compressed, length = self._programs[key]
        # The stream arrives compressed: with its Filter set, reportlab does not compress it again.
        font_file = pdfdoc.PDFStream(pdfdoc.PDFDictionary({"Length1": length,
                                                           "Filter": pdfdoc.PDFArray([pdfdoc.PDFName("FlateDecode")])}),
                                     compressed)
        reference = doc.Reference(font_file, f"fontFile:{self.filename}({fontname})")
        return self._descriptor(doc, fontname, reference)

    def _new_program(self, key: tuple[int, ...]) -> tuple[bytes, int]:
        program = self.makeSubset(list(key))
        made = (zlib.compress(program), len(program))
        path = self._program_path(key)
        if path is not None:
            cache.store(path, _LENGTH.pack(made[1]) + made[0])
        return made

    def _stored_program(self, key: tuple[int, ...]) -> tuple[bytes, int] | None:
        path = self._program_path(key)
        try:
            data = path.read_bytes() if path else b""
        except OSError:
            return None
        if len(data) <= _LENGTH.size:
            return None
        return data[_LENGTH.size:], _LENGTH.unpack_from(data)[0]

    def _program_path(self, key: tuple[int, ...]):
        """The cache file for a subset: named by reportlab's version, the font file (name and
        size) and the glyph list, everything the program is made from."""
        folder = cache.cache_dir(SUBSET_CACHE)
        if folder is None:
            return None
        source = f"{reportlab.Version}|{Path(self.filename).name}|{Path(self.filename).stat().st_size}|{key}"
        return folder / hashlib.sha256(source.encode()).hexdigest()

    def _descriptor(self, doc, fontname, font_file):
        """The FontDescriptor reportlab writes (ttfonts.TTFontFace.addSubsetObjects)."""
        flags = (self.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC
        descriptor = pdfdoc.PDFDictionary({
            "Type": "/FontDescriptor", "Ascent": self.ascent, "CapHeight": self.capHeight,
            "Descent": self.descent, "Flags": flags, "FontBBox": pdfdoc.PDFArray(self.bbox),
            "FontName": pdfdoc.PDFName(fontname), "ItalicAngle": self.italicAngle, "StemV": self.stemV,
            "FontFile2": font_file, "MissingWidth": self.defaultWidth,
        })
        return doc.Reference(descriptor, "fontDescriptor:" + fontname)


def subset_name(fontname: str, subset) -> str:
    """`fontname` ("AAAAAA+NotoSans-Regular") with its tag made from the subset's characters.

    reportlab tags a document's subsets AAAAAA, AAAAAB … in order, so two component PDFs joined
    into one kit file carried different subsets under the same name, which the PDF specification
    forbids (ISO 32000-1 §9.6.4: the tag identifies the subset) and which print-shop preflights
    flag. Six letters from a hash of the character list: the same subset always gets the same
    tag, different subsets different tags (26^6 tags: a clash is as likely as a hash collision).
    """
    digest = int.from_bytes(hashlib.sha256(repr(tuple(subset)).encode()).digest()[:8], "big")
    letters = []
    for _ in range(6):
        digest, index = divmod(digest, 26)
        letters.append(chr(ord("A") + index))
    return "".join(letters) + "+" + fontname.split("+", 1)[-1]


class _TaggedTTFont(TTFont):
    """A TTFont whose subsets are named by their characters (see `subset_name`)."""

    def addObjects(self, doc):
        fonts = doc.idToObject["BasicFonts"].dict
        before = set(fonts)
        self.face._renamed = {}
        super().addObjects(doc)
        for key in sorted(set(fonts) - before):
            font = fonts[key]
            # reportlab names subset n "<SUBSETN(n)>+<face name>"; the face renamed it.
            tag, name = font.BaseFont.split("+", 1)
            font.BaseFont = self.face._renamed.get((name, tag), font.BaseFont)
            font.Widths = widths_array(font.Widths)
            write_plainly(doc, subset_object_names(doc, font))


def _font(name: str, path) -> TTFont:
    """`_TaggedTTFont(name, path)`, its face read back from the cache when kept there (font_faces)."""
    font = _TaggedTTFont.__new__(_TaggedTTFont)
    font_faces.init_font(font, name, str(path))
    _set_up_face(font)
    return font


def _set_up_face(font: TTFont) -> None:
    font.face.__class__ = _SubsetsOnceFace   # same face, one method more (see the class)
    font.face._programs = {}
    font.face._width_bytes = {}
    font.face._renamed = {}


class _ParsedOnUse(_TaggedTTFont):
    """A font registered under its name whose face is made the first time reportlab asks the font
    for anything: its face, its widths, its state in a document. The face is then made on this
    same object as for any other font (font_faces.init_font: TTFont.__init__, or its face read
    back from the cache), so what it draws and embeds is what a font made at once would.

    For a face no shipped kit prints (bold italic: a `<b>` inside `<i>`, or the reverse, in
    someone's own catalog or template): parsing a TrueType file takes about 3.5 ms of CPU and
    keeps its 0.5 MB in memory, in every process, before the workers fork.
    """

    def __init__(self, name: str, path) -> None:   # TTFont.__init__ runs on first use, in __getattr__
        self.fontName = name
        self._file = str(path)

    def __getattr__(self, attribute: str):
        # Called only for an attribute the object lacks: before first use, all that TTFont.__init__ sets.
        file = self.__dict__.pop("_file", None)
        if file is None:
            raise AttributeError(attribute)
        font_faces.init_font(self, self.fontName, file)
        _set_up_face(self)
        return getattr(self, attribute)


def _register_parsed_on_use(name: str, path) -> None:
    """registerFont without parsing the file: reportlab reads the face's name at registration
    (to refuse one face under two names, which printkit never does), so the font goes straight
    into the table `pdfmetrics.getFont` reads (`pdfmetrics._fonts`, a reportlab internal:
    tests/test_supported_versions.py), with the family mapping registerFont gives a TrueType
    font (`registerFontFamily(name)`)."""
    pdfmetrics._fonts[name] = _ParsedOnUse(name, path)
    pdfmetrics.registerFontFamily(name)


@lru_cache(maxsize=1)
def register() -> None:
    """Register the bundled fonts with reportlab; a missing file is a one-line error."""
    folder = resources.fonts_dir()
    for name, filename in FILES.items():
        path = folder / filename
        if not path.is_file():
            raise PrintkitError(f"{path}: font file not found; expected the bundled {filename} (reinstall printkit)")
        if name in PARSED_ON_USE:
            _register_parsed_on_use(name, path)
        else:
            pdfmetrics.registerFont(_font(name, path))
    addMapping(FAMILY, 0, 0, BODY)
    addMapping(FAMILY, 1, 0, BOLD)
    addMapping(FAMILY, 0, 1, ITALIC)
    addMapping(FAMILY, 1, 1, BOLD_ITALIC)
    for name in (BODY, BOLD, ITALIC, BOLD_ITALIC):
        addMapping(name, 0, 0, name)
    pdfmetrics.registerFontFamily(BODY, normal=BODY, bold=BOLD, italic=ITALIC, boldItalic=BOLD_ITALIC)


# Hook for the fonts chosen per language (render/script_fonts.py): the only entry point that
# module uses here, so that the rest of this file can change freely.
def register_file(name: str, path) -> str:
    """Register the TrueType file `path` under `name` (once per process), made as the bundled
    fonts are (subsets named by their characters, subset programs kept); returns `name`."""
    register()
    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(_font(name, path))
    return name


def font_path(name: str):
    return resources.fonts_dir() / FILES[name]


def width(text: str, font: str, size: float) -> float:
    register()
    return pdfmetrics.stringWidth(text, font, size)


def fit_size(text: str, font: str, max_width: float, size: float, minimum: float) -> float:
    """The largest size <= `size` (in 0.25 pt steps, not below `minimum`) at which text fits `max_width`."""
    while size > minimum and width(text, font, size) > max_width:
        size -= 0.25
    return size
