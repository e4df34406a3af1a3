"""The worked examples of the Triple Bataille booklet, computed by the referee.

The booklet template prints only what `examples(model)` returns: a battle settled step by step,
a final count, the track's thresholds for a table of five and the values table. Changing a
rule in the referee or a figure in the deck data changes the printed example with it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.triple_bataille.model import Model
from printkit.games.triple_bataille.model_supply import supply
from printkit.games.triple_bataille import referee

BATTLE = {
    "liasse": 1,
    "pot": 50,
    "contenders": [
        {"player": "Alice", "cards": ["AS"], "stake": 1, "workshops": 1, "factory_cards": 1, "public_employee": False},
        {"player": "Bruno", "cards": ["KS", "4H"], "stake": 2, "workshops": 2, "factory_cards": 2, "public_employee": False},
        {"player": "Chloé", "cards": ["KD"], "stake": 1, "workshops": 1, "factory_cards": 1, "public_employee": True},
        {"player": "David", "cards": ["QC"], "stake": 1, "workshops": 0, "factory_cards": 0, "public_employee": False},
    ],
}
WEALTH = {
    "money": "dette",
    "players": {
        "Alice": {"money": 10, "houses": 2, "factories": 1, "credits": 2},
        "Bruno": {"money": 25, "houses": 1, "factories": 0, "credits": 3},
        "Chloé": {"money": 4, "houses": 1, "factories": 1, "credits": 0},
    },
}
TRACK_PLAYERS = 5
TRACK_CASES = (0, 4, 12, 31)
SUPPLY_PLAYERS = 6


def examples(model: Model) -> dict[str, Any]:
    """Everything the booklet's examples print, as plain numbers and names: the worked examples
    and the credits as `model` states them (a kit's model prints them in its language)."""
    return {**worked_examples(model), "credits": vars(model.credits)}


def worked_examples(model: Model) -> dict[str, Any]:
    """The examples the game's data alone gives, the same in every language (the kit keeps them
    between runs: kits/kept.py)."""
    return {
        "battle": battle_example(model),
        "wealth": wealth_example(model),
        "track": track_example(model),
        "supply": supply_example(model),
        "values": {name: value.amount for name, value in sorted(model.values.items())},
        "payouts": {name: payout.multiplier for name, payout in sorted(model.payouts.items())},
        "public": {"jobs_per_player": model.jobs_per_player, "aid_per_player": model.aid_per_player},
        "short_game_battles": model.short_game_battles,
        "start": {name: mode._asdict() for name, mode in sorted(model.modes.items())},
        "libre": {"du_cards": model.libre.du_cards, "childhood_du": model.libre.childhood_du,
                  "first_cycle_battles": model.libre.cycle_battles[0],
                  "later_cycle_battles": model.libre.cycle_battles[-1]},
        "calendar": dict(model.calendar),
        "options": {"big_liasse": model.debt_tracks["liasse4"].boxes[-1].liasse,
                    "big_divide": model.debt_tracks["liasse4"].divide_by,
                    "small_divide": model.debt_tracks["liasse1"].divide_by},
        "liasse_sizes": sorted({box.liasse for track in model.debt_tracks.values() for box in track.boxes}),
    }


def battle_example(model: Model) -> dict[str, Any]:
    """The battle of BATTLE, with every step of the payout."""
    settlement, _ = referee.settle_battle(BATTLE, model)
    contenders = [dict(c, first=c["cards"][0], support=c["stake"] * BATTLE["liasse"] + model.value("factory_support") * c["factory_cards"])
                  for c in BATTLE["contenders"]]
    steps = [{"kind": s.kind, "cards": s.cards, "player": ", ".join(s.players), "multiplier": s.multiplier,
              "left": s.left} for s in settlement.steps]
    return {
        "liasse": BATTLE["liasse"], "pot": BATTLE["pot"], "contenders": contenders, "steps": steps,
        "winners": [{"player": p, "gain": g} for p, g in settlement.winners], "state": settlement.state,
        "taxes": sum(s.cards for s in settlement.steps if s.kind == "tax"),
        "tie": _tie_on_first_card(contenders, [p for p, _ in settlement.winners]),
        "no_workshop": [c["player"] for c in contenders if c["workshops"] == 0],
    }


def _tie_on_first_card(contenders: list[dict[str, Any]], order: list[str]) -> dict[str, str] | None:
    """The first pair paid one after the other with cards of the same rank, if any."""
    rank = {c["player"]: c["first"][:-1] for c in contenders}
    for ahead, behind in zip(order, order[1:]):
        if rank[ahead] == rank[behind]:
            return {"ahead": ahead, "behind": behind}
    return None


def wealth_example(model: Model) -> dict[str, Any]:
    """The final count of WEALTH, best first. The booklet names one winner: WEALTH's first place
    is one player's (tests hold it to that), as a shared first place would need other words."""
    result = referee.wealth(WEALTH, model)
    rows = [dict(WEALTH["players"][p], player=p, total=result["wealth"][p]) for place in result["ranking"] for p in place]
    return {"rows": rows, "winner": result["ranking"][0][0]}


def track_example(model: Model) -> dict[str, Any]:
    """Thresholds of the standard debt track for TRACK_PLAYERS, and a few positions on it."""
    chart = model.debt_tracks["standard"]
    n = TRACK_PLAYERS
    cases = [dict(referee.position(model, players=n, credits=k), credits=k) for k in TRACK_CASES]
    return {
        "players": n,
        "boxes": [{"cycle": b.cycle, "above": max(b.above, 0) * n, "upto": b.upto * n, "liasse": b.liasse,
                   "max_new_credits": n * b.liasse} for b in chart.boxes],
        "devaluation_above": chart.devaluation_above * n, "divide_by": chart.divide_by,
        "cases": cases,
    }


def supply_example(model: Model) -> dict[str, Any]:
    found = {money: supply(model, players=SUPPLY_PLAYERS, money=money) for money in ("dette", "libre")}
    return {"players": SUPPLY_PLAYERS, "cards_per_deck": found["dette"].cards_per_deck,
            **{money: {"terms": dict(s.terms), "total": s.total, "decks": s.decks} for money, s in found.items()}}
