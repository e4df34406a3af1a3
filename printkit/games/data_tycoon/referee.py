"""Data-Tycoon referee: is a Data-Treasure valid, may a card take another, who wins.

Pure functions over the frozen model. Rules, by the manual's section headings (French seed 004):
- ACTIONS DE JEU (N.B.), CARTES SPÉCIALES: a Data-Treasure is one purpose card and at least
  `treasure_min` dataset cards that are all sensitive (any colours) or all of one colour.
- CARTES SPÉCIALES (purpose): frozen cards count at the end but build no treasure.
- EN OPTION (consent): a consent card splits one treasure into two of `consent_part_min`+ cards.
- ACTIONS DE JEU, step 1: a played dataset takes a table dataset of its colour, or a sensitive
  one of its sensitive type.
- LE VAINQUEUR: most treasures, then most sensitive dataset cards, then most dataset cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

from printkit.errors import UsageError
from printkit.games.data_tycoon.model import DATASET, DataTycoon, load_model
from printkit.games.data_tycoon.referee_input import (
    Holding, TreasureClaim, kind_words, read_code, read_players,
)


@dataclass(frozen=True)
class Verdict:
    """A treasure's fate: valid or not, why, and how many treasures it is worth (0, 1 or 2)."""

    valid: bool
    reason: str
    worth: int


@dataclass(frozen=True)
class Tally:
    """What the ranking compares, in the manual's order (LE VAINQUEUR)."""

    treasures: int
    sensitive: int
    datasets: int


@lru_cache(maxsize=1)
def _shipped_model() -> DataTycoon:
    return load_model()


def judge_treasure(claim: TreasureClaim, frozen: frozenset[str], model: DataTycoon) -> Verdict:
    """Check one claimed treasure against the rules, in the order a referee would look."""
    purpose = model.card(claim.purpose)
    if purpose.kind != "purpose":
        return _rejected(f"{purpose.code} is a {kind_words(purpose.kind)} card, not a purpose card")
    # Sorted by code, so a reason never depends on the order the cards were listed in.
    cards = [model.card(code) for code in sorted(claim.cards)]
    intruders = [card for card in cards if card.kind != DATASET]
    if intruders:
        listed = ", ".join(f"{card.code} ({kind_words(card.kind)})" for card in intruders)
        return _rejected(f"only dataset cards build a treasure; {listed} cannot")
    icy = [card.code for card in cards if card.code in frozen]
    if icy:
        return _rejected(f"{', '.join(icy)} frozen: frozen cards count at the end but build no treasure")
    need = model.rules.treasure_min
    if len(cards) < need:
        return _rejected(f"{len(cards)} dataset cards; a Data-Treasure needs at least {need}")
    kinship = _kinship(cards, model)
    if not kinship:
        simple = min(card.code for card in cards if not card.sensitive)
        colours = ", ".join(sorted({card.colour or "" for card in cards}))
        return _rejected(f"neither all sensitive ({simple} is simple) nor all one colour ({colours})")
    use = f"{len(cards)} dataset cards, {kinship}, for {model.purposes[purpose.purpose].name} ({purpose.code})"
    if claim.consent is None:
        return Verdict(True, use, 1)
    return _with_consent(claim.consent, len(cards), use, model)


def _kinship(cards: list, model: DataTycoon) -> str:
    """What holds the cards together: 'all sensitive', 'all red', both, or '' for nothing."""
    bonds = []
    if all(card.sensitive for card in cards):
        bonds.append("all sensitive")
    colours = {card.colour for card in cards}
    if len(colours) == 1:
        bonds.append(f"all {model.colours[colours.pop()].name}")
    return " and ".join(bonds)


def _with_consent(code: str, size: int, use: str, model: DataTycoon) -> Verdict:
    """EN OPTION, consent: the treasure becomes two, each of at least consent_part_min cards."""
    consent = model.card(code)
    if consent.kind != "consent":
        return _rejected(f"{code} is a {kind_words(consent.kind)} card, not a consent card")
    part = model.rules.consent_part_min
    if size < 2 * part:
        return _rejected(f"{size} cards cannot split into two treasures of at least {part} cards each")
    first = size // 2
    return Verdict(True, f"{use}; consent {code} splits it into two treasures of {first} and {size - first} cards", 2)


def _rejected(reason: str) -> Verdict:
    return Verdict(False, reason, 0)


def tally(holding: Holding, verdicts: list[Verdict], model: DataTycoon) -> Tally:
    """Treasures won, then sensitive and all dataset cards held anywhere (frozen ones count)."""
    codes = set(holding.datasets) | set(holding.frozen)
    for claim in holding.treasures:
        codes |= {code for code in claim.cards if model.card(code).kind == DATASET}
    sensitive = sum(1 for code in codes if model.card(code).sensitive)
    return Tally(sum(v.worth for v in verdicts), sensitive, len(codes))


def rank(tallies: dict[str, Tally]) -> tuple[list[str], str | None]:
    """LE VAINQUEUR: order by treasures, sensitive cards, dataset cards; names settle the print
    order of a full tie, which has no single winner (the manual stops at the third tie-break)."""
    def key(name: str) -> tuple[int, int, int, str]:
        t = tallies[name]
        return (-t.treasures, -t.sensitive, -t.datasets, name)
    ranking = sorted(tallies, key=key)
    if len(ranking) > 1 and key(ranking[0])[:3] == key(ranking[1])[:3]:
        return ranking, None
    return ranking, ranking[0]


def settle(data: Any, model: DataTycoon) -> tuple[dict[str, list[Verdict]], dict[str, Tally]]:
    """Verdicts and tallies for every player of a score input."""
    verdicts, tallies = {}, {}
    for holding in read_players(data, model):
        frozen = frozenset(holding.frozen)
        verdicts[holding.name] = [judge_treasure(claim, frozen, model) for claim in holding.treasures]
        tallies[holding.name] = tally(holding, verdicts[holding.name], model)
    return verdicts, tallies


def score(data: Any, *, model: DataTycoon | None = None) -> dict[str, Any]:
    """`printkit score data-tycoon`: each treasure judged, the ranking and the winner."""
    model = model or _shipped_model()
    verdicts, tallies = settle(data, model)
    ranking, winner = rank(tallies)
    return {
        "treasures": {name: [{"valid": v.valid, "reason": v.reason} for v in verdicts[name]]
                      for name in sorted(verdicts)},
        "ranking": ranking,
        "winner": winner,
    }


def pickup(data: Any, *, model: DataTycoon | None = None) -> dict[str, Any]:
    """ACTIONS DE JEU, step 1: may the card played from hand take this card from the table?

    Input {"play": CODE, "take": CODE}; output {"allowed": bool, "reason": str}.
    """
    model = model or _shipped_model()
    if not isinstance(data, dict) or set(data) != {"play", "take"}:
        raise UsageError("input: expected an object with exactly the keys play and take")
    played = model.card(read_code(data["play"], "play", model))
    taken = model.card(read_code(data["take"], "take", model))
    if played.code == taken.code:
        raise UsageError(f"take: card {taken.code} is used twice; it is already at play")
    for role, card in (("played", played), ("taken", taken)):
        if card.kind != DATASET:
            return {"allowed": False, "reason": f"the {role} card {card.code} is a {kind_words(card.kind)} card; "
                                                "only a dataset takes a dataset"}
    if played.colour == taken.colour:
        return {"allowed": True, "reason": f"both cards are {model.colours[played.colour].name}"}
    if played.sensitive and played.type == taken.type:
        return {"allowed": True, "reason": f"both cards are {model.types[played.type].name} cards"}
    return {"allowed": False, "reason": "the cards share neither a colour nor a sensitive type"}


# `printkit score data-tycoon FILE.json` names no check, and the registry then needs a single one:
# `pickup` stays a public function (the booklet's examples use it) until the registry has a default.
CHECKS: dict[str, Callable[[Any], dict[str, Any]]] = {"score": score}


def explain(check: str, result: dict[str, Any]) -> str:
    """The result in sentences a game master can read aloud."""
    if check == "score":
        return _explain_score(result)
    if check == "pickup":
        verdict = "Yes, the card may be taken" if result["allowed"] else "No, the card may not be taken"
        return f"{verdict}: {result['reason']}."
    raise UsageError(f"check: expected one of pickup, score, got {check!r}")


def _explain_score(result: dict[str, Any]) -> str:
    lines = []
    for name, judged in result["treasures"].items():
        if not judged:
            lines.append(f"{name} claims no Data-Treasure.")
        for number, item in enumerate(judged, start=1):
            verdict = "stands" if item["valid"] else "is rejected"
            lines.append(f"{name}'s treasure {number} {verdict}: {item['reason']}.")
    lines.append("Ranking: " + ", then ".join(result["ranking"]) + ".")
    if result["winner"]:
        lines.append(f"{result['winner']} wins and becomes the Data-Tycoon.")
    else:
        lines.append("The leaders are level on treasures, sensitive cards and dataset cards: no single winner.")
    return "\n".join(lines)


def booklet_examples(model: DataTycoon) -> dict[str, Any]:
    """The numbers and verdicts the rules booklet prints, all computed here (see the examples module)."""
    from printkit.games.data_tycoon.referee_examples import examples_for
    return examples_for(model)
