"""render/_startup.py: reportlab's shape checking off once printkit renders."""

from __future__ import annotations

import subprocess
import sys


def test_reportlab_shapes_are_unchecked_once_printkit_renders():
    """Shape checking (rl_config.shapeChecking, read when reportlab.graphics.shapes is imported) is
    off after printkit.render: setting an attribute of a shape no longer validates it. It stays on
    when reportlab's graphics were imported before printkit (then nothing is changed)."""
    script = ("import printkit.render; from reportlab.graphics.shapes import Rect; r = Rect(0, 0, 1, 1);"
              "r.strokeWidth = 'not a number'; print('unchecked')")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "unchecked"
    script = ("from reportlab.graphics.shapes import Rect; import printkit.render; r = Rect(0, 0, 1, 1);"
              "r.strokeWidth = 'not a number'")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "Illegal assignment of 'not a number' to strokeWidth" in done.stderr
