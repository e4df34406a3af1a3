"""Triple Bataille referee: battle payouts, final count, debt-money track, input errors."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import UsageError
from printkit.games.triple_bataille.model import load_model
from printkit.games.triple_bataille import referee
from printkit.games.triple_bataille.referee_examples import BATTLE, examples
from printkit.schema import RANKS, SUITS

MODEL = load_model()


def fighter(player, cards, stake=1, workshops=1, factory_cards=0, public_employee=False):
    return {"player": player, "cards": cards, "stake": stake, "workshops": workshops,
            "factory_cards": factory_cards, "public_employee": public_employee}


def run(contenders, pot=60, liasse=1, **extra):
    return referee.battle({"liasse": liasse, "pot": pot, "contenders": contenders, **extra}, MODEL)


def gains(result):
    return [(w["player"], w["gain"]) for w in result["winners"]]


# Battle: the manual's rules, one by one.

def test_the_issue_example_shape():
    result = run([fighter("A", ["AS"])], pot=50)
    assert result == {"winners": [{"player": "A", "gain": 7}], "state": 43, "readings": []}


def test_highest_first_card_wins_first_and_the_ladder_steps_down():
    result = run([fighter("D", ["9C"]), fighter("A", ["AS"]), fighter("C", ["10H"]),
                  fighter("B", ["KD"]), fighter("E", ["2S"])], pot=60)
    # tax 2, 7, tax 2, 6, tax 2, 5, tax 2, 4, tax 2, 4: 36 out, 24 left to the State
    assert gains(result) == [("A", 7), ("B", 6), ("C", 5), ("D", 4), ("E", 4)]
    assert result["state"] == 10 + 24


def test_a_tie_on_the_first_card_goes_to_economic_support():
    result = run([fighter("A", ["KH"]), fighter("B", ["KS"], factory_cards=1)])
    assert [p for p, _ in gains(result)] == ["B", "A"]


def test_support_counts_cards_staked_and_two_per_factory_card():
    two_liasses = fighter("A", ["KH", "2C"], stake=2, workshops=2)          # support 2
    one_factory = fighter("B", ["KS"], factory_cards=1)                      # support 1 + 2 = 3
    assert [p for p, _ in gains(run([two_liasses, one_factory]))] == ["B", "A"]


def test_then_the_next_best_card():
    a = fighter("A", ["KH", "3C"], stake=2, workshops=2)
    b = fighter("B", ["KS", "9C"], stake=2, workshops=2)
    assert [p for p, _ in gains(run([a, b]))] == ["B", "A"]


def test_a_dead_heat_gives_way_to_a_third_player():
    result = run([fighter("A", ["KH"]), fighter("B", ["KS"]), fighter("C", ["5D"])], pot=60)
    assert gains(result) == [("C", 7), ("A", 6), ("B", 6)]  # one shared slot at the second rung: 6 + 6


def test_a_dead_heat_alone_shares_and_the_odd_card_goes_to_the_later_picker():
    result = run([fighter("B", ["QH"]), fighter("A", ["QS"])], pot=15)
    # tax 2, then the shared slot wants 7 + 7 but 13 cards are left: 6 for A, 7 for B
    assert gains(result) == [("A", 6), ("B", 7)]
    assert result["state"] == 2


def test_a_public_employee_gets_three_times_without_moving_the_ladder():
    result = run([fighter("A", ["AS"]), fighter("P", ["KS"], public_employee=True), fighter("B", ["QS"])])
    assert gains(result) == [("A", 7), ("P", 3), ("B", 6)]


def test_players_without_a_workshop_are_paid_last():
    micro = fighter("M", ["AS"], workshops=0)
    micro_public = fighter("N", ["KH"], workshops=0, public_employee=True)
    result = run([micro, micro_public, fighter("A", ["2C"])])
    assert gains(result) == [("A", 7), ("M", 3), ("N", 2)]


def test_gains_scale_with_the_stake_and_the_liasse():
    result = run([fighter("A", ["AS", "AH", "2C", "3C"], stake=2, workshops=2)], pot=40, liasse=2)
    assert result == {"winners": [{"player": "A", "gain": 28}], "state": 12, "readings": []}


def test_the_pot_runs_out_and_later_winners_get_nothing():
    result = run([fighter("A", ["AS"], stake=3, workshops=3, factory_cards=3) | {"cards": ["AS", "2C", "3C"]},
                  fighter("B", ["KS"])], pot=12)
    assert gains(result) == [("A", 10), ("B", 0)]
    assert result["state"] == 2


def test_no_contender_leaves_everything_to_the_state():
    assert run([], pot=9) == {"winners": [], "state": 9, "readings": []}


def test_the_worked_battle_of_the_booklet():
    result = referee.battle(copy.deepcopy(BATTLE), MODEL)
    assert gains(result) == [("Alice", 7), ("Bruno", 12), ("Chloé", 3), ("David", 3)]
    assert result["state"] == 25
    printed = examples(MODEL)["battle"]
    assert printed["winners"] == result["winners"] and printed["state"] == result["state"]
    assert [s["kind"] for s in printed["steps"]] == ["tax", "gain"] * 4 + ["rest"]


def test_events_are_off_unless_asked():
    assert "events" not in run([fighter("A", ["KH"])])


def test_king_of_hearts_pays_one_more_liasse_with_events():
    result = run([fighter("A", ["KH"]), fighter("B", ["AD"])], events=True)
    assert gains(result) == [("B", 7), ("A", 12)]
    assert result["events"] == [{"player": "A", "card": "KH", "event": "TB-E-01"},
                                {"player": "B", "card": "AD", "event": "TB-E-05"}]


# Battle: properties.

CARD = st.builds(lambda r, s: r + s, st.sampled_from(RANKS), st.sampled_from(SUITS))


@st.composite
def battles(draw):
    liasse = draw(st.sampled_from([1, 2, 4]))
    count = draw(st.integers(0, 8))
    contenders = []
    for index in range(count):
        workshops = draw(st.integers(0, 3))
        public = draw(st.booleans())
        stake = 1 if workshops == 0 or public else draw(st.integers(1, workshops))
        cards = draw(st.lists(CARD, min_size=stake * liasse, max_size=stake * liasse))
        contenders.append(fighter(f"P{index:02d}", cards, stake, workshops, draw(st.integers(0, 4)), public))
    staked = sum(c["stake"] * liasse for c in contenders)
    pot = staked + draw(st.integers(0, 80))
    return {"liasse": liasse, "pot": pot, "contenders": contenders, "events": draw(st.booleans())}


@settings(max_examples=200, deadline=None)
@given(battles())
def test_the_pot_is_always_fully_accounted_for(data):
    result = referee.battle(data, MODEL)
    assert sum(w["gain"] for w in result["winners"]) + result["state"] == data["pot"]
    assert all(w["gain"] >= 0 for w in result["winners"]) and result["state"] >= 0
    assert sorted(w["player"] for w in result["winners"]) == sorted(c["player"] for c in data["contenders"])


@settings(max_examples=200, deadline=None)
@given(battles())
def test_no_gain_exceeds_seven_times_the_stake(data):
    result = referee.battle(data, MODEL)
    stakes = {c["player"]: c["stake"] + c["cards"].count("KH") * data["events"] for c in data["contenders"]}
    for winner in result["winners"]:
        assert winner["gain"] <= 7 * 2 * stakes[winner["player"]] * data["liasse"]  # x2: a shared slot


@settings(max_examples=100, deadline=None)
@given(battles())
def test_workshop_holders_are_always_paid_before_the_others(data):
    result = referee.battle(data, MODEL)
    has = {c["player"]: c["workshops"] > 0 for c in data["contenders"]}
    flags = [has[w["player"]] for w in result["winners"]]
    assert flags == sorted(flags, reverse=True)


# Wealth.

def test_wealth_the_issue_example():
    data = {"money": "dette", "players": {"A": {"money": 10, "houses": 2, "factories": 1, "credits": 2}}}
    assert referee.wealth(data, MODEL) == {"wealth": {"A": 10}, "ranking": [["A"]]}


def test_equal_totals_share_a_place():
    """Manual, end-of-game count: totals only, and no tie-break, so equal totals share a place;
    the names of a shared place are listed alphabetically."""
    data = {"money": "libre", "players": {"B": {"money": 6, "houses": 1, "factories": 0},
                                          "A": {"money": 0, "houses": 0, "factories": 1},
                                          "C": {"money": 3, "houses": 0, "factories": 0}}}
    result = referee.wealth(data, MODEL)
    assert result == {"wealth": {"A": 8, "B": 8, "C": 3}, "ranking": [["A", "B"], ["C"]]}
    assert referee.explain("wealth", result) == "1. A, B: 8 points.\n2. C: 3 points."


def test_amy_and_zed_share_first_place_whatever_the_order():
    """The issue's case: Amy/Zed with 12 each used to give Amy first, by name."""
    zed_first = {"money": "dette", "players": {"Zed": {"money": 12, "houses": 0, "factories": 0},
                                               "Amy": {"money": 12, "houses": 0, "factories": 0}}}
    assert referee.wealth(zed_first, MODEL)["ranking"] == [["Amy", "Zed"]]
    assert referee.explain("wealth", referee.wealth(zed_first, MODEL)) == "1. Amy, Zed: 12 points."


HOLDING = st.fixed_dictionaries({"money": st.integers(0, 30), "houses": st.integers(0, 3),
                                 "factories": st.integers(0, 3), "credits": st.integers(0, 4)})


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["Amy", "Bo", "Cy", "Di", "Ed", "Flo"]), HOLDING, min_size=1))
def test_places_hold_every_player_once_best_first_equal_totals_together(players):
    result = referee.wealth({"money": "dette", "players": players}, MODEL)
    ranking, totals = result["ranking"], result["wealth"]
    assert sorted(p for place in ranking for p in place) == sorted(players)
    assert [len({totals[p] for p in place}) for place in ranking] == [1] * len(ranking)
    firsts = [totals[place[0]] for place in ranking]
    assert firsts == sorted(set(firsts), reverse=True)
    reversed_input = dict(reversed(list(players.items())))
    assert referee.wealth({"money": "dette", "players": reversed_input}, MODEL) == result


def test_wealth_refuses_credits_in_libre_money():
    data = {"money": "libre", "players": {"A": {"money": 1, "houses": 0, "factories": 0, "credits": 1}}}
    with pytest.raises(UsageError) as caught:
        referee.wealth(data, MODEL)
    assert str(caught.value) == ("wealth: players.A: credits: expected 0 in libre money "
                                 "(credits create no money there), got 1")


# Track.

CEILING_NOTE = ("The track's heading allows players × liasse new credits per battle, its boxes one per player; "
                "this referee follows the heading: 10, not 5.")


def test_track_the_issue_example():
    assert referee.track({"players": 5, "credits": 12}, MODEL) == {
        "cycle": 3, "liasse": 2, "max_new_credits": 10, "devaluation": None,
        "readings": [{"id": "credit-ceiling", "players": 5, "ceiling": 10, "note": CEILING_NOTE}]}


@pytest.mark.parametrize("credits, expected", [
    (0, (1, 1, 5, None)), (1, (2, 1, 5, None)), (10, (2, 1, 5, None)), (11, (3, 2, 10, None)),
    (30, (3, 2, 10, None)), (31, (4, 1, 5, 4)), (40, (4, 1, 5, 4)),
])
def test_track_boxes_for_five_players(credits, expected):
    result = referee.track({"players": 5, "credits": credits}, MODEL)
    assert (result["cycle"], result["liasse"], result["max_new_credits"], result["devaluation"]) == expected


def test_track_thresholds_are_computed_for_the_table():
    assert referee.track({"players": 20, "credits": 40}, MODEL)["cycle"] == 2
    assert referee.track({"players": 20, "credits": 41}, MODEL)["cycle"] == 3
    assert referee.track({"players": 3, "credits": 19}, MODEL)["devaluation"] == 4


def test_track_after_earlier_devaluations_and_optional_cycles():
    assert referee.track({"players": 5, "credits": 12, "devaluations": 1}, MODEL)["cycle"] == 5
    assert referee.track({"players": 5, "credits": 31, "variant": "liasse4"}, MODEL) == {
        "cycle": 4, "liasse": 4, "max_new_credits": 20, "devaluation": None, "readings": []}
    assert referee.track({"players": 5, "credits": 71, "variant": "liasse4"}, MODEL)["devaluation"] == 8
    assert referee.track({"players": 5, "credits": 11, "variant": "liasse1"}, MODEL) == {
        "cycle": 3, "liasse": 1, "max_new_credits": 5, "devaluation": 2, "readings": []}


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 200), st.integers(0, 4000))
def test_track_new_credit_ceiling_is_players_times_liasse(players, credits):
    result = referee.track({"players": players, "credits": credits}, MODEL)
    assert result["max_new_credits"] == players * result["liasse"]
    assert (result["devaluation"] is not None) == (credits > 6 * players)


@pytest.mark.parametrize("players, credits, cycle", [(21, 42, 2), (21, 43, 3), (50, 300, 3), (1000, 2001, 3)])
def test_the_track_has_no_largest_table(players, credits, cycle):
    """Manual, 'Joueurs et mode de jeu': 3 players and more, with no maximum; every threshold is a
    multiple of N, so the referee answers for any N >= 3 (the kit's print limit is not the game's)."""
    result = referee.track({"players": players, "credits": credits}, MODEL)
    assert (result["cycle"], result["max_new_credits"]) == (cycle, players * result["liasse"])


# Track: the manual's open points, named only when the other reading would answer otherwise.

def notes(result):
    return [entry["id"] for entry in result["readings"]]


def test_exactly_six_credits_a_player_is_cycle_3_without_devaluation():
    """The standard track's boxes read 2N < credits < 6N, then the devaluation: 6N itself is in
    neither. The referee keeps the pawn on cycle 3 and says it is a reading."""
    result = referee.track({"players": 5, "credits": 30}, MODEL)
    assert (result["cycle"], result["devaluation"]) == (3, None)
    assert notes(result) == ["devaluation-bound", "credit-ceiling"]
    assert result["readings"][0] == {
        "id": "devaluation-bound", "per_player": 6, "cycle": 3,
        "note": "The track does not say which box holds exactly 6 credits per player; this referee keeps the pawn "
                "on cycle 3, with no devaluation yet."}
    assert referee.explain("track", result).splitlines()[-2] == result["readings"][0]["note"]
    assert notes(referee.track({"players": 5, "credits": 29}, MODEL)) == ["credit-ceiling"]


@pytest.mark.parametrize("credits, named", [(21, True), (30, True), (20, False), (11, False)])
def test_cycle_5_keeps_cycle_3s_bound_where_the_manuals_4_would_devalue(credits, named):
    """Errata cycle5_upper_bound: the manual's cycle-5 box bounds it at 4N, cycles 3 and 7 at 6N.
    Between 4N and 6N the two readings differ, and only there the verdict names it."""
    result = referee.track({"players": 5, "credits": credits, "devaluations": 1}, MODEL)
    assert result["cycle"] == 5 and result["devaluation"] is None
    assert ("cycle5-bound" in notes(result)) is named
    if named:
        assert [e for e in result["readings"] if e["id"] == "cycle5-bound"][0]["note"] == (
            "Cycle 5 repeats cycle 3, and this referee keeps its bound, 6 credits per player; the manual's "
            "cycle-5 box says 4, which would devalue now.")


def test_the_credit_ceiling_is_named_only_where_the_liasse_is_two_cards():
    """Errata max_new_credits: the heading's N x liasse and the boxes' one per player agree at
    liasses of 1; the cycle-8 box (liasses of 4) says N x 4 itself."""
    assert notes(referee.track({"players": 5, "credits": 4}, MODEL)) == []
    assert notes(referee.track({"players": 5, "credits": 12}, MODEL)) == ["credit-ceiling"]
    assert notes(referee.track({"players": 5, "credits": 31, "variant": "liasse4"}, MODEL)) == []


# Battle: the manual's open points.

def test_a_dead_heat_is_named_with_its_players():
    result = run([fighter("A", ["KH"]), fighter("B", ["KS"]), fighter("C", ["5D"])], pot=60)
    assert result["readings"] == [{
        "id": "dead-heat-prizes", "players": ["A", "B"],
        "note": "The manual says only that players tied on every count share; this referee pays A and B a full "
                "prize each, pooled and picked in turn."}]
    assert referee.explain("battle", result).splitlines()[-1] == result["readings"][0]["note"]


def test_a_public_employee_who_owns_a_factory_is_named():
    """Player board: the factory boxes say a public employee cannot run one; the referee lets such a
    player in at one liasse, their factory cards counting in a tie."""
    result = run([fighter("P", ["KS"], workshops=2, factory_cards=1, public_employee=True), fighter("B", ["KH"])])
    assert gains(result) == [("P", 3), ("B", 7)]   # the factory card wins the tie on kings; P is paid 3x
    assert [e["id"] for e in result["readings"]] == ["public-employee-factory"]
    assert result["readings"][0]["players"] == ["P"]
    assert notes(run([fighter("P", ["KS"], public_employee=True), fighter("B", ["QH"])])) == []


def test_the_booklets_count_has_one_winner():
    """The booklet's example names one winner; its data must give a first place of one."""
    from printkit.games.triple_bataille.referee_examples import WEALTH
    assert len(referee.wealth(copy.deepcopy(WEALTH), MODEL)["ranking"][0]) == 1
    assert examples(MODEL)["wealth"]["winner"] == referee.wealth(copy.deepcopy(WEALTH), MODEL)["ranking"][0][0]


# Input errors: one line each, naming the key.

@pytest.mark.parametrize("data, message", [
    ({"pot": 5, "contenders": []}, "battle: liasse: expected a value, got nothing"),
    ({"liasse": 0, "pot": 5, "contenders": []}, "battle: liasse: expected an integer from 1 to 8, got 0"),
    ({"liasse": 1, "pot": "x", "contenders": []}, "battle: pot: expected an integer >= 0, got 'x'"),
    ({"liasse": 1, "pot": 5, "contenders": {}}, "battle: contenders: expected a list, got an object"),
    ({"liasse": 1, "pot": 5, "contenders": [fighter("A", ["1X"])]},
     "battle: contenders[0]: cards[0]: expected a playing card such as AS, 10H or QD, got '1X'"),
    ({"liasse": 1, "pot": 5, "contenders": [fighter("A", ["AS", "KS"], stake=2, workshops=1)]},
     "battle: contenders[0]: stake: expected an integer from 1 to 1, got 2"),
    ({"liasse": 2, "pot": 5, "contenders": [fighter("A", ["AS"])]},
     "battle: contenders[0]: cards: expected 2 cards (1 liasse(s) of 2), got 1"),
    ({"liasse": 1, "pot": 1, "contenders": [fighter("A", ["AS"]), fighter("B", ["KS"])]},
     "battle: pot: expected at least the 2 cards staked, got 1"),
    ({"liasse": 1, "pot": 5, "contenders": [fighter("A", ["AS"]), fighter("A", ["KS"])]},
     "battle: contenders[1]: player: expected a name not used before, got 'A'"),
    ({"liasse": 1, "pot": 5, "contenders": [fighter("A", ["AS"]) | {"public_employee": "no"}]},
     "battle: contenders[0]: public_employee: expected true or false, got 'no'"),
])
def test_battle_input_errors(data, message):
    with pytest.raises(UsageError) as caught:
        referee.battle(data, MODEL)
    assert str(caught.value) == message


@pytest.mark.parametrize("check, data, message", [
    ("track", {"players": 2, "credits": 0}, "track: players: expected an integer >= 3, got 2"),
    ("track", {"players": 5, "credits": -1}, "track: credits: expected an integer >= 0, got -1"),
    ("track", {"players": 5, "credits": 1, "variant": "x"},
     "track: variant: expected one of liasse1, liasse4, standard, got 'x'"),
    ("wealth", {"money": "euro", "players": {}}, "wealth: money: expected one of dette, libre, got 'euro'"),
    ("wealth", {"money": "dette", "players": {}},
     "wealth: players: expected an object with one entry per player, got an object"),
    ("wealth", {"money": "dette", "players": {"A": {"money": 1, "houses": 0}}},
     "wealth: players.A: factories: expected a value, got nothing"),
    ("wealth", [], "wealth: expected a JSON object, got a list"),
])
def test_wealth_and_track_input_errors(check, data, message):
    with pytest.raises(UsageError) as caught:
        referee.CHECKS[check](data, MODEL)
    assert str(caught.value) == message


# Explanations.

def test_explain_reads_the_battle_aloud():
    text = referee.explain("battle", referee.battle(copy.deepcopy(BATTLE), MODEL))
    assert text.splitlines() == [
        "Winner 1: Alice takes 7 cards.", "Winner 2: Bruno takes 12 cards.", "Winner 3: Chloé takes 3 cards.",
        "Winner 4: David takes 3 cards.", "The State collects 25 cards in taxes and leftovers."]


def test_explain_a_devaluation():
    text = referee.explain("track", referee.track({"players": 5, "credits": 31}, MODEL))
    assert text.splitlines() == [
        "Devaluation now: everyone, the Bank and the State divide their money cards and their credits by 4.",
        "The pawn stands on cycle 4; a liasse is 1 card.",
        "The Bank may grant at most 5 new credits in this battle."]


def test_explain_wealth_and_an_unknown_check():
    assert referee.explain("wealth", {"wealth": {"A": 10, "B": 3}, "ranking": [["A"], ["B"]]}) == "1. A: 10 points.\n2. B: 3 points."
    with pytest.raises(UsageError) as caught:
        referee.explain("score", {})
    assert str(caught.value) == "check: expected one of battle, track, wealth, got 'score'"


def test_checks_registry():
    assert sorted(referee.CHECKS) == ["battle", "track", "wealth"]
