"""The booklet's numbers come from the referee, and the template prints them through {% trans %}."""

from __future__ import annotations

import re

import pytest

from printkit.i18n import Translator
from printkit.games.dice_game.model import load_model
from printkit.games.dice_game.referee_examples import booklet_examples
from printkit.templating import render_template

MODEL = load_model()
MARKERS = ("### ", "## ", "# ", "- ", "> ")


class Wrapping(Translator):
    """English, with every looked-up string wrapped in «», to see what went through the catalogs."""

    def pgettext(self, context, msgid):
        return f"«{msgid}»"

    def npgettext(self, context, singular, plural, n, note=None):
        return f"«{singular if n == 1 else plural}»"


def render(tr: Translator) -> str:
    text = render_template("dice-game/booklet.j2", tr, examples=booklet_examples(MODEL),
                           build={"board_sheets": 6, "paper": "A4"})
    return text.replace("\u00a0", " ")   # no-break spaces (printkit/typography.py) are tested on their own


@pytest.fixture(scope="module")
def booklet() -> str:
    return render(Translator("en", ("dice-game", "printkit")))


def test_example_move_is_the_brief_north_west_roll():
    examples = booklet_examples(MODEL)
    # The booklet names these directions in words: the example roll must keep them.
    assert examples["move_directions"] == "NW"
    assert (examples["move_power_a"], examples["move_power_b"], examples["move_power"]) == ("2", "3", 5)


def test_booklet_prints_the_worked_examples(booklet):
    assert "You take 3; they keep 4." in booklet
    assert "up to 5 squares North, up to 5 squares West, or up to 2 squares North-West" in booklet
    assert "Buy a new 8-face die for 8 coins." in booklet
    assert "“Un jeu de Dés”" in booklet and "UQAM, INF5153 (2019)" in booklet
    assert "The original does not state a licence." in booklet


def test_every_printed_line_is_translated_text():
    """Every line is a block of its own, and all of its text comes from one catalog lookup."""
    text = render(Wrapping("en", ("dice-game", "printkit")))
    lines = [line for line in text.splitlines() if line.strip()]
    assert lines[0] == "# «A Game of Dice»"
    for line in lines:
        body = next((line[len(m):] for m in MARKERS if line.startswith(m)), line)
        assert re.fullmatch(r"«[^«»]+»", body), line


def test_block_syntax_starts_with_the_title_and_has_sections(booklet):
    lines = booklet.splitlines()
    assert lines[0].startswith("# ")
    headings = [line[3:] for line in lines if line.startswith("## ")]
    assert headings == ["What is in the kit", "Building the dice", "The board", "Setting up", "Your turn",
                        "Where you stop", "Who wins", "Choices made for this kit", "Credits"]
