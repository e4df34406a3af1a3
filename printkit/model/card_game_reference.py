"""The reference of everything a data-only game's files accept, in Markdown, written from the
declarations that check them: game.toml's keys (printkit/model/card_game_keys.py), its decks
and art (printkit/model/card_game.py), a table's column declarations and types
(printkit/schema.py) and the layouts (printkit/model/card_layout.py). `printkit decks reference`
prints it; docs/design-a-deck.md holds it, and a test keeps the two the same.
"""

from __future__ import annotations

from printkit.model.card_game import ART_FIELDS, DECK_FIELDS
from printkit.model.card_game_keys import CREDIT_FIELDS, GAME_FIELDS, SECTION_FIELDS, TABLE_FIELDS
from printkit.model.card_layout import LAYOUT_FIELDS, REGION_DOCS, REGION_FIELDS, REGION_TYPES
from printkit.schema import COLUMN_FIELDS, TYPE_DOCS, Field, describe


def reference() -> str:
    """game.toml, tables and layouts: one table of keys per section."""
    sections = [("[game]", GAME_FIELDS), ("[credits]", CREDIT_FIELDS), ("[[credits.art]]", ART_FIELDS),
                ("[tables.NAME]", TABLE_FIELDS), ("[tables.NAME.columns]", COLUMN_FIELDS), ("[[decks]]", DECK_FIELDS)]
    sections += [(f"[{name}]", fields) for name, fields in SECTION_FIELDS.items()]
    lines = []
    for title, fields in sections:
        what = " (each column: `name = { … }`)" if title.endswith(".columns]") else ""
        lines += [f"### game.toml: `{title}`{what}", "", "| key | expects | meaning |", "| --- | --- | --- |"]
        lines += [key_row(spec) for spec in fields] + [""]
    lines += ["### Column types", "", "| type | a cell holds |", "| --- | --- |"]
    lines += [f"| `{name}` | {text} |" for name, text in TYPE_DOCS.items()] + [""]
    return "\n".join(lines) + layout_reference()


def layout_reference() -> str:
    """The layout format's reference, in Markdown, from card_layout.py's declarations."""
    lines = ["### Layout keys", "", "| key | expects | meaning |", "| --- | --- | --- |"]
    lines += [key_row(spec) for spec in LAYOUT_FIELDS]
    for kind in REGION_TYPES:
        lines += ["", f"### `type = \"{kind}\"`", "", REGION_DOCS[kind], "",
                  "| key | expects | meaning |", "| --- | --- | --- |"]
        lines += [key_row(spec) for spec in REGION_FIELDS[kind]]
    return "\n".join(lines) + "\n"


def key_row(spec: Field) -> str:
    """One key of a reference table: its name, what it expects (and its default), what it means."""
    expects = {"regions": "an array of tables `[[layouts.NAME.regions]]`", "remove": "an array of names",
               "players": "a table", "columns": "a table", "card_size": "a size name or a table",
               "choices": "an array of texts", "languages": "an array of language codes", "bring": "an array of texts",
               "default": "a value of the column's type", "art": "an array of tables"}.get(spec.name) or describe(spec)
    if not spec.required:
        default = spec.default if not isinstance(spec.default, tuple) else list(spec.default)
        shown = str(default).lower() if isinstance(default, bool) else repr(default)
        expects += f" (optional{'' if default in (None, [], '') else f', default {shown}'})"
    return f"| `{spec.name}` | {expects} | {spec.doc} |"
