"""Typed field declarations for deck data, declared in each game's game.toml.

A table's columns are declared as data, each with a docstring (`doc`):

    [tables.cards.columns]
    qty = { type = "int", min = 1, default = 1, doc = "How many copies print." }

`coerce` turns one raw value (a CSV cell or a TOML value) into a typed value or an error message
that says what was expected and what was found. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from printkit.units import parse_length

TYPES = ("str", "int", "float", "bool", "choice", "length", "list", "card")
_MISSING = object()

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("C", "D", "H", "S")
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}   # how a "card" value prints


class Field(NamedTuple):
    """One declared column or key."""

    name: str
    type: str = "str"
    required: bool = True
    default: Any = None
    min: float | None = None
    max: float | None = None
    choices: tuple[str, ...] = ()
    doc: str = ""
    translatable: bool = False   # the value is an English msgid printed through the catalogs

    @classmethod
    def from_toml(cls, name: str, spec: dict[str, Any]) -> "Field":
        """Build a Field from its TOML declaration; ValueError names a bad declaration."""
        keys = [declared.name for declared in COLUMN_FIELDS]
        unknown = set(spec) - set(keys)
        if unknown:
            raise ValueError(f"unknown keys {sorted(unknown)}; expected {', '.join(keys)}")
        kind = spec.get("type", "str")
        if kind not in TYPES:
            raise ValueError(f"type: expected one of {', '.join(TYPES)}, got {kind!r}")
        has_default = "default" in spec
        return cls(
            name=name,
            type=kind,
            required=spec.get("required", not has_default),
            default=spec.get("default"),
            min=spec.get("min"),
            max=spec.get("max"),
            choices=tuple(spec.get("choices", ())),
            doc=spec.get("doc", ""),
            translatable=bool(spec.get("translatable", False)),
        )


# What a column's declaration (`qty = { type = "int", min = 0 }`) may say: checked by
# `Field.from_toml`, documented from here (printkit/model/card_game_reference.py).
COLUMN_FIELDS = (
    Field("type", "choice", required=False, default="str", choices=TYPES, doc="What the cells hold (the types below)."),
    Field("required", "bool", required=False, doc="Whether every row must fill the cell. Default: true, "
                                                  "unless a `default` is given."),
    Field("default", required=False, doc="The value of an empty cell (`\"\"` for an optional text)."),
    Field("min", "float", required=False, doc="The smallest value (`int`, `float`, `length`)."),
    Field("max", "float", required=False, doc="The largest value."),
    Field("choices", "list", required=False, doc="The values a `choice` cell may hold, e.g. `[\"fruit\", \"helper\"]`."),
    Field("doc", required=False, doc="What the column means, for whoever edits the table."),
    Field("translatable", "bool", required=False, default=False, doc="The cells are English texts that print "
                                                                     "through the game's catalog."),
)
TYPE_DOCS = {
    "str": "a text", "int": "an integer", "float": "a number", "bool": "true or false (also yes/no, 1/0)",
    "choice": "one of the declaration's `choices`", "length": "a length with its unit, such as `63mm` or `2.5in`",
    "list": "texts separated by `;`", "card": "a playing card such as `9C`, `10H` or `KS`",
}


def is_blank(raw: Any) -> bool:
    return raw is None or (isinstance(raw, str) and raw.strip() == "")


def coerce(spec: Field, raw: Any) -> tuple[Any, str | None]:
    """Return (value, None) or (None, 'expected ..., got ...')."""
    if is_blank(raw):
        if spec.required:
            return None, f"expected {describe(spec)}, got nothing"
        return spec.default, None
    converter = _CONVERTERS[spec.type]
    try:
        value = converter(spec, raw)
    except (ValueError, TypeError):
        return None, f"expected {describe(spec)}, got {raw!r}"
    return _check_range(spec, value, raw)


def describe(spec: Field) -> str:
    """What a field accepts, in words, for error messages."""
    if spec.type == "choice":
        return "one of " + ", ".join(spec.choices)
    if spec.type == "card":
        return "a playing card such as 9C, 10H or KS"
    if spec.type == "length":
        return "a length such as '63mm'"
    text = {"str": "a text", "int": "an integer", "float": "a number", "bool": "true or false",
            "list": "a list separated by ';'"}[spec.type]
    if spec.min is not None and spec.max is not None:
        return f"{text} from {_num(spec.min)} to {_num(spec.max)}"
    if spec.min is not None:
        return f"{text} >= {_num(spec.min)}"
    if spec.max is not None:
        return f"{text} <= {_num(spec.max)}"
    return text


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _check_range(spec: Field, value: Any, raw: Any) -> tuple[Any, str | None]:
    if spec.type in ("int", "float", "length"):
        if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
            return None, f"expected {describe(spec)}, got {raw!r}"
    return value, None


def _to_int(spec: Field, raw: Any) -> int:
    if isinstance(raw, bool):
        raise ValueError
    if isinstance(raw, int):
        return raw
    text = str(raw).strip()
    if not text.lstrip("-").isdigit():
        raise ValueError
    return int(text)


def _to_bool(spec: Field, raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "yes", "1"):
        return True
    if text in ("false", "no", "0"):
        return False
    raise ValueError


def _to_choice(spec: Field, raw: Any) -> str:
    text = str(raw).strip()
    if text not in spec.choices:
        raise ValueError
    return text


def _to_list(spec: Field, raw: Any) -> tuple[str, ...]:
    if isinstance(raw, (list, tuple)):
        return tuple(str(x) for x in raw)
    return tuple(part.strip() for part in str(raw).split(";") if part.strip())


def _to_card(spec: Field, raw: Any) -> str:
    return parse_card(str(raw))


def parse_card(text: str) -> str:
    """'9c', '10♥', 'ks' -> canonical '9C', '10H', 'KS'; ValueError otherwise."""
    symbols = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}
    cleaned = text.strip().upper()
    if not cleaned:
        raise ValueError("empty card")
    suit = symbols.get(cleaned[-1], cleaned[-1])
    rank = cleaned[:-1]
    rank = {"1": "A", "T": "10"}.get(rank, rank)
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return rank + suit


_CONVERTERS = {
    "str": lambda spec, raw: str(raw).strip(),
    "int": _to_int,
    "float": lambda spec, raw: float(raw),
    "bool": _to_bool,
    "choice": _to_choice,
    "length": lambda spec, raw: parse_length(raw),
    "list": _to_list,
    "card": _to_card,
}


@dataclass(frozen=True)
class Record:
    """One typed row of a table (or one typed TOML entry), with where it came from."""

    source: Any  # errors.Source
    values: dict[str, Any] = field(default_factory=dict)
    places: dict[str, Any] = field(default_factory=dict, compare=False)   # column -> its cell's Source

    def place(self, column: str) -> Any:
        """Where a column's cell is, as errors name it: `cards.csv:7: name` (the line the cell
        starts on), `cards.xlsx:Sheet1:B7: name`."""
        return self.places.get(column, self.source)._replace(key=column)

    def __getitem__(self, name: str) -> Any:
        return self.values[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.values.get(name, default)
