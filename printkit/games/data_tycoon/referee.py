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
from printkit.games.data_tycoon.model import DATASET, DataTycoon, load, load_model
from printkit.games.data_tycoon.referee_input import Holding, TreasureClaim, read_code, read_players
from printkit.games.data_tycoon.referee_words import Names, explain
from printkit.i18n import Translator
from printkit.referee.words import and_list, say, say_n


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


model_of = load   # the model its checks take, made from the data of a game found once (printkit/referee, judge)


def judge_treasure(claim: TreasureClaim, frozen: frozenset[str], model: DataTycoon,
                   tr: Translator | None = None) -> Verdict:
    """Check one claimed treasure against the rules, in the order a referee would look; the
    reason in tr's language (referee_words.py), English without one."""
    names = Names(model, tr)
    purpose = model.card(claim.purpose)
    if purpose.kind != "purpose":
        return _rejected(_not_a(purpose.code, purpose.kind, "purpose", names))
    # Sorted by code, so a reason never depends on the order the cards were listed in.
    cards = [model.card(code) for code in sorted(claim.cards)]
    intruders = [card for card in cards if card.kind != DATASET]
    if intruders:
        listed = ", ".join(f"{card.code} ({names.kind(card.kind)})" for card in intruders)
        return _rejected(say_n(tr, "only dataset cards build a treasure; {listed} cannot",
                               "only dataset cards build a treasure; {listed} cannot", len(intruders), listed=listed))
    icy = [card.code for card in cards if card.code in frozen]
    if icy:
        return _rejected(say_n(tr, "{cards} frozen: frozen cards count at the end but build no treasure",
                               "{cards} frozen: frozen cards count at the end but build no treasure",
                               len(icy), cards=", ".join(icy)))
    need = model.rules.treasure_min
    if len(cards) < need:
        return _rejected(say_n(tr, "{count} dataset card; a Data-Treasure needs at least {need}",
                               "{count} dataset cards; a Data-Treasure needs at least {need}",
                               len(cards), count=len(cards), need=need))
    kinship = _kinship(cards, names)
    if not kinship:
        simple = min(card.code for card in cards if not card.sensitive)
        colours = ", ".join(sorted({names.colour(card.colour) for card in cards if card.colour}))
        return _rejected(say(tr, "neither all sensitive ({simple} is simple) nor all one colour ({colours})",
                             simple=simple, colours=colours))
    use = say_n(tr, "{count} dataset card, {kinship}, for {purpose} ({code})",
                "{count} dataset cards, {kinship}, for {purpose} ({code})", len(cards), count=len(cards),
                kinship=kinship, purpose=names.purpose(purpose.purpose), code=purpose.code)
    if claim.consent is None:
        return Verdict(True, use, 1)
    return _with_consent(claim.consent, len(cards), use, model, names)


def _not_a(code: str, kind: str, wanted: str, names: Names) -> str:
    """'DT-S-10 is a sanction card, not a purpose card'."""
    return say(names.tr, "{code} is a {kind} card, not a {wanted} card", code=code, kind=names.kind(kind),
               wanted=names.kind(wanted))


def _kinship(cards: list, names: Names) -> str:
    """What holds the cards together: 'all sensitive', 'all red', both, or '' for nothing."""
    bonds = []
    if all(card.sensitive for card in cards):
        bonds.append(say(names.tr, "all sensitive"))
    colours = {card.colour for card in cards}
    if len(colours) == 1:
        bonds.append(say(names.tr, "all {colour}", colour=names.colour(colours.pop())))
    return and_list(bonds, names.tr)


def _with_consent(code: str, size: int, use: str, model: DataTycoon, names: Names) -> Verdict:
    """EN OPTION, consent: the treasure becomes two, each of at least consent_part_min cards."""
    consent = model.card(code)
    if consent.kind != "consent":
        return _rejected(_not_a(code, consent.kind, "consent", names))
    part = model.rules.consent_part_min
    if size < 2 * part:
        return _rejected(say_n(names.tr, "{size} card cannot split into two treasures of at least {part} cards each",
                               "{size} cards cannot split into two treasures of at least {part} cards each",
                               size, size=size, part=part))
    first = size // 2
    return Verdict(True, say_n(names.tr, "{use}; {consent} {code} splits it into two treasures of {first} and {second} card",
                               "{use}; {consent} {code} splits it into two treasures of {first} and {second} cards",
                               size - first, use=use, consent=names.kind("consent"), code=code, first=first,
                               second=size - first), 2)


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


def settle(data: Any, model: DataTycoon,
           tr: Translator | None = None) -> tuple[dict[str, list[Verdict]], dict[str, Tally]]:
    """Verdicts (reasons in tr's language) and tallies for every player of a score input."""
    verdicts, tallies = {}, {}
    for holding in read_players(data, model):
        frozen = frozenset(holding.frozen)
        verdicts[holding.name] = [judge_treasure(claim, frozen, model, tr) for claim in holding.treasures]
        tallies[holding.name] = tally(holding, verdicts[holding.name], model)
    return verdicts, tallies


def score(data: Any, *, model: DataTycoon | None = None, tr: Translator | None = None) -> dict[str, Any]:
    """`printkit score data-tycoon`: each treasure judged, the ranking and the winner. The reasons
    are English (the CLI's JSON) unless a web page passes its translator for its words."""
    model = model or _shipped_model()
    verdicts, tallies = settle(data, model, tr)
    ranking, winner = rank(tallies)
    return {
        "treasures": {name: [{"valid": v.valid, "reason": v.reason} for v in verdicts[name]]
                      for name in sorted(verdicts)},
        "ranking": ranking,
        "winner": winner,
    }


def pickup(data: Any, *, model: DataTycoon | None = None, tr: Translator | None = None) -> dict[str, Any]:
    """ACTIONS DE JEU, step 1: may the card played from hand take this card from the table?

    Input {"play": CODE, "take": CODE}; output {"allowed": bool, "reason": str}, the reason in
    tr's language (English without one).
    """
    model = model or _shipped_model()
    names = Names(model, tr)
    if not isinstance(data, dict) or set(data) != {"play", "take"}:
        raise UsageError("input: expected an object with exactly the keys play and take")
    played = model.card(read_code(data["play"], "play", model))
    taken = model.card(read_code(data["take"], "take", model))
    if played.code == taken.code:
        raise UsageError("take: card {code} is used twice; it is already at play", code=taken.code)
    if played.kind != DATASET:
        return {"allowed": False, "reason": say(tr, "the played card {code} is a {kind} card; only a dataset takes a dataset",
                                                code=played.code, kind=names.kind(played.kind))}
    if taken.kind != DATASET:
        return {"allowed": False, "reason": say(tr, "the taken card {code} is a {kind} card; only a dataset takes a dataset",
                                                code=taken.code, kind=names.kind(taken.kind))}
    if played.colour == taken.colour:
        return {"allowed": True, "reason": say(tr, "both cards are {colour}", colour=names.colour(played.colour))}
    if played.sensitive and played.type == taken.type:
        return {"allowed": True, "reason": say(tr, "both cards are {type} cards", type=names.type(played.type))}
    return {"allowed": False, "reason": say(tr, "the cards share neither a colour nor a sensitive type")}


# `printkit score data-tycoon FILE.json` names no check, and the registry then needs a single one:
# `pickup` stays a public function (the booklet's examples use it) until the registry has a default.
CHECKS: dict[str, Callable[[Any], dict[str, Any]]] = {"score": score}


def booklet_examples(model: DataTycoon) -> dict[str, Any]:
    """The numbers and verdicts the rules booklet prints, all computed here (see the examples module)."""
    from printkit.games.data_tycoon.referee_examples import examples_for
    return examples_for(model)


__all__ = ["CHECKS", "booklet_examples", "explain", "judge_treasure", "pickup", "rank", "score", "settle", "tally"]
