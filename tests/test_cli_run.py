"""`python -m printkit` (printkit.cli.run): the command's output and exit code, then a prompt exit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def printkit(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "printkit", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_output_is_flushed_and_the_exit_code_is_the_command_s():
    done = printkit("games")
    assert done.returncode == 0 and done.stderr == ""
    assert "market-island\tMarket Island" in done.stdout.splitlines()


def test_a_usage_error_is_one_line_and_exit_2(tmp_path):
    done = printkit("build", "nosuch", "--out", str(tmp_path / "out"))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "error: unknown game 'nosuch'; expected one of: " \
                          "data-tycoon, dice-game, market-island, triple-bataille\n"


def test_a_built_kit_is_complete_when_the_process_has_exited(tmp_path):
    done = printkit("build", "dice-game", "--seed", "7", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "manifest.json").is_file()
    assert not list(tmp_path.glob(".*.part"))
