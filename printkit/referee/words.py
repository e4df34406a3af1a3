"""A referee's sentences in the reader's language.

Each sentence is one English msgid with `{placeholders}` (numbers next to nouns are plural
entries), looked up in the `web` catalog: the web pages pass their page's translator, the
command line none (English, the msgid itself). `i18n update` extracts the calls to `say` and
`say_n` from the referee modules. `reading` and `reading_lines` carry the notes a verdict adds
when it rests on the kit's reading of a point its manual leaves open (DECISIONS.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from printkit.i18n import SOURCE_LANG, WEB_DOMAIN, Translator
from printkit.typography import NBSP

ENGLISH = Translator(SOURCE_LANG, (WEB_DOMAIN,))


def say(tr: Translator | None, text: str, /, **values: object) -> str:
    """`text` in tr's language, `{name}` placeholders filled."""
    return _spoken((tr or ENGLISH).format(None, text, **values))


def say_n(tr: Translator | None, singular: str, plural: str, count: int, /, **values: object) -> str:
    """The form of (singular, plural) for `count` in tr's language, placeholders filled."""
    return _spoken((tr or ENGLISH).npformat(None, singular, plural, count, **values))


def _spoken(text: str) -> str:
    """Plain spaces: a referee's words are read in a terminal or a page that wraps them itself;
    the Translator's no-break spaces are for printed boxes (printkit/typography.py)."""
    return text.replace(NBSP, " ")


def game_catalog(tr: Translator | None, domain: str) -> Translator | None:
    """tr's language over a game's own catalog, for the names its printed cards already carry
    (colours, card kinds); None in English, where the referee names them as the data does."""
    if tr is None or tr.lang == SOURCE_LANG:
        return None
    return Translator(tr.lang, (domain,))


def name(catalog: Translator | None, context: str, english: str) -> str:
    """A name from the game's data (`english`) as its catalog translates it in `context`; the
    English name itself without a catalog."""
    return english if catalog is None else _spoken(catalog.pgettext(context, english))


def plural(singular: str, plural_form: str) -> tuple[str, str]:
    """Marks a (singular, plural) pair kept in a table for extraction; `say_n(tr, *pair, n)` says it."""
    return singular, plural_form


Note = Callable[[Translator | None, Mapping[str, Any]], str]


def reading(notes: Mapping[str, Note], key: str, /, **values: Any) -> dict[str, Any]:
    """One open point of a manual that a verdict rests on, as the check's JSON carries it: its id
    (a heading of the game's DECISIONS.md), the values its note names, and the note in English."""
    return {"id": key, **values, "note": notes[key](None, values)}


def reading_lines(result: Mapping[str, Any], notes: Mapping[str, Note], tr: Translator | None = None) -> list[str]:
    """The notes of a result's `readings`, in tr's language, one line each (none when the verdict
    rests on no open point)."""
    return [notes[entry["id"]](tr, entry) for entry in result.get("readings", ())]


def and_list(items: list[str], tr: Translator | None = None) -> str:
    """['a'] -> 'a'; ['a', 'b', 'c'] -> 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return say(tr, "{first} and {last}", first=", ".join(items[:-1]), last=items[-1])
