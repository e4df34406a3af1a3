"""The dice game's board, drawn from a seed: special squares and start squares.

Pure and deterministic: the same seed and rules always give the same board (`random.Random`
seeded with the integer, never the global generator). Squares are (column, row), 1-based,
column 1 on the West edge, row 1 on the South edge, so North is up.

Brief ¶1: special squares are spread at random; start squares are normal squares placed
strictly more than `more_than` and strictly less than `less_than` apart, pairwise. The
distance is Manhattan (DECISIONS.md D2): with diagonals at double cost (¶4) it is exactly the
power a move between two squares on a line or diagonal costs.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from printkit.games.dice_game.model import DiceGame

Square = tuple[int, int]
MAX_SEED = 2 ** 63 - 1
_MAX_ATTEMPTS = 10_000


class Board(NamedTuple):
    """One generated board: where every special square and start square lies."""

    seed: int
    size: int
    end: Square
    bonus: tuple[Square, ...]
    merchant: tuple[Square, ...]
    starts: tuple[Square, ...]   # in seat order: seat 1 first; fewer players use the first ones

    def kind_at(self, square: Square) -> str:
        """'end', 'bonus', 'merchant' or 'normal' (start squares are normal squares, ¶1)."""
        if square == self.end:
            return "end"
        if square in self.bonus:
            return "bonus"
        if square in self.merchant:
            return "merchant"
        return "normal"

    def inside(self, square: Square) -> bool:
        return 1 <= square[0] <= self.size and 1 <= square[1] <= self.size

    def starts_for(self, players: int) -> tuple[Square, ...]:
        return self.starts[:players]


def distance(a: Square, b: Square) -> int:
    """Manhattan distance: the power a straight or diagonal move between a and b costs."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def starts_well_spaced(starts: tuple[Square, ...], more_than: int, less_than: int) -> bool:
    """¶1: every pair of start squares is strictly between the two bounds apart."""
    return all(more_than < distance(a, b) < less_than for a, b in combinations(starts, 2))


def generate(model: DiceGame, seed: int) -> Board:
    """The board for `seed`: the same seed always gives the same squares.

    Start squares are drawn for the largest table (model.players_max); a smaller table uses the
    first ones, so the board does not depend on the number of players.
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"expected a seed from 0 to {MAX_SEED}, got {seed!r}")
    rules = model.rules
    return _board(seed, rules.board_size, rules.end, model.count("bonus"), model.count("merchant"),
                  model.players_max, rules.start_more_than, rules.start_less_than)


@lru_cache(maxsize=16)
def _board(seed: int, size: int, end: Square, bonus_n: int, merchant_n: int, players: int,
           more_than: int, less_than: int) -> Board:
    """The board drawn from everything it depends on, kept: every language of a kit and the
    referee ask for the same board, so it is drawn once per process."""
    rng = random.Random(seed)
    every = [(x, y) for y in range(1, size + 1) for x in range(1, size + 1)]
    candidates = [sq for sq in every if sq != end]
    drawn = rng.sample(candidates, bonus_n + merchant_n)
    bonus = tuple(sorted(drawn[:bonus_n]))
    merchant = tuple(sorted(drawn[bonus_n:]))
    taken = set(drawn)
    normal = [sq for sq in candidates if sq not in taken]
    starts = _draw_starts(rng, normal, players, more_than, less_than)
    return Board(seed, size, end, bonus, merchant, starts)


def _draw_starts(rng: random.Random, normal: list[Square], count: int,
                 more_than: int, less_than: int) -> tuple[Square, ...]:
    """Draw start squares one at a time among the normal squares that fit the ones drawn so far.

    A draw that runs out of room starts again from a new first square; the generator's state
    carries on, so the result is still a function of the seed alone.

    The squares that fit every square chosen so far are those that fitted the earlier ones and
    fit the last: each step filters the previous step's list (same squares, same order, so the
    same draws) rather than testing all the normal squares against every chosen one again.
    """
    for _ in range(_MAX_ATTEMPTS):
        chosen: list[Square] = [rng.choice(normal)]
        fits = normal
        while len(chosen) < count:
            last = chosen[-1]
            fits = [sq for sq in fits if more_than < distance(sq, last) < less_than]
            if not fits:
                break
            chosen.append(rng.choice(fits))
        if len(chosen) == count:
            return tuple(chosen)
    raise ValueError(f"no {count} normal squares lie more than {more_than} and less than {less_than} apart")


__all__ = ["Board", "Square", "MAX_SEED", "distance", "generate", "starts_well_spaced"]
