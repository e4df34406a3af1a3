"""`printkit score`: the referee from the command line, as a referee uses it at an event."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from printkit.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def run(*args, stdin=None):
    return CliRunner().invoke(main, ["score", *args], input=stdin)


def test_mining_score_in_words_and_json():
    words = run("market-island", "--winning", "9C", "--block", "9H", "KH", "--played", "9D", "AC")
    assert words.exit_code == 0
    assert words.output.splitlines()[-1] == "P1 wins the block with 2 points. 9♦ is the new winning card."
    data = json.loads(run("market-island", "--winning", "9C", "--block", "9H", "KH", "--played", "9D", "AC", "--json").output)
    assert (data["scores"], data["winner"], data["decided_by"], data["must_roll"]) == ({"P1": 2, "P2": 1}, "P1", "points", [])


def test_a_tie_without_dice_names_who_must_roll():
    # 5♥ and 5♠ each match one suit; the same rank leaves the tie to the die (§2.4)
    data = json.loads(run("market-island", "--winning", "2C", "--block", "9H", "9S", "--played", "5H", "5S", "--json").output)
    assert (data["winner"], data["must_roll"]) == (None, ["P1", "P2"])
    rolled = json.loads(run("market-island", "--winning", "2C", "--block", "9H", "9S", "--played", "5H", "5S",
                            "--dice", "P1=2", "P2=6", "--json").output)
    assert (rolled["winner"], rolled["decided_by"]) == ("P2", "dice")


def test_a_whole_round_from_a_file_and_from_stdin():
    path = EXAMPLES / "market-island-round.json"
    from_file = run("market-island", "round", str(path), "--json")
    from_stdin = run("market-island", "round", "-", "--json", stdin=path.read_text())
    assert from_file.exit_code == from_stdin.exit_code == 0
    assert json.loads(from_file.output) == json.loads(from_stdin.output)


def test_input_errors_exit_2_with_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": \n [1, }')
    result = run("market-island", "round", str(bad))
    assert result.exit_code == 2
    assert result.output == f"error: {bad}:2: invalid JSON: Expecting value\n"
    result = run("market-island", "--winning", "9C", "--block", "9H", "--played", "1Z")
    assert result.exit_code == 2 and len(result.output.splitlines()) == 1
    result = run("chess", "x.json")
    assert result.exit_code == 2 and result.output.startswith("error: unknown game 'chess'")
