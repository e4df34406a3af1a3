"""JSON a referee reads is bounded before Python's reader sees it: nesting, integer digits, NaN
and infinities are one-line UsageErrors naming the line (`printkit score FILE`, the API)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from hypothesis import given, strategies as st

from printkit.cli import main
from printkit.errors import UsageError
from printkit.referee import parse_json
from printkit.referee.bounded_json import MAX_DEPTH, MAX_DIGITS, check_json_text


def refusal(text: str) -> str:
    with pytest.raises(UsageError) as caught:
        parse_json(text, "in.json")
    return str(caught.value)


@pytest.mark.parametrize("text, message", [
    ("[" * 100_000, "in.json:1: expected JSON nested at most 32 levels deep, got more"),
    ('{"a": ' + "{" * 40, "in.json:1: expected JSON nested at most 32 levels deep, got more"),
    ('{"players":\n 1' + "0" * 4999 + "}", "in.json:2: expected an integer of at most 30 digits, got one of 5000"),
    ('{"x": -' + "9" * 31 + "}", "in.json:1: expected an integer of at most 30 digits, got one of 31"),
    ('{"x": NaN}', "in.json:1: expected a number, got NaN (JSON has no NaN or infinity)"),
    ('{"x": [1,\n\n-Infinity]}', "in.json:3: expected a number, got -Infinity (JSON has no NaN or infinity)"),
    ('{"x": Infinity}', "in.json:1: expected a number, got Infinity (JSON has no NaN or infinity)"),
    ('{"x": 1e400}', "in.json:1: expected a number of ordinary size, got 1e400"),
    ('{"x": 1' + "0" * 400 + '.5}', "in.json:1: expected a number of ordinary size, got 10000000000000000000…00000000.5"),
])
def test_what_python_cannot_read_is_refused_by_line(text, message):
    assert refusal(text) == message


def test_strings_may_hold_anything():
    text = json.dumps({"name": "[" * 1000 + "NaN Infinity 1e400 " + "9" * 5000 + '\\"{'})
    assert parse_json(text, "in.json")["name"].startswith("[[[")


@given(depth=st.integers(1, 200), opener=st.sampled_from(["[", '{"k": ']))
def test_depth_is_refused_exactly_above_the_limit(depth, opener):
    closer = "]" if opener == "[" else "}"
    text = opener * depth + "1" + closer * depth
    if depth <= MAX_DEPTH:
        check_json_text(text, "in.json")
        assert json.loads(text) is not None
    else:
        with pytest.raises(UsageError, match="nested at most 32 levels deep"):
            check_json_text(text, "in.json")


@given(number=st.integers())
def test_integers_up_to_the_limit_read_as_python_reads_them(number):
    text = json.dumps({"n": number})
    if len(str(abs(number))) <= MAX_DIGITS:
        assert parse_json(text, "in.json") == {"n": number}
    else:
        assert refusal(text).startswith("in.json:1: expected an integer of at most 30 digits")


@given(value=st.floats(allow_nan=True, allow_infinity=True))
def test_every_float_python_writes_is_read_or_refused_in_one_line(value):
    text = json.dumps({"x": value})    # Python writes NaN, Infinity, -Infinity for those
    try:
        assert parse_json(text, "in.json") == {"x": value}
    except UsageError as error:
        assert value != value or abs(value) == float("inf")
        assert "JSON has no NaN or infinity" in str(error)


@pytest.mark.parametrize("body", ["[" * 100_000, '{"players": ' + "9" * 5000 + ', "credits": 1}', '{"players": NaN}'])
def test_score_file_says_one_line_and_exits_2(tmp_path, body):
    path = tmp_path / "track.json"
    path.write_text(body, encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "triple-bataille", "track", str(path)])
    assert result.exit_code == 2
    assert len(result.output.splitlines()) == 1 and result.output.startswith(f"error: {path}:1: expected ")


def test_a_die_roll_of_five_thousand_digits_on_the_command_line_is_one_line():
    result = CliRunner().invoke(main, ["score", "market-island", "--winning", "9C", "--block", "9H", "KH",
                                       "--played", "9D", "AC", "--dice", "P1=" + "9" * 5000])
    assert result.exit_code == 2
    assert result.output == "error: --dice: expected PLAYER=ROLL such as P1=4, got '" + ("P1=" + "9" * 5000)[:30] + "…'\n"
