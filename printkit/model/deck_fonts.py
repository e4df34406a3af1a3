"""A data-only deck's own fonts: `[fonts.NAME]` in game.toml names a family's faces (TrueType or
OpenType files in the game's folder) with their licence, as `[[credits.art]]` does for pictures;
a text, index or code region prints in one with `font = "NAME"`.

    [fonts.display]
    regular = "fonts/Lora-Regular.ttf"
    bold = "fonts/Lora-Bold.ttf"          # optional: bold and italic faces, if the family has them
    author = "The Lora Project Authors"
    licence = "SIL OFL 1.1"

Checked here: the keys, each file (found, readable, embeddable: printkit/font_files.py) and
that a region names a declared font and a face it has. What each text prints is checked
against its face's characters when it is drawn (render/card_regions.py), in every language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from printkit.errors import Collector, Source
from printkit.font_files import FontProblem, font_facts
from printkit.loader import GameData, shown_folder, typed_table
from printkit.schema import Field

FACES = ("regular", "bold", "italic", "bold_italic")
FONT_FIELDS = (
    Field("regular", doc="The regular face: a `.ttf` or `.otf` file in the game's folder, e.g. `fonts/Lora-Regular.ttf`."),
    Field("bold", required=False, doc="The bold face (for `weight = \"bold\"` and `**bold**` in a text)."),
    Field("italic", required=False, doc="The italic face (for `weight = \"italic\"` and `*italic*` in a text)."),
    Field("bold_italic", required=False, doc="The bold italic face (`***both***`)."),
    Field("author", doc="Who made the font."),
    Field("licence", doc="Its licence (most free fonts: SIL OFL 1.1); the cover prints it."),
    Field("source", required=False, default="", doc="Where it comes from."),
)
WEIGHT_FACES = {"regular": "regular", "bold": "bold", "italic": "italic"}


@dataclass(frozen=True)
class DeckFont:
    """One declared family: its faces' files (absolute) and as game.toml names them."""

    name: str
    files: dict[str, Path]
    named: dict[str, str]
    author: str
    licence: str
    source: str = ""
    where: Source = field(default_factory=lambda: Source(""))

    def face(self, weight: str) -> str | None:
        """The face a region of `weight` prints in (None if the family has none)."""
        face = WEIGHT_FACES[weight]
        return face if face in self.files else None


def parse_fonts(data: GameData, shown: str, errors: Collector) -> dict[str, DeckFont | None]:
    """game.toml's `[fonts.NAME]` tables, each face's file checked (None for a font refused:
    reported once, here, not again where a region names it)."""
    raw = data.meta.get("fonts", {})
    if not isinstance(raw, dict) or not all(isinstance(v, dict) for v in raw.values()):
        errors.add(Source(shown, key="fonts"), "expected tables such as [fonts.display] with regular = \"fonts/….ttf\"")
        return {}
    return {name: _font(data, name, table, shown, errors) for name, table in raw.items()}


def _font(data: GameData, name: str, table: dict[str, Any], shown: str, errors: Collector) -> DeckFont | None:
    record = typed_table(table, FONT_FIELDS, shown, f"fonts.{name}", errors)
    if record is None:
        return None
    values, sound = record.values, True
    named = {face: values[face] for face in FACES if values.get(face)}
    for face, file in named.items():
        try:
            font_facts(data.folder / file)
        except FontProblem as problem:
            errors.add(Source(shown, key=f"{record.source.key}.{face}"), f"{shown_folder(data.id, data.folder)}/{file}: {problem}")
            sound = False
    if not sound:
        return None
    return DeckFont(name, {face: data.folder / file for face, file in named.items()}, named, values["author"],
                    values["licence"], values["source"] or "", record.source)


def check_region_fonts(layouts: dict, fonts: dict[str, DeckFont | None], errors: Collector, where) -> None:
    """Each region's `font` names a declared font that has the face of its `weight`
    (`where(region, key)`: the region key's place in the layout file)."""
    for layout in layouts.values():
        for region in layout.regions:
            name = region["font"]
            if not name:
                continue
            if name not in fonts:
                known = ", ".join(sorted(fonts)) or "none declared"
                errors.add(where(region, "font"), f"expected a font of game.toml's [fonts] ({known}), got {name!r}")
                continue
            if fonts[name] is None:
                continue
            weight = region["weight"] or "regular"
            if fonts[name].face(weight) is None:
                errors.add(where(region, "weight"), f"font {name!r} has no {weight} face; expected {weight} = "
                                                    f"\"….ttf\" in [fonts.{name}], or another weight")
