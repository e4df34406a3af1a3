"""The user's workspace: where their own data lives, read before the data printkit ships.

The workspace is `--workspace DIR` (a global option: `use()`), else `$PRINTKIT_WORKSPACE`, else
the current folder — or, when the current folder lies inside a clone of printkit, the clone's
root, so a translator in `docs/` still writes into the clone. It may hold

    decks/<game>/               a game's data (a copy made by `printkit decks copy`, or a new game)
    locales/<domain>/<lang>.po  catalogs, and the templates `locales/<domain>/<domain>.pot`
    templates/<game>/*.j2       booklets (a file here replaces the shipped file of the same path)

Reading is layered: the workspace first, then the shipped data (printkit/resources.py); a game
folder, a catalog or a template file is taken whole from the first layer that has it. Writing
goes only into the workspace (`for_writing=True`, `writable()`): nothing a user makes is ever
written inside the installed package. In a clone run with `python -m printkit` both layers are
the same folder: the clone's data is read and written in place.
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path

from printkit import resources
from printkit.errors import UsageError

ENV = "PRINTKIT_WORKSPACE"
GAME_FILE = "game.toml"
_chosen: list[Path] = []     # --workspace, when given


def use(folder: Path | None) -> None:
    """Make `folder` the workspace for this process (the `--workspace` option); None forgets it."""
    _chosen.clear()
    if folder is not None:
        _chosen.append(Path(folder).resolve())


def roots() -> tuple[Path, ...]:
    """The folders data is read from, first found wins: the workspace, then the shipped data
    (one folder when they are the same). Cheap: called for every string a kit looks up."""
    try:
        cwd = os.getcwd()
    except OSError:            # the current folder was deleted under us
        cwd = str(Path.home())
    chosen = _chosen[0] if _chosen else None
    return _roots(chosen, os.environ.get(ENV) or None, cwd, os.environ.get("PRINTKIT_DATA") or None)


@lru_cache(maxsize=32)
def _roots(chosen: Path | None, env: str | None, cwd: str, data_env: str | None) -> tuple[Path, ...]:
    if chosen is not None:
        root = chosen
    elif env is not None:
        root = Path(env).expanduser().resolve()
        if not root.is_dir():
            raise UsageError(f"{ENV}: expected an existing folder, got {env!r}")
    else:
        root = clone_root(Path(cwd)) or Path(cwd)
    shipped = resources.data_root().resolve()
    return (root,) if root == shipped else (root, shipped)


def clone_root(start: Path) -> Path | None:
    """The root of the printkit clone holding `start`, if any (a pyproject.toml naming printkit
    beside a decks/ folder)."""
    for folder in (start, *start.parents):
        project = folder / "pyproject.toml"
        if project.is_file() and (folder / "decks").is_dir():
            try:
                if 'name = "printkit"' in project.read_text(encoding="utf-8"):
                    return folder
            except (OSError, UnicodeDecodeError):
                return None
    return None


def workspace_root() -> Path:
    """The workspace folder (absolute; it may not hold anything yet)."""
    return roots()[0]


def shipped_root() -> Path:
    """The data printkit ships (inside the wheel, or a checkout's own folders)."""
    return roots()[-1]


def writable(*parts: str) -> Path:
    """A path inside the workspace, where a writer may put a file (folders are not created)."""
    return workspace_root().joinpath(*parts)


def is_workspace_path(path: Path) -> bool:
    """True for a file or folder of the workspace that is not the shipped data itself."""
    layers = roots()
    return len(layers) == 2 and Path(path).resolve().is_relative_to(layers[0])


# --- games: decks/<game>/ ---

def game_ids() -> list[str]:
    """Every game with a game.toml in any layer, sorted."""
    return sorted({p.parent.name for root in roots() for p in (root / "decks").glob(f"*/{GAME_FILE}")})


def find_game_dir(game: str) -> Path | None:
    """The folder a game is read from: the workspace's decks/<game>/ if it has a game.toml,
    else the shipped one; None for an unknown game."""
    for root in roots():
        folder = root / "decks" / game
        if (folder / GAME_FILE).is_file():
            return folder
    return None


def data_hash(folder: Path) -> str:
    """SHA-256 over a game folder's files (names and contents, hidden files left out), so a
    manifest says which data a kit was built from."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        relative = path.relative_to(folder).as_posix()
        if any(part.startswith(".") or part == "__pycache__" for part in relative.split("/")):
            continue
        digest.update(relative.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


# --- catalogs: locales/<domain>/<lang>.po and <domain>.pot ---

def catalog_path(domain: str, lang: str, *, for_writing: bool = False) -> Path:
    """A language's catalog: where it is read from (the first layer that has it; the workspace
    path when none has), or with `for_writing` where a writer puts it (always the workspace)."""
    return _layered(("locales", domain, f"{lang}.po"), for_writing)


def template_path(domain: str, *, for_writing: bool = False) -> Path:
    """A domain's catalog template (.pot), read or written like `catalog_path`."""
    return _layered(("locales", domain, f"{domain}.pot"), for_writing)


def _layered(parts: tuple[str, ...], for_writing: bool) -> Path:
    if not for_writing:
        for root in roots():
            path = root.joinpath(*parts)
            if path.is_file():
                return path
    return writable(*parts)


def catalogs(domain: str) -> dict[str, Path]:
    """{lang: catalog file} of a domain over every layer, the workspace's first."""
    found: dict[str, Path] = {}
    for root in roots():
        for path in sorted((root / "locales" / domain).glob("*.po")):
            found.setdefault(path.stem, path)
    return dict(sorted(found.items()))


def domains() -> list[str]:
    """Every catalog domain (a folder of locales/) in any layer, sorted."""
    return sorted({p.name for root in roots() if (root / "locales").is_dir()
                   for p in (root / "locales").iterdir() if p.is_dir()})


# --- booklet templates: templates/<game>/*.j2 ---

def template_dirs() -> list[Path]:
    """The templates folders to search, the workspace's first (a Jinja loader search path)."""
    return [root / "templates" for root in roots() if (root / "templates").is_dir()]


def template_files() -> dict[str, Path]:
    """{relative path: file} of every .j2 over the layers, the workspace's file winning."""
    found: dict[str, Path] = {}
    for folder in template_dirs():
        for path in sorted(folder.rglob("*.j2")):
            found.setdefault(path.relative_to(folder).as_posix(), path)
    return dict(sorted(found.items()))


def shown(path: Path | str) -> str:
    """A data file's path as the user should read it: a workspace file by a path that opens it
    from here (relative to the current folder when inside it, else absolute); a shipped file
    relative to the shipped data (`decks/market-island/cards.csv`), as the project names it."""
    path = Path(path)
    resolved = path.resolve()
    layers = roots()
    if len(layers) == 2 and resolved.is_relative_to(layers[0]):
        try:
            return str(resolved.relative_to(Path.cwd().resolve()))
        except (ValueError, OSError):
            return str(resolved)
    if resolved.is_relative_to(layers[-1]):
        return resolved.relative_to(layers[-1]).as_posix()
    return str(path)
