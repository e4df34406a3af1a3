"""Referee for Triple Bataille: battle payouts, the final count, the debt-money track.

`CHECKS` maps a check name to a function taking the parsed JSON input and returning a
JSON-serialisable dict in the shape of issue 6; `explain` turns a result into sentences a game
master reads aloud; `booklet_examples` computes the worked examples the booklet prints, so the
booklet can never disagree with these rules. Bad input raises a one-line UsageError.
"""

from __future__ import annotations

from functools import lru_cache
from math import ceil
from typing import Any, NamedTuple

from printkit.errors import UsageError
from printkit.games.triple_bataille.model import DebtTrack, Model, TrackBox, load, load_model
from printkit.games.triple_bataille import referee_input as read
from printkit.games.triple_bataille.referee_battle import Contender, Settlement, settle
from printkit.games.triple_bataille.referee_words import NOTES, explain
from printkit.referee.words import reading

MONEY = ("dette", "libre")
LADDER = ("first", "second", "third", "later")
EVENT_BONUS_CARD = "KH"   # Manual, variants: a King of Hearts pays as if one more card was staked


@lru_cache(maxsize=1)
def _model() -> Model:
    return load_model()


model_of = load   # the model its checks take, made from the data of a game found once (printkit/referee, judge)


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
    result["readings"] = battle_readings(data, settlement)
    return result


def battle_readings(data: dict[str, Any], settlement: Settlement) -> list[dict[str, Any]]:
    """The manual's open points this battle's payout rests on (DECISIONS.md, Battle), each named
    only when it applied: players tied on every count, a public employee who owns a factory."""
    found = [reading(NOTES, "dead-heat-prizes", players=list(step.players))
             for step in settlement.steps if step.kind == "gain" and len(step.players) > 1]
    factory = [entry["player"] for entry in data["contenders"]
               if entry["public_employee"] and entry["workshops"] > 1]
    if factory:
        found.append(reading(NOTES, "public-employee-factory", players=factory))
    return found


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
    return {"wealth": totals, "ranking": places(totals)}


def places(totals: dict[str, int]) -> list[list[str]]:
    """Manual, end of game: the count gives totals and no tie-break, so equal totals share a
    place. Best first; the names of a shared place in alphabetical order."""
    return [sorted(p for p in totals if totals[p] == total) for total in sorted(set(totals.values()), reverse=True)]


def track(data: dict[str, Any], model: Model | None = None) -> dict[str, Any]:
    """Manual, debt-money track: cycle, liasse size, new-credit ceiling, devaluation due.

    Any table of 3 or more ("pour 3 joueurs et plus"): every threshold is a multiple of N."""
    model = model or _model()
    where = "track"
    players = read.integer(data, "players", where, low=model.players_min)
    credits = read.integer(data, "credits", where)
    variant = read.choice(data, "variant", where, tuple(sorted(model.debt_tracks)), default="standard")
    done = read.integer(data, "devaluations", where, default=0)
    chart = model.debt_tracks[variant]
    spot = standing(chart, players=players, credits=credits, devaluations=done)
    return {**_position(chart, players, spot), "readings": track_readings(chart, players, spot)}


class Standing(NamedTuple):
    """Where the pawn ends: its box, the credits once any devaluation due is made, how many
    devaluations the game has had, and the factor of the one made now (1: none)."""
    box: TrackBox
    credits: int
    devaluations: int
    factor: int


def standing(chart: DebtTrack, *, players: int, credits: int, devaluations: int = 0) -> Standing:
    """A due devaluation is applied first (piles kept: the first of k, so the count rounds up)."""
    factor = 1
    while credits > chart.devaluation_above * players:
        credits = ceil(credits / chart.divide_by)
        factor *= chart.divide_by
        devaluations += 1
    if devaluations == 0 and credits == 0:
        box = chart.boxes[0]
    else:
        box = next((b for b in chart.repeating if credits <= b.upto * players), chart.repeating[-1])
    return Standing(box, credits, devaluations, factor)


def position(model: Model, *, players: int, credits: int, variant: str = "standard",
             devaluations: int = 0) -> dict[str, Any]:
    """Where the pawn stands; a due devaluation is applied first (piles kept: the first of k)."""
    chart = model.debt_tracks[variant]
    return _position(chart, players, standing(chart, players=players, credits=credits, devaluations=devaluations))


def _position(chart: DebtTrack, players: int, spot: Standing) -> dict[str, Any]:
    return {
        "cycle": spot.box.cycle + spot.devaluations * len(chart.repeating),
        "liasse": spot.box.liasse,
        "max_new_credits": players * spot.box.liasse,
        "devaluation": spot.factor if spot.factor > 1 else None,
    }


# The manual's text where the track's open points lie (DECISIONS.md, Debt-money track): the
# standard track's boxes write "2N < credits < 6N" with nothing for exactly 6N, its cycle-5 box
# "2N < credits < 4N" (errata cycle5_upper_bound), and the boxes with liasses of 1 or 2 cards
# "no more new credits than players" against the heading's N x liasse (errata max_new_credits).
OPEN_BOUND_TRACK = "standard"
MANUAL_CYCLE5_UPTO = 4
PER_PLAYER_BOX_LIASSES = (1, 2)


def track_readings(chart: DebtTrack, players: int, spot: Standing) -> list[dict[str, Any]]:
    """The track's open points this answer rests on, each named only when the other reading
    would have answered differently."""
    cycle = _position(chart, players, spot)["cycle"]
    found = []
    if chart.id == OPEN_BOUND_TRACK and spot.credits == chart.devaluation_above * players:
        found.append(reading(NOTES, "devaluation-bound", per_player=chart.devaluation_above, cycle=cycle))
    if (chart.id == OPEN_BOUND_TRACK and spot.devaluations and spot.box == chart.boxes[-1]
            and spot.credits > MANUAL_CYCLE5_UPTO * players):
        found.append(reading(NOTES, "cycle5-bound", cycle=cycle, bound=spot.box.upto, manual=MANUAL_CYCLE5_UPTO))
    if spot.box.liasse > 1 and spot.box.liasse in PER_PLAYER_BOX_LIASSES:
        found.append(reading(NOTES, "credit-ceiling", players=players, ceiling=players * spot.box.liasse))
    return found


CHECKS = {"battle": battle, "wealth": wealth, "track": track}


def booklet_examples(model: Model) -> dict[str, Any]:
    """The worked examples the booklet prints, computed by the rules above."""
    from printkit.games.triple_bataille.referee_examples import examples
    return examples(model)
