"""The seeded board: counts, start spacing, reproducibility (issue 7, 'Done when')."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.games.dice_game.model import load_model
from printkit.games.dice_game.model_board import MAX_SEED, distance, generate, starts_well_spaced

MODEL = load_model()


def check_board(seed: int) -> None:
    board = generate(MODEL, seed)
    assert len(board.bonus) == 15 and len(set(board.bonus)) == 15
    assert len(board.merchant) == 15 and len(set(board.merchant)) == 15
    assert not set(board.bonus) & set(board.merchant)
    assert board.end == (25, 25) and board.end not in board.bonus + board.merchant
    assert all(board.inside(sq) for sq in board.bonus + board.merchant + board.starts)
    assert len(board.starts) == 4
    assert all(board.kind_at(sq) == "normal" for sq in board.starts)
    for a, b in combinations(board.starts, 2):
        assert 5 < distance(a, b) < 10


@pytest.mark.parametrize("seed", range(100))
def test_hundred_seeds_give_valid_boards(seed):
    check_board(seed)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_any_seed_gives_a_valid_board(seed):
    check_board(seed)


def test_same_seed_same_board():
    assert generate(MODEL, 1234) == generate(MODEL, 1234)


def test_different_seeds_differ():
    assert generate(MODEL, 1).bonus != generate(MODEL, 2).bonus


def test_fewer_players_use_the_first_start_squares():
    board = generate(MODEL, 77)
    assert board.starts_for(2) == board.starts[:2]
    assert starts_well_spaced(board.starts_for(3), 5, 10)


def test_distance_is_manhattan():
    assert distance((1, 1), (4, 5)) == 7


def test_spacing_rule_rejects_too_close_and_too_far():
    assert not starts_well_spaced(((1, 1), (3, 4)), 5, 10)      # 5 apart: not more than 5
    assert not starts_well_spaced(((1, 1), (6, 6)), 5, 10)      # 10 apart: not less than 10
    assert starts_well_spaced(((1, 1), (4, 4)), 5, 10)


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, "7", True, 2.0])
def test_bad_seed(seed):
    with pytest.raises(ValueError) as caught:
        generate(MODEL, seed)
    assert str(caught.value) == f"expected a seed from 0 to {MAX_SEED}, got {seed!r}"


def _starts_by_the_rule(rng, normal, count, more_than, less_than):
    """¶1's draw as first written: each new square among all the normal squares fitting every chosen one."""
    from printkit.games.dice_game.model_board import _MAX_ATTEMPTS
    for _ in range(_MAX_ATTEMPTS):
        chosen = [rng.choice(normal)]
        while len(chosen) < count:
            fits = [sq for sq in normal if all(more_than < distance(sq, c) < less_than for c in chosen)]
            if not fits:
                break
            chosen.append(rng.choice(fits))
        if len(chosen) == count:
            return tuple(chosen)


@pytest.mark.parametrize("seed", [0, 1, 7, 12345, MAX_SEED])
@pytest.mark.parametrize("bounds", [(5, 10), (3, 30), (10, 20)])
def test_the_start_squares_are_the_ones_the_rule_draws(seed, bounds):
    """model_board._draw_starts filters step by step: the same squares, the same draws, so every
    seed keeps its board (a printed board and its seed must agree)."""
    import random
    from printkit.games.dice_game.model_board import _draw_starts
    normal = [(x, y) for y in range(1, 51) for x in range(1, 51) if (x + y) % 7]
    for count in (2, 4):
        assert _draw_starts(random.Random(seed), normal, count, *bounds) == \
            _starts_by_the_rule(random.Random(seed), normal, count, *bounds)
