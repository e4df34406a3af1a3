"""printkit against the speed floor: time per page of `printkit build --all` and of the
reference script ../shared/floor/floor.py, run alternately in the same session.

    python benchmarks/floor_ratio.py                 # 5 runs each, floor found at ../shared/floor
    python benchmarks/floor_ratio.py --runs 9 --jobs 2 --floor /path/to/floor.py

Each run is a fresh process, start-up included, as a user sees it: one untimed run of each
first, and PYTHONDONTWRITEBYTECODE dropped from the children's environment, so both start from
compiled bytecode as an installed package would. printkit gets a cache folder of its own
(PRINTKIT_CACHE_DIR), filled by that first run as a user's is by their first build: compiled
templates and catalogs, font subsets, icon forms, the games' build times (printkit/cache.py).
Reported: median seconds, pages, milliseconds per page, the ratio printkit ÷ floor of time per
page (target <= 1.5), the ratio of CPU time per page (all processes: printkit's workers
included; target <= 1.4) and printkit's peak memory (the largest resident set of the
command and its worker processes in the timed runs; target < 200 MB; the untimed first run's,
which fills the cache folder, is printed beside it). On a machine shared with other jobs the CPU
ratio is the steadier figure: wall time also depends on how many cores are free. Pages are the components' pages: the combined
GAME-LANG-kit.pdf repeats them. With --cold, every round also times printkit with an empty cache
folder (a first build on a new machine) and reports that ratio too (target <= 1.5).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent


def find_floor() -> Path:
    """../shared/floor/floor.py from the repository root (from a git worktree, further up)."""
    for folder in ROOT.parents:
        candidate = folder / "shared" / "floor" / "floor.py"
        if candidate.is_file():
            return candidate
    return ROOT.parent / "shared" / "floor" / "floor.py"


FLOOR_ARGS = ["--invariant", "1", "--text", "textobj", "--a85", "0"]


ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str], cwd: Path, cache: Path | None = None) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the command and its workers, peak RSS in kB of this run: its
    largest process, the command or a worker) of one run; `cache`: printkit's cache folder for
    this run. Read from the run's own `wait4` rusage: RUSAGE_CHILDREN's ru_maxrss is the largest
    of every child so far, so it would hold a first build's peak through every later run."""
    env = ENV if cache is None else {**ENV, "PRINTKIT_CACHE_DIR": str(cache)}
    started = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        elapsed = time.perf_counter() - started
        if process.returncode != 0:
            err.seek(0)
            message = err.read().decode(errors="replace").strip()[-300:]
            sys.exit(f"benchmark: {' '.join(command)} failed with exit {process.returncode}: {message}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def printkit_pages(out: Path) -> int:
    pages = 0
    for manifest in sorted(out.glob("*/*/manifest.json")):
        pages += sum(f["pages"] for f in json.loads(manifest.read_text())["files"][1:])
    return pages


def floor_pages(out: Path) -> int:
    return sum(len(PdfReader(str(pdf)).pages) for pdf in sorted(out.glob("*.pdf")))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=None, help="printkit build --all --jobs (default: its own)")
    parser.add_argument("--floor", type=Path, default=None, help="default: ../shared/floor/floor.py")
    parser.add_argument("--cold", action="store_true", help="also time printkit with an empty cache folder")
    options = parser.parse_args()
    options.floor = options.floor or find_floor()
    if not options.floor.is_file():
        print(f"benchmark skipped: the floor script {options.floor} is absent "
              "(it lives in ../shared/floor next to the repository)")
        return
    build = [sys.executable, "-m", "printkit", "build", "--all"]
    if options.jobs:
        build += ["--jobs", str(options.jobs)]
    ours, floors, peak, ours_cpu, floors_cpu, cold = [], [], 0, [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        kits, reference, cache = Path(tmp) / "kits", Path(tmp) / "floor", Path(tmp) / "cache"
        floor_command = [sys.executable, str(options.floor), "--out", str(reference), *FLOOR_ARGS]
        first_peak = timed(build + ["--out", str(kits)], ROOT, cache)[2]   # untimed: bytecode and caches in place
        timed(floor_command, ROOT)
        for run in range(options.runs):
            for folder in (kits, reference):
                shutil.rmtree(folder, ignore_errors=True)
            seconds, cpu, rss = timed(build + ["--out", str(kits)], ROOT, cache)
            ours.append(seconds)
            ours_cpu.append(cpu)
            peak = max(peak, rss)
            seconds, cpu, _ = timed(floor_command, ROOT)
            floors.append(seconds)
            floors_cpu.append(cpu)
            if options.cold:
                shutil.rmtree(kits, ignore_errors=True)
                cold.append(timed(build + ["--out", str(kits)], ROOT, Path(tmp) / f"cold-{run}")[0])
        pages, reference_pages = printkit_pages(kits), floor_pages(reference)
    ours_median, floor_median = statistics.median(ours), statistics.median(floors)
    print("runs (s): printkit " + " ".join(f"{t:.2f}" for t in ours) + " / floor " + " ".join(f"{t:.2f}" for t in floors))
    ours_pp, floor_pp = ours_median / pages, floor_median / reference_pages
    print(f"printkit build --all{' --jobs ' + str(options.jobs) if options.jobs else ''}: "
          f"median {ours_median:.2f} s over {options.runs} runs, {pages} pages, {1000 * ours_pp:.2f} ms/page, "
          f"peak RSS {peak / 1024:.0f} MB")
    print(f"floor.py {' '.join(FLOOR_ARGS)}: median {floor_median:.2f} s, {reference_pages} pages, "
          f"{1000 * floor_pp:.2f} ms/page")
    print(f"ratio (printkit ÷ floor, time per page): {ours_pp / floor_pp:.2f}  (target <= 1.5)")
    cpu_ratio = (statistics.median(ours_cpu) / pages) / (statistics.median(floors_cpu) / reference_pages)
    print("CPU runs (s, all processes): printkit " + " ".join(f"{t:.2f}" for t in ours_cpu)
          + " / floor " + " ".join(f"{t:.2f}" for t in floors_cpu))
    print(f"CPU seconds (medians): printkit {statistics.median(ours_cpu):.2f}, floor {statistics.median(floors_cpu):.2f}")
    print(f"CPU ratio (printkit ÷ floor, CPU time per page): {cpu_ratio:.2f}  (target <= 1.4; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs at the end)")
    if cold:
        cold_median = statistics.median(cold)
        print("cold runs (s, empty cache folder): " + " ".join(f"{t:.2f}" for t in cold))
        print(f"cold ratio (a first build, nothing cached, time per page): {(cold_median / pages) / floor_pp:.2f}  (target <= 1.5)")
    print(f"peak memory: {peak / 1024:.0f} MB  (target < 200 MB); the first run, filling the cache folder: "
          f"{first_peak / 1024:.0f} MB")


if __name__ == "__main__":
    main()
