"""Triple Bataille deck data and model: figures, codes, N-dependent amounts, loader errors."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from printkit.errors import DataErrors
from printkit.loader import load_game
from printkit.games.triple_bataille.model import load, load_model
from printkit.games.triple_bataille.model_supply import supply

DECK = Path(__file__).resolve().parents[3] / "decks" / "triple-bataille"


@pytest.fixture(scope="module")
def model():
    return load_model()


def test_values_agree_with_the_manual_facts(model):
    manual = load_game("triple-bataille").manual
    for name in ("rent", "food", "house", "house_buyback", "workshop", "workshop_resale", "credit",
                 "interest", "maintenance", "public_salary", "social_aid", "battle_tax", "own_funds_leverage",
                 "house_points", "factory_points", "max_stake", "factory_support"):
        assert model.value(name) == manual[name]["value"], name
    assert -model.value("credit_points") == manual["credit_points"]["value"]


def test_payout_ladder_matches_the_manual(model):
    manual = load_game("triple-bataille").manual
    for name, payout in model.payouts.items():
        assert payout.multiplier == manual[f"payout_{name}"]["value"], name
    assert [model.payouts[k].multiplier for k in ("first", "second", "third", "later")] == [7, 6, 5, 4]
    assert not model.payouts["public_employee"].steps


def test_state_jobs_and_aid_scale_with_the_players(model):
    assert [model.public_jobs(n) for n in (3, 6, 20)] == [6, 12, 40]
    assert [model.social_aids(n) for n in (3, 6, 20)] == [3, 6, 20]
    assert model.state_start(6, "dette") == 30
    assert model.state_start(6, "libre") == 36


def test_the_six_events_of_the_variant(model):
    assert [e.card for e in model.events] == ["KH", "QH", "AS", "KD", "AD", "10C"]


def test_every_printed_item_has_a_unique_code(model):
    codes = [i.code for i in (*model.events, *model.tokens, *model.boards)] + model.player_board_codes(20)
    assert len(codes) == len(set(codes))
    assert model.player_board_codes(3) == ["TB-P-01", "TB-P-02", "TB-P-03"]


def test_boards_for_each_money(model):
    dette = [b.id for b in model.boards if b.used_in("dette")]
    libre = [b.id for b in model.boards if b.used_in("libre")]
    assert "bank-board" in dette and "bank-board" not in libre
    assert "track-options-board" in dette and "track-options-board" not in libre


def test_token_copies_for_six_players(model):
    copies = {t.kind: (t.copies(6, "dette"), t.copies(6, "libre")) for t in model.tokens}
    assert copies == {"house": (18, 18), "workshop": (26, 26), "credit": (36, 0), "du": (0, 36)}


def test_debt_track_thresholds(model):
    standard = model.debt_tracks["standard"]
    assert [(b.above, b.upto, b.liasse) for b in standard.boxes] == [(-1, 0, 1), (0, 2, 1), (2, 6, 2)]
    assert (standard.devaluation_above, standard.divide_by) == (6, 4)
    assert model.debt_tracks["liasse4"].divide_by == 8


def test_supply_for_six_players_shows_each_term(model):
    debt = supply(model, players=6, money="dette")
    assert debt.terms == (("players", 18), ("inheritance", 18), ("state", 30), ("bank", 6), ("credits", 216))
    assert (debt.total, debt.decks) == (288, 6)
    libre = supply(model, players=6, money="libre")
    assert libre.terms == (("players", 36), ("state", 36), ("industry", 6), ("du", 231))
    assert (libre.total, libre.decks) == (309, 6)


def test_supply_start_is_the_rules_set_up(model):
    """Manual, 'Mode monnaie dette': 3 cards + 3 inherited per player, the Bank 6, the State 5 per
    player (track, first box); 'Mode monnaie libre': 3 DU = 6 cards, the State 6 per player, the
    industry board 1 per player. Those are dealt before any battle, whatever the players do."""
    for n in range(3, 21):
        debt, libre = supply(model, players=n, money="dette"), supply(model, players=n, money="libre")
        assert (debt.start, libre.start) == (11 * n + 6, 13 * n)
        assert debt.start_decks == -(-(11 * n + 6) // 54)


def test_debt_peak_is_the_track_ceiling_in_credits(model):
    """The credits term: the most credits the standard track holds before it devalues (above 6N),
    each worth 6 cards (Manual, 'Tableau des valeurs')."""
    track = model.debt_tracks["standard"]
    for n in (3, 6, 20):
        terms = dict(supply(model, players=n, money="dette").terms)
        assert terms["credits"] == track.devaluation_above * n * model.value("credit")


def test_the_originals_deck_counts_are_about_the_money_dealt_at_the_start(model):
    """Why the kit prints two figures (DECISIONS.md, Decks): the original's 1, 2, 3 decks hold the
    debt-money set-up up to 14 players and the libre one up to 12 (but for 9), never the money created in play."""
    def holds(n, money):
        rows = sorted(model.supply["manual_suggestion"], key=lambda row: row["upto"])
        decks = next(row["decks"] for row in rows if n <= row["upto"])
        return supply(model, players=n, money=money).start <= decks * 54
    assert [n for n in range(3, 21) if holds(n, "dette")] == list(range(3, 15))
    assert [n for n in range(3, 21) if holds(n, "libre")] == [3, 4, 5, 6, 7, 8, 10, 11, 12]
    assert not any(supply(model, players=n, money=m).total <= 3 * 54 for n in range(4, 21) for m in ("dette", "libre"))


def test_supply_grows_with_the_table(model):
    for money in ("dette", "libre"):
        totals = [supply(model, players=n, money=money).total for n in range(3, 21)]
        assert totals == sorted(totals) and len(set(totals)) == len(totals)


# Loader and cross-row errors, on a modified copy of the deck.

@pytest.fixture()
def deck_copy(tmp_path, monkeypatch):
    target = tmp_path / "decks" / "triple-bataille"
    shutil.copytree(DECK, target)
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path))
    return target


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _errors() -> list[str]:
    with pytest.raises(DataErrors) as caught:
        load(load_game("triple-bataille"))
    return str(caught.value).splitlines()


def test_duplicate_value_names_both_lines(deck_copy):
    _replace(deck_copy / "values.csv", "food,1,", "rent,1,")
    assert _errors() == [
        "decks/triple-bataille/values.csv:4: id: 'rent' already defined at line 3",
        "decks/triple-bataille/values.csv: missing value row(s): food",
    ]


def test_missing_payout_row(deck_copy):
    _replace(deck_copy / "payouts.csv", "third,5,true,Third winner\n", "")
    assert _errors() == ["decks/triple-bataille/payouts.csv: missing payout row(s): third"]


def test_bad_and_repeated_codes(deck_copy):
    _replace(deck_copy / "events.csv", "TB-E-02,", "TB-E-01,")
    _replace(deck_copy / "tokens.csv", "TB-C-01,", "TB-C-1,")
    assert _errors() == [
        "decks/triple-bataille/events.csv:5: code: 'TB-E-01' already used at decks/triple-bataille/events.csv:4",
        "decks/triple-bataille/tokens.csv:5: code: expected TB-<letter>-NN, got 'TB-C-1'",
    ]


def test_an_event_card_used_twice(deck_copy):
    _replace(deck_copy / "events.csv", "TB-E-03,AS,", "TB-E-03,KH,")
    assert _errors() == [
        "decks/triple-bataille/events.csv:6: card: KH already triggers the event at decks/triple-bataille/events.csv:4",
    ]


def test_a_gap_in_the_debt_track(deck_copy):
    _replace(deck_copy / "track.toml", "{ above = 2,  upto = 6, liasse = 2 }", "{ above = 3,  upto = 6, liasse = 2 }")
    assert _errors() == [
        "decks/triple-bataille/track.toml: dette.standard.boxes[2]: above: expected 2 (the previous box's upto), got 3",
    ]


def test_a_devaluation_that_does_not_follow_the_last_box(deck_copy):
    _replace(deck_copy / "track.toml", "devaluation = { above = 6, divide_by = 4 }", "devaluation = { above = 5, divide_by = 4 }")
    assert _errors() == [
        "decks/triple-bataille/track.toml: dette.standard.devaluation: above: expected 6 (the last box's upto), got 5",
    ]


def test_a_missing_mode(deck_copy):
    _replace(deck_copy / "setup.toml", "[modes.libre]", "[modes.other]")
    assert _errors() == [
        "decks/triple-bataille/setup.toml: modes.libre: expected a table of starting amounts, got nothing",
    ]


def test_a_typed_cell_error_comes_from_the_loader(deck_copy):
    _replace(deck_copy / "tokens.csv", "credits.\",2,3,0", "credits.\",2,x,0")
    with pytest.raises(DataErrors) as caught:
        load_game("triple-bataille")
    assert str(caught.value) == "decks/triple-bataille/tokens.csv:3: per_player: expected an integer from 0 to 10, got 'x'"


def test_token_copies_have_their_own_codes(model):
    house = next(t for t in model.tokens if t.kind == "house")
    assert house.codes(3, "dette") == [f"TB-H-{n:02d}" for n in range(1, 10)]
    credit = next(t for t in model.tokens if t.kind == "credit")
    assert credit.codes(20, "dette")[-1] == "TB-C-120" and credit.codes(20, "libre") == []


def test_a_token_letter_used_by_another_item(deck_copy):
    _replace(deck_copy / "tokens.csv", "TB-H-01,", "TB-E-07,")
    assert _errors() == [
        "decks/triple-bataille/tokens.csv:3: code: the letter E is already used at decks/triple-bataille/events.csv:4",
    ]
