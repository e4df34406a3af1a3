"""The user's cache folder: what printkit keeps between runs to go faster, never to change output.

`$PRINTKIT_CACHE_DIR`, else `$XDG_CACHE_HOME/printkit`, else the platform's cache folder
(printkit/userdirs.py); setting PRINTKIT_CACHE_DIR to an empty string turns every cache off. Deleting the folder is always safe:
what is in it is rebuilt (compiled templates and catalogs, font subsets) or only guides the
order of work (build times). Every entry is named by what it was made from (a hash of the
source, versions included), so an entry is never stale: a changed source is a new name.
"""

from __future__ import annotations

import json
import os
import tempfile
from functools import lru_cache
from pathlib import Path

from printkit.userdirs import cache_root


def cache_dir(name: str) -> Path | None:
    """The cache's sub-folder `name`, created; None when caching is off or the folder cannot be made."""
    return _folder(name, os.environ.get("PRINTKIT_CACHE_DIR"), os.environ.get("XDG_CACHE_HOME"))


@lru_cache(maxsize=64)
def _folder(name: str, base: str | None, xdg: str | None) -> Path | None:
    """Made once per process and setting (a build looks entries up hundreds of times)."""
    root = cache_root(base, xdg)
    if root is None:
        return None
    folder = root / name
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


def read_json(name: str) -> dict:
    """A small JSON object kept in the cache; {} when absent, unreadable or caching is off."""
    folder = cache_dir("state")
    try:
        value = json.loads((folder / name).read_text(encoding="utf-8")) if folder else {}
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def write_json(name: str, value: dict) -> None:
    """Replace a small JSON object in the cache (atomically); a cache that cannot be written is skipped."""
    folder = cache_dir("state")
    if folder is not None:
        store(folder / name, json.dumps(value, sort_keys=True))


LIMIT = 4000   # entries one cache folder keeps at most; the oldest go first


def store(path: Path, data: str | bytes) -> None:
    """Write a cache file atomically (readers never see half of it); failures are ignored:
    a cache that cannot be written is only a slower next run. The first time a process stores
    into a folder, the folder is trimmed to its newest entries (`LIMIT`): entries made for an
    older version of a catalog or of the drawing code are never read again."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except OSError:
        return
    if path.parent not in _TRIMMED:
        _TRIMMED.add(path.parent)
        _trim(path.parent)


_TRIMMED: set[Path] = set()


def _trim(folder: Path) -> None:
    """Keep the newest three quarters of LIMIT entries once a folder holds more than LIMIT."""
    try:
        entries = list(os.scandir(folder))
        if len(entries) <= LIMIT:
            return
        entries.sort(key=lambda entry: entry.stat().st_mtime_ns)
        for entry in entries[:len(entries) - LIMIT * 3 // 4]:
            os.unlink(entry.path)
    except OSError:
        pass
