"""Where the pages' kits and pictures are made: a pool of worker processes, so that kits asked for
at once use every core (`printkit serve --workers N`), or this process, one at a time, with
`--workers 0` (the tests' application).

Building a kit is CPU work in Python: threads would take turns on one core, and the renderers'
per-process caches are not meant for two threads at once. Each worker is a process started
afresh (spawned: never forked from a server whose threads may hold locks), told the server's
workspace, and keeps its own caches warm from one kit to the next. Two requests for the same
kit while it is being built share one build. A worker that dies takes its pool with it: the
pool is started again and the build tried once more.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

from printkit.errors import PrintkitError

DEFAULT_CAP = 8     # workers at most by default: more cores than this are left to the proxy and the OS


def default_workers() -> int:
    """One worker per core this process may use, at most DEFAULT_CAP."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(cores, DEFAULT_CAP))


class Pool:
    """Runs `function(*args)` in a worker process (or here, for workers=0)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()            # the executor, and the kits being built
        self._here = threading.Lock()            # workers=0: one job at a time in this process
        self._running: dict[str, Future] = {}

    def run(self, key: str | None, function: Callable[..., Any], *args: Any) -> Any:
        """The function's result; jobs with the same key (not None) running at once share one run."""
        if self.workers == 0:
            with self._here:
                return function(*args)
        future, mine = self._submit(key, function, args)
        try:
            return future.result()
        except BrokenProcessPool:
            self._restart(future)
            future, mine = self._submit(key, function, args)
            try:
                return future.result()
            except BrokenProcessPool:
                self._restart(future)
                raise PrintkitError("a worker process stopped while building; try again") from None
        finally:
            if mine and key is not None:
                with self._lock:
                    if self._running.get(key) is future:
                        del self._running[key]

    def _submit(self, key: str | None, function, args) -> tuple[Future, bool]:
        with self._lock:
            if key is not None and key in self._running:
                return self._running[key], False
            if self._executor is None:
                self._executor = _executor(self.workers)
            future = self._executor.submit(function, *args)
            if key is not None:
                self._running[key] = future
            return future, True

    def _restart(self, failed: Future) -> None:
        with self._lock:
            for key in [k for k, f in self._running.items() if f is failed]:
                del self._running[key]
            if self._executor is not None:
                self._executor.shutdown(wait=False, cancel_futures=True)
                self._executor = None

    def close(self) -> None:
        with self._lock:
            if self._executor is not None:
                self._executor.shutdown(wait=True, cancel_futures=True)
                self._executor = None


def _executor(workers: int) -> ProcessPoolExecutor:
    from printkit import workspace
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start_worker, initargs=(str(workspace.workspace_root()),))


def _start_worker(root: str) -> None:
    """A worker reads the server's workspace, whatever folder it was started in."""
    from printkit import workspace
    workspace.use(root)
