"""Tasks spread over worker processes, each task's results streamed back as they come.

On Linux the workers are forked straight from the calling process: they start with everything
it has loaded (renderers, fonts) and take task numbers from a pipe, one at a time, so a worker
that finishes early takes the next task. Elsewhere (macOS and Windows start processes by
spawning them) concurrent.futures runs the same tasks.

Forking directly costs less than importing concurrent.futures and starting and stopping its
pool.

A forked worker shares the parent's memory page by page and copies a page only when it writes
to it; running code writes reference counts and the interpreter's counters, so a worker copies
part of the parent's objects anyway, and two workers cost some CPU over one process
(docs/production.md, "What the workers and the PO reader cost"). Everything made before the
fork is frozen (`gc.freeze`), so the collector does not walk, and copy, the parent's objects in
a worker.
"""

from __future__ import annotations

import os
import pickle
import struct
import sys
from typing import Any, Callable, Sequence

from printkit.errors import PrintkitError

Emit = Callable[[Any], None]
Work = Callable[[Any, Emit], None]      # work(task, emit): calls emit(result) for each result

FORK = sys.platform.startswith("linux")   # elsewhere processes are spawned: concurrent.futures
_HEADER = struct.Struct("<I")
_ATOMIC = 4096                          # pipe writes up to PIPE_BUF bytes are never interleaved


def run_parallel(tasks: Sequence[Any], work: Work, jobs: int, on_result: Emit) -> None:
    """Run work(task, emit) for every task in up to `jobs` processes; each value emitted reaches
    on_result here, in this process, as soon as it is sent. The first exception raised by a task
    is raised here, and the other workers are stopped."""
    if not tasks:
        return
    jobs = max(1, min(jobs, len(tasks)))
    if FORK and len(tasks) < 256:
        _forked(tasks, work, jobs, on_result)
    else:
        _pooled(tasks, work, jobs, on_result)


def _forked(tasks: Sequence[Any], work: Work, jobs: int, on_result: Emit) -> None:
    task_r, task_w = os.pipe()
    result_r, result_w = os.pipe()
    os.write(task_w, bytes(range(len(tasks))))   # the queue: one byte per task number
    os.close(task_w)
    children: list[int] = []
    try:
        for _ in range(jobs):
            pid = os.fork()
            if pid == 0:                              # pragma: no cover (runs in the child)
                _child(tasks, work, task_r, result_r, result_w)
            children.append(pid)
        os.close(task_r)
        os.close(result_w)
        task_r = result_w = -1
        finished = _relay(result_r, on_result)
        statuses = [os.waitpid(pid, 0)[1] for pid in children]
        children.clear()
        if finished != len(tasks):
            raise PrintkitError(f"a worker process stopped after {finished} of {len(tasks)} tasks "
                                f"(wait statuses {statuses})")
    finally:
        for fd in (task_r, result_w, result_r):
            if fd >= 0:
                os.close(fd)
        if children:                                  # only after an error: stop the others
            import signal                             # here: only an error needs its enums
            for pid in children:
                try:
                    os.kill(pid, signal.SIGTERM)
                    os.waitpid(pid, 0)
                except ChildProcessError:
                    pass


def _child(tasks: Sequence[Any], work: Work, task_r: int, result_r: int, result_w: int) -> None:
    """A forked worker's whole life: it ends here, whatever happens, and never returns into the
    caller's code. (A worker that did return would go on running the caller's program, a second
    `python -m pytest` or `printkit build --all`, left running after the first has exited.)"""
    status = 1
    try:
        os.close(result_r)
        status = _serve(tasks, work, task_r, result_w)
    finally:
        os._exit(status)


def _serve(tasks: Sequence[Any], work: Work, task_r: int, result_w: int) -> int:
    """A worker: take task numbers until the queue is empty; 0 if every task succeeded, 1 if one
    failed (reported to the parent, which raises it) or the parent stopped listening."""
    try:
        while number := os.read(task_r, 1):
            work(tasks[number[0]], lambda value: _send(result_w, ("result", value)))
            _send(result_w, ("done", number[0]))
        return 0
    except BaseException as exc:
        try:
            _send(result_w, ("error", exc))
        except OSError:   # the parent has stopped reading (it raised a first error): nothing to tell
            pass
        return 1


def _send(fd: int, message: tuple[str, Any]) -> None:
    try:
        data = pickle.dumps(message)
    except Exception:                                 # an exception that cannot be pickled
        data = pickle.dumps(("error", PrintkitError(str(message[1]))))
    if len(data) + _HEADER.size > _ATOMIC:
        if message[0] == "result":
            raise ValueError(f"a worker result of {len(data)} bytes is too large to send")
        data = pickle.dumps(("error", PrintkitError(str(message[1])[:1000])))
    os.write(fd, _HEADER.pack(len(data)) + data)


def _relay(fd: int, on_result: Emit) -> int:
    """Pass each result on until every worker has closed the pipe; raise the first error.
    Returns how many tasks were finished."""
    buffer, finished = b"", 0
    while chunk := os.read(fd, 65536):
        buffer += chunk
        while len(buffer) >= _HEADER.size:
            (size,) = _HEADER.unpack_from(buffer)
            if len(buffer) < _HEADER.size + size:
                break
            kind, value = pickle.loads(buffer[_HEADER.size:_HEADER.size + size])
            buffer = buffer[_HEADER.size + size:]
            if kind == "error":
                raise value
            if kind == "done":
                finished += 1
            else:
                on_result(value)
    return finished


def _collect(work: Work, task: Any) -> list[Any]:
    results: list[Any] = []
    work(task, results.append)
    return results


def _pooled(tasks: Sequence[Any], work: Work, jobs: int, on_result: Emit) -> None:
    from concurrent.futures import ProcessPoolExecutor, as_completed
    from functools import partial
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(partial(_collect, work), task) for task in tasks]
        for future in as_completed(futures):
            for result in future.result():
                on_result(result)
