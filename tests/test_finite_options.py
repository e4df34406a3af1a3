"""NaN and infinities are refused in every numeric kit option, on the command line and in
printer.toml, before anything is saved (option_parsing.py, config.py)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from hypothesis import given, strategies as st

from printkit import config
from printkit.cli import main
from printkit.errors import UsageError
from printkit.option_parsing import parse_marks

NOT_FINITE = ["nan", "NaN", "-nan", "inf", "-inf", "Infinity", "-Infinity", "1e309", "-1e999"]


@pytest.mark.parametrize("word", NOT_FINITE)
def test_back_offset_refuses_what_is_not_finite_and_saves_nothing(tmp_path, monkeypatch, word):
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(tmp_path / "config"))
    result = CliRunner().invoke(main, ["build", "market-island", "--back-offset", f"{word},{word}",
                                       "--out", str(tmp_path / "kit")])
    assert result.exit_code == 2
    assert result.output.startswith("error: --back-offset: expected shifts between -10 and 10 mm, got ")
    assert not (tmp_path / "config").exists() and not (tmp_path / "kit").exists()


@pytest.mark.parametrize("word", NOT_FINITE)
def test_crop_marks_refuse_what_is_not_finite(word):
    with pytest.raises(UsageError) as caught:
        parse_marks(f"4,{word},0.1")
    assert str(caught.value) == f"--marks: expected LEN,OFFSET,WIDTH in mm such as 4,1,0.1, got '4,{word},0.1'"


def test_a_printer_toml_holding_nan_is_refused(tmp_path):
    (tmp_path / config.FILE).write_text("back_offset = [nan, inf]\n", encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        config.read_offset_file(tmp_path / config.FILE)
    assert str(caught.value) == f"{tmp_path / config.FILE}: back_offset: expected shifts between -10 and 10 mm, got nan,inf"


@given(x=st.floats(allow_nan=True, allow_infinity=True), y=st.floats(allow_nan=True, allow_infinity=True))
def test_an_offset_is_kept_only_when_finite_and_within_the_limit(x, y):
    fine = all(v == v and abs(v) <= config.LIMIT_MM for v in (x, y))
    try:
        assert config.parse_offset(f"{x!r},{y!r}") == (x, y) and fine
    except UsageError:
        assert not fine


def test_a_seed_of_five_thousand_digits_is_one_line(tmp_path):
    result = CliRunner().invoke(main, ["build", "dice-game", "--seed", "9" * 5000, "--out", str(tmp_path / "kit")])
    assert result.exit_code == 2
    assert result.output == f"error: --seed: expected an integer from 0 to {2 ** 63 - 1}, got '{'9' * 30}…'\n"
