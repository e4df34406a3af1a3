"""Compressed streams kept between runs, in the user's cache (printkit/cache.py).

printkit/pdfsplit.py compresses every stream of a kit's document for the kit file and the
components' files. A build of a kit writes the same streams as the build of it before (the output
is deterministic), so the streams compressed for a game's kit in one language are kept in one file,
its pack, and the next build takes them from there instead of compressing them again.

A stream is found in the pack by a hash of its data, so a stream that changed is simply not
found; the pack is named by the game, the language, zlib's version and the compression level, so
an entry is never stale. After a build the pack is written again, holding just the streams that
build used, when one was missing or one went unused (a build with other options): a pack never
grows beyond one kit's streams. Each entry carries a checksum of its bytes; a pack that does not
read back whole is ignored.
"""

from __future__ import annotations

import hashlib
import re
import struct
import zlib
from pathlib import Path
from typing import Callable

from printkit import cache
from printkit.pdfsplit import LEVEL, compressed

FOLDER = "streams-1"   # bump when the pack's layout changes
MAGIC = b"printkit-streams-1\n"
_ENTRY = struct.Struct(">32sII")   # the data's SHA-256, the compressed bytes' length and CRC-32


class StreamPack:
    """The compressed streams of one kit (`name`: its game and language), read from the cache
    folder when it is on; `compressed(data)` takes a stream from the pack or compresses it."""

    def __init__(self, name: str, compress: Callable[[bytes], bytes] = compressed):
        self._path = _path(name)
        self._compress = compress
        self._kept = _read(self._path) if self._path is not None else {}
        self._used: dict[bytes, bytes] = {}
        self._missed = False

    def compressed(self, data: bytes) -> bytes:
        """`data` compressed: from the pack when an earlier build kept it, else now."""
        digest = hashlib.sha256(data).digest()
        packed = self._kept.get(digest)
        if packed is None:
            packed = self._compress(data)
            self._missed = True
        self._used[digest] = packed
        return packed

    def save(self) -> None:
        """Keep the streams used since the pack was read, if they are not what it held."""
        if self._path is not None and (self._missed or len(self._used) != len(self._kept)):
            cache.store(self._path, _written(self._used))


def _path(name: str) -> Path | None:
    folder = cache.cache_dir(FOLDER)
    if folder is None:
        return None
    codec = hashlib.sha256(f"zlib {zlib.ZLIB_RUNTIME_VERSION} level {LEVEL}".encode()).hexdigest()[:16]
    return folder / f"{re.sub(r'[^A-Za-z0-9_-]', '_', name)}-{codec}.pack"


def _written(entries: dict[bytes, bytes]) -> bytes:
    parts = [MAGIC]
    for digest, packed in entries.items():
        parts += [_ENTRY.pack(digest, len(packed), zlib.crc32(packed)), packed]
    return b"".join(parts)


def _read(path: Path) -> dict[bytes, bytes]:
    """The pack's entries; {} when it is absent or does not read back whole."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    if not data.startswith(MAGIC):
        return {}
    entries, at, view = {}, len(MAGIC), memoryview(data)
    while at < len(data):
        if at + _ENTRY.size > len(data):
            return {}
        digest, length, crc = _ENTRY.unpack_from(data, at)
        at += _ENTRY.size
        packed = bytes(view[at:at + length])
        if len(packed) != length or zlib.crc32(packed) != crc:
            return {}
        entries[digest] = packed
        at += length
    return entries
