"""The dice game as frozen data: square kinds, dice, face stickers, coins and rule figures.

Built from decks/dice-game/ by `load(GameData)`; every cross-check reports file:line (CSV)
or file: key (TOML), then all are raised together. The source brief (seed 002, UQAM INF5153)
has no numbered sections; docstrings cite its paragraphs: ¶1 board, ¶2 setup and turn,
¶3 squares, merchant and steal, ¶4 dice and diagonals, ¶5 winner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, NamedTuple

from printkit.errors import Collector, Source
from printkit.loader import GameData, derived, load_game
from printkit.model.common import Credits, GameHeader, credits_from, header_values
from printkit.games.dice_game.model_figures import GAME_FILE, Layout, Rules, read_layout, read_players, read_rules
from printkit.schema import Record

GAME_ID = "dice-game"
DIRECTIONS = ("N", "E", "S", "W")
SHAPE_FACES = {"flip": 2, "long4": 4, "cube": 6, "octahedron": 8}
TABLE_LETTERS = {"squares": "S", "dice": "D", "faces": "F", "coins": "C"}
SQUARE_KINDS = ("end", "bonus", "merchant", "start")


def is_direction(face: str) -> bool:
    return face in DIRECTIONS


def power_of(face: str) -> int:
    """The power a face adds to a roll: its number, or 0 for a direction (¶4)."""
    return 0 if is_direction(face) else int(face)


class SquareKind(NamedTuple):
    """A kind of board square (squares.csv): how many, its icon and label."""

    code: str
    kind: str
    qty: int
    icon: str
    label: str
    source: Source


class Die(NamedTuple):
    """A die as printed: its net's shape and faces; shop dice carry a price."""

    code: str
    role: str
    shape: str
    faces: tuple[str, ...]
    qty: int
    price: int
    name: str
    source: Source

    @property
    def sides(self) -> int:
        return len(self.faces)


class FaceSticker(NamedTuple):
    """A face sticker sold in the shop (faces.csv): face, kind, price and how many."""

    code: str
    face: str
    kind: str
    price: int
    qty: int
    source: Source


class CoinToken(NamedTuple):
    """A coin (coins.csv): value, how many, diameter."""

    code: str
    value: int
    qty: int
    diameter_pt: float
    source: Source


@dataclass(frozen=True)
class DiceGame(GameHeader):
    """The whole game as the kit prints it: rules, layout, squares, dice, face stickers and coins."""

    credits: Credits
    rules: Rules
    layout: Layout
    squares: tuple[SquareKind, ...]
    dice: tuple[Die, ...]
    faces: tuple[FaceSticker, ...]
    coins: tuple[CoinToken, ...]
    manual: dict[str, Any]
    errata: dict[str, Any]

    def square(self, kind: str) -> SquareKind:
        return next(s for s in self.squares if s.kind == kind)

    def count(self, kind: str) -> int:
        """How many squares of a kind the board holds (¶1: 15 bonus, 15 merchant, 1 end)."""
        return self.square(kind).qty

    def start_dice(self) -> tuple[Die, ...]:
        return tuple(d for d in self.dice if d.role == "start")

    def shop_dice(self) -> tuple[Die, ...]:
        return tuple(d for d in self.dice if d.role == "shop")

    def face_price(self, face: str) -> int:
        return next(f.price for f in self.faces if f.face == face)


def credit_figures(model: DiceGame) -> dict:
    """The original's title, authors and licence, which every printed kit must carry, by the
    names the booklet's examples give them (referee_examples.booklet_examples)."""
    credits = model.credits
    return {"title": model.title, "original_title": credits.original_title, "authors": credits.authors,
            "licence": credits.licence, "licence_stated": credits.licence != "not stated",
            "source": credits.source}


def load_model() -> DiceGame:
    """Load decks/dice-game/ and build the model."""
    return load(load_game(GAME_ID))


@derived   # once per GameData: every language's kit shares the model (loader.derived)
def load(data: GameData) -> DiceGame:
    """Build the model; collect every inconsistency, then raise them together."""
    errors = Collector()
    game = data.meta.get("game", {})
    prefix = game.get("code_prefix", "")
    rules = read_rules(data, errors)
    layout = read_layout(data, errors)
    squares = tuple(_square(r) for r in data.tables.get("squares", []))
    dice = tuple(_die(r, rules, errors) for r in data.tables.get("dice", []))
    faces = tuple(_face(r, rules, errors) for r in data.tables.get("faces", []))
    coins = tuple(CoinToken(r["code"], r["value"], r["qty"], r["diameter"], r.source) for r in data.tables.get("coins", []))
    players = read_players(data, errors)
    _check_codes(data, prefix, errors)
    _check_squares(squares, rules, players.get("max", 0), errors)
    _check_face_set(faces, rules, errors)
    _check_start_dice(dice, errors)
    credits = credits_from(data.meta, GAME_FILE, errors)
    errors.raise_if_any()
    return DiceGame(
        **header_values(GAME_ID, game, players=players, code_prefix=prefix),
        credits=credits, rules=rules, layout=layout, squares=squares, dice=dice, faces=faces, coins=coins,
        manual={k: v for k, v in data.manual.items() if k != "errata"},
        errata=data.manual.get("errata", {}),
    )


def _square(row: Record) -> SquareKind:
    return SquareKind(row["code"], row["kind"], row["qty"], row["icon"], row["label"], row.source)


def _die(row: Record, rules: Rules, errors: Collector) -> Die:
    """¶2-¶3: faces are directions or powers up to the maximum; shop dice are all-1 power dice."""
    faces = tuple(row["faces"])
    allowed = DIRECTIONS + tuple(str(p) for p in range(1, rules.max_power + 1))
    bad = [f for f in faces if f not in allowed]
    if bad:
        errors.add(row.source, f"faces: expected N, E, S, W or a power from 1 to {rules.max_power}, got {', '.join(bad)}")
    expected = SHAPE_FACES[row["shape"]]
    if len(faces) != expected:
        errors.add(row.source, f"faces: expected {expected} faces for a {row['shape']} net, got {len(faces)}")
    if row["role"] == "shop":
        _check_shop_die(row, faces, rules, errors)
    elif row["price"]:
        errors.add(row.source, f"price: expected 0 for a starting die, got {row['price']}")
    return Die(row["code"], row["role"], row["shape"], faces, row["qty"], row["price"], row["name"], row.source)


def _check_shop_die(row: Record, faces: tuple[str, ...], rules: Rules, errors: Collector) -> None:
    """¶3: a new die is a power die showing the new-die face; it resells for its face count."""
    wanted = str(rules.new_die_face)
    if any(f != wanted for f in faces):
        errors.add(row.source, f"faces: expected every face of a new die to be {wanted}, got {';'.join(faces)}")
    if row["price"] < len(faces):
        errors.add(row.source, f"price: expected at least {len(faces)} (its resale value), got {row['price']}")


def _face(row: Record, rules: Rules, errors: Collector) -> FaceSticker:
    """¶3: a direction face costs the direction price; a power face costs its value, at most the maximum."""
    face, kind = row["face"], row["kind"]
    if (kind == "direction") != is_direction(face):
        errors.add(row.source, f"kind: expected {'direction' if is_direction(face) else 'power'} for face {face}, got {kind}")
    elif kind == "power" and int(face) > rules.max_power:
        errors.add(row.source, f"face: expected a power from 1 to {rules.max_power}, got {face}")
    else:
        expected = rules.direction_price if kind == "direction" else int(face)
        if row["price"] != expected:
            errors.add(row.source, f"price: expected {expected} for face {face}, got {row['price']}")
    return FaceSticker(row["code"], face, kind, row["price"], row["qty"], row.source)


def _check_face_set(faces: tuple[FaceSticker, ...], rules: Rules, errors: Collector) -> None:
    """The merchant sells every direction and every power 1..max once on the price list (¶3)."""
    wanted = list(DIRECTIONS) + [str(p) for p in range(1, rules.max_power + 1)]
    seen: dict[str, Source] = {}
    for sticker in faces:
        if sticker.face in seen:
            errors.add(sticker.source, f"face: {sticker.face} is already listed at line {seen[sticker.face].line}")
        seen.setdefault(sticker.face, sticker.source)
    missing = [f for f in wanted if f not in seen]
    if missing:
        errors.add(Source("decks/dice-game/faces.csv"), f"expected a row for every face; missing {', '.join(missing)}")


def _check_squares(squares: tuple[SquareKind, ...], rules: Rules, players_max: int, errors: Collector) -> None:
    """¶1: one finish square, the special squares, and a start square for every seat."""
    seen: dict[str, SquareKind] = {}
    for square in squares:
        if square.kind in seen:
            errors.add(square.source, f"kind: {square.kind} is already listed at line {seen[square.kind].source.line}")
        seen.setdefault(square.kind, square)
    shown = Source("decks/dice-game/squares.csv")
    missing = [k for k in SQUARE_KINDS if k not in seen]
    if missing:
        errors.add(shown, f"expected a row for every square kind; missing {', '.join(missing)}")
        return
    if seen["end"].qty != 1:
        errors.add(seen["end"].source, f"qty: expected 1 finish square, got {seen['end'].qty}")
    if seen["start"].qty < players_max:
        errors.add(seen["start"].source, f"qty: expected at least {players_max} start squares (one per seat), got {seen['start'].qty}")
    placed = sum(s.qty for s in squares)
    if placed >= rules.board_size ** 2:
        errors.add(shown, f"expected fewer than {rules.board_size ** 2} special and start squares, got {placed}")


def _check_start_dice(dice: tuple[Die, ...], errors: Collector) -> None:
    """¶2: each player starts with one direction die and one power die."""
    start = [d for d in dice if d.role == "start"]
    kinds = sorted("direction" if all(is_direction(f) for f in d.faces) else "power" for d in start)
    if kinds != ["direction", "power"]:
        errors.add(Source("decks/dice-game/dice.csv"),
                   f"expected one starting direction die and one starting power die, got {', '.join(kinds) or 'none'}")


def _check_codes(data: GameData, prefix: str, errors: Collector) -> None:
    """Every printed item carries a code <PREFIX>-<letter>-NN, unique in the game."""
    seen: dict[str, Source] = {}
    for table, letter in sorted(TABLE_LETTERS.items()):
        pattern = re.compile(rf"^{re.escape(prefix)}-{letter}-\d{{2}}$")
        for row in data.tables.get(table, []):
            code = row["code"]
            if not pattern.match(code):
                errors.add(row.source, f"code: expected {prefix}-{letter}-NN, got {code!r}")
            elif code in seen:
                errors.add(row.source, f"code: {code} is already used at {seen[code]}")
            seen.setdefault(code, row.source)


__all__ = ["DiceGame", "Die", "FaceSticker", "CoinToken", "SquareKind", "Rules", "load", "load_model",
           "DIRECTIONS", "is_direction", "power_of"]
