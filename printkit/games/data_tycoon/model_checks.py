"""Cross-row checks for the Data-Tycoon tables and documents; each problem names its file:line.

The loader has already typed every cell; here the rows are checked against each other
(uniqueness, counts, references between tables) and turned into frozen parts.
"""

from __future__ import annotations

import re
import string
from collections import defaultdict
from typing import Any

from printkit.errors import Collector, Source
from printkit.games.data_tycoon.model_parts import Colour, DatasetType, Level, Rules, SpecialKind

GAME = "decks/data-tycoon"
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
_LETTER = re.compile(r"^[A-Z]$")


def rules_from(doc: dict[str, Any], rules_type: type[Rules], errors: Collector) -> Rules:
    """Every field of Rules from rules.toml, as an integer >= 1."""
    values = {}
    for name in rules_type.__dataclass_fields__:
        value = doc.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            errors.add(Source(f"{GAME}/rules.toml", key=name), f"expected an integer >= 1, got {value!r}")
            value = 1
        values[name] = value
    return rules_type(**values)


def check_colours(rows: list, errors: Collector) -> dict[str, Colour]:
    """Colours are distinct, and so are their letters and patterns (greyscale play)."""
    colours: dict[str, Colour] = {}
    seen: dict[tuple[str, str], int | None] = {}
    for row in rows:
        if not _HEX.match(row["rgb"]):
            errors.add(row.source, f"rgb: expected a colour as #rrggbb, got {row['rgb']!r}")
        if not _LETTER.match(row["letter"]):
            errors.add(row.source, f"letter: expected one capital letter, got {row['letter']!r}")
        for column in ("id", "letter", "pattern"):
            key = (column, row[column])
            if key in seen:
                errors.add(row.source, f"{column}: {row[column]!r} is already used at line {seen[key]}")
            seen[key] = row.source.line
        colours.setdefault(row["id"], Colour(row["id"], row["name"], row["letter"], row["pattern"], row["rgb"]))
    return colours


def check_types(rows: list, errors: Collector) -> dict[str, DatasetType]:
    """Only the simple type is non-sensitive (CARTES DATASET); each type is listed once."""
    types: dict[str, DatasetType] = {}
    for row in rows:
        if row["id"] in types:
            errors.add(row.source, f"id: type {row['id']!r} is listed twice")
            continue
        expected = row["id"] != "simple"
        if row["sensitive"] != expected:
            errors.add(row.source, f"sensitive: expected {str(expected).lower()} for {row['id']}, "
                                   f"got {str(row['sensitive']).lower()}")
        types[row["id"]] = DatasetType(row["id"], row["name"], row["sensitive"], row["icon"])
    return types


def check_dataset_rows(rows: list, colours: dict[str, Colour], types: dict[str, DatasetType],
                       treasure_min: int, errors: Collector) -> None:
    """Each colour-type pair once; every colour able to form a Data-Treasure on its own.

    Manual, ACTIONS DE JEU (N.B.): a treasure may be cards of one colour, so each colour
    needs at least `treasure_min` cards in the deck, so that every colour can form one.
    """
    seen: dict[tuple[str, str], int | None] = {}
    per_colour: dict[str, int] = defaultdict(int)
    last_row: dict[str, Source] = {}
    for row in rows:
        pair = (row["colour"], row["type"])
        if pair in seen:
            errors.add(row.source, f"colour, type: {pair[0]} {pair[1]} is already listed at line {seen[pair]}")
        seen[pair] = row.source.line
        for column, known in (("colour", colours), ("type", types)):
            if row[column] not in known:
                errors.add(row.source, f"{column}: {row[column]!r} is not declared in {column}s.csv")
        per_colour[row["colour"]] += row["qty"]
        last_row[row["colour"]] = row.source
    for colour in colours:  # colours.csv order, so errors come in file order
        if per_colour[colour] < treasure_min:
            where = last_row.get(colour, Source(f"{GAME}/datasets.csv"))
            errors.add(where, f"colour {colour}: expected at least {treasure_min} cards so the colour "
                              f"can form a Data-Treasure, got {per_colour[colour]}")


def check_specials(rows: list, purpose_count: int, rule_numbers: dict[str, int],
                   errors: Collector) -> dict[str, SpecialKind]:
    """One row per kind; one purpose card per purpose; known counters and rule numbers."""
    specials: dict[str, SpecialKind] = {}
    for row in rows:
        if row["kind"] in specials:
            errors.add(row.source, f"kind: {row['kind']} is listed twice")
            continue
        if row["kind"] == "purpose" and row["qty"] != purpose_count:
            errors.add(row.source, f"qty: expected {purpose_count} purpose cards, one per purpose in "
                                   f"purposes.csv, got {row['qty']}")
        _check_placeholders(row, rule_numbers, errors)
        if not _HEX.match(row["rgb"]):
            errors.add(row.source, f"rgb: expected a colour as #rrggbb, got {row['rgb']!r}")
        specials[row["kind"]] = SpecialKind(row["kind"], row["qty"], row["optional"], row["icon"],
                                            row["rgb"], row["name"], row["effect"], tuple(row["counter"]))
    for spec in specials.values():
        for counter in spec.counters:
            if counter not in specials:
                errors.add(_row_of(rows, spec.kind), f"counter: {counter!r} is not a special card kind")
    return specials


def _check_placeholders(row: Any, rule_numbers: dict[str, int], errors: Collector) -> None:
    """Numbers on cards come from rules.toml: every {name} in an effect must be a rule number."""
    try:
        names = [name for _, name, _, _ in string.Formatter().parse(row["effect"]) if name is not None]
    except ValueError as exc:
        errors.add(row.source, f"effect: expected text with {{name}} placeholders, got a broken one ({exc})")
        return
    for name in names:
        if name not in rule_numbers:
            errors.add(row.source, f"effect: {{{name}}} is not a number in rules.toml; "
                                   f"expected one of {', '.join(sorted(rule_numbers))}")


def _row_of(rows: list, kind: str) -> Source:
    return next(row.source for row in rows if row["kind"] == kind)


def check_levels(doc: dict[str, Any], kinds: tuple[str, ...], errors: Collector) -> tuple[Level, ...]:
    """Levels add kinds cumulatively; every card kind joins at exactly one level."""
    shown = f"{GAME}/levels.toml"
    entries = doc.get("levels")
    if not isinstance(entries, list) or not entries:
        errors.add(Source(shown, key="levels"), "expected at least one [[levels]] table, got none")
        return ()
    levels: list[Level] = []
    joined: dict[str, str] = {}
    in_play: list[str] = []
    for index, entry in enumerate(entries):
        where = f"levels[{index}]"
        level_id, adds = entry.get("id", ""), entry.get("adds", [])
        if not level_id or level_id in {level.id for level in levels}:
            errors.add(Source(shown, key=f"{where}.id"), f"expected a new level id, got {level_id!r}")
        for kind in adds:
            if kind not in kinds:
                errors.add(Source(shown, key=f"{where}.adds"), f"expected card kinds among {', '.join(kinds)}, got {kind!r}")
            elif kind in joined:
                errors.add(Source(shown, key=f"{where}.adds"), f"{kind} already joins at level {joined[kind]}")
            else:
                joined[kind] = level_id
                in_play.append(kind)
        levels.append(Level(level_id, entry.get("name", level_id), entry.get("note", ""),
                            tuple(adds), tuple(in_play)))
    missing = [kind for kind in kinds if kind not in joined]
    if missing:
        errors.add(Source(shown, key="levels"), f"every card kind must join at some level; missing: {', '.join(missing)}")
    return tuple(levels)
