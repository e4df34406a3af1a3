"""How a language is written: its script, its direction, how its lines break.

The kits ask this to choose fonts (render/script_fonts.py), the web pages to set `dir` and `lang`,
the text path to order and break lines. Scripts are ISO 15924 codes as Unicode and CLDR use them
(`Latn`, `Arab`, `Jpan` …); a language's usual script comes from CLDR's likely subtags (Babel),
a character's from the Unicode Script property (fontTools.unicodedata).

No fonts, no reportlab. Latin, Greek and Cyrillic are answered without loading fontTools'
Unicode tables, and a language's script, once read from CLDR, is kept in the cache folder:
loading CLDR's table costs far more than reading the one answer back.
"""

from __future__ import annotations

from functools import lru_cache

from printkit import cache

# The pseudo-locales (i18n_tools/pseudo.py): accented Latin, right-to-left Hebrew letters, and
# Japanese without spaces.
PSEUDO_SCRIPTS = {"xx": "Latn", "xx-rtl": "Hebr", "xx-cjk": "Jpan"}

# Scripts the bundled Noto Sans draws (fonts/README.md): no other font is needed for them.
BODY_SCRIPTS = frozenset({"Latn", "Grek", "Cyrl"})

# The scripts written without spaces between words: lines break between characters (UAX #14
# class ID), and closing punctuation never starts a line (kinsoku).
UNSPACED_SCRIPTS = frozenset({"Jpan", "Hans", "Hant", "Kore", "Hani", "Hira", "Kana", "Thai"})

# The Unicode scripts of characters that a CJK font draws, by the writing system they belong to.
# A Han character is drawn by the font of the kit's language (Japanese, Chinese or Korean
# glyph forms differ), so it has no language of its own here.
CJK_SCRIPTS = {"Hira": "Jpan", "Kana": "Jpan", "Hang": "Kore", "Bopo": "Hant", "Hani": "", "Jpan": "Jpan",
               "Hans": "Hans", "Hant": "Hant", "Kore": "Kore"}

# Names for messages ("no font for Japanese was found").
SCRIPT_NAMES = {"Arab": "Arabic", "Hebr": "Hebrew", "Deva": "Devanagari", "Thai": "Thai", "Jpan": "Japanese",
                "Hans": "Simplified Chinese", "Hant": "Traditional Chinese", "Kore": "Korean", "Latn": "Latin",
                "Grek": "Greek", "Cyrl": "Cyrillic"}

# Characters of the Common and Inherited scripts (digits, punctuation, combining marks) take the
# script of the text round them.
NEUTRAL = frozenset({"Zyyy", "Zinh", "Zzzz"})


@lru_cache(maxsize=64)
def language_script(lang: str) -> str:
    """The script `lang` is usually written in: `ja` -> `Jpan`, `ar` -> `Arab`, `zh_TW` -> `Hant`,
    `sr_Latn` -> `Latn`; `Latn` for a code CLDR does not know."""
    if lang in PSEUDO_SCRIPTS:
        return PSEUDO_SCRIPTS[lang]
    kept = cache.read_json(SCRIPTS_KEPT)
    key = f"{_cldr_version()}|{lang}"
    if isinstance(kept.get(key), str):
        return kept[key]
    found = kept[key] = _cldr_script(lang)
    cache.write_json(SCRIPTS_KEPT, kept)
    return found


SCRIPTS_KEPT = "language-scripts.json"   # {"<CLDR data file>|<lang>": script}, in the cache's state


@lru_cache(maxsize=1)
def _cldr_version() -> str:
    """Babel's CLDR data file, by size and time (found without importing Babel)."""
    import importlib.util
    import os
    spec = importlib.util.find_spec("babel")
    try:
        stat = os.stat(os.path.join(os.path.dirname(spec.origin), "global.dat"))
    except (OSError, TypeError, AttributeError):
        return "unknown"
    return f"{stat.st_size}-{stat.st_mtime_ns}"


def _cldr_script(lang: str) -> str:
    from babel.core import get_global
    likely = get_global("likely_subtags")
    parts = lang.replace("-", "_").split("_")
    for script in parts[1:]:
        if len(script) == 4 and script.isalpha():
            return script.title()      # written in the code itself: sr_Latn, zh_Hant
    for key in ("_".join(parts), parts[0]):
        found = likely.get(key) or likely.get(key.lower())
        if found:
            subtags = found.split("_")
            if len(subtags) > 1 and len(subtags[1]) == 4:
                return subtags[1]
    return "Latn"


def direction(lang: str) -> str:
    """`"rtl"` for a language written right to left (Arabic, Hebrew, Persian, Urdu …), else `"ltr"`:
    what HTML's `dir` attribute takes."""
    return script_direction(language_script(lang))


def script_direction(script: str) -> str:
    if script in BODY_SCRIPTS or script in CJK_SCRIPTS:
        return "ltr"
    from fontTools.unicodedata import script_horizontal_direction
    return "rtl" if script_horizontal_direction(script, "LTR") == "RTL" else "ltr"


def breaks_between_characters(lang: str) -> bool:
    """Whether `lang`'s lines break between characters rather than at spaces (Japanese, Chinese,
    Thai; Korean puts spaces between words but may break inside them too)."""
    return language_script(lang) in UNSPACED_SCRIPTS


def char_script(char: str) -> str:
    """The Unicode Script of one character (`Zyyy` for digits and punctuation)."""
    from fontTools.unicodedata import script
    return script(char)


def scripts_of(chars) -> list[str]:
    """The scripts of `chars` (an iterable of characters), most used first, neutral ones left out:
    what a catalog's strings are written in."""
    counts: dict[str, int] = {}
    for char in chars:
        found = char_script(char)
        if found not in NEUTRAL:
            counts[found] = counts.get(found, 0) + 1
    return sorted(counts, key=lambda s: (-counts[s], s))


def script_name(script: str) -> str:
    """A script's English name, for messages."""
    if script in SCRIPT_NAMES:
        return SCRIPT_NAMES[script]
    from fontTools.unicodedata import script_name as unicode_name
    try:
        return unicode_name(script)
    except KeyError:
        return script
