"""Form contents kept between runs, in the user's cache (printkit/cache.py).

render/forms.py copies a text-free form's operators (an icon, a pattern) from one PDF to the
next within a process; this keeps them for the next process too, so a new run does not draw
them again: 132 forms in `build --all`, about 0.1 s of CPU time when they are drawn.

An entry is named by the form's key written out in full (`stable_text`: only plain values,
tuples, dataclasses and reportlab colours, each exactly; any other object and the form is not
kept) and by a fingerprint of the code that draws: reportlab's version and the name, size and
modification time of every printkit source file. Editing any drawing code therefore starts
from empty entries instead of reusing stale ones.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from functools import lru_cache
from pathlib import Path

import reportlab
from reportlab.lib import colors

from printkit import cache

FOLDER = "forms-1"   # bump when the stored form changes


PACKAGE = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=4)
def code_fingerprint(root: Path = PACKAGE) -> str:
    """reportlab's version and every source file's name, size and modification time under root."""
    digest = hashlib.sha256(f"reportlab {reportlab.Version}\n".encode())
    for path in sorted(root.rglob("*.py")):
        stat = path.stat()
        digest.update(f"{path.relative_to(root).as_posix()}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


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
