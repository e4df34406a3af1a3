"""templates/data-tycoon/booklet.j2 through printkit's own template environment (English)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from printkit.i18n import Translator
from printkit.games.data_tycoon.model import load_model
from printkit.games.data_tycoon.referee import booklet_examples
from printkit.templating import render_template

MODEL = load_model()


def booklet(model=MODEL) -> str:
    text = render_template("data-tycoon/booklet.j2", Translator("en", ("data-tycoon",)),
                           examples=booklet_examples(model))
    return text.replace("\u00a0", " ")   # no-break spaces (printkit/typography.py) are tested on their own


@pytest.fixture(scope="module")
def text():
    return booklet()


def test_every_line_is_a_block_of_the_booklet_syntax(text):
    lines = [line for line in text.splitlines() if line.strip()]
    assert lines[0] == "# Data-Tycoon"
    assert not any(mark in text for mark in ("{{", "{%", "%(", "None"))
    headings = [line[3:] for line in lines if line.startswith("## ")]
    assert headings == ["What you are after", "What is in the deck", "Choose a level", "Setting up",
                        "On your turn", "Purpose cards: call DATA!", "Building a Data-Treasure",
                        "The special cards", "End of the game", "Who wins",
                        "Where the original rules are unclear"]


def test_credits_and_every_special_card_are_covered(text):
    assert "<i>Data-Tycoon</i>. Its rules name no author and state no licence" in text
    for title in ("Sanction", "Lawyer", "Transparency", "Cybersecurity", "Data breach",
                  "Consent (optional)", "Minimisation (optional)", "Time (optional)", "Claim (optional)"):
        assert f"\n### {title}\n" in text


def test_counts_and_levels_come_from_the_deck(text):
    assert "85 dataset cards: 35 simple ones and 50 sensitive ones." in text
    assert "- <b>Learning</b> (94 cards): datasets and purpose cards only." in text
    assert "- <b>Expert</b> (120 cards): the whole deck" in text
    assert "- <b>judicial records</b>: 5 cards, marked with a judge's gavel" in text


def test_worked_examples_follow_the_rules_not_the_text():
    stricter = replace(MODEL, rules=replace(MODEL.rules, treasure_min=8, table_cards=4))
    text = booklet(stricter)
    assert "with at least 8 dataset cards" in text
    assert "Turn 4 cards face up beside it." in text
    assert "- 8 green cards, 4 simple and 4 sensitive, with a purpose card: a valid Data-Treasure." in text
    assert "- Only 7 sensitive cards: not a treasure yet." in text


def test_the_tie_break_example_is_the_referees(text):
    assert "- Bo: Data-Treasures 1, sensitive cards 7, dataset cards 7." in text
    assert "Bo wins: level on Data-Treasures, ahead on sensitive cards." in text
