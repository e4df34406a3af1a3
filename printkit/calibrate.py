"""`printkit calibrate`: write the duplex calibration sheet (render/calibration.py) to a file."""

from __future__ import annotations

from pathlib import Path

from printkit.build import atomic_write
from printkit.errors import PrintkitError, UsageError
from printkit.i18n import COMMON_DOMAIN, Translator, shipped_languages
from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.units import mm

FILE = "calibration.pdf"


def write_calibration(out_dir: Path, *, paper: str, edge: str, offset_mm: tuple[float, float], lang: str = "en") -> Path:
    """Render the sheet for `paper` and the duplex layout `edge`, back page moved by offset_mm."""
    if paper not in PAPERS or paper == "a5":
        raise UsageError(f"--paper: expected one of a4, a3, letter, got {paper!r}")
    if lang not in shipped_languages(COMMON_DOMAIN):
        raise UsageError(f"--lang: expected one of {', '.join(shipped_languages(COMMON_DOMAIN))}, got {lang!r}")
    from printkit.render.calibration import render_calibration
    settings = production.Production(layout=edge, back_offset=(mm(offset_mm[0]), mm(offset_mm[1])), paper=paper)
    with production.using(settings):
        data, _ = render_calibration(PAPERS[paper], Translator(lang, (COMMON_DOMAIN,), draft=True))
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PrintkitError(f"--out {out_dir}: cannot create the directory ({exc.strerror})") from None
    path = out_dir / FILE
    atomic_write(path, data)
    return path
