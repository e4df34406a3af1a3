"""Command-line values -> KitOptions: parsing and checking of the print-production options.
Every mistake is a one-line usage error naming the option."""

from __future__ import annotations

import math
from pathlib import Path

from printkit import config
from printkit.errors import UsageError
from printkit.layout.production import MarkStyle
from printkit.units import mm

# Bounds that keep crop marks useful and off the cards (their offset is from the bleed).
MARK_LIMITS = {"LEN": (3.0, 15.0), "OFFSET": (0.5, 10.0), "WIDTH": (0.05, 1.0)}


def parse_marks(text: str | None) -> MarkStyle:
    """--marks LEN,OFFSET,WIDTH in mm -> MarkStyle (points); None gives the defaults."""
    if text is None:
        return MarkStyle()
    parts = [p.strip() for p in text.split(",")]
    try:
        values = [float(p) for p in parts]
    except ValueError:
        values = []
    if len(values) != 3 or not all(math.isfinite(v) for v in values):
        raise UsageError(f"--marks: expected LEN,OFFSET,WIDTH in mm such as 4,1,0.1, got {text!r}")
    for (name, (low, high)), value in zip(MARK_LIMITS.items(), values):
        if not low <= value <= high:
            raise UsageError(f"--marks: {name} expected from {low:g} to {high:g} mm, got {value:g}")
    length, offset, width = values
    return MarkStyle(mm(length), mm(offset), mm(width))


def back_offset(option: str | None, out_dir: Path | None, *, remember: bool = True) -> tuple[tuple[float, float], str]:
    """The back offset in points and where it came from (config.py says which wins).

    A value given on the command line is saved for later builds when `remember` is set (the
    build command sets it false and saves only once the kit is built).
    """
    offset_mm, source = config.resolve_offset(option, out_dir)
    if option is not None and remember:
        config.save_offset(offset_mm)
    return (mm(offset_mm[0]), mm(offset_mm[1])), source
