"""The words a referee says aloud about a Market Island result (mining score or whole turn)."""

from __future__ import annotations

from typing import Any

from printkit.referee.market_island_mining import pretty

END_WORDS = {
    "one-player-left": "only one player is left",
    "no-player-left": "no player is left",
    "nobody-may-mine": "nobody was allowed to mine this turn",
    "time-up": "the agreed time is up",
}
SQUARE_WORDS = {"start": "the start", "jellyfish": "the jellyfish corner", "fire": "the fire corner",
                "totem": "the totem corner", "income": "an income square", "expense": "an expense square",
                "action": "an action square"}


def and_list(items: list[str]) -> str:
    """['a'] -> 'a'; ['a', 'b', 'c'] -> 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def explain_mining(result: dict[str, Any], played: dict[str, str | None] | None = None) -> str:
    """One sentence per player, then who wins and why (manual §2.4)."""
    lines = []
    for pid, detail in result["points"].items():
        if detail is None:
            lines.append(f"{pid} did not mine and scores nothing.")
            continue
        card = (played or {}).get(pid)
        lines.append(player_sentence(pid, result["scores"][pid], detail, card))
    lines.append(verdict(result, played or {}))
    return "\n".join(lines)


def player_sentence(pid: str, score: int, detail: list[dict[str, Any]], card: str | None) -> str:
    ranks = [pretty(item["card"]) for item in detail if item["rank"]]
    suits = [pretty(item["card"]) for item in detail if item["suit"]]
    own = f"the {pretty(card)}" if card else "their card"
    unit = "point" if score == 1 else "points"
    if not ranks and not suits:
        return f"{pid} scores 0: {own} matches neither the rank nor the suit of any card."
    parts = []
    if ranks:
        parts.append("the rank of " + and_list(ranks))
    if suits:
        parts.append("the suit of " + and_list(suits))
    return f"{pid} scores {score} {unit}: {own} matches " + ", and ".join(parts) + "."


def verdict(result: dict[str, Any], played: dict[str, str | None]) -> str:
    scores = {pid: s for pid, s in result["scores"].items() if s is not None}
    best = max(scores.values())
    tied = sorted(pid for pid, s in scores.items() if s == best)
    winner = result["winner"]
    became = f" {pretty(played[winner])} is the new winning card." if winner and played.get(winner) else ""
    if result["decided_by"] == "points":
        return f"{winner} wins the block with {best} point{'' if best == 1 else 's'}.{became}"
    head = f"{and_list(tied)} tie on {best} points"
    if result["decided_by"] == "highest-card":
        holder = f"{winner}'s {pretty(played[winner])} is" if played.get(winner) else f"{winner} holds"
        return f"{head}; {holder} the highest card and wins the block.{became}"
    if winner is None:
        return f"{head} and on the rank of their cards: {and_list(result['must_roll'])} must roll the die, highest roll wins."
    return f"{head} and on the rank of their cards; {winner} rolls highest and wins the block.{became}"


def explain_round(result: dict[str, Any]) -> str:
    """The turn in the order it is played: moves, mining, ledger entries, then what follows."""
    lines = [_move_sentence(pid, move) for pid, move in result["moves"].items()]
    if result["mining"] is None:
        lines.append(f"Nobody mined; {pretty(result['winning'])} stays the winning card.")
    else:
        lines.append(explain_mining(result["mining"], result["mining"]["played"]))
    lines += [_entry_sentence(entry) for entry in result["entries"] if entry["change"] > 0 or entry["reason"] != "card"]
    lines.append("Every ledger now reads: " + ", ".join(f"{pid} {value}" for pid, value in result["balances"].items()) + ".")
    if result["may_not_mine_next"]:
        lines.append(f"{and_list(result['may_not_mine_next'])} may not mine next turn.")
    if result["out"]:
        lines.append(f"{and_list(result['out'])} went below zero and leave the game.")
    if result["beyond_ledger"]:
        lines.append(f"{and_list(result['beyond_ledger'])} hold more than the ledger can show.")
    lines.append(_end_sentence(result))
    return "\n".join(lines)


def _move_sentence(pid: str, move: dict[str, Any]) -> str:
    lap = " passing the start," if move["passed_start"] else ""
    return f"{pid} moves from square {move['from']} to square {move['to']},{lap} onto {SQUARE_WORDS[move['square']]}."


def _entry_sentence(entry: dict[str, Any]) -> str:
    pid, change = entry["player"], entry["change"]
    amount = abs(change)
    unit = "Istoken" if amount == 1 else "Istokens"
    if entry["reason"] == "card":
        return f"{entry['card']} ({entry['kind']}): {entry['other']} pays {pid} {amount} {unit}."
    words = {
        "start-bonus": f"{pid} receives {amount} {unit} for passing the start.",
        "jellyfish-square": f"{pid} pays {amount} {unit} for the jellyfish corner.",
        "fire-square": f"{pid} receives {amount} {unit} for the fire corner.",
        "mining-fee": f"{pid} pays the mining fee of {amount} {unit}.",
        "miner-reward": f"{pid} receives {amount} {unit} for mining the block.",
    }
    return words[entry["reason"]]


def _end_sentence(result: dict[str, Any]) -> str:
    if not result["game_over"]:
        return "The game goes on."
    why = END_WORDS[result["end_reason"]]
    if not result["winners"]:
        return f"The game ends because {why}; nobody wins."
    if len(result["winners"]) == 1:
        return f"The game ends because {why}; {result['winners'][0]} wins."
    return f"The game ends because {why}; {and_list(result['winners'])} share the win in a draw."
