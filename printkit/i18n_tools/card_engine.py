"""`i18n update` for a data-only card game (printkit/kits/card_game.py): translations follow the
card they belong to, never a guess from another card.

- Contexts used to be made from the code of a kind's first card (`card:WC-S-06:name`), so adding
  one card shifted every later code and left their translations behind. They are now made from
  the row's key (`card:<deck>:<key>:<column>`) and, for a layout's fixed text, the deck
  (`card:<deck>:<region>`). A catalog written before keeps its work: an entry still to
  translate takes the translation its own English had under an old code context of the same
  deck and column (`migrate`), as an editor's "copy from the old entry" would.
- Babel's fuzzy matching offers, for a new English text, the translation of whatever old text
  looks alike, whichever card it was on: a designer who turns the example deck into a game of
  their own gets "Cartes du verger" offered for "Water cards" and an apple's text for a drop of
  rain. A guess is kept only when it comes from the same place (the same context: the same
  card's column, or the same region), whose English was reworded; any other is dropped
  (`drop_foreign_guesses`), and the entry is left to translate. A guess whose English is the
  same (a row renamed, its other texts unchanged) is the same translation, and is kept as one.
"""

from __future__ import annotations

import re
from collections import Counter

from babel.messages.catalog import Catalog

_OLD_CARD = re.compile(r"^card:(?P<prefix>[A-Z0-9]+)-(?P<letter>[A-Z0-9]{1,3})-\d+:(?P<field>[\w-]+)$")
_NEW_ROW = re.compile(r"^card:(?P<deck>[a-z0-9-]+):(?:.+:)?(?P<field>[\w-]+)$")


def contexts(catalog: Catalog) -> dict[str | None, set]:
    """The English each context held before an update (to tell a reworded entry from a guess)."""
    found: dict[str | None, set] = {}
    for message in [*catalog, *catalog.obsolete.values()]:
        if message.id:
            found.setdefault(message.context, set()).add(_english(message.id))
    return found


def old_card_translations(catalog: Catalog) -> dict[tuple[str, str, str], Counter]:
    """Confirmed translations under code contexts: (deck letter, field, English) -> translations."""
    found: dict[tuple[str, str, str], Counter] = {}
    for message in [*catalog, *catalog.obsolete.values()]:
        old = _OLD_CARD.match(message.context or "")
        if old and message.id and _filled(message) and not message.fuzzy:
            key = (old.group("letter"), old.group("field"), _english(message.id))
            found.setdefault(key, Counter())[_string(message)] += 1
    return found


def drop_foreign_guesses(catalog: Catalog, before: dict[str | None, set]) -> int:
    """Clear the fuzzy guesses Babel took from another context; returns how many."""
    dropped = 0
    for message in catalog:
        if not message.fuzzy or not message.previous_id or not message.id:
            continue
        previous = _english(message.previous_id[0] if len(message.previous_id) == 1 else tuple(message.previous_id))
        if previous == _english(message.id):   # the same English under a row renamed: the same translation
            message.flags.discard("fuzzy")
            message.previous_id = []
            continue
        if previous in before.get(message.context, set()):
            continue   # the same entry, its English reworded: its old translation is a fair start
        message.string = ("",) * len(message.string) if isinstance(message.string, tuple) else ""
        message.flags.discard("fuzzy")
        message.previous_id = []
        dropped += 1
    return dropped


def migrate(catalog: Catalog, old: dict[tuple[str, str, str], Counter], letters: dict[str, str]) -> int:
    """Fill entries still to translate from the old code contexts of the same deck (`letters`:
    deck id -> its letter), field and English; returns how many."""
    filled = 0
    for message in catalog:
        new = _NEW_ROW.match(message.context or "")
        if not new or not message.id or (_filled(message) and not message.fuzzy):
            continue
        letter = letters.get(new.group("deck"))
        found = old.get((letter, new.group("field"), _english(message.id))) if letter else None
        if found:
            string = found.most_common(1)[0][0]
            message.string = string
            message.flags.discard("fuzzy")
            message.previous_id = []
            filled += 1
    return filled


def _english(msgid) -> str | tuple:
    return msgid if isinstance(msgid, str) else tuple(msgid)


def _string(message):
    return message.string if isinstance(message.string, str) else tuple(message.string)


def _filled(message) -> bool:
    string = message.string
    return all(string) if isinstance(string, (tuple, list)) else bool(string)
