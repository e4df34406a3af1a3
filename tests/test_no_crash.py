"""What the project ships and shows never reaches the crash handler (printkit/crash.py): the README's
commands, the examples with every check, and generated bad input each end in a result or in a
precise one-line refusal (exit 0, 1 or 2), never in "internal error" (exit 70)."""

from __future__ import annotations

import itertools
import json
import re
import shlex
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

from printkit.cli import main
from printkit.crash import EXIT_CODE
from printkit.errors import PrintkitError
from printkit.games import shipped_part
from printkit.loader import list_games
from tests.conftest import ROOT

EXAMPLES = ROOT / "examples"
# The README's words that stand for a value the reader picks: a command holding one is a pattern.
PLACEHOLDERS = {"GAME", "DIR", "FILE", "CHECK", "LANG", "N", "S", "X,Y", "LEN,OFFSET,WIDTH"}


def readme_commands() -> list[list[str]]:
    """Every `printkit …` command the README shows in its code blocks, as typed; `a|b` gives one
    command per choice, `[--opt]` is given; patterns with placeholders and `serve` (it runs until
    stopped; tests/web covers it) are left out."""
    found = []
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        if not line.startswith("    "):
            continue
        for part in line.split("&&"):
            if not any(word in ("printkit", ".venv/bin/printkit") for word in part.split()[:2]):
                continue      # output shown in the README, not a command (it may hold a lone quote)
            words = shlex.split(part.split(" #")[0])
            words = words[1:] if words[:1] == ["$"] else words
            if not words or words[0] not in ("printkit", ".venv/bin/printkit") or words[1:2] == ["serve"]:
                continue
            words = [word.strip("[]") for word in words[1:]]
            if any(word in PLACEHOLDERS or ".." in word or "…" in word for word in words):
                continue
            found.extend(list(choice) for choice in itertools.product(*(word.split("|") for word in words)))
    return found


def no_crash(args: list[str], stdin: str | None = None):
    result = CliRunner().invoke(main, args, input=stdin)
    assert result.exit_code != EXIT_CODE and "internal error" not in result.stderr, (args, result.stderr)
    assert result.exception is None or isinstance(result.exception, SystemExit), (args, repr(result.exception))
    return result


def test_the_readme_lists_its_commands():
    commands = [" ".join(words) for words in readme_commands()]
    assert "build market-island --lang en --players 4 --paper a4 --out output/market-island-en" in commands
    assert "score dice-game winner examples/dice-game-moves.json" in commands
    assert "i18n update --check" in commands and len(commands) > 25


@pytest.mark.slow
def test_every_readme_command_answers_without_a_crash(tmp_path, monkeypatch):
    """In a fresh workspace holding the examples, in the README's order (the quick start's build
    first: `validate --kit` reads it)."""
    shutil.copytree(EXAMPLES, tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    for words in readme_commands():
        no_crash(words)


def _checks() -> list[tuple[str, str]]:
    return [(game, check) for game in list_games() if shipped_part(game.replace("-", "_"), "referee")
            for check in sorted(shipped_part(game.replace("-", "_"), "referee").CHECKS)]


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_every_example_with_every_check_answers_or_refuses(example):
    """Each example file given to each check of each game (most are the wrong input there)."""
    for game, check in _checks():
        no_crash(["score", game, check, str(EXAMPLES / example), "--json"])


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
KEYS = ["players", "cards", "played", "winning", "block", "seat", "seats", "board", "position", "moves", "dice",
        "roll", "coins", "price", "bank", "state", "money", "n", "round", "turn", "treasures", "wealth", "events"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(check=st.sampled_from(_checks()),
       payload=st.one_of(JSON, st.dictionaries(st.sampled_from(KEYS), JSON, max_size=5)))
def test_generated_json_is_answered_or_refused(check, payload):
    """Any JSON value, and objects with the field names the referees read, holding anything."""
    no_crash(["score", *check, "-", "--json"], stdin=json.dumps(payload))


OPTION_TEXT = st.one_of(st.text(max_size=12), st.sampled_from(["0", "-1", "1e400", "nan", "inf", "3,", ",", "2..4",
                                                              "99999999", "a4 ", "A4", "0,0,0", "-0", "1,2,3,4"]))


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(list_games()), option=st.sampled_from(["players", "paper", "layout", "marks", "back_offset",
                                                                   "ink", "booklet", "lang", "level", "money", "seed"]),
       value=OPTION_TEXT)
def test_generated_kit_options_are_planned_or_refused(game, option, value):
    """A kit option as typed, checked as `printkit build` checks it before drawing anything."""
    from printkit.build import plan, resolve
    from printkit.option_specs import kit_options, parse_players
    from printkit.registry import get_game
    values = dict(lang="en", paper="a4", layout="duplex-long", marks=None, back_offset=None, ink="colour",
                  booklet="a5", players=None)
    extra = {}
    try:
        if option in ("level", "money", "seed"):
            extra[option] = value
        elif option == "players":
            values["players"] = parse_players(value, 1, 99)
        else:
            values[option] = value
        found = get_game(game)
        options = resolve(kit_options(game, out_dir=None, extra=extra, **values), found)
        plan(options, found.translator(options.lang), found)
    except PrintkitError:
        pass
