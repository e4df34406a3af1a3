"""The dice game's deck data and the model's cross-checks (errors asserted exactly)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from printkit.errors import DataErrors
from printkit.loader import load_game
from printkit.games.dice_game import model as dice_game
from printkit.games.dice_game.model import load, load_model, power_of

DECK = Path(__file__).resolve().parents[3] / "decks" / "dice-game"


@pytest.fixture()
def deck_copy(tmp_path, monkeypatch):
    """A writable copy of decks/dice-game, loaded instead of the shipped one."""
    target = tmp_path / "decks" / "dice-game"
    shutil.copytree(DECK, target)
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path))
    return target


def errors_after(deck: Path, filename: str, old: str, new: str) -> list[str]:
    path = deck / filename
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {filename}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataErrors) as caught:
        load(load_game("dice-game"))
    return [str(e) for e in caught.value.errors]


def test_shipped_deck_loads_with_the_brief_counts():
    model = load_model()
    assert model.rules.board_size == 50
    assert (model.count("bonus"), model.count("merchant"), model.count("end")) == (15, 15, 1)
    assert (model.players_min, model.players_max) == (2, 4)
    assert model.rules.start_coins == 2


def test_starting_dice_are_a_direction_die_and_a_power_die():
    faces = sorted(d.faces for d in load_model().start_dice())
    assert faces == [("1", "2", "3", "4"), ("N", "S", "E", "W")]


def test_shop_sells_all_one_dice_of_2_4_6_8_faces_priced_by_face_count():
    shop = load_model().shop_dice()
    assert [d.sides for d in shop] == [2, 4, 6, 8]
    assert all(set(d.faces) == {"1"} for d in shop)
    assert [d.price for d in shop] == [2, 4, 6, 8]


def test_face_prices_direction_one_coin_power_its_value():
    model = load_model()
    assert {f: model.face_price(f) for f in "NSEW"} == {"N": 1, "S": 1, "E": 1, "W": 1}
    assert [model.face_price(str(p)) for p in range(1, 7)] == [1, 2, 3, 4, 5, 6]


def test_every_code_is_unique_and_prefixed():
    model = load_model()
    codes = [x.code for x in (*model.squares, *model.dice, *model.faces, *model.coins)]
    assert len(codes) == len(set(codes))
    assert all(code.startswith("DG-") for code in codes)


def test_manual_facts_and_errata_are_kept_apart():
    model = load_model()
    assert model.manual["board_size"]["value"] == 50
    assert "errata" not in model.manual
    assert model.errata["centre_square"]["severity"] == "warning"


def test_power_of_a_direction_face_is_zero():
    assert (power_of("N"), power_of("6")) == (0, 6)


def test_duplicate_code_is_reported_with_both_lines(deck_copy):
    found = errors_after(deck_copy, "dice.csv", "DG-D-04,shop", "DG-D-03,shop")
    assert found == ["decks/dice-game/dice.csv:6: code: DG-D-03 is already used at decks/dice-game/dice.csv:5"]


def test_badly_shaped_code(deck_copy):
    found = errors_after(deck_copy, "coins.csv", "DG-C-02,5", "DG-X-02,5")
    assert found == ["decks/dice-game/coins.csv:4: code: expected DG-C-NN, got 'DG-X-02'"]


def test_wrong_face_count_for_the_net(deck_copy):
    found = errors_after(deck_copy, "dice.csv", "cube,1;1;1;1;1;1,", "cube,1;1;1;1;1,")
    assert found == ["decks/dice-game/dice.csv:7: faces: expected 6 faces for a cube net, got 5"]


def test_face_above_the_maximum_power(deck_copy):
    found = errors_after(deck_copy, "dice.csv", "long4,1;2;3;4,", "long4,1;2;3;7,")
    assert found == ["decks/dice-game/dice.csv:4: faces: expected N, E, S, W or a power from 1 to 6, got 7"]


def test_new_die_must_show_the_new_die_face(deck_copy):
    found = errors_after(deck_copy, "dice.csv", "flip,1;1,", "flip,1;2,")
    assert found == ["decks/dice-game/dice.csv:5: faces: expected every face of a new die to be 1, got 1;2"]


def test_shop_price_below_resale_value(deck_copy):
    found = errors_after(deck_copy, "dice.csv", "octahedron,1;1;1;1;1;1;1;1,2,8,", "octahedron,1;1;1;1;1;1;1;1,2,7,")
    assert found == ["decks/dice-game/dice.csv:8: price: expected at least 8 (its resale value), got 7"]


def test_power_face_priced_other_than_its_value(deck_copy):
    found = errors_after(deck_copy, "faces.csv", "DG-F-09,5,power,5,", "DG-F-09,5,power,4,")
    assert found == ["decks/dice-game/faces.csv:11: price: expected 5 for face 5, got 4"]


def test_face_kind_contradicts_face(deck_copy):
    found = errors_after(deck_copy, "faces.csv", "DG-F-01,N,direction,", "DG-F-01,N,power,")
    assert found == ["decks/dice-game/faces.csv:3: kind: expected direction for face N, got power"]


def test_duplicate_and_missing_faces(deck_copy):
    found = errors_after(deck_copy, "faces.csv", "DG-F-10,6,power,6,", "DG-F-10,5,power,5,")
    assert found == [
        "decks/dice-game/faces.csv:12: face: 5 is already listed at line 11",
        "decks/dice-game/faces.csv: expected a row for every face; missing 6",
    ]


def test_two_finish_squares(deck_copy):
    found = errors_after(deck_copy, "squares.csv", "DG-S-01,end,1,", "DG-S-01,end,2,")
    assert found == ["decks/dice-game/squares.csv:3: qty: expected 1 finish square, got 2"]


def test_too_few_start_squares_for_the_largest_table(deck_copy):
    found = errors_after(deck_copy, "squares.csv", "DG-S-04,start,4,", "DG-S-04,start,3,")
    assert found == ["decks/dice-game/squares.csv:6: qty: expected at least 4 start squares (one per seat), got 3"]


def test_end_square_off_the_board(deck_copy):
    found = errors_after(deck_copy, "rules.toml", "end = [25, 25]", "end = [25, 51]")
    assert found == ["decks/dice-game/rules.toml: board.end: expected [column, row] with each from 1 to 50, got [25, 51]"]


def test_start_bounds_leave_no_room(deck_copy):
    found = errors_after(deck_copy, "rules.toml", "less_than = 10", "less_than = 6")
    assert found == ["decks/dice-game/rules.toml: start.less_than: expected more than 6 so a start distance exists, got 6"]


def test_missing_rule_figure(deck_copy):
    found = errors_after(deck_copy, "rules.toml", "gain = 5", "# gain removed")
    assert found == ["decks/dice-game/rules.toml: bonus.gain: expected an integer >= 0, got nothing"]


def test_default_players_outside_the_range(deck_copy):
    found = errors_after(deck_copy, "game.toml", "default = 4", "default = 5")
    assert found == ["decks/dice-game/game.toml: game.players.default: expected a number from 2 to 4, got 5"]


def test_loader_type_error_keeps_the_file_line(deck_copy):
    path = deck_copy / "coins.csv"
    path.write_text(path.read_text(encoding="utf-8").replace("DG-C-01,1,60", "DG-C-01,one,60"), encoding="utf-8")
    with pytest.raises(DataErrors) as caught:
        load_game("dice-game")
    assert str(caught.value) == "decks/dice-game/coins.csv:3: value: expected an integer >= 1, got 'one'"


def test_module_exposes_the_four_directions_in_compass_order():
    assert dice_game.DIRECTIONS == ("N", "E", "S", "W")


def test_sticker_circle_larger_than_a_face(deck_copy):
    found = errors_after(deck_copy, "layout.toml", 'circle = "14mm"', 'circle = "19mm"')
    assert found == ["decks/dice-game/layout.toml: dice.circle: expected at most 15.6mm so the sticker fits every face, got 19.0mm"]


def test_layout_length_without_unit(deck_copy):
    found = errors_after(deck_copy, "layout.toml", 'cell = "10mm"', 'cell = "10"')
    assert found == ["decks/dice-game/layout.toml: board.cell: expected a length such as '63mm', got '10'"]
