"""Referee for Triple Bataille: battle payouts, the final count, the debt-money track.

`CHECKS` maps a check name to a function taking the parsed JSON input and returning a
JSON-serialisable dict in the shape of issue 6; `explain` turns a result into sentences a game
master reads aloud; `booklet_examples` computes the worked examples the booklet prints, so the
booklet can never disagree with these rules. Bad input raises a one-line UsageError.
"""

from __future__ import annotations

from functools import lru_cache
from math import ceil
from typing import Any

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.games.triple_bataille.model import Model, load_model
from printkit.games.triple_bataille import referee_input as read
from printkit.games.triple_bataille.referee_battle import Contender, Settlement, settle
from printkit.referee.words import say, say_n

MONEY = ("dette", "libre")
LADDER = ("first", "second", "third", "later")
EVENT_BONUS_CARD = "KH"   # Manual, variants: a King of Hearts pays as if one more card was staked


@lru_cache(maxsize=1)
def _model() -> Model:
    return load_model()


def battle(data: dict[str, Any], model: Model | None = None) -> dict[str, Any]:
    """Manual, 'Règles de la bataille économique': winners in order, gains, the State's share."""
    model = model or _model()
    settlement, events = settle_battle(data, model)
    result: dict[str, Any] = {
        "winners": [{"player": p, "gain": g} for p, g in settlement.winners],
        "state": settlement.state,
    }
    if events is not None:
        result["events"] = events
    return result


def settle_battle(data: dict[str, Any], model: Model) -> tuple[Settlement, list[dict[str, str]] | None]:
    """Read a battle input and settle it; events are listed only when the variant is on."""
    where = "battle"
    liasse = read.integer(data, "liasse", where, low=1, high=8)
    pot = read.integer(data, "pot", where)
    with_events = read.boolean(data, "events", where, default=False)
    contenders = [_contender(entry, f"{where}: contenders[{i}]", liasse, with_events, model.value("max_stake"))
                  for i, entry in enumerate(read.items(data, "contenders", where))]
    _check_players(contenders, where)
    staked = sum(c.stake * liasse for c in contenders)
    if staked > pot:
        raise UsageError("{where}: pot: expected at least the {staked} cards staked, got {pot}",
                         where=where, staked=staked, pot=pot)
    settlement = settle(
        contenders, liasse=liasse, pot=pot,
        ladder=tuple(model.payouts[k].multiplier for k in LADDER),
        rates={k: model.payouts[k].multiplier for k in ("public_employee", "no_workshop", "no_workshop_public")},
        tax_liasses=model.value("battle_tax"), per_factory=model.value("factory_support"))
    return settlement, (_events(contenders, model) if with_events else None)


def _contender(entry: Any, where: str, liasse: int, with_events: bool, max_stake: int) -> Contender:
    """One contender; the stake must match the cards turned and the workshops owned."""
    player = read.name(entry, "player", where)
    turned = read.cards(entry, "cards", where)
    workshops = read.integer(entry, "workshops", where, high=max_stake)
    public = read.boolean(entry, "public_employee", where)
    # Manual, player board: no workshop stakes 1 liasse; each workshop card one more, up to 3;
    # a public employee may use only the first workshop.
    most = 1 if workshops == 0 or public else workshops
    stake = read.integer(entry, "stake", where, low=1, high=most)
    if len(turned) != stake * liasse:
        raise UsageError("{where}: cards: expected {total} cards ({stake} liasse(s) of {liasse}), got {count}",
                         where=where, total=stake * liasse, stake=stake, liasse=liasse, count=len(turned))
    bonus = turned.count(EVENT_BONUS_CARD) if with_events else 0
    return Contender(player, turned, stake, workshops, read.integer(entry, "factory_cards", where),
                     public, bonus)


def _check_players(contenders: list[Contender], where: str) -> None:
    seen = set()
    for index, contender in enumerate(contenders):
        if contender.player in seen:
            raise UsageError("{where}: contenders[{index}]: player: expected a name not used before, got {player!r}",
                             where=where, index=index, player=contender.player)
        seen.add(contender.player)


def _events(contenders: list[Contender], model: Model) -> list[dict[str, str]]:
    """Manual, variants: every turned card with an event triggers it for its player."""
    by_card = {event.card: event for event in model.events}
    return [{"player": c.player, "card": card, "event": by_card[card].code}
            for c in sorted(contenders, key=lambda c: c.player) for card in c.cards if card in by_card]


def wealth(data: dict[str, Any], model: Model | None = None) -> dict[str, Any]:
    """Manual, end of game: money 1, house 2, factory card 8, and in debt money a credit -6."""
    model = model or _model()
    where = "wealth"
    money = read.choice(data, "money", where, MONEY)
    totals = {}
    for player, holding in sorted(read.mapping(data, "players", where).items()):
        spot = f"{where}: players.{player}"
        credits = read.integer(holding, "credits", spot, default=0)
        if money == "libre" and credits:
            raise UsageError("{spot}: credits: expected 0 in libre money (credits create no money there), got {credits}",
                             spot=spot, credits=credits)
        totals[player] = (read.integer(holding, "money", spot)
                          + model.value("house_points") * read.integer(holding, "houses", spot)
                          + model.value("factory_points") * read.integer(holding, "factories", spot)
                          - model.value("credit_points") * credits)
    ranking = sorted(totals, key=lambda p: (-totals[p], p))
    return {"wealth": totals, "ranking": ranking}


def track(data: dict[str, Any], model: Model | None = None) -> dict[str, Any]:
    """Manual, debt-money track: cycle, liasse size, new-credit ceiling, devaluation due."""
    model = model or _model()
    where = "track"
    players = read.integer(data, "players", where, low=model.players_min, high=model.players_max)
    credits = read.integer(data, "credits", where)
    variant = read.choice(data, "variant", where, tuple(sorted(model.debt_tracks)), default="standard")
    done = read.integer(data, "devaluations", where, default=0)
    return position(model, players=players, credits=credits, variant=variant, devaluations=done)


def position(model: Model, *, players: int, credits: int, variant: str = "standard",
             devaluations: int = 0) -> dict[str, Any]:
    """Where the pawn stands; a due devaluation is applied first (piles kept: the first of k)."""
    chart = model.debt_tracks[variant]
    factor = 1
    while credits > chart.devaluation_above * players:
        credits = ceil(credits / chart.divide_by)
        factor *= chart.divide_by
        devaluations += 1
    if devaluations == 0 and credits == 0:
        box = chart.boxes[0]
    else:
        box = next((b for b in chart.repeating if credits <= b.upto * players), chart.repeating[-1])
    return {
        "cycle": box.cycle + devaluations * len(chart.repeating),
        "liasse": box.liasse,
        "max_new_credits": players * box.liasse,
        "devaluation": factor if factor > 1 else None,
    }


CHECKS = {"battle": battle, "wealth": wealth, "track": track}


def explain(check: str, result: dict[str, Any], tr: Translator | None = None) -> str:
    """Sentences a game master can read aloud for a result of `check` (in tr's language: words.py)."""
    if check not in CHECKS:
        raise UsageError("check: expected one of {checks}, got {check!r}",
                         checks=', '.join(sorted(CHECKS)), check=check)
    return {"battle": _say_battle, "wealth": _say_wealth, "track": _say_track}[check](result, tr)


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
    lines = [say_n(tr, "{place}. {player}: {points} point.", "{place}. {player}: {points} points.",
                   result["wealth"][player], place=place, player=player, points=result["wealth"][player])
             for place, player in enumerate(result["ranking"], start=1)]
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


def booklet_examples(model: Model) -> dict[str, Any]:
    """The worked examples the booklet prints, computed by the rules above."""
    from printkit.games.triple_bataille.referee_examples import examples
    return examples(model)
