"""A data-only deck's own fonts (model/deck_fonts.py) on the page: each face registered with
reportlab once per process, as a family (so `**bold**` and `*italic*` in a text take the bold
and italic faces), and each text checked against the characters of the faces it prints in
before it is drawn: reportlab draws a character a font lacks as an empty box, without a word.

A TrueType face is embedded as reportlab embeds the bundled fonts: only the glyphs a PDF uses
(a subset). An OpenType face with CFF outlines is first converted to TrueType outlines
(render/font_convert.py, kept in the cache folder), since reportlab embeds TrueType only.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics

from printkit.font_files import font_facts, missing_characters
from printkit.model.deck_fonts import DeckFont
from printkit.render import fonts
from printkit.render.font_convert import truetype_subset
from printkit.render.font_discovery import FontFile
from printkit.rich_text import is_rich, pieces

SPAN_FACES = {(False, False): None, (True, False): "bold", (False, True): "italic", (True, True): "bold_italic"}
MARKS = {"bold": "**bold**", "italic": "*italic*", "bold_italic": "***bold italic***"}


def font_name(font: DeckFont, weight: str) -> str:
    """The reportlab name of the face a region of `weight` prints in (its family registered)."""
    names = _family(font)
    return names[font.face(weight) or "regular"]


def text_problem(text: str, font: DeckFont, weight: str) -> str | None:
    """Why `text` cannot print in `font`: a face its bold or italic spans need and the family
    lacks, or characters a face does not have (each said once, with its code point)."""
    for face, chars in _by_face(text, font.face(weight) or "regular").items():
        if face not in font.files:
            article = "an" if face.startswith("italic") else "a"
            return (f"{MARKS[face]} needs {article} {face.replace('_', ' ')} face of font {font.name!r}; expected "
                    f"{face} = \"….ttf\" in [fonts.{font.name}], or the text without it")
        missing = missing_characters(chars, font_facts(font.files[face]))
        if missing:
            listed = ", ".join(f"{ch!r} (U+{ord(ch):04X})" for ch in missing[:5]) + (" …" if len(missing) > 5 else "")
            return (f"{listed} not in font {font.name!r} ({font.named[face]}); expected a font that has every "
                    f"character the text prints, or the text without them")
    return None


def _by_face(text: str, base: str) -> dict[str, str]:
    """The characters each face prints (a rich text's spans in their faces), in order."""
    if not is_rich(text):
        return {base: text}
    found: dict[str, str] = {}
    bold = italic = False
    for piece in pieces(text):
        if piece.kind in ("open", "close"):
            bold = (piece.kind == "open") if piece.value == "b" else bold
            italic = (piece.kind == "open") if piece.value == "i" else italic
        elif piece.kind == "text":
            face = SPAN_FACES[(bold or base in ("bold", "bold_italic"), italic or base in ("italic", "bold_italic"))]
            face = face or base
            found[face] = found.get(face, "") + piece.value
    return found


def _family(font: DeckFont) -> dict[str, str]:
    """Each face's reportlab name, registered with its family once per process."""
    return _registered(tuple(sorted((face, str(path), path.stat().st_mtime_ns) for face, path in font.files.items())))


@lru_cache(maxsize=32)
def _registered(faces: tuple[tuple[str, str, int], ...]) -> dict[str, str]:
    names = {}
    for face, path, _ in faces:
        names[face] = fonts.register_file(f"PKD-{_digest(path)}", _embeddable(Path(path)))
    regular = names["regular"]
    bold, italic = names.get("bold", regular), names.get("italic", regular)
    pdfmetrics.registerFontFamily(regular, normal=regular, bold=bold, italic=italic,
                                  boldItalic=names.get("bold_italic", bold if "bold" in names else italic))
    return {face: names.get(face, regular) for face in ("regular", "bold", "italic", "bold_italic")}


def _embeddable(path: Path) -> Path:
    """The face as a TrueType file: itself, or its CFF outlines converted (all its characters)."""
    facts = font_facts(path)
    if not facts.cff:
        return path
    return truetype_subset(FontFile(str(path), 0, facts.family, 400, "", "workspace"),
                           "".join(chr(code) for code in sorted(facts.characters)))


def _digest(path: str) -> str:
    """A name made of the file's bytes: the same font, the same name, on any machine."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
