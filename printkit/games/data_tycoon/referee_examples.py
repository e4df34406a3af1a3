"""The booklet's numbers and worked examples, computed by the referee so print and rules agree.

`examples_for(model)` picks real cards from the deck, runs them through the same functions the
`score` and `pickup` checks use, and returns plain numbers, ids and verdicts for the template
(templates/data-tycoon/booklet.j2). Nothing here is typed in by hand: change the deck or the
rules and the printed examples follow.
"""

from __future__ import annotations

from typing import Any

from printkit.games.data_tycoon.model import DATASET, Card, DataTycoon
from printkit.games.data_tycoon.referee import judge_treasure, pickup, rank, settle
from printkit.games.data_tycoon.referee_input import TreasureClaim


def examples_for(model: DataTycoon) -> dict[str, Any]:
    """Everything the booklet prints that comes from the deck or the rules."""
    return {
        "rules": model.rules.as_dict(),
        "counts": _counts(model),
        "colours": list(model.colours),
        "purposes": list(model.purposes),
        "types": [{"id": t.id, "count": _count(model, type=t.id)} for t in model.types.values() if t.sensitive],
        "specials": [{"kind": s.kind, "count": s.qty, "optional": s.optional, "counters": list(s.counters)}
                     for s in model.specials.values()],
        "levels": [{"id": level.id, "count": len(model.cards_at(level.id)), "adds": list(level.adds)}
                   for level in model.levels],
        "pickup": _pickups(model),
        "treasure": _treasures(model),
        "tiebreak": _tiebreak(model),
    }


def _count(model: DataTycoon, **where: Any) -> int:
    return len(_datasets(model, **where))


def _datasets(model: DataTycoon, **where: Any) -> list[Card]:
    """Dataset cards matching every given attribute (colour, type, sensitive), in code order."""
    return [card for card in model.of_kind(DATASET)
            if all(getattr(card, name) == value for name, value in where.items())]


def _counts(model: DataTycoon) -> dict[str, int]:
    per_colour = {_count(model, colour=c) for c in model.colours}
    simple_per_colour = {_count(model, colour=c, sensitive=False) for c in model.colours}
    specials = [card for card in model.cards if card.kind != DATASET]
    optional = {kind for kind, spec in model.specials.items() if spec.optional}
    return {
        "total": len(model.cards),
        "datasets": len(model.of_kind(DATASET)),
        "simple": _count(model, sensitive=False),
        "sensitive": _count(model, sensitive=True),
        "colours": len(model.colours),
        "sensitive_types": sum(1 for t in model.types.values() if t.sensitive),
        # 0 when colours differ in size, so the booklet only states an even split when there is one.
        "per_colour": per_colour.pop() if len(per_colour) == 1 else 0,
        "simple_per_colour": simple_per_colour.pop() if len(simple_per_colour) == 1 else 0,
        "specials": len(specials),
        "base_specials": sum(1 for card in specials if card.kind not in optional),
        "optional_specials": sum(1 for card in specials if card.kind in optional),
        "purposes": len(model.purposes),
    }


def _pickups(model: DataTycoon) -> dict[str, dict[str, Any]]:
    """The manual's own two pick-up examples (ACTIONS DE JEU, step 1) and one refusal."""
    cases = {
        "same_colour": (_datasets(model, colour="green", sensitive=False)[0],
                        _datasets(model, colour="green", sensitive=True)[0]),
        "same_type": (_datasets(model, colour="red", type="health")[0],
                      _datasets(model, colour="green", type="health")[0]),
        "refused": (_datasets(model, colour="red", type="love")[0],
                    _datasets(model, colour="blue", type="genetic")[0]),
    }
    return {name: {"play": _card_view(play), "take": _card_view(take),
                   "allowed": pickup({"play": play.code, "take": take.code}, model=model)["allowed"]}
            for name, (play, take) in cases.items()}


def _card_view(card: Card) -> dict[str, Any]:
    return {"code": card.code, "colour": card.colour, "type": card.type, "sensitive": card.sensitive}


def _treasures(model: DataTycoon) -> dict[str, dict[str, Any]]:
    """One example per treasure rule: by colour, all sensitive, mixed, too short, frozen, consent."""
    need = model.rules.treasure_min
    half = need // 2
    sensitive_rainbow = [_datasets(model, type=t, colour=c)[0] for t, c in _type_colour_cycle(model, need)]
    green = (_datasets(model, colour="green", sensitive=False)[:half]
             + _datasets(model, colour="green", sensitive=True)[:need - half])
    mixed = (_datasets(model, colour="red", sensitive=True)[:need - 2]
             + _datasets(model, colour="blue", sensitive=False)[:2])
    cases = {
        "colour": (green, None, frozenset()),
        "sensitive": (sensitive_rainbow, None, frozenset()),
        "mixed": (mixed, None, frozenset()),
        "short": (sensitive_rainbow[:need - 1], None, frozenset()),
        "frozen": (green, None, frozenset({green[0].code})),
        "consent": (_datasets(model, colour="yellow")[:need + 1], model.of_kind("consent")[0].code, frozenset()),
    }
    purpose = model.of_kind("purpose")[0]
    return {name: _judged(model, purpose, cards, consent, frozen)
            for name, (cards, consent, frozen) in cases.items()}


def _type_colour_cycle(model: DataTycoon, size: int) -> list[tuple[str, str]]:
    """`size` sensitive cards with different types where possible and colours taken in turn."""
    types = [t.id for t in model.types.values() if t.sensitive]
    colours = list(model.colours)
    pairs = [(types[i % len(types)], colours[i % len(colours)]) for i in range(size)]
    return [(t, c) if _count(model, type=t, colour=c) else (t, _any_colour(model, t)) for t, c in pairs]


def _any_colour(model: DataTycoon, type_id: str) -> str:
    return _datasets(model, type=type_id)[0].colour or ""


def _judged(model: DataTycoon, purpose: Card, cards: list[Card], consent: str | None,
            frozen: frozenset[str]) -> dict[str, Any]:
    claim = TreasureClaim(purpose.code, tuple(card.code for card in cards), consent)
    verdict = judge_treasure(claim, frozen, model)
    colours = sorted({card.colour for card in cards})
    return {
        "valid": verdict.valid,
        "worth": verdict.worth,
        "size": len(cards),
        "sensitive": sum(1 for card in cards if card.sensitive),
        "simple": sum(1 for card in cards if not card.sensitive),
        "colours": colours,
        "colour_count": len(colours),
        "split": [len(cards) // 2, len(cards) - len(cards) // 2] if verdict.worth == 2 else [],
        "purpose": purpose.purpose,
    }


def _tiebreak(model: DataTycoon) -> dict[str, Any]:
    """LE VAINQUEUR at work: two players level on treasures, parted by sensitive cards."""
    need = model.rules.treasure_min
    purposes = [card.code for card in model.of_kind("purpose")]
    half = need // 2
    green = (_datasets(model, colour="green", sensitive=False)[:half]
             + _datasets(model, colour="green", sensitive=True)[:need - half])
    sensitive = [card for card in _datasets(model, sensitive=True) if card.colour != "green"]
    simple_red = _datasets(model, colour="red", sensitive=False)
    players = {
        "Ana": {"treasures": [{"purpose": purposes[0], "cards": [c.code for c in green]}],
                "datasets": [c.code for c in simple_red[:3]]},
        "Bo": {"treasures": [{"purpose": purposes[1], "cards": [c.code for c in sensitive[:need]]}],
               "frozen": [c.code for c in sensitive[need:need + 1]]},
        "Cy": {"datasets": [c.code for c in sensitive[need + 1:2 * need + 3]]},
    }
    _, tallies = settle({"players": players}, model)
    ranking, winner = rank(tallies)
    return {
        "players": [{"name": name, "treasures": tallies[name].treasures, "sensitive": tallies[name].sensitive,
                     "datasets": tallies[name].datasets} for name in ranking],
        "winner": winner,
        "decided_by": _decided_by(tallies, ranking),
    }


def _decided_by(tallies: dict, ranking: list[str]) -> str:
    """Which tie-break parts the first two players: treasures, sensitive, datasets or none."""
    first, second = tallies[ranking[0]], tallies[ranking[1]]
    for name in ("treasures", "sensitive", "datasets"):
        if getattr(first, name) != getattr(second, name):
            return name
    return "none"
