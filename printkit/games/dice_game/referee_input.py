"""Reading the dice game referee's JSON input: every bad value is one UsageError line.

Each message names the key path, what was expected and what was found, for example
`roll[2]: expected N, E, S, W or a power from 1 to 6, got "9"`.
"""

from __future__ import annotations

import json
from typing import Any

from printkit.errors import UsageError, Word
from printkit.games.dice_game.model import DIRECTIONS, SHAPE_FACES, DiceGame
from printkit.games.dice_game.model_board import MAX_SEED
from printkit.games.dice_game.referee_rules import Player, Square

_MISSING = object()


def shown(value: Any) -> str:
    """A value as the user wrote it in JSON; 'nothing' when the key is absent."""
    return Word("nothing") if value is _MISSING else json.dumps(value, ensure_ascii=False)


def field(data: Any, key: str, where: str = "") -> Any:
    """data[key], or the marker for a missing key; the input itself must be an object."""
    if not isinstance(data, dict):
        raise UsageError("{where}: expected a JSON object, got {found}", where=where or 'input', found=shown(data))
    return data.get(key, _MISSING)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_seed(data: dict, *, required: bool) -> int | None:
    """The board's seed: an integer from 0 to MAX_SEED."""
    value = field(data, "seed")
    if value is _MISSING and not required:
        return None
    if not is_int(value) or not 0 <= value <= MAX_SEED:
        raise UsageError("seed: expected an integer from 0 to {max_seed}, got {found}",
                         max_seed=MAX_SEED, found=shown(value))
    return value


def read_square(value: Any, where: str, size: int) -> Square:
    """A square [column, row], both from 1 to the board size."""
    if not (isinstance(value, list) and len(value) == 2 and all(is_int(v) and 1 <= v <= size for v in value)):
        raise UsageError("{where}: expected [column, row] with each from 1 to {size}, got {found}",
                         where=where, size=size, found=shown(value))
    return (value[0], value[1])


def read_face(value: Any, where: str, model: DiceGame) -> str:
    """One face: a direction letter or a power from 1 to the maximum (¶3: 6)."""
    top = model.rules.max_power
    text = str(value) if is_int(value) else value
    digits = isinstance(text, str) and text.isascii() and text.isdigit()
    if not (isinstance(text, str) and (text in DIRECTIONS or (digits and 1 <= int(text) <= top))):
        raise UsageError("{where}: expected N, E, S, W or a power from 1 to {top}, got {found}",
                         where=where, top=top, found=shown(value))
    return str(int(text)) if digits else text


def read_roll(data: dict, model: DiceGame) -> tuple[str, ...]:
    """The faces showing after a roll, one per die owned."""
    value = field(data, "roll")
    if not isinstance(value, list) or not value:
        raise UsageError("roll: expected a list of rolled faces such as [\"N\", \"2\"], got {found}",
                         found=shown(value))
    return tuple(read_face(face, f"roll[{i}]", model) for i, face in enumerate(value))


def read_dice(value: Any, where: str, model: DiceGame) -> tuple[tuple[str, ...], ...]:
    """A player's dice: a list of dice, each a list of its faces (2, 4, 6 or 8 of them)."""
    sizes = sorted(set(SHAPE_FACES.values()))
    if not isinstance(value, list):
        raise UsageError("{where}: expected a list of dice, each a list of faces, got {found}",
                         where=where, found=shown(value))
    dice = []
    for index, die in enumerate(value):
        if not isinstance(die, list) or len(die) not in sizes:
            counts = ", ".join(str(s) for s in sizes)
            raise UsageError("{where}[{index}]: expected a die as a list of {counts} faces, got {found}",
                             where=where, index=index, counts=counts, found=shown(die))
        dice.append(tuple(read_face(face, f"{where}[{index}][{n}]", model) for n, face in enumerate(die)))
    return tuple(dice)


def read_players(data: dict, model: DiceGame, *, need_at: bool) -> list[Player]:
    """The players at the table (¶1: 2 to 4), each with name, coins, dice and, if asked, a square."""
    value = field(data, "players")
    low, high = model.players_min, model.players_max
    if not isinstance(value, list) or not low <= len(value) <= high:
        raise UsageError("players: expected a list of {low} to {high} players, got {found}",
                         low=low, high=high, found=shown(value))
    players = [_player(raw, f"players[{i}]", model, need_at) for i, raw in enumerate(value)]
    names = [p.name for p in players]
    for index, name in enumerate(names):
        if name in names[:index]:
            raise UsageError("players[{index}].name: expected a name no other player has, got {found}",
                             index=index, found=shown(name))
    return players


def _player(raw: Any, where: str, model: DiceGame, need_at: bool) -> Player:
    name = field(raw, "name", where)
    if not isinstance(name, str) or not name.strip():
        raise UsageError("{where}.name: expected a non-empty text, got {found}", where=where, found=shown(name))
    coins = field(raw, "coins", where)
    if not is_int(coins) or coins < 0:
        raise UsageError("{where}.coins: expected an integer >= 0, got {found}", where=where, found=shown(coins))
    at = read_square(field(raw, "at", where), f"{where}.at", model.rules.board_size) if need_at else (0, 0)
    dice = read_dice(field(raw, "dice", where), f"{where}.dice", model)
    return Player(name, at, coins, dice)


def read_mover(data: dict, players: list[Player]) -> Player:
    """The player whose pawn arrives: named by `mover`, one of `players`."""
    value = field(data, "mover")
    for player in players:
        if player.name == value:
            return player
    names = ", ".join(p.name for p in players)
    raise UsageError("mover: expected one of the players ({names}), got {found}", names=names, found=shown(value))


__all__ = ["read_seed", "read_square", "read_roll", "read_players", "read_mover", "read_dice", "field", "shown"]
