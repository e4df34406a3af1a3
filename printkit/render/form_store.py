"""Form contents kept between runs, in the user's cache (printkit/cache.py).

render/forms.py copies a text-free form's operators (an icon, a pattern) from one PDF to the
next within a process; this keeps them for the next process too, so a new run does not draw
them again.

An entry is named by the form's key written out in full (`stable_text`: only plain values,
tuples, dataclasses and reportlab colours, each exactly; any other object and the form is not
kept) and by a fingerprint of the code that draws: the versions of reportlab (which writes the
operators), svglib (which reads the SVG icons) and Pillow, and the name, size and modification
time of every printkit source file and SVG icon (an icon's form is named by the icon's name).
Upgrading one of them, or editing any drawing code or icon, therefore starts from empty entries
instead of reusing stale ones.

`holds_forms()` tells whether the store holds forms of this code at all: a first build, or the
first after printkit changed, draws every icon (build_all.py then imports what drawing them
needs before its workers fork, instead of each worker doing it).
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import os
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.lib import colors

from printkit import cache

FOLDER = "forms-2"   # bump when the stored form changes


PACKAGE = Path(__file__).resolve().parent.parent


# The libraries whose versions decide what a form's drawing writes: (import name, distribution).
DRAWING_LIBRARIES = (("svglib", "svglib"), ("PIL", "pillow"))


@lru_cache(maxsize=4)
def code_fingerprint(root: Path = PACKAGE) -> str:
    """The versions of reportlab, svglib and Pillow, and the name, size and modification time of
    every source file and SVG file under root."""
    digest = hashlib.sha256(f"reportlab {reportlab.Version}\n".encode())
    for package, distribution in DRAWING_LIBRARIES:
        digest.update(f"{distribution} {installed_version(package, distribution)}\n".encode())
    for name, path in _drawing_files(root):
        stat = os.stat(path)
        digest.update(f"{name}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def installed_version(package: str, distribution: str) -> str:
    """The installed version of `distribution` (which provides the module `package`), without
    importing it: from the name of the `.dist-info` folder beside the package, as pip installs
    it, else from `importlib.metadata` (which reads every installed distribution's metadata,
    tens of milliseconds); "absent" when it is not installed."""
    spec = importlib.util.find_spec(package)
    if spec is None:
        return "absent"
    places = list(spec.submodule_search_locations or [os.path.dirname(spec.origin or "")])
    site = os.path.dirname(places[0])
    prefix = distribution.lower() + "-"
    try:
        names = os.listdir(site)
    except OSError:
        names = []
    found = [name[len(prefix):-len(".dist-info")] for name in names
             if name.lower().startswith(prefix) and name.endswith(".dist-info")]
    if len(found) == 1:
        return found[0]
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version(distribution)
    except PackageNotFoundError:
        return "absent"


def _drawing_files(root: Path) -> list[tuple[str, str]]:
    """(name relative to root with / between folders, path) of every `.py` and `.svg` file under
    root, sorted; compiled files' folders are not walked (os.walk: a few times faster than
    `Path.rglob`, and this runs in every process that draws)."""
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        relative = os.path.relpath(folder, root).replace(os.sep, "/")
        prefix = "" if relative == "." else relative + "/"
        found += [(prefix + name, os.path.join(folder, name)) for name in files if name.endswith((".py", ".svg"))]
    return sorted(found)


def stable_text(value) -> str | None:
    """`value` written out exactly and the same in every run, or None when it cannot be."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return repr(value)
    if isinstance(value, (tuple, list)):
        return _written(type(value).__name__, {str(n): item for n, item in enumerate(value)})
    if isinstance(value, colors.Color):
        return _written(type(value).__name__, vars(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _written(type(value).__qualname__, {f.name: getattr(value, f.name) for f in dataclasses.fields(value)})
    return None


def _written(kind: str, fields: dict) -> str | None:
    parts = {name: stable_text(item) for name, item in sorted(fields.items())}
    if None in parts.values():
        return None
    return f"{kind}({','.join(f'{name}={text}' for name, text in parts.items())})"


def _path(key) -> Path | None:
    text = stable_text(key)
    folder = cache.cache_dir(FOLDER) if text is not None else None
    if folder is None:
        return None
    return folder / hashlib.sha256(f"{code_fingerprint()}\n{text}".encode()).hexdigest()


def load(key) -> str | None:
    """The content kept for `key` by an earlier run of this code, or None."""
    path = _path(key)
    try:
        stored = json.loads(path.read_text(encoding="ascii")) if path else None
        return stored["content"] if stored and isinstance(stored["content"], str) else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save(key, content: str) -> None:
    """Keep `content` for `key` (nothing when the key cannot be written out exactly)."""
    path = _path(key)
    if path is not None:
        cache.store(path, json.dumps({"content": content}))
        if path.parent not in _MARKED:
            _MARKED.add(path.parent)
            cache.store(_mark(path.parent), "")


_MARKED: set[Path] = set()   # store folders this process has marked as holding its code's forms


def _mark(folder: Path) -> Path:
    return folder / f"code-{code_fingerprint()}"   # never an entry's name: those are 64 hex digits


def holds_forms() -> bool:
    """Whether an earlier run stored forms drawn by this code (marked when it stored its first:
    a run that stopped early leaves some forms missing, which are then drawn as usual)."""
    folder = cache.cache_dir(FOLDER)
    return folder is not None and _mark(folder).exists()
