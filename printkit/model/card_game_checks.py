"""Cross-checks of a data-only card game (printkit/model/card_game.py): its decks, tables,
layouts and art files against each other. Each problem names the CSV line or the TOML key path
and what was expected; the caller collects them all, then raises once.
"""

from __future__ import annotations

import re

from printkit.errors import Collector, Source
from printkit.loader import GameData, shown_folder
from printkit.model.card_layout import ART_TYPES, Layout
from printkit.schema import Record
from printkit.units import mm

ART_SUFFIXES = (".svg", ".png", ".jpg", ".jpeg")
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
_DECK_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_LETTER = re.compile(r"^[A-Z0-9]{1,3}$")
_WHAT = {"id": "lower-case letters, digits and hyphens", "letter": "one to three capital letters or digits"}


def check_row(data: GameData, layout: Layout, row: Record, errors: Collector) -> None:
    """A row's colours are #rrggbb, its art files exist (cited at the row's own line)."""
    colour_columns = [r["colour"] for r in layout.regions if r["colour"] and not r["colour"].startswith("#")]
    if layout.background and not layout.background.startswith("#"):
        colour_columns.append(layout.background)
    for column in dict.fromkeys(colour_columns):
        if column in row.values and not _HEX.match(str(row[column])):
            errors.add(row.source, f"{column}: expected a colour as #rrggbb, got {row[column]!r}")
    for region in layout.regions:
        if region.type in ART_TYPES and region["column"] in row.values:
            check_art(data, str(row[region["column"]]), Source(row.source.path, row.source.line, region["column"]), errors)


def check_art(data: GameData, name: str, source: Source, errors: Collector) -> None:
    if not name.lower().endswith(ART_SUFFIXES):
        errors.add(source, f"expected an .svg, .png or .jpg file, got {name!r}")
    elif not (data.folder / name).is_file():
        errors.add(source, f"expected a file in {shown_folder(data.id, data.folder)}/, got {name!r} (not found)")


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
                size: tuple[float, float], errors: Collector) -> None:
    """Each deck's table and layouts exist; every column a layout reads is in the table; art is credited."""
    shown = f"{shown_folder(data.id, data.folder)}/game.toml"
    tables = data.meta.get("tables", {})
    used: set[str] = set()
    check_names(decks, shown, errors)
    for index, deck in enumerate(decks):
        where = f"decks[{index}]"
        if deck.table not in tables:
            errors.add(Source(shown, key=f"{where}.table"), f"expected one of the tables {', '.join(sorted(tables))}, got {deck.table!r}")
            continue
        columns = set(tables[deck.table].get("columns", {}))
        for key in ("front", "back"):
            if getattr(deck, key) not in layouts:
                errors.add(Source(shown, key=f"{where}.{key}"), f"expected one of the layouts {', '.join(sorted(layouts))}, got {getattr(deck, key)!r}")
        if deck.layout_column and deck.layout_column not in columns:
            errors.add(Source(shown, key=f"{where}.layout_column"), f"expected a column of {deck.table}, got {deck.layout_column!r}")
        rows = data.tables.get(deck.table, [])
        fronts = {deck.front} | ({str(r.get(deck.layout_column) or deck.front) for r in rows} if deck.layout_column else set())
        for name in sorted(fronts & set(layouts)):
            check_layout(layouts[name], columns, size, errors, deck.table)
            check_counts(layouts[name], tables[deck.table].get("columns", {}), deck.table, errors)
        if deck.back in layouts:
            check_layout(layouts[deck.back], set(), size, errors, None)
        for name in sorted(fronts | {deck.back}):
            used |= art_files(data, layouts.get(name), rows, errors)
    for name in sorted(used - credited):
        errors.add(Source(shown, key="credits.art"), f"no licence recorded for {name}; expected "
                                                     f"[[credits.art]] file = \"{name}\", author = \"…\", licence = \"…\"")


def check_counts(layout: Layout, declared: dict, table: str, errors: Collector) -> None:
    """A plural text's `count` names an integer column: its value chooses the form."""
    for region in layout.regions:
        column = region["count"]
        if column in declared and declared[column].get("type", "str") != "int":
            errors.add(Source(region.source.path, key=f"{region.source.key}.count"),
                       f"expected an int column of {table}, got {column!r} (type {declared[column].get('type', 'str')})")


def check_layout(layout: Layout, columns: set[str], size: tuple[float, float], errors: Collector, table: str | None) -> None:
    """Regions read columns the table has (a back reads none) and lie on the card."""
    width, height = size[0] / mm(1), size[1] / mm(1)
    expected = f"a column of {table} ({', '.join(sorted(columns))})" if table else \
        "a fixed value (a back is the same for every card of its deck)"
    if layout.background and not layout.background.startswith("#") and layout.background not in columns:
        errors.add(Source(layout.source.path, key=f"{layout.source.key}.background"), f"expected {expected}, got {layout.background!r}")
    fills = (columns | {"code", "title"}) if table else {"title", "deck"}
    for region in layout.regions:
        for column in region.columns():
            if column not in columns:
                errors.add(region.source, f"expected {expected}, got {column!r}")
        for name in region.placeholders():
            if name not in fills:
                errors.add(Source(region.source.path, key=f"{region.source.key}.text"),
                           f"expected placeholders among {', '.join('{' + f + '}' for f in sorted(fills))}, got {{{name}}}")
        if region["x"] + region["w"] > width + 0.01 or region["y"] + region["h"] > height + 0.01:
            errors.add(region.source, f"expected a box on the {width:g}×{height:g} mm card, got x + w = "
                                      f"{region['x'] + region['w']:g}, y + h = {region['y'] + region['h']:g}")


def art_files(data: GameData, layout: Layout | None, rows: list[Record], errors: Collector) -> set[str]:
    """Art files a layout prints: fixed ones (checked here) and those its rows name."""
    found: set[str] = set()
    if layout is None:
        return found
    for region in layout.regions:
        if region.type not in ART_TYPES:
            continue
        if region["file"]:
            check_art(data, region["file"], region.source, errors)
            found.add(region["file"])
        else:
            found |= {str(r[region["column"]]) for r in rows if region["column"] in r.values}
    return found
