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


def _hashes(folder: Path) -> dict[str, str]:
    import json
    return {f["path"]: f["sha256"] for f in json.loads((folder / "manifest.json").read_text())["files"]}


def test_caches_never_change_a_byte(tmp_path, monkeypatch):
    """A first build (empty cache), a second one (everything read from the cache) and one with
    caching off give the same PDFs."""
    builds = {}
    for name, cache in (("cold", tmp_path / "cache"), ("warm", tmp_path / "cache"), ("off", "")):
        monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(cache))
        done = printkit("build", "market-island", "--lang", "fr", "--out", str(tmp_path / name))
        assert done.returncode == 0, done.stderr
        builds[name] = _hashes(tmp_path / name)
    assert any((tmp_path / "cache").rglob("*"))
    assert builds["cold"] == builds["warm"] == builds["off"]


def test_the_console_script_runs_what_python_m_runs_and_leaves_the_collector_as_it_was():
    """pyproject's `printkit` command is printkit.__main__:main, which `python -m printkit` calls:
    the collector is off only while the command line is imported (importing it here runs nothing)."""
    import gc
    import importlib
    import tomllib
    target = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]["printkit"]
    module, function = target.split(":")
    assert (module, function) == ("printkit.__main__", "main")
    entry = importlib.import_module(module)
    assert callable(getattr(entry, function)) and gc.isenabled()
    script = ("import gc, sys; import printkit.cli as cli; seen = []; "
              "cli.run = lambda: seen.append(gc.isenabled()); "
              "from printkit.__main__ import main; main(); print(seen)")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "[True]", done.stderr


def test_what_importing_the_command_line_made_is_frozen_before_the_command_runs():
    """printkit/__main__.py freezes the objects the command line's imports made (gc.freeze): turned
    on with them still young, the collector scanned them all at its first collections (issue 15)."""
    script = ("import gc, os, sys; sys.argv = ['printkit', '--version']; "
              "os._exit = lambda code: (print(gc.get_freeze_count() > 10_000, gc.isenabled()), sys.exit(code)); "
              "from printkit.__main__ import main; main()")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "True True", (done.stdout, done.stderr)
