"""load -> components -> PDFs + manifest.json. The only module that writes kits.

Everything is rendered in memory first; files are then written to temporary names and
renamed into place, so an interrupted build never leaves a half-written PDF under its final name.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

from printkit.errors import PrintkitError, UsageError
from printkit.i18n import COMMON_DOMAIN, Translator
from printkit.kit_model import Component, KitOptions, select_codes
from printkit.layout import cutlog, production
from printkit.layout.geometry import PAPERS
from printkit.layout.production import BOOKLETS, INKS, LAYOUTS
from printkit.durable import Waiter, atomic_write, write_files  # noqa: F401 (atomic_write: for the other writers)
from printkit.loader import GameData, derived, folder_hash
from printkit.render.text import TextOverflow
from printkit.kit_pdf import fronts_and_backs, kit_document, kit_file, render_into
from printkit.registry import Game, get_game
from printkit.units import mm

MANIFEST = "manifest.json"


class BuiltFile(NamedTuple):
    """One PDF of a kit: where it goes (relative to the kit's folder), its pages, its bytes."""

    path: str
    pages: int
    sha256: str
    data: bytes


class Kit(NamedTuple):
    """A kit built: its options, components, files (the combined kit first) and manifest."""

    options: KitOptions
    components: tuple[Component, ...]
    files: tuple[BuiltFile, ...]
    manifest: dict
    # build(..., flush_behind=True): waits until the files are in place, raises what went wrong
    written: Waiter | None = None


def plan(options: KitOptions, tr: Translator, game: Game) -> list[Component]:
    """The components of `game`'s kit for these options, validated, before any rendering."""
    if options.paper not in PAPERS or options.paper == "a5":
        raise UsageError(f"--paper: expected one of a4, a3, letter, got {options.paper!r}")
    for option, value, allowed in (("--layout", options.layout, LAYOUTS), ("--ink", options.ink, INKS),
                                   ("--booklet", options.booklet, BOOKLETS)):
        if value not in allowed:
            raise UsageError(f"{option}: expected one of {', '.join(allowed)}, got {value!r}")
    return game.kit.components(game.data, options, tr)


def resolve(options: KitOptions, game: Game) -> KitOptions:
    """Fill the game's defaults (players, level, seed …) so the manifest records what was built."""
    module = game.kit
    return module.resolve(game.data, options) if hasattr(module, "resolve") else options


def build(options: KitOptions, out_dir: Path | None, *, game: Game | None = None,
          flush_behind: bool = False) -> Kit:
    """Render every component, then write the PDFs, the combined PDF and manifest.json.

    `game`: the game `options.game` names, found already (registry.find_game: the command line
    finds it once for its own checks and this build, build --all once for every language of it);
    else it is found here. The kit reads its folder, code, catalogs and data from it, and nothing
    looks the game up again.
    `out_dir` None: nothing is written; the kit's files hold the bytes (web/kitstore.py serves them,
    with `manifest_bytes(kit.manifest)`).
    `flush_behind`: return once the files are written, before they are flushed to the disk and
    renamed into place (write_files); the kit's `written()` waits for that.
    """
    game = game or get_game(options.game)
    if game.id != options.game:
        raise ValueError(f"build: the options name {options.game!r}, the game given is {game.id!r}")
    game_data = game.data   # read before the kit's code is looked for: data errors come first
    options = resolve(options, game)
    tr = game.translator(options.lang, draft=options.draft)
    chosen_fonts, warnings = kit_fonts(tr)
    components = plan(options, tr, game)
    selection = select_codes(components, options.only) if options.only else None
    if selection is not None:
        components = [c for c in components if c.id in selection]
    stem = f"{options.game}-{options.lang}"
    files, entries = [], []
    cuts: dict[str, list[cutlog.PageCuts]] = {}
    from printkit.render.text import edition
    try:
        with production.using(options.production()), production.collecting() as notes, edition.using(chosen_fonts):
            with kit_document(options, tr) as document:
                rendered = render_into(document, options, [_cuts_noted(c, cuts) for c in components], selection)
            combined, total, datas = kit_file(options, tr, document, rendered)
    except TextOverflow as overflow:   # a translation too long for its box: name its catalog entry
        from printkit.i18n_tools.overflow import overflow_error
        raise overflow_error(options, overflow, game) from None
    for (component, own, pages, drawn), data in zip(rendered, datas):
        name = f"{stem}-{component.id}.pdf"
        files.append(BuiltFile(name, pages, hashlib.sha256(data).hexdigest(), data))
        entries.append({"id": component.id, "kind": component.kind,
                        "count": component.printed(selection[component.id]) if selection else component.items,
                        "code_prefix": component.code_prefix, "file": name,
                        "sides": 2 if fronts_and_backs(component, options) else 1})
        if cuts.get(component.id):
            entries[-1]["cuts"] = cutlog.manifest_cuts(cuts[component.id], drawn.pages if drawn is not None and not own else None)
    if tr.missing and not options.draft:
        raise UsageError(missing_message(options, tr))
    files.insert(0, BuiltFile(f"{stem}-kit.pdf", total, hashlib.sha256(combined).hexdigest(), combined))
    manifest = _manifest(options, entries, files)
    manifest["data"] = data_entry(game_data)
    manifest["fonts"] = [face._asdict() for face in chosen_fonts.faces]
    manifest["notes"] = notes + _layout_notes(options, components)
    manifest["warnings"] = warnings + tr.warnings
    if hasattr(game.kit, "manifest_extra"):
        manifest.update(game.kit.manifest_extra(game_data, options))
    written = write_outputs(out_dir, files, manifest, behind=flush_behind) if out_dir is not None else None
    return Kit(options, tuple(components), tuple(files), manifest, written)


def kit_fonts(tr: Translator):
    """The fonts the kit's language prints with (render/script_fonts.py), its catalogs checked
    against them first (printkit/glyph_check.py: a character no font has stops a full build; a
    draft prints a placeholder and returns the warning saying so)."""
    from printkit.glyph_check import never_blank
    from printkit.render.script_fonts import kit_fonts as fonts_of_kit
    chosen = fonts_of_kit(tr)
    return chosen, never_blank(tr, chosen)


def _cuts_noted(component: Component, cuts: dict[str, list[cutlog.PageCuts]]) -> Component:
    """The component, its render noting the cut lines of every page it draws into `cuts`
    (layout/cutlog.py: the manifest's `cuts`)."""
    def render(only):
        with cutlog.collecting() as found:
            result = component.render(only)
        cuts[component.id] = found
        return result
    return replace(component, render=render)


def _layout_notes(options: KitOptions, components: list[Component]) -> list[str]:
    """Issue 16 §9: a --layout the kit has no card sheets for changes nothing, and says so."""
    if options.layout == "duplex-long" or any(c.two_sided for c in components):
        return []
    return [f"--layout {options.layout}: {options.game} has no card sheets; its sheets print one-sided "
            f"as they are, so this layout changes nothing"]


def missing_message(options: KitOptions, tr: Translator) -> str:
    """One line: how many strings `tr` missed, in which catalog(s), a few of them, and the way out."""
    missing = tr.missing
    ordered = sorted(missing, key=lambda m: (m[0] or "", m[1]))
    shown = "; ".join(f"{ctx or '(no context)'}: {msgid[:40]!r}" for ctx, msgid in ordered[:5])
    common = _template_keys(tr.catalogs.templates[COMMON_DOMAIN])
    domains = sorted({COMMON_DOMAIN if key in common else options.game for key in ordered})
    where = " and ".join(f"locales/{domain}/{options.lang}.po" for domain in domains)
    return (f"--lang {options.lang}: {len(missing)} string(s) untranslated or fuzzy in {where} "
            f"(e.g. {shown}); translate them, or build with --draft to print English in their place")


def _template_keys(path: Path) -> set[tuple[str | None, str]]:
    from babel.messages.pofile import read_po
    if not path.exists():
        return set()
    with path.open("rb") as handle:
        return {(m.context, m.id) for m in read_po(handle) if m.id and isinstance(m.id, str)}


def _manifest(options: KitOptions, components: list[dict], files: list[BuiltFile]) -> dict:
    manifest = {
        "game": options.game, "lang": options.lang, "paper": options.paper, "players": options.players,
        "layout": options.layout, "options": dict(sorted(options.extra.items())),
        "production": _production_entry(options),
        "only": sorted(options.only) if options.only else None,
        "components": components,
        "files": [{"path": f.path, "pages": f.pages, "sha256": f.sha256} for f in files],
    }
    return manifest


def data_entry(game_data: GameData) -> dict:
    """Which game folder the kit was built from (the workspace's copy or the shipped data) and a
    hash of its files, so a kit says which data made it (issue 12)."""
    return dict(_data_entry(game_data))


@derived
def _data_entry(game_data: GameData) -> dict:
    """Made once per GameData: `build --all` builds every language of a game from one (measured:
    reading and hashing a game's folder again for each of the 9 kits, 1.5 ms CPU in all)."""
    return {"from": "workspace" if game_data.from_workspace else "shipped",
            "folder": str(game_data.folder.resolve()), "sha256": folder_hash(game_data)}


def _production_entry(options: KitOptions) -> dict:
    """The print-production options, lengths in mm (rounded: what the user typed)."""
    def to_mm(value: float) -> float:
        return round(value / mm(1), 3)
    return {"ink": options.ink, "booklet": options.booklet,
            "marks_mm": [to_mm(options.marks.length), to_mm(options.marks.offset), to_mm(options.marks.width)],
            "back_offset_mm": [to_mm(v) for v in options.back_offset]}


def write_outputs(out_dir: Path, files: list[BuiltFile], manifest: dict, *, behind: bool = False) -> Waiter | None:
    """Write the kit's files and manifest.json together (write_files): each name ends up with its
    old bytes or its new ones, never a part of them, and the kit is on disk when this returns (or,
    `behind`, when the waiter returned has returned)."""
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PrintkitError(f"--out {out_dir}: cannot create the directory ({exc.strerror})") from None
    payloads = [(f.path, f.data) for f in files]
    payloads.append((MANIFEST, manifest_bytes(manifest)))
    return write_files(out_dir, payloads, behind=behind)


def manifest_bytes(manifest: dict) -> bytes:
    """manifest.json as a kit holds it."""
    return (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode()
