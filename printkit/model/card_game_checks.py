"""Cross-checks of a data-only card game (printkit/model/card_game.py): its decks, tables,
layouts and art files against each other. Each problem names the CSV line (or the
spreadsheet's cell) or the TOML key path and what was expected; the caller collects them all,
then raises once, each problem once.
"""

from __future__ import annotations

import re
from typing import Any

from printkit.errors import Collector, Source
from printkit.loader import GameData, shown_folder
from printkit.model.card_game_keys import CREDIT_FIELDS, GAME_FIELDS, SECTION_FIELDS, TABLE_FIELDS, TOP_LEVEL
from printkit.model.card_layout import ART_TYPES, Layout, Region, is_shown, region_art
from printkit.model.colours import colour_hex
from printkit.schema import Record
from printkit.svg_features import describe, svg_problems
from printkit.units import mm

ART_SUFFIXES = (".svg", ".png", ".jpg", ".jpeg")
_DECK_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_LETTER = re.compile(r"^[A-Z0-9]{1,3}$")
_WHAT = {"id": "lower-case letters, digits and hyphens", "letter": "one to three capital letters or digits"}
def check_known_keys(meta: dict[str, Any], shown: str, errors: Collector) -> None:
    """Every key of game.toml is one the engine reads: a misspelt key would be ignored without a word."""
    _unknown(meta, TOP_LEVEL, "", shown, errors)
    for table, fields in (("game", GAME_FIELDS), ("credits", CREDIT_FIELDS), *SECTION_FIELDS.items()):
        if isinstance(meta.get(table), dict):
            _unknown(meta[table], tuple(f.name for f in fields), f"{table}.", shown, errors)
    for name, spec in (meta.get("tables") or {}).items():
        if isinstance(spec, dict):
            _unknown(spec, tuple(f.name for f in TABLE_FIELDS), f"tables.{name}.", shown, errors)


def _unknown(table: dict[str, Any], known: tuple[str, ...], prefix: str, shown: str, errors: Collector) -> None:
    for key in sorted(set(table) - set(known)):
        errors.add(Source(shown, key=prefix + key), f"unknown key; expected one of {', '.join(known)}")


def check_row(data: GameData, layouts: tuple[Layout, ...], row: Record, errors: Collector) -> None:
    """A row's colours are colours and its art files exist, for what its own layouts print
    (cited at the cell: `cards.csv:7: colour`, `cards.xlsx:Sheet1:D7: colour`)."""
    colour_columns = []
    for layout in layouts:
        if layout.background and layout.background in row.values:
            colour_columns.append(layout.background)
        colour_columns += [c for r in layout.regions for c in r.colours().values() if c in row.values]
    for column in dict.fromkeys(colour_columns):
        if colour_hex(row[column]) is None:
            found = "nothing" if row[column] in (None, "") else repr(row[column])
            errors.add(row.place(column), f"expected a colour as #rrggbb or a colour name such as 'teal', got {found}")
    for layout in layouts:
        for region in layout.regions:
            name = printed_art(region, row)
            if name is not None and region["column"]:
                check_art(data, name, row.place(region["column"]), errors)


def printed_art(region: Region, row: Record) -> str | None:
    """The art file a region prints on a row's cards: None for another region type, an empty
    cell (no picture) or a region hidden by its `when` column."""
    if region.type not in ART_TYPES or not is_shown(region, row):
        return None
    return region_art(region, row)


def check_art(data: GameData, name: str, source: Source, errors: Collector) -> None:
    """An art file exists, is of a kind printkit prints, and (SVG) uses nothing it cannot print."""
    path = data.folder / name
    if not name.lower().endswith(ART_SUFFIXES):
        errors.add(source, f"expected an .svg, .png or .jpg file, got {name!r}")
    elif not path.is_file():
        errors.add(source, f"expected a file in {shown_folder(data.id, data.folder)}/, got {name!r} (not found)")
    elif name.lower().endswith(".svg"):
        problems = svg_problems(path.read_bytes())
        if problems:
            errors.add(Source(f"{shown_folder(data.id, data.folder)}/{name}", problems[0].line), describe(problems))


def check_names(decks: list, shown: str, errors: Collector) -> None:
    """Deck ids name files (`GAME-LANG-cards-ID.pdf`) and letters make codes: each is well formed
    and used once, so no two cards share a code."""
    for key, pattern, example in (("id", _DECK_ID, "'animals'"), ("letter", _LETTER, "'A'")):
        seen: set[str] = set()
        for index, deck in enumerate(decks):
            value = getattr(deck, key)
            where = Source(shown, key=f"decks[{index}].{key}")
            if not pattern.match(value):
                errors.add(where, f"expected {_WHAT[key]} such as {example}, got {value!r}")
            elif value in seen:
                errors.add(where, f"expected a {key} no other deck has, got {value!r} again")
            seen.add(value)


def check_decks(data: GameData, decks: list, layouts: dict[str, Layout], credited: set[str],
                size: tuple[float, float], errors: Collector) -> bool:
    """Each deck's table and layouts exist; every column a layout reads is in the table; art is
    credited. False when a deck names no known table or layout (its rows are then not checked)."""
    shown = f"{shown_folder(data.id, data.folder)}/game.toml"
    tables = data.meta.get("tables", {})
    used: set[str] = set()
    sound = True
    check_names(decks, shown, errors)
    for index, deck in enumerate(decks):
        where = f"decks[{index}]"
        if deck.table not in tables:
            errors.add(Source(shown, key=f"{where}.table"), f"expected one of the tables {', '.join(sorted(tables))}, got {deck.table!r}")
            sound = False
            continue
        declared = tables[deck.table].get("columns", {})
        columns = set(declared)
        for key in ("front", "back"):
            if getattr(deck, key) not in layouts:
                errors.add(Source(shown, key=f"{where}.{key}"), f"expected one of the layouts {', '.join(sorted(layouts))}, got {getattr(deck, key)!r}")
                sound = False
        for key in ("layout_column", "back_column", "key"):
            if getattr(deck, key) and getattr(deck, key) not in columns:
                errors.add(Source(shown, key=f"{where}.{key}"), f"expected a column of {deck.table} "
                                                                 f"({', '.join(sorted(columns))}), got {getattr(deck, key)!r}")
                sound = False
        if not sound:
            continue
        rows = data.tables.get(deck.table, [])
        backs = _named_layouts(rows, deck.back_column, deck.back)
        for name in sorted(_used_layouts(deck, rows) & set(layouts)):
            check_layout(layouts[name], columns, size, errors, deck.table, front=name not in backs)
            check_counts(layouts[name], declared, deck.table, errors)
        used |= _art_of_rows(data, deck, layouts, rows, errors)
    for name in sorted(used - credited):
        errors.add(Source(shown, key="credits.art"), f"no licence recorded for {name}; expected "
                                                     f"[[credits.art]] file = \"{name}\", author = \"…\", licence = \"…\"")
    return sound


def _used_layouts(deck, rows: list[Record]) -> set[str]:
    """The deck's front and back layouts and those its rows name."""
    return _named_layouts(rows, deck.layout_column, deck.front) | _named_layouts(rows, deck.back_column, deck.back)


def _named_layouts(rows: list[Record], column: str | None, default: str) -> set[str]:
    """`default` and the layouts the rows' cells in `column` name."""
    return {default} | ({str(r.get(column)) for r in rows if r.get(column)} if column else set())


def check_counts(layout: Layout, declared: dict, table: str, errors: Collector) -> None:
    """A plural text's `count` names an integer column: its value chooses the form."""
    for region in layout.regions:
        column = region["count"]
        if column in declared and declared[column].get("type", "str") != "int":
            errors.add(region_key(region)("count"),
                       f"expected an int column of {table}, got {column!r} (type {declared[column].get('type', 'str')})")


def check_layout(layout: Layout, columns: set[str], size: tuple[float, float], errors: Collector, table: str,
                 *, front: bool = True) -> None:
    """Regions read columns the table has, name colours or columns, fill known placeholders and
    lie on the card."""
    width, height = size[0] / mm(1), size[1] / mm(1)
    listed = f"{table} ({', '.join(sorted(columns))})"
    background = layout.background
    if background and not background.startswith("#") and background not in columns and colour_hex(background) is None:
        errors.add(Source(layout.source.path, key=f"layouts.{layout.name}.background"),
                   f"expected #rrggbb, a colour name such as 'teal', or a column of {listed}, got {background!r}")
    fills = columns | {"title", "deck"} | ({"code"} if front else set())
    for region in layout.regions:
        at = region_key(region)
        if region.type == "code" and not front:
            errors.add(region.source, "expected a code region on a front layout only (a back is shared by the "
                                      "cards of its kind, and has no code)")
        for key, column in region.columns().items():
            if column not in columns:
                errors.add(at(key), f"expected a column of {listed}, got {column!r}")
        for key, colour in region.colours().items():
            if colour not in columns and colour_hex(colour) is None:
                errors.add(at(key), f"expected #rrggbb, a colour name such as 'teal', or a column of {listed}, "
                                    f"got {colour!r}")
        for name in region.placeholders():
            if name not in fills:
                errors.add(at("text"), f"expected placeholders among {', '.join('{' + f + '}' for f in sorted(fills))}, "
                                       f"got {{{name}}}")
        if region["x"] + region["w"] > width + 0.01 or region["y"] + region["h"] > height + 0.01:
            errors.add(region.source, f"expected a box on the {width:g} × {height:g} mm card, got x + w = "
                                      f"{region['x'] + region['w']:g} mm, y + h = {region['y'] + region['h']:g} mm")


def region_key(region: Region):
    """Sources for a region's keys, by key path: the model gives them their line and name
    (`layout.toml:57: layouts.front, region "title": colour`) before they are raised."""
    return lambda key: Source(region.source.path, None, f"{region.path}.{key}")


def _art_of_rows(data: GameData, deck, layouts: dict[str, Layout], rows: list[Record], errors: Collector) -> set[str]:
    """Art files the deck prints: fixed ones (checked here) and those its printed rows name,
    each row through its own front and back layouts."""
    found: set[str] = set()
    for name in sorted(_used_layouts(deck, rows) & set(layouts)):
        for region in layouts[name].regions:
            if region.type in ART_TYPES and region["file"]:
                check_art(data, region["file"], region.source, errors)
                found.add(region["file"])
    for row in rows:
        if row.get("qty", 1) == 0:
            continue
        for column, default in ((deck.layout_column, deck.front), (deck.back_column, deck.back)):
            name = (row.get(column) if column else None) or default
            for region in layouts[name].regions if name in layouts else ():
                art = printed_art(region, row)
                if art is not None and (data.folder / art).is_file():   # a missing file is reported once, at its cell
                    found.add(art)
    return found

