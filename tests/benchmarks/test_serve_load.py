"""benchmarks/serve_load.py stays runnable: its kits are different ones, its percentile and its
floor of a burst's wall time are what they say (the figures live in docs/serving.md)."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "serve_load.py"


def load():
    spec = importlib.util.spec_from_file_location("serve_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_fifty_different_kits_over_the_four_games_and_six_different_for_the_burst():
    bench = load()
    queries = bench.kit_queries()[:50]
    assert len({(game, tuple(sorted(query.items()))) for game, query in queries}) == 50
    assert {game for game, _ in queries} == {"market-island", "data-tycoon", "triple-bataille", "dice-game"}
    assert len({(game, tuple(sorted(query.items()))) for game, query in bench.BURST}) == 6
    assert not set(map(str, bench.BURST)) & set(map(str, bench.WARM_UP))


def test_the_95th_percentile_is_the_nearest_rank():
    bench = load()
    assert bench.p95([float(n) for n in range(1, 101)]) == 95.0
    assert bench.p95([3.0]) == 3.0


def test_a_bursts_floor_is_its_busiest_worker_or_its_cpu_over_the_cores():
    bench = load()
    cores = min(2, os.cpu_count() or 1)
    assert bench._floor({1: 0.1, 2: 0.5, 3: 0.3}, server=1) == max(0.5, 0.9 / cores)
    assert bench._floor({1: 0.2, 2: 0.3, 3: 0.3}, server=1) == max(0.3, 0.8 / cores)


def test_cpu_time_is_read_for_this_process_and_its_children():
    bench = load()
    if not Path(f"/proc/{os.getpid()}/stat").exists():
        pytest.skip("reads /proc (Linux)")
    assert os.getpid() in bench.cpu_by_process(os.getpid()) and bench.cpu_seconds(os.getpid()) > 0
