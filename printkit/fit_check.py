"""A translation that cannot fit its box stops a build with one line naming its catalog entry.

The text path raises TextOverflow when a text does not fit its box even at its smallest size
(render/text). A build (printkit/build.py) turns it into the same one-line refusal in every game:

    locales/dice-game/el.po:57: cover: does not fit its box at the minimum size (text needs 41 pt
    of height in a 198×34 pt box at 6 pt): 'Έλεγχος κλίμακας …'; shorten the translation
    (`printkit i18n check el` lists every text that does not fit)

The entry is found by its words: the catalog entry whose translation's literal pieces (its text
between placeholders and tags) all appear, in order, in the text that overflowed, the longest
such match first. A text no entry explains (English in a draft, a game's own data) is named as it is.
"""

from __future__ import annotations

import re

from printkit.i18n import Translator

SHOWN = 60   # characters of the text the message quotes
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\(\w+\)[a-z]|<[^<>]*>|&(?:amp|lt|gt);")
SPACES = re.compile(r"[\s\u00a0\u202f\u2007]+")


def overflow_refusal(tr: Translator, overflow) -> str:
    """The one-line refusal for TextOverflow `overflow` raised while building with `tr`."""
    text = _plain(overflow.text or "")
    shown = repr(text if len(text) <= SHOWN else text[:SHOWN - 1] + "…")
    said = str(overflow)
    what = f"does not fit its box at the minimum size ({said})" + ("" if text[:20] in said else f": {shown}")
    advice = f"shorten the translation (`printkit i18n check {tr.lang}` lists every text that does not fit)"
    entry = _entry_of(tr, text)
    if entry is None:
        return f"--lang {tr.lang}: {what}; {advice}"
    return f"{entry.catalog}:{entry.line}: {entry.context or '(no context)'}: {what}; {advice}"


def _entry_of(tr: Translator, text: str):
    """The catalog entry whose translation the overflowing `text` holds (None if none does)."""
    from printkit.i18n_tools.check import translations   # the catalogs with their lines, only now
    best, best_length = None, 0
    for domain in tr.domains:
        for entry in translations(tr.lang, domain):
            pieces = [p for p in (_plain(piece).strip() for piece in PLACEHOLDER.split(entry.msgstr)) if p]
            length = sum(len(p) for p in pieces)
            if length > best_length and _in_order(pieces, text):
                best, best_length = entry, length
    return best


def _in_order(pieces: list[str], text: str) -> bool:
    at = 0
    for piece in pieces:
        found = text.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return True


def _plain(text: str) -> str:
    """Text without tags and entities, white space as single spaces (how typography left it aside)."""
    text = re.sub(r"<[^<>]*>", "", text).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return SPACES.sub(" ", text).replace("\u2019", "'")
