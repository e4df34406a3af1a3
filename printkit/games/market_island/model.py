"""Market Island as frozen data: cards, board loop, ledger spec, player colours, rules.

Built from decks/market-island/ by `load(GameData)`; every cross-check reports file:line.
Manual v3 (EN 001 / FR 000): §3 material, §4.1 set-up, §4.4 cards, §4.5 squares, §4.6 ledger.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from printkit.errors import Collector, Source
from printkit.loader import GameData, derived, load_game
from printkit.model.common import Credits, Face, GameHeader, check_colour, credits_from, header_values
from printkit.units import parse_length

GAME_ID = "market-island"
ACTION_KINDS = ("fire", "axe", "jellyfish", "totem")
TRANSACTION_KINDS = ("income", "expense")
DECKS = ("income", "expense", "action")
SQUARE_KINDS = ("start", "jellyfish", "fire", "totem", "income", "expense", "action")
CORNERS = ("start", "jellyfish", "fire", "totem")


class Card(NamedTuple):
    """One printed card (a row of cards.csv): its code, kind and deck, playing-card face, amount and counterparty."""

    code: str
    kind: str
    deck: str
    face: Face
    amount: int | None
    counterparty: str | None
    source: Source


class Kind(NamedTuple):
    """How one kind of card looks and reads (kinds.toml)."""

    id: str
    deck: str
    title: str
    icon: str
    colour: str
    # by counterparty for transactions, each a (singular, plural) pair for the amount; "" for actions
    texts: dict[str, str | tuple[str, str]]


class Back(NamedTuple):
    """How a deck's backs look (kinds.toml [backs]): letter, label, colour and icon."""

    deck: str
    letter: str
    label: str
    colour: str
    icon: str


class PlayerColour(NamedTuple):
    """A player's colour (players.csv), with the letter and pattern that tell it apart in greyscale."""

    id: str
    colour: str
    rgb: str
    letter: str
    pattern: str


class Board(NamedTuple):
    """The board's grid (board.toml): square size, border, columns, rows and the loop of squares."""

    cell_pt: float
    border_pt: float
    cols: int
    rows: int
    loop: tuple[str, ...]

    @property
    def width_pt(self) -> float:
        return self.cols * self.cell_pt + 2 * self.border_pt

    @property
    def height_pt(self) -> float:
        return self.rows * self.cell_pt + 2 * self.border_pt


class Ledger(NamedTuple):
    """The score ledgers (scoreboard.toml): the range of the tens, the units, the start value, the pins."""

    tens_min: int
    tens_max: int
    units: int
    start_value: int
    pins: int


@dataclass(frozen=True)
class Rules:
    """The rules' numbers (rules.toml), as the referee and the booklet use them."""

    start_balance: int
    mining_fee: int
    miner_reward: int
    start_bonus: int
    jellyfish_penalty: int
    fire_bonus: int
    fire_card_gift: int
    axe_draws: int
    die_faces: int
    playing_cards: int
    paper_weight: int


@dataclass(frozen=True)
class MarketIsland(GameHeader):
    """The whole game as the kit prints it: cards, kinds, backs, players, board, ledgers and rules."""

    card_w_pt: float
    card_h_pt: float
    credits: Credits
    cards: tuple[Card, ...]
    kinds: dict[str, Kind]
    backs: dict[str, Back]
    players: tuple[PlayerColour, ...]
    board: Board
    ledger: Ledger
    rules: Rules
    manual: dict[str, Any]
    errata: dict[str, Any]
    examples: dict[str, Any]   # manual.toml [examples.*]: the manual's worked examples as it states them

    def deck(self, name: str) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.deck == name)

    def card(self, code: str) -> Card:
        for card in self.cards:
            if card.code == code:
                return card
        raise KeyError(code)


def load_model() -> MarketIsland:
    return load(load_game(GAME_ID))


@derived   # once per GameData: every language's kit shares the model (loader.derived)
def load(data: GameData) -> MarketIsland:
    """Build the model; collect every inconsistency, then raise them together."""
    errors = Collector()
    game = data.meta.get("game", {})
    kinds, backs = _kinds(data, errors)
    cards = _cards(data, kinds, errors)
    players = _players(data, errors)
    board = _board(data, errors)
    ledger = _ledger(data, errors)
    rules = _rules(data, errors)
    if ledger.start_value != rules.start_balance:
        errors.add(Source("decks/market-island/scoreboard.toml", key="start_value"),
                   f"expected the start balance of rules.toml ({rules.start_balance}), got {ledger.start_value}")
    credits = credits_from(data.meta, "decks/market-island/game.toml", errors)
    size = game.get("card_size", {"w": "63mm", "h": "88mm"})
    errors.raise_if_any()
    manual = {k: v for k, v in data.manual.items() if k not in ("errata", "examples")}
    return MarketIsland(
        **header_values(GAME_ID, game, players=game["players"], code_prefix=game.get("code_prefix", "MI")),
        card_w_pt=parse_length(size["w"]), card_h_pt=parse_length(size["h"]),
        credits=credits, cards=cards, kinds=kinds, backs=backs, players=players, board=board,
        ledger=ledger, rules=rules, manual=manual, errata=data.manual.get("errata", {}),
        examples=data.manual.get("examples", {}),
    )


def _kinds(data: GameData, errors: Collector) -> tuple[dict[str, Kind], dict[str, Back]]:
    doc = data.documents.get("kinds", {})
    shown = "decks/market-island/kinds.toml"
    kinds = {}
    for kind_id in TRANSACTION_KINDS + ACTION_KINDS:
        raw = doc.get(kind_id)
        if not isinstance(raw, dict):
            errors.add(Source(shown, key=kind_id), "expected a table for this card kind, got nothing")
            continue
        text = raw.get("text")
        texts = _texts(kind_id, text if isinstance(text, dict) else {"": text or ""}, shown, errors)
        kinds[kind_id] = Kind(kind_id, raw.get("deck", ""), raw.get("title", ""), raw.get("icon", ""),
                              check_colour(raw.get("colour", ""), Source(shown, key=f"{kind_id}.colour"), errors),
                              texts)
        _check_placeholders(kinds[kind_id], shown, errors)
    backs = {}
    for deck in DECKS:
        raw = doc.get("backs", {}).get(deck)
        if not isinstance(raw, dict):
            errors.add(Source(shown, key=f"backs.{deck}"), "expected a table for this deck's back, got nothing")
            continue
        backs[deck] = Back(deck, raw.get("letter", ""), raw.get("label", ""),
                           check_colour(raw.get("colour", ""), Source(shown, key=f"backs.{deck}.colour"), errors),
                           raw.get("icon", ""))
    return kinds, backs


def _texts(kind_id: str, raw: dict, shown: str, errors: Collector) -> dict[str, str | tuple[str, str]]:
    """A transaction text is a pair [singular, plural] (the amount may be 1, §4.4.1); an action text is one string."""
    texts: dict[str, str | tuple[str, str]] = {}
    for who, text in sorted(raw.items()):
        key = f"{kind_id}.text" + (f".{who}" if who else "")
        pair = isinstance(text, list) and len(text) == 2 and all(isinstance(t, str) for t in text)
        if kind_id in TRANSACTION_KINDS and not pair:
            errors.add(Source(shown, key=key), f"expected a pair of texts [singular, plural], got {text!r}")
        elif kind_id not in TRANSACTION_KINDS and not isinstance(text, str):
            errors.add(Source(shown, key=key), f"expected one text, got {text!r}")
        texts[who] = tuple(text) if pair else (text if isinstance(text, str) else "")
    return texts


def _check_placeholders(kind: Kind, shown: str, errors: Collector) -> None:
    """Transaction texts print their amount from data: '{amount}' must be in them (§4.4.1)."""
    for who, text in kind.texts.items():
        key = f"{kind.id}.text" + (f".{who}" if who else "")
        has_amount = all("{amount}" in form for form in text) if isinstance(text, tuple) else "{amount}" in text
        if kind.id in TRANSACTION_KINDS and not has_amount:
            errors.add(Source(shown, key=key), f"expected the placeholder {{amount}} in the text, got {text!r}")
        if kind.id not in TRANSACTION_KINDS and has_amount:
            errors.add(Source(shown, key=key), "an action card has no amount; remove {amount}")


def _cards(data: GameData, kinds: dict[str, Kind], errors: Collector) -> tuple[Card, ...]:
    cards, seen = [], {}
    for row in data.tables.get("cards", []):
        kind = row["kind"]
        deck = kind if kind in TRANSACTION_KINDS else "action"
        if kind in TRANSACTION_KINDS:
            for column in ("amount", "counterparty"):
                if row[column] is None:
                    errors.add(row.source, f"{column}: expected a value on a {kind} card, got nothing")
        elif row["amount"] is not None or row["counterparty"] is not None:
            errors.add(row.source, f"amount, counterparty: expected nothing on a {kind} card")
        for copy in range(row["qty"]):
            code = row["code"] if row["qty"] == 1 else f"{row['code']}.{copy + 1}"
            if code in seen:
                errors.add(row.source, f"code: {code} is already used at line {seen[code].line}")
            seen[code] = row.source
            cards.append(Card(code, kind, deck, Face.parse(row["face"]), row["amount"], row["counterparty"], row.source))
    _check_distinct_faces(cards, errors)
    return tuple(cards)


def _check_distinct_faces(cards: list[Card], errors: Collector) -> None:
    """The income deck and the expense deck each hold 26 distinct faces (issue #2, §2.4)."""
    for deck in TRANSACTION_KINDS:
        counts = Counter(str(c.face) for c in cards if c.deck == deck)
        for card in cards:
            if card.deck == deck and counts[str(card.face)] > 1:
                errors.add(card.source, f"face: {card.face} appears {counts[str(card.face)]} times in the {deck} deck; expected distinct faces")
                counts[str(card.face)] = 1  # report each duplicate once


def _players(data: GameData, errors: Collector) -> tuple[PlayerColour, ...]:
    players = []
    for row in data.tables.get("players", []):
        check_colour(row["rgb"], row.source, errors)
        players.append(PlayerColour(row["id"], row["colour"], row["rgb"], row["letter"], row["pattern"]))
    return tuple(players)


def _board(data: GameData, errors: Collector) -> Board:
    doc = data.documents.get("board", {})
    shown = "decks/market-island/board.toml"
    loop = tuple(doc.get("loop", []))
    for index, kind in enumerate(loop):
        if kind not in SQUARE_KINDS:
            errors.add(Source(shown, key=f"loop[{index}]"), f"expected one of {', '.join(SQUARE_KINDS)}, got {kind!r}")
    cols, rows = doc.get("cols", 0), doc.get("rows", 0)
    expected = 2 * (cols + rows) - 4
    if len(loop) != expected:
        errors.add(Source(shown, key="loop"), f"expected {expected} squares round a {cols}×{rows} grid, got {len(loop)}")
    elif tuple(loop[i] for i in (0, rows - 1, rows - 1 + cols - 1, 2 * (rows - 1) + cols - 1)) != CORNERS:
        errors.add(Source(shown, key="loop"), "expected the corners start, jellyfish, fire, totem in travel order (§4.5)")
    try:
        cell, border = parse_length(doc.get("cell", "")), parse_length(doc.get("border", ""))
    except ValueError as exc:
        errors.add(Source(shown, key="cell"), str(exc))
        cell = border = 0.0
    return Board(cell, border, cols, rows, loop)


def _ledger(data: GameData, errors: Collector) -> Ledger:
    doc = data.documents.get("scoreboard", {})
    ledger = Ledger(doc.get("tens_min", 0), doc.get("tens_max", 0), doc.get("units", 10),
                    doc.get("start_value", 0), doc.get("pins", 2))
    if not ledger.tens_min * 10 <= ledger.start_value <= ledger.tens_max * 10 + ledger.units - 1:
        errors.add(Source("decks/market-island/scoreboard.toml", key="start_value"),
                   f"expected a value the tracks can show ({ledger.tens_min * 10}..{ledger.tens_max * 10 + 9}), got {ledger.start_value}")
    return ledger


def _rules(data: GameData, errors: Collector) -> Rules:
    doc = data.documents.get("rules", {})
    values = {}
    for name in Rules.__dataclass_fields__:
        value = doc.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            errors.add(Source("decks/market-island/rules.toml", key=name), f"expected an integer >= 0, got {value!r}")
            value = 0
        values[name] = value
    return Rules(**values)
