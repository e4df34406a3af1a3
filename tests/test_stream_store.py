"""printkit/stream_store.py: a kit's compressed streams kept between runs, found by their data,
never stale, never grown beyond one kit's streams."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from printkit import pdfsplit, stream_store
from printkit.pdfsplit import cut
from printkit.stream_store import StreamPack


def _document(*texts: str) -> bytes:
    """An uncompressed document, as the kit document is saved: one page per text, and a form."""
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, pageCompression=0)
    c.beginForm("art")
    c.circle(50, 50, 20, fill=1)
    c.endForm()
    for text in texts:
        c.drawString(20, 20, text)
        c.doForm("art")
        c.showPage()
    c.save()
    return buffer.getvalue()


@pytest.fixture
def zlib_calls(monkeypatch, tmp_path):
    """A cache folder of the test's own, no stream kept by the process; the compressions made."""
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    calls = []
    real = pdfsplit.zlib.compress
    monkeypatch.setattr(pdfsplit.zlib, "compress", lambda data, level: calls.append(data) or real(data, level))
    return calls


def _cut(data: bytes, name: str = "game-en") -> list[bytes]:
    pack = StreamPack(name)
    files = cut(data, [([0, 1], {"title": "kit"}), ([1], {"title": "one"})], pack.compressed)
    pack.save()
    return files


def test_a_second_build_takes_every_stream_from_the_pack_and_writes_the_same_bytes(zlib_calls, monkeypatch):
    data = _document("one", "two")
    first = _cut(data)
    made = len(zlib_calls)
    assert made >= 3            # two pages' contents and the form, at least
    monkeypatch.setattr(pdfsplit, "_PACKED", {})    # a new process
    assert _cut(data) == first and len(zlib_calls) == made


def test_a_changed_stream_is_compressed_and_the_pack_keeps_only_what_the_build_used(zlib_calls, monkeypatch, tmp_path):
    _cut(_document("one", "two"))
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    before = len(zlib_calls)
    _cut(_document("one", "three"))
    assert [data for data in zlib_calls[before:] if b"three" in data]     # the changed page only
    assert all(b"two" not in data and b"one" not in data for data in zlib_calls[before:])
    (pack,) = (tmp_path / stream_store.FOLDER).glob("game-en-*.pack")
    kept = stream_store._read(pack)
    assert len(kept) == len(zlib_calls[:before])   # the stream of "two" went, the one of "three" came
    assert all(b"two" not in pdfsplit.zlib.decompress(packed) for packed in kept.values())


@pytest.mark.parametrize("damage", [lambda b: b[:-5], lambda b: b[:-40] + bytes(5) + b[-35:], lambda b: b"other" + b])
def test_a_pack_that_does_not_read_back_whole_is_ignored(zlib_calls, monkeypatch, tmp_path, damage):
    data = _document("one", "two")
    first = _cut(data)
    (pack,) = (tmp_path / stream_store.FOLDER).glob("*.pack")
    pack.write_bytes(damage(pack.read_bytes()))
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    made = len(zlib_calls)
    assert _cut(data) == first and len(zlib_calls) == 2 * made


def test_packs_are_kept_per_kit_and_none_without_the_cache(zlib_calls, monkeypatch, tmp_path):
    data = _document("one", "two")
    _cut(data, "game-en")
    _cut(data, "game-fr")
    assert sorted(p.name.rsplit("-", 1)[0] for p in (tmp_path / stream_store.FOLDER).iterdir()) == ["game-en", "game-fr"]
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    monkeypatch.setattr(pdfsplit, "_PACKED", {})
    made = len(zlib_calls)
    assert _cut(data, "game-de") == _cut(data, "game-en") and len(zlib_calls) > made
