"""Per-language typography, applied to every translated string before it is filled and drawn.

Why here and not in the catalogs: the rules are mechanical, so a translator (or a PO editor) who
types a plain space before `:` or a straight apostrophe still gets a correctly set page, and data
translated through the catalogs (card texts, credits) gets the same treatment. The catalogs stay
plain text that any gettext tool edits.

- Every language: a number (or a `{placeholder}` / `%(name)s`, which print numbers) keeps the word
  after it on its line ("1 Istoken" never splits into "1" / "Istoken").
- French: a non-breaking space before `;` `:` `!` `?` `%` and `»`, and after `«`; apostrophes
  between letters become typographic (’).

The non-breaking space is U+00A0 even where French typesetting prefers the narrow U+202F:
reportlab breaks lines at U+202F (measured: `cccc\u202f;` wraps before `;`) but never at U+00A0.
The bundled Noto Sans has U+00A0 and U+2019 (tests/test_typography.py checks the fonts).

Pure: text in, text out. Markup tags (`<b>`, `<br/>`) and placeholders pass unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

NBSP = "\u00a0"
APOSTROPHE = "\u2019"

_NUMBER_THEN_WORD = re.compile(r"([0-9}]|%\(\w+\)[sd])[ \u202f](?=[^\W\d_])")
_SPACE_BEFORE_MARK = re.compile(r"[ \u00a0\u202f]+(?=[;:!?»]|%(?!\())")
_AFTER_GUILLEMET = re.compile(r"«[ \u00a0\u202f]*")
_BEFORE_GUILLEMET = re.compile(r"(?<=\S)»")
_APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


@lru_cache(maxsize=8192)
def typeset(lang: str, text: str) -> str:
    """`text` as `lang` sets it (see the module's rules); English and unknown languages get only
    the number rule."""
    if not text:
        return text
    text = _NUMBER_THEN_WORD.sub(r"\1" + NBSP, text)
    if lang.split("_")[0] == "fr":
        text = _SPACE_BEFORE_MARK.sub(NBSP, text)
        text = _AFTER_GUILLEMET.sub("«" + NBSP, text)
        text = _BEFORE_GUILLEMET.sub(NBSP + "»", text)
        text = _APOSTROPHE.sub(APOSTROPHE, text)
    return text
