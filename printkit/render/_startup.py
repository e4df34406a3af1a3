"""reportlab set up for printkit before its modules are imported: shape checking off.

Shape checking (`rl_config.shapeChecking`, reportlab's own setting) validates every attribute
set on a reportlab graphics shape; reportlab reads it once, when `reportlab.graphics.shapes` is
imported, and its documentation calls it a help while developing that slows shapes down. printkit
makes shapes only from SVG files, through svglib: converting the 47 shipped SVG icons (what a
first build does) took 0.21 s of CPU with the checks, 0.17 s without (measured); the drawings,
and so the PDFs, are the same.
"""

from __future__ import annotations

import sys


def unchecked_shapes() -> None:
    """Turn reportlab's shape checking off, unless its graphics were imported already (then the
    setting no longer counts, and shapes stay checked: slower, the same drawings)."""
    if "reportlab.graphics.shapes" not in sys.modules:
        from reportlab import rl_config
        rl_config.shapeChecking = 0
