"""Files put in place atomically and durably, together: the writer under build.py (and
`atomic_write` for one file: previews, calibration sheets, catalogs, a new deck's files).

A crash or a power cut at any moment leaves each name with its old content or its new content,
complete, never a truncated or empty file; and once the writer has returned, the new files are on
the disk (see write_files for how).
"""

from __future__ import annotations

import contextlib
import errno
import os
import threading
from pathlib import Path
from typing import Callable

Waiter = Callable[[], None]   # waits until files written behind are in place; raises what went wrong


def atomic_write(path: Path, data: bytes) -> None:
    """Replace one file atomically and durably (write_files)."""
    write_files(path.parent, [(path.name, data)])


def write_files(folder: Path, payloads: list[tuple[str, bytes]], *, behind: bool = False) -> Waiter | None:
    """Put `payloads` (name, bytes) in `folder` so that a crash or a power cut at any moment
    leaves each name with its old content or its new content, complete.

    Every file is first written under a temporary name in the folder, then all of them are made
    durable (fsync: their bytes are on the disk), then renamed into place (a rename is atomic),
    and finally the folder itself is made durable, so that the renames survive a power cut once
    this returns. A file is never renamed before its bytes are on the disk: that is what keeps a
    truncated or empty file from replacing a good one. The files are written first and flushed
    together, so the file system commits them in one go instead of waiting for the disk once per
    file. Without the folder's flush, a power cut right after a build could bring back the
    previous kit's files (whole, never truncated).

    `behind`: the files are written here, and flushed and renamed on a thread of their own while
    the caller goes on (build --all renders the next kit meanwhile: waiting for the disk is off its
    path); the function returned waits for that and raises what went wrong. Nothing is in place
    before it has returned.
    """
    opened, pending = _write_temporary(folder, payloads)
    if not behind:
        _put_in_place(folder, opened, pending)
        return None
    return _on_a_thread(lambda: _put_in_place(folder, opened, pending))


def _write_temporary(folder: Path, payloads: list[tuple[str, bytes]]) -> tuple[list[int], list[tuple[str, Path]]]:
    """Each payload in a new temporary file of `folder`, still open: the open files and the
    (temporary, final) names; on an error, nothing is left behind."""
    opened: list[int] = []
    pending: list[tuple[str, Path]] = []
    try:
        for name, data in payloads:
            fd, tmp = _temporary(folder, name)
            opened.append(fd)
            pending.append((tmp, folder / name))
            _write_all(fd, data)
    except BaseException:
        _give_up(opened, pending)
        raise
    return opened, pending


def _put_in_place(folder: Path, opened: list[int], pending: list[tuple[str, Path]]) -> None:
    """Flush the open temporary files, close them, rename them in order, flush the folder."""
    try:
        for fd in opened:
            os.fsync(fd)
    except BaseException:
        _give_up(opened, pending)
        raise
    for fd in opened:
        os.close(fd)
    try:
        while pending:
            os.replace(*pending[0])
            pending.pop(0)
        _sync_folder(folder)
    except BaseException:
        _give_up([], pending)
        raise


def _give_up(opened: list[int], pending: list[tuple[str, Path]]) -> None:
    """Close and remove the temporary files not renamed yet."""
    for fd in opened:
        with contextlib.suppress(OSError):
            os.close(fd)
    for tmp, _ in pending:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _on_a_thread(work: Callable[[], None]) -> Waiter:
    """Run `work` on a thread of its own; the function returned waits for it and raises its error."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as error:   # raised again in the caller's thread by wait()
            failed.append(error)

    thread = threading.Thread(target=run, name="printkit-flush")
    thread.start()

    def wait() -> None:
        thread.join()
        if failed:
            raise failed[0]
    return wait


def _temporary(folder: Path, name: str) -> tuple[int, str]:
    """A new file `.NAME.RANDOM.part` in `folder`, open for writing, with the permissions a plain
    `open` gives (0o666 less the umask: the kernel applies it, no chmod afterwards)."""
    while True:
        tmp = os.path.join(folder, f".{name}.{os.urandom(4).hex()}.part")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), tmp
        except FileExistsError:
            continue


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _sync_folder(folder: Path) -> None:
    """Make the renames in `folder` durable, where the system can flush a folder (POSIX; Windows
    cannot open one, and some file systems answer EINVAL: their renames are as durable as they get)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP):
            raise
    finally:
        os.close(fd)
