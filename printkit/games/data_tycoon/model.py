"""Data-Tycoon as frozen data: 85 dataset cards, 35 special cards, play levels, rule numbers.

Built from decks/data-tycoon/ by `load(GameData)`; every cross-row problem is collected with its
file:line and raised once. The manual (French seed 004) names its parts by section heading:
CARTES DATASET (colours and types), CARTES SPÉCIALES and EN OPTION (special cards), RÈGLES DU
JEU (set-up, levels), ACTIONS DE JEU (turn, Data-Treasures), LE VAINQUEUR (ranking).

Every card gets a printed code DT-<deck letter>-NN, one series per printed deck like Market
Island's: DT-D-01..85 for datasets (datasets.csv order, copy by copy) and DT-S-01..35 for
special cards (specials.csv order), so `printkit validate --kit` reads each deck back by prefix.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from printkit.errors import Collector, Source
from printkit.loader import GameData, derived, load_game
from printkit.model.common import GameHeader, credits_from, header_values
from printkit.games.data_tycoon.model_checks import (
    check_colours, check_dataset_rows, check_levels, check_specials, check_types, rules_from,
)
from printkit.games.data_tycoon.model_parts import (
    Card, Colour, Credits, DatasetType, Level, Purpose, Rules, SpecialKind,
)
from printkit.units import parse_length

GAME_ID = "data-tycoon"
DATASET = "dataset"
DATASET_LETTER = "D"
SPECIAL_LETTER = "S"
SPECIAL_KINDS = ("purpose", "sanction", "lawyer", "transparency", "cybersecurity", "databreach",
                 "consent", "minimisation", "time", "claim")
KINDS = (DATASET, *SPECIAL_KINDS)
GAME_FILE = f"decks/{GAME_ID}/game.toml"


@dataclass(frozen=True)
class DataTycoon(GameHeader):
    """The whole game as the kit prints it: colours, types, purposes, specials, levels and cards."""

    card_w_pt: float
    card_h_pt: float
    default_level: str
    credits: Credits
    colours: dict[str, Colour]
    types: dict[str, DatasetType]
    purposes: dict[str, Purpose]
    specials: dict[str, SpecialKind]
    levels: tuple[Level, ...]
    cards: tuple[Card, ...]
    rules: Rules
    manual: dict[str, Any]
    errata: dict[str, Any]

    @cached_property
    def by_code(self) -> dict[str, Card]:
        return {card.code: card for card in self.cards}

    def card(self, code: str) -> Card:
        """The card with this printed code; KeyError if the deck has none."""
        return self.by_code[code]

    def level(self, level_id: str) -> Level:
        for level in self.levels:
            if level.id == level_id:
                return level
        raise KeyError(level_id)

    def cards_at(self, level_id: str) -> tuple[Card, ...]:
        """The deck played at one level (RÈGLES DU JEU, learning advice)."""
        kinds = set(self.level(level_id).kinds)
        return tuple(card for card in self.cards if card.kind in kinds)

    def of_kind(self, kind: str) -> tuple[Card, ...]:
        return tuple(card for card in self.cards if card.kind == kind)


def load_model() -> DataTycoon:
    """Load decks/data-tycoon/ and build the model."""
    return load(load_game(GAME_ID))


@derived   # once per GameData: every language's kit shares the model (loader.derived)
def load(data: GameData) -> DataTycoon:
    """Build the model; collect every inconsistency, then raise them together."""
    errors = Collector()
    game = data.meta.get("game", {})
    rules = rules_from(data.documents.get("rules", {}), Rules, errors)
    colours = check_colours(data.tables.get("colours", []), errors)
    types = check_types(data.tables.get("types", []), errors)
    purposes = _purposes(data.tables.get("purposes", []), errors)
    rows = data.tables.get("datasets", [])
    check_dataset_rows(rows, colours, types, rules.treasure_min, errors)
    specials = check_specials(data.tables.get("specials", []), len(purposes), rules.as_dict(), errors)
    levels = check_levels(data.documents.get("levels", {}), KINDS, errors)
    default_level = game.get("default_level", levels[-1].id if levels else "")
    if levels and default_level not in {level.id for level in levels}:
        errors.add(Source(GAME_FILE, key="game.default_level"),
                   f"expected one of {', '.join(level.id for level in levels)}, got {default_level!r}")
    prefix = game.get("code_prefix", "DT")
    cards = _dataset_cards(prefix, rows, types, errors) + _special_cards(prefix, data, purposes, errors)
    credits = credits_from(data.meta, GAME_FILE, errors)
    errors.raise_if_any()
    players = game.get("players", {})
    size = game.get("card_size", {"w": "63mm", "h": "88mm"})
    return DataTycoon(
        **header_values(GAME_ID, game, players={"min": 2, "max": 6, "default": 4, **players}, code_prefix=prefix),
        card_w_pt=parse_length(size["w"]), card_h_pt=parse_length(size["h"]),
        default_level=default_level, credits=credits, colours=colours, types=types,
        purposes=purposes, specials=specials, levels=levels, cards=cards, rules=rules,
        manual={k: v for k, v in data.manual.items() if k != "errata"},
        errata=data.manual.get("errata", {}),
    )


def _purposes(rows: list, errors: Collector) -> dict[str, Purpose]:
    purposes: dict[str, Purpose] = {}
    for row in rows:
        if row["id"] in purposes:
            errors.add(row.source, f"id: purpose {row['id']!r} is listed twice")
            continue
        purposes[row["id"]] = Purpose(row["id"], row["name"])
    return purposes


def _code(prefix: str, letter: str, number: int, source: Source, errors: Collector) -> str:
    """DT-X-NN; two digits leave room for 99 cards per deck."""
    if number == 100:  # reported once, at the row where the numbering overflows
        errors.add(source, f"qty: card number {number} does not fit the two digits of {prefix}-{letter}-NN")
    return f"{prefix}-{letter}-{number:02d}"


def _dataset_cards(prefix: str, rows: list, types: dict[str, DatasetType],
                   errors: Collector) -> tuple[Card, ...]:
    cards: list[Card] = []
    for row in rows:
        sensitive = types[row["type"]].sensitive if row["type"] in types else False
        for _ in range(row["qty"]):
            code = _code(prefix, DATASET_LETTER, len(cards) + 1, row.source, errors)
            cards.append(Card(code, DATASET, row["colour"], row["type"], sensitive, None, row.source))
    return tuple(cards)


def _special_cards(prefix: str, data: GameData, purposes: dict[str, Purpose],
                   errors: Collector) -> tuple[Card, ...]:
    """Special cards in specials.csv order; the nth purpose card carries the nth purpose."""
    cards: list[Card] = []
    purpose_ids = list(purposes)
    for row in data.tables.get("specials", []):
        for number in range(1, row["qty"] + 1):
            code = _code(prefix, SPECIAL_LETTER, len(cards) + 1, row.source, errors)
            purpose = None
            if row["kind"] == "purpose" and number <= len(purpose_ids):
                purpose = purpose_ids[number - 1]
            cards.append(Card(code, row["kind"], None, None, False, purpose, row.source))
    return tuple(cards)


def deck_facts(model: DataTycoon) -> dict[str, int]:
    """The deck's own value for every fact id of manual.toml, for `printkit validate`."""
    datasets = model.of_kind(DATASET)
    specials = [card for card in model.cards if card.kind != DATASET]
    optional = {kind for kind, spec in model.specials.items() if spec.optional}
    facts = {
        "total_cards": len(model.cards),
        "dataset_cards": len(datasets),
        "simple_cards": sum(1 for card in datasets if not card.sensitive),
        "sensitive_cards": sum(1 for card in datasets if card.sensitive),
        "colours": len(model.colours),
        "sensitive_types": sum(1 for t in model.types.values() if t.sensitive),
        "special_cards": len(specials),
        "base_special_cards": sum(1 for card in specials if card.kind not in optional),
        "optional_special_cards": sum(1 for card in specials if card.kind in optional),
        "purposes": len(model.purposes),
    }
    for type_id, spec in model.types.items():
        if spec.sensitive:
            facts[f"{type_id}_cards"] = sum(1 for card in datasets if card.type == type_id)
    for kind in SPECIAL_KINDS:
        facts[f"{kind}_cards"] = len(model.of_kind(kind))
    facts.update(model.rules.as_dict())
    return dict(sorted(facts.items()))


def card_listing(model: DataTycoon, level_id: str | None = None) -> list[dict[str, str]]:
    """Every card for `printkit cards data-tycoon --json`: code, kind, and colour/type or purpose."""
    listing = []
    for card in model.cards_at(level_id or model.default_level):
        entry = {"code": card.code, "kind": card.kind}
        if card.kind == DATASET:
            entry.update(colour=card.colour or "", type=card.type or "")
        if card.kind == "purpose":
            entry["purpose"] = card.purpose or ""
        listing.append(entry)
    return listing


__all__ = ["DataTycoon", "Card", "Colour", "DatasetType", "Purpose", "SpecialKind", "Level", "Rules",
           "Credits", "KINDS", "SPECIAL_KINDS", "DATASET", "load", "load_model", "deck_facts",
           "card_listing"]
