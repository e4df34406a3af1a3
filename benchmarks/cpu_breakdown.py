"""Where the CPU of `printkit build --all --jobs 1` goes, by phase and component (issue 15).

    python benchmarks/cpu_breakdown.py                  # 3 runs, medians, warm cache of its own
    python benchmarks/cpu_breakdown.py --runs 5 --cold  # each run with an empty cache folder

Each run is a fresh process timed with `time.process_time()` (CPU, not wall: steadier on a
shared machine). It wraps, from outside and without changing what is built: the imports before
the command runs, the start-up before the kits (`_warm_up`), each kit's `resolve`, `plan`,
`kit_file` and `write_outputs`, and each component's `render`, keyed by kind and id. Reported:
the median CPU seconds of each part over the runs, its share of the total, and the pages of each
kind (the components' pages, as benchmarks/floor_ratio.py counts them), so a kind's ms per page
can be compared with the floor's (about 1.1 ms a page once started, 1.5 ms with start-up).
The CPU of child processes (a first build compiles the booklet templates in one:
printkit/templating.py `compile_ahead`) is a line of its own, counted in the total.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs in the child: wrap the phases, build, print {part: cpu seconds} as JSON on stderr's last line.
CHILD = r"""
import json, os, sys, time
started = time.process_time()
from printkit import build as B, build_all as BA, cli, kit_model as K
spent, calls = {}, {}
def timed(name, function):
    def wrapper(*args, **kwargs):
        t = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.process_time() - t
    return wrapper
for name in ("resolve", "plan", "kit_file", "write_outputs"):
    setattr(B, name, timed(name, getattr(B, name)))
BA._warm_up = timed("start-up (_warm_up)", BA._warm_up)
post_init = K.Component.__post_init__
def with_timer(self):
    post_init(self)
    object.__setattr__(self, "render", timed(f"render {self.kind}:{self.id}", self.render))
K.Component.__post_init__ = with_timer
spent["imports"] = time.process_time() - started
sys.argv = ["printkit", "build", "--all", "--jobs", "1", "--out", sys.argv[1]]
try:
    cli.main(standalone_mode=False)
except SystemExit:
    pass
import resource
children = resource.getrusage(resource.RUSAGE_CHILDREN)   # a first build's template-compiling child
if children.ru_utime + children.ru_stime:
    spent["child processes"] = children.ru_utime + children.ru_stime
spent["total"] = time.process_time() - started + spent.get("child processes", 0.0)
sys.stderr.write("\n" + json.dumps(spent) + "\n")
sys.stderr.flush()
os._exit(0)
"""


def one_run(out: Path, cache: Path) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PRINTKIT_CACHE_DIR"] = str(cache)
    done = subprocess.run([sys.executable, "-c", CHILD, str(out)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"benchmark: the build failed: {done.stderr.strip()[-400:]}")
    return json.loads(done.stderr.strip().splitlines()[-1])


def pages_by_kind(out: Path) -> dict[str, int]:
    pages: dict[str, int] = defaultdict(int)
    for manifest in out.glob("*/*/manifest.json"):
        data = json.loads(manifest.read_text())
        sizes = {f["path"]: f["pages"] for f in data["files"]}
        for component in data["components"]:
            pages[component["kind"]] += sizes[component["file"]]
    return pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cold", action="store_true", help="an empty cache folder for every run")
    parser.add_argument("--by-id", action="store_true", help="one line per component id, not per kind")
    options = parser.parse_args()
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        out, cache = Path(tmp) / "kits", Path(tmp) / "cache"
        if not options.cold:
            one_run(out, cache)   # untimed: fills the cache as a user's first build does
        for run in range(options.runs):
            runs.append(one_run(out, Path(tmp) / f"cold-{run}" if options.cold else cache))
        pages = pages_by_kind(out)
    parts: dict[str, list[float]] = defaultdict(list)
    for spent in runs:
        merged: dict[str, float] = defaultdict(float)
        for name, seconds in spent.items():
            kind = name.split(":")[0] if name.startswith("render ") and not options.by_id else name
            merged[kind] += seconds
        for name, seconds in merged.items():
            parts[name].append(seconds)
    total = statistics.median(parts.pop("total"))
    print(f"printkit build --all --jobs 1, {'cold' if options.cold else 'warm'} cache, "
          f"median CPU of {options.runs} runs: {total:.3f} s for {sum(pages.values())} pages")
    for name, values in sorted(parts.items(), key=lambda item: -statistics.median(item[1])):
        seconds = statistics.median(values)
        kind = name.split(" ", 1)[1].split(":")[0] if name.startswith("render ") else ""
        per_page = f"  {1000 * seconds / pages[kind]:.2f} ms/page over {pages[kind]}" if kind in pages and not options.by_id else ""
        print(f"  {name:32s} {seconds:.3f} s  {100 * seconds / total:4.1f} %{per_page}")


if __name__ == "__main__":
    main()
