"""Market Island mining score (manual §2.4, §4.7): rules, tie-breaks, errors, explanations, properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import UsageError
from printkit.games.market_island.referee import CHECKS, explain, mining
from printkit.schema import RANKS, SUITS

DECK = [rank + suit for suit in SUITS for rank in RANKS]


# --- §2.4: one point per same rank, one per same suit, against the winning card and the block ---

def test_rank_and_suit_each_score_against_every_compared_card():
    result = mining("9C", ["9H", "KH"], ["9D", "AC"])
    assert result["scores"] == {"P1": 2, "P2": 1}
    assert result["points"]["P1"] == [
        {"card": "9C", "rank": True, "suit": False},
        {"card": "9H", "rank": True, "suit": False},
        {"card": "KH", "rank": False, "suit": False},
    ]


def test_one_card_can_give_rank_and_suit():
    result = mining("2S", ["KH", "3D"], ["KH", "4C"])
    assert result["points"]["P1"][1] == {"card": "KH", "rank": True, "suit": True}
    assert result["scores"]["P1"] == 2


def test_other_players_standard_cards_do_not_count():
    # P2's 9S shares rank 9 with P1's 9D, but standard cards are never compared with each other.
    result = mining("2C", ["3H", "4H"], ["9D", "9S"])
    assert result["scores"] == {"P1": 0, "P2": 0}


def test_non_miners_score_none_and_have_no_points():
    result = mining("9C", ["9H", "KH", "2D"], ["-", "AC", None])
    assert result["scores"] == {"P1": None, "P2": 1, "P3": None}
    assert result["points"]["P1"] is None and result["points"]["P3"] is None
    assert result["winner"] == "P2" and result["decided_by"] == "points"


def test_result_has_exactly_the_issue_shape():
    result = mining("9C", ["9H", "KH"], ["9D", "AC"])
    assert sorted(result) == ["decided_by", "must_roll", "points", "scores", "winner"]
    assert result["must_roll"] == []


def test_cards_accept_symbols_lower_case_and_string_lists():
    result = mining("9♣", "9h k♥", "9d ac")
    assert result["scores"] == {"P1": 2, "P2": 1}


# --- ties: highest standard card, then the die ---

def test_tie_on_points_goes_to_the_highest_card():
    result = mining("9C", ["KH", "KH", "9D"], ["9H", "AC", "KH"])
    assert result["scores"] == {"P1": 4, "P2": 1, "P3": 4}
    assert (result["winner"], result["decided_by"], result["must_roll"]) == ("P3", "highest-card", [])


def test_ace_is_the_highest_card():
    result = mining("5D", ["2H", "3S"], ["AH", "KS"])
    assert result["scores"] == {"P1": 1, "P2": 1}
    assert result["winner"] == "P1" and result["decided_by"] == "highest-card"


def test_same_rank_tie_without_dice_names_who_must_roll():
    result = mining("5S", ["9C", "2H"], ["9H", "9S"])
    assert result["winner"] is None
    assert result["decided_by"] == "dice"
    assert result["must_roll"] == ["P1", "P2"]


def test_same_rank_tie_with_dice_goes_to_the_highest_roll():
    result = mining("5S", ["9C", "2H"], ["9H", "9S"], {"P1": 3, "P2": 5})
    assert (result["winner"], result["decided_by"], result["must_roll"]) == ("P2", "dice", [])


def test_dice_as_cli_pairs():
    assert mining("5S", ["9C", "2H"], ["9H", "9S"], ["P1=6", "p2=5"])["winner"] == "P1"


def test_equal_rolls_send_those_players_to_roll_again():
    result = mining("5S", ["9C", "2H", "3D"], ["9H", "9S", "-"], {"P1": 4, "P2": 4})
    assert result["winner"] is None and result["must_roll"] == ["P1", "P2"]


def test_dice_of_players_outside_the_tie_are_ignored():
    result = mining("9C", ["9H", "KH"], ["9D", "AC"], {"P2": 6})
    assert result["winner"] == "P1" and result["decided_by"] == "points"


# --- invalid input: one line each, exactly ---

@pytest.mark.parametrize("args, message", [
    (("9X", ["9H"], ["9D"]), "--winning: expected a card such as 9C, 10H or K♠, got '9X'"),
    (("9C", ["9H", "1Z"], ["9D", "-"]), "--block card 2: expected a card such as 9C, 10H or K♠, got '1Z'"),
    (("9C", ["9H", "KH"], ["9D", "11S"]), "--played P2: expected a card such as 9C, 10H or K♠, got '11S'"),
    (("9C", ["9H", "KH"], ["9D", "9d"]), "--played P2: 9D is already played by P1; expected each standard card once"),
    (("9C", ["9H", "KH"], ["9c", "-"]),
     "--played P1: 9C is the winning card on the board; expected a card still in the standard deck"),
    (("9C", ["9H", "KH"], ["9D"]),
     "--played: expected 2 entries (one per --block card, '-' for a player who did not mine), got 1"),
    (("9C", [], []), "--block: expected one transaction card per player, got none"),
    (("9C", 5, ["9D"]), "--block: expected a list of cards, got 5"),
])
def test_invalid_input_is_one_exact_line(args, message):
    with pytest.raises(UsageError) as caught:
        mining(*args)
    assert str(caught.value) == message
    assert caught.value.exit_code == 2


@pytest.mark.parametrize("dice, message", [
    ({"P1": 3, "P3": 2}, "--dice: expected a player from P1 to P2, got 'P3'"),
    ({"P1": 7}, "--dice P1: expected a roll from 1 to 6, got 7"),
    ({"P1": True}, "--dice P1: expected a roll from 1 to 6, got True"),
    (["P1:4"], "--dice: expected rolls such as P1=4, got 'P1:4'"),
    ({"P1": 4}, "--dice: expected a roll for each of P1, P2 (tied), got none for P2"),
    (7, "--dice: expected rolls such as P1=4, got 7"),
])
def test_invalid_dice_are_one_exact_line(dice, message):
    with pytest.raises(UsageError) as caught:
        mining("5S", ["9C", "2H"], ["9H", "9S"], dice)
    assert str(caught.value) == message


# --- CHECKS and explain ---

def test_check_adds_the_played_cards_and_the_winning_card_after_the_block():
    result = CHECKS["mining"]({"winning": "9C", "block": ["9H", "KH"], "played": ["9D", "-"]})
    assert result["played"] == {"P1": "9D", "P2": None}
    assert result["winning"] == "9D"
    tie = CHECKS["mining"]({"winning": "5S", "block": ["9C", "2H"], "played": ["9H", "9S"]})
    assert (tie["winner"], tie["winning"]) == (None, None)   # a die roll is still owed


@pytest.mark.parametrize("block, played", [
    (["9H", "KH", "9D", "2C", "3C", "4C", "5C"], ["9H", "AC", "KH", "2D", "3D", "4D", "5D"]),
    (["9H"], ["9D"]),
])
def test_the_check_scores_tables_of_two_to_six_only(block, played):
    """Manual §3: the game is played by 2 to 6 players, so a block holds 2 to 6 transaction cards."""
    with pytest.raises(UsageError) as caught:
        CHECKS["mining"]({"winning": "9C", "block": block, "played": played})
    assert str(caught.value) == ("--block: expected one transaction card per player, 2 to 6 of them (§3), "
                                 f"got {len(block)}")


def test_a_block_nobody_mines_keeps_the_winning_card():
    """Manual §2.2 and its footnote: mining is optional. Nobody mining is no mistake: nobody wins,
    and the referee says what the round referee says of such a turn."""
    result = CHECKS["mining"]({"winning": "9C", "block": ["9H", "KH", "9D"], "played": ["-", "-", None]})
    assert (result["winner"], result["decided_by"], result["must_roll"], result["winning"]) == (
        None, "nobody-mined", [], "9C")
    assert result["scores"] == {"P1": None, "P2": None, "P3": None}
    assert explain("mining", result) == "Nobody mined; 9♣ stays the winning card."


def test_check_rejects_unknown_and_missing_keys():
    with pytest.raises(UsageError) as caught:
        CHECKS["mining"]({"winning": "9C", "block": ["9H"], "played": ["9D"], "die": {}})
    assert str(caught.value) == "mining: unknown key(s) die; expected: winning, block, played, dice"
    with pytest.raises(UsageError) as caught:
        CHECKS["mining"]({"winning": "9C", "block": ["9H"]})
    assert str(caught.value) == "--played: expected a value, got nothing"


def test_explain_says_each_point_and_the_verdict():
    result = CHECKS["mining"]({"winning": "9C", "block": ["9H", "KH"], "played": ["9D", "AC"]})
    assert explain("mining", result) == (
        "P1 scores 2 points: the 9♦ matches the rank of 9♣ and 9♥.\n"
        "P2 scores 1 point: the A♣ matches the suit of 9♣.\n"
        "P1 wins the block with 2 points. 9♦ is the new winning card.")


def test_explain_tie_broken_by_the_highest_card():
    result = CHECKS["mining"]({"winning": "9C", "block": ["KH", "KH", "9D"], "played": ["9H", "-", "KH"]})
    assert explain("mining", result).splitlines() == [
        "P1 scores 4 points: the 9♥ matches the rank of 9♣ and 9♦, and the suit of K♥ and K♥.",
        "P2 did not mine and scores nothing.",
        "P3 scores 4 points: the K♥ matches the rank of K♥ and K♥, and the suit of K♥ and K♥.",
        "P1 and P3 tie on 4 points; P3's K♥ is the highest card and wins the block. K♥ is the new winning card.",
    ]


def test_explain_names_who_must_roll_and_who_scores_nothing():
    result = CHECKS["mining"]({"winning": "5S", "block": ["9C", "2H", "3C"], "played": ["9H", "9S", "4D"]})
    lines = explain("mining", result).splitlines()
    assert lines[2] == "P3 scores 0: the 4♦ matches neither the rank nor the suit of any card."
    assert lines[3] == "P1 and P2 tie on 2 points and on the rank of their cards: P1 and P2 must roll the die, highest roll wins."


def test_only_the_cards_of_the_highest_rank_tie_on_rank():
    """Manual §2.4: three players tie on points; the highest card leaves the two kings, so only they
    tie on the rank of their cards and roll; P3's queen is out of it."""
    result = CHECKS["mining"]({"winning": "9C", "block": ["2C", "3C", "4C"], "played": ["KD", "KS", "QH"]})
    assert result["must_roll"] == ["P1", "P2"]
    assert explain("mining", result).splitlines()[-1] == (
        "P1, P2 and P3 tie on 0 points; P1 and P2 also tie on the rank of their cards: P1 and P2 must roll the die, "
        "highest roll wins.")
    rolled = CHECKS["mining"]({"winning": "9C", "block": ["2C", "3C", "4C"], "played": ["KD", "KS", "QH"],
                               "dice": {"P1": 3, "P2": 5}})
    assert explain("mining", rolled).splitlines()[-1] == (
        "P1, P2 and P3 tie on 0 points; P1 and P2 also tie on the rank of their cards, and P2 rolls highest and "
        "wins the block. K♠ is the new winning card.")


def test_explain_rejects_an_unknown_check():
    with pytest.raises(UsageError) as caught:
        explain("score", {})
    assert str(caught.value) == "check: expected one of mining, round, got 'score'"


# --- properties (issue 3 item 7) ---

@st.composite
def situations(draw):
    """A winning card, n transaction faces (repeats allowed) and distinct standard cards or '-'."""
    n = draw(st.integers(min_value=2, max_value=6))
    winning = draw(st.sampled_from(DECK))
    block = draw(st.lists(st.sampled_from(DECK), min_size=n, max_size=n))
    standard = draw(st.lists(st.sampled_from([c for c in DECK if c != winning]), min_size=n, max_size=n, unique=True))
    mask = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    played = [card if mine else "-" for card, mine in zip(standard, mask)]
    dice = {f"P{i + 1}": draw(st.integers(1, 6)) for i in range(n)}
    return winning, block, played, dice


@settings(max_examples=150, deadline=None)
@given(situations(), st.randoms(use_true_random=False))
def test_scores_do_not_depend_on_player_order(situation, rnd):
    winning, block, played, dice = situation
    order = list(range(len(block)))
    rnd.shuffle(order)
    before = mining(winning, block, played, dice)
    after = mining(winning, [block[i] for i in order], [played[i] for i in order],
                   {f"P{new + 1}": dice[f"P{old + 1}"] for new, old in enumerate(order)})
    renamed = {f"P{old + 1}": after["scores"][f"P{new + 1}"] for new, old in enumerate(order)}
    assert renamed == before["scores"]
    winner = None if after["winner"] is None else f"P{order[int(after['winner'][1:]) - 1] + 1}"
    assert winner == before["winner"]
    assert after["decided_by"] == before["decided_by"]


@settings(max_examples=150, deadline=None)
@given(situations())
def test_a_score_is_at_most_two_per_compared_card(situation):
    winning, block, played, _ = situation
    scores = mining(winning, block, played)["scores"]
    assert all(0 <= s <= 2 * (len(block) + 1) for s in scores.values() if s is not None)


@settings(max_examples=100, deadline=None)
@given(situations())
def test_the_winner_has_the_best_score_or_nobody_wins_yet(situation):
    winning, block, played, _ = situation
    result = mining(winning, block, played)
    if result["decided_by"] == "nobody-mined":
        assert result["winner"] is None and all(p == "-" for p in played)
        return
    best = max(s for s in result["scores"].values() if s is not None)
    if result["winner"] is None:
        assert len(result["must_roll"]) >= 2
        assert all(result["scores"][p] == best for p in result["must_roll"])
    else:
        assert result["scores"][result["winner"]] == best
