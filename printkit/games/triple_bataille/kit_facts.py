"""What the Triple Bataille deck data says for each figure of manual.toml (for `printkit
validate`), and the list of printed items with their codes (for `printkit cards`).
"""

from __future__ import annotations

from printkit.i18n import Translator
from printkit.games.triple_bataille.kit_cover import manual_decks
from printkit.loader import GameData, locate
from printkit.games.triple_bataille.model import Model, load
from printkit.validate_types import Fact

VALUE_FACTS = ("rent", "food", "house", "house_buyback", "workshop", "workshop_resale", "credit", "interest",
               "maintenance", "max_stake", "factory_support", "public_salary", "social_aid", "own_funds_leverage",
               "battle_tax", "house_points", "factory_points")


def facts(data: GameData) -> dict[str, Fact]:
    """Deck figures keyed like manual.toml, each with the file and line that states it."""
    model = load(data)
    found = {name: Fact(model.value(name), model.values[name].source) for name in VALUE_FACTS}
    found["credit_points"] = Fact(-model.value("credit_points"), model.values["credit_points"].source)
    for name, payout in model.payouts.items():
        found[f"payout_{name}"] = Fact(payout.multiplier, payout.source)
    found.update(_setup_facts(model, data))
    found.update(_track_facts(model, data))
    return found


def _setup_facts(model: Model, data: GameData) -> dict[str, Fact]:
    setup = lambda key: locate(data, "setup.toml", key)  # noqa: E731
    suggestion = setup("manual_suggestion")
    return {
        "public_jobs_per_player": Fact(model.jobs_per_player, setup("jobs_per_player")),
        "social_aid_per_player": Fact(model.aid_per_player, setup("aid_per_player")),
        "state_start_per_player": Fact(model.modes["dette"].state_per_player, setup("modes.dette")),
        "bank_start": Fact(model.modes["dette"].bank_cards, setup("modes.dette")),
        "short_game_battles": Fact(model.short_game_battles, setup("short_game")),
        "discovery_cards": Fact(model.modes["decouverte"].player_cards, setup("modes.decouverte")),
        "debt_start_cards": Fact(model.modes["dette"].player_cards, setup("modes.dette")),
        "decks_2_to_4": Fact(_same_for(model, range(2, 5)), suggestion),
        "decks_5_to_9": Fact(_same_for(model, range(5, 10)), suggestion),
        "decks_10_to_20": Fact(_same_for(model, range(10, 21)), suggestion),
    }


def _same_for(model: Model, players: range) -> int | str:
    """The suggested deck count if it is one figure over the whole range of players."""
    counts = {manual_decks(model, n) for n in players}
    return counts.pop() if len(counts) == 1 else f"varies: {sorted(counts)}"


def _track_facts(model: Model, data: GameData) -> dict[str, Fact]:
    track = lambda key: locate(data, "track.toml", key)  # noqa: E731
    standard = model.debt_tracks["standard"]
    return {
        "libre_childhood_du": Fact(model.libre.childhood_du, track("childhood_du")),
        "du_cards": Fact(model.libre.du_cards, track("du_cards")),
        "cycle3_threshold_per_player": Fact(standard.boxes[2].above, track("dette.standard")),
        "devaluation_threshold_per_player": Fact(standard.devaluation_above, track("dette.standard")),
        "devaluation_factor": Fact(standard.divide_by, track("dette.standard")),
        "big_devaluation_factor": Fact(model.debt_tracks["liasse4"].divide_by, track("dette.liasse4")),
    }


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """Every printed item with a code: boards, tokens (with copies per player) and event cards."""
    model = load(data)
    rows = [{"code": b.code, "kind": "board", "id": b.id, "money": b.money,
             "title": tr.pgettext(f"card:{b.code}:title", b.title)} for b in model.boards]
    rows += [{"code": t.code, "kind": t.kind, "money": t.money, "per_player": t.per_player, "fixed": t.fixed,
              "title": tr.pgettext(f"card:{t.code}:title", t.title)} for t in model.tokens]
    rows += [{"code": e.code, "kind": "event", "card": e.card, "title": tr.pgettext(f"card:{e.code}:name", e.name),
              "text": tr.format(f"card:{e.code}:effect", e.effect, amount=e.amount, needs=e.needs, turns=e.turns)}
             for e in model.events]
    return rows
