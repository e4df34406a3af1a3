"""Model pieces every game shares: credits, playing-card faces, colours."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, NamedTuple

from printkit.errors import Collector, Source
from printkit.schema import RANKS, SUITS

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Credits:
    """The original game's title, authors and licence, printed on every kit (seeds README)."""

    original_title: str
    authors: str
    licence: str
    licence_url: str = ""
    source: str = ""
    original: bool = False    # the designer's own game, not derived from another (`[credits] original = true`)


@dataclass(frozen=True)
class GameHeader:
    """What every game's model starts with: the [game] table of its game.toml."""

    id: str
    title: str
    code_prefix: str
    languages: tuple[str, ...]
    players_min: int
    players_max: int
    players_default: int


def header_values(game_id: str, game: dict[str, Any], *, players: dict[str, int], code_prefix: str) -> dict[str, Any]:
    """Keyword values for a GameHeader from [game] and the game's (checked) player range."""
    return {"id": game_id, "title": game.get("title", game_id), "code_prefix": code_prefix,
            "languages": tuple(game.get("languages", ["en"])), "players_min": players["min"],
            "players_max": players["max"], "players_default": players["default"]}


class Face(NamedTuple):
    """A playing-card face: rank (2-10, J, Q, K, A) and suit (C, D, H, S)."""

    rank: str
    suit: str

    @classmethod
    def parse(cls, text: str) -> "Face":
        return cls(text[:-1], text[-1])

    def __str__(self) -> str:
        return self.rank + self.suit

    @property
    def rank_value(self) -> int:
        """2 -> 2 … 10 -> 10, J 11, Q 12, K 13, A 14 (§2.4: the highest card breaks ties)."""
        return RANKS.index(self.rank) + 2

    @property
    def is_red(self) -> bool:
        return self.suit in ("D", "H")


def credits_from(meta: dict[str, Any], shown: str, errors: Collector) -> Credits:
    """Read [credits] from game.toml; title, authors and licence are required."""
    raw = meta.get("credits", {})
    for key in ("original_title", "authors", "licence"):
        if not raw.get(key):
            errors.add(Source(shown, key=f"credits.{key}"), "expected a text, got nothing")
    original = raw.get("original", False)
    if not isinstance(original, bool):
        errors.add(Source(shown, key="credits.original"), f"expected true or false, got {original!r}")
    return Credits(raw.get("original_title", ""), raw.get("authors", ""), raw.get("licence", ""),
                   raw.get("licence_url", ""), raw.get("source", ""), original is True)


def check_colour(value: str, source: Source, errors: Collector) -> str:
    if not _HEX.match(value or ""):
        errors.add(source, f"expected a colour as #rrggbb, got {value!r}")
    return value


__all__ = ["Credits", "Face", "GameHeader", "header_values", "credits_from", "check_colour", "RANKS", "SUITS"]
