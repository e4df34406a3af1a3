"""The bundled fonts (Noto Sans, SIL OFL), registered once; the only fonts a kit uses.

Every canvas and document is created with `initialFontName=BODY`, so no page ever references
an unembedded standard-14 font (ARCHITECTURE.md: lessons paid for).
"""

from __future__ import annotations

import zlib
from functools import lru_cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, TTFont, TTFontFace

from printkit import resources
from printkit.errors import PrintkitError

BODY = "PK-Regular"
BOLD = "PK-Bold"
ITALIC = "PK-Italic"
BOLD_ITALIC = "PK-BoldItalic"
SYMBOLS = "PK-Symbols"
FAMILY = "PK"

FILES = {
    BODY: "NotoSans-Regular.ttf",
    BOLD: "NotoSans-Bold.ttf",
    ITALIC: "NotoSans-Italic.ttf",
    BOLD_ITALIC: "NotoSans-BoldItalic.ttf",
    SYMBOLS: "NotoSansSymbols2-Regular.ttf",
}


class _SubsetsOnceFace(TTFontFace):
    """A font face that makes each glyph subset's font program once per process.

    Every component is its own PDF, so a font used by 50 PDFs was subset and compressed 50
    times; most of those subsets are the same glyphs (ASCII plus the same few accents). The
    compressed program is kept by its glyph list and reused: the same bytes, made once.
    """

    _programs: dict[tuple[int, ...], tuple[bytes, int]]

    def addSubsetObjects(self, doc, fontname, subset):
        if not doc.compression:
            return super().addSubsetObjects(doc, fontname, subset)
        key = tuple(subset)
        if key not in self._programs:
            program = self.makeSubset(subset)
            self._programs[key] = (zlib.compress(program), len(program))
        compressed, length = self._programs[key]
        # The stream arrives compressed: with its Filter set, reportlab does not compress it again.
        font_file = pdfdoc.PDFStream(pdfdoc.PDFDictionary({"Length1": length,
                                                           "Filter": pdfdoc.PDFArray([pdfdoc.PDFName("FlateDecode")])}),
                                     compressed)
        reference = doc.Reference(font_file, f"fontFile:{self.filename}({fontname})")
        return self._descriptor(doc, fontname, reference)

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


def _font(name: str, path) -> TTFont:
    font = TTFont(name, str(path))
    font.face.__class__ = _SubsetsOnceFace   # same face, one method more (see the class)
    font.face._programs = {}
    return font


@lru_cache(maxsize=1)
def register() -> None:
    """Register the bundled fonts with reportlab; a missing file is a one-line error."""
    folder = resources.fonts_dir()
    for name, filename in FILES.items():
        path = folder / filename
        if not path.is_file():
            raise PrintkitError(f"{path}: font file not found; expected the bundled {filename} (reinstall printkit)")
        pdfmetrics.registerFont(_font(name, path))
    addMapping(FAMILY, 0, 0, BODY)
    addMapping(FAMILY, 1, 0, BOLD)
    addMapping(FAMILY, 0, 1, ITALIC)
    addMapping(FAMILY, 1, 1, BOLD_ITALIC)
    for name in (BODY, BOLD, ITALIC, BOLD_ITALIC):
        addMapping(name, 0, 0, name)
    pdfmetrics.registerFontFamily(BODY, normal=BODY, bold=BOLD, italic=ITALIC, boldItalic=BOLD_ITALIC)


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
