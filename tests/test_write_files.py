"""build.write_files: a kit's files written together, atomically and durably."""

from __future__ import annotations

import os
import stat

import pytest

from printkit import build


def test_every_file_gets_its_bytes_and_the_permissions_open_gives(tmp_path):
    (tmp_path / "a.pdf").write_bytes(b"old")
    build.write_files(tmp_path, [("a.pdf", b"new a"), ("b.json", b"{}\n")])
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
    build.write_files(tmp_path, [("a.pdf", b"a"), ("b.pdf", b"b"), ("manifest.json", b"{}")])
    assert calls == [("fsync", False)] * 3 + [("replace", "a.pdf"), ("replace", "b.pdf"),
                                              ("replace", "manifest.json"), ("fsync", True)]


def test_a_failure_before_the_renames_leaves_the_old_files_and_no_temporary_one(tmp_path, monkeypatch):
    (tmp_path / "a.pdf").write_bytes(b"old a")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        build.write_files(tmp_path, [("a.pdf", b"new a"), ("b.pdf", b"new b")])
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
        build.write_files(tmp_path, [("a.pdf", b"a"), ("b.pdf", b"b"), ("c.pdf", b"c")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf"]
