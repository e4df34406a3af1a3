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
    back_column = "back"             # optional: a column naming each row's back layout (one back per kind …)
    key = "id"                       # optional: the column naming each row for translators (default id, then name)

A row whose `qty` is 0 stays in the table and prints nothing. Every art file a layout prints
needs its licence in `[[credits.art]]`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from printkit.errors import Collector, DataErrors, Source
from printkit.loader import GameData, check_toml, derived, read_toml, shown_folder, typed_entries
from printkit.model.card_game_checks import check_decks, check_known_keys, check_row
from printkit.model.card_layout import Layout, is_shown, parse_layouts, region_art  # noqa: F401 (region_art, is_shown: the kit's)
from printkit.model.colours import colour_hex
from printkit.model.common import Credits, GameHeader, credits_from, header_values
from printkit.model.toml_places import TomlPlaces, locate_errors
from printkit.schema import Field, Record
from printkit.units import mm, parse_length

CARD_SIZES_MM = {"poker": (63, 88), "bridge": (56, 87), "tarot": (70, 120), "mini": (44, 63), "square": (70, 70)}
DECK_FIELDS = [
    Field("id", doc="The deck's id: its component and PDF are named after it."),
    Field("table", doc="The table (declared in [tables]) whose rows are the deck's card kinds."),
    Field("letter", doc="The letter of the deck in the cards' codes (PREFIX-LETTER-NN)."),
    Field("title", doc="The deck's English name, printed on the cover and sheet footers (translated)."),
    Field("front", doc="The layout of the fronts."),
    Field("back", doc="The layout of the backs (of every card, or of those whose `back_column` cell is empty)."),
    Field("layout_column", required=False, doc="A column naming each row's front layout, instead of `front`."),
    Field("back_column", required=False, doc="A column naming each row's back layout (one back per kind of card, "
                                             "say); an empty cell takes `back`."),
    Field("key", required=False, doc="The column whose value names each row in the catalogs (`card:DECK:KEY:COLUMN`), "
                                     "so translations stay with their card when rows are added or counts change. "
                                     "Default: the table's `id` column, else its `name` column."),
]
KEY_COLUMNS = ("id", "name")   # what names a row in the catalogs when the deck does not say
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
    back_column: str | None = None
    key: str | None = None


@dataclass(frozen=True)
class Kind:
    """One row of a deck's table: `qty` cards that print the same face (and the same back)."""

    deck: str
    layout: str
    row: Record
    codes: tuple[str, ...]
    back: str = ""
    key: str | None = None       # the row's name in the catalogs (Deck.key's column), None if none

    @property
    def code(self) -> str:
        """The kind's first card's code (what an error about the kind's face names)."""
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
    """The game's decks, cards and layouts, checked against each other; DataErrors lists every
    problem once, each with its file's line (printkit/model/toml_places.py)."""
    errors = Collector()
    folder = shown_folder(data.id, data.folder)
    shown = f"{folder}/game.toml"
    game = data.meta.get("game", {})
    check_known_keys(data.meta, shown, errors)
    players = game.get("players")
    if not (isinstance(players, dict) and {"min", "max", "default"} <= set(players)):
        players = _bad_players(shown, errors)
    prefix = check_toml(data.meta, "game.code_prefix", Field("code_prefix"), shown, errors) or "XX"
    header = GameHeader(**header_values(data.id, game, players=players, code_prefix=prefix))
    width, height = card_size(game.get("card_size", "poker"), Source(shown, key="game.card_size"), errors)
    accent = colour_hex(game.get("accent", "#1f4e79"))
    if accent is None:
        errors.add(Source(shown, key="game.accent"), f"expected a colour as #rrggbb or a colour name, got {game.get('accent')!r}")
    layout_file = check_toml(data.meta, "game.layouts", Field("layouts", required=False, default="layout.toml"), shown, errors)
    layout_doc = read_toml(data.folder / layout_file, folder, errors) if layout_file else {}
    layout_places = _places(data.folder / layout_file, layout_doc) if layout_doc else None
    layouts = parse_layouts(layout_doc, f"{folder}/{layout_file}", errors, layout_places) if layout_doc else {}
    decks = [Deck(**r.values) for r in typed_entries(_array(data.meta, "decks", shown, errors), DECK_FIELDS, shown, "decks", errors)]
    art = tuple(Art(**r.values) for r in typed_entries(_array(data.meta.get("credits", {}), "art", shown, errors, "credits."),
                                                       ART_FIELDS, shown, "credits.art", errors))
    raw_credits = data.meta.get("credits", {})
    if not (raw_credits.get("source") or raw_credits.get("licence_url") or raw_credits.get("original") is True):
        # The cover's credit line names where the game comes from, or says it is the designer's own
        # (render/cover.py credits_text; kits/card_game.py original_credit_line).
        errors.add(Source(shown, key="credits.source"), "expected a web address saying where the game comes from, "
                                                         "or original = true for a game of your own, got nothing")
    if check_decks(data, decks, layouts, {a.file for a in art}, (width, height), errors):
        kinds = _kinds(data, decks, layouts, prefix, errors)
    else:
        kinds = []   # a deck that names no table or layout: its rows would only repeat that
    credits = credits_from(data.meta, shown, errors)
    _raise_located(errors, [(shown, _places(data.folder / "game.toml", data.meta)),
                            (f"{folder}/{layout_file}", layout_places)])
    translatable = {name: frozenset(c for c, spec in table.get("columns", {}).items() if spec.get("translatable"))
                    for name, table in data.meta.get("tables", {}).items()}
    return CardGame(header, credits, art, data.folder, width, height, accent or "#1f4e79",
                    tuple(decks), tuple(kinds), layouts, translatable, tuple(data.meta.get("cover", {}).get("bring", ())),
                    data.meta.get("booklet", {}).get("template"))


def _places(path: Path, document: dict[str, Any]) -> TomlPlaces | None:
    """The lines of a TOML file the checks name (None if it cannot be read: reported already)."""
    try:
        return TomlPlaces(path.read_text(encoding="utf-8"), document)
    except (OSError, UnicodeDecodeError):
        return None


def _raise_located(errors: Collector, files: list[tuple[str, TomlPlaces | None]]) -> None:
    """Raise every error once, those given by key path with their line and readable key."""
    found = errors.errors
    for path, places in files:
        if places is not None:
            found = locate_errors(found, path, places)
    unique = list({(str(e.source), e.message): e for e in found}.values())
    if unique:
        raise DataErrors(unique)


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
    """Every row of every deck that prints (`qty` > 0), with its copies' codes (numbered through
    the deck), its front and back layouts and its name in the catalogs."""
    kinds = []
    for deck in decks:
        number = 0
        key_column = row_key_column(deck, data.meta["tables"][deck.table].get("columns", {}))
        for row in data.tables.get(deck.table, []):
            qty = row.get("qty", 1)
            front = _chosen(row, deck.layout_column, deck.front, layouts, errors)
            back = _chosen(row, deck.back_column, deck.back, layouts, errors)
            if front is None or back is None or qty == 0:
                continue
            qty = 1 if qty is None else qty
            codes = tuple(f"{prefix}-{deck.letter}-{number + n:02d}" for n in range(1, qty + 1))
            number += qty
            key = str(row[key_column]) if key_column and row.get(key_column) not in (None, "") else None
            kinds.append(Kind(deck.id, front, row, codes, back, key))
            check_row(data, (layouts[front], layouts[back]), row, errors)
    return kinds


def row_key_column(deck: Deck, columns: dict[str, Any]) -> str | None:
    """The column that names a deck's rows in the catalogs: `key`, else `id`, else `name`."""
    if deck.key:
        return deck.key
    return next((c for c in KEY_COLUMNS if c in columns), None)


def _chosen(row: Record, column: str | None, default: str, layouts: dict[str, Layout], errors: Collector) -> str | None:
    """The layout a row's cell in `column` names (an empty cell: `default`); None, reported, if unknown."""
    name = (row.get(column) if column else None) or default
    if name not in layouts:
        errors.add(row.place(column) if column else row.source,
                   f"expected one of the layouts {', '.join(sorted(layouts))}, got {name!r}")
        return None
    return str(name)
