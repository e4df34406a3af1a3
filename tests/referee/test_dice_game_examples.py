"""The booklet's numbers come from the referee, and the template prints them through {% trans %}."""

from __future__ import annotations

import re

import jinja2
import pytest

from printkit import resources
from printkit.model.dice_game import load_model
from printkit.referee.dice_game_examples import booklet_examples

MODEL = load_model()
MARKERS = ("### ", "## ", "# ", "- ", "> ")


def render(gettext) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(resources.templates_dir()),
                             extensions=["jinja2.ext.i18n"], undefined=jinja2.StrictUndefined)
    env.install_gettext_callables(gettext, lambda s, p, n: s if n == 1 else p, newstyle=True)
    return env.get_template("dice-game/booklet.j2").render(examples=booklet_examples(MODEL))


@pytest.fixture(scope="module")
def booklet() -> str:
    return render(lambda text: text)


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
    """Wrap every msgid in «»: each line's text after its block marker must be one wrapped string."""
    text = render(lambda s: f"«{s}»")
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
