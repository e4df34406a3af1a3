"""Card layouts declared in data (a game's layout TOML), checked against one schema.

A layout is a list of regions placed in millimetres on the card, measured from its top-left
corner. The same declarations check a layout file and write the reference in
docs/design-a-deck.md (printkit/model/card_game_reference.py), so the two cannot disagree:

    [layouts.creature]
    background = "#fffaf0"
    [[layouts.creature.regions]]
    type = "band"
    name = "header"
    x = 0
    y = 0
    w = 63
    h = 14
    colour = "colour"          # a column of the card's table, or a fixed "#rrggbb"

    [layouts.spell]
    extends = "creature"       # the regions of `creature`; a region of the same name replaces
    remove = ["power"]         # one, new names are added, `remove` drops some

Pure: parsing and checking only. Every problem names `file: key path` and what was expected.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Any

from printkit.errors import Collector, Source
from printkit.loader import typed_entries
from printkit.model.toml_places import TomlPlaces
from printkit.schema import Field, coerce

HEX = re.compile(r"^#[0-9a-fA-F]{6}$")
COLOUR_KEYS = ("colour", "turned_colour")
REGION_TYPES = ("text", "band", "frame", "icon", "picture", "index", "code")
ART_TYPES = ("icon", "picture")   # regions that print an art file

_PLACE = [
    Field("type", "choice", choices=REGION_TYPES, doc="What the region prints (see the region types below)."),
    Field("name", required=False, doc="A name, unique in the layout: `extends` replaces a region by name, and "
                                      "translators see it in the context of a fixed text. Default: type and position."),
    Field("x", "float", min=0, doc="Left edge, in mm from the card's left edge (trim)."),
    Field("y", "float", min=0, doc="Top edge, in mm from the card's top edge (trim)."),
    Field("w", "float", min=0.1, doc="Width in mm."),
    Field("h", "float", min=0.1, doc="Height in mm."),
    Field("when", required=False, doc="A column: the region prints only on cards whose cell in it is not empty "
                                      "(nor `false`, nor 0), e.g. a bonus badge on the cards that have a bonus."),
]
COLOUR_DOC = "`#rrggbb`, a colour name (`teal`, `goldenrod`: the CSS names), or a column holding either for each card."
_COLOUR = Field("colour", required=False, default="#1b1b1b", doc=COLOUR_DOC)
_TEXT = [
    Field("column", required=False, doc="The column whose value prints (translated if the column is `translatable`)."),
    Field("text", required=False, doc="A fixed English text (translated through the game's catalog); `{column}` "
                                      "placeholders are filled from the card's row, `{code}` and `{title}` too."),
    Field("plural", required=False, doc="With `text` and `count`: the English plural form of `text`."),
    Field("count", required=False, doc="With `plural`: the integer column that chooses the singular or plural form."),
    Field("size", "float", required=False, default=9.0, min=3, max=96, doc="Largest font size in pt."),
    Field("min_size", "float", required=False, default=6.0, min=3, max=96,
          doc="Smallest font size in pt: a text that does not fit at `size` shrinks down to this, "
              "then the build stops with the card's code (`printkit i18n check` lists every such text)."),
    Field("weight", "choice", required=False, default="regular", choices=("regular", "bold", "italic"), doc="Typeface."),
    Field("align", "choice", required=False, default="centre", choices=("left", "centre", "right"), doc="Horizontal alignment."),
    Field("valign", "choice", required=False, default="middle", choices=("top", "middle"), doc="Vertical alignment."),
    _COLOUR,
]
_FILL = [_COLOUR, Field("radius", "float", required=False, default=0.0, min=0, doc="Corner radius in mm.")]
_FILE = [
    Field("file", required=False, doc="An SVG (drawn as vectors), PNG or JPEG file in the game's folder, e.g. `icons/leaf.svg`."),
    Field("column", required=False, doc="A column holding such a file name for each card (instead of `file`)."),
]
REGION_FIELDS: dict[str, list[Field]] = {
    "text": _PLACE + _TEXT,
    "band": _PLACE + _FILL,
    "frame": _PLACE + _FILL + [Field("width", "float", required=False, default=0.5, min=0.05, doc="Line width in mm.")],
    "icon": _PLACE + _FILE,
    "picture": _PLACE + _FILE,
    "index": _PLACE + [f for f in _TEXT if f.name in ("column", "text", "size", "min_size", "weight", "colour")]
    + [Field("turned_colour", required=False, doc="The colour of the turned copy at bottom right, if not `colour` "
                                                  "(the same kinds of value).")],
    "code": _PLACE + [Field("size", "float", required=False, default=5.0, min=3, max=24, doc="Font size in pt."),
                      Field("align", "choice", required=False, default="right", choices=("left", "centre", "right"),
                            doc="Horizontal alignment."),
                      Field("colour", required=False, default="#6b6b6b", doc="`#rrggbb` or a colour name.")],
}
REGION_DOCS = {
    "text": "Text from a column or a fixed string, shrunk to fit its box (it wraps when the box has room for more lines).",
    "band": "A filled rectangle, its colour fixed or from a column.",
    "frame": "A rectangle's outline.",
    "icon": "An SVG file, drawn as vectors (never rasterised), scaled to fit the box. A card whose cell "
            "is empty prints no picture.",
    "picture": "A PNG or JPEG picture, scaled to fit the box (SVG works here too). A card whose cell is empty "
               "prints no picture.",
    "index": "A corner index: the box at top left, and the same turned half round at bottom right.",
    "code": "The card's code (`MG-A-03`), which `printkit build --only` reprints. Printed on top of the other regions, "
            "on fronts only.",
}
LAYOUT_FIELDS = [
    Field("extends", required=False, doc="Another layout of the file: its regions, then this layout's changes."),
    Field("background", required=False, doc="A colour (`#rrggbb`, a name or a column, as `colour` below) filling "
                                            "the whole card and its bleed."),
    Field("remove", "list", required=False, default=(), doc="Names of inherited regions to leave out."),
    Field("regions", "list", required=False, default=(), doc="The regions, drawn in order (later ones on top)."),
]


@dataclass(frozen=True)
class Region:
    """One region of a layout, typed; lengths in mm from the top-left corner of the card."""

    type: str
    name: str
    values: dict[str, Any]
    source: Source     # its line and name (`layout.toml:42: layouts.front, region "title"`)
    path: str = ""     # its key path (`layouts.front.regions[3]`), for errors about one of its keys

    def __getitem__(self, key: str) -> Any:
        return self.values.get(key)

    def columns(self) -> dict[str, str]:
        """The columns this region reads, by key (for the checks against the deck's table); a
        colour that is not `#rrggbb` may be a column or a colour name (`colours()`)."""
        return {key: self.values[key] for key in ("column", "count", "when") if self.values.get(key)}

    def colours(self) -> dict[str, str]:
        """Its colour keys that name a column or a colour (not `#rrggbb`), by key."""
        return {key: self.values[key] for key in COLOUR_KEYS
                if self.values.get(key) and not str(self.values[key]).startswith("#")}

    def placeholders(self) -> list[str]:
        """The `{names}` its fixed text and plural fill."""
        found = []
        for key in ("text", "plural"):
            try:
                found += [name for _, name, _, _ in string.Formatter().parse(self.values.get(key) or "") if name]
            except ValueError:
                found.append("{")
        return found


@dataclass(frozen=True)
class Layout:
    name: str
    background: str | None
    regions: tuple[Region, ...]
    source: Source

    def signature(self) -> tuple:
        """Everything the layout draws with, as plain values (a key for shared art)."""
        return (self.background, tuple((r.type, r.name, tuple(sorted((k, v) for k, v in r.values.items())))
                                       for r in self.regions))


def region_art(region: Region, row: Any) -> str | None:
    """The art file an icon or picture region prints for a row (None: an empty cell, no picture)."""
    if region["file"]:
        return region["file"]
    value = row.get(region["column"]) if row is not None else None
    return str(value).strip() or None if value is not None else None


def is_shown(region: Region, row: Any) -> bool:
    """False when the region's `when` column is empty, false or 0 on this row."""
    column = region["when"]
    if not column or row is None:
        return True
    value = row.get(column)
    return not (value is None or value is False or value == 0 or (isinstance(value, str) and not value.strip()))


def parse_layouts(doc: dict[str, Any], shown: str, errors: Collector, places: TomlPlaces | None = None) -> dict[str, Layout]:
    """Every layout of a layout file, with `extends` resolved (`places`: the file's lines, so
    that each region's source names its line and name)."""
    raw = doc.get("layouts")
    if not isinstance(raw, dict) or not raw:
        errors.add(Source(shown, key="layouts"), "expected at least one [layouts.NAME] table")
        return {}
    where = (lambda key: places.source(shown, key)) if places is not None else (lambda key: Source(shown, key=key))
    own = {name: _own_layout(name, table, shown, errors, where) for name, table in raw.items() if isinstance(table, dict)}
    for name, table in raw.items():
        if not isinstance(table, dict):
            errors.add(Source(shown, key=f"layouts.{name}"), f"expected a table of layout keys, got {table!r}")
    return {name: _resolve(name, own, shown, errors, (), where) for name in own}


def _own_layout(name: str, table: dict[str, Any], shown: str, errors: Collector, where_is) -> dict[str, Any]:
    where = f"layouts.{name}"
    known = {f.name for f in LAYOUT_FIELDS}
    for key in sorted(set(table) - known):
        errors.add(Source(shown, key=f"{where}.{key}"), f"unknown key; expected one of {', '.join(sorted(known))}")
    values = {}
    for spec in LAYOUT_FIELDS[:3]:
        value, problem = coerce(spec, table.get(spec.name))
        if problem:
            errors.add(Source(shown, key=f"{where}.{spec.name}"), problem)
        values[spec.name] = value
    background = values.get("background")
    if background and background.startswith("#") and not HEX.match(background):
        errors.add(Source(shown, key=f"{where}.background"), f"expected a colour as #rrggbb, a colour name or a column, got {background!r}")
        values["background"] = None
    regions = table.get("regions", [])
    if not isinstance(regions, list):
        errors.add(Source(shown, key=f"{where}.regions"), "expected an array of tables ([[" + where + ".regions]])")
        regions = []
    made = [_region(entry, f"{where}.regions", shown, errors, i, where_is) for i, entry in enumerate(regions)]
    values["regions"] = [r for r in made if r is not None]
    # A region refused above is reported once: `remove` or `extends` naming it says nothing more.
    values["broken"] = {entry.get("name") for entry, r in zip(regions, made) if r is None and isinstance(entry, dict)}
    names = [r.name for r in values["regions"]]
    for duplicate in sorted({n for n in names if names.count(n) > 1}):
        errors.add(Source(shown, key=f"{where}.regions"), f"the name {duplicate!r} is used twice; expected unique names")
    return values


def _region(entry: Any, regions: str, shown: str, errors: Collector, index: int, where_is) -> Region | None:
    """One region, typed by the fields of its type (loader.typed_entries)."""
    where = f"{regions}[{index}]"
    if not isinstance(entry, dict):
        errors.add(Source(shown, key=where), f"expected a table of region keys, got {entry!r}")
        return None
    kind, problem = coerce(_PLACE[0], entry.get("type"))
    if problem:
        errors.add(Source(shown, key=f"{where}.type"), problem)
        return None
    typed = typed_entries([entry], REGION_FIELDS[kind], shown, regions, errors, first=index)
    if not typed:
        return None
    values = dict(typed[0].values)
    ok = _check_sources(kind, values, where, shown, errors)
    for key in COLOUR_KEYS:
        colour = values.get(key)
        if colour and colour.startswith("#") and not HEX.match(colour):
            errors.add(Source(shown, key=f"{where}.{key}"), f"expected a colour as #rrggbb, a colour name or a "
                                                             f"column, got {colour!r}")
            ok = False
    name = values.get("name") or f"{kind}-{index + 1}"
    return Region(kind, name, values, where_is(where), where) if ok else None


def _check_sources(kind: str, values: dict[str, Any], where: str, shown: str, errors: Collector) -> bool:
    """Exactly one of column/text (column/file for pictures); plural goes with count; min <= size."""
    pairs = {"text": ("column", "text"), "index": ("column", "text"), "icon": ("file", "column"),
             "picture": ("file", "column")}
    ok = True
    if kind in pairs:
        a, b = pairs[kind]
        if bool(values.get(a)) == bool(values.get(b)):
            errors.add(Source(shown, key=where), f"expected exactly one of `{a}` and `{b}`")
            ok = False
    if kind == "text" and bool(values.get("plural")) != bool(values.get("count")):
        errors.add(Source(shown, key=where), "expected `plural` and `count` together (with `text`)")
        ok = False
    if kind in ("text", "index") and values.get("min_size") is not None and values.get("size") is not None \
            and values["min_size"] > values["size"]:
        errors.add(Source(shown, key=f"{where}.min_size"), f"expected at most size ({values['size']:g}), got {values['min_size']:g}")
        ok = False
    return ok


def _resolve(name: str, own: dict[str, dict[str, Any]], shown: str, errors: Collector,
             seen: tuple[str, ...], where_is) -> Layout:
    """A layout with its `extends` chain applied (a cycle or an unknown parent is an error)."""
    table = own[name]
    where = Source(shown, key=f"layouts.{name}.extends")
    parent_name = table.get("extends")
    regions: list[Region] = []
    background = table.get("background")
    if parent_name:
        if parent_name not in own:
            errors.add(where, f"expected one of the layouts {', '.join(sorted(own))}, got {parent_name!r}")
        elif parent_name in seen + (name,):
            errors.add(where, f"expected a layout that does not extend {name!r} again, got {parent_name!r}")
        else:
            parent = _resolve(parent_name, own, shown, errors, seen + (name,), where_is)
            regions = list(parent.regions)
            background = background or parent.background
    removed = set(table.get("remove") or ())
    for unknown in sorted(removed - {r.name for r in regions} - _broken(name, own)):
        errors.add(Source(shown, key=f"layouts.{name}.remove"), f"expected names of inherited regions, got {unknown!r}")
    regions = [r for r in regions if r.name not in removed]
    for region in table["regions"]:
        same = [i for i, r in enumerate(regions) if r.name == region.name]
        if same:
            regions[same[0]] = region
        else:
            regions.append(region)
    return Layout(name, background, tuple(regions), where_is(f"layouts.{name}"))


def _broken(name: str, own: dict[str, dict[str, Any]]) -> set[str]:
    """Names of the regions refused in a layout and the layouts it extends."""
    broken: set[str] = set()
    seen: set[str] = set()
    while name in own and name not in seen:
        seen.add(name)
        broken |= own[name].get("broken", set())
        name = own[name].get("extends")
    return broken
