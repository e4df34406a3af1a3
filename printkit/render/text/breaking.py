"""Where a line may break: at spaces, or, in a language written without spaces (Japanese,
Chinese, Thai), between characters too, following the rules of Japanese line composition.

`break_points(text, between_characters)` gives the places (indexes into `text`) where a new line
may start. Always after a breaking space (a no-break space, U+00A0, U+202F or U+2007, never
breaks: printkit's typography puts one between a number and its word). Between characters:

- never inside a word of letters and digits of a spaced script ("A4", "12", "UQAM"), nor before
  a combining mark, a joiner or a variation selector (a letter and its marks stay together);
- kinsoku (JIS X 4051, W3C "Requirements for Japanese Text Layout" §3.1.7): a closing bracket or
  quote, a full stop, comma or middle dot, `!` and `?`, small kana, the prolonged sound mark and
  the iteration marks never start a line, and an opening bracket or quote never ends one;
- Thai: a leading vowel (เ แ โ ใ ไ) stays with the consonant after it, a following vowel
  (ะ า ำ ๅ) with the one before it. Thai words are not found (no dictionary): lines break
  between syllables and letters as Japanese ones break between characters.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

NO_BREAK_SPACES = frozenset("\u00a0\u202f\u2007\u2060\ufeff")

# Characters that never start a line (JLREQ classes cl-02 to cl-11, beyond the closing
# punctuation of every script that Unicode's categories Pe and Pf give).
CANNOT_START = frozenset(
    "!),.:;?]}¢°’”‰′″℃、。〃々〉》」』】〕〗〙〟〻ぁぃぅぇぉっゃゅょゎゕゖ゛゜ゝゞ゠ァィゥェォッャュョヮヵヶ・ーヽヾ"
    "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ！％），．：；？］｝｡｣､･ｧｨｩｪｫｬｭｮｯｰ゙゚￠‼⁇⁈⁉‐゠–〜～"
)
# Characters that never end a line (JLREQ cl-01, and Unicode's categories Ps and Pi).
CANNOT_END = frozenset("([{£¥‘“〈《「『【〔〖〘〝（［｛｢￡￥＄＃＠")
THAI_LEADING = frozenset("\u0e40\u0e41\u0e42\u0e43\u0e44")
THAI_FOLLOWING = frozenset("\u0e30\u0e32\u0e33\u0e45")
JOINERS = frozenset("\u200c\u200d\u2060")


def breaking_space(char: str) -> bool:
    return char.isspace() and char not in NO_BREAK_SPACES


@lru_cache(maxsize=8192)
def break_points(text: str, between_characters: bool) -> tuple[int, ...]:
    """The indexes `i` (0 < i < len(text)) at which a line may start with `text[i]`."""
    out = []
    for at in range(1, len(text)):
        before, char = text[at - 1], text[at]
        if breaking_space(char):
            continue                             # spaces stay at the end of the line before
        if breaking_space(before):
            if not (between_characters and _closing(char)):     # kinsoku holds after a space too
                out.append(at)
        elif between_characters and _between(before, char):
            out.append(at)
    return tuple(out)


def _between(before: str, char: str) -> bool:
    """Whether a line may break between two characters that are not spaces."""
    if before in NO_BREAK_SPACES or char in NO_BREAK_SPACES or char in JOINERS or before in JOINERS:
        return False
    if unicodedata.category(char)[0] == "M" or "\ufe00" <= char <= "\ufe0f":
        return False
    if _spaced_word(before) and _spaced_word(char):
        return False
    if _closing(char):
        return False
    if before in CANNOT_END or unicodedata.category(before) in ("Ps", "Pi"):
        return False
    return before not in THAI_LEADING and char not in THAI_FOLLOWING


def _closing(char: str) -> bool:
    """A character that never starts a line."""
    return char in CANNOT_START or unicodedata.category(char) in ("Pe", "Pf")


def _spaced_word(char: str) -> bool:
    """A letter or digit of a script that puts spaces between words (Latin, Greek, Cyrillic …),
    or a character that joins such a word ("DG-S-02", "1,5")."""
    if char in "-.,'’_/":
        return True
    return char.isalnum() and not _unspaced(char)


def _unspaced(char: str) -> bool:
    code = ord(char)
    return (0x0E00 <= code <= 0x0EFF or 0x1000 <= code <= 0x109F or 0x1780 <= code <= 0x17FF
            or 0x2E80 <= code <= 0xA4CF or 0xAC00 <= code <= 0xD7AF or 0xF900 <= code <= 0xFAFF
            or 0xFF00 <= code <= 0xFFEF or 0x20000 <= code <= 0x3FFFF)
