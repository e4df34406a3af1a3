"""The words a referee says aloud about a Market Island result (mining score or whole turn)."""

from __future__ import annotations

from typing import Any

from printkit.i18n import Translator
from printkit.games.market_island.referee_mining import pretty, rank_value
from printkit.referee.words import and_list, plural, reading_lines, say, say_n

# The manual's open points a turn's verdict may rest on, each a heading of DECISIONS.md
# ("Referee"): said after the verdict, and only when it changed the outcome.
NOTES = {
    "start-landing": lambda tr, v: say_n(
        tr, "The manual does not say whether landing exactly on the start counts as passing it; this referee "
            "counts it, so {players} receives the lap bonus.",
        "The manual does not say whether landing exactly on the start counts as passing it; this referee "
        "counts it, so {players} receive the lap bonus.", len(v["players"]), players=and_list(v["players"], tr)),
    "turn-end-balance": lambda tr, v: say_n(
        tr, "The manual does not say when a balance below 0 puts a player out; this referee looks at the end "
            "of the turn, so {players}, below 0 during it, stays in.",
        "The manual does not say when a balance below 0 puts a player out; this referee looks at the end "
        "of the turn, so {players}, below 0 during it, stay in.", len(v["players"]), players=and_list(v["players"], tr)),
}

def end_words(reason: str, tr: Translator | None) -> str:
    """Why the game ends (§2.6)."""
    return {"one-player-left": lambda: say(tr, "only one player is left"),
            "no-player-left": lambda: say(tr, "no player is left"),
            "nobody-may-mine": lambda: say(tr, "nobody was allowed to mine this turn"),
            "time-up": lambda: say(tr, "the agreed time is up")}[reason]()


def square_words(square: str, tr: Translator | None) -> str:
    """The square a pawn lands on, as a referee names it."""
    return {"start": lambda: say(tr, "the start"), "jellyfish": lambda: say(tr, "the jellyfish corner"),
            "fire": lambda: say(tr, "the fire corner"), "totem": lambda: say(tr, "the totem corner"),
            "income": lambda: say(tr, "an income square"), "expense": lambda: say(tr, "an expense square"),
            "action": lambda: say(tr, "an action square")}[square]()


def explain_mining(result: dict[str, Any], played: dict[str, str | None] | None = None,
                   tr: Translator | None = None) -> str:
    """One sentence per player, then who wins and why (manual §2.4); in tr's language (words.py).
    When nobody mined (§2.2: mining is optional), the one thing to say is that the winning card stays."""
    if result["decided_by"] == "nobody-mined":
        return nobody_mined(result["winning"], tr)
    lines = []
    for pid, detail in result["points"].items():
        if detail is None:
            lines.append(say(tr, "{pid} did not mine and scores nothing.", pid=pid))
            continue
        card = (played or {}).get(pid)
        lines.append(player_sentence(pid, result["scores"][pid], detail, card, tr))
    lines.append(verdict(result, played or {}, tr))
    return "\n".join(lines)


def nobody_mined(winning: str, tr: Translator | None = None) -> str:
    """§2.2, §2.6: no miner, no reward, and the winning card on the board stays."""
    return say(tr, "Nobody mined; {card} stays the winning card.", card=pretty(winning))


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
    tied = sorted(p for p, s in scores.items() if s == best)
    values = dict(winner=winner, best=best, card=card, tied=and_list(tied, tr), roll=and_list(result["must_roll"], tr))
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
    ranked = _rank_tied(tied, played)
    if ranked != tied:
        return _rank_tie_among_more(result, values, ranked, became, tr)
    if winner is None:
        return say_n(tr, "{tied} tie on {best} point and on the rank of their cards: {roll} must roll the die, "
                         "highest roll wins.",
                     "{tied} tie on {best} points and on the rank of their cards: {roll} must roll the die, "
                     "highest roll wins.", best, **values)
    return say_n(tr, "{tied} tie on {best} point and on the rank of their cards; {winner} rolls highest and wins the block.",
                 "{tied} tie on {best} points and on the rank of their cards; {winner} rolls highest and wins the block.",
                 best, **values) + became


def _rank_tied(tied: list[str], played: dict[str, str | None]) -> list[str]:
    """§2.4: of the players tied on points, those whose cards share the highest rank (the die is
    theirs to roll); every tied player when the cards are not known."""
    if not all(played.get(pid) for pid in tied):
        return tied
    top = max(rank_value(played[pid]) for pid in tied)
    return [pid for pid in tied if rank_value(played[pid]) == top]


def _rank_tie_among_more(result: dict[str, Any], values: dict[str, Any], ranked: list[str], became: str,
                         tr: Translator | None) -> str:
    """A tie on points where only some of the tied cards share the highest rank: only those tie on rank."""
    values = dict(values, ranked=and_list(ranked, tr))
    if result["winner"] is None:
        return say_n(tr, "{tied} tie on {best} point; {ranked} also tie on the rank of their cards: {roll} must roll "
                         "the die, highest roll wins.",
                     "{tied} tie on {best} points; {ranked} also tie on the rank of their cards: {roll} must roll "
                     "the die, highest roll wins.", values["best"], **values)
    return say_n(tr, "{tied} tie on {best} point; {ranked} also tie on the rank of their cards, and {winner} rolls highest "
                     "and wins the block.",
                 "{tied} tie on {best} points; {ranked} also tie on the rank of their cards, and {winner} rolls highest "
                 "and wins the block.", values["best"], **values) + became


def explain_round(result: dict[str, Any], tr: Translator | None = None) -> str:
    """The turn in the order it is played: moves, mining, ledger entries, then what follows."""
    lines = [_move_sentence(pid, move, tr) for pid, move in result["moves"].items()]
    if result["mining"] is None:
        lines.append(nobody_mined(result["winning"], tr))
    else:
        lines.append(explain_mining(result["mining"], result["mining"]["played"], tr))
    lines += [_entry_sentence(entry, tr) for entry in result["entries"] if entry["change"] > 0 or entry["reason"] != "card"]
    lines.append(say(tr, "Every ledger now reads: {balances}.",
                     balances=", ".join(f"{pid} {value}" for pid, value in result["balances"].items())))
    for key, words in (
            ("may_not_mine_next", plural("{players} may not mine next turn.", "{players} may not mine next turn.")),
            ("out", plural("{players} went below zero and leaves the game.", "{players} went below zero and leave the game.")),
            ("beyond_ledger", plural("{players} holds more than the ledger can show.",
                                     "{players} hold more than the ledger can show."))):
        if result[key]:
            lines.append(say_n(tr, *words, len(result[key]), players=and_list(result[key], tr)))
    lines.append(_end_sentence(result, tr))
    return "\n".join(lines + reading_lines(result, NOTES, tr))


def _move_sentence(pid: str, move: dict[str, Any], tr: Translator | None) -> str:
    values = dict(pid=pid, start=move["from"], end=move["to"], square=square_words(move["square"], tr))
    if move["passed_start"]:
        return say(tr, "{pid} moves from square {start} to square {end}, passing the start, onto {square}.", **values)
    return say(tr, "{pid} moves from square {start} to square {end}, onto {square}.", **values)


def _entry_sentence(entry: dict[str, Any], tr: Translator | None) -> str:
    pid, amount = entry["player"], abs(entry["change"])
    values = dict(pid=pid, amount=amount, card=entry.get("card"), kind=entry.get("kind"), other=entry.get("other"))
    words = {
        "card": plural("{card} ({kind}): {other} pays {pid} {amount} Istoken.",
                       "{card} ({kind}): {other} pays {pid} {amount} Istokens."),
        "start-bonus": plural("{pid} receives {amount} Istoken for passing the start.",
                              "{pid} receives {amount} Istokens for passing the start."),
        "jellyfish-square": plural("{pid} pays {amount} Istoken for the jellyfish corner.",
                                   "{pid} pays {amount} Istokens for the jellyfish corner."),
        "fire-square": plural("{pid} receives {amount} Istoken for the fire corner.",
                              "{pid} receives {amount} Istokens for the fire corner."),
        "mining-fee": plural("{pid} pays the mining fee of {amount} Istoken.", "{pid} pays the mining fee of {amount} Istokens."),
        "miner-reward": plural("{pid} receives {amount} Istoken for mining the block.",
                               "{pid} receives {amount} Istokens for mining the block."),
    }
    singular, plural_form = words[entry["reason"]]
    return say_n(tr, singular, plural_form, amount, **values)


def _end_sentence(result: dict[str, Any], tr: Translator | None) -> str:
    if not result["game_over"]:
        return say(tr, "The game goes on.")
    why, winners = end_words(result["end_reason"], tr), result["winners"]
    if not winners:
        return say(tr, "The game ends because {why}; nobody wins.", why=why)
    if len(winners) == 1:
        return say(tr, "The game ends because {why}; {winner} wins.", why=why, winner=winners[0])
    return say(tr, "The game ends because {why}; {winners} share the win in a draw.", why=why, winners=and_list(winners, tr))
