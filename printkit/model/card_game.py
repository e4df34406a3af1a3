"""A card game declared in data alone (`engine = "cards"` in game.toml): decks, cards, layouts.

The generic card engine's model: it knows no game by name. game.toml declares the decks, each
drawn from one CSV table (one row per card kind, `qty` copies) with a front and a back layout
from the layout file (printkit/model/card_layout.py):

    [game]
    engine = "cards"
    card_size = "poker"              # poker, bridge, tarot, mini, square, or { w = "70mm", h = "70mm" }
    layouts = "layout.toml"

    [[decks]]
    id = "animals"
    table = "animals"
    letter = "A"                     # codes MG-A-01, MG-A-02 …
    title = "Animal cards"
    front = "animal"
    back = "back"
    layout_column = "layout"         # optional: a column naming each row's front layout

Every art file a layout prints needs its licence in `[[credits.art]]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from printkit.errors import Collector, Source
from printkit.loader import GameData, check_toml, derived, read_toml, shown_folder, typed_entries
from printkit.model.card_game_checks import check_decks, check_row
from printkit.model.card_layout import Layout, Region, parse_layouts
from printkit.model.common import Credits, GameHeader, check_colour, credits_from, header_values
from printkit.schema import Field, Record
from printkit.units import mm, parse_length

CARD_SIZES_MM = {"poker": (63, 88), "bridge": (56, 87), "tarot": (70, 120), "mini": (44, 63), "square": (70, 70)}
DECK_FIELDS = [
    Field("id", doc="The deck's id: its component and PDF are named after it."),
    Field("table", doc="The CSV table (declared in [tables]) whose rows are the deck's card kinds."),
    Field("letter", doc="The letter of the deck in the cards' codes (PREFIX-LETTER-NN)."),
    Field("title", doc="The deck's English name, printed on the cover and sheet footers (translated)."),
    Field("front", doc="The layout of the fronts."),
    Field("back", doc="The layout of the backs (fixed texts only: a back is the same for the whole deck)."),
    Field("layout_column", required=False, doc="A column naming each row's front layout, instead of `front`."),
]
ART_FIELDS = [Field("file", doc="The art file, as the layouts name it."), Field("author", doc="Who made it."),
              Field("licence", doc="Its licence (CC0, CC BY 4.0 …)."), Field("source", required=False, default="", doc="Where it comes from.")]


@dataclass(frozen=True)
class Deck:
    id: str
    table: str
    letter: str
    title: str
    front: str
    back: str
    layout_column: str | None


@dataclass(frozen=True)
class Kind:
    """One row of a deck's table: `qty` cards that print the same face."""

    deck: str
    layout: str
    row: Record
    codes: tuple[str, ...]

    @property
    def code(self) -> str:
        """The kind's code: its first card's (per-card catalog contexts use it)."""
        return self.codes[0]


@dataclass(frozen=True)
class Art:
    file: str
    author: str
    licence: str
    source: str


@dataclass(frozen=True)
class CardGame:
    header: GameHeader
    credits: Credits
    art: tuple[Art, ...]
    folder: Path
    card_w_pt: float
    card_h_pt: float
    accent: str
    decks: tuple[Deck, ...]
    kinds: tuple[Kind, ...]
    layouts: dict[str, Layout]
    translatable: dict[str, frozenset[str]]     # table -> its translatable columns
    bring: tuple[str, ...]
    booklet: str | None                          # template file in the game's folder

    @property
    def title(self) -> str:
        return self.header.title

    @property
    def code_prefix(self) -> str:
        return self.header.code_prefix

    @property
    def shown_folder(self) -> str:
        """The game's folder as errors name it (loader.shown_folder)."""
        return shown_folder(self.header.id, self.folder)

    def deck_kinds(self, deck_id: str) -> list[Kind]:
        return [k for k in self.kinds if k.deck == deck_id]


def card_size(raw: Any, source: Source, errors: Collector) -> tuple[float, float]:
    """(width, height) in points from a size name or { w, h } lengths."""
    if isinstance(raw, str) and raw in CARD_SIZES_MM:
        w, h = CARD_SIZES_MM[raw]
        return mm(w), mm(h)
    if isinstance(raw, dict) and set(raw) == {"w", "h"}:
        try:
            return parse_length(raw["w"]), parse_length(raw["h"])
        except ValueError:
            pass
    errors.add(source, f"expected one of {', '.join(CARD_SIZES_MM)} or {{ w = \"63mm\", h = \"88mm\" }}, got {raw!r}")
    return mm(63), mm(88)


@derived   # once per GameData: every language's kit shares the model (loader.derived)
def load(data: GameData) -> CardGame:
    """The game's decks, cards and layouts, checked against each other; DataErrors lists every problem."""
    errors = Collector()
    folder = shown_folder(data.id, data.folder)
    shown = f"{folder}/game.toml"
    game = data.meta.get("game", {})
    players = game.get("players")
    if not (isinstance(players, dict) and {"min", "max", "default"} <= set(players)):
        players = _bad_players(shown, errors)
    prefix = check_toml(data.meta, "game.code_prefix", Field("code_prefix"), shown, errors) or "XX"
    header = GameHeader(**header_values(data.id, game, players=players, code_prefix=prefix))
    width, height = card_size(game.get("card_size", "poker"), Source(shown, key="game.card_size"), errors)
    accent = check_colour(game.get("accent", "#1f4e79"), Source(shown, key="game.accent"), errors)
    layout_file = check_toml(data.meta, "game.layouts", Field("layouts", required=False, default="layout.toml"), shown, errors)
    layout_doc = read_toml(data.folder / layout_file, folder, errors) if layout_file else {}
    layouts = parse_layouts(layout_doc, f"{folder}/{layout_file}", errors) if layout_doc else {}
    decks = [Deck(**r.values) for r in typed_entries(_array(data.meta, "decks", shown, errors), DECK_FIELDS, shown, "decks", errors)]
    art = tuple(Art(**r.values) for r in typed_entries(_array(data.meta.get("credits", {}), "art", shown, errors, "credits."),
                                                       ART_FIELDS, shown, "credits.art", errors))
    raw_credits = data.meta.get("credits", {})
    if not (raw_credits.get("source") or raw_credits.get("licence_url") or raw_credits.get("original") is True):
        # The cover's credit line names where the game comes from, or says it is the designer's own
        # (render/cover.py credits_text; kits/card_game.py original_credit_line).
        errors.add(Source(shown, key="credits.source"), "expected a web address saying where the game comes from, "
                                                         "or original = true for a game of your own, got nothing")
    kinds = _kinds(data, decks, layouts, prefix, errors)
    check_decks(data, decks, layouts, {a.file for a in art}, (width, height), errors)
    credits = credits_from(data.meta, shown, errors)
    errors.raise_if_any()
    translatable = {name: frozenset(c for c, spec in table.get("columns", {}).items() if spec.get("translatable"))
                    for name, table in data.meta.get("tables", {}).items()}
    return CardGame(header, credits, art, data.folder, width, height, accent,
                    tuple(decks), tuple(kinds), layouts, translatable, tuple(data.meta.get("cover", {}).get("bring", ())),
                    data.meta.get("booklet", {}).get("template"))


def _bad_players(shown: str, errors: Collector) -> dict[str, int]:
    errors.add(Source(shown, key="game.players"), "expected { min = 2, max = 6, default = 4 }")
    return {"min": 1, "max": 1, "default": 1}


def _array(table: dict[str, Any], key: str, shown: str, errors: Collector, prefix: str = "") -> list[dict]:
    value = table.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        errors.add(Source(shown, key=prefix + key), f"expected an array of tables ([[{prefix}{key}]])")
        return []
    if not value and not prefix:
        errors.add(Source(shown, key=key), "expected at least one [[decks]] table")
    return value


def _kinds(data: GameData, decks: list[Deck], layouts: dict[str, Layout], prefix: str, errors: Collector) -> list[Kind]:
    """Every row of every deck, with its copies' codes (numbered through the deck)."""
    kinds = []
    for deck in decks:
        number = 0
        for row in data.tables.get(deck.table, []):
            qty = row.get("qty", 1) or 1
            layout = row.get(deck.layout_column) if deck.layout_column else deck.front
            layout = layout or deck.front
            if layout not in layouts:
                errors.add(row.source, f"{deck.layout_column or 'front'}: expected one of the layouts "
                                       f"{', '.join(sorted(layouts))}, got {layout!r}")
                continue
            codes = tuple(f"{prefix}-{deck.letter}-{number + n:02d}" for n in range(1, qty + 1))
            number += qty
            kinds.append(Kind(deck.id, layout, row, codes))
            check_row(data, layouts[layout], row, errors)
    return kinds


def region_art(region: Region, row: Record | None) -> str | None:
    """The art file an icon or picture region prints for a row."""
    return region["file"] or (str(row[region["column"]]) if row is not None else None)
