"""CPU time of a kit in a language printkit lays out itself (Arabic, Japanese …) against the same
kit in English: the target is at most 2x.

    python benchmarks/script_editions.py                         # dice game: en, ar, ja; 7 rounds
    python benchmarks/script_editions.py --langs en ar --rounds 11 --cold

Each build is a fresh `python -m printkit build` process, as a user runs it; its CPU time (user +
system, the child's rusage) is what is compared, not the wall clock, which other work on the
machine stretches. The languages are built in turn, round after round (en, ar, ja, en, ar, ja …),
so that a change in the machine's load falls on all of them alike; the medians are reported.
A first round, not counted, fills the cache (compiled templates, font copies and subsets, kept
booklets); `--cold` gives every build an empty cache folder of its own instead.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_of_build(game: str, lang: str, out: Path, cache: Path) -> float:
    """CPU seconds (user + system) of one build in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "printkit", "build", game, "--lang", lang, "--seed", "5", "--out", str(out)],
                   cwd=ROOT, check=True, capture_output=True, env={**os.environ, "PRINTKIT_CACHE_DIR": str(cache)})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="dice-game")
    parser.add_argument("--langs", nargs="+", default=["en", "ar", "ja"])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--cold", action="store_true", help="an empty cache folder for every build")
    options = parser.parse_args()
    times: dict[str, list[float]] = {lang: [] for lang in options.langs}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shared = work / "cache"
        if not options.cold:
            for lang in options.langs:
                cpu_of_build(options.game, lang, work / f"warm-{lang}", shared)
        for n in range(options.rounds):
            for lang in options.langs:
                cache = work / f"cache-{n}-{lang}" if options.cold else shared
                times[lang].append(cpu_of_build(options.game, lang, work / f"{n}-{lang}", cache))
    base = statistics.median(times[options.langs[0]])
    print(f"{options.game}, {options.rounds} rounds, {'cold' if options.cold else 'warm'} cache, CPU seconds per build:")
    for lang, found in times.items():
        median = statistics.median(found)
        print(f"  {lang}: median {median:.2f} s (min {min(found):.2f}, max {max(found):.2f}), "
              f"{median / base:.2f}x {options.langs[0]}")


if __name__ == "__main__":
    main()
