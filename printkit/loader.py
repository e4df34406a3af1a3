"""Reads decks/<game>/: game.toml, the CSV tables it declares, its TOML documents, manual.toml.

The only module that reads decks/. A game is read from the user's workspace when it holds a copy
(printkit/workspace.py), else from the shipped data; errors then name the workspace file. Every problem is collected with file:line (CSV) or
file: key path (TOML), what was expected and what was found; then one DataErrors is raised.
The result is raw-but-typed data (`GameData`); each game's model module turns it into frozen
dataclasses and adds its own cross-checks.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TypeVar

from printkit import workspace
from printkit.cache import cache_dir, store
from printkit.errors import Collector, DataError, DataErrors, Source, UsageError
from printkit.schema import Field, Record, coerce
from printkit.table_csv import FIX
from printkit.table_files import RawRow, read_rows

GAME_FILE = "game.toml"
MANUAL_FILE = "manual.toml"


@dataclass(frozen=True)
class GameData:
    """Everything a game's folder holds, typed and located."""

    id: str
    folder: Path
    meta: dict[str, Any]
    tables: dict[str, list[Record]] = field(default_factory=dict)
    documents: dict[str, dict[str, Any]] = field(default_factory=dict)
    manual: dict[str, Any] = field(default_factory=dict)
    # What `derived` functions made from this data, by function (not compared, not copied by
    # dataclasses.replace: a GameData changed that way starts empty).
    _derived: dict[Callable, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def source(self, filename: str, line: int | None = None, key: str | None = None) -> Source:
        return Source(f"{shown_folder(self.id, self.folder)}/{filename}", line, key)

    @property
    def from_workspace(self) -> bool:
        """True when the game is read from the user's workspace rather than the shipped data."""
        return workspace.is_workspace_path(self.folder)


T = TypeVar("T")


def derived(make: Callable[[GameData], T]) -> Callable[[GameData], T]:
    """`make(data)` made once per GameData and kept with it, for what a game makes from its data
    alone: its model, the worked examples its booklet prints. They are the same in every
    language, and `build --all` builds all of a game's languages from one GameData
    (build_all.build_game): measured, each kit made its model one to three times and its
    booklet's examples again, 10 ms CPU in all for the 9 kits. What `make` returns is shared by
    every caller, so nobody changes it; an error is raised again at the next call."""
    @functools.wraps(make)
    def once(data: GameData) -> T:
        try:
            return data._derived[once]
        except KeyError:
            made = data._derived[once] = make(data)
            return made
    return once


@derived
def folder_hash(data: GameData) -> str:
    """SHA-256 of the game folder's files (workspace.data_hash), once per GameData: the manifest
    records it, and what is kept between runs from a game's data alone is named by it."""
    return workspace.data_hash(data.folder)


def shown_folder(game_id: str, folder: Path) -> str:
    """How errors name a game's folder: `decks/<game>` for the shipped data, the workspace
    copy's own path (printkit/workspace.py `shown`)."""
    return workspace.shown(folder) if workspace.is_workspace_path(folder) else f"decks/{game_id}"


def list_games() -> list[str]:
    """Ids of every game with a game.toml, sorted."""
    return workspace.game_ids()


def load_game(game_id: str) -> GameData:
    """Find one game's folder (workspace first), then load it (`read_game`). The engine finds a
    game once, as a registry.Game, and reads its data from there; this is for a game's own code
    that wants its shipped data (a referee's model)."""
    games = list_games()
    if game_id not in games:
        raise UsageError(f"unknown game {game_id!r}; expected one of: {', '.join(games)}")
    return read_game(game_id, workspace.find_game_dir(game_id))


def read_game(game_id: str, folder: Path) -> GameData:
    """Load and type-check the game folder `folder`; raise DataErrors listing every problem."""
    shown = shown_folder(game_id, folder)
    errors = Collector()
    meta = read_toml(folder / GAME_FILE, shown, errors)
    tables = {
        name: read_table(folder, shown, name, spec, errors)
        for name, spec in sorted(meta.get("tables", {}).items())
    }
    documents = {
        name: read_toml(folder / filename, shown, errors)
        for name, filename in sorted(meta.get("documents", {}).items())
    }
    manual = read_toml(folder / MANUAL_FILE, shown, errors) if (folder / MANUAL_FILE).exists() else {}
    errors.raise_if_any()
    return GameData(game_id, folder, meta, tables, documents, manual)


TOML_CACHE = "toml-1"   # bump when the stored form changes


def parse_toml(text: str) -> dict[str, Any]:
    """tomllib's reading of `text`, kept in the user's cache (printkit/cache.py) as JSON named by
    the text's SHA-256, like the catalogs: tomllib is pure Python, and the 18 TOML files of the
    four games took 6.4 ms to parse, 0.5 ms to read back (measured). A document holding a date
    or a time, which JSON cannot hold, is parsed every time; an invalid one raises as tomllib does.
    tomllib is imported only to parse (1 ms of a warm build's start-up, which finds every file here).
    """
    folder = cache_dir(TOML_CACHE)
    entry = folder / hashlib.sha256(text.encode("utf-8")).hexdigest() if folder else None
    if entry is not None:
        try:
            stored = json.loads(entry.read_bytes())
        except (OSError, ValueError):
            stored = None
        if isinstance(stored, dict):
            return stored
    import tomllib
    document = tomllib.loads(text)
    if entry is not None:
        try:
            data = json.dumps(document, ensure_ascii=False)
        except (TypeError, ValueError):   # dates and times
            return document
        store(entry, data)
    return document


def read_toml(path: Path, folder_shown: str, errors: Collector) -> dict[str, Any]:
    """Parse one TOML file; a syntax error is reported with its line (`folder_shown`: how errors
    name the game's folder)."""
    shown = f"{folder_shown}/{path.name}"
    try:
        return parse_toml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        errors.add(Source(shown), "file not found")
    except ValueError as exc:   # tomllib.TOMLDecodeError: tomllib is imported only when a file is parsed
        import tomllib
        if not isinstance(exc, tomllib.TOMLDecodeError):
            raise
        message = str(exc)
        where = re.search(r"\s*\(at line (\d+), column (\d+)\)", message)
        if where:
            message = message[:where.start()] + f" at column {where.group(2)}"
        errors.add(Source(shown, int(where.group(1)) if where else None), f"invalid TOML: {message}")
    return {}


def table_fields(name: str, spec: dict[str, Any], folder_shown: str, errors: Collector) -> list[Field]:
    """The declared columns of a table, in declaration order."""
    fields = []
    for column, declaration in spec.get("columns", {}).items():
        try:
            fields.append(Field.from_toml(column, declaration))
        except ValueError as exc:
            errors.add(Source(f"{folder_shown}/{GAME_FILE}", key=f"tables.{name}.columns.{column}"), str(exc))
    return fields


def read_table(folder: Path, folder_shown: str, name: str, spec: dict[str, Any], errors: Collector) -> list[Record]:
    """Read one table (CSV, or a spreadsheet's first sheet: printkit/table_files.py) against its
    declared columns; one Record per data row."""
    filename = spec.get("file", f"{name}.csv")
    shown = f"{folder_shown}/{filename}"
    fields = table_fields(name, spec, folder_shown, errors)
    try:
        found = read_rows(folder / filename, shown)
    except FileNotFoundError:
        errors.add(Source(shown), "file not found")
        return []
    except DataError as problem:
        errors.extend([problem])
        return []
    return typed_rows(found, shown, fields, errors)


def typed_rows(found: list[RawRow], shown: str, fields: list[Field], errors: Collector) -> list[Record]:
    """Typed records of a table's rows (the header first); line numbers are the file's."""
    if not found:
        errors.add(Source(shown), "expected a header row, found an empty file")
        return []
    header_row, *data = found
    header = [h.strip() for h in header_row.cells]
    if not _check_header(header, fields, header_row.source, errors):
        return []
    records = []
    for row in data:
        record = _typed_row(header, row, fields, errors)
        if record is not None:
            records.append(record)
    return records


def _check_header(header: list[str], fields: list[Field], source: Source, errors: Collector) -> bool:
    declared = [f.name for f in fields]
    separator = next((s for s in (";", "\t") if len(header) == 1 and s in header[0]), None)
    if separator is not None:
        errors.add(source, f"the columns are separated by {'semicolons' if separator == ';' else 'tabs'}; "
                           f"expected commas (\"CSV UTF-8 (comma delimited)\" in a spreadsheet's Save as), "
                           f"or name the spreadsheet itself as the table's file")
        return False
    missing = [f.name for f in fields if f.required and f.name not in header]
    unknown = [h for h in header if h not in declared]
    if missing:
        errors.add(source, f"missing column(s) {', '.join(missing)}; expected columns: {', '.join(declared)}")
    if unknown:
        errors.add(source, f"unknown column(s) {', '.join(unknown)}; expected columns: {', '.join(declared)}")
    return not missing and not unknown


def _typed_row(header: list[str], row: RawRow, fields: list[Field], errors: Collector) -> Record | None:
    if len(row.cells) != len(header):
        hint = _runs_on(row) or (f"; {FIX}" if len(row.cells) > len(header) else
                                 "; every row has a cell for each column (an empty one: nothing between two commas)")
        errors.add(row.source, f"expected {len(header)} cells, got {len(row.cells)}{hint}")
        return None
    raw = dict(zip(header, (cell.replace("\r\n", "\n") for cell in row.cells)))
    places = dict(zip(header, row.places))
    values, ok = {}, True
    for spec in fields:
        value, problem = coerce(spec, raw.get(spec.name))
        if problem:
            errors.add(places.get(spec.name, row.source)._replace(key=spec.name), problem)
            ok = False
        values[spec.name] = value
    return Record(row.source, values, places) if ok else None


def _runs_on(row: RawRow) -> str:
    """For a row with too many or too few cells: a text in quotes that runs over several lines
    has most likely lost its closing quote (or swallowed the rows after it)."""
    if row.last_line is None or row.last_line == row.source.line:
        return ""
    return (f"; a text in double quotes starts on this line and runs on to line {row.last_line}: "
            f"if it should end on line {row.source.line}, close its quote there (a quote inside is written twice)")


def check_toml(doc: dict[str, Any], key_path: str, spec: Field, source_file: str,
               errors: Collector) -> Any:
    """Typed value at `key_path` ('board.squares') of a TOML document, or None with an error."""
    node: Any = doc
    for part in key_path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    value, problem = coerce(spec, node)
    if problem:
        errors.add(Source(source_file, key=key_path), problem)
        return None
    return value


def typed_entries(entries: list[dict[str, Any]], fields: list[Field], source_file: str,
                  key_path: str, errors: Collector, *, first: int = 0) -> list[Record]:
    """Type-check a TOML array of tables (`[[squares]]`) entry by entry, by key path
    (`first`: the index of the first entry, when checking a part of the array)."""
    records = []
    declared = {f.name for f in fields}
    for index, entry in enumerate(entries, start=first):
        where = f"{key_path}[{index}]"
        unknown = sorted(set(entry) - declared)
        if unknown:
            errors.add(Source(source_file, key=where), f"unknown key(s) {', '.join(unknown)}; expected: {', '.join(sorted(declared))}")
            continue
        values, ok = {}, True
        for spec in fields:
            value, problem = coerce(spec, entry.get(spec.name))
            if problem:
                errors.add(Source(source_file, key=f"{where}.{spec.name}"), problem)
                ok = False
            values[spec.name] = value
        if ok:
            records.append(Record(Source(source_file, key=where), values))
    return records


__all__ = ["GameData", "DataError", "DataErrors", "list_games", "load_game", "read_game", "check_toml", "typed_entries", "typed_rows"]


def locate(data: GameData, filename: str, key: str) -> Source:
    """The Source (file:line) of `key = …` or a `[key]` / `[a.key]` header in a file of the game
    folder `data` was read from, for findings."""
    shown = f"{shown_folder(data.id, data.folder)}/{filename}"
    path = data.folder / filename
    last = key.split(".")[-1]
    patterns = [re.compile(rf"^\s*\[+\s*{re.escape(key)}\s*\]+"), re.compile(rf"^\s*{re.escape(last)}\s*=")]
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return Source(shown, key=key)
    for pattern in patterns:
        for number, line in enumerate(lines, start=1):
            if pattern.match(line):
                return Source(shown, number)
    return Source(shown, key=key)
