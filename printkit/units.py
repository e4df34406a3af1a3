"""Lengths: every internal length is a float in points (`*_pt`); strings are parsed here.

>>> parse_length("63mm") == 63 * MM
True
"""

from __future__ import annotations

import re

MM = 72.0 / 25.4
CM = 10 * MM
INCH = 72.0
PT = 1.0

_UNITS = {"mm": MM, "cm": CM, "in": INCH, "pt": PT}
_LENGTH = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(mm|cm|in|pt)\s*$")


def parse_length(text: str) -> float:
    """Parse '63mm', '2.5in', '10pt' or '1.2cm' into points; ValueError otherwise."""
    match = _LENGTH.match(str(text))
    if not match:
        raise ValueError(f"expected a length such as '63mm', '2.5in' or '10pt', got {text!r}")
    return float(match.group(1)) * _UNITS[match.group(2)]


def mm(value: float) -> float:
    """Millimetres to points."""
    return value * MM


def to_mm(points: float) -> float:
    """Points to millimetres."""
    return points / MM
