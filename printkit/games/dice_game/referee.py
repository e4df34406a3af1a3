"""Referee for the dice game: legal moves, the effect of arriving on a square, the winner.

`CHECKS[name](data)` takes the parsed JSON input and returns a JSON-serialisable dict;
`explain(name, result)` words it for a game master. Bad input raises a one-line UsageError.
The rules themselves live in `dice_game_rules` (pure); the deck's figures come from the model,
loaded once. The brief (seed 002) has no numbered sections: ¶n names its paragraphs.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Callable

from printkit.errors import UsageError
from printkit.games.dice_game.model import DiceGame, load, load_model
from printkit.games.dice_game.model_board import generate
from printkit.games.dice_game import referee_rules as rules
from printkit.games.dice_game.referee_examples import booklet_examples
from printkit.games.dice_game.referee_input import (read_mover, read_players, read_roll, read_seed,
                                              read_square, field, shown)
from printkit.games.dice_game.referee_words import NOTES, explain
from printkit.referee.words import reading


@lru_cache(maxsize=1)
def default_model() -> DiceGame:
    """The shipped deck's model, read once per process."""
    return load_model()


model_of = load   # the model its checks take, made from the data of a game found once (printkit/referee, judge)


def moves(data: dict, model: DiceGame | None = None) -> dict:
    """`{"at": [x, y], "roll": [...], "seed": S}` -> `{"destinations": [[x, y], ...]}` (¶2, ¶4).

    The seed is checked but does not change the answer: every board has the same grid, and
    nothing on a square blocks a move.
    """
    model = model or default_model()
    read_seed(data, required=False)
    at = read_square(field(data, "at"), "at", model.rules.board_size)
    roll = read_roll(data, model)
    return {"destinations": [list(sq) for sq in rules.destinations(at, roll, model.rules)]}


def land(data: dict, model: DiceGame | None = None) -> dict:
    """The effect of the mover's pawn arriving on `to` (¶2, ¶3).

    Input: `{"seed": S, "mover": name, "to": [x, y], "players": [{name, at, coins, dice}, ...]}`.
    `to` must be a square some roll of the mover's dice reaches from where the pawn stands (¶2,
    ¶4: what `moves` gives for that roll). Staying on one's own square is no arrival (D7).
    Otherwise every occupant is robbed first (D6), then the square acts: bonus choices, merchant
    offers, or the end of the game. `readings` names the brief's open points the answer rests on.
    """
    model = model or default_model()
    seed = read_seed(data, required=True)
    players = read_players(data, model, need_at=True)
    mover = read_mover(data, players)
    to = read_square(field(data, "to"), "to", model.rules.board_size)
    if to not in rules.reachable(mover.at, mover.dice, model.rules):
        raise UsageError("to: expected a square {mover}'s dice can reach from {at} (straight up to the power "
                         "rolled, diagonally at twice the cost), got {found}",
                         mover=mover.name, at=shown(list(mover.at)), found=shown(list(to)))
    kind = generate(model, seed).kind_at(to)
    coins = {p.name: p.coins for p in players}
    result: dict[str, Any] = {"mover": mover.name, "to": list(to), "square": kind, "moved": to != mover.at, "steals": [],
                              "coins": dict(sorted(coins.items())), "bonus": None, "merchant": None,
                              "game_over": False, "winner": None, "readings": []}
    if to == mover.at:
        return result
    occupants = [p.name for p in players if p.name != mover.name and p.at == to]
    steals, coins = rules.apply_steals(mover.name, occupants, coins, model.rules)
    result.update(steals=steals, coins=dict(sorted(coins.items())))
    if kind == "bonus":
        result["bonus"] = rules.bonus_outcomes(mover.name, coins, model.rules)
    elif kind == "merchant":
        result["merchant"] = rules.merchant_offers(mover, coins[mover.name], model)
    elif kind == "end":
        final = [replace(p, coins=coins[p.name]) for p in players]
        result.update(game_over=True, winner=rules.winner(final))
    result["readings"] = land_readings(result, model)
    return result


def land_readings(result: dict[str, Any], model: DiceGame) -> list[dict[str, Any]]:
    """The brief's open points this landing's answer rests on (DECISIONS.md): a bonus tax that
    meets a purse smaller than itself (D5), a merchant who sells a new die (D3)."""
    found = []
    if result["bonus"]:
        short = [name for name, held in result["coins"].items()
                 if name != result["mover"] and held < model.rules.bonus_tax]
        if short:
            found.append(reading(NOTES, "bonus-tax-floor", players=short))
    if result["merchant"] and result["merchant"]["buy"]:
        found.append(reading(NOTES, "new-die-price"))
    return found


def winner(data: dict, model: DiceGame | None = None) -> dict:
    """`{"players": [{name, coins, dice}, ...]}` -> who wins at the end (¶5)."""
    model = model or default_model()
    return rules.winner(read_players(data, model, need_at=False))


CHECKS: dict[str, Callable[[dict], dict]] = {
    "land": land,
    "moves": moves,
    "winner": winner,
}


def run(check: str, data: dict) -> dict:
    """Run one check by name; an unknown name is a usage error."""
    if check not in CHECKS:
        raise UsageError("check: expected one of {checks}, got {check!r}",
                         checks=', '.join(sorted(CHECKS)), check=check)
    return CHECKS[check](data)


__all__ = ["CHECKS", "explain", "booklet_examples", "moves", "land", "winner", "run", "default_model"]
