"""One whole Market Island turn (manual v3 §2.2-2.10, §4.2, §4.3, §4.5): pure functions.

The turn is read by market_island_round_input.py, then played in the manual's order:
moves and squares (phase 1), mining fees, the mining score and the miner's reward, every drawn
card's effect, then eliminations and the end of the game. Each change of a balance is an entry
that every keeper applies to their own copy of the ledger (§4.6), in the same order.
Decisions the manual leaves open are listed in decks/market-island/DECISIONS.md ("Referee").
"""

from __future__ import annotations

from typing import Any

from printkit.errors import UsageError
from printkit.referee.words import reading
from printkit.games.market_island.referee_explain import NOTES
from printkit.games.market_island.referee_mining import mining, player_ids
from printkit.games.market_island.referee_round_input import Seat, Turn, barred_because, read_turn


def play_round(state: dict[str, Any], model: Any) -> dict[str, Any]:
    """Apply one turn; return every ledger, exclusions, eliminations and the end of the game.

    Manual §4.2 phase 1 and §4.5 (moves, squares), §2.2-2.3 (fees, the axe), §2.4-2.5 (score, reward,
    cards), §2.6-2.9 (winning card, exclusions carried on), §4.3 (out below zero, end, winner).
    """
    turn = read_turn(state, model)
    rules, loop = model.rules, model.board.loop
    entries: list[dict[str, Any]] = []
    moves = {}
    for seat in turn.seats:
        moves[seat.id] = _move(seat, loop)
        entries += _square_entries(seat, moves[seat.id], rules)
    allowed = sorted(s.id for s in turn.seats if not barred_because(s.stung, s.possessed, moves[s.id]["square"]))
    entries += [_entry(s.id, -rules.mining_fee, "mining-fee") for s in turn.seats if s.plays]
    score = _score(turn)
    if score and score["winner"]:
        entries.append(_entry(score["winner"], rules.miner_reward, "miner-reward"))
    for seat in turn.seats:
        entries += card_entries(seat, [s.id for s in turn.seats], rules)
    ledgers = apply_entries(turn.ledgers, entries)
    return _outcome(turn, model, moves, allowed, score, entries, ledgers)


def _move(seat: Seat, loop: tuple[str, ...]) -> dict[str, Any]:
    """Manual §4.2 phase 1: advance clockwise by the roll; reaching or passing the start is a lap."""
    target = seat.position + seat.roll
    return {"from": seat.position, "to": target % len(loop), "square": loop[target % len(loop)],
            "passed_start": target >= len(loop)}


def _square_entries(seat: Seat, move: dict[str, Any], rules: Any) -> list[dict[str, Any]]:
    """Manual §4.5: +4 for a lap; the jellyfish corner costs 1 more, the fire corner pays 1 more."""
    entries = []
    if move["passed_start"]:
        entries.append(_entry(seat.id, rules.start_bonus, "start-bonus"))
    if move["square"] == "jellyfish":
        entries.append(_entry(seat.id, -rules.jellyfish_penalty, "jellyfish-square"))
    if move["square"] == "fire":
        entries.append(_entry(seat.id, rules.fire_bonus, "fire-square"))
    return entries


def _score(turn: Turn) -> dict[str, Any] | None:
    """Manual §2.4 over the block in seating order; ids of this turn replace P1..Pn."""
    seats = turn.seats
    if not any(s.plays for s in seats):
        return None
    back = dict(zip(player_ids(len(seats)), (s.id for s in seats)))
    to_slot = {pid: slot for slot, pid in back.items()}
    dice = {to_slot[pid]: roll for pid, roll in turn.dice.items()}
    result = mining(turn.winning, [str(s.card.face) for s in seats], [s.plays for s in seats], dice or None)
    if result["winner"] is None:
        tied = ", ".join(back[slot] for slot in result["must_roll"])
        raise UsageError("dice: {tied} are still tied after the highest card; expected a new die roll for each",
                         tied=tied)
    return {
        "scores": {back[k]: v for k, v in result["scores"].items()},
        "winner": back[result["winner"]],
        "decided_by": result["decided_by"],
        "must_roll": [],
        "points": {back[k]: v for k, v in result["points"].items()},
        "played": {s.id: s.plays for s in seats},
    }


def card_entries(seat: Seat, order: list[str], rules: Any) -> list[dict[str, Any]]:
    """Manual §2.5, §4.4: the effect of one drawn card; money only moves between players."""
    card = seat.card
    if card.kind in ("income", "expense"):
        other = neighbour(seat.id, order, card.counterparty)
        sign = 1 if card.kind == "income" else -1
        return [_entry(seat.id, sign * card.amount, "card", card, other),
                _entry(other, -sign * card.amount, "card", card, seat.id)]
    if card.kind == "fire":
        gifts = []
        for other in order:
            if other != seat.id:
                gifts += [_entry(other, -rules.fire_card_gift, "card", card, seat.id),
                          _entry(seat.id, rules.fire_card_gift, "card", card, other)]
        return gifts
    return []   # axe: two draws this turn; jellyfish, totem: exclusions for later turns


def neighbour(pid: str, order: list[str], side: str) -> str:
    """Play runs clockwise, so the next player in seating order sits on a player's left."""
    index = order.index(pid)
    step = 1 if side == "left" else -1
    return order[(index + step) % len(order)]


def apply_entries(ledgers: dict[str, dict[str, int]], entries: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Manual §2.5, §4.6: every keeper applies the same entries, in order, to their own copy."""
    copies = {keeper: dict(copy) for keeper, copy in ledgers.items()}
    for entry in entries:
        for copy in copies.values():
            copy[entry["player"]] += entry["change"]
    return copies


def _entry(pid: str, change: int, reason: str, card: Any = None, other: str | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"player": pid, "change": change, "reason": reason}
    if card is not None:
        entry.update(card=card.code, kind=card.kind, other=other)
    return entry


def _outcome(turn: Turn, model: Any, moves: dict[str, Any], allowed: list[str], score: dict[str, Any] | None,
             entries: list[dict[str, Any]], ledgers: dict[str, dict[str, int]]) -> dict[str, Any]:
    """Manual §2.6-2.9, §4.3: next winning card, exclusions, eliminations, end and winner."""
    order = [s.id for s in turn.seats]
    balances = dict(ledgers[order[0]])
    out = [pid for pid in order if balances[pid] < 0]
    remaining = [pid for pid in order if pid not in out]
    stung_next = [s.id for s in turn.seats if s.card.kind == "jellyfish" and s.id in remaining]
    possessed = [s.id for s in turn.seats if (s.possessed or s.card.kind == "totem") and s.id in remaining]
    end = end_reason(remaining, allowed, turn.time_up)
    winning = turn.winning if score is None else score["played"][score["winner"]]
    limit = model.ledger.tens_max * 10 + model.ledger.units - 1
    return {
        "moves": moves,
        "may_mine": allowed,
        "mining": score,
        "winning": winning,
        "entries": entries,
        "balances": balances,
        "ledgers": ledgers,
        "beyond_ledger": [pid for pid in order if balances[pid] > limit],
        "may_not_mine_next": sorted(set(stung_next) | set(possessed)),
        "possessed": sorted(possessed),
        "out": out,
        "game_over": end is not None,
        "end_reason": end,
        "winners": winners(balances, remaining) if end else [],
        "next": _next_state(turn, moves, remaining, stung_next, possessed, winning, ledgers),
        "readings": readings(turn, moves, entries, out),
    }


def readings(turn: Turn, moves: dict[str, Any], entries: list[dict[str, Any]], out: list[str]) -> list[dict[str, Any]]:
    """The manual's open points this turn's verdict rests on (DECISIONS.md, "Referee"), each named
    only when it changed the outcome: a pawn landing exactly on the start (§4.5 speaks of passing
    it), a balance below 0 during the turn that ended it at 0 or more (§4.3 does not say when)."""
    found = []
    landed = [pid for pid, move in moves.items() if move["passed_start"] and move["to"] == 0]
    if landed:
        found.append(reading(NOTES, "start-landing", players=landed))
    running = dict(turn.ledgers[turn.seats[0].id])
    dipped: list[str] = []
    for entry in entries:
        running[entry["player"]] += entry["change"]
        if running[entry["player"]] < 0 and entry["player"] not in dipped:
            dipped.append(entry["player"])
    back = [pid for pid in dipped if pid not in out]
    if back:
        found.append(reading(NOTES, "turn-end-balance", players=back))
    return found


def end_reason(remaining: list[str], allowed: list[str], time_up: bool) -> str | None:
    """Manual §4.3: one player left, nobody allowed to mine this turn, or the agreed time is up."""
    if len(remaining) <= 1:
        return "one-player-left" if remaining else "no-player-left"
    if not allowed:
        return "nobody-may-mine"
    if time_up:
        return "time-up"
    return None


def winners(balances: dict[str, int], remaining: list[str]) -> list[str]:
    """Manual §4.3: the most Istokens wins; equal amounts make a draw between those players."""
    if not remaining:
        return []
    best = max(balances[pid] for pid in remaining)
    return sorted(pid for pid in remaining if balances[pid] == best)


def _next_state(turn: Turn, moves: dict[str, Any], remaining: list[str], stung_next: list[str],
                possessed: list[str], winning: str, ledgers: dict[str, dict[str, int]]) -> dict[str, Any]:
    """What carries into the next turn's input: positions, exclusions, winning card, ledgers."""
    return {
        "winning": winning,
        "players": [{"id": pid, "position": moves[pid]["to"], "stung": pid in stung_next,
                     "possessed": pid in possessed} for pid in remaining],
        "ledgers": {keeper: {owner: ledgers[keeper][owner] for owner in remaining} for keeper in remaining},
    }
