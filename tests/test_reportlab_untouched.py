"""reportlab stays reportlab's: a process that imports printkit and builds Market Island and
Data-Tycoon kits (one in saver ink) replaces, removes or adds no attribute of reportlab's modules
and classes, gives none of their objects another class, and leaves the standard library's
modules as they were (tests/reportlab_watch.py records and compares them, at every import too)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

WATCH = Path(__file__).with_name("reportlab_watch.py")


def _changes(tmp_path: Path, *options: str) -> set[tuple[str, str, str]]:
    env = {**os.environ, "PRINTKIT_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, str(WATCH), str(tmp_path / "kits"), *options], capture_output=True,
                          text=True, timeout=600, env=env, cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr[-3000:]
    return {tuple(change) for change in json.loads(done.stdout.strip().splitlines()[-1])}


def test_importing_printkit_and_building_kits_replaces_nothing_of_reportlab_or_the_standard_library(tmp_path):
    assert _changes(tmp_path) == set()


def test_the_watch_sees_a_replacement_even_one_undone_later(tmp_path):
    changes = _changes(tmp_path, "--patch")
    assert {("re", "compile", "replaced"), ("reportlab.pdfbase.pdfdoc", "pdfdocEnc", "replaced")} <= changes
