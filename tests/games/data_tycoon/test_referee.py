"""Data-Tycoon referee: treasure rules, pick-up rule, ranking tie-breaks, input errors, properties."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import UsageError
from printkit.games.data_tycoon.model import load_model
from printkit.games.data_tycoon.referee import CHECKS, booklet_examples, explain, pickup, score

MODEL = load_model()


def codes(n: int | None = None, **where) -> list[str]:
    """Dataset codes matching colour / type / sensitive, in deck order."""
    found = [c.code for c in MODEL.of_kind("dataset")
             if all(getattr(c, name) == value for name, value in where.items())]
    return found if n is None else found[:n]


PURPOSES = [c.code for c in MODEL.of_kind("purpose")]


def one_treasure(cards, purpose=PURPOSES[0], **extra) -> dict:
    return {"players": {"Ana": {"treasures": [{"purpose": purpose, "cards": cards}], **extra}}}


def verdict(data: dict) -> dict:
    return score(data, model=MODEL)["treasures"]["Ana"][0]


# --- what makes a Data-Treasure (ACTIONS DE JEU, N.B.; CARTES SPÉCIALES) ---------------------

def test_six_cards_of_one_colour_mixing_simple_and_sensitive():
    cards = codes(3, colour="green", sensitive=False) + codes(3, colour="green", sensitive=True)
    assert verdict(one_treasure(cards)) == {
        "valid": True, "reason": "6 dataset cards, all green, for Direct marketing (DT-S-01)"}


def test_six_sensitive_cards_of_mixed_colours():
    cards = codes(2, colour="red", sensitive=True) + codes(2, colour="blue", sensitive=True) \
        + codes(2, colour="fuchsia", sensitive=True)
    assert verdict(one_treasure(cards, PURPOSES[2])) == {
        "valid": True, "reason": "6 dataset cards, all sensitive, for Profiling (DT-S-03)"}


def test_sensitive_cards_of_one_colour_are_both():
    cards = codes(6, colour="blue", sensitive=True)
    assert verdict(one_treasure(cards))["reason"] == \
        "6 dataset cards, all sensitive and all blue, for Direct marketing (DT-S-01)"


def test_five_cards_are_too_few():
    cards = codes(5, colour="red")
    assert verdict(one_treasure(cards)) == {
        "valid": False, "reason": "5 dataset cards; a Data-Treasure needs at least 6"}


def test_simple_cards_of_two_colours_are_rejected():
    cards = codes(4, colour="red", sensitive=True) + codes(2, colour="blue", sensitive=False)
    simple = codes(1, colour="blue", sensitive=False)[0]
    assert verdict(one_treasure(cards)) == {
        "valid": False, "reason": f"neither all sensitive ({simple} is simple) nor all one colour (blue, red)"}


def test_six_simple_cards_of_mixed_colours_are_not_a_treasure():
    cards = codes(3, colour="red", sensitive=False) + codes(3, colour="yellow", sensitive=False)
    assert verdict(one_treasure(cards))["valid"] is False


def test_the_purpose_must_be_a_purpose_card():
    assert verdict(one_treasure(codes(6, colour="red"), purpose="DT-S-10")) == {
        "valid": False, "reason": "DT-S-10 is a sanction card, not a purpose card"}


def test_only_dataset_cards_build_a_treasure():
    cards = codes(6, colour="red") + ["DT-S-24"]
    assert verdict(one_treasure(cards)) == {
        "valid": False, "reason": "only dataset cards build a treasure; DT-S-24 (data breach) cannot"}


def test_frozen_cards_count_but_build_no_treasure():
    cards = codes(7, colour="yellow")
    data = one_treasure(cards, frozen=[cards[0]])
    assert verdict(data) == {
        "valid": False, "reason": f"{cards[0]} frozen: frozen cards count at the end but build no treasure"}


def test_frozen_cards_count_in_the_tie_break():
    data = {"players": {
        "Ana": {"datasets": codes(2, colour="red", sensitive=True)},
        "Bo": {"datasets": codes(1, colour="green", sensitive=True), "frozen": codes(2, colour="blue", sensitive=True)},
    }}
    assert score(data, model=MODEL)["ranking"] == ["Bo", "Ana"]


# --- consent (EN OPTION) --------------------------------------------------------------------

def test_consent_splits_one_treasure_into_two():
    cards = codes(7, colour="fuchsia")
    data = {"players": {
        "Ana": {"treasures": [{"purpose": PURPOSES[0], "cards": cards, "consent": "DT-S-26"}]},
        "Bo": {"treasures": [{"purpose": PURPOSES[1], "cards": codes(6, colour="red")},
                             {"purpose": PURPOSES[2], "cards": codes(6, colour="blue")}]},
    }}
    result = score(data, model=MODEL)
    assert result["treasures"]["Ana"] == [{"valid": True, "reason": (
        "7 dataset cards, all fuchsia, for Direct marketing (DT-S-01); "
        "consent DT-S-26 splits it into two treasures of 3 and 4 cards")}]
    # Two treasures each; Ana's seven fuchsia cards hold fewer sensitive cards than Bo's twelve.
    assert result["ranking"] == ["Bo", "Ana"]


def test_consent_doubles_the_treasure_count():
    data = {"players": {
        "Ana": {"treasures": [{"purpose": PURPOSES[0], "cards": codes(6, colour="green", sensitive=False),
                               "consent": "DT-S-27"}]},
        "Bo": {"treasures": [{"purpose": PURPOSES[1], "cards": codes(6, colour="red", sensitive=True)}],
               "datasets": codes(10, colour="blue", sensitive=True)},
    }}
    assert score(data, model=MODEL)["winner"] == "Ana"


def test_the_consent_field_must_hold_a_consent_card():
    data = {"players": {"Ana": {"treasures": [
        {"purpose": PURPOSES[0], "cards": codes(6, colour="red"), "consent": "DT-S-14"}]}}}
    assert verdict(data) == {"valid": False, "reason": "DT-S-14 is a lawyer card, not a consent card"}


def test_consent_needs_room_for_two_halves():
    strict = replace(MODEL, rules=replace(MODEL.rules, consent_part_min=4))
    data = {"players": {"Ana": {"treasures": [
        {"purpose": PURPOSES[0], "cards": codes(7, colour="red"), "consent": "DT-S-26"}]}}}
    assert score(data, model=strict)["treasures"]["Ana"][0] == {
        "valid": False, "reason": "7 cards cannot split into two treasures of at least 4 cards each"}


# --- ranking (LE VAINQUEUR) -----------------------------------------------------------------

def test_treasures_come_before_sensitive_cards():
    data = {"players": {
        "Ana": {"treasures": [{"purpose": PURPOSES[0], "cards": codes(6, colour="red", sensitive=False)}]},
        "Bo": {"datasets": codes(10, colour="blue", sensitive=True)},
    }}
    assert score(data, model=MODEL)["ranking"] == ["Ana", "Bo"]


def test_sensitive_cards_break_a_tie_on_treasures():
    data = {"players": {
        "Ana": {"datasets": codes(7, colour="red", sensitive=False) + codes(1, colour="red", sensitive=True)},
        "Bo": {"datasets": codes(2, colour="blue", sensitive=True)},
    }}
    result = score(data, model=MODEL)
    assert (result["ranking"], result["winner"]) == (["Bo", "Ana"], "Bo")


def test_all_dataset_cards_break_a_tie_on_sensitive_cards():
    data = {"players": {
        "Ana": {"datasets": codes(1, colour="red", sensitive=True)},
        "Bo": {"datasets": codes(1, colour="blue", sensitive=True) + codes(1, colour="blue", sensitive=False)},
    }}
    assert score(data, model=MODEL)["winner"] == "Bo"


def test_a_full_tie_has_no_single_winner():
    data = {"players": {
        "Cy": {"datasets": codes(1, colour="red", sensitive=True)},
        "Ana": {"datasets": codes(1, colour="blue", sensitive=True)},
    }}
    result = score(data, model=MODEL)
    assert (result["ranking"], result["winner"]) == (["Ana", "Cy"], None)
    assert explain("score", result).splitlines()[-1] == \
        "The leaders are level on treasures, sensitive cards and dataset cards: no single winner."


def test_rejected_treasures_still_count_their_cards():
    data = {"players": {
        "Ana": {"treasures": [{"purpose": PURPOSES[0], "cards": codes(5, colour="red", sensitive=True)}]},
        "Bo": {"datasets": codes(4, colour="blue", sensitive=True)},
    }}
    assert score(data, model=MODEL)["winner"] == "Ana"


# --- pick-up (ACTIONS DE JEU, step 1) and the manual's own examples -------------------------

def test_simple_green_takes_sensitive_green_and_the_other_way_round():
    simple, sensitive = codes(1, colour="green", sensitive=False)[0], codes(1, colour="green", sensitive=True)[0]
    assert pickup({"play": simple, "take": sensitive}, model=MODEL) == {
        "allowed": True, "reason": "both cards are green"}
    assert pickup({"play": sensitive, "take": simple}, model=MODEL)["allowed"] is True


def test_red_health_takes_green_health():
    red, green = codes(1, colour="red", type="health")[0], codes(1, colour="green", type="health")[0]
    assert pickup({"play": red, "take": green}, model=MODEL) == {
        "allowed": True, "reason": "both cards are health cards"}


def test_no_shared_colour_or_sensitive_type():
    red, blue = codes(1, colour="red", type="love")[0], codes(1, colour="blue", type="genetic")[0]
    assert pickup({"play": red, "take": blue}, model=MODEL) == {
        "allowed": False, "reason": "the cards share neither a colour nor a sensitive type"}


def test_two_simple_cards_of_different_colours_do_not_match():
    red, blue = codes(1, colour="red", type="simple")[0], codes(1, colour="blue", type="simple")[0]
    assert pickup({"play": red, "take": blue}, model=MODEL)["allowed"] is False


def test_a_special_card_takes_nothing():
    assert pickup({"play": "DT-S-10", "take": "DT-D-01"}, model=MODEL) == {
        "allowed": False, "reason": "the played card DT-S-10 is a sanction card; only a dataset takes a dataset"}


# --- input errors: one line, exit 2 ---------------------------------------------------------

@pytest.mark.parametrize("data, message", [
    ([], "input: expected an object with keys players, got a JSON list"),
    ({"players": {}}, "players: expected an object with at least one player, got a JSON object"),
    ({"players": {"Ana": {"treasure": []}}}, "players.Ana: unknown key 'treasure'; expected datasets, frozen, treasures"),
    ({"players": {"Ana": {"datasets": ["DT-D-99"]}}},
     "players.Ana.datasets[0]: expected a card code of the data-tycoon deck such as DT-D-01, got 'DT-D-99'"),
    ({"players": {"Ana": {"datasets": [7]}}}, "players.Ana.datasets[0]: expected a card code such as DT-D-01, got 7"),
    ({"players": {"Ana": {"datasets": ["DT-D-01", "dt-d-01"]}}},
     "players.Ana.datasets[1]: card DT-D-01 is used twice; it is already at players.Ana.datasets[0]"),
    ({"players": {"Ana": {"datasets": ["DT-D-01"]}, "Bo": {"frozen": ["DT-D-01"]}}},
     "players.Bo.frozen[0]: card DT-D-01 is used twice; it is already at players.Ana.datasets[0]"),
    ({"players": {"Ana": {"frozen": ["DT-D-01"]}, "Bo": {"treasures": [{"purpose": "DT-S-01", "cards": ["DT-D-01"]}]}}},
     "players.Bo.treasures[0].cards[0]: card DT-D-01 is used twice; it is already at players.Ana.frozen[0]"),
    ({"players": {"Ana": {"treasures": [{"purpose": "DT-S-01", "cards": []},
                                        {"purpose": "DT-S-01", "cards": []}]}}},
     "players.Ana.treasures[1].purpose: card DT-S-01 is used twice; it is already at players.Ana.treasures[0].purpose"),
    ({"players": {"Ana": {"datasets": ["DT-S-14"]}}},
     "players.Ana.datasets[0]: expected a dataset card, got DT-S-14 (a lawyer card)"),
    ({"players": {"Ana": {"treasures": [{"cards": []}]}}},
     "players.Ana.treasures[0].purpose: expected the code of a purpose card, got nothing"),
    ({"players": {"Ana": {"treasures": [{"purpose": "DT-S-01", "cards": "DT-D-01"}]}}},
     "players.Ana.treasures[0].cards: expected a list of card codes, got 'DT-D-01'"),
])
def test_input_errors(data, message):
    with pytest.raises(UsageError) as caught:
        score(data, model=MODEL)
    assert str(caught.value) == message
    assert caught.value.exit_code == 2


def test_pickup_input_errors():
    with pytest.raises(UsageError) as caught:
        pickup({"play": "DT-D-01"}, model=MODEL)
    assert str(caught.value) == "input: expected an object with exactly the keys play and take"
    with pytest.raises(UsageError) as caught:
        pickup({"play": "DT-D-01", "take": "DT-D-01"}, model=MODEL)
    assert str(caught.value) == "take: card DT-D-01 is used twice; it is already at play"


def test_explain_reads_the_verdicts_aloud():
    data = {"players": {
        "Ana": {"treasures": [{"purpose": "DT-S-01", "cards": codes(6, colour="red", sensitive=False)}]},
        "Bo": {},
    }}
    assert explain("score", score(data, model=MODEL)) == "\n".join([
        "Ana's treasure 1 stands: 6 dataset cards, all red, for Direct marketing (DT-S-01).",
        "Bo claims no Data-Treasure.",
        "Ranking: Ana, then Bo.",
        "Ana wins and becomes the Data-Tycoon.",
    ])
    assert explain("pickup", {"allowed": False, "reason": "no"}) == "No, the card may not be taken: no."
    with pytest.raises(UsageError) as caught:
        explain("rank", {})
    assert str(caught.value) == "check: expected one of pickup, score, got 'rank'"


def test_checks_registry():
    assert sorted(CHECKS) == ["score"]


def test_the_shipped_deck_is_the_default_model():
    assert score({"players": {"Ana": {"datasets": ["DT-D-01"]}}})["winner"] == "Ana"


# --- booklet examples come from the referee -------------------------------------------------

def test_booklet_examples_agree_with_the_rules():
    examples = booklet_examples(MODEL)
    assert [level["count"] for level in examples["levels"]] == [94, 102, 108, 120]
    assert {name: case["valid"] for name, case in examples["treasure"].items()} == {
        "colour": True, "sensitive": True, "mixed": False, "short": False, "frozen": False, "consent": True}
    assert examples["treasure"]["consent"]["split"] == [3, 4]
    assert {name: case["allowed"] for name, case in examples["pickup"].items()} == {
        "same_colour": True, "same_type": True, "refused": False}
    tiebreak = examples["tiebreak"]
    assert (tiebreak["winner"], tiebreak["decided_by"]) == ("Bo", "sensitive")
    assert [p["name"] for p in tiebreak["players"]] == ["Bo", "Ana", "Cy"]
    assert examples["counts"]["per_colour"] == 17


# --- properties -----------------------------------------------------------------------------

DATASETS = codes()
NAMES = ["Ana", "Bo", "Cy", "Dee"]


@st.composite
def games(draw):
    """Random end-of-game holdings: every card at most once, treasures of any make-up."""
    pool = draw(st.permutations(DATASETS))
    purposes = list(draw(st.permutations(PURPOSES)))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=4, unique=True))
    players, at = {}, 0
    for name in names:
        treasures = []
        for _ in range(draw(st.integers(0, 2))):
            if not purposes:
                break
            size = draw(st.integers(0, 9))
            treasures.append({"purpose": purposes.pop(), "cards": list(pool[at:at + size])})
            at += size
        loose = draw(st.integers(0, 8))
        players[name] = {"treasures": treasures, "datasets": list(pool[at:at + loose])}
        at += loose
    return {"players": players}


@settings(max_examples=60, deadline=None)
@given(games())
def test_ranking_is_every_player_once_and_the_winner_leads_it(data):
    result = score(data, model=MODEL)
    assert sorted(result["ranking"]) == sorted(data["players"])
    assert result["winner"] in (None, result["ranking"][0])
    if len(data["players"]) == 1:
        assert result["winner"] == result["ranking"][0]


@settings(max_examples=60, deadline=None)
@given(games(), st.randoms(use_true_random=False))
def test_order_of_players_and_cards_does_not_matter(data, rng):
    shuffled = {"players": {}}
    names = list(data["players"])
    rng.shuffle(names)
    for name in names:
        holding = data["players"][name]
        treasures = [{"purpose": t["purpose"], "cards": rng.sample(t["cards"], len(t["cards"]))}
                     for t in holding["treasures"]]
        shuffled["players"][name] = {"treasures": treasures, "datasets": holding["datasets"][::-1]}
    assert score(shuffled, model=MODEL) == score(data, model=MODEL)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(MODEL.colours)), st.integers(1, 17), st.randoms(use_true_random=False))
def test_one_colour_is_valid_exactly_from_six_cards(colour, size, rng):
    cards = rng.sample(codes(colour=colour), size)
    assert verdict(one_treasure(cards))["valid"] is (size >= MODEL.rules.treasure_min)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 50), st.randoms(use_true_random=False))
def test_sensitive_cards_are_valid_exactly_from_six_cards(size, rng):
    cards = rng.sample(codes(sensitive=True), size)
    assert verdict(one_treasure(cards))["valid"] is (size >= MODEL.rules.treasure_min)


@settings(max_examples=40, deadline=None)
@given(games())
def test_a_new_valid_treasure_never_costs_a_place(data):
    before = score(data, model=MODEL)["ranking"]
    used = {c for p in data["players"].values() for t in p["treasures"] for c in [t["purpose"], *t["cards"]]}
    used |= {c for p in data["players"].values() for c in p["datasets"]}
    free_purposes = [p for p in PURPOSES if p not in used]
    name = before[-1]
    for colour in sorted(MODEL.colours):
        free = [c for c in codes(colour=colour) if c not in used]
        if free_purposes and len(free) >= MODEL.rules.treasure_min:
            data["players"][name]["treasures"].append(
                {"purpose": free_purposes[0], "cards": free[:MODEL.rules.treasure_min]})
            after = score(data, model=MODEL)["ranking"]
            assert after.index(name) <= before.index(name)
            return
