"""Reading and checking one Market Island turn given as JSON (docs/round-format.md).

Every problem a user can make in the file is one UsageError naming the JSON path, what was
expected and what was found. The result is a `Turn` of plain frozen values for the rules in
market_island_round.py. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.errors import UsageError, Word
from printkit.games.market_island.referee_mining import NOT_MINING, player_ids
from printkit.schema import parse_card

# Manual §4.2 phase 1 and §4.5: which deck a square makes its player draw from.
DECK_OF_SQUARE = {"start": "action", "action": "action", "totem": "action",
                  "income": "income", "fire": "income", "expense": "expense", "jellyfish": "expense"}


@dataclass(frozen=True)
class Seat:
    """One player still in the game, as the turn's input describes them."""

    id: str
    position: int
    roll: int
    card: Any            # the model's Card drawn this turn
    plays: str | None    # the standard card kept for mining, None when not mining
    drawn: tuple[str, ...]
    stung: bool          # a jellyfish card from the previous turn keeps them from mining (§2.3, §2.8)
    possessed: bool      # the spirit of the island holds them for the rest of the game (§2.3, §2.9)


@dataclass(frozen=True)
class Turn:
    winning: str
    seats: tuple[Seat, ...]
    ledgers: dict[str, dict[str, int]]
    dice: dict[str, int]
    time_up: bool


def read_turn(state: Any, model: Any) -> Turn:
    """Check the whole input; raise UsageError on the first problem."""
    if not isinstance(state, dict):
        raise UsageError("round: expected a JSON object, got {type_name}", type_name=type(state).__name__)
    _no_unknown(state, ("winning", "players", "ledgers", "balances", "dice", "time_up"), "round")
    winning = _card(state.get("winning"), "winning")
    raw_players = state.get("players")
    if isinstance(raw_players, list) and len(raw_players) < model.players_min:
        # §4.3: the game ends as soon as only one player is left, so no turn is played for one.
        raise UsageError("players: expected {low} to {high} players still in the game, got {count}; "
                         "with fewer than {low} left the game is already over (§4.3)",
                         low=model.players_min, high=model.players_max, count=len(raw_players))
    if not isinstance(raw_players, list) or len(raw_players) > model.players_max:
        raise UsageError("players: expected a list of {low} to {high} players, got {raw_players!r}",
                         low=model.players_min, high=model.players_max, raw_players=raw_players)
    seats = tuple(_seat(raw, i, model) for i, raw in enumerate(raw_players))
    ids = [seat.id for seat in seats]
    _distinct([(i, s.id) for i, s in enumerate(seats)], "id", Word("player id"))
    _distinct([(i, s.card.code) for i, s in enumerate(seats)], "card", Word("card"))
    _distinct([(i, s.plays) for i, s in enumerate(seats) if s.plays], "plays", Word("standard card"))
    for index, seat in enumerate(seats):
        if seat.plays == winning:
            raise UsageError("players[{index}].plays: {winning} is the winning card on the board; "
                             "expected a card still in the standard deck",
                             index=index, winning=winning)
    ledgers = _ledgers(state, ids)
    dice = _dice(state.get("dice", {}), ids, model.rules.die_faces)
    time_up = state.get("time_up", False)
    if not isinstance(time_up, bool):
        raise UsageError("time_up: expected true or false, got {time_up!r}", time_up=time_up)
    return Turn(winning, seats, ledgers, dice, time_up)


def _seat(raw: Any, index: int, model: Any) -> Seat:
    where = f"players[{index}]"
    if not isinstance(raw, dict):
        raise UsageError("{where}: expected an object, got {raw!r}", where=where, raw=raw)
    _no_unknown(raw, ("id", "position", "roll", "square", "card", "plays", "drawn", "stung", "possessed"), where)
    pid = raw.get("id")
    if pid not in player_ids(model.players_max):
        raise UsageError("{where}.id: expected one of P1 to P{players_max}, got {pid!r}",
                         where=where, players_max=model.players_max, pid=pid)
    loop = model.board.loop
    position = _int(raw.get("position"), f"{where}.position", 0, len(loop) - 1)
    roll = _int(raw.get("roll"), f"{where}.roll", 1, model.rules.die_faces)
    square = loop[(position + roll) % len(loop)]
    if "square" in raw and raw["square"] != square:
        raise UsageError("{where}.square: position {position} + roll {roll} lands on {square!r}, got {written!r}",
                         where=where, position=position, roll=roll, square=square, written=raw['square'])
    card = _drawn_card(raw.get("card"), f"{where}.card", DECK_OF_SQUARE[square], square, model)
    stung, possessed = _flag(raw, "stung", where), _flag(raw, "possessed", where)
    plays = None if raw.get("plays") in NOT_MINING else _card(raw.get("plays"), f"{where}.plays")
    drawn = tuple(_card(c, f"{where}.drawn") for c in _list(raw.get("drawn", []), f"{where}.drawn"))
    barred = barred_because(stung, possessed, square)
    if plays and barred:
        raise UsageError("{where}.plays: {pid} may not mine this turn ({barred}), got {plays}",
                         where=where, pid=pid, barred=barred, plays=plays)
    _check_drawn(drawn, plays, card.kind == "axe", model.rules.axe_draws, where)
    return Seat(pid, position, roll, card, plays, drawn, stung, possessed)


def barred_because(stung: bool, possessed: bool, square: str) -> str:
    """Manual §2.3, §4.5: why a player may not mine this turn ('' when they may)."""
    if possessed:
        return Word("possessed by the spirit of the island")
    if stung:
        return Word("stung by a jellyfish last turn")
    if square == "totem":
        return Word("landed on the totem")
    return ""


def _check_drawn(drawn: tuple[str, ...], plays: str | None, axe: bool, axe_draws: int, where: str) -> None:
    """Manual §2.3: the night watch (axe) looks at two standard cards and keeps at most one."""
    if not drawn:
        return
    allowed = axe_draws if axe else 1
    if len(drawn) != allowed:
        raise UsageError("{where}.drawn: expected {allowed} card(s) for this player, got {count}",
                         where=where, allowed=allowed, count=len(drawn))
    if len(set(drawn)) != len(drawn):
        raise UsageError("{where}.drawn: expected distinct cards, got {drawn}", where=where, drawn=' '.join(drawn))
    if plays and plays not in drawn:
        raise UsageError("{where}.plays: expected one of the drawn cards {drawn}, got {plays}",
                         where=where, drawn=' '.join(drawn), plays=plays)


def _drawn_card(code: Any, where: str, deck: str, square: str, model: Any) -> Any:
    try:
        card = model.card(code)
    except KeyError:
        raise UsageError("{where}: expected a card code such as MI-I-07, got {code!r}", where=where, code=code) from None
    if card.deck != deck:
        raise UsageError("{where}: the {square} square draws from the {deck} deck, got {code} ({card_deck})",
                         where=where, square=square, deck=deck, code=code, card_deck=card.deck)
    return card


def _ledgers(state: dict[str, Any], ids: list[str]) -> dict[str, dict[str, int]]:
    """Every keeper's copy of every balance (§4.6); copies must agree before the turn starts."""
    if ("ledgers" in state) == ("balances" in state):
        raise UsageError("round: expected exactly one of 'ledgers' (every copy) or 'balances' (one shared copy)")
    if "balances" in state:
        shared = _copy(state["balances"], ids, "balances")
        return {keeper: dict(shared) for keeper in ids}
    raw = state["ledgers"]
    if not isinstance(raw, dict) or sorted(raw) != sorted(ids):
        found = sorted(raw) if isinstance(raw, dict) else raw
        raise UsageError("ledgers: expected one copy per player ({ids}), got {found!r}",
                         ids=', '.join(ids), found=found)
    ledgers = {keeper: _copy(raw[keeper], ids, f"ledgers.{keeper}") for keeper in ids}
    reference = ids[0]
    for keeper in ids[1:]:
        for owner in ids:
            if ledgers[keeper][owner] != ledgers[reference][owner]:
                raise UsageError("ledgers.{keeper}.{owner}: expected {balance} as in {reference}'s copy, got {found}",
                                 keeper=keeper, owner=owner, balance=ledgers[reference][owner], reference=reference,
                                 found=ledgers[keeper][owner])
    return ledgers


def _copy(raw: Any, ids: list[str], where: str) -> dict[str, int]:
    if not isinstance(raw, dict) or sorted(raw) != sorted(ids):
        found = sorted(raw) if isinstance(raw, dict) else raw
        raise UsageError("{where}: expected a balance for each of {ids}, got {found!r}",
                         where=where, ids=', '.join(ids), found=found)
    return {owner: _int(raw[owner], f"{where}.{owner}", 0, None) for owner in ids}


def _dice(raw: Any, ids: list[str], faces: int) -> dict[str, int]:
    if not isinstance(raw, dict):
        raise UsageError("dice: expected an object such as {{\"P1\": 4}}, got {raw!r}", raw=raw)
    for pid in raw:
        if pid not in ids:
            raise UsageError("dice: expected players of this turn ({ids}), got {pid!r}", ids=', '.join(ids), pid=pid)
    return {pid: _int(raw[pid], f"dice.{pid}", 1, faces) for pid in sorted(raw)}


def _int(value: Any, where: str, low: int, high: int | None) -> int:
    bad = isinstance(value, bool) or not isinstance(value, int)
    if bad or value < low or (high is not None and value > high):
        if high is None:
            raise UsageError("{where}: expected an integer >= {low}, got {value!r}", where=where, low=low, value=value)
        raise UsageError("{where}: expected an integer from {low} to {high}, got {value!r}",
                         where=where, low=low, high=high, value=value)
    return value


def _card(value: Any, where: str) -> str:
    try:
        return parse_card(str(value)) if isinstance(value, str) else parse_card("")
    except ValueError:
        raise UsageError("{where}: expected a card such as 9C, 10H or K♠, got {value!r}",
                         where=where, value=value) from None


def _flag(raw: dict[str, Any], name: str, where: str) -> bool:
    value = raw.get(name, False)
    if not isinstance(value, bool):
        raise UsageError("{where}.{name}: expected true or false, got {value!r}", where=where, name=name, value=value)
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise UsageError("{where}: expected a list of cards, got {value!r}", where=where, value=value)
    return value


def _distinct(values: list[tuple[int, Any]], key: str, what: str) -> None:
    seen: dict[Any, int] = {}
    for index, value in values:
        if value in seen:
            raise UsageError("players[{index}].{key}: {value} is already used by players[{earlier}]; "
                             "expected each {what} once",
                             index=index, key=key, value=value, earlier=seen[value], what=what)
        seen[value] = index


def _no_unknown(raw: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise UsageError("{where}: unknown key(s) {unknown}; expected: {known}",
                         where=where, unknown=', '.join(unknown), known=', '.join(known))
