"""The fonts a kit prints with, chosen per language: `fonts_for(lang, texts) -> FontSet`.

A language's script (printkit/writing.py) and the scripts its catalogs' strings are written in
decide the fonts, first match first:

- Latin, Greek and Cyrillic: the bundled Noto Sans (render/fonts.py), in every kit;
- Arabic, Hebrew, Devanagari and Thai: the bundled Noto Sans Arabic, Hebrew, Devanagari, Thai
  (Regular and Bold; no italic exists, so italic prints upright);
- CJK (too large to ship) and any other script: a font from the workspace's `fonts/` folder,
  else one the system has (render/font_discovery.py), cut down to the characters the catalogs
  hold and turned into TrueType (render/font_convert.py).

A `FontSet` lists its fonts in fallback order (the language's own font, then Noto Sans, then any
font another script in the texts needed): the text path draws each character with the first font
of the set that has it (`runs`), and `covered` says which characters print at all; whatever is
not covered would print as nothing, which printkit/glyph_check.py refuses. `faces` names the
fonts the texts use, with their licences, for the cover and the manifest.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import NamedTuple

from printkit import resources, workspace
from printkit.i18n import SOURCE_LANG, Translator
from printkit.render import fonts
from printkit.render.font_discovery import coverage, find_font
from printkit.render.glyph_fonts import register_drawable
from printkit.writing import BODY_SCRIPTS, CJK_SCRIPTS, breaks_between_characters, char_script, language_script, \
    script_direction, script_name

OFL = "SIL Open Font License 1.1"
# Scripts printkit ships a font for: (family, regular file, bold file) in fonts/.
BUNDLED = {
    "Arab": ("Noto Sans Arabic", "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"),
    "Hebr": ("Noto Sans Hebrew", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"),
    "Deva": ("Noto Sans Devanagari", "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
    "Thai": ("Noto Sans Thai", "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
}
STYLES = ("regular", "bold", "italic", "bold_italic")
NOT_PRINTED = frozenset("\n\t\r")   # line and tab breaks: never drawn as glyphs


class Face(NamedTuple):
    """A font a kit prints with, as the cover and the manifest name it."""

    family: str
    licence: str
    origin: str     # "bundled", "workspace" or "system"
    file: str       # a bundled font's file name; another's path (with `#n` for face n of a collection)


class Fonts(NamedTuple):
    """One family's reportlab font names per style, and the files whose characters it prints."""

    regular: str
    bold: str
    italic: str
    bold_italic: str
    face: Face
    files: tuple[str, ...]     # every style's file: a character prints if all of them have it

    @property
    def covered(self) -> frozenset[int]:
        return _common_coverage(self.files)

    def name(self, style: str) -> str:
        return getattr(self, style)


class FontSet(NamedTuple):
    """The fonts of one language's kit, in fallback order, and how its text runs."""

    lang: str
    script: str                  # ISO 15924: the language's usual script ("Arab", "Jpan", "Latn")
    direction: str               # "rtl" or "ltr"
    breaks: str                  # "characters" (CJK, Thai: break between them, kinsoku) or "spaces"
    families: tuple[Fonts, ...]  # the language's own font first, Noto Sans, then fonts other scripts needed
    absent: tuple[str, ...]      # scripts the texts use that no font was found for
    faces: tuple[Face, ...]      # the fonts the texts print with, for the cover and the manifest

    @property
    def covered(self) -> frozenset[int]:
        return frozenset().union(*(family.covered for family in self.families))

    def missing(self, text: str) -> list[str]:
        """The characters of `text` no font of the set has (each once, in code point order)."""
        covered = self.covered
        return sorted({ch for ch in text if ch not in NOT_PRINTED and ord(ch) not in covered})

    def font_for(self, char: str, style: str = "regular") -> str:
        """The reportlab font that draws `char` in `style`: the first of the set that has it
        (the body font for a character none has: glyph_check refuses those before drawing)."""
        return self._font_of(ord(char), style, self._coverages())

    def runs(self, text: str, style: str = "regular") -> list[tuple[str, str]]:
        """`text` cut where its font changes: [(font name, text)], in logical order. Digits,
        spaces and punctuation stay with the run before them, so "ص 12" is one Arabic run."""
        coverages = self._coverages()
        covered_by = {family.name(style): covered for family, covered in coverages}
        out: list[tuple[str, str]] = []
        for char in text:
            code = ord(char)
            font = self._font_of(code, style, coverages)
            if out and (font == out[-1][0] or _neutral(char) and code in covered_by[out[-1][0]]):
                out[-1] = (out[-1][0], out[-1][1] + char)
            else:
                out.append((font, char))
        return out

    def _coverages(self) -> list[tuple[Fonts, frozenset[int]]]:
        return [(family, family.covered) for family in self.families]

    def _font_of(self, code: int, style: str, coverages) -> str:
        for family, covered in coverages:
            if code in covered:
                return family.name(style)
        return self.families[0].name(style)


def missing_font(lang: str) -> str:
    """"" when a font for `lang`'s script is bundled or found, else what to do about it (`build
    --all` skips such a language rather than fail it)."""
    return _missing_font(lang, workspace.roots())


@lru_cache(maxsize=16)
def _missing_font(lang: str, roots) -> str:
    script = language_script(lang)
    if script in BODY_SCRIPTS or script in BUNDLED or find_font(script) is not None:
        return ""
    return f"no {script_name(script)} font was found: {font_remedy((script,))}"


def font_remedy(scripts) -> str:
    """Where to get a font for `scripts`, said in one clause."""
    packages = sorted({FONT_PACKAGES[s] for s in scripts if s in FONT_PACKAGES})
    where = f" (Debian: {', '.join(packages)}; macOS and Windows have one)" if packages else ""
    return f"put one in the workspace's fonts/ folder or install one{where}"


# Where the fonts of a script can be had on Debian, for the messages that say none was found.
FONT_PACKAGES = {"Jpan": "fonts-noto-cjk", "Hans": "fonts-noto-cjk", "Hant": "fonts-noto-cjk", "Kore": "fonts-noto-cjk"}


def kit_fonts(tr: Translator) -> FontSet:
    """The fonts for a kit drawn with `tr`: chosen from its language and its catalogs' strings."""
    if tr.lang == SOURCE_LANG:
        return body_set(SOURCE_LANG)
    return fonts_for(tr.lang, catalog_texts(tr))


def catalog_texts(tr: Translator) -> list[str]:
    """Every translation the translator's catalogs hold (every plural form)."""
    texts = []
    for table in tr.tables():
        for value in table.values():
            texts.extend((value,) if isinstance(value, str) else value)
    return texts


def fonts_for(lang: str, texts) -> FontSet:
    """The fonts that print `texts` (strings) in a `lang` kit. This is the function the text
    path calls: each run of `FontSet.runs(text, style)` is set in its font."""
    chars = frozenset("".join(texts)) - NOT_PRINTED
    return _fonts_for(lang, chars, workspace.roots())


@lru_cache(maxsize=16)
def _fonts_for(lang: str, chars: frozenset[str], roots) -> FontSet:
    """Made once per language, characters and workspace in a process (`roots`: another
    workspace may hold other fonts)."""
    script = language_script(lang)
    families, absent = [], []
    if script not in BODY_SCRIPTS:
        _add(families, absent, script, script, chars)
    families.append(body_fonts())
    covered = _union(families)
    left = {ch for ch in chars if ord(ch) not in covered}
    for other in _scripts_needed(left, script):
        if other != script:       # the language's own script was looked for first
            _add(families, absent, other, script, chars)
    return FontSet(lang, script, script_direction(script), "characters" if breaks_between_characters(lang) else "spaces",
                   tuple(families), tuple(absent), _faces_used(families, chars))


def body_set(lang: str) -> FontSet:
    """The set of a Latin, Greek or Cyrillic kit: Noto Sans alone (nothing is read to make it)."""
    body = body_fonts()
    return FontSet(lang, "Latn", "ltr", "spaces", (body,), (), (body.face,))


@lru_cache(maxsize=1)
def body_fonts() -> Fonts:
    fonts.register()
    face = Face("Noto Sans", OFL, "bundled", fonts.FILES[fonts.BODY])
    return Fonts(fonts.BODY, fonts.BOLD, fonts.ITALIC, fonts.BOLD_ITALIC, face,
                 tuple(str(fonts.font_path(name)) for name in (fonts.BODY, fonts.BOLD, fonts.ITALIC, fonts.BOLD_ITALIC)))


def _add(families: list[Fonts], absent: list[str], script: str, language: str, chars) -> None:
    """Append the fonts for `script` (or note it absent); a found font is subset to all `chars`,
    and must have those of its own script."""
    if script in BUNDLED:
        found = bundled_fonts(script)
    else:
        own = "".join(sorted(ch for ch in chars if _font_script(char_script(ch), language) == script))
        found = found_fonts(script, "".join(sorted(chars)), own[:64])
    if found is None:
        absent.append(script)
    elif found not in families:
        families.append(found)


@lru_cache(maxsize=8)
def bundled_fonts(script: str) -> Fonts:
    family, regular_file, bold_file = BUNDLED[script]
    folder = resources.fonts_dir()
    regular = register_drawable(f"PK-{script}-Regular", folder / regular_file)
    bold = register_drawable(f"PK-{script}-Bold", folder / bold_file)
    face = Face(family, OFL, "bundled", regular_file)
    return Fonts(regular, bold, regular, bold, face, (str(folder / regular_file), str(folder / bold_file)))


def found_fonts(script: str, chars: str, needed: str = "") -> Fonts | None:
    """A workspace or system font for `script` that has `needed` (or the script's sample
    characters), subset to `chars` and registered; None if there is none."""
    from printkit.render.font_convert import truetype_subset
    regular = find_font(script, needed=needed)
    if regular is None:
        return None
    bold = find_font(script, bold=True, needed=needed) or regular
    names, files = [], []
    for style, face in (("Regular", regular), ("Bold", bold)):
        path = truetype_subset(face, chars)
        names.append(register_drawable(f"PK-{script}-{path.stem[:10]}-{style}", path))
        files.append(str(path))
    shown = regular.path + (f"#{regular.index}" if regular.path.lower().endswith((".ttc", ".otc")) else "")
    face = Face(regular.family, regular.licence, regular.origin, shown)
    return Fonts(names[0], names[1], names[0], names[1], face, tuple(files))


def _scripts_needed(chars, language: str) -> list[str]:
    """The font scripts characters the first fonts lack belong to, most used first."""
    counts: dict[str, int] = {}
    for ch in chars:
        script = _font_script(char_script(ch), language)
        if script:
            counts[script] = counts.get(script, 0) + 1
    return sorted(counts, key=lambda s: (-counts[s], s))


def _font_script(script: str, language: str) -> str:
    """The script whose font draws a character of Unicode script `script` in a `language` kit:
    kana and Han take a CJK font (Han in the language's own CJK forms, else Japanese); neutral
    characters (digits, punctuation) none of their own."""
    if script in ("Zyyy", "Zinh", "Zzzz"):
        return ""
    if script in CJK_SCRIPTS:
        return CJK_SCRIPTS[script] or (language if language in CJK_SCRIPTS and CJK_SCRIPTS[language] else "Jpan")
    return script


def _faces_used(families: list[Fonts], chars) -> tuple[Face, ...]:
    """The fonts that draw at least one of `chars` (Noto Sans always: codes and numbers)."""
    used, seen = [], set()
    for family in families:
        mine = {ord(ch) for ch in chars} & family.covered - seen
        if mine or family.face.family == "Noto Sans":
            used.append(family.face)
        seen |= family.covered
    return tuple(used)


def _union(families: list[Fonts]) -> frozenset[int]:
    return frozenset().union(*(family.covered for family in families))


@lru_cache(maxsize=32)
def _common_coverage(files: tuple[str, ...]) -> frozenset[int]:
    covered = None
    for path in files:
        codes = coverage(path)
        covered = codes if covered is None else covered & codes
    return covered or frozenset()


def _neutral(char: str) -> bool:
    """Digits, spaces, punctuation and symbols: they take the font of the run they are in."""
    return unicodedata.category(char)[0] not in "LM"
