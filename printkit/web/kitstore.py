"""Kits for the web pages: built exactly as `printkit build` builds them, kept while they are asked for.

Each build runs in its own temporary folder (removed afterwards) and the files `build` wrote
there are read back, so a download is the CLI's bytes. Builds are deterministic, so a finished
kit is kept in the user's cache folder (`web-kits-1/`) under a key made of its resolved options,
the code that draws it and the data it is drawn from; the folder keeps the `MAX_KITS` most
recently used kits, `MAX_BYTES` at most. Builds run in the server's pool of worker processes
(pool.py); what they return is stored here, by the server.

A kit's ETag is its key and its kind: the same key is the same bytes, so a proxy or a browser
that holds them can be answered 304 without a build.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import tempfile
import zipfile
from dataclasses import asdict, dataclass
from pathlib import Path

from printkit import cache, resources, workspace
from printkit.build import MANIFEST, build, manifest_bytes, resolve
from printkit.kit_model import KitOptions
from printkit.registry import Game, get_game

FOLDER = "web-kits-1"      # bump when what is stored changes
MAX_KITS = 120             # kits kept (a PDF and its zip: 0.8 MB for Market Island, 1.3 MB for 10-player Triple Bataille)
MAX_BYTES = 400_000_000    # and at most this much; the least recently used kits go first
ZIP_TIME = (1980, 1, 1, 0, 0, 0)   # fixed: the same kit gives the same zip
PICTURE_KINDS = ("cards", "board", "tokens")   # a game's picture: its first card, else its first board …


@dataclass(frozen=True)
class WebKit:
    """A built kit: the combined PDF, the zip of the component PDFs and manifest.json, and their names."""

    key: str
    stem: str            # market-island-fr
    pdf: bytes
    zip: bytes
    pages: int


def kit_key(options: KitOptions) -> str:
    """The name of a kit in the cache: resolved options + drawing code + data files."""
    from printkit.render.form_store import code_fingerprint
    fields = asdict(options)
    text = json.dumps(fields, sort_keys=True, default=str)
    return hashlib.sha256(f"{text}\n{code_fingerprint()}\n{data_fingerprint()}".encode()).hexdigest()


def data_fingerprint() -> str:
    """Every file the kits are drawn from (the workspace's and the shipped decks, templates,
    catalogs, and the fonts), by path, size and modification time (stat only: cheap)."""
    from printkit.web.catalog_status import files_stamp
    folders = [root / name for root in workspace.roots() for name in ("decks", "templates", "locales")]
    stamp = files_stamp([*folders, resources.fonts_dir()])
    return hashlib.sha256(repr(stamp).encode()).hexdigest()


def get_kit(options: KitOptions, pool, game: Game | None = None) -> WebKit:
    """The kit for these options: from the cache, else built now in the pool (UsageError for a bad
    option). `game`: the game the options name, found already by the page; else it is found here,
    once, for its defaults and, when the kit is not kept, its build (the worker gets the Game)."""
    game = game or get_game(options.game)
    options = resolve(options, game)
    key = kit_key(options)
    found = _load(key)
    if found is not None:
        return found
    found = pool.run(key, _build, options, key, game)
    if _load(key) is None:
        _store(found)
    return found


def resolved_key(options: KitOptions, game: Game | None = None) -> str:
    """The key of the kit these options give, without building it (UsageError for a bad option;
    `game`: found already, else found here)."""
    return kit_key(resolve(options, game or get_game(options.game)))


def thumbnail(pdf: bytes, index: int, height: int) -> bytes | None:
    """Page `index` of a PDF as a PNG `height` pixels high (run in a worker: PDFium is CPU work)."""
    from printkit.render.preview import page_thumbnail
    return page_thumbnail(pdf, index, height=height)


def game_picture(options: KitOptions, game: Game, height: int) -> bytes | None:
    """A game's picture (run in a worker): its kit from the cache, else built and stored, then `picture`."""
    options = resolve(options, game)
    key = kit_key(options)
    kit = _load(key)
    if kit is None:
        kit = _build(options, key, game)
        _store(kit)
    return picture(kit, height)


def picture(kit: WebKit, height: int) -> bytes | None:
    """A game's picture from a kit built one card a page: the first page of its first card
    component, else of its first board, else of its tokens, else the cover."""
    archive = zipfile.ZipFile(io.BytesIO(kit.zip))
    manifest = json.loads(archive.read(MANIFEST))
    by_kind = {}
    for component in manifest["components"]:
        by_kind.setdefault(component["kind"], component["file"])
    name = next((by_kind[kind] for kind in PICTURE_KINDS if kind in by_kind), None)
    return thumbnail(archive.read(name) if name else kit.pdf, 0, height)


def _build(options: KitOptions, key: str, game: Game) -> WebKit:
    """The kit built in memory: `printkit build`'s bytes, never written to a folder only to be
    read back (that cost each kit built for a request its files written, flushed to the disk and read
    again: 3 kits 0.201 -> 0.195 CPU s, 0.214 -> 0.204 s wall, medians of 5)."""
    kit = build(options, None, game=game)
    written = {f.path: f.data for f in kit.files}
    written[MANIFEST] = manifest_bytes(kit.manifest)
    combined = kit.files[0]
    members = [f.path for f in kit.files[1:]] + [MANIFEST]
    return WebKit(key, f"{options.game}-{options.lang}", written[combined.path],
                  zip_of([(name, written[name]) for name in members]), combined.pages)


def zip_of(members: list[tuple[str, bytes]]) -> bytes:
    """A zip with fixed dates and modes, members in the order given: same files, same bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return out.getvalue()


def _folder() -> Path | None:
    return cache.cache_dir(FOLDER)


def _load(key: str) -> WebKit | None:
    folder = _folder()
    entry = folder / key if folder else None
    if entry is None or not (entry / "meta.json").is_file():
        return None
    try:
        meta = json.loads((entry / "meta.json").read_text(encoding="utf-8"))
        kit = WebKit(key, meta["stem"], (entry / "kit.pdf").read_bytes(), (entry / "kit.zip").read_bytes(), meta["pages"])
    except (OSError, ValueError, KeyError):
        return None
    if hashlib.sha256(kit.pdf).hexdigest() != meta.get("sha256"):
        return None   # a damaged entry is rebuilt, never served
    os.utime(entry / "meta.json")   # recently used: trimmed last
    return kit


def _store(kit: WebKit) -> None:
    """Write the entry into a temporary folder, then rename it into place; trim the oldest."""
    folder = _folder()
    if folder is None:
        return
    try:
        staging = Path(tempfile.mkdtemp(dir=folder, prefix=".part-"))
        (staging / "kit.pdf").write_bytes(kit.pdf)
        (staging / "kit.zip").write_bytes(kit.zip)
        meta = {"stem": kit.stem, "pages": kit.pages, "sha256": hashlib.sha256(kit.pdf).hexdigest()}
        (staging / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
        os.replace(staging, folder / kit.key)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        return
    trim(folder, MAX_KITS, MAX_BYTES)


STALE_STAGING_S = 3600   # a staging folder this old belongs to a process that stopped mid-write


def trim(folder: Path, keep: int, max_bytes: int = MAX_BYTES) -> None:
    """Keep the most recently used kits, at most `keep` of them and `max_bytes` in all; remove
    staging folders left by a stopped process."""
    import time
    for path in folder.glob(".part-*"):
        try:
            if time.time() - path.stat().st_mtime > STALE_STAGING_S:
                shutil.rmtree(path, ignore_errors=True)
        except OSError:
            pass

    def used(path: Path) -> int:
        try:
            return (path / "meta.json").stat().st_mtime_ns
        except OSError:
            return 0
    entries = sorted((p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")), key=used, reverse=True)
    total = 0
    for rank, path in enumerate(entries):
        total += sum(f.stat().st_size for f in path.iterdir() if f.is_file())
        if rank >= keep or total > max_bytes:
            shutil.rmtree(path, ignore_errors=True)
