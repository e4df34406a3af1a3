"""Machine-made Devanagari for a Hindi test edition: English written letter by letter in
Devanagari syllables, so that every shaping feature of the script turns up (conjuncts of two
consonants with a virama, vowel signs above, below, after and before their consonant), while
placeholders, tags and entities pass unchanged (printkit/i18n_tools/pseudo.py's PROTECTED).
Not Hindi: a test of the shaping of the script."""

from __future__ import annotations

import re

from printkit.i18n_tools.pseudo import PROTECTED

CONSONANTS = {"b": "ब", "c": "क", "d": "द", "f": "फ", "g": "ग", "h": "ह", "j": "ज", "k": "क", "l": "ल", "m": "म",
              "n": "न", "p": "प", "q": "क", "r": "र", "s": "स", "t": "त", "v": "व", "w": "व", "x": "क्ष", "y": "य",
              "z": "ज़"}
SIGNS = {"a": "ा", "e": "े", "i": "ि", "o": "ो", "u": "ु"}          # after, above, before, after, below
VOWELS = {"a": "अ", "e": "ए", "i": "इ", "o": "ओ", "u": "उ"}
VIRAMA = "्"
WORD = re.compile(r"[A-Za-z]+")


def devanagari(msgid: str) -> str:
    """`msgid` with every English word written in Devanagari; everything protected kept."""
    out, last = [], 0
    for match in PROTECTED.finditer(msgid):
        out.append(WORD.sub(lambda m: _word(m.group(0)), msgid[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(WORD.sub(lambda m: _word(m.group(0)), msgid[last:]))
    return "".join(out)


def _word(word: str) -> str:
    letters, out = word.lower(), []
    for at, letter in enumerate(letters):
        following = letters[at + 1] if at + 1 < len(letters) else ""
        if letter in CONSONANTS:
            out.append(CONSONANTS[letter])
            if following in CONSONANTS:
                out.append(VIRAMA)          # two consonants: a conjunct
        elif letter in SIGNS:
            previous = letters[at - 1] if at else ""
            out.append(SIGNS[letter] if previous in CONSONANTS else VOWELS[letter])
    return "".join(out)
