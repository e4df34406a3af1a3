"""Reading one Market Island turn (docs/round-format.md): every input error is one exact line."""

from __future__ import annotations

import copy

import pytest

from printkit.errors import UsageError
from printkit.games.market_island.model import load_model
from printkit.games.market_island.referee import round as play

MODEL = load_model()


def seat(pid, position, roll, card, plays=None, **extra):
    return {"id": pid, "position": position, "roll": roll, "card": card, "plays": plays, **extra}


def state(*seats, balances=None, winning="9C", **extra):
    ids = [s["id"] for s in seats]
    return {"winning": winning, "players": list(seats),
            "balances": balances or {pid: 50 for pid in ids}, **extra}


def test_disagreeing_ledger_copies_are_refused():
    base = state(seat("P1", 0, 1, "MI-I-01"), seat("P2", 1, 1, "MI-A-05"))
    del base["balances"]
    ledgers = {"P1": {"P1": 50, "P2": 40}, "P2": {"P1": 48, "P2": 40}}
    with pytest.raises(UsageError) as caught:
        play({**base, "ledgers": ledgers}, MODEL)
    assert str(caught.value) == "ledgers.P2.P1: expected 50 as in P1's copy, got 48"


# --- input errors: one line each, exactly ---

def _two():
    return state(seat("P1", 1, 1, "MI-A-04"), seat("P2", 1, 1, "MI-A-05"))


def _with(path, value):
    data = copy.deepcopy(_two())
    node = data
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


@pytest.mark.parametrize("path, value, message", [
    (("winning",), "9Z", "winning: expected a card such as 9C, 10H or K♠, got '9Z'"),
    (("players",), [], "players: expected 2 to 6 players still in the game, got 0; "
                       "with fewer than 2 left the game is already over (§4.3)"),
    (("players",), "P1", "players: expected a list of 2 to 6 players, got 'P1'"),
    (("players", 0, "id"), "P7", "players[0].id: expected one of P1 to P6, got 'P7'"),
    (("players", 1, "id"), "P1", "players[1].id: P1 is already used by players[0]; expected each player id once"),
    (("players", 0, "position"), 28, "players[0].position: expected an integer from 0 to 27, got 28"),
    (("players", 0, "roll"), 0, "players[0].roll: expected an integer from 1 to 6, got 0"),
    (("players", 0, "square"), "income", "players[0].square: position 1 + roll 1 lands on 'action', got 'income'"),
    (("players", 0, "card"), "MI-X-01", "players[0].card: expected a card code such as MI-I-07, got 'MI-X-01'"),
    (("players", 0, "card"), "MI-I-01", "players[0].card: the action square draws from the action deck, got MI-I-01 (income)"),
    (("players", 1, "card"), "MI-A-04", "players[1].card: MI-A-04 is already used by players[0]; expected each card once"),
    (("players", 0, "plays"), "9C", "players[0].plays: 9C is the winning card on the board; expected a card still in the standard deck"),
    (("players", 0, "stung"), "yes", "players[0].stung: expected true or false, got 'yes'"),
    (("players", 0, "hand"), 1, "players[0]: unknown key(s) hand; expected: id, position, roll, square, card, plays, drawn, stung, possessed"),
    (("players", 0, "drawn"), "9D", "players[0].drawn: expected a list of cards, got '9D'"),
    (("balances", "P2"), -1, "balances.P2: expected an integer >= 0, got -1"),
    (("balances", "P2"), KeyError, "balances: expected a balance for each of P1, P2, got ['P1']"),
    (("balances",), KeyError, "round: expected exactly one of 'ledgers' (every copy) or 'balances' (one shared copy)"),
    (("dice",), {"P3": 2}, "dice: expected players of this turn (P1, P2), got 'P3'"),
    (("dice",), {"P1": 9}, "dice.P1: expected an integer from 1 to 6, got 9"),
    (("time_up",), 1, "time_up: expected true or false, got 1"),
    (("turn",), 3, "round: unknown key(s) turn; expected: winning, players, ledgers, balances, dice, time_up"),
])
def test_invalid_round_input_is_one_exact_line(path, value, message):
    with pytest.raises(UsageError) as caught:
        play(_with(path, value), MODEL)
    assert str(caught.value) == message
    assert caught.value.exit_code == 2


def test_same_standard_card_twice_in_a_round():
    with pytest.raises(UsageError) as caught:
        play(state(seat("P1", 1, 1, "MI-A-04", "2D"), seat("P2", 1, 1, "MI-A-05", "2d")), MODEL)
    assert str(caught.value) == "players[1].plays: 2D is already used by players[0]; expected each standard card once"
