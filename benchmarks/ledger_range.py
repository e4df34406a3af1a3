"""How high can a Market Island balance climb? Whole games played by the referee, seeded.

    /tmp/venv/bin/python benchmarks/ledger_range.py [--games 10000] [--seed 1] [--strategy matching ...]

Each game: 2-6 players (uniform), a playing time drawn from the manual's suggestion (§4.2 phase 0:
30-45 minutes for 2 players, 60-90 for 3-6), turned into turns at an assumed 0.5 + 0.25 n minutes per
turn (every player moves, draws, decides, and all n² ledgers are updated). A second run plays every
game for 90 turns, the longest game the suggestion allows at one minute per turn, as an upper bound.

Players follow simple seeded strategies: always mine, never mine, mine on a coin toss, or mine when
the kept card already matches something visible (the winning card or their own transaction card).
Decks are shuffled, drawn from the top and returned to the bottom (§2.7, §2.10); a jellyfish card
waits by its ledger for one turn, a totem card for the rest of the game (§2.8, §2.9).

Every turn is applied by `printkit.games.market_island.referee.round`, so the figures are the rules'.
The highest balance is followed entry by entry, as the physical ledger shows it.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from printkit.errors import UsageError  # noqa: E402
from printkit.games.market_island.model import load_model  # noqa: E402
from printkit.games.market_island.referee import round as play_turn  # noqa: E402
from printkit.games.market_island.referee_round_input import DECK_OF_SQUARE  # noqa: E402
from printkit.schema import RANKS, SUITS  # noqa: E402

STRATEGIES = ("always", "never", "coin", "matching")
STANDARD = [rank + suit for suit in SUITS for rank in RANKS]


def turns_for(n: int, rng: random.Random) -> int:
    """Manual §4.2 phase 0 playing time, at 0.5 + 0.25 n minutes per turn (an assumption)."""
    minutes = rng.uniform(30, 45) if n == 2 else rng.uniform(60, 90)
    return max(1, int(minutes / (0.5 + 0.25 * n)))


def visible_matches(card: str, winning: str, own_face: str) -> int:
    """What a player can count before deciding (§2.2): the winning card and their own block card."""
    return sum((c[:-1] == card[:-1]) + (c[-1] == card[-1]) for c in (winning, own_face))


class Game:
    """One seeded game: decks, seats, strategies; `play()` returns the highest balance reached."""

    def __init__(self, model, rng: random.Random, n: int, turns: int, strategies: tuple[str, ...] = STRATEGIES):
        self.model, self.rng, self.turns = model, rng, turns
        self.decks = {name: [c.code for c in model.deck(name)] for name in ("income", "expense", "action")}
        for deck in self.decks.values():
            rng.shuffle(deck)
        self.standard = STANDARD[:]
        rng.shuffle(self.standard)
        self.winning = self.standard.pop(0)           # §0.4: the first winning card
        ids = [f"P{i}" for i in range(1, n + 1)]
        self.strategy = {pid: rng.choice(strategies) for pid in ids}
        start = model.rules.start_balance
        self.state = {"winning": self.winning,
                      "players": [{"id": pid, "position": 0, "stung": False, "possessed": False} for pid in ids],
                      "ledgers": {k: {o: start for o in ids} for k in ids}}
        self.held: dict[str, str] = {}                  # jellyfish cards waiting by a ledger, by player

    def play(self) -> int:
        highest = self.model.rules.start_balance
        for _ in range(self.turns):
            turn, returns = self._turn()
            result = self._apply(turn)
            highest = max(highest, peak(turn, result))
            self._tidy(turn, result, returns)
            if result["game_over"]:
                break
            self.state = result["next"]
        return highest

    def _turn(self) -> tuple[dict, list[tuple[str, str]]]:
        loop, players, returns = self.model.board.loop, [], []
        for seat in self.state["players"]:
            roll = self.rng.randint(1, 6)
            square = loop[(seat["position"] + roll) % len(loop)]
            deck = DECK_OF_SQUARE[square]
            code = self.decks[deck].pop(0)
            returns.append((deck, code))
            players.append({**seat, "roll": roll, "card": code})
        for entry in players:
            self._decide(entry, loop)
        dice = {p["id"]: self.rng.randint(1, 6) for p in players}
        return {"winning": self.state["winning"], "players": players, "ledgers": self.state["ledgers"],
                "dice": dice}, returns

    def _decide(self, entry: dict, loop: tuple[str, ...]) -> None:
        """§2.2-2.3: look at one standard card (two with the axe), keep one or put them back."""
        square = loop[(entry["position"] + entry["roll"]) % len(loop)]
        if entry["stung"] or entry["possessed"] or square == "totem":
            return
        card = self.model.card(entry["card"])
        looks = [self.standard.pop(0) for _ in range(2 if card.kind == "axe" else 1)]
        best = max(looks, key=lambda c: visible_matches(c, self.state["winning"], str(card.face)))
        mine = {"always": True, "never": False, "coin": self.rng.random() < 0.5,
                "matching": visible_matches(best, self.state["winning"], str(card.face)) > 0}[self.strategy[entry["id"]]]
        entry["drawn"] = looks
        entry["plays"] = best if mine else None
        self.standard += [c for c in looks if not (mine and c == best)]

    def _apply(self, turn: dict) -> dict:
        while True:
            try:
                return play_turn(turn, self.model)
            except UsageError as error:
                if not str(error).startswith("dice:"):
                    raise
                turn["dice"] = {pid: self.rng.randint(1, 6) for pid in turn["dice"]}   # §2.4: roll again

    def _tidy(self, turn: dict, result: dict, returns: list[tuple[str, str]]) -> None:
        """§2.6-2.10: the winner's card stays on the board; other cards go back under their decks."""
        kept = {p["id"]: p["card"] for p in turn["players"]}
        for pid, code in list(self.held.items()):        # a jellyfish card returns once its turn is over
            if not any(p["id"] == pid and p["stung"] for p in turn["players"]):
                continue
            self.decks["action"].append(self.held.pop(pid))
        for deck, code in returns:
            card = self.model.card(code)
            holder = next(pid for pid, c in kept.items() if c == code)
            if card.kind == "jellyfish" and holder not in result["out"]:
                self.held[holder] = code
            elif card.kind != "totem":
                self.decks[deck].append(code)
        played = [p.get("plays") for p in turn["players"] if p.get("plays")]
        if result["mining"]:
            self.standard.append(turn["winning"])
            played.remove(result["winning"])
        self.standard += played


def peak(turn: dict, result: dict) -> int:
    """The highest balance shown during the turn, applying its entries one by one."""
    running = dict(next(iter(turn["ledgers"].values())))
    highest = max(running.values())
    for entry in result["entries"]:
        running[entry["player"]] += entry["change"]
        highest = max(highest, running[entry["player"]])
    return highest


def percentile(values: list[int], q: float) -> int:
    """Nearest-rank percentile of sorted values."""
    index = max(0, min(len(values) - 1, int(-(-q * len(values) // 100)) - 1))
    return values[index]


def simulate(games: int, seed: int, fixed_turns: int | None, strategies: tuple[str, ...] = STRATEGIES) -> list[int]:
    model = load_model()
    highs = []
    for number in range(games):
        rng = random.Random(seed * 1_000_003 + number)
        n = rng.randint(2, 6)
        turns = fixed_turns or turns_for(n, rng)
        highs.append(Game(model, rng, n, turns, strategies).play())
    return sorted(highs)


def report(label: str, highs: list[int], ledger_max: int) -> None:
    p50, p99, p999 = (percentile(highs, q) for q in (50, 99, 99.9))
    print(f"{label}: {len(highs)} games; highest balance p50 {p50}, p99 {p99}, p99.9 {p999}, max {highs[-1]}")
    if p999 <= ledger_max:
        print(f"  the ledger (0-{ledger_max}) covers the 99.9th percentile; "
              f"{sum(h > ledger_max for h in highs)} games went beyond it")
    else:
        tens = -(-(p999 + 1) // 10) - 1
        print(f"  the ledger (0-{ledger_max}) does not cover the 99.9th percentile; tens 0-{tens} "
              f"(0-{tens * 10 + 9}) would")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strategy", choices=STRATEGIES, action="append",
                        help="give every player this strategy (repeat to mix); default: a seeded mix of all four")
    args = parser.parse_args()
    strategies = tuple(args.strategy or STRATEGIES)
    ledger = load_model().ledger
    ledger_max = ledger.tens_max * 10 + ledger.units - 1
    print(f"strategies: {', '.join(strategies)}")
    report("suggested playing times", simulate(args.games, args.seed, None, strategies), ledger_max)
    report("every game 90 turns", simulate(args.games, args.seed, 90, strategies), ledger_max)


if __name__ == "__main__":
    main()
