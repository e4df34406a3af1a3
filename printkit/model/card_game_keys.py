"""The keys of a data-only game's game.toml, each with what it means: the checks refuse any other
key (a misspelt one would be ignored without a word) and the reference in docs/design-a-deck.md
is written from these declarations (printkit/model/card_game_reference.py)."""

from __future__ import annotations

from printkit.schema import Field

GAME_FIELDS = (
    Field("id", doc="The game's id, as the command line names it: the folder's name (`decks/<id>/`)."),
    Field("title", doc="The game's English title, translated wherever it prints (cover, backs, booklet, footers)."),
    Field("engine", doc="`\"cards\"`: the generic card engine draws the game from its data; no Python."),
    Field("layouts", required=False, default="layout.toml", doc="The file of layouts."),
    Field("code_prefix", doc="The start of every card's code (`MG` gives MG-O-01 …)."),
    Field("languages", "list", required=False, default=("en",), doc="The languages the game is made in."),
    Field("players", doc="`{ min = 2, max = 5, default = 4 }`: the range `--players` accepts."),
    Field("card_size", required=False, default="poker", doc="poker 63×88, bridge 56×87, tarot 70×120, mini 44×63, "
                                                            "square 70×70 mm, or any size: `{ w = \"60mm\", h = \"90mm\" }`."),
    Field("accent", required=False, default="#1f4e79", doc="The cover's and booklet's colour: `#rrggbb` or a colour name."),
)
CREDIT_FIELDS = (
    Field("original_title", doc="The game's title as its authors gave it."),
    Field("authors", doc="Who made the game."),
    Field("licence", doc="Its licence, such as \"CC BY 4.0\" (\"not stated\" if there is none)."),
    Field("original", "bool", required=False, default=False, doc="`true`: the game is your own; the cover says "
                                                                 "\"*Title* is an original game by …\"."),
    Field("source", required=False, doc="Where the game you adapt comes from (required unless `original = true`)."),
    Field("licence_url", required=False, doc="Where the licence is written; printed instead of `source`."),
    Field("art", required=False, doc="`[[credits.art]]`: every picture a layout prints, with its licence (below)."),
)
TABLE_FIELDS = (
    Field("file", required=False, doc="The table's file: `.csv` (UTF-8, as a spreadsheet's \"CSV UTF-8\" writes it), "
                                      "or a spreadsheet, `.xlsx`, `.xls` or `.ods`, whose first sheet holds the table. "
                                      "Default: `NAME.csv`."),
    Field("columns", doc="`[tables.NAME.columns]`: each column's declaration (below)."),
)
SECTION_FIELDS = {
    "cover": (Field("bring", "list", required=False, doc="What players need besides the kit (translated)."),),
    "booklet": (Field("template", required=False, doc="The rule booklet's template in the game's folder, e.g. "
                                                      "`booklet.j2`."),),
}
TOP_LEVEL = ("game", "credits", "tables", "decks", *SECTION_FIELDS)
