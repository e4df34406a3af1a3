"""The home page's games: each with a picture made from its own kit (its first card, or its
board), a one-line description, the number of players and the languages a kit prints in."""

from __future__ import annotations

from typing import NamedTuple

from printkit.option_specs import N_, player_range
from printkit.registry import all_games
from printkit.web.languages import complete_languages

SUMMARIES = {   # one line each, in the project's words; a game of one's own shows its subtitle
    "market-island": N_("Blockchain as a board game: every player keeps every ledger, and blocks are mined with playing cards."),
    "data-tycoon": N_("Collect dataset cards, sensitive ones first, and build the most Data-Treasures, between cyberattacks and sanctions."),
    "triple-bataille": N_("How money is created, as a card battle: the Bank, the State and you, in debt money or free money."),
    "dice-game": N_("Dice of directions and powers across a 50 × 50 board of bonus and merchant squares; the centre ends the game."),
}


class GameCard(NamedTuple):
    game: str
    title: str
    summary: str          # English (N_ marked or the game's own), translated where shown
    players: tuple[int, int]
    languages: tuple[str, ...]


def game_cards(page_lang: str) -> list[GameCard]:
    """Every game, each found once (registry.all_games) for its data and its catalogs."""
    cards = []
    for game in all_games():
        meta = game.data.meta["game"]
        low, high, _default = player_range(game.data)
        cards.append(GameCard(game.id, meta.get("title", game.id), SUMMARIES.get(game.id, meta.get("subtitle", "")),
                              (low, high), tuple(lang.name for lang in complete_languages(game, page_lang))))
    return cards
