"""benchmarks/ledger_range.py stays runnable and deterministic (a few games; the figures live in DECISIONS.md)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "ledger_range.py"


def load():
    spec = importlib.util.spec_from_file_location("ledger_range", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_few_seeded_games_give_the_same_highs_twice():
    bench = load()
    first = bench.simulate(4, 7, None)
    assert first == bench.simulate(4, 7, None)
    assert len(first) == 4 and first == sorted(first) and first[0] >= 50


def test_nearest_rank_percentiles():
    bench = load()
    values = list(range(1, 1001))
    assert [bench.percentile(values, q) for q in (50, 99, 99.9)] == [500, 990, 999]
    assert bench.percentile([5], 99.9) == 5


def test_turns_follow_the_suggested_playing_time():
    bench = load()
    import random
    rng = random.Random(3)
    assert all(30 <= bench.turns_for(2, rng) <= 45 for _ in range(50))      # 1 minute per turn
    assert all(30 <= bench.turns_for(6, rng) <= 45 for _ in range(50))      # 2 minutes per turn
