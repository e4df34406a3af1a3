"""Form contents kept between runs, in the user's cache (printkit/cache.py).

render/forms.py copies a text-free form's operators (an icon, a pattern) from one PDF to the
next within a process; this keeps them for the next process too, so a new run does not draw
them again: 132 forms in `build --all`, about 0.1 s of CPU time when they are drawn.

An entry is named by the form's key written out in full (`stable_text`: only plain values,
tuples, dataclasses and reportlab colours, each exactly; any other object and the form is not
kept) and by a fingerprint of the code that draws: reportlab's version and the name, size and
modification time of every printkit source file and SVG icon (an icon's form is named by the
icon's name). Editing any drawing code or icon therefore starts from empty entries instead of
reusing stale ones.

`holds_forms()` tells whether the store holds forms of this code at all: a first build, or the
first after printkit changed, draws every icon (build_all.py then imports what drawing them
needs before its workers fork, instead of each worker doing it).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.lib import colors

from printkit import cache

FOLDER = "forms-1"   # bump when the stored form changes


PACKAGE = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=4)
def code_fingerprint(root: Path = PACKAGE) -> str:
    """reportlab's version and the name, size and modification time of every source file and
    SVG file under root."""
    digest = hashlib.sha256(f"reportlab {reportlab.Version}\n".encode())
    for name, path in _drawing_files(root):
        stat = os.stat(path)
        digest.update(f"{name}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _drawing_files(root: Path) -> list[tuple[str, str]]:
    """(name relative to root with / between folders, path) of every `.py` and `.svg` file under
    root, sorted; compiled files' folders are not walked. os.walk: 0.6 ms for printkit's package,
    where `Path.rglob("*.py")` took 2 ms for its Python files alone (measured)."""
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


def load(key) -> tuple[list[str], tuple[str, ...]] | None:
    path = _path(key)
    try:
        stored = json.loads(path.read_text(encoding="ascii")) if path else None
        return (list(stored["content"]), tuple(stored["features"])) if stored else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save(key, content: list[str], features: tuple[str, ...]) -> None:
    path = _path(key)
    if path is not None:
        cache.store(path, json.dumps({"content": content, "features": list(features)}))
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
