"""Kits per second in a process that stays warm, as a server keeps it (issue 15).

    python benchmarks/warm_process.py                  # every game x language, 3 timed rounds
    python benchmarks/warm_process.py --rounds 5

One process builds every kit of `printkit build --all` (default options) once, untimed (imports,
fonts, catalogs, icons and text fits are then in memory, as in a server that has served a
request), then `--rounds` more times, one kit after the other, in that same process. Reported:
kits and pages per second (wall and CPU time of this process), CPU milliseconds per page, and the
process's peak resident set. Nothing is written to the cache folder other than what a build
writes; kits go to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from printkit.build import build  # noqa: E402
from printkit.build_all import all_kits  # noqa: E402
from printkit.kit_model import KitOptions  # noqa: E402
from printkit.registry import all_games  # noqa: E402


def one_round(out: Path) -> tuple[float, float, int, int]:
    """(wall seconds, CPU seconds, kits, pages) of building every kit once."""
    kits = all_kits(KitOptions(game=""), all_games())
    pages = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for options in kits:
        kit = build(options, out / options.game / options.lang)
        pages += sum(f.pages for f in kit.files[1:])   # the components; the combined kit repeats them
    return time.perf_counter() - wall, time.process_time() - cpu, len(kits), pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one_round(Path(tmp))                                   # untimed: the process warms up
        rounds = [one_round(Path(tmp)) for _ in range(options.rounds)]
    wall = statistics.median(r[0] for r in rounds)
    cpu = statistics.median(r[1] for r in rounds)
    kits, pages = rounds[0][2], rounds[0][3]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("rounds (s wall / s CPU): " + " ".join(f"{r[0]:.2f}/{r[1]:.2f}" for r in rounds))
    print(f"warm process: {kits} kits, {pages} pages a round; median {wall:.2f} s wall, {cpu:.2f} s CPU: "
          f"{kits / wall:.1f} kits/s and {pages / wall:.0f} pages/s (wall), {kits / cpu:.1f} kits/s of CPU, "
          f"{1000 * cpu / pages:.2f} ms of CPU a page; peak RSS {peak:.0f} MB "
          f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
