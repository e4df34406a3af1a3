"""The pseudo-locales: English made visibly foreign, so a layout shows what a language does to it
before any translator starts.

- `xx`: accented, about 35 % longer, in brackets: a long language.
- `xx-rtl`: the letters turned into Hebrew ones, in brackets, in logical order as a translator
  types right-to-left text (the first word is read first, at the right once the line is laid out
  right to left): a right-to-left language. Hebrew letters need no joining, so the text is
  readable even before it is shaped.
- `xx-cjk`: every word written with one CJK character for each two letters (kana and kanji, about
  the width of the English), no spaces, Japanese punctuation, in corner brackets 「」: a language
  whose lines break between characters, and whose closing punctuation must not start a line.

Every string that overflows, drops a glyph or falls back to English stands out, since pseudo text
is bracketed and foreign while fallback English is not.

Placeholders (`{amount}`, `%(n)s`), markup tags, entities and a card text's icons (`:sun:`) and
escapes (`\\*`) pass through unchanged.
Pure: text in, text out; imports nothing of printkit, so `printkit.i18n` may use it.
"""

from __future__ import annotations

import math
import re
import unicodedata

GROWTH = 0.35
OPEN, CLOSE = "[", "]"
# Accented look-alikes from Latin-1 and Latin Extended-A: every body font we bundle has them.
ACCENTS = str.maketrans(
    "aAcCeEiInNoOsSuUyYzZgGlLrR",
    "áÅçÇéÉîÎñÑöÖšŠüÜýÝžŽğĞłŁřŘ",
)
VOWELS = frozenset("áÅéÉîÎöÖüÜýÝ")
# Also kept: a card text's icons (`:sun:`) and escapes (`\*`), as printkit/rich_text.py reads them,
# and the space between two of its emphasised spans (`**a** *b*`: xx-cjk's text has no spaces,
# and `**a***b*` would read otherwise).
PROTECTED = re.compile(r"\{[^{}]*\}|%\([^)]*\)[a-z]|%%|</?[a-zA-Z]+\s*/?>|&[a-zA-Z]+;|&#\d+;"
                       r"|:[A-Za-z][A-Za-z0-9_-]*:|\\[*:\\]|\*+ +\*+")


def pseudo_translate(msgid: str) -> str:
    """Accent every letter, lengthen by repeating vowels (~35 %), and wrap in brackets."""
    if not msgid.strip():
        return msgid
    pieces = _split(msgid)
    visible = sum(len(text) for text, protected in pieces if not protected)
    budget = max(1, math.ceil(visible * GROWTH)) - len(OPEN) - len(CLOSE)
    vowels = sum(1 for text, protected in pieces if not protected for ch in text.translate(ACCENTS) if ch in VOWELS)
    out, seen = [], 0
    for text, protected in pieces:
        if protected:
            out.append(text)
            continue
        for ch in text.translate(ACCENTS):
            out.append(ch)
            if ch in VOWELS:
                # the k-th vowel repeats floor((k+1)·budget/vowels) - floor(k·budget/vowels) times
                out.append(ch * ((seen + 1) * budget // vowels - seen * budget // vowels))
                seen += 1
    if not vowels:
        out.append("~" * budget)
    return OPEN + "".join(out) + CLOSE


# xx-rtl: one Hebrew letter per Latin one, by sound where there is one; and the final forms the
# five letters take at the end of a word.
HEBREW = str.maketrans("abcdefghijklmnopqrstuvwxyz", "אבקדעפגהיזכלמנופקרסתובוחיצ")
HEBREW_FINAL = {"כ": "ך", "מ": "ם", "נ": "ן", "פ": "ף", "צ": "ץ"}
RTL_OPEN, RTL_CLOSE = "[", "]"


def pseudo_rtl(msgid: str) -> str:
    """English in Hebrew letters, word-final forms, in brackets; placeholders and tags kept."""
    return _rewritten(msgid, _hebrew_word, RTL_OPEN, RTL_CLOSE)


def _hebrew_word(match: re.Match) -> str:
    word = _plain(match.group(0)).translate(HEBREW)
    return word[:-1] + HEBREW_FINAL.get(word[-1], word[-1])


# xx-cjk: the character written for a letter (vowels as katakana, consonants as common kanji that
# every Japanese, Chinese and Korean font has).
CJK = dict(zip("abcdefghijklmnopqrstuvwxyz", "ア馬空大エ風月火イ字木林森年オ本九力山田ウ文水十夜石"))
CJK_PUNCTUATION = str.maketrans({".": "。", ",": "、", ":": "：", ";": "；", "!": "！", "?": "？", "(": "（",
                                 ")": "）", "-": "・", "'": None, "’": None, " ": None})
CJK_OPEN, CJK_CLOSE = "「", "」"


def pseudo_cjk(msgid: str) -> str:
    """English as CJK characters without spaces, in corner brackets; placeholders and tags kept."""
    return _rewritten(msgid, _cjk_word, CJK_OPEN, CJK_CLOSE, CJK_PUNCTUATION)


def _cjk_word(match: re.Match) -> str:
    letters = _plain(match.group(0))
    return "".join(CJK.get(letter, letter) for letter in letters[::2])


WORD = re.compile(r"[^\W\d_]+")


def _rewritten(msgid: str, word, opening: str, closing: str, punctuation: dict | None = None) -> str:
    """`msgid` with each word rewritten by `word` (and its punctuation by `punctuation`), in
    `opening`/`closing`; placeholders, tags and entities pass unchanged."""
    if not msgid.strip():
        return msgid
    out = []
    for text, protected in _split(msgid):
        if not protected:
            text = WORD.sub(word, text)
            text = text.translate(punctuation) if punctuation else text
        out.append(text)
    return opening + "".join(out) + closing


def _plain(word: str) -> str:
    """A word in lower case without its accents ("Dés" -> "des")."""
    return "".join(ch for ch in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(ch))


def pseudo_translator(lang: str):
    """The function that makes pseudo-locale `lang`'s text from a msgid."""
    return {"xx": pseudo_translate, "xx-rtl": pseudo_rtl, "xx-cjk": pseudo_cjk}[lang]


def _split(msgid: str) -> list[tuple[str, bool]]:
    """(text, protected) pieces: placeholders, tags and entities are protected."""
    pieces, last = [], 0
    for match in PROTECTED.finditer(msgid):
        if match.start() > last:
            pieces.append((msgid[last:match.start()], False))
        pieces.append((match.group(0), True))
        last = match.end()
    if last < len(msgid):
        pieces.append((msgid[last:], False))
    return pieces
