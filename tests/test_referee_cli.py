"""Turning `printkit score` words into referee payloads."""

from __future__ import annotations

import pytest

from printkit.errors import UsageError
from printkit.referee_cli import parse_score_words


def never(name):
    raise AssertionError("no file should be read")


def test_mining_words_become_a_payload():
    words = "--winning 9C --block 9H KH --played 9D AC --dice P1=4 p2=6 --json".split()
    assert parse_score_words("market-island", words, never) == (
        "mining", {"winning": "9C", "block": ["9H", "KH"], "played": ["9D", "AC"], "dice": {"P1": 4, "P2": 6}}, True)


def test_other_checks_read_a_file():
    assert parse_score_words("dice-game", ["moves", "x.json"], lambda name: {"file": name}) == (
        "moves", {"file": "x.json"}, False)


@pytest.mark.parametrize("words, message", [
    ("--winning 9C --block 9H", "--played: expected at least one card, got nothing"),
    ("--winning 9C 8C --block 9H --played 9D", "--winning: expected one card, got 2"),
    ("--winning 9C --block 9H --played 9D --dice P1", "--dice: expected PLAYER=ROLL such as P1=4, got 'P1'"),
    ("--winning 9C --block 9H --played 9D --bet 3", "--bet: unknown option; expected --winning, --block, --played, --dice or --json"),
])
def test_bad_mining_words(words, message):
    with pytest.raises(UsageError) as error:
        parse_score_words("market-island", words.split(), never)
    assert str(error.value) == message
