"""Load on `printkit serve`: 50 kit downloads over the four games, 8 clients at once, on localhost.

    python benchmarks/serve_load.py [--requests 50] [--clients 8]

Starts `python -m printkit serve --host 127.0.0.1 --port 0` from this checkout with an empty
cache folder, asks for 50 different kits (`GET /kit/<game>.pdf?…`) from 8 client threads
(cold: every kit is built), then asks for the same 50 again (cached), and prints the median and
95th-percentile latency and the kits per second of each pass. Each download is checked: a PDF,
and the same bytes in both passes. Bounded: at most --requests requests a pass, 600 s each;
the server is stopped at the end.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import os
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


def start_server(cache: str) -> tuple[subprocess.Popen, str]:
    env = dict(os.environ, PRINTKIT_CACHE_DIR=cache)
    process = subprocess.Popen([sys.executable, "-m", "printkit", "serve", "--host", "127.0.0.1", "--port", "0"],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line.strip()}")
    return process, line.split("open ")[1].split()[0].rstrip("/")


def fetch(url: str) -> tuple[float, bytes]:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
        data = response.read()
    return time.perf_counter() - started, data


def one_pass(base: str, requests: list[tuple[str, dict]], clients: int) -> tuple[list[float], float, list[str]]:
    urls = [f"{base}/kit/{game}.pdf?{urlencode(query)}" for game, query in requests]
    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        results = list(pool.map(fetch, urls))
    wall = time.perf_counter() - started
    for url, (_, data) in zip(urls, results):
        if not data.startswith(b"%PDF-"):
            raise SystemExit(f"{url}: not a PDF")
    return [seconds for seconds, _ in results], wall, [hashlib.sha256(data).hexdigest() for _, data in results]


def report(name: str, latencies: list[float], wall: float) -> None:
    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"{name:>7}: {len(latencies)} kits in {wall:.1f} s = {len(latencies) / wall:.2f} kits/s; "
          f"latency p50 {statistics.median(ordered):.2f} s, p95 {p95:.2f} s, max {ordered[-1]:.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--clients", type=int, default=8)
    args = parser.parse_args()
    requests = kit_queries()[:max(1, min(args.requests, 50))]
    with tempfile.TemporaryDirectory(prefix="printkit-serve-load-") as cache:
        process, base = start_server(cache)
        try:
            cold, cold_wall, first = one_pass(base, requests, args.clients)
            cached, cached_wall, second = one_pass(base, requests, args.clients)
        finally:
            process.terminate()
            process.wait(timeout=30)
    if first != second:
        raise SystemExit("the cached pass gave different bytes")
    print(f"{len(requests)} kit requests ({', '.join(sorted({g for g, _ in requests}))}), {args.clients} clients, {os.cpu_count()} CPUs")
    report("cold", cold, cold_wall)
    report("cached", cached, cached_wall)


if __name__ == "__main__":
    main()
