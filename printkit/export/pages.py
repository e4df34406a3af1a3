"""Card pages rendered in worker processes (printkit/workers.py): a task is a PDF file and what
to draw from it; each worker opens the file once per task and writes its images itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable


def run_tasks(tasks: list[Any], work: Callable, jobs: int) -> list[Path]:
    """Run `work(task, emit)` over every task in up to `jobs` processes; the paths they emit,
    in the order the tasks list them (each task's `paths()`)."""
    from printkit.workers import run_parallel
    written: list[str] = []
    run_parallel(tasks, work, jobs, written.append)
    order = {str(path): n for n, path in enumerate(p for task in tasks for p in task.paths())}
    return [Path(p) for p in sorted(written, key=lambda p: order.get(p, len(order)))]


def chunks(items: list, parts: int) -> list[list]:
    """`items` cut into about `parts` runs of consecutive items (a worker opens its PDF once a run)."""
    size = max(1, -(-len(items) // max(1, parts)))
    return [items[i:i + size] for i in range(0, len(items), size)]
