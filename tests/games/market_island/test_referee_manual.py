"""The manual's own examples (§4.7, §5) recomputed by the referee; errata that must match real disagreements."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from printkit.games.market_island.model import load_model
from printkit.games.market_island.referee import audit, booklet_examples, mining
from printkit.games.market_island.referee_manual import disagreements, erratum_holds

MODEL = load_model()
CORRECT = ["en-4-7-1-ex1", "en-4-7-1-ex2", "en-4-7-2-ex1", "fr-4-7-1-ex1", "fr-4-7-1-ex2", "fr-4-7-2-ex1"]


def with_data(examples=None, errata=None):
    return dataclasses.replace(MODEL, examples=examples if examples is not None else copy.deepcopy(MODEL.examples),
                               errata=errata if errata is not None else copy.deepcopy(MODEL.errata))


@pytest.mark.parametrize("ex_id", CORRECT)
def test_correct_examples_are_reproduced_by_the_referee(ex_id):
    example = MODEL.examples[ex_id]
    result = mining(example["winning"], example["block"], example["played"])
    assert result["scores"] == example["scores"]
    assert result["winner"] == example["winner"]
    assert result["decided_by"] == example["decided_by"]
    assert dict(zip(["P1", "P2", "P3"], example["played"]))[result["winner"]] == example["next_winning"]


def test_the_data_has_no_uncovered_disagreement_and_no_false_erratum():
    assert audit(MODEL) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_4_7_2_example_2_errata_in_both_languages(lang):
    ex_id = f"{lang}-4-7-2-ex2"
    assert {"scores", "winner", "decided-by"} <= disagreements(MODEL.examples[ex_id])
    recorded = {e["check"] for e in MODEL.errata.values() if e.get("example") == ex_id}
    assert {"scores", "winner", "decided-by"} <= recorded
    sections = {e["section"] for e in MODEL.errata.values() if e.get("example") == ex_id}
    assert sections == {"§4.7.2 example 2" if lang == "en" else "§4.7.2 exemple 2"}


def test_4_7_2_example_2_scored_as_its_lines_describe_is_settled_by_the_highest_card():
    example = MODEL.examples["en-4-7-2-ex2"]
    result = mining(example["winning"], example["block"], [line["explains"] for line in example["lines"]])
    assert result["scores"] == example["scores"]   # the printed points fit the lines' cards ...
    assert (result["winner"], result["decided_by"]) == ("P2", "highest-card")   # ... but no die is needed


def test_removing_an_erratum_while_the_contradiction_stays_is_reported():
    errata = copy.deepcopy(MODEL.errata)
    del errata["en-4-7-2-ex2-dice"]
    assert audit(with_data(errata=errata)) == [
        "examples.en-4-7-2-ex2: decided-by differs from the rules and no erratum records it"]


def test_an_erratum_without_its_disagreement_is_reported():
    examples = copy.deepcopy(MODEL.examples)
    examples["en-4-7-2-ex2"]["decided_by"] = "highest-card"
    assert audit(with_data(examples=examples)) == [
        "errata.en-4-7-2-ex2-dice: the 'decided-by' disagreement it records is not there"]


def test_a_correct_example_that_stops_matching_is_reported():
    examples = copy.deepcopy(MODEL.examples)
    examples["fr-4-7-1-ex2"]["scores"]["P1"] = 3
    assert audit(with_data(examples=examples)) == [
        "examples.fr-4-7-1-ex2: scores differs from the rules and no erratum records it"]


def test_snapshot_gives_the_seven_of_hearts_to_two_players():
    assert disagreements(MODEL.examples["en-5-11"]) == {"holder"}
    fixed = {**MODEL.examples["en-5-11"], "held_before": {"player": "P1", "card": "7H"}}
    assert disagreements(fixed) == set()


def test_claims_errata_need_two_different_statements():
    erratum = MODEL.errata["fr-2-4-prize"]
    assert erratum_holds(erratum, MODEL.examples)
    same = {**erratum, "claims": {"en": "block", "fr": "block"}}
    assert not erratum_holds(same, MODEL.examples)


def test_every_erratum_is_a_warning_naming_its_section():
    assert len(MODEL.errata) >= 10
    assert {e["lang"] for e in MODEL.errata.values()} == {"en", "fr"}
    for erratum in MODEL.errata.values():
        assert erratum["severity"] == "warning"
        assert erratum["section"].startswith("§")
        assert erratum["message"] and "\n" not in erratum["message"]


def test_errata_and_examples_stay_out_of_the_manual_facts():
    assert "examples" not in MODEL.manual and "errata" not in MODEL.manual


# --- the booklet's worked examples ---

def test_booklet_examples_are_computed_by_the_referee():
    examples = booklet_examples(MODEL)
    assert list(examples) == ["en-4-7-1-ex1", "en-4-7-1-ex2", "en-4-7-2-ex1", "highest-card-tie", "dice-tie"]
    for example in examples.values():
        assert example["result"] == mining(example["winning"], example["block"], example["played"], example.get("dice"))
        assert example["players"] == len(example["block"])
        assert [row["score"] for row in example["ranking"]] == list(example["result"]["scores"].values())


def test_booklet_has_a_tie_for_each_tie_break():
    examples = booklet_examples(MODEL)
    assert examples["highest-card-tie"]["result"]["decided_by"] == "highest-card"
    assert examples["highest-card-tie"]["result"]["winner"] == "P3"
    assert examples["dice-tie"]["result"]["decided_by"] == "dice"
    assert examples["dice-tie"]["result"]["winner"] == "P2"
