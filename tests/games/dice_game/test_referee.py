"""The dice game referee: moves, landings, winner, input errors, and properties (issue 7 §4)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import UsageError
from printkit.games.dice_game.model import load_model
from printkit.games.dice_game.model_board import distance, generate
from printkit.games.dice_game.referee import CHECKS, booklet_examples, explain, land, moves, run, winner
from printkit.games.dice_game.referee_rules import roll_power

MODEL = load_model()
START = [["N", "S", "E", "W"], ["1", "2", "3", "4"]]
SEED = 42
BOARD = generate(MODEL, SEED)


def squares(result):
    return {tuple(sq) for sq in result["destinations"]}


def player(name, at, coins, dice=START):
    return {"name": name, "at": list(at), "coins": coins, "dice": dice}


def arrive(to, *others, mover_at=None, coins=2, dice=START):
    """A lands on `to`, coming by default from the square south of it (or north, on the edge)."""
    start = mover_at or (to[0], to[1] - 1 if to[1] > 1 else to[1] + 1)
    data = {"seed": SEED, "mover": "A", "to": list(to),
            "players": [player("A", start, coins, dice), *others]}
    return land(data, MODEL)


def first_normal_not(*avoid):
    """A normal square of BOARD other than (1, 1)."""
    return next((x, y) for y in range(1, 51) for x in range(1, 51)
                if BOARD.kind_at((x, y)) == "normal" and (x, y) not in {(1, 1), *avoid})


# --- moves -------------------------------------------------------------------------------------

def test_brief_example_power_5_north_west():
    """Brief ¶4: power 5 with North and West: 0-5 North, 0-5 West, 0-2 North-West."""
    found = squares(moves({"at": [20, 20], "roll": ["N", "W", "2", "3"], "seed": 1}, MODEL))
    expected = {(20, 20)} | {(20, 20 + k) for k in range(1, 6)} | {(20 - k, 20) for k in range(1, 6)} \
        | {(20 - k, 20 + k) for k in range(1, 3)}
    assert found == expected


def test_single_direction_moves_zero_to_power():
    """Brief ¶2: a 3 and North allow 0, 1, 2 or 3 squares up."""
    found = squares(moves({"at": [10, 10], "roll": ["N", "3"]}, MODEL))
    assert found == {(10, 10), (10, 11), (10, 12), (10, 13)}


def test_powers_add_up():
    """Brief ¶4: a 2 and a 4 move up to 6."""
    found = squares(moves({"at": [10, 10], "roll": ["E", "2", "4"]}, MODEL))
    assert max(x for x, _ in found) == 16 and len(found) == 7


def test_opposite_directions_give_no_diagonal():
    found = squares(moves({"at": [10, 10], "roll": ["N", "S", "4"]}, MODEL))
    assert found == {(10, 10 + k) for k in range(-4, 5)}


def test_three_directions_open_two_diagonals():
    found = squares(moves({"at": [10, 10], "roll": ["N", "E", "W", "4"]}, MODEL))
    assert {(12, 12), (8, 12)} <= found and (12, 8) not in found and (13, 13) not in found


def test_moves_stop_at_the_board_edge():
    found = squares(moves({"at": [1, 50], "roll": ["N", "W", "4"]}, MODEL))
    assert found == {(1, 50)}


def test_no_direction_rolled_means_staying_put():
    found = squares(moves({"at": [5, 5], "roll": ["3", "4"]}, MODEL))
    assert found == {(5, 5)}


def test_destinations_are_sorted_lists():
    result = moves({"at": [10, 10], "roll": ["S", "1"]}, MODEL)
    assert result == {"destinations": [[10, 9], [10, 10]]}
    json.dumps(result)


@settings(max_examples=60, deadline=None)
@given(x=st.integers(1, 50), y=st.integers(1, 50),
       roll=st.lists(st.sampled_from(["N", "E", "S", "W", "1", "2", "3", "4", "5", "6"]), min_size=1, max_size=6))
def test_every_destination_is_on_the_board_and_paid_for(x, y, roll):
    """Property: each destination lies on the board, in line or on a diagonal, within the power."""
    found = squares(moves({"at": [x, y], "roll": roll}, MODEL))
    power = roll_power(tuple(roll))
    assert (x, y) in found
    for tx, ty in found:
        assert 1 <= tx <= 50 and 1 <= ty <= 50
        dx, dy = tx - x, ty - y
        assert dx == 0 or dy == 0 or abs(dx) == abs(dy)
        assert distance((x, y), (tx, ty)) <= power   # diagonals at double cost = Manhattan length


@settings(max_examples=40, deadline=None)
@given(roll=st.lists(st.sampled_from(["N", "E", "S", "W", "1", "2", "3", "4", "5", "6"]), min_size=1, max_size=5))
def test_order_of_faces_does_not_matter(roll):
    at = {"at": [25, 25]}
    assert moves({**at, "roll": roll}, MODEL) == moves({**at, "roll": list(reversed(roll))}, MODEL)


# --- land --------------------------------------------------------------------------------------

def test_brief_example_steal_seven_coins():
    """Brief ¶3: robbing a player holding 7 takes 3 and leaves 4."""
    to = first_normal_not()
    result = arrive(to, player("B", to, 7), coins=2)
    assert result["steals"] == [{"from": "B", "amount": 3}]
    assert result["coins"] == {"A": 5, "B": 4}
    assert result["square"] == "normal" and not result["game_over"]


def test_every_occupant_is_robbed_on_their_own():
    to = first_normal_not()
    result = arrive(to, player("B", to, 5), player("C", to, 9))
    assert result["steals"] == [{"from": "B", "amount": 2}, {"from": "C", "amount": 4}]
    assert result["coins"] == {"A": 8, "B": 3, "C": 5}


def test_bonus_offers_gain_or_tax():
    """Brief ¶3: 5 coins, or 2 lost by every other player; nobody goes below zero."""
    result = arrive(BOARD.bonus[0], player("B", (40, 40), 1), player("C", (45, 45), 6), coins=3)
    assert result["square"] == "bonus"
    assert result["bonus"] == {"gain": {"A": 8, "B": 1, "C": 6}, "tax": {"A": 3, "B": 0, "C": 4}}


def test_steal_happens_before_the_bonus():
    to = BOARD.bonus[0]
    result = arrive(to, player("B", to, 9), coins=0)
    assert result["coins"] == {"A": 4, "B": 5}
    assert result["bonus"]["gain"]["A"] == 9


def test_merchant_offers_what_the_reserve_can_pay():
    """Brief ¶3: selling earns the face count; a direction costs 1, a power its value."""
    result = arrive(BOARD.merchant[0], player("B", (40, 40), 0), coins=4)
    offers = result["merchant"]
    assert offers["sell"] == [{"die": 0, "faces": 4, "earns": 4}, {"die": 1, "faces": 4, "earns": 4}]
    assert offers["buy"] == [{"faces": 2, "price": 2}, {"faces": 4, "price": 4}]
    assert [o["face"] for o in offers["replace"]] == ["N", "S", "E", "W", "1", "2", "3", "4"]
    assert all(o["price"] <= 4 for o in offers["replace"])


def test_merchant_with_no_coins_offers_only_sales():
    result = arrive(BOARD.merchant[0], player("B", (40, 40), 0), coins=0)
    assert result["merchant"] == {"sell": [{"die": 0, "faces": 4, "earns": 4}, {"die": 1, "faces": 4, "earns": 4}],
                                  "buy": [], "replace": []}
    assert result["readings"] == []   # no die on sale: the price of a new die is not part of this answer


def test_a_player_without_dice_cannot_arrive_anywhere():
    """Brief ¶2: a pawn moves by the dice it rolls; with none left it stays where it is."""
    with pytest.raises(UsageError) as caught:
        arrive(BOARD.merchant[0], player("B", (40, 40), 0), coins=0, dice=[])
    assert "dice can reach" in str(caught.value)


def test_arriving_on_the_finish_ends_the_game():
    result = arrive((25, 25), player("B", (40, 40), 7), coins=2)
    assert result["square"] == "end" and result["game_over"]
    assert result["winner"]["winner"] == "B"


def test_staying_put_is_not_an_arrival():
    to = BOARD.bonus[0]
    result = arrive(to, player("B", to, 8), mover_at=to)
    assert result["moved"] is False and result["steals"] == [] and result["bonus"] is None
    assert explain("land", result) == (f"A stays on ({to[0]}, {to[1]}). Staying put is not an arrival: "
                                       "nothing happens and play passes on.")


def test_explain_steal_and_normal_square():
    to = first_normal_not()
    text = explain("land", arrive(to, player("B", to, 7)))
    assert text == (f"A arrives on ({to[0]}, {to[1]}). A takes 3 coins from B, who keeps 4 coins. "
                    "It is a normal square: play passes to the next player.")


coins_st = st.integers(min_value=0, max_value=200)


@settings(max_examples=60, deadline=None)
@given(a=coins_st, b=coins_st, c=coins_st)
def test_a_steal_moves_coins_and_never_creates_them(a, b, c):
    to = first_normal_not()
    result = arrive(to, player("B", to, b), player("C", (40, 40), c), coins=a)
    assert sum(result["coins"].values()) == a + b + c
    assert result["coins"]["B"] == b - b // 2 and result["coins"]["A"] == a + b // 2


@settings(max_examples=60, deadline=None)
@given(a=coins_st, b=coins_st, c=coins_st)
def test_bonus_tax_never_goes_below_zero(a, b, c):
    result = arrive(BOARD.bonus[0], player("B", (40, 40), b), player("C", (45, 45), c), coins=a)
    tax = result["bonus"]["tax"]
    assert tax["A"] == a and tax["B"] == max(0, b - 2) and tax["C"] == max(0, c - 2)
    assert result["bonus"]["gain"]["A"] == a + 5


# --- land: only where the mover's dice reach (brief ¶2, ¶4) ------------------------------------

def land_from(at, to, dice=START):
    """A moves from `at` to `to` with these dice; B waits far away."""
    return land({"seed": SEED, "mover": "A", "to": list(to),
                 "players": [player("A", at, 2, dice), player("B", (40, 40), 3)]}, MODEL)


@pytest.mark.parametrize("to", [(12, 15), (10, 20), (13, 13), (12, 12), (10, 15)])
def test_land_refuses_squares_the_dice_cannot_reach(to):
    """Brief ¶2, ¶4: with [N, S, E, W] and [1, 2, 3, 4] a pawn goes 0 to 4 squares in the one direction
    rolled. (12, 15) is no line, (10, 20) needs power 10, (10, 15) power 5; a diagonal needs two
    directions rolled together, which one direction die never shows, so (12, 12) and (13, 13) are out."""
    with pytest.raises(UsageError) as caught:
        land_from((10, 10), to)
    assert str(caught.value) == ("to: expected a square A's dice can reach from [10, 10] (straight up to the power "
                                 f"rolled, diagonally at twice the cost), got [{to[0]}, {to[1]}]")


def test_land_accepts_every_square_a_roll_reaches():
    for to in [(10, 14), (6, 10), (10, 10), (11, 10)]:
        assert land_from((10, 10), to)["to"] == list(to)


def test_a_diagonal_costs_twice_the_power():
    """Brief ¶4: two direction dice and a 4 reach 2 squares diagonally, not 3."""
    two_directions = [["N", "S", "E", "W"], ["N", "S", "E", "W"], ["1", "2", "3", "4"]]
    assert land_from((10, 10), (12, 12), two_directions)["moved"] is True
    with pytest.raises(UsageError):
        land_from((10, 10), (13, 13), two_directions)


FACE = st.sampled_from(["N", "E", "S", "W", "1", "2", "3", "4", "5", "6"])
DIE = st.lists(FACE, min_size=2, max_size=4).filter(lambda faces: len(faces) in (2, 4))


@settings(max_examples=150, deadline=None)
@given(x=st.integers(1, 50), y=st.integers(1, 50), dice=st.lists(DIE, min_size=0, max_size=3),
       dx=st.integers(-13, 13), dy=st.integers(-13, 13))
def test_land_accepts_exactly_what_some_roll_lets_moves_reach(x, y, dice, dx, dy):
    """Property: `land` takes a destination iff `moves` lists it for at least one roll of the
    mover's dice (one face per die), whatever the dice and the squares."""
    to = (min(50, max(1, x + dx)), min(50, max(1, y + dy)))
    rolls = itertools.product(*dice)
    expected = any(to in squares(moves({"at": [x, y], "roll": list(roll)}, MODEL)) for roll in rolls if roll) \
        or to == (x, y)
    try:
        land_from((x, y), to, dice)
        accepted = True
    except UsageError:
        accepted = False
    assert accepted == expected


# --- land: the brief's open points, named only when they shape the answer --------------------

BONUS_NOTE = ("The brief does not say what a purse smaller than the bonus tax loses; this referee takes what it "
              "holds and no more, so B does not go below 0.")
DIE_NOTE = "The brief gives no price for a new die; this referee charges one coin per face, what the die sells back for."


def test_a_bonus_tax_on_a_short_purse_is_named_as_a_reading():
    """DECISIONS.md D5: a tax bigger than the purse empties it; the verdict says so."""
    result = arrive(BOARD.bonus[0], player("B", (40, 40), 1), player("C", (45, 45), 6), coins=3)
    assert result["readings"] == [{"id": "bonus-tax-floor", "players": ["B"], "note": BONUS_NOTE}]
    assert explain("land", result).splitlines()[-1] == BONUS_NOTE


def test_no_reading_when_every_purse_pays_the_whole_tax():
    result = arrive(BOARD.bonus[0], player("B", (40, 40), 2), player("C", (45, 45), 6), coins=3)
    assert result["readings"] == [] and len(explain("land", result).splitlines()) == 1


def test_the_price_of_a_new_die_is_named_when_one_is_on_sale():
    """DECISIONS.md D3: the brief prices no new die; the referee's price is said with the offer."""
    result = arrive(BOARD.merchant[0], player("B", (40, 40), 0), coins=4)
    assert result["readings"] == [{"id": "new-die-price", "note": DIE_NOTE}]
    assert explain("land", result).splitlines()[-1] == DIE_NOTE


# --- winner ------------------------------------------------------------------------------------

def test_most_coins_wins():
    result = winner({"players": [player("A", (1, 1), 3), player("B", (1, 1), 9)]}, MODEL)
    assert result["winner"] == "B" and result["decided_by"] == "coins"
    assert explain("winner", result) == "B wins with the most coins: 9."


def test_tie_on_coins_goes_to_total_power():
    strong = START + [["6", "6"]]
    result = winner({"players": [player("A", (1, 1), 5), player("B", (1, 1), 5, strong)]}, MODEL)
    assert result["winner"] == "B" and result["decided_by"] == "power"
    assert result["power"] == {"A": 10, "B": 22}
    assert explain("winner", result) == "A and B tie on 5 coins; B wins with the highest total power, 22."


def test_tie_on_coins_and_power_means_nobody_wins():
    result = winner({"players": [player("A", (1, 1), 5), player("B", (1, 1), 5), player("C", (1, 1), 1)]}, MODEL)
    assert result["winner"] is None and result["decided_by"] == "tie" and result["leaders"] == ["A", "B"]
    assert explain("winner", result) == ("A and B tie on 5 coins and on total power (10): "
                                         "nobody wins, every player loses.")


def test_direction_faces_add_no_power():
    mixed = [["N", "6", "E", "W"], ["1", "2", "3", "4"]]
    result = winner({"players": [player("A", (1, 1), 5, mixed), player("B", (1, 1), 5)]}, MODEL)
    assert result["power"] == {"A": 16, "B": 10}


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(coins_st, st.lists(st.sampled_from(["1", "2", "3", "4", "5", "6", "N"]),
                                            min_size=4, max_size=4)), min_size=2, max_size=4))
def test_winner_does_not_depend_on_seating_order(table):
    players = [player(f"P{i}", (1, 1), coins, [faces]) for i, (coins, faces) in enumerate(table)]
    forward = winner({"players": players}, MODEL)
    backward = winner({"players": list(reversed(players))}, MODEL)
    assert forward == backward
    if forward["winner"] is not None:
        assert forward["coins"][forward["winner"]] == max(forward["coins"].values())


# --- input errors (one line, asserted exactly) -------------------------------------------------

@pytest.mark.parametrize("check, data, message", [
    ("moves", {"at": [0, 3], "roll": ["N", "1"]}, "at: expected [column, row] with each from 1 to 50, got [0, 3]"),
    ("moves", {"roll": ["N"]}, "at: expected [column, row] with each from 1 to 50, got nothing"),
    ("moves", {"at": [3, 3], "roll": ["N", "9"]}, 'roll[1]: expected N, E, S, W or a power from 1 to 6, got "9"'),
    ("moves", {"at": [3, 3], "roll": []}, 'roll: expected a list of rolled faces such as ["N", "2"], got []'),
    ("moves", {"at": [3, 3], "roll": ["N"], "seed": -4}, "seed: expected an integer from 0 to 9223372036854775807, got -4"),
    ("moves", [1, 2], "input: expected a JSON object, got [1, 2]"),
    ("land", {"mover": "A", "to": [1, 1], "players": []}, "seed: expected an integer from 0 to 9223372036854775807, got nothing"),
    ("land", {"seed": 1, "mover": "A", "to": [1, 1], "players": [player("A", (1, 1), 2)]},
     'players: expected a list of 2 to 4 players, got [{"name": "A", "at": [1, 1], "coins": 2, "dice": [["N", "S", "E", "W"], ["1", "2", "3", "4"]]}]'),
    ("land", {"seed": 1, "mover": "Z", "to": [1, 1], "players": [player("A", (1, 1), 2), player("B", (2, 2), 2)]},
     'mover: expected one of the players (A, B), got "Z"'),
    ("land", {"seed": 1, "mover": "A", "to": [1, 1], "players": [player("A", (1, 1), 2), player("A", (2, 2), 2)]},
     'players[1].name: expected a name no other player has, got "A"'),
    ("land", {"seed": 1, "mover": "A", "to": [1, 1], "players": [player("A", (1, 1), -1), player("B", (2, 2), 2)]},
     "players[0].coins: expected an integer >= 0, got -1"),
    ("winner", {"players": [player("A", (1, 1), 2, [["1", "2", "3"]]), player("B", (1, 1), 2)]},
     'players[0].dice[0]: expected a die as a list of 2, 4, 6, 8 faces, got ["1", "2", "3"]'),
    ("winner", {"players": [player("A", (1, 1), 2), {"name": "B", "coins": 1, "dice": "d6"}]},
     'players[1].dice: expected a list of dice, each a list of faces, got "d6"'),
])
def test_bad_input_is_one_usage_error_line(check, data, message):
    with pytest.raises(UsageError) as caught:
        CHECKS[check](data)
    assert str(caught.value) == message
    assert "\n" not in str(caught.value)


def test_unknown_check():
    with pytest.raises(UsageError) as caught:
        run("score", {})
    assert str(caught.value) == "check: expected one of land, moves, winner, got 'score'"


def test_checks_accept_integer_faces_and_default_model():
    assert CHECKS["moves"]({"at": [3, 3], "roll": ["E", 1]}) == {"destinations": [[3, 3], [4, 3]]}


# --- booklet examples --------------------------------------------------------------------------

def test_booklet_examples_reproduce_the_brief():
    examples = booklet_examples(MODEL)
    assert (examples["move_power"], examples["move_north"], examples["move_west"], examples["move_diagonal"]) == (5, 5, 5, 2)
    assert (examples["steal_before"], examples["steal_taken"], examples["steal_kept"]) == (7, 3, 4)
    assert examples["bonus_bruno_after"] == 0 and examples["bonus_alice_after"] == examples["bonus_alice_before"] + 5
    assert examples["tie_winner"] == "Alice" and examples["tie_alice_power"] > examples["tie_bruno_power"]
    assert examples["start_fits"] is True and examples["start_distance"] == 7
    json.dumps(examples)


# --- the shipped example files, through the command line ----------------------------------------

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


@pytest.mark.parametrize("check, expect", [
    ("moves", lambda r: len(r["destinations"]) == 13),
    ("land", lambda r: r["square"] == "merchant" and r["steals"] == [{"from": "Bruno", "amount": 3}]),
    ("winner", lambda r: (r["winner"], r["decided_by"]) == ("Alice", "power")),
])
def test_example_files_score_from_the_command_line(check, expect):
    from click.testing import CliRunner
    from printkit.cli import main
    result = CliRunner().invoke(main, ["score", "dice-game", check, str(EXAMPLES / f"dice-game-{check}.json"), "--json"])
    assert result.exit_code == 0, result.output
    assert expect(json.loads(result.output))
