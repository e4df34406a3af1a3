"""The dice game's figures from TOML: game.toml's players, rules.toml, layout.toml.

Rule figures mirror the brief's facts (manual.toml) or DECISIONS.md entries; layout figures
are print sizes (lengths parsed here, at the boundary, into points). Errors name file: key.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from printkit.errors import Collector, Source
from printkit.loader import GameData, check_toml
from printkit.schema import Field

RULES_FILE = "decks/dice-game/rules.toml"
LAYOUT_FILE = "decks/dice-game/layout.toml"
GAME_FILE = "decks/dice-game/game.toml"


class Rules(NamedTuple):
    """The figures play follows (rules.toml); each mirrors a manual fact or a DECISIONS.md entry."""

    board_size: int
    end: tuple[int, int]
    start_coins: int
    distance: str
    start_more_than: int
    start_less_than: int
    diagonal_cost: int
    bonus_gain: int
    bonus_tax: int
    steal_divisor: int
    max_power: int
    direction_price: int
    new_die_face: int



class Layout(NamedTuple):
    """Print sizes in points (layout.toml): board squares, dice nets, stickers."""

    cell_pt: float
    border_pt: float
    face_pt: float
    long_pt: float
    tip_pt: float
    octa_pt: float
    flip_pt: float
    circle_pt: float
    tab_pt: float


_LAYOUT_FIELDS = {
    "cell_pt": "board.cell", "border_pt": "board.border", "face_pt": "dice.face", "long_pt": "dice.long",
    "tip_pt": "dice.tip", "octa_pt": "dice.octahedron", "flip_pt": "dice.flip", "circle_pt": "dice.circle",
    "tab_pt": "dice.tab",
}


def read_layout(data: GameData, errors: Collector) -> Layout:
    """Every print size, as a positive length; a face's circle must fit the smallest face."""
    doc = data.documents.get("layout", {})
    spec = Field("length", "length", min=0.01)
    values = {name: check_toml(doc, key, spec, LAYOUT_FILE, errors) or 0.0 for name, key in _LAYOUT_FIELDS.items()}
    layout = Layout(**values)
    inscribed = layout.octa_pt / 3 ** 0.5   # diameter of the circle inside an equilateral triangle
    room = min(layout.face_pt, layout.flip_pt, inscribed)
    if layout.circle_pt > room:
        errors.add(Source(LAYOUT_FILE, key="dice.circle"),
                   f"expected at most {room / 72 * 25.4:.1f}mm so the sticker fits every face, got {layout.circle_pt / 72 * 25.4:.1f}mm")
    return layout


def read_players(data: GameData, errors: Collector) -> dict[str, int]:
    """¶1: the game seats 2 to 4; the default is the kit's largest table."""
    spec = Field("players", "int", min=1)
    found = {key: check_toml(data.meta, f"game.players.{key}", spec, GAME_FILE, errors) or 0
             for key in ("min", "max", "default")}
    if not found["min"] <= found["default"] <= found["max"]:
        errors.add(Source(GAME_FILE, key="game.players.default"),
                   f"expected a number from {found['min']} to {found['max']}, got {found['default']}")
    return found


def _int(name: str, minimum: int = 0) -> Field:
    return Field(name, "int", min=minimum)


_RULE_FIELDS = {
    "board_size": ("board.size", _int("size", 3)),
    "start_coins": ("start.coins", _int("coins")),
    "distance": ("start.distance", Field("distance", "choice", choices=("manhattan",))),
    "start_more_than": ("start.more_than", _int("more_than")),
    "start_less_than": ("start.less_than", _int("less_than", 1)),
    "diagonal_cost": ("moves.diagonal_cost", _int("diagonal_cost", 1)),
    "bonus_gain": ("bonus.gain", _int("gain")),
    "bonus_tax": ("bonus.tax", _int("tax")),
    "steal_divisor": ("steal.divisor", _int("divisor", 1)),
    "max_power": ("merchant.max_power", _int("max_power", 1)),
    "direction_price": ("merchant.direction_price", _int("direction_price")),
    "new_die_face": ("merchant.new_die_face", _int("new_die_face", 1)),
}


def read_rules(data: GameData, errors: Collector) -> Rules:
    doc = data.documents.get("rules", {})
    values = {name: check_toml(doc, key, spec, RULES_FILE, errors) for name, (key, spec) in _RULE_FIELDS.items()}
    values = {k: (0 if v is None and k != "distance" else v) for k, v in values.items()}
    values["end"] = _end_square(doc, values["board_size"], errors)
    if values["start_less_than"] <= values["start_more_than"] + 1:
        errors.add(Source(RULES_FILE, key="start.less_than"),
                   f"expected more than {values['start_more_than'] + 1} so a start distance exists, got {values['start_less_than']}")
    if values["new_die_face"] > values["max_power"]:
        errors.add(Source(RULES_FILE, key="merchant.new_die_face"),
                   f"expected a power from 1 to {values['max_power']}, got {values['new_die_face']}")
    return Rules(**values)


def _end_square(doc: dict[str, Any], size: int, errors: Collector) -> tuple[int, int]:
    """¶1: the finish square sits at the centre; it must at least lie on the board."""
    raw = doc.get("board", {}).get("end")
    ok = (isinstance(raw, list) and len(raw) == 2
          and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= size for v in raw))
    if not ok:
        errors.add(Source(RULES_FILE, key="board.end"), f"expected [column, row] with each from 1 to {size}, got {raw!r}")
        return (0, 0)
    return (raw[0], raw[1])



__all__ = ["Rules", "Layout", "read_rules", "read_layout", "read_players", "RULES_FILE", "LAYOUT_FILE", "GAME_FILE"]
