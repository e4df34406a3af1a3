"""Triple Bataille's verdicts in plain sentences, for a game master to read aloud: English on the
command line, the page's language on the web pages (referee/words.py)."""

from __future__ import annotations

from typing import Any

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.referee.words import and_list, reading_lines, say, say_n

# The manual's open points a verdict may rest on, each a heading of DECISIONS.md ("Readings the
# referee names"): said after the verdict, and only when the other reading would differ.
NOTES = {
    "dead-heat-prizes": lambda tr, v: say(
        tr, "The manual says only that players tied on every count share; this referee pays {players} "
            "a full prize each, pooled and picked in turn.", players=and_list(v["players"], tr)),
    "public-employee-factory": lambda tr, v: say_n(
        tr, "The manual says a factory cannot be run by a public employee; this referee lets {players} "
            "play as a public employee, one liasse staked, the factory cards still counting in a tie.",
        "The manual says a factory cannot be run by a public employee; this referee lets {players} "
        "play as public employees, one liasse staked, the factory cards still counting in a tie.",
        len(v["players"]), players=and_list(v["players"], tr)),
    "devaluation-bound": lambda tr, v: say_n(
        tr, "The track does not say which box holds exactly {per_player} credit per player; this referee "
            "keeps the pawn on cycle {cycle}, with no devaluation yet.",
        "The track does not say which box holds exactly {per_player} credits per player; this referee "
        "keeps the pawn on cycle {cycle}, with no devaluation yet.", v["per_player"], per_player=v["per_player"],
        cycle=v["cycle"]),
    "cycle5-bound": lambda tr, v: say(
        tr, "Cycle {cycle} repeats cycle 3, and this referee keeps its bound, {bound} credits per player; "
            "the manual's cycle-5 box says {manual}, which would devalue now.", cycle=v["cycle"], bound=v["bound"],
        manual=v["manual"]),
    "credit-ceiling": lambda tr, v: say(
        tr, "The track's heading allows players × liasse new credits per battle, its boxes one per player; "
            "this referee follows the heading: {ceiling}, not {players}.", ceiling=v["ceiling"], players=v["players"]),
}


def explain(check: str, result: dict[str, Any], tr: Translator | None = None) -> str:
    """Sentences a game master can read aloud for a result of `check` (in tr's language: words.py),
    then the notes of the open points it rests on."""
    words = {"battle": _say_battle, "track": _say_track, "wealth": _say_wealth}
    if check not in words:
        raise UsageError("check: expected one of {checks}, got {check!r}", checks=', '.join(sorted(words)), check=check)
    return "\n".join([words[check](result, tr), *reading_lines(result, NOTES, tr)])


def _say_battle(result: dict[str, Any], tr: Translator | None) -> str:
    lines = []
    for place, winner in enumerate(result["winners"], start=1):
        if winner["gain"]:
            lines.append(say(tr, "Winner {place}: {player} takes {cards}.", place=place, player=winner["player"],
                             cards=_cards(winner["gain"], tr)))
        else:
            lines.append(say(tr, "Winner {place}: {player} comes too late: the pot is empty.", place=place,
                             player=winner["player"]))
    lines.append(say(tr, "The State collects {cards} in taxes and leftovers.", cards=_cards(result["state"], tr)))
    for event in result.get("events", []):
        lines.append(say(tr, "Event {event}: {player} turned {card}.", event=event["event"], player=event["player"],
                         card=event["card"]))
    return "\n".join(lines)


def _say_wealth(result: dict[str, Any], tr: Translator | None) -> str:
    """One line per place; players with equal totals share it (Manual, end of game: no tie-break)."""
    lines = []
    for place, names in enumerate(result["ranking"], start=1):
        points = result["wealth"][names[0]]
        lines.append(say_n(tr, "{place}. {players}: {points} point.", "{place}. {players}: {points} points.",
                           points, place=place, players=", ".join(names), points=points))
    return "\n".join(lines)


def _say_track(result: dict[str, Any], tr: Translator | None) -> str:
    lines = []
    if result["devaluation"]:
        lines.append(say(tr, "Devaluation now: everyone, the Bank and the State divide their money cards "
                             "and their credits by {n}.", n=result["devaluation"]))
    lines.append(say(tr, "The pawn stands on cycle {cycle}; a liasse is {cards}.", cycle=result["cycle"],
                     cards=_cards(result["liasse"], tr)))
    lines.append(say_n(tr, "The Bank may grant at most {count} new credit in this battle.",
                       "The Bank may grant at most {count} new credits in this battle.",
                       result["max_new_credits"], count=result["max_new_credits"]))
    return "\n".join(lines)


def _cards(count: int, tr: Translator | None) -> str:
    return say_n(tr, "{count} card", "{count} cards", count, count=count)
