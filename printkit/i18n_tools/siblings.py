"""Card entries with the same English: translated once, copied to the other cards by `i18n update`.

Every card has its own contexts (`card:MI-A-07:text`), so one card can be worded differently from
its siblings; but most decks repeat the same text on many cards (Market Island: 18 campfire cards,
13 cards per transaction text), and typing the same translation 216 times is not translating.
An empty or fuzzy card entry therefore takes the translation that the confirmed (filled, not fuzzy)
entries of the same field with the same English give most often; a filled, confirmed entry is
never touched, so a card adjusted alone stays as it is.
"""

from __future__ import annotations

import re
from collections import Counter

from babel.messages.catalog import Catalog

CARD_CONTEXT = re.compile(r"^card:[^:]+:(?P<field>[\w-]+)$")


def _filled(message) -> bool:
    string = message.string
    return all(string) if isinstance(string, tuple) else bool(string)


def _group(message) -> tuple | None:
    """(field, English) for a card entry, None for any other entry."""
    found = CARD_CONTEXT.match(message.context or "")
    if not message.id or not found:
        return None
    return found.group("field"), message.id if isinstance(message.id, str) else tuple(message.id)


def fill_sibling_cards(catalog: Catalog) -> int:
    """Copy confirmed card translations to empty or fuzzy sibling entries; returns how many were filled."""
    confirmed: dict[tuple, Counter] = {}
    for message in catalog:
        group = _group(message)
        if group is not None and _filled(message) and not message.fuzzy:
            string = message.string if isinstance(message.string, str) else tuple(message.string)
            confirmed.setdefault(group, Counter())[string] += 1
    filled = 0
    for message in catalog:
        group = _group(message)
        if group is None or group not in confirmed or (_filled(message) and not message.fuzzy):
            continue
        # most_common keeps first-seen order among equal counts: the result does not depend on chance.
        message.string = confirmed[group].most_common(1)[0][0]
        message.flags.discard("fuzzy")
        message.previous_id = []
        filled += 1
    return filled
