"""The reference of everything a data-only game's files accept, in Markdown, written from the
declarations that check them: game.toml's keys (printkit/model/card_game_keys.py), its decks
and art (printkit/model/card_game.py), a table's column declarations and types
(printkit/schema.py) and the layouts (printkit/model/card_layout.py). `printkit decks reference`
prints it; docs/design-a-deck.md holds it, and a test keeps the two the same.
"""

from __future__ import annotations

from printkit.model.card_game import ART_FIELDS, DECK_FIELDS
from printkit.model.card_game_keys import CREDIT_FIELDS, GAME_FIELDS, SECTION_FIELDS, TABLE_FIELDS
from printkit.model.card_layout import key_row, reference as layout_reference
from printkit.schema import COLUMN_FIELDS, TYPE_DOCS


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
