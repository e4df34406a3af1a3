"""The one registry of games: which Python answers for a game's kit.

ARCHITECTURE.md (engine and games): the engine knows no game by name. A game is its data folder;
the code that builds its kit is found here, in this order:

1. `engine = "cards"` in its game.toml: the generic card engine (printkit/kits/card_game.py)
   draws the cards from the layouts declared in data; the game has no Python at all;
2. a game package shipped with printkit, `printkit/games/<module>/`, whose entry names its kit (`module` in game.toml, else
   the id with `-` -> `_`);
3. an entry point of the `printkit.games` group named after the game id, so that a separately
   installed package can add a game: `[project.entry-points."printkit.games"] my-game = "pkg.kit"`,
   the object being the kit module (or any object with its functions).

A kit module provides `components(data, options, tr)`, `facts(data)`, `card_list(data, tr)` and
optionally `resolve`, `manifest_extra`, `EXTRACT_VARIANTS`, `RANDOM_SEED` (DEVELOPING.md).
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

from printkit import workspace
from printkit.errors import UsageError
from printkit.games import shipped_part
from printkit.loader import parse_toml

CARD_ENGINE = "cards"
ENGINES = {CARD_ENGINE: "printkit.kits.card_game"}
ENTRY_POINT_GROUP = "printkit.games"


def kit_module(game_id: str) -> Any:
    """The kit module of a game (see the module docstring for the order it is looked for in)."""
    game = _game_table(game_id)
    engine = game.get("engine")
    if engine is not None:
        if engine not in ENGINES:
            raise UsageError(f"{_shown(game_id)}: game.engine: expected one of "
                             f"{', '.join(sorted(ENGINES))}, got {engine!r}")
        return importlib.import_module(ENGINES[engine])
    shipped = shipped_part(game.get('module') or game_id.replace('-', '_'), "kit")
    if shipped is not None:
        return shipped
    plugin = entry_point(game_id)
    if plugin is not None:
        return plugin
    raise UsageError(f"{_shown(game_id)}: game.engine: the game has no kit module; expected "
                     f"engine = \"{CARD_ENGINE}\" (cards from data alone) or a `{ENTRY_POINT_GROUP}` entry point")


def uses_card_engine(game_id: str) -> bool:
    """True for a game drawn by the generic card engine (no Python of its own)."""
    return _game_table(game_id).get("engine") == CARD_ENGINE


def entry_point(game_id: str) -> ModuleType | None:
    """The object an installed package registers for `game_id` in the `printkit.games` group."""
    from importlib.metadata import entry_points   # only for games printkit does not ship
    for found in entry_points(group=ENTRY_POINT_GROUP):
        if found.name == game_id:
            return found.load()
    return None


def _shown(game_id: str) -> str:
    folder = workspace.find_game_dir(game_id)
    return workspace.shown(folder / "game.toml") if folder is not None else f"decks/{game_id}/game.toml"


def _game_table(game_id: str) -> dict[str, Any]:
    folder = workspace.find_game_dir(game_id)
    if folder is None:
        return {}
    path = folder / "game.toml"
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return {}
    return _read_game_table(str(path), stamp)


@lru_cache(maxsize=64)
def _read_game_table(path: str, stamp: int) -> dict[str, Any]:
    """[game] of a game.toml, read once per version of the file (the loader reports bad TOML;
    its parse is kept in the user's cache, loader.parse_toml)."""
    try:
        return dict(parse_toml(Path(path).read_text(encoding="utf-8")).get("game", {}))
    except (OSError, ValueError):   # tomllib.TOMLDecodeError is a ValueError (tomllib: imported only to parse)
        return {}
