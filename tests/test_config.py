"""The remembered back offset (issue 8): which printer.toml wins, and one-line errors."""

from __future__ import annotations

import pytest

from printkit import config
from printkit.errors import UsageError


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "user"
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(folder))
    return folder


def test_no_file_means_no_offset(user_dir, tmp_path):
    assert config.resolve_offset(None, tmp_path / "out") == ((0.0, 0.0), "none")


def test_option_beats_output_folder_beats_user_file(user_dir, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    config.save_offset((1.5, -0.5))
    assert config.resolve_offset(None, out) == ((1.5, -0.5), str(user_dir / "printer.toml"))
    (out / "printer.toml").write_text("back_offset = [0.5, 1]\n")
    assert config.resolve_offset(None, out) == ((0.5, 1.0), str(out / "printer.toml"))
    assert config.resolve_offset("2,3", out) == ((2.0, 3.0), "--back-offset")


def test_saved_file_is_small_and_readable(user_dir):
    path = config.save_offset((1.5, -0.5))
    assert path.read_text().splitlines()[-1] == "back_offset = [1.5, -0.5]"
    assert config.read_offset_file(path) == (1.5, -0.5)


@pytest.mark.parametrize("text, message", [
    ("1.5", "--back-offset: expected two numbers in mm such as 1.5,-0.5, got '1.5'"),
    ("a,b", "--back-offset: expected two numbers in mm such as 1.5,-0.5, got 'a,b'"),
    ("12,0", "--back-offset: expected shifts between -10 and 10 mm, got 12,0"),
])
def test_bad_offsets_are_one_line_usage_errors(text, message):
    with pytest.raises(UsageError) as error:
        config.parse_offset(text)
    assert str(error.value) == message


def test_a_broken_file_names_itself(user_dir):
    user_dir.mkdir(parents=True)
    (user_dir / "printer.toml").write_text('back_offset = "left"\n')
    with pytest.raises(UsageError) as error:
        config.resolve_offset(None, None)
    assert str(error.value) == (f"{user_dir / 'printer.toml'}: back_offset: expected a list of two numbers in mm "
                                "such as [1.5, -0.5], got 'left'")
