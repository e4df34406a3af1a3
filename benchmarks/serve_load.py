"""Load on `printkit serve`: kit downloads over the four games from 1, 8 and 32 clients, cold and
cached; and 6 different kits asked for at once against the same 6 one after another.

    python benchmarks/serve_load.py [--requests 50] [--clients 1 8 32] [--workers N] [--burst-runs 5]

Load: for each number of clients, starts `python -m printkit serve --port 0 --workers N` from
this checkout with an empty cache folder, asks for up to --requests different kits
(`GET /kit/<game>.pdf?…`) from that many client threads (cold: every kit is built), then for
the same kits again (cached), and prints kits per second and the median and 95th-percentile
latency of each pass. Each download is checked: a PDF, and the same bytes in both passes.

Burst: on one server, its workers first warmed by other kits, the same 6 different kits are
built one after another, then all 6 at once, alternately --burst-runs times (the kit cache
emptied before each run, so every run builds all 6); prints each run, the medians and their
ratio. Bounded: 600 s a request; every server is stopped at the end.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_S = 600
BURST = [("market-island", dict(lang="fr", players=5)), ("data-tycoon", dict(lang="fr", level="standard")),
         ("triple-bataille", dict(lang="fr", players=5)), ("dice-game", dict(lang="fr", players=3, seed=11)),
         ("market-island", dict(lang="en", players=6, ink="greyscale")), ("data-tycoon", dict(lang="en", level="basic"))]
WARM_UP = [("market-island", dict(players=2)), ("triple-bataille", dict(players=3)), ("dice-game", dict(seed=3)),
           ("data-tycoon", dict(level="learning"))]


def kit_queries() -> list[tuple[str, dict]]:
    """Different kits, the four games in turn."""
    per_game = {
        "market-island": [dict(lang=l, players=p) for l, p in itertools.product(("en", "fr"), range(2, 7))]
                         + [dict(lang=l, players=4, paper="a3") for l in ("en", "fr")]
                         + [dict(players=4, ink="greyscale"), dict(players=4, layout="gutterfold")],
        "data-tycoon": [dict(lang=l, level=v) for l, v in itertools.product(("en", "fr"), ("learning", "basic", "standard", "expert"))]
                       + [dict(lang=l, players=2, level=v) for l, v in itertools.product(("en", "fr"), ("basic", "expert"))],
        "triple-bataille": [dict(lang=l, players=p) for l, p in itertools.product(("en", "fr"), (3, 4, 5, 6, 8, 10))],
        "dice-game": [dict(lang=l, players=p, seed=s) for l, p, s in itertools.product(("en", "fr"), (2, 3, 4), (1, 2))],
    }
    rounds = itertools.zip_longest(*[[(game, q) for q in queries] for game, queries in per_game.items()])
    return [item for group in rounds for item in group if item is not None]


def start_server(cache: str, workers: int | None) -> tuple[subprocess.Popen, str]:
    env = dict(os.environ, PRINTKIT_CACHE_DIR=cache)
    command = [sys.executable, "-m", "printkit", "serve", "--host", "127.0.0.1", "--port", "0"]
    command += ["--workers", str(workers)] if workers is not None else []
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line.strip()}")
    return process, line.split("open ")[1].split()[0].rstrip("/")


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=30)


def tree(pid: int) -> list[int]:
    """The process and its descendants (Linux /proc; empty elsewhere)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*"):
            try:
                todo.extend(int(child) for child in (task / "children").read_text().split())
            except OSError:
                pass
    return found if Path(f"/proc/{pid}").exists() else []


def cpu_by_process(pid: int) -> dict[int, float]:
    """User + system CPU time so far of the server and of each of its worker processes."""
    ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    found = {}
    for member in tree(pid):
        try:
            fields = Path(f"/proc/{member}/stat").read_text().rsplit(")", 1)[1].split()
            found[member] = (int(fields[11]) + int(fields[12])) / ticks
        except (OSError, IndexError, ValueError):
            pass
    return found


def cpu_seconds(pid: int) -> float:
    return sum(cpu_by_process(pid).values())


def rss_mb(pid: int) -> list[float]:
    """Resident memory of the server and of each worker, in MB."""
    sizes = []
    for member in tree(pid):
        try:
            line = next(l for l in Path(f"/proc/{member}/status").read_text().splitlines() if l.startswith("VmRSS:"))
            sizes.append(int(line.split()[1]) / 1024)
        except (OSError, StopIteration, ValueError):
            pass
    return sizes


def fetch(url: str) -> tuple[float, bytes]:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
        data = response.read()
    return time.perf_counter() - started, data


def urls(base: str, requests: list[tuple[str, dict]]) -> list[str]:
    return [f"{base}/kit/{game}.pdf?{urlencode(query)}" for game, query in requests]


def one_pass(addresses: list[str], clients: int) -> tuple[list[float], float, list[str]]:
    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        results = list(pool.map(fetch, addresses))
    wall = time.perf_counter() - started
    for url, (_, data) in zip(addresses, results):
        if not data.startswith(b"%PDF-"):
            raise SystemExit(f"{url}: not a PDF")
    return [seconds for seconds, _ in results], wall, [hashlib.sha256(data).hexdigest() for _, data in results]


def p95(latencies: list[float]) -> float:
    ordered = sorted(latencies)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def report(name: str, latencies: list[float], wall: float, cpu: float) -> None:
    print(f"  {name:>6}: {len(latencies)} kits in {wall:6.1f} s = {len(latencies) / wall:5.2f} kits/s; "
          f"latency p50 {statistics.median(latencies):5.2f} s, p95 {p95(latencies):5.2f} s; "
          f"server CPU {cpu:.1f} s")


def load(requests: list[tuple[str, dict]], clients: int, workers: int | None) -> None:
    with tempfile.TemporaryDirectory(prefix="printkit-serve-load-") as cache:
        process, base = start_server(cache, workers)
        try:
            addresses = urls(base, requests)
            cpu = cpu_seconds(process.pid)
            cold, cold_wall, first = one_pass(addresses, clients)
            cold_cpu, cpu = cpu_seconds(process.pid) - cpu, cpu_seconds(process.pid)
            cached, cached_wall, second = one_pass(addresses, clients)
            cached_cpu = cpu_seconds(process.pid) - cpu
            memory = rss_mb(process.pid)
        finally:
            stop(process)
    if first != second:
        raise SystemExit("the cached pass gave different bytes")
    print(f"{clients} client(s):")
    report("cold", cold, cold_wall, cold_cpu)
    report("cached", cached, cached_wall, cached_cpu)
    if memory:
        print(f"  memory (RSS): server {memory[0]:.0f} MB, workers {', '.join(f'{m:.0f}' for m in memory[1:])} MB")


def burst(workers: int | None, runs: int) -> None:
    """The same 6 kits one after another, then at once, alternately; the kit cache emptied each run."""
    with tempfile.TemporaryDirectory(prefix="printkit-serve-burst-") as cache:
        process, base = start_server(cache, workers)
        try:
            one_pass(urls(base, WARM_UP), len(WARM_UP))     # every worker started and warm
            kits = Path(cache) / "web-kits-1"
            times: dict[str, list[float]] = {"one after another": [], "all 6 at once": []}
            cpus: dict[str, list[float]] = {name: [] for name in times}
            floors: list[float] = []
            for _ in range(runs):
                for name, clients in (("one after another", 1), ("all 6 at once", len(BURST))):
                    shutil.rmtree(kits, ignore_errors=True)
                    kits.mkdir()
                    before = cpu_by_process(process.pid)
                    _latencies, wall, _digests = one_pass(urls(base, BURST), clients)
                    used = {pid: seconds - before.get(pid, 0.0) for pid, seconds in cpu_by_process(process.pid).items()}
                    times[name].append(wall)
                    cpus[name].append(sum(used.values()))
                    if clients > 1:
                        floors.append(_floor(used, process.pid))
        finally:
            stop(process)
    for name, walls in times.items():
        print(f"  {name:>17}: {' '.join(f'{w:.2f}' for w in walls)} s; median {statistics.median(walls):.2f} s "
              f"(CPU of the server and its workers, median {statistics.median(cpus[name]):.2f} s)")
    if floors:
        print(f"  at once, the least wall time the CPU work allows on free cores: median {statistics.median(floors):.2f} s "
              f"(the busiest worker's CPU, or all the CPU over the cores, whichever is more)")
    ratio = statistics.median(times["all 6 at once"]) / statistics.median(times["one after another"])
    print(f"  at once / one after another: {ratio:.2f}")


def _floor(used: dict[int, float], server: int) -> float:
    """What the CPU work of a burst needs at least, on as many free cores as it uses: the busiest
    worker's CPU time, or all the CPU time spread over the cores, whichever is larger."""
    workers = [seconds for pid, seconds in used.items() if pid != server and seconds > 0.02]
    cores = max(1, min(len(workers), os.cpu_count() or 1))
    return max(max(workers, default=0.0), sum(used.values()) / cores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--clients", type=int, nargs="*", default=[1, 8, 32])
    parser.add_argument("--workers", type=int, default=None, help="printkit serve --workers (default: its own)")
    parser.add_argument("--burst-runs", type=int, default=5)
    args = parser.parse_args()
    requests = kit_queries()[:max(1, min(args.requests, 50))]
    workers = "its default" if args.workers is None else args.workers
    print(f"printkit serve --workers {workers}; {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.2f}")
    print(f"{len(requests)} different kits ({', '.join(sorted({g for g, _ in requests}))})")
    for clients in args.clients:
        load(requests, clients, args.workers)
    if args.burst_runs:
        print(f"6 different kits, {args.burst_runs} runs each way:")
        burst(args.workers, args.burst_runs)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
