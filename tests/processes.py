"""The child processes of the test process, read from Linux's /proc (conftest.py: a test that starts
a process — a server, a pool, a forked worker, a browser, a subprocess — must stop it before it
ends, or the suite leaves it running after pytest has exited).

The test process is made a child subreaper (prctl PR_SET_CHILD_SUBREAPER): a process whose own
parent exits inside a test (a worker forked by a `printkit` subprocess, a browser's helper) is
then handed to it rather than to init, and is seen too. Elsewhere than Linux nothing is checked.
"""

from __future__ import annotations

import ctypes
import os
import signal
import time
from pathlib import Path

PR_SET_CHILD_SUBREAPER = 36      # linux/prctl.h
TASKS = Path("/proc/self/task")
GRACE = 2.0                      # seconds a child may take to exit after the test that started it


def available() -> bool:
    """Whether this system lists a process's children (/proc/<pid>/task/<tid>/children)."""
    return any(TASKS.glob("*/children"))


def become_subreaper() -> None:
    """Orphaned descendants come back to this process (Linux 3.4+); nothing if it cannot."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass


# Python's own helper that a process pool of the "spawn" kind starts once per interpreter and that
# ends by itself with the interpreter (its pipe closes): it belongs to the test process, not to a test.
INTERPRETER_HELPERS = ("multiprocessing.resource_tracker",)


def children() -> set[int]:
    """The process ids of this process's children, running or exited and not yet waited for,
    less the interpreter's own helpers (INTERPRETER_HELPERS)."""
    found: set[int] = set()
    for path in TASKS.glob("*/children"):
        try:
            found.update(int(pid) for pid in path.read_text().split())
        except OSError:   # a thread that has just ended
            continue
    return {pid for pid in found if not _interpreter_helper(pid)}


def _interpreter_helper(pid: int) -> bool:
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return False
    return any(helper in args for helper in INTERPRETER_HELPERS)


def describe(pid: int) -> str:
    """'pid [state] command line' (state Z: exited, never waited for)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        args = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except (OSError, IndexError):
        return f"{pid} (gone)"
    return f"{pid} [{state}] {args[:160]}"


def stop_left(pids: set[int]) -> list[str]:
    """Of the processes a test left behind, those still running after GRACE seconds: described,
    then killed (so that one test's leak does not stay for the rest of the session). Those that
    have ended are reaped and not counted: an orphan handed to this process that already exited
    (a browser's helper) left nothing running."""
    deadline = time.monotonic() + GRACE
    left = set(pids)
    while left:
        left = {pid for pid in left if not _reaped(pid)}
        if not left or time.monotonic() >= deadline:
            break
        time.sleep(0.05)
    described = [describe(pid) for pid in sorted(left)]
    for pid in left:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
    return described


def _reaped(pid: int) -> bool:
    """Whether the process has ended (and is now waited for)."""
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return done != 0
