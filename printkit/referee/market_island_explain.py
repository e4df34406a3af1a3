"""The words a referee says aloud about a Market Island result (mining score or whole turn)."""

from __future__ import annotations

from typing import Any

from printkit.i18n import Translator
from printkit.referee.market_island_mining import pretty
from printkit.referee.words import and_list, say, say_n

END_WORDS = {
    "one-player-left": "only one player is left",
    "no-player-left": "no player is left",
    "nobody-may-mine": "nobody was allowed to mine this turn",
    "time-up": "the agreed time is up",
}
SQUARE_WORDS = {"start": "the start", "jellyfish": "the jellyfish corner", "fire": "the fire corner",
                "totem": "the totem corner", "income": "an income square", "expense": "an expense square",
                "action": "an action square"}


def explain_mining(result: dict[str, Any], played: dict[str, str | None] | None = None,
                   tr: Translator | None = None) -> str:
    """One sentence per player, then who wins and why (manual §2.4); in tr's language (words.py)."""
    lines = []
    for pid, detail in result["points"].items():
        if detail is None:
            lines.append(say(tr, "{pid} did not mine and scores nothing.", pid=pid))
            continue
        card = (played or {}).get(pid)
        lines.append(player_sentence(pid, result["scores"][pid], detail, card, tr))
    lines.append(verdict(result, played or {}, tr))
    return "\n".join(lines)


def player_sentence(pid: str, score: int, detail: list[dict[str, Any]], card: str | None,
                    tr: Translator | None = None) -> str:
    ranks = and_list([pretty(item["card"]) for item in detail if item["rank"]], tr)
    suits = and_list([pretty(item["card"]) for item in detail if item["suit"]], tr)
    own = say(tr, "the {card}", card=pretty(card)) if card else say(tr, "their card")
    values = dict(pid=pid, score=score, own=own, ranks=ranks, suits=suits)
    if not ranks and not suits:
        return say(tr, "{pid} scores 0: {own} matches neither the rank nor the suit of any card.", **values)
    if ranks and suits:
        return say_n(tr, "{pid} scores {score} point: {own} matches the rank of {ranks}, and the suit of {suits}.",
                     "{pid} scores {score} points: {own} matches the rank of {ranks}, and the suit of {suits}.",
                     score, **values)
    if ranks:
        return say_n(tr, "{pid} scores {score} point: {own} matches the rank of {ranks}.",
                     "{pid} scores {score} points: {own} matches the rank of {ranks}.", score, **values)
    return say_n(tr, "{pid} scores {score} point: {own} matches the suit of {suits}.",
                 "{pid} scores {score} points: {own} matches the suit of {suits}.", score, **values)


def verdict(result: dict[str, Any], played: dict[str, str | None], tr: Translator | None = None) -> str:
    scores = {pid: s for pid, s in result["scores"].items() if s is not None}
    best = max(scores.values())
    winner = result["winner"]
    card = pretty(played[winner]) if winner and played.get(winner) else None
    became = " " + say(tr, "{card} is the new winning card.", card=card) if card else ""
    values = dict(winner=winner, best=best, card=card, tied=and_list(sorted(p for p, s in scores.items() if s == best), tr),
                  roll=and_list(result["must_roll"], tr))
    if result["decided_by"] == "points":
        return say_n(tr, "{winner} wins the block with {best} point.", "{winner} wins the block with {best} points.",
                     best, **values) + became
    if result["decided_by"] == "highest-card" and card:
        return say_n(tr, "{tied} tie on {best} point; {winner}'s {card} is the highest card and wins the block.",
                     "{tied} tie on {best} points; {winner}'s {card} is the highest card and wins the block.",
                     best, **values) + became
    if result["decided_by"] == "highest-card":
        return say_n(tr, "{tied} tie on {best} point; {winner} holds the highest card and wins the block.",
                     "{tied} tie on {best} points; {winner} holds the highest card and wins the block.", best, **values)
    if winner is None:
        return say_n(tr, "{tied} tie on {best} point and on the rank of their cards: {roll} must roll the die, "
                         "highest roll wins.",
                     "{tied} tie on {best} points and on the rank of their cards: {roll} must roll the die, "
                     "highest roll wins.", best, **values)
    return say_n(tr, "{tied} tie on {best} point and on the rank of their cards; {winner} rolls highest and wins the block.",
                 "{tied} tie on {best} points and on the rank of their cards; {winner} rolls highest and wins the block.",
                 best, **values) + became


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
