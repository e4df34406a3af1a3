"""Market Island mining score (manual v3 §2.4, examples §4.7): pure functions, no I/O.

Each miner's standard card is compared with the previous winning card and with every
transaction card of the block (n + 1 cards for n players). Against each of them it earns one
point for the same rank and one for the same suit, so one card can give both. The best score
wins; a tie goes to the highest standard card (A, K, Q, J, 10 ... 2), then to a die.
"""

from __future__ import annotations

from typing import Any

from printkit.errors import UsageError
from printkit.schema import RANKS, SUIT_SYMBOLS, parse_card

NOT_MINING = ("-", "", None)
DIE_FACES = 6   # Manual §3: one ordinary die


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


def rank_value(card: str) -> int:
    """2 -> 2 ... 10 -> 10, J 11, Q 12, K 13, A 14. Manual §2.4: the highest card breaks a tie."""
    return RANKS.index(rank_of(card)) + 2


def pretty(card: str) -> str:
    """'9C' -> '9♣', as a referee writes it."""
    return rank_of(card) + SUIT_SYMBOLS[suit_of(card)]


def player_ids(count: int) -> list[str]:
    return [f"P{i}" for i in range(1, count + 1)]


def mining(winning: str, block: list[str], played: list[str | None],
           dice: dict[str, int] | list[str] | None = None, *, table: tuple[int, int] | None = None) -> dict[str, Any]:
    """Score one mining round (manual §2.4) and name the winner, or who must roll.

    `block` holds the n transaction cards in player order P1..Pn, n within `table` (fewest, most
    players: §3) when given; `played[i]` is the standard card of player i+1, or '-' / None for a
    player who did not mine. Returns {"scores", "winner", "decided_by", "must_roll", "points"};
    non-miners score None. Mining is optional (§2.2): when nobody mines, nobody wins and
    `decided_by` is "nobody-mined".
    """
    top = _card(winning, "--winning")
    cards = [_card(text, f"--block card {i}") for i, text in enumerate(_as_list(block, "--block"), 1)]
    _check_table(len(cards), table)
    plays = _plays(_as_list(played, "--played"), len(cards), top)
    ids = player_ids(len(cards))
    compared = [top] + cards
    points = {pid: (None if card is None else card_points(card, compared)) for pid, card in zip(ids, plays)}
    scores = {pid: (None if detail is None else score_of(detail)) for pid, detail in points.items()}
    standard = {pid: card for pid, card in zip(ids, plays) if card is not None}
    rolls = _dice(dice, ids)
    winner, decided_by, must_roll = decide(scores, standard, rolls)
    return {"scores": scores, "winner": winner, "decided_by": decided_by, "must_roll": must_roll,
            "points": points}


def card_points(standard: str, compared: list[str]) -> list[dict[str, Any]]:
    """Manual §2.4: one point per same rank, one per same suit, against each compared card."""
    return [{"card": card, "rank": rank_of(card) == rank_of(standard), "suit": suit_of(card) == suit_of(standard)}
            for card in compared]


def score_of(detail: list[dict[str, Any]]) -> int:
    return sum(int(item["rank"]) + int(item["suit"]) for item in detail)


def decide(scores: dict[str, int | None], standard: dict[str, str],
           rolls: dict[str, int]) -> tuple[str | None, str, list[str]]:
    """Manual §2.4 ties: most points, then the highest standard card, then the highest die.

    Returns (winner or None, "points" | "highest-card" | "dice" | "nobody-mined", players who must roll).
    """
    miners = {pid: score for pid, score in scores.items() if score is not None}
    if not miners:
        return None, "nobody-mined", []
    best = max(miners.values())
    tied = sorted(pid for pid, score in miners.items() if score == best)
    if len(tied) == 1:
        return tied[0], "points", []
    high = max(rank_value(standard[pid]) for pid in tied)
    tied = [pid for pid in tied if rank_value(standard[pid]) == high]
    if len(tied) == 1:
        return tied[0], "highest-card", []
    if not rolls:
        return None, "dice", tied
    missing = [pid for pid in tied if pid not in rolls]
    if missing:
        raise UsageError("--dice: expected a roll for each of {tied} (tied), got none for {missing}",
                         tied=', '.join(tied), missing=', '.join(missing))
    top_roll = max(rolls[pid] for pid in tied)
    rolled_best = [pid for pid in tied if rolls[pid] == top_roll]
    if len(rolled_best) == 1:
        return rolled_best[0], "dice", []
    return None, "dice", rolled_best   # the same top roll: those players roll again


def _as_list(value: Any, option: str) -> list[Any]:
    if isinstance(value, str):
        return value.split()
    if not isinstance(value, (list, tuple)):
        raise UsageError("{where}: expected a list of cards, got {value!r}", where=option, value=value)
    return list(value)


def _card(text: Any, option: str) -> str:
    try:
        return parse_card(str(text))
    except ValueError:
        raise UsageError("{where}: expected a card such as 9C, 10H or K♠, got {value!r}",
                         where=option, value=text) from None


def _check_table(count: int, table: tuple[int, int] | None) -> None:
    """Manual §3: the game is for 2 to 6 players, one transaction card each in the block."""
    if count == 0:
        raise UsageError("--block: expected one transaction card per player, got none")
    if table and not table[0] <= count <= table[1]:
        raise UsageError("--block: expected one transaction card per player, {low} to {high} of them (§3), got {count}",
                         low=table[0], high=table[1], count=count)


def _plays(played: list[Any], count: int, winning: str) -> list[str | None]:
    """Validate the standard cards: one per player, each a distinct card of the 52-card deck."""
    if len(played) != count:
        raise UsageError("--played: expected {count} entries (one per --block card, '-' for a player "
                         "who did not mine), got {found}",
                         count=count, found=len(played))
    plays: list[str | None] = []
    seen: dict[str, str] = {}
    for pid, text in zip(player_ids(count), played):
        card = None if text in NOT_MINING else _card(text, f"--played {pid}")
        if card is not None:
            # Manual §2.2, §2.6: standard cards come from one 52-card deck; the winning card is on the board.
            if card == winning:
                raise UsageError("--played {pid}: {card} is the winning card on the board; "
                                 "expected a card still in the standard deck",
                                 pid=pid, card=card)
            if card in seen:
                raise UsageError("--played {pid}: {card} is already played by {earlier}; "
                                 "expected each standard card once",
                                 pid=pid, card=card, earlier=seen[card])
            seen[card] = pid
        plays.append(card)
    return plays


def _dice(dice: Any, ids: list[str]) -> dict[str, int]:
    """Die rolls as {"P1": 4} or ["P1=4"]; each a known player and a roll from 1 to 6."""
    if dice is None:
        return {}
    if isinstance(dice, (list, tuple)):
        pairs = [_split_roll(item) for item in dice]
    elif isinstance(dice, dict):
        pairs = list(dice.items())
    else:
        raise UsageError("--dice: expected rolls such as P1=4, got {text!r}", text=dice)
    rolls = {}
    for pid, roll in pairs:
        if pid not in ids:
            raise UsageError("--dice: expected a player from {first} to {last}, got {pid!r}",
                             first=ids[0], last=ids[-1], pid=pid)
        if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= DIE_FACES:
            raise UsageError("--dice {pid}: expected a roll from 1 to {faces}, got {roll!r}",
                             pid=pid, faces=DIE_FACES, roll=roll)
        rolls[pid] = roll
    return rolls


def _split_roll(item: Any) -> tuple[str, Any]:
    text = str(item)
    pid, sep, roll = text.partition("=")
    if not sep or not roll.strip().isdigit():
        raise UsageError("--dice: expected rolls such as P1=4, got {text!r}", text=text)
    return pid.strip().upper(), int(roll)
