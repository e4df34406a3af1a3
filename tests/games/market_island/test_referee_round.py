"""A whole Market Island turn (manual §2.2-2.10, §4.3, §4.5): rules, errors, the worked example, properties."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import UsageError
from printkit.games.market_island.model import load_model
from printkit.games.market_island.referee import CHECKS, explain, round as play
from printkit.games.market_island.referee_round_input import DECK_OF_SQUARE
from printkit.schema import RANKS, SUITS

MODEL = load_model()
EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "market-island-round.json"
LOOP = MODEL.board.loop
# Squares by index, from board.toml: 0 start, 1 income, 2 action, 3 expense, 6 jellyfish, 14 fire, 20 totem.


def seat(pid, position, roll, card, plays=None, **extra):
    return {"id": pid, "position": position, "roll": roll, "card": card, "plays": plays, **extra}


def state(*seats, balances=None, winning="9C", **extra):
    ids = [s["id"] for s in seats]
    return {"winning": winning, "players": list(seats),
            "balances": balances or {pid: 50 for pid in ids}, **extra}


# --- the worked example of docs/round-format.md ---

def test_worked_example_file():
    result = CHECKS["round"](json.loads(EXAMPLE.read_text(encoding="utf-8")))
    assert result["balances"] == {"P1": 53, "P2": 56, "P3": 45, "P4": 42}
    assert result["mining"]["scores"] == {"P1": 2, "P2": 5, "P3": None, "P4": 2}
    assert result["winning"] == "AC"
    assert result["may_mine"] == ["P1", "P2", "P4"]
    assert result["may_not_mine_next"] == ["P4"]
    assert (result["out"], result["game_over"], result["winners"]) == ([], False, [])
    assert [p["stung"] for p in result["next"]["players"]] == [False, False, False, True]


def test_worked_example_explained():
    result = CHECKS["round"](json.loads(EXAMPLE.read_text(encoding="utf-8")))
    text = explain("round", result)
    assert "P1 moves from square 25 to square 2, passing the start, onto an action square." in text
    assert "MI-I-07 (income): P3 pays P2 4 Istokens." in text
    assert "Every ledger now reads: P1 53, P2 56, P3 45, P4 42." in text
    assert text.endswith("P4 may not mine next turn.\nThe game goes on.")


# --- phase 1: moves and squares (§4.2, §4.5) ---

def test_passing_the_start_pays_the_bonus():
    result = play(state(seat("P1", 25, 5, "MI-A-01"), seat("P2", 1, 1, "MI-A-02")), MODEL)
    assert result["moves"]["P1"] == {"from": 25, "to": 2, "square": "action", "passed_start": True}
    assert result["balances"]["P1"] == 50 + 4 + 1   # lap bonus, then P2 gives 1 for P1's campfire card


START_NOTE = ("The manual does not say whether landing exactly on the start counts as passing it; this referee "
              "counts it, so P1 receives the lap bonus.")
DIP_NOTE = ("The manual does not say when a balance below 0 puts a player out; this referee looks at the end "
            "of the turn, so P1, below 0 during it, stays in.")


def test_landing_on_the_start_counts_as_a_lap_and_draws_an_action_card():
    """Manual §4.5 pays the lap bonus for passing the start and leaves landing on it open: the verdict
    says that it counts it (DECISIONS.md, Referee, start-landing)."""
    result = play(state(seat("P1", 27, 1, "MI-A-04"), seat("P2", 1, 1, "MI-A-05")), MODEL)
    assert result["moves"]["P1"]["square"] == "start"
    assert result["balances"]["P1"] == 54
    assert result["readings"] == [{"id": "start-landing", "players": ["P1"], "note": START_NOTE}]
    assert explain("round", result).splitlines()[-1] == START_NOTE


def test_passing_the_start_without_landing_on_it_needs_no_note():
    result = play(state(seat("P1", 25, 5, "MI-A-01"), seat("P2", 1, 1, "MI-A-02")), MODEL)
    assert result["readings"] == []
    assert explain("round", result).splitlines()[-1] == "The game goes on."


def test_a_balance_below_zero_during_the_turn_is_checked_at_its_end():
    """Manual §4.3 and §4.6 put a player below 0 out without saying when the ledger is read: P1 pays
    2 (MI-E-02) from 1 and gets 5 back from P2's card (MI-E-04), so ends on 4 and stays in, and the
    verdict names that reading (DECISIONS.md, Referee, turn-end-balance)."""
    result = play(state(seat("P1", 2, 1, "MI-E-02"), seat("P2", 2, 1, "MI-E-04"), balances={"P1": 1, "P2": 50}), MODEL)
    assert result["balances"] == {"P1": 4, "P2": 47} and result["out"] == []
    assert result["readings"] == [{"id": "turn-end-balance", "players": ["P1"], "note": DIP_NOTE}]
    assert explain("round", result).splitlines()[-1] == DIP_NOTE


def test_a_player_still_below_zero_at_the_end_is_out_and_no_note_is_needed():
    result = play(state(seat("P1", 2, 1, "MI-E-02"), seat("P2", 0, 1, "MI-I-01"), balances={"P1": 1, "P2": 50}), MODEL)
    assert result["out"] == ["P1"] and result["readings"] == []


def test_jellyfish_corner_costs_one_and_fire_corner_pays_one():
    result = play(state(seat("P1", 3, 3, "MI-E-01"), seat("P2", 10, 4, "MI-I-01")), MODEL)
    reasons = [(e["player"], e["change"], e["reason"]) for e in result["entries"] if e["reason"] != "card"]
    assert reasons == [("P1", -1, "jellyfish-square"), ("P2", 1, "fire-square")]


def test_totem_corner_bars_mining_this_turn_only():
    result = play(state(seat("P1", 17, 3, "MI-A-04"), seat("P2", 1, 1, "MI-A-05", "2D")), MODEL)
    assert result["may_mine"] == ["P2"]
    assert result["may_not_mine_next"] == []
    with pytest.raises(UsageError) as caught:
        play(state(seat("P1", 17, 3, "MI-A-04", "3D"), seat("P2", 1, 1, "MI-A-05")), MODEL)
    assert str(caught.value) == "players[0].plays: P1 may not mine this turn (landed on the totem), got 3D"


# --- phase 2: mining fee, score, reward, winning card (§2.2-2.6) ---

def test_fees_reward_and_new_winning_card():
    result = play(state(seat("P1", 1, 1, "MI-A-04", "9D"), seat("P2", 1, 2, "MI-E-01", "AC")), MODEL)
    # block: 5C (P1's axe card), 3C (P2's expense card); 9D scores 1 (9C), AC scores 3 (9C, 5C, 3C suits).
    assert result["mining"]["scores"] == {"P1": 1, "P2": 3}
    assert result["winning"] == "AC"
    assert [e for e in result["entries"] if e["reason"] in ("mining-fee", "miner-reward")] == [
        {"player": "P1", "change": -1, "reason": "mining-fee"},
        {"player": "P2", "change": -1, "reason": "mining-fee"},
        {"player": "P2", "change": 5, "reason": "miner-reward"},
    ]


def test_nobody_mining_keeps_the_winning_card_and_pays_no_reward():
    result = play(state(seat("P1", 1, 1, "MI-A-04"), seat("P2", 1, 1, "MI-A-05")), MODEL)
    assert result["mining"] is None and result["winning"] == "9C"
    assert result["balances"] == {"P1": 50, "P2": 50}
    assert explain("round", result).splitlines()[2] == "Nobody mined; 9♣ stays the winning card."


def test_mining_ties_in_a_round_use_the_turns_dice():
    # Block 9C, 2H, 3C under the winning 5S: P1's 9H and P3's 9S both score 2, same rank: a die decides.
    players = [seat("P1", 1, 1, "MI-A-08", "9H"), seat("P2", 1, 1, "MI-A-27"), seat("P3", 1, 1, "MI-A-02", "9S")]
    tie = state(*players, winning="5S")
    with pytest.raises(UsageError) as caught:
        play(tie, MODEL)
    assert str(caught.value) == "dice: P1, P3 are still tied after the highest card; expected a new die roll for each"
    result = play({**tie, "dice": {"P1": 2, "P3": 6}}, MODEL)
    assert result["mining"]["winner"] == "P3" and result["mining"]["decided_by"] == "dice"


# --- the axe (§2.3): two looks, at most one kept, the fee only when one is kept ---

def test_axe_holder_keeps_one_of_two_and_pays_the_fee():
    result = play(state(seat("P1", 1, 1, "MI-A-04", "KD", drawn=["2S", "KD"]), seat("P2", 1, 1, "MI-A-05")), MODEL)
    assert result["balances"]["P1"] == 50 - 1 + 5


def test_axe_holder_returning_both_pays_nothing():
    result = play(state(seat("P1", 1, 1, "MI-A-04", None, drawn=["2S", "KD"]), seat("P2", 1, 1, "MI-A-05")), MODEL)
    assert result["balances"] == {"P1": 50, "P2": 50}


@pytest.mark.parametrize("player, message", [
    (seat("P1", 1, 1, "MI-A-01", "KD", drawn=["2S", "KD"]), "players[0].drawn: expected 1 card(s) for this player, got 2"),
    (seat("P1", 1, 1, "MI-A-04", "KD", drawn=["KD", "KD"]), "players[0].drawn: expected distinct cards, got KD KD"),
    (seat("P1", 1, 1, "MI-A-04", "QD", drawn=["2S", "KD"]), "players[0].plays: expected one of the drawn cards 2S KD, got QD"),
])
def test_axe_errors(player, message):
    with pytest.raises(UsageError) as caught:
        play(state(player, seat("P2", 1, 1, "MI-A-06")), MODEL)
    assert str(caught.value) == message


# --- card effects (§2.5, §4.4) ---

def test_income_card_is_paid_by_the_player_on_the_left():
    # MI-I-01: income 1 from the left; P2's left is P3 (play runs clockwise, P1 -> P2 -> P3).
    result = play(state(seat("P1", 1, 1, "MI-A-04"), seat("P2", 0, 1, "MI-I-01"), seat("P3", 1, 1, "MI-A-05")), MODEL)
    assert result["balances"] == {"P1": 50, "P2": 51, "P3": 49}


def test_expense_card_pays_the_player_on_the_right():
    # MI-E-02: expense 2 to the right; P1's right is the last player.
    result = play(state(seat("P1", 2, 1, "MI-E-02"), seat("P2", 1, 1, "MI-A-04"), seat("P3", 1, 1, "MI-A-05")), MODEL)
    assert result["balances"] == {"P1": 48, "P2": 50, "P3": 52}


def test_with_two_players_left_and_right_are_the_same_player():
    left = play(state(seat("P1", 0, 1, "MI-I-01"), seat("P2", 1, 1, "MI-A-04")), MODEL)
    right = play(state(seat("P1", 0, 1, "MI-I-02"), seat("P2", 1, 1, "MI-A-04")), MODEL)
    assert left["balances"] == {"P1": 51, "P2": 49}
    assert right["balances"] == {"P1": 52, "P2": 48}


def test_campfire_card_collects_one_from_every_other_player():
    result = play(state(seat("P1", 1, 1, "MI-A-01"), seat("P2", 1, 1, "MI-A-04"), seat("P3", 1, 1, "MI-A-05")), MODEL)
    assert result["balances"] == {"P1": 52, "P2": 49, "P3": 49}


# --- exclusions carried to later turns (§2.3, §2.8, §2.9) ---

def test_jellyfish_card_bars_the_next_turn_only():
    first = play(state(seat("P1", 1, 1, "MI-A-02", "4D"), seat("P2", 1, 1, "MI-A-04", "5H")), MODEL)
    assert first["may_not_mine_next"] == ["P1"]
    assert first["next"]["players"][0] == {"id": "P1", "position": 2, "stung": True, "possessed": False}
    stung = state(seat("P1", 2, 5, "MI-A-05", stung=True), seat("P2", 2, 5, "MI-A-06"))
    second = play(stung, MODEL)
    assert second["may_mine"] == ["P2"] and second["next"]["players"][0]["stung"] is False
    with pytest.raises(UsageError) as caught:
        play(state(seat("P1", 2, 5, "MI-A-05", "2D", stung=True), seat("P2", 2, 5, "MI-A-06")), MODEL)
    assert str(caught.value) == "players[0].plays: P1 may not mine this turn (stung by a jellyfish last turn), got 2D"


def test_totem_card_bars_mining_for_the_rest_of_the_game():
    first = play(state(seat("P1", 1, 1, "MI-A-09", "4D"), seat("P2", 1, 1, "MI-A-04")), MODEL)
    assert first["possessed"] == ["P1"] and first["may_not_mine_next"] == ["P1"]
    later = play(state(seat("P1", 2, 5, "MI-A-05", possessed=True), seat("P2", 2, 5, "MI-A-06")), MODEL)
    assert later["possessed"] == ["P1"] and later["next"]["players"][0]["possessed"] is True
    with pytest.raises(UsageError) as caught:
        play(state(seat("P1", 2, 5, "MI-A-05", "2D", possessed=True), seat("P2", 2, 5, "MI-A-06")), MODEL)
    assert str(caught.value) == "players[0].plays: P1 may not mine this turn (possessed by the spirit of the island), got 2D"


# --- elimination and the end of the game (§4.3, §4.6) ---

def test_a_negative_balance_at_the_end_of_the_turn_puts_a_player_out():
    result = play(state(seat("P1", 2, 1, "MI-E-02"), seat("P2", 1, 1, "MI-A-04"), seat("P3", 1, 1, "MI-A-05"),
                        balances={"P1": 1, "P2": 50, "P3": 50}), MODEL)
    assert result["out"] == ["P1"] and result["balances"]["P1"] == -1
    assert [p["id"] for p in result["next"]["players"]] == ["P2", "P3"]
    assert sorted(result["next"]["ledgers"]) == ["P2", "P3"]
    assert not result["game_over"]


@pytest.mark.parametrize("players", [1, 0])
def test_no_turn_is_played_for_fewer_than_two_players(players):
    """Manual §4.3: the game ends as soon as one player is left, so a turn for one is refused
    (§3: 2 to 6 players) rather than played with a player paying himself as his own neighbour."""
    seats = [seat("P1", 1, 1, "MI-I-01")][:players]
    with pytest.raises(UsageError) as caught:
        play(state(*seats, balances={s["id"]: 50 for s in seats}), MODEL)
    assert str(caught.value) == (f"players: expected 2 to 6 players still in the game, got {players}; "
                                 "with fewer than 2 left the game is already over (§4.3)")


def test_one_player_left_ends_the_game_and_wins():
    result = play(state(seat("P1", 2, 1, "MI-E-02"), seat("P2", 1, 1, "MI-A-04"), balances={"P1": 0, "P2": 10}), MODEL)
    assert (result["game_over"], result["end_reason"], result["winners"]) == (True, "one-player-left", ["P2"])
    assert explain("round", result).endswith("The game ends because only one player is left; P2 wins.")


def test_nobody_allowed_to_mine_ends_the_game():
    result = play(state(seat("P1", 1, 1, "MI-A-04", stung=True), seat("P2", 1, 1, "MI-A-05", possessed=True),
                        balances={"P1": 50, "P2": 49}), MODEL)
    assert (result["game_over"], result["end_reason"], result["winners"]) == (True, "nobody-may-mine", ["P1"])


def test_time_up_ends_the_game_and_equal_balances_draw():
    result = play(state(seat("P1", 1, 1, "MI-A-04"), seat("P2", 1, 1, "MI-A-05"), time_up=True), MODEL)
    assert (result["end_reason"], result["winners"]) == ("time-up", ["P1", "P2"])
    assert explain("round", result).endswith("the agreed time is up; P1 and P2 share the win in a draw.")


def test_balances_beyond_the_ledger_are_flagged():
    top = MODEL.ledger.tens_max * 10 + MODEL.ledger.units - 1   # the highest balance the ledger shows
    result = play(state(seat("P1", 1, 1, "MI-A-04"), seat("P2", 1, 1, "MI-A-05"), balances={"P1": top, "P2": 50}), MODEL)
    assert result["beyond_ledger"] == []
    result = play(state(seat("P1", 0, 1, "MI-I-01"), seat("P2", 1, 1, "MI-A-05"), balances={"P1": top, "P2": 50}), MODEL)
    assert result["beyond_ledger"] == ["P1"]


# --- ledger copies (§4.6) ---

def test_every_ledger_copy_is_returned_and_equal():
    ledgers = {k: {"P1": 50, "P2": 40} for k in ("P1", "P2")}
    base = state(seat("P1", 0, 1, "MI-I-01"), seat("P2", 1, 1, "MI-A-05"))
    del base["balances"]
    result = play({**base, "ledgers": ledgers}, MODEL)
    assert result["ledgers"] == {"P1": {"P1": 51, "P2": 39}, "P2": {"P1": 51, "P2": 39}}


# --- properties (issue 3 item 7) ---

DECK = [rank + suit for suit in SUITS for rank in RANKS]


@st.composite
def turns(draw):
    """A legal random turn: 2-6 players, each card from the deck its square names, legal plays."""
    rnd = draw(st.randoms(use_true_random=False))
    n = draw(st.integers(2, 6))
    ids = [f"P{i}" for i in range(1, n + 1)]
    winning = rnd.choice(DECK)
    standard = [c for c in DECK if c != winning]
    rnd.shuffle(standard)
    used, players = set(), []
    for pid in ids:
        position, roll = rnd.randrange(len(LOOP)), rnd.randint(1, 6)
        square = LOOP[(position + roll) % len(LOOP)]
        card = rnd.choice([c for c in MODEL.deck(DECK_OF_SQUARE[square]) if c.code not in used])
        used.add(card.code)
        stung, possessed = rnd.random() < 0.15, rnd.random() < 0.1
        entry = seat(pid, position, roll, card.code, stung=stung, possessed=possessed)
        if not (stung or possessed or square == "totem") and rnd.random() < 0.7:
            entry["plays"] = standard.pop()
        players.append(entry)
    balances = {pid: rnd.randint(0, 80) for pid in ids}
    return {"winning": winning, "players": players, "balances": balances,
            "dice": {pid: rnd.randint(1, 6) for pid in ids}, "time_up": rnd.random() < 0.1}


def _play_until_decided(turn):
    """Re-roll the dice (deterministically) while a mining tie is still open, as players would."""
    for extra in range(1, 7):
        try:
            return play(turn, MODEL)
        except UsageError as error:
            if not str(error).startswith("dice:"):
                raise
            turn = {**turn, "dice": {pid: (i + extra) % 6 + 1 for i, pid in enumerate(sorted(turn["dice"]))}}
    raise AssertionError("dice never settled the tie")


@settings(max_examples=150, deadline=None)
@given(turns())
def test_money_moved_between_players_by_cards_is_conserved(turn):
    result = _play_until_decided(turn)
    assert sum(e["change"] for e in result["entries"] if e["reason"] == "card") == 0


@settings(max_examples=150, deadline=None)
@given(turns())
def test_a_turn_never_leaves_ledger_copies_differing(turn):
    result = _play_until_decided(turn)
    copies = list(result["ledgers"].values())
    assert len(copies) == len(turn["players"])
    assert all(c == copies[0] for c in copies)
    assert copies[0] == result["balances"]
    for pid, start in turn["balances"].items():
        assert result["balances"][pid] == start + sum(e["change"] for e in result["entries"] if e["player"] == pid)


@settings(max_examples=150, deadline=None)
@given(turns())
def test_the_notes_name_exactly_the_players_their_reading_changed(turn):
    """Property: the start-landing note names exactly the pawns that stop on the start after a lap;
    the turn-end-balance note exactly the players who went below 0 during the turn and are not out."""
    result = _play_until_decided(turn)
    named = {entry["id"]: entry["players"] for entry in result["readings"]}
    landed = [s["id"] for s in turn["players"] if s["position"] + s["roll"] == len(LOOP)]
    assert named.get("start-landing", []) == landed
    running, dipped = dict(turn["balances"]), set()
    for entry in result["entries"]:
        running[entry["player"]] += entry["change"]
        dipped |= {entry["player"]} if running[entry["player"]] < 0 else set()
    assert set(named.get("turn-end-balance", [])) == dipped - set(result["out"])
    assert len(explain("round", result).splitlines()) >= len(result["readings"]) + 1
