"""printkit.workers: tasks in worker processes, results streamed to the caller, errors raised there."""

from __future__ import annotations

import os

import pytest

from printkit import workers
from printkit.errors import PrintkitError, UsageError


def square_twice(task, emit):
    emit((task, task * task, os.getpid()))
    emit((task, -task, os.getpid()))


def fail_on_three(task, emit):
    if task == 3:
        raise UsageError("--players: expected a number from 2 to 6, got 3")
    emit(task)


def die_on_two(task, emit):
    if task == 2:
        os._exit(9)        # a worker killed in the middle of its task
    emit(task)


@pytest.fixture(params=["forked", "pooled"])
def mode(request, monkeypatch):
    if request.param == "pooled":
        monkeypatch.setattr(workers, "FORK", False)
    return request.param


def test_every_result_of_every_task_reaches_the_caller(mode):
    seen = []
    workers.run_parallel(list(range(7)), square_twice, 3, seen.append)
    assert sorted((t, v) for t, v, _ in seen) == sorted([(t, t * t) for t in range(7)] + [(t, -t) for t in range(7)])
    assert os.getpid() not in {pid for _, _, pid in seen}
    assert len({pid for _, _, pid in seen}) <= 3


def test_an_error_in_a_task_is_raised_here_with_its_type_and_message(mode):
    with pytest.raises(UsageError, match=r"^--players: expected a number from 2 to 6, got 3$"):
        workers.run_parallel(list(range(6)), fail_on_three, 2, lambda value: None)


def test_a_worker_that_dies_is_an_error_and_leaves_no_child(monkeypatch):
    forked = []
    fork = os.fork

    def recording_fork():
        pid = fork()
        if pid:
            forked.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", recording_fork)
    with pytest.raises(PrintkitError, match="a worker process stopped after"):
        workers.run_parallel(list(range(5)), die_on_two, 2, lambda value: None)
    assert len(forked) == 2
    for pid in forked:       # every worker reaped (another test's child may still run: not asked)
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)


def test_no_tasks_no_workers():
    workers.run_parallel([], square_twice, 4, lambda value: pytest.fail("no result expected"))


def test_a_worker_whose_parent_stopped_listening_ends_quietly():
    """After a first error the parent closes its end and stops the others: a worker that then
    finishes a task cannot send it, and must end there (1), not raise back into the code that
    forked it (which would go on running the caller's program in the child)."""
    task_r, task_w = os.pipe()
    result_r, result_w = os.pipe()
    os.write(task_w, bytes([0]))
    os.close(task_w)
    os.close(result_r)          # the parent has gone
    try:
        assert workers._serve([0], square_twice, task_r, result_w) == 1
    finally:
        os.close(task_r)
        os.close(result_w)
