"""The one registry of games: a game's id resolved, once, into a `Game`.

A `Game` carries everything the engine asks of one game: the folder its data is read from (the
workspace's copy first, printkit/workspace.py), its catalogs (its own domain and the common one,
workspace first), the code that builds its kit and, once asked for, its data (`GameData`). Each
command finds its game here once and hands the value down (build, build --all, validate, cards,
score, preview, the i18n tools, the web's kit store); nothing below finds the game again by its id.

ARCHITECTURE.md (engine and games): the engine knows no game by name. A game is its data folder;
the code that builds its kit is found in this order:

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
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

from printkit import workspace
from printkit.errors import UsageError
from printkit.games import shipped_part
from printkit.i18n import COMMON_DOMAIN, Catalogs, Translator, find_catalogs, translator
from printkit.loader import GameData, list_games, parse_toml, read_game

CARD_ENGINE = "cards"
ENGINES = {CARD_ENGINE: "printkit.kits.card_game"}
ENTRY_POINT_GROUP = "printkit.games"


@dataclass(frozen=True, eq=False)
class Game:
    """One game, found once: its id, the folder its data is read from and its catalogs. Its kit
    module and its data are found when first asked for, then kept: a game whose data does not
    load can still be named, listed and noted, and its errors come where the data is first needed.

    A Game sent to another process (build --all's workers, where processes are spawned) travels as
    its id, folder and catalogs; the worker imports the kit and reads the data itself."""

    id: str
    folder: Path
    catalogs: Catalogs

    @cached_property
    def data(self) -> GameData:
        """The game's folder read and type-checked (loader.read_game); DataErrors lists every problem."""
        return read_game(self.id, self.folder)

    @cached_property
    def kit(self) -> Any:
        """The kit module (see the module docstring for the order it is looked for in)."""
        table = _game_table(self.folder)
        engine = table.get("engine")
        if engine is not None:
            if engine not in ENGINES:
                raise UsageError(f"{self.shown_toml}: game.engine: expected one of "
                                 f"{', '.join(sorted(ENGINES))}, got {engine!r}")
            return importlib.import_module(ENGINES[engine])
        shipped = shipped_part(self.package, "kit")
        if shipped is not None:
            return shipped
        plugin = entry_point(self.id)
        if plugin is not None:
            return plugin
        raise UsageError(f"{self.shown_toml}: game.engine: the game has no kit module; expected "
                         f"engine = \"{CARD_ENGINE}\" (cards from data alone) or a `{ENTRY_POINT_GROUP}` entry point")

    @property
    def package(self) -> str:
        """The name of the game's package in printkit/games/ (`module` in game.toml, else its id
        with - -> _), whether or not printkit ships one."""
        return _game_table(self.folder).get("module") or self.id.replace("-", "_")

    @property
    def uses_card_engine(self) -> bool:
        """True for a game drawn by the generic card engine (no Python of its own)."""
        return _game_table(self.folder).get("engine") == CARD_ENGINE

    @property
    def from_workspace(self) -> bool:
        """True when the game is read from the user's workspace rather than the shipped data."""
        return workspace.is_workspace_path(self.folder)

    @property
    def shown_toml(self) -> str:
        """How messages name the game's game.toml (a workspace copy by its own path)."""
        return workspace.shown(self.folder / "game.toml")

    def translator(self, lang: str, *, draft: bool = False) -> Translator:
        """The translator of one of this game's kits (i18n.translator, over the catalogs found)."""
        return translator(self.id, lang, draft=draft, catalogs=self.catalogs)

    def __getstate__(self) -> dict[str, Any]:
        return {"id": self.id, "folder": self.folder, "catalogs": self.catalogs}


def find_game(game_id: str) -> Game | None:
    """The game `game_id`, found in the workspace first, then in the shipped data; None for a game
    printkit does not know."""
    return _found(game_id) if game_id in list_games() else None


def get_game(game_id: str) -> Game:
    """`find_game`, for a game that must exist: an unknown id is a usage error listing the games."""
    game = find_game(game_id)
    if game is None:
        raise UsageError(f"unknown game {game_id!r}; expected one of: {', '.join(list_games())}")
    return game


def all_games() -> list[Game]:
    """Every game of every layer, sorted by id, each found once (the common catalogs once for all)."""
    common = find_catalogs(COMMON_DOMAIN)
    return [_found(game_id, common) for game_id in list_games()]


def _found(game_id: str, common: Catalogs | None = None) -> Game:
    """A known game: the one place its folder and catalogs are looked for (`common`: the common
    domain's catalogs, when found already)."""
    return Game(game_id, workspace.find_game_dir(game_id), find_catalogs(game_id, COMMON_DOMAIN, known=common))


def kit_module(game_id: str) -> Any:
    """The kit module of a game found by its id, for a caller that needs nothing else of it."""
    return get_game(game_id).kit


def uses_card_engine(game_id: str) -> bool:
    """True for a game drawn by the generic card engine (no Python of its own)."""
    return get_game(game_id).uses_card_engine


def entry_point(game_id: str) -> ModuleType | None:
    """The object an installed package registers for `game_id` in the `printkit.games` group."""
    from importlib.metadata import entry_points   # only for games printkit does not ship
    for found in entry_points(group=ENTRY_POINT_GROUP):
        if found.name == game_id:
            return found.load()
    return None


def _game_table(folder: Path) -> dict[str, Any]:
    """[game] of the game.toml in `folder` ({} when it cannot be read: the loader reports that)."""
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
