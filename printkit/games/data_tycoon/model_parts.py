"""The pieces of the Data-Tycoon model: colours, dataset types, purposes, special kinds, levels,
rule numbers and cards, as immutable records (built by printkit.games.data_tycoon.model.load):
NamedTuples, but for `Rules`, a frozen dataclass that tests vary with `dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property
from typing import NamedTuple

from printkit.errors import Source
from printkit.model.common import Credits  # noqa: F401  (re-exported: the cover prints it)


class Colour(NamedTuple):
    """A dataset colour; the letter and pattern repeat it for greyscale and colour-blind play."""

    id: str
    name: str
    letter: str
    pattern: str
    rgb: str


class DatasetType(NamedTuple):
    """Simple data, or one of the seven sensitive kinds (CARTES DATASET), with its icon."""

    id: str
    name: str
    sensitive: bool
    icon: str


class Purpose(NamedTuple):
    """One of the nine uses a purpose card gives a Data-Treasure (CARTES SPÉCIALES)."""

    id: str
    name: str


class SpecialKind(NamedTuple):
    """How one kind of special card reads: title, short effect, the kinds that cancel it."""

    kind: str
    qty: int
    optional: bool
    icon: str
    rgb: str
    name: str
    effect: str
    counters: tuple[str, ...]


class Level(NamedTuple):
    """A play level: the kinds it adds and every kind in play at that level (cumulative)."""

    id: str
    name: str
    note: str
    adds: tuple[str, ...]
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class Rules:
    """The numbers the kit prints and the referee plays by (rules.toml)."""

    table_cards: int
    hand_cards: int
    refill_every: int
    refill_cards: int
    treasure_min: int
    consent_part_min: int
    purpose_freeze: int
    transparency_turns: int
    breach_skip_called: int
    breach_loss: int
    breach_skip_short: int
    time_minutes: int
    time_loss: int
    claim_loss: int

    def as_dict(self) -> dict[str, int]:
        """Every rule by name (a new dict each call: callers may add to it). Its values are read
        once per Rules: a kit fills every special card's effect from them (70 in `build --all`,
        `dataclasses.fields` walked for each before)."""
        return dict(self._values)

    @cached_property
    def _values(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


class Card(NamedTuple):
    """One printed card. Datasets have colour and type; purpose cards have their purpose."""

    code: str
    kind: str
    colour: str | None
    type: str | None
    sensitive: bool
    purpose: str | None
    source: Source
