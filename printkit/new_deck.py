"""`printkit decks new GAME`: a small working card game, from data alone, in the user's workspace.

The example (printkit/scaffold/deck/) is a deck of fifteen cards of four kinds with a front
layout, a layout that extends it, a back, SVG icons drawn for printkit (CC0), a booklet page and
a French catalog, so that it builds and validates as written. Its catalogs are extracted from
the new game itself, then the French catalog is filled from the scaffold's translations
(printkit/scaffold/fr.toml, English -> French): what the kit prints and what the catalog holds
cannot disagree. Nothing is written inside the installed package.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from printkit import workspace
from printkit.errors import UsageError

SCAFFOLD = Path(__file__).resolve().parent / "scaffold"
GAME_ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
LANGS = ("fr",)


def new_deck(game_id: str) -> list[Path]:
    """Write the example game as decks/<game_id>/ and its catalogs in the workspace; the paths written."""
    check_new_id(game_id)
    folder = workspace.writable("decks", game_id)
    written = copy_scaffold(folder, game_id)
    return written + write_catalogs(game_id)


def check_new_id(game_id: str) -> None:
    from printkit.loader import list_games
    if not GAME_ID.match(game_id):
        raise UsageError(f"GAME: expected lower-case letters, digits and hyphens such as 'my-game', got {game_id!r}")
    if game_id in list_games():
        raise UsageError(f"GAME: a game {game_id!r} exists already; choose another name")
    target = workspace.writable("decks", game_id)
    if target.exists():
        raise UsageError(f"GAME: {target} exists already; choose another name or remove it")


def names_for(game_id: str) -> dict[str, str]:
    """The title and code prefix a new game starts with: 'my-game' -> 'My Game', 'MG'."""
    words = game_id.split("-")
    prefix = "".join(w[0] for w in words).upper() if len(words) > 1 else game_id[:2].upper()
    return {"__ID__": game_id, "__TITLE__": " ".join(w.capitalize() for w in words), "__PREFIX__": prefix}


def fill_names(text: str, game_id: str) -> str:
    """A scaffold file's text with the new game's id, title and code prefix in place of __ID__ …"""
    for key, value in names_for(game_id).items():
        text = text.replace(key, value)
    return text


def copy_scaffold(folder: Path, game_id: str) -> list[Path]:
    """The scaffold's files, names filled in, written atomically."""
    from printkit.build import atomic_write
    written = []
    source = SCAFFOLD / "deck"
    for path in sorted(p for p in source.rglob("*") if p.is_file()):
        target = folder / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        data = path.read_bytes()
        if path.suffix in (".toml", ".csv", ".j2"):
            data = fill_names(data.decode("utf-8"), game_id).encode("utf-8")
        atomic_write(target, data)
        written.append(target)
    return written


def write_catalogs(game_id: str) -> list[Path]:
    """The game's template, then a catalog per language filled from the scaffold's translations."""
    from printkit.i18n import template_path
    from printkit.i18n_tools.catalogs import Output, game_templates, to_bytes, write
    from printkit.i18n_tools.plural_rules import starting_catalog
    template = game_templates([game_id])[game_id]
    outputs = [Output(template_path(game_id, for_writing=True), to_bytes(template))]
    for lang in LANGS:
        table = tomllib.loads(fill_names((SCAFFOLD / f"{lang}.toml").read_text(encoding="utf-8"), game_id))["translations"]
        catalog = starting_catalog(lang, game_id, project="printkit", version=game_id,
                                   header_comment=template.header_comment, fuzzy=False, charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, str):
                message.string = table.get(message.id, "")
            else:
                forms = table.get(message.id[0])   # the scaffold's two forms, singular and plural
                fits = isinstance(forms, list) and len(forms) == catalog.num_plurals
                message.string = tuple(forms) if fits else ("",) * catalog.num_plurals
        from printkit.i18n import catalog_path
        outputs.append(Output(catalog_path(game_id, lang, for_writing=True), to_bytes(catalog)))
    for output in outputs:
        output.path.parent.mkdir(parents=True, exist_ok=True)
        write(output)
    return [o.path for o in outputs]
