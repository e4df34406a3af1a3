"""Per-language typography, applied to every translated string before it is filled and drawn.

Why here and not in the catalogs: the rules are mechanical, so a translator (or a PO editor) who
types a plain space before `:` or a straight apostrophe still gets a correctly set page, and data
translated through the catalogs (card texts, credits) gets the same treatment. The catalogs stay
plain text that any gettext tool edits.

- Every language: a number (or a `{placeholder}` / `%(name)s`, which print numbers) keeps the word
  after it on its line ("1 Istoken" never splits into "1" / "Istoken"), and its per cent sign
  ("100 %" never splits into "(100" / "%)"); a negative number takes a minus sign (`MINUS`), not
  a hyphen ("–6", also once placeholders are filled: `signed`).
- French: a non-breaking space before `;` `:` `!` `?` `%` and `»`, and after `«`, put in where the
  text has a plain space and, before `!` `?` `;`, where it has none ("DATA!" is set "DATA !");
  apostrophes between letters become typographic (’).

The non-breaking space is U+00A0 even where French typesetting prefers the narrow U+202F:
reportlab breaks lines at U+202F (`cccc\u202f;` wraps before `;`) but never at U+00A0.
The bundled Noto Sans has U+00A0 and U+2019 (tests/test_typography.py checks the fonts).

Pure: text in, text out. Markup tags (`<b>`, `<br/>`) and placeholders pass unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

NBSP = "\u00a0"
APOSTROPHE = "\u2019"
# The minus sign a negative number takes: the en dash. The bundled Noto Sans (2020) has no U+2212
# glyph (tests/test_typography.py checks both), and the en dash is what typesetting uses for a
# minus in text faces without one: a bar the width of a figure's, not a hyphen's stub.
MINUS = "\u2013"

_NUMBER_THEN_WORD = re.compile(r"([0-9}]|%\(\w+\)[sd])[ \u202f](?=[^\W\d_])")
_SPACE_BEFORE_MARK = re.compile(r"[ \u00a0\u202f]+(?=[;:!?»]|%(?!\())")
_AFTER_GUILLEMET = re.compile(r"«[ \u00a0\u202f]*")
_BEFORE_GUILLEMET = re.compile(r"(?<=\S)»")
_APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")
_NUMBER_THEN_PERCENT = re.compile(r"([0-9}])[ \u202f](?=%(?!\())")
# A mark glued to the word before it and ending it (followed by a space, a tag, a closing
# punctuation mark or the end): not the ? of a web address's query, not the : of a time.
_GLUED_MARK = re.compile(r"(?<=[^\W_])(?=[!?;](?:[\s<)»,.]|$))")
# A hyphen that starts a number: at the start, after a space or an opening bracket, or after a
# colon or equals sign ("score:-6"); never inside a code (MI-I-07) or a range (2-4).
_NEGATIVE = re.compile(r"(?:(?<=^)|(?<=[\s(\[:=/]))-(?=\d)")


@lru_cache(maxsize=8192)
def typeset(lang: str, text: str) -> str:
    """`text` as `lang` sets it (see the module's rules); English and unknown languages get only
    the number rule."""
    if not text:
        return text
    text = _NUMBER_THEN_WORD.sub(r"\1" + NBSP, text)
    text = _NUMBER_THEN_PERCENT.sub(r"\1" + NBSP, text)
    text = signed(text)
    if lang.split("_")[0] == "fr":
        text = _SPACE_BEFORE_MARK.sub(NBSP, text)
        text = _GLUED_MARK.sub(NBSP, text)
        text = _AFTER_GUILLEMET.sub("«" + NBSP, text)
        text = _BEFORE_GUILLEMET.sub(NBSP + "»", text)
        text = _APOSTROPHE.sub(APOSTROPHE, text)
    return text


def signed(text: str) -> str:
    """`text` with each negative number's hyphen made a minus sign: applied to the catalog's text,
    and again once a translator has filled its placeholders (a value of -6 prints "−6")."""
    return _NEGATIVE.sub(MINUS, text) if "-" in text else text
