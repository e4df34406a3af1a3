"""The bundled fonts (Noto Sans, SIL OFL), registered once; the only fonts a kit uses.

Every canvas and document is created with `initialFontName=BODY`, so no page ever references
an unembedded standard-14 font (ARCHITECTURE.md: lessons paid for).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from printkit import resources
from printkit.errors import PrintkitError

BODY = "PK-Regular"
BOLD = "PK-Bold"
ITALIC = "PK-Italic"
BOLD_ITALIC = "PK-BoldItalic"
SYMBOLS = "PK-Symbols"
SUIT_SYMBOLS = "♠♣♥♦"   # not in the body font: booklets set them in SYMBOLS (render/booklet/blocks.py)
FAMILY = "PK"
REGISTERED_FILES: dict[str, Path] = {}   # every font printkit registered -> its file

# The smallest printed text, checked on every kit by tests/test_text_sizes.py.
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

# Text and line work print in black ink alone (DeviceCMYK 0 0 0 1): a near-black RGB such as
# #1b1b1b becomes a four-ink "rich black" at a print shop, and thin type in four inks blurs when
# the plates are not perfectly registered.
INK_BLACK = colors.CMYKColor(0, 0, 0, 1)


@lru_cache(maxsize=1)
def register() -> None:
    """Register the bundled fonts with reportlab; a missing file is a one-line error."""
    folder = resources.fonts_dir()
    for name, filename in FILES.items():
        path = folder / filename
        if not path.is_file():
            raise PrintkitError(f"{path}: font file not found; expected the bundled {filename} (reinstall printkit)")
        pdfmetrics.registerFont(TTFont(name, str(path)))
        REGISTERED_FILES[name] = path
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
    """Register the TrueType file `path` under `name` (once per process), as the bundled fonts
    are; returns `name`."""
    register()
    if name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, str(path)))
        REGISTERED_FILES[name] = Path(path)
    return name


def font_file(name: str) -> Path:
    """The file a font printkit registered was read from (render/glyph_fonts.py copies it)."""
    register()
    return REGISTERED_FILES[name]


def font_path(name: str):
    return resources.fonts_dir() / FILES[name]


def width(text: str, font: str, size: float) -> float:
    register()
    return pdfmetrics.stringWidth(text, font, size)
