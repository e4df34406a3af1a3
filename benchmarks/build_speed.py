"""Time full kit builds and report the median, pages per second and peak memory.

    python benchmarks/build_speed.py                       # Market Island, en, 4 players, A4, 5 runs
    python benchmarks/build_speed.py --runs 10 --game market-island --lang fr

Each run is a fresh `python -m printkit build` process (imports and font loading included, as a
user sees it); peak memory is the child's maximum resident set size.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(args: list[str], out: Path) -> tuple[float, int, int]:
    """(seconds, pages, peak RSS in kB) of one build in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "printkit", "build", *args, "--out", str(out)],
                   cwd=ROOT, check=True, capture_output=True)
    elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    manifest = json.loads((out / "manifest.json").read_text())
    pages = sum(f["pages"] for f in manifest["files"][1:])  # components, not the combined copy
    return elapsed, pages, max(peak, before)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="market-island")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", default="4")
    parser.add_argument("--paper", default="a4")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    args = [options.game, "--lang", options.lang, "--players", options.players, "--paper", options.paper]
    times, pages, peak = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(options.runs):
            seconds, pages, peak = one_run(args, Path(tmp) / f"run{n}")
            times.append(seconds)
    median = statistics.median(times)
    print(f"printkit build {' '.join(args)}")
    print(f"runs: {options.runs}, median {median:.2f} s (min {min(times):.2f}, max {max(times):.2f}), "
          f"{pages} pages, {pages / median:.0f} pages/s, peak RSS {peak / 1024:.0f} MB")


if __name__ == "__main__":
    main()
