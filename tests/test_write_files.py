"""durable.write_files: a kit's files written together, atomically and durably."""

from __future__ import annotations

import os
import stat

import pytest

from printkit import durable


def test_every_file_gets_its_bytes_and_the_permissions_open_gives(tmp_path):
    (tmp_path / "a.pdf").write_bytes(b"old")
    durable.write_files(tmp_path, [("a.pdf", b"new a"), ("b.json", b"{}\n")])
    assert (tmp_path / "a.pdf").read_bytes() == b"new a"
    assert (tmp_path / "b.json").read_bytes() == b"{}\n"
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE((tmp_path / "b.json").stat().st_mode) == 0o666 & ~mask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf", "b.json"]


def test_every_file_is_on_the_disk_before_any_is_renamed_and_the_folder_is_flushed_last(tmp_path, monkeypatch):
    calls = []
    fsync, replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append(("fsync", os.path.isdir(f"/proc/self/fd/{fd}"))), fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append(("replace", os.path.basename(b))), replace(a, b))[1])
    durable.write_files(tmp_path, [("a.pdf", b"a"), ("b.pdf", b"b"), ("manifest.json", b"{}")])
    assert calls == [("fsync", False)] * 3 + [("replace", "a.pdf"), ("replace", "b.pdf"),
                                              ("replace", "manifest.json"), ("fsync", True)]


def test_a_failure_before_the_renames_leaves_the_old_files_and_no_temporary_one(tmp_path, monkeypatch):
    (tmp_path / "a.pdf").write_bytes(b"old a")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        durable.write_files(tmp_path, [("a.pdf", b"new a"), ("b.pdf", b"new b")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf"]
    assert (tmp_path / "a.pdf").read_bytes() == b"old a"


def test_a_failed_rename_removes_the_temporary_files_not_yet_in_place(tmp_path, monkeypatch):
    replace = os.replace

    def second_fails(a, b):
        if b.name == "b.pdf":
            raise PermissionError(13, "Permission denied")
        replace(a, b)

    monkeypatch.setattr(os, "replace", second_fails)
    with pytest.raises(PermissionError):
        durable.write_files(tmp_path, [("a.pdf", b"a"), ("b.pdf", b"b"), ("c.pdf", b"c")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf"]


def test_behind_the_files_are_put_in_place_on_another_thread_and_waited_for(tmp_path, monkeypatch):
    import threading
    (tmp_path / "a.pdf").write_bytes(b"old")
    go, replace = threading.Event(), os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (go.wait(5), replace(a, b))[1])
    wait = durable.write_files(tmp_path, [("a.pdf", b"new"), ("b.pdf", b"b")], behind=True)
    assert (tmp_path / "a.pdf").read_bytes() == b"old" and not (tmp_path / "b.pdf").exists()
    go.set()
    wait()
    assert (tmp_path / "a.pdf").read_bytes() == b"new" and (tmp_path / "b.pdf").read_bytes() == b"b"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf", "b.pdf"]


def test_behind_a_failure_is_raised_by_the_wait_and_leaves_the_old_files(tmp_path, monkeypatch):
    (tmp_path / "a.pdf").write_bytes(b"old a")
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(5, "Input/output error")))
    wait = durable.write_files(tmp_path, [("a.pdf", b"new a")], behind=True)
    with pytest.raises(OSError, match="Input/output error"):
        wait()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf"]
    assert (tmp_path / "a.pdf").read_bytes() == b"old a"


def test_build_all_reports_a_kit_whose_files_could_not_be_flushed_and_builds_the_next(tmp_path, monkeypatch):
    """build_all.build_game flushes a kit while the next renders; a failed flush is that kit's failure."""
    from printkit import build_all
    from printkit.kit_model import KitOptions

    fsync = os.fsync

    def fails_in_fr(fd):
        if "/fr/" in os.readlink(f"/proc/self/fd/{fd}"):
            raise OSError(5, "Input/output error")
        fsync(fd)
    monkeypatch.setattr(os, "fsync", fails_in_fr)
    emitted = []
    kits = [KitOptions(game="dice-game", lang=lang, extra={"seed": 7}) for lang in ("fr", "en")]
    results = build_all.build_game(kits, str(tmp_path), emitted.append)
    assert results == emitted
    assert [type(r).__name__ for r in results] == ["KitFailure", "KitResult"]
    assert results[0].message == "OSError: [Errno 5] Input/output error"
    assert (tmp_path / "dice-game" / "en" / "manifest.json").exists()
    assert sorted(p.name for p in (tmp_path / "dice-game" / "fr").iterdir()) == []
