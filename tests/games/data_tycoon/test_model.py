"""The Data-Tycoon deck data and model: counts, codes, levels, and every cross-row error."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from printkit.errors import DataErrors, UsageError
from printkit.games.data_tycoon.model import card_listing, deck_facts, load_model

DECK = Path(__file__).resolve().parents[3] / "decks" / "data-tycoon"


@pytest.fixture(scope="module")
def model():
    return load_model()


def test_full_deck_has_120_distinct_codes(model):
    codes = [card.code for card in model.cards]
    assert len(codes) == 120
    assert len(set(codes)) == 120
    assert all(re.fullmatch(r"DT-[A-Z]-\d\d", code) for code in codes)


def test_levels_grow_from_94_to_120_cards(model):
    counts = {level.id: len(model.cards_at(level.id)) for level in model.levels}
    assert counts == {"learning": 94, "basic": 102, "standard": 108, "expert": 120}
    assert model.default_level == "expert"
    assert set(model.level("learning").kinds) == {"dataset", "purpose"}


def test_every_manual_fact_matches_the_deck(model):
    facts = deck_facts(model)
    assert set(facts) == set(model.manual)
    assert {key: facts[key] for key in model.manual} == {key: fact["value"] for key, fact in model.manual.items()}


def test_each_colour_can_form_a_treasure_alone_and_holds_every_sensitive_type(model):
    for colour in model.colours:
        cards = [card for card in model.cards if card.colour == colour]
        assert len(cards) == 17
        assert sum(1 for card in cards if not card.sensitive) == 7
        assert {card.type for card in cards if card.sensitive} == set(model.types) - {"simple"}


def test_each_purpose_card_carries_a_different_purpose(model):
    purposes = [card.purpose for card in model.of_kind("purpose")]
    assert purposes == list(model.purposes)
    assert len(purposes) == 9


def test_card_listing_fields(model):
    listing = card_listing(model)
    assert listing[0] == {"code": "DT-D-01", "kind": "dataset", "colour": "red", "type": "simple"}
    assert {"code": "DT-S-03", "kind": "purpose", "purpose": "profiling"} in listing
    assert {"code": "DT-S-10", "kind": "sanction"} in listing
    assert listing[-1] == {"code": "DT-S-35", "kind": "claim"}
    assert len(card_listing(model, "learning")) == 94


def test_every_effect_fills_from_rule_numbers(model):
    numbers = model.rules.as_dict()
    for spec in model.specials.values():
        assert "{" not in spec.effect.format(**numbers)


# --- errors, on a modified copy of the deck -------------------------------------------------

@pytest.fixture
def deck_copy(tmp_path, monkeypatch):
    target = tmp_path / "decks" / "data-tycoon"
    shutil.copytree(DECK, target)
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path))
    return target


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def errors_of(deck: Path) -> list[str]:
    with pytest.raises(DataErrors) as caught:
        load_model()
    return [str(error) for error in caught.value.errors]


def test_a_colour_too_small_for_a_treasure(deck_copy):
    edit(deck_copy / "datasets.csv", "yellow,simple,7", "yellow,simple,1")
    edit(deck_copy / "rules.toml", "treasure_min = 6", "treasure_min = 12")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/datasets.csv:28: colour yellow: expected at least 12 cards so the colour can form "
        "a Data-Treasure, got 11",
    ]


def test_a_repeated_colour_and_type_row(deck_copy):
    edit(deck_copy / "datasets.csv", "red,love,1", "red,health,1")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/datasets.csv:7: colour, type: red health is already listed at line 6",
    ]


def test_purpose_cards_must_match_the_purposes(deck_copy):
    edit(deck_copy / "specials.csv", "purpose,9,", "purpose,8,")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/specials.csv:9: qty: expected 9 purpose cards, one per purpose in purposes.csv, got 8",
    ]


def test_codes_must_fit_two_digits(deck_copy):
    edit(deck_copy / "datasets.csv", "red,simple,7", "red,simple,99")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/datasets.csv:6: qty: card number 100 does not fit the two digits of DT-D-NN",
    ]


def test_an_effect_placeholder_must_be_a_rule_number(deck_copy):
    edit(deck_copy / "specials.csv", "{claim_loss}", "{claim_cards}")
    message = errors_of(deck_copy)[0]
    assert message.startswith("decks/data-tycoon/specials.csv:18: effect: {claim_cards} is not a number in "
                              "rules.toml; expected one of breach_loss, breach_skip_called,")


def test_an_unknown_counter_kind(deck_copy):
    edit(deck_copy / "specials.csv", ",lawyer;consent", ",lawyer;judge")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/specials.csv:18: counter: 'judge' is not a special card kind",
    ]


def test_every_kind_must_join_a_level(deck_copy):
    edit(deck_copy / "levels.toml", '"time", "claim"]', '"time"]')
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/levels.toml: levels: every card kind must join at some level; missing: claim",
    ]


def test_a_rule_number_must_be_a_positive_integer(deck_copy):
    edit(deck_copy / "rules.toml", "treasure_min = 6", 'treasure_min = "six"')
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/rules.toml: treasure_min: expected an integer >= 1, got 'six'",
    ]


def test_simple_data_is_the_only_non_sensitive_type(deck_copy):
    edit(deck_copy / "types.csv", "judicial,judicial records,true", "judicial,judicial records,false")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/types.csv:10: sensitive: expected true for judicial, got false",
    ]


def test_all_errors_are_reported_together(deck_copy):
    edit(deck_copy / "colours.csv", "blue,blue,B,dots", "blue,blue,R,dots")
    edit(deck_copy / "colours.csv", "#c8308f", "pink")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/colours.csv:5: letter: 'R' is already used at line 4",
        "decks/data-tycoon/colours.csv:8: rgb: expected a colour as #rrggbb, got 'pink'",
    ]


def test_a_typing_error_comes_from_the_loader_with_its_line(deck_copy):
    edit(deck_copy / "datasets.csv", "green,simple,7", "green,simple,seven")
    assert errors_of(deck_copy) == [
        "decks/data-tycoon/datasets.csv:29: qty: expected an integer >= 1, got 'seven'",
    ]


def test_unknown_game_is_a_usage_error(monkeypatch, tmp_path):
    (tmp_path / "decks").mkdir()
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path))
    with pytest.raises(UsageError):
        load_model()
