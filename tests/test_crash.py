"""A bug in any command reaches the user as one line and a crash report in the cache folder."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from click.testing import CliRunner

from printkit import crash
from printkit.cli import main
from tests.conftest import ROOT

LINE = re.compile(r"error: printkit games failed: internal error \(ZeroDivisionError: no games today\); "
                  r"crash report: (?P<path>\S+) \(please attach it to a bug report\)\n")


def _broken_games(monkeypatch):
    def broken():
        raise ZeroDivisionError("no games today")
    monkeypatch.setattr("printkit.workspace.game_ids", broken)   # under every way a command lists the games


def test_an_unexpected_exception_is_one_line_and_a_report(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    _broken_games(monkeypatch)
    result = CliRunner().invoke(main, ["games"])
    assert (result.exit_code, result.stdout) == (crash.EXIT_CODE, "")
    found = LINE.fullmatch(result.stderr)
    assert found, result.stderr
    report = (tmp_path / "cache" / "crashes" / found["path"].rsplit("/", 1)[-1])
    assert found["path"] == str(report)
    text = report.read_text(encoding="utf-8")
    assert text.splitlines()[1] == "what failed: printkit games"
    assert "Traceback (most recent call last):" in text and 'raise ZeroDivisionError("no games today")' in text
    for name in ("printkit", "babel", "reportlab", "weblate-language-data", "click"):
        assert re.search(rf"^{name}: \d", text, re.MULTILINE), name


def test_the_installed_command_shows_no_traceback(tmp_path):
    """The console script's path (printkit.__main__): a crash in a real process, its stderr whole."""
    script = ("import sys, printkit.loader as loader\n"
              "def broken(): raise ZeroDivisionError('no games today')\n"
              "loader.list_games = broken\n"
              "sys.argv = ['printkit', 'games']\n"
              "from printkit.__main__ import main\nmain()\n")
    env = {**os.environ, "PRINTKIT_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == crash.EXIT_CODE
    assert "Traceback" not in done.stderr and LINE.fullmatch(done.stderr), done.stderr
    assert len(list((tmp_path / "cache" / "crashes").glob("crash-*.txt"))) == 1


def test_with_the_cache_turned_off_the_report_goes_to_the_platform_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    path = crash.write_report(ValueError("x"), what="test")
    assert path is not None and path.parent == tmp_path / "xdg" / "printkit" / "crashes"


def test_an_unwritable_cache_falls_back_to_the_temporary_folder(monkeypatch, tmp_path):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "file" / "cache"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "file" / "xdg"))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    path = crash.write_report(ValueError("x"), what="test")
    assert path is not None and path.parent == tmp_path / "tmp" / "printkit-crashes"


def test_only_the_newest_reports_are_kept(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    folder = tmp_path / "crashes"
    folder.mkdir()
    for n in range(crash.KEEP + 5):
        (folder / f"crash-20000101-0000{n:02d}-1-0000.txt").write_text("old")
    newest = crash.write_report(ValueError("x"), what="test")
    kept = sorted(p.name for p in folder.iterdir())
    assert len(kept) == crash.KEEP and kept[-1] == newest.name and "crash-20000101-000000-1-0000.txt" not in kept


def test_a_long_message_is_cut_to_one_short_line():
    line = crash.one_line("printkit build", ValueError("word " * 100 + "\nsecond line"), None)
    assert "\n" not in line and len(line) < 240
    assert line.endswith("…); no crash report could be written")
