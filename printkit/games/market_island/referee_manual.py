"""The manual's own examples (§4.7, §5) against the referee, and the errata that record where they differ.

`disagreements(example)` recomputes an example with `mining()` and names every way it differs from
what the manual states. `audit(model)` checks the data both ways: each disagreement is covered by
an erratum of manual.toml, and each erratum describes a disagreement that really exists.
`booklet_examples(model)` builds the rule booklet's worked examples from the correct ones.
"""

from __future__ import annotations

from typing import Any

from printkit.games.market_island.referee_mining import mining, player_ids

EXAMPLE_CHECKS = ("scores", "winner", "decided-by", "next-winning", "label", "wording", "holder")
# A tie decided by the highest card: the §4.7.2 example 2 set-up, scored with the plays it lists.
HIGHEST_CARD_TIE = {"winning": "9C", "block": ["KH", "KH", "9D"], "played": ["9H", "AC", "KH"]}
# A tie the die must settle: two nines, each matching twice.
DICE_TIE = {"winning": "5S", "block": ["9C", "2H"], "played": ["9H", "9S"], "dice": {"P1": 3, "P2": 5}}


def recompute(example: dict[str, Any], cards: list[str] | None = None) -> dict[str, Any] | None:
    """The referee's result for an example's set-up, or None when its block is not shown."""
    if not example.get("block"):
        return None
    return mining(example["winning"], example["block"], cards or example["played"])


def disagreements(example: dict[str, Any]) -> set[str]:
    """Every check of EXAMPLE_CHECKS on which the manual's statement differs from the rules."""
    found = set()
    result = recompute(example)
    if result is not None:
        if result["scores"] != example["scores"]:
            found.add("scores")
        if result["winner"] != example["winner"]:
            found.add("winner")
        winner_card = dict(zip(player_ids(len(example["played"])), example["played"])).get(result["winner"])
        if winner_card != example["next_winning"]:
            found.add("next-winning")
        line_cards = [line["explains"] for line in example.get("lines", [])] or None
        by_lines = recompute(example, line_cards)
        if by_lines["decided_by"] != example["decided_by"]:
            found.add("decided-by")
    lines = example.get("lines", [])
    if any(line["label"] != line["player"] for line in lines):
        found.add("label")
    if any(line["card"] != line["explains"] for line in lines):
        found.add("wording")
    held = example.get("held_before")
    if held and dict(zip(player_ids(len(example["played"])), example["played"])).get(held["player"]) != held["card"]:
        found.add("holder")
    return found


def erratum_holds(erratum: dict[str, Any], examples: dict[str, Any]) -> bool:
    """True when the disagreement an erratum describes is really in the manual's statements."""
    if erratum.get("check") == "claims":
        claims = list(erratum.get("claims", {}).values())
        return len(claims) >= 2 and len(set(claims)) == len(claims)
    example = examples.get(erratum.get("example", ""))
    return example is not None and erratum.get("check") in disagreements(example)


def audit(model: Any) -> list[str]:
    """Problems with the examples and errata data; an empty list when both agree with the rules."""
    problems = []
    covered = {(e.get("example"), e.get("check")) for e in model.errata.values()}
    for ex_id, example in sorted(model.examples.items()):
        for check in sorted(disagreements(example)):
            if (ex_id, check) not in covered:
                problems.append(f"examples.{ex_id}: {check} differs from the rules and no erratum records it")
    for er_id, erratum in sorted(model.errata.items()):
        if erratum.get("severity") != "warning" or not erratum.get("section") or not erratum.get("message"):
            problems.append(f"errata.{er_id}: expected section, severity = \"warning\" and message")
        if not erratum_holds(erratum, model.examples):
            problems.append(f"errata.{er_id}: the {erratum.get('check')!r} disagreement it records is not there")
    return problems


def correct_examples(model: Any, lang: str = "en") -> dict[str, dict[str, Any]]:
    """The manual's examples in one language that the referee reproduces exactly."""
    return {ex_id: ex for ex_id, ex in sorted(model.examples.items())
            if ex["lang"] == lang and ex.get("block") and not disagreements(ex)}


def booklet_examples(model: Any) -> dict[str, dict[str, Any]]:
    """Worked examples for the rule booklet, every number computed by `mining()`.

    The manual's correct examples (§4.7.1 examples 1-2, §4.7.2 example 1), a tie the highest card
    settles and a tie the die settles. Keys are stable ids; values hold the set-up and the result.
    """
    situations = {ex_id: {k: ex[k] for k in ("section", "winning", "block", "played")}
                  for ex_id, ex in correct_examples(model).items()}
    situations["highest-card-tie"] = {"section": "§2.4", **HIGHEST_CARD_TIE}
    situations["dice-tie"] = {"section": "§2.4", **DICE_TIE}
    examples = {}
    for ex_id, situation in situations.items():
        result = mining(situation["winning"], situation["block"], situation["played"], situation.get("dice"))
        examples[ex_id] = {**situation, "players": len(situation["block"]), "result": result,
                           "ranking": _ranking(result, situation["played"]), **_verdict(result, situation)}
    return examples


def _verdict(result: dict[str, Any], situation: dict[str, Any]) -> dict[str, Any]:
    """The best score, who tied on it, their die rolls as printed, and the winner's card."""
    scores = {pid: s for pid, s in result["scores"].items() if s is not None}
    best = max(scores.values())
    tied = sorted(pid for pid, s in scores.items() if s == best)
    rolls = situation.get("dice") or {}
    seats = dict(zip(player_ids(len(situation["played"])), situation["played"]))
    return {"best": best, "tied": tied, "winner_card": seats.get(result["winner"]),
            "rolls": ", ".join(f"{pid} {rolls[pid]}" for pid in tied if pid in rolls)}


def _ranking(result: dict[str, Any], played: list[str | None]) -> list[dict[str, Any]]:
    """Per player, in seat order: the card played, its score and the cards it matched, for printing."""
    rows = []
    for pid, card in zip(player_ids(len(played)), played):
        detail = result["points"][pid] or []
        rows.append({"player": pid, "card": card, "score": result["scores"][pid],
                     "rank_matches": [d["card"] for d in detail if d["rank"]],
                     "suit_matches": [d["card"] for d in detail if d["suit"]]})
    return rows
