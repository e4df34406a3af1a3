"""Triple Bataille leaves out an icon it cannot find (drawing.icon, through has_icon): built alone,
in a fresh process where only the shared icons and its own are registered, it must find every
icon it names. (Four Market Island pictograms once printed only because every icon module was
loaded; they are shared art now: render/icons/pieces.py.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

CODE = """
import sys, tempfile
import printkit.games.triple_bataille.drawing
from printkit.render import icons
icons.load_all()   # what has_icon() does first: the shared modules register themselves
asked = set()
class Watched(dict):
    def __contains__(self, name):
        asked.add(name)
        return dict.__contains__(self, name)
icons.ICONS = Watched(icons.ICONS)
known = dict(icons.ICONS)
from printkit.build import build
from printkit.kit_model import KitOptions
from pathlib import Path
build(KitOptions(game="triple-bataille"), Path(tempfile.mkdtemp()))
print(sorted(name for name in asked if name not in known), len(asked))
"""


def test_every_icon_triple_bataille_names_is_drawn_when_built_alone(tmp_path):
    env = {**os.environ, "PRINTKIT_CACHE_DIR": "", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr
    missing, asked = done.stdout.strip().splitlines()[-1].rsplit(" ", 1)
    assert missing == "[]" and int(asked) > 10
