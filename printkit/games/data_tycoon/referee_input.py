"""Reading a Data-Tycoon referee input: the players' treasures, loose datasets and frozen cards.

Input shape:
    {"players": {"Ana": {"treasures": [{"purpose": CODE, "cards": [CODE...], "consent": CODE?}],
                         "datasets": [CODE...], "frozen": [CODE...]}}}

Anything a rule decides (a wrong kind of card in a treasure, a frozen card in one) is left to the
referee, which rejects the treasure and says why. What no game can produce is an input error, one
line naming the JSON path: a code that is not in the deck, or a card listed in two places.
A card a player lists both as frozen and inside one of their own treasures is the one exception:
it is the rule "frozen cards build no treasure" at work, so it reaches the referee.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.errors import UsageError, Word
from printkit.games.data_tycoon.model import DATASET, DataTycoon

PLAYER_KEYS = ("datasets", "frozen", "treasures")
TREASURE_KEYS = ("cards", "consent", "purpose")


@dataclass(frozen=True)
class TreasureClaim:
    """One treasure a player lays claim to, as written in the input."""

    purpose: str
    cards: tuple[str, ...]
    consent: str | None


@dataclass(frozen=True)
class Holding:
    """Everything one player holds at the end of the game."""

    name: str
    treasures: tuple[TreasureClaim, ...]
    datasets: tuple[str, ...]
    frozen: tuple[str, ...]


def read_players(data: Any, model: DataTycoon) -> tuple[Holding, ...]:
    """Check the input's shape and codes; the holdings sorted by player name."""
    players = _object(data, "input", ("players",)).get("players")
    if not isinstance(players, dict) or not players:
        raise UsageError("players: expected an object with at least one player, got {found}", found=_shown(players))
    seen = _Seen()
    holdings = [_holding(name, players[name], model, seen) for name in sorted(players)]
    return tuple(holdings)


def read_code(raw: Any, path: str, model: DataTycoon) -> str:
    """A printed card code, case and spaces forgiven; unknown codes are input errors."""
    if not isinstance(raw, str):
        raise UsageError("{path}: expected a card code such as DT-D-01, got {found}", path=path, found=_shown(raw))
    code = raw.strip().upper()
    if code not in model.by_code:
        raise UsageError("{path}: expected a card code of the {id} deck such as DT-D-01, got {raw!r}",
                         path=path, id=model.id, raw=raw)
    return code


class _Seen:
    """Where each code was first listed, to refuse a card used twice."""

    def __init__(self) -> None:
        self.first: dict[str, tuple[str, str, bool]] = {}   # code -> (path, player, frozen)
        self.frozen_claimed: set[str] = set()

    def add(self, code: str, path: str, *, player: str, frozen: bool = False, in_treasure: bool = False) -> None:
        if code in self.first:
            earlier, owner, was_frozen = self.first[code]
            if in_treasure and was_frozen and owner == player and code not in self.frozen_claimed:
                self.frozen_claimed.add(code)   # the referee rejects that treasure and says why
                return
            raise UsageError("{path}: card {code} is used twice; it is already at {earlier}",
                             path=path, code=code, earlier=earlier)
        self.first[code] = (path, player, frozen)


def _holding(name: str, raw: Any, model: DataTycoon, seen: _Seen) -> Holding:
    where = f"players.{name}"
    entry = _object(raw, where, PLAYER_KEYS)
    # Frozen first, so a frozen card claimed in a treasure is seen as frozen, whatever the key order.
    frozen = _dataset_list(entry.get("frozen", []), f"{where}.frozen", model, seen, name, frozen=True)
    datasets = _dataset_list(entry.get("datasets", []), f"{where}.datasets", model, seen, name)
    treasures = entry.get("treasures", [])
    if not isinstance(treasures, list):
        raise UsageError("{where}.treasures: expected a list of treasures, got {found}",
                         where=where, found=_shown(treasures))
    claims = tuple(_treasure(item, f"{where}.treasures[{i}]", model, seen, name) for i, item in enumerate(treasures))
    return Holding(name, claims, datasets, frozen)


def _treasure(raw: Any, where: str, model: DataTycoon, seen: _Seen, player: str) -> TreasureClaim:
    entry = _object(raw, where, TREASURE_KEYS)
    if "purpose" not in entry:
        raise UsageError("{where}.purpose: expected the code of a purpose card, got nothing", where=where)
    purpose = read_code(entry["purpose"], f"{where}.purpose", model)
    seen.add(purpose, f"{where}.purpose", player=player)
    cards = _code_list(entry.get("cards"), f"{where}.cards", model)
    for index, code in enumerate(cards):
        seen.add(code, f"{where}.cards[{index}]", player=player, in_treasure=True)
    consent = None
    if entry.get("consent") is not None:
        consent = read_code(entry["consent"], f"{where}.consent", model)
        seen.add(consent, f"{where}.consent", player=player)
    return TreasureClaim(purpose, cards, consent)


def _dataset_list(raw: Any, where: str, model: DataTycoon, seen: _Seen, player: str, *,
                  frozen: bool = False) -> tuple[str, ...]:
    codes = _code_list(raw, where, model)
    for index, code in enumerate(codes):
        card = model.card(code)
        if card.kind != DATASET:
            raise UsageError("{where}[{index}]: expected a dataset card, got {code} (a {kind} card)",
                             where=where, index=index, code=code, kind=kind_words(card.kind))
        seen.add(code, f"{where}[{index}]", player=player, frozen=frozen)
    return codes


def _code_list(raw: Any, where: str, model: DataTycoon) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise UsageError("{where}: expected a list of card codes, got {found}", where=where, found=_shown(raw))
    return tuple(read_code(item, f"{where}[{index}]", model) for index, item in enumerate(raw))


def _object(raw: Any, where: str, allowed: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise UsageError("{where}: expected an object with keys {allowed}, got {found}",
                         where=where, allowed=', '.join(allowed), found=_shown(raw))
    unknown = sorted(set(raw) - set(allowed))
    if unknown:
        raise UsageError("{where}: unknown key {key!r}; expected {allowed}",
                         where=where, key=unknown[0], allowed=', '.join(allowed))
    return raw


def _shown(value: Any) -> str:
    """A found value in an error: short, and named by its JSON type when it is not a scalar."""
    if value is None:
        return Word("nothing")
    if isinstance(value, (dict, list)):
        return Word("a JSON object") if isinstance(value, dict) else Word("a JSON list")
    return repr(value)


# Translators: a Data-Tycoon card kind in "a {kind} card"; named as the printed card's title.
KIND_WORDS = {"dataset": Word("dataset"), "purpose": Word("purpose"), "sanction": Word("sanction"),
              "lawyer": Word("lawyer"), "transparency": Word("transparency"), "cybersecurity": Word("cybersecurity"),
              "databreach": Word("data breach"), "consent": Word("consent"), "minimisation": Word("minimisation"),
              "time": Word("time"), "claim": Word("claim")}


def kind_words(kind: str) -> str:
    """A card kind as English prose ('databreach' -> 'data breach'), a `Word` its messages translate."""
    return KIND_WORDS.get(kind, kind)
