"""Booklets kept between runs, in the user's cache (printkit/cache.py).

A booklet is a function of its text, its accent and footer, the document's information, the
--ink, --booklet and --paper settings, printkit's code, reportlab's version and the fonts: an
entry is named by a hash of all of them, so a changed input is a new name and an entry is never
stale. Laying a booklet out with platypus (at each spacing tried) is most of the CPU time of a
kit; a build whose booklet is unchanged reads it back instead.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from pathlib import Path

from printkit import cache
from printkit.layout.production import Production
from printkit.render import fonts
from printkit.render.pdf import DocInfo

FOLDER = "booklets-1"   # bump when the stored form changes


def booklet_key(markup_text: str, info: DocInfo, accent: str, footer: str, settings: Production) -> str:
    """The name of a booklet's entry: a hash of everything its bytes are made from."""
    from printkit.render.form_store import code_fingerprint
    inputs = {"text": markup_text, "info": [info.title, info.subject, info.author, info.lang], "accent": accent,
              "footer": footer, "ink": settings.ink, "booklet": settings.booklet, "paper": settings.paper,
              "code": code_fingerprint(), "fonts": _font_files(), "zlib": zlib.ZLIB_RUNTIME_VERSION,
              "edition": _edition()}
    if settings.booklet == "saddle" or settings.paper == "letter":     # imposed by pypdf
        from importlib.metadata import version
        inputs["pypdf"] = version("pypdf")
    return hashlib.sha256(json.dumps(inputs, sort_keys=True).encode()).hexdigest()


def _edition() -> list:
    """The edition's language and font files, where printkit lays its text out (render/text/edition.py)."""
    from printkit.render.text.edition import fingerprint
    found = fingerprint()
    for family in found[3] if found else []:
        family[:] = [[path, *_stat(path)] for path in family]
    return found


def _stat(path: str) -> list:
    stat = Path(path).stat()
    return [stat.st_size, stat.st_mtime_ns]


def _font_files() -> list:
    found = []
    for name in sorted(fonts.FILES):
        stat = fonts.font_path(name).stat()
        found.append([name, stat.st_size, stat.st_mtime_ns])
    return found


def _path(key: str) -> Path | None:
    folder = cache.cache_dir(FOLDER)
    return folder / key if folder is not None else None


def load(key: str) -> tuple[bytes, int] | None:
    """(PDF, pages) kept under `key`, or None."""
    path = _path(key)
    try:
        stored = path.read_bytes() if path is not None else None
    except OSError:
        return None
    if not stored:
        return None
    pages, _, data = stored.partition(b"\n")
    return (data, int(pages)) if pages.isdigit() and data.startswith(b"%PDF") else None


def save(key: str, data: bytes, pages: int) -> None:
    path = _path(key)
    if path is not None:
        cache.store(path, str(pages).encode() + b"\n" + data)
