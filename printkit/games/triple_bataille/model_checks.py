"""Cross-row checks of the Triple Bataille deck: codes TB-<letter>-NN unique in the game, token
letters of their own (their copies are numbered), one event per playing card.
"""

from __future__ import annotations

import re

from printkit.errors import Collector, Source

CODE = re.compile(r"^TB-[A-Z]-\d{2}$")


def check_codes(items, errors: Collector) -> None:
    """Every printed item has a code TB-<letter>-NN, unique in the game."""
    seen: dict[str, Source] = {}
    for item in items:
        if not CODE.match(item.code):
            errors.add(item.source, f"code: expected TB-<letter>-NN, got {item.code!r}")
        elif item.code in seen:
            errors.add(item.source, f"code: {item.code!r} already used at {seen[item.code]}")
        else:
            seen[item.code] = item.source


def check_token_letters(tokens, others: list, errors: Collector) -> None:
    """Token copies are numbered TB-<letter>-01...: the letter must be the token's alone."""
    taken: dict[str, Source] = {}
    for item in others:
        if CODE.match(item.code):
            taken.setdefault(item.code.split("-")[1], item.source)
    taken["P"] = Source("printkit/games/triple_bataille/model.py", key="player_board_codes")
    taken["M"] = Source("printkit/games/triple_bataille/model.py", key="card_mat_codes")
    for token in tokens:
        if CODE.match(token.code) and token.letter in taken:
            errors.add(token.source, f"code: the letter {token.letter} is already used at {taken[token.letter]}")
        elif CODE.match(token.code):
            taken[token.letter] = token.source


def check_unique_cards(events, errors: Collector) -> None:
    seen: dict[str, Source] = {}
    for event in events:
        if event.card in seen:
            errors.add(event.source, f"card: {event.card} already triggers the event at {seen[event.card]}")
        seen.setdefault(event.card, event.source)
