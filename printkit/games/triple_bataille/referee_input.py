"""Reading the referee's JSON input for Triple Bataille: one-line UsageErrors naming the key.

Each message reads `<check>: <key>: expected <what>, got <value>`, so a game master sees at once
which line of the JSON file to fix.
"""

from __future__ import annotations

from typing import Any

from printkit.errors import UsageError, Word
from printkit.schema import parse_card


def field(data: Any, key: str, where: str) -> Any:
    """data[key], or a UsageError when data is not an object or lacks the key."""
    if not isinstance(data, dict):
        raise UsageError("{where}: expected a JSON object, got {found}", where=where, found=_show(data))
    if key not in data:
        raise UsageError("{where}: {key}: expected a value, got nothing", where=where, key=key)
    return data[key]


def integer(data: Any, key: str, where: str, *, low: int = 0, high: int | None = None,
            default: int | None = None) -> int:
    """An integer in [low, high]; `default` when the key is absent and a default is given."""
    if default is not None and isinstance(data, dict) and key not in data:
        return default
    value = field(data, key, where)
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        if high is None:
            raise UsageError("{where}: {key}: expected an integer >= {low}, got {found}",
                             where=where, key=key, low=low, found=_show(value))
        raise UsageError("{where}: {key}: expected an integer from {low} to {high}, got {found}",
                         where=where, key=key, low=low, high=high, found=_show(value))
    return value


def boolean(data: Any, key: str, where: str, *, default: bool | None = None) -> bool:
    if default is not None and isinstance(data, dict) and key not in data:
        return default
    value = field(data, key, where)
    if not isinstance(value, bool):
        raise UsageError("{where}: {key}: expected true or false, got {found}",
                         where=where, key=key, found=_show(value))
    return value


def choice(data: Any, key: str, where: str, options: tuple[str, ...], *, default: str | None = None) -> str:
    if default is not None and isinstance(data, dict) and key not in data:
        return default
    value = field(data, key, where)
    if value not in options:
        raise UsageError("{where}: {key}: expected one of {options}, got {found}",
                         where=where, key=key, options=', '.join(options), found=_show(value))
    return value


def name(data: Any, key: str, where: str) -> str:
    value = field(data, key, where)
    if not isinstance(value, str) or not value.strip():
        raise UsageError("{where}: {key}: expected a player name, got {found}",
                         where=where, key=key, found=_show(value))
    return value


def items(data: Any, key: str, where: str) -> list[Any]:
    value = field(data, key, where)
    if not isinstance(value, list):
        raise UsageError("{where}: {key}: expected a list, got {found}", where=where, key=key, found=_show(value))
    return value


def mapping(data: Any, key: str, where: str) -> dict[str, Any]:
    value = field(data, key, where)
    if not isinstance(value, dict) or not value:
        raise UsageError("{where}: {key}: expected an object with one entry per player, got {found}",
                         where=where, key=key, found=_show(value))
    return value


def cards(data: Any, key: str, where: str) -> tuple[str, ...]:
    """Playing cards such as "AS", "10H", "QD", in the order they were turned."""
    raw = items(data, key, where)
    parsed = []
    for index, card in enumerate(raw):
        try:
            parsed.append(parse_card(card if isinstance(card, str) else ""))
        except ValueError:
            raise UsageError("{where}: {key}[{index}]: expected a playing card such as AS, 10H or QD, got {found}",
                             where=where, key=key, index=index, found=_show(card)) from None
    if not parsed:
        raise UsageError("{where}: {key}: expected at least one card, got []", where=where, key=key)
    return tuple(parsed)


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value)
    if value is None:
        return "null"
    if isinstance(value, (dict, list)):
        return Word("an object") if isinstance(value, dict) else Word("a list")
    return str(value)
