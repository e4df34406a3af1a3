"""The Market Island deck data and the loader's error reports (exact messages)."""

from __future__ import annotations

from collections import Counter

import pytest

from printkit.errors import DataErrors
from printkit.loader import load_game
from printkit.games.market_island.model import load, load_model


def test_deck_holds_the_manual_counts():
    model = load_model()
    assert Counter(c.deck for c in model.cards) == {"income": 26, "expense": 26, "action": 54}
    assert set(c.kind for c in model.deck("action")) == {"fire", "axe", "jellyfish", "totem"}
    assert len({c.code for c in model.cards}) == 106


def test_income_and_expense_faces_are_distinct_and_form_one_deck():
    model = load_model()
    income = {str(c.face) for c in model.deck("income")}
    expense = {str(c.face) for c in model.deck("expense")}
    assert len(income) == len(expense) == 26
    assert len(income | expense) == 52


def test_board_corners_follow_the_manual_order():
    board = load_model().board
    corners = [board.loop[i] for i in (0, 6, 14, 20)]
    assert corners == ["start", "jellyfish", "fire", "totem"]
    assert Counter(board.loop)["income"] == Counter(board.loop)["expense"] == Counter(board.loop)["action"] == 8


def _edit(root, name, old, new):
    path = root / "decks" / "market-island" / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_every_error_is_reported_with_its_line(data_copy):
    _edit(data_copy, "cards.csv", "MI-I-01,income,2C,1,left,1", "MI-I-01,income,2C,x,left,1")
    _edit(data_copy, "cards.csv", "MI-I-03,income,6C,3,left,1", "MI-I-03,incme,6Z,3,up,1")
    with pytest.raises(DataErrors) as error:
        load_game("market-island")
    assert str(error.value).splitlines() == [
        "decks/market-island/cards.csv:6: amount: expected an integer from 1 to 20, got 'x'",
        "decks/market-island/cards.csv:8: kind: expected one of income, expense, fire, axe, jellyfish, totem, got 'incme'",
        "decks/market-island/cards.csv:8: face: expected a playing card such as 9C, 10H or KS, got '6Z'",
        "decks/market-island/cards.csv:8: counterparty: expected one of left, right, got 'up'",
    ]


def test_contradictions_across_rows_are_reported(data_copy):
    _edit(data_copy, "cards.csv", "MI-I-02,income,4C,2,right,1", "MI-I-01,income,2C,2,,1")
    with pytest.raises(DataErrors) as error:
        load(load_game("market-island"))
    assert str(error.value).splitlines() == [
        "decks/market-island/cards.csv:7: counterparty: expected a value on a income card, got nothing",
        "decks/market-island/cards.csv:7: code: MI-I-01 is already used at line 6",
        "decks/market-island/cards.csv:6: face: 2C appears 2 times in the income deck; expected distinct faces",
    ]


def test_malformed_csv_and_toml(data_copy):
    _edit(data_copy, "cards.csv", "code,kind,face,amount,counterparty,qty", "code,kind,face,amount,who,qty")
    _edit(data_copy, "board.toml", 'cols = 9', 'cols = = 9')
    with pytest.raises(DataErrors) as error:
        load_game("market-island")
    lines = str(error.value).splitlines()
    assert lines[0] == ("decks/market-island/cards.csv:5: unknown column(s) who; expected columns: "
                        "code, kind, face, amount, counterparty, qty")
    assert lines[1] == "decks/market-island/board.toml:5: invalid TOML: Invalid value at column 8"
    assert len(lines) == 2


def test_transaction_texts_are_singular_plural_pairs(data_copy):
    """Manual §4.4.1: an amount may be 1, so each transaction text needs both forms, each with {amount}."""
    _edit(data_copy, "kinds.toml", 'text.left = ["The player on your left pays you {amount} Istoken.", ',
          'text.left = "The player on your left pays you {amount} Istokens."\nunused = [')
    _edit(data_copy, "kinds.toml", '["Pay {amount} Istoken to the player on your right.", ',
          '["Pay one Istoken to the player on your right.", ')
    with pytest.raises(DataErrors) as error:
        load(load_game("market-island"))
    assert str(error.value).splitlines() == [
        "decks/market-island/kinds.toml: income.text.left: expected a pair of texts [singular, plural], "
        "got 'The player on your left pays you {amount} Istokens.'",
        "decks/market-island/kinds.toml: expense.text.right: expected the placeholder {amount} in the text, "
        "got ('Pay one Istoken to the player on your right.', 'Pay {amount} Istokens to the player on your right.')",
    ]
