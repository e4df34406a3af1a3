"""A one-line PDF made by reportlab alone, in a child process.

reportlab registers one font object per face name: once printkit has registered its Noto Sans,
`registerFont(TTFont("Other", same_file))` hands back printkit's font, so a "plain reportlab"
font registered in the test process is printkit's own. A child that never imports printkit
gives what reportlab itself writes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

_SCRIPT = """
import io, sys
from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
assert "printkit" not in sys.modules
rl_config.useA85 = 0
pdfmetrics.registerFont(TTFont("Plain", sys.argv[1]))
buffer = io.BytesIO()
c = Canvas(buffer, invariant=1, initialFontName="Plain")
c.setFont("Plain", 12)
c.drawString(10, 50, sys.argv[2])
c.showPage()
c.save()
sys.stdout.buffer.write(buffer.getvalue())
"""


def plain_pdf(font_file: Path, text: str) -> bytes:
    """The PDF reportlab alone writes for `text` on one page in the font of `font_file`."""
    done = subprocess.run([sys.executable, "-c", _SCRIPT, str(font_file), text], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done.stdout
