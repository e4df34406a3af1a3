"""How many standard 54-card decks a Triple Bataille table needs, with the calculation shown.

Manual, 'Matériel': one deck for 2-4 players, two for 5-9, three for 10-20, "exact count to be
checked". We count the money cards in play at the peak of a short game (Manual, 'Mode partie
courte': 10 battles) for the chosen money, term by term, so the cover sheet can print the sum:

- debt money: players' cards and inheritance, the State's budget, the Bank's funds, and the
  credits outstanding just before the track devalues (6 per player), 6 cards each;
- libre money: players' childhood DU, the State's budget, the industry board, then every DU
  created battle by battle (players and public employees), halved at the end of each cycle.
"""

from __future__ import annotations

from math import ceil
from typing import NamedTuple

from printkit.games.triple_bataille.model import Model


# Terms the set-up deals out (Manual, 'Mode monnaie dette' / 'Mode monnaie libre', the track's
# first box, the State and industry boards); the others are money created during play.
SETUP_TERMS = frozenset({"players", "inheritance", "state", "bank", "industry"})


class Supply(NamedTuple):
    """The money cards a table needs: named terms, their total, and decks of 54."""
    money: str
    players: int
    terms: tuple[tuple[str, int], ...]
    total: int
    cards_per_deck: int

    @property
    def decks(self) -> int:
        return ceil(self.total / self.cards_per_deck)

    @property
    def start(self) -> int:
        """The cards the set-up hands out before the first battle: exact, whatever the players do."""
        return sum(cards for name, cards in self.terms if name in SETUP_TERMS)

    @property
    def start_decks(self) -> int:
        return ceil(self.start / self.cards_per_deck)


def supply(model: Model, *, players: int, money: str) -> Supply:
    """The supply for `players` in `money` ('dette' or 'libre')."""
    terms = debt_terms(model, players) if money == "dette" else libre_terms(model, players)
    per_deck = model.supply.get("cards_per_deck", 54)
    return Supply(money, players, tuple(terms), sum(cards for _, cards in terms), per_deck)


def debt_terms(model: Model, players: int) -> list[tuple[str, int]]:
    """Debt money: start amounts plus the credits the track can hold before it devalues."""
    mode = model.modes["dette"]
    credits = model.supply.get("peak_credits_per_player", 6) * players
    return [
        ("players", mode.player_cards * players),
        ("inheritance", mode.inheritance_cards * players),
        ("state", model.state_start(players, "dette")),
        ("bank", mode.bank_cards),
        ("credits", credits * model.value("credit")),
    ]


def libre_terms(model: Model, players: int) -> list[tuple[str, int]]:
    """Libre money: start amounts plus the peak of DU created over a short game."""
    mode = model.modes["libre"]
    start = [
        ("players", mode.player_cards * players),
        ("state", model.state_start(players, "libre")),
        ("industry", mode.industry_per_player * players),
    ]
    opening = sum(cards for _, cards in start)
    return [*start, ("du", libre_peak(model, players, opening) - opening)]


def libre_peak(model: Model, players: int, opening: int) -> int:
    """Cards in play at their highest over a short game, halving at each cycle's end.

    Manual, libre track: one DU (two cards) per person and battle; the public employees
    receive it too (Manual, 'Règles de la bataille économique'); at the end of each cycle the
    DU doubles, so every pile is halved (the first of the two piles keeps the odd card).
    """
    receivers = players + (model.public_jobs(players) if model.supply.get("public_employees_get_du") else 0)
    per_battle = model.libre.du_cards * receivers
    money, peak, played = opening, opening, 0
    for battles in _cycles(model):
        for _ in range(battles):
            if played == model.short_game_battles:
                return peak
            money += per_battle
            played += 1
            peak = max(peak, money)
        money = ceil(money / model.libre.halving)
    return peak


def _cycles(model: Model):
    """The cycles' battle counts, the last one repeated for as long as the game lasts."""
    yield from model.libre.cycle_battles
    while True:
        yield model.libre.cycle_battles[-1]
