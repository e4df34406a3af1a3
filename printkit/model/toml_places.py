"""Where a key path of a TOML file is, as a designer reads the file: its line, and the entries of
an array of tables named by their own `name` (or `id`, `file`) rather than by their index.

tomllib gives values without lines, and checks name what is wrong by key path
(`layouts.front.regions[5].colour`). Before the errors reach the user, that becomes
`layout.toml:57: layouts.front, region "title": colour`: the line of `colour =` in the sixth
`[[layouts.front.regions]]` table, and the region by the name the designer gave it. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from printkit.errors import DataError, Source

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\[\]]+?)\s*\]\]?\s*(?:#.*)?$")
_KEY = re.compile(r"^\s*([A-Za-z0-9_-]+|\"[^\"]*\")\s*=")
_PART = re.compile(r"([^.\[\]]+)(?:\[(\d+)\])?")
_LABELS = {"regions": "name", "decks": "id", "art": "file"}   # what names an entry of each array


class TomlPlaces:
    """The lines of one TOML file's tables and keys, and its parsed document for names."""

    def __init__(self, text: str, document: dict[str, Any]) -> None:
        self.document = document
        self.tables: dict[tuple[str, int], int] = {}         # (table path, index in its array) -> line
        self.keys: dict[tuple[str, int, str], int] = {}      # (table path, index, key) -> line
        counts: dict[str, int] = {}
        table, index = "", 0
        for number, line in enumerate(text.splitlines(), start=1):
            header = _HEADER.match(line)
            if header:
                table = _normal(header.group(2))
                index = counts[table] = counts.get(table, -1) + 1 if header.group(1) == "[[" else 0
                self.tables.setdefault((table, index), number)
                continue
            key = _KEY.match(line)
            if key:
                self.keys.setdefault((table, index, key.group(1).strip('"')), number)

    def source(self, path: str, key: str) -> Source:
        """`key` ('layouts.front.regions[5].colour') as a Source with its line and readable key."""
        table, index, rest, shown = self._split(key)
        line = None
        if rest:
            line = self.keys.get((table, index, rest[0]))
        if line is None and table:
            line = self.tables.get((table, index))
        if line is None and rest:   # a key of the top table, or a dotted key written inline
            line = self.keys.get((table, index, rest[-1])) or self.keys.get(("", 0, rest[0]))
        return Source(path, line, shown)

    def _split(self, key: str) -> tuple[str, int, list[str], str]:
        """The deepest table of `key` that has its own header, its index, the keys below it, and
        how the key is shown."""
        node: Any = self.document
        parts, table, index, rest = [], "", 0, []
        shown, after_entry = "", False
        for name, position in _PART.findall(key):
            parts.append(name)
            path = ".".join(parts)
            node = node.get(name) if isinstance(node, dict) else None
            if position:
                node = node[int(position)] if isinstance(node, list) and int(position) < len(node) else None
                if name == "regions":   # a layout's region: `layouts.front, region "title"`
                    shown = f"{shown}, {_entry('region', 'name', int(position), node)}"
                else:                   # `decks "cards"`, `credits.art "icons/sun.svg"`
                    shown += ("." if shown else "") + f"{name} {_entry('', _LABELS.get(name, 'name'), int(position), node)}"
                after_entry = True
            else:
                shown += (": " if after_entry else "." if shown else "") + name
                after_entry = False
            here = (path, int(position or 0))
            if here in self.tables:
                table, index, rest = path, here[1], []
            else:
                rest.append(name)
        return table, index, rest, shown


def _entry(what: str, label_key: str, position: int, node: Any) -> str:
    """An entry of an array of tables as a designer names it: by its label (`region "title"`),
    else by its number and type (`region 9 (code)`)."""
    label = node.get(label_key) if isinstance(node, dict) else None
    if isinstance(label, str) and label:
        return f'{what} "{label}"'.strip()
    kind = f" ({node['type']})" if isinstance(node, dict) and isinstance(node.get("type"), str) else ""
    return f"{what} {position + 1}{kind}".strip()


def _normal(header: str) -> str:
    """A table header's dotted path without spaces or quotes around its parts."""
    return ".".join(part.strip().strip('"').strip("'") for part in header.split("."))


def locate_errors(errors: list[DataError], path: str, places: TomlPlaces) -> list[DataError]:
    """The errors about `path` given by key path, with their line and readable key."""
    located = []
    for error in errors:
        source = error.source
        if source.path == path and source.line is None and source.key:
            error = DataError(places.source(path, source.key), error.message)
        located.append(error)
    return located
