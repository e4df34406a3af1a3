"""Dice game icons: the board's direction arrows, coins, merchants, bonuses and the finish.

Original vector drawings made for printkit (licence: same as the code), kept as SVG files in the
`icons/` folder beside this module (arrow, merchant, bonus, end-square) and drawn as vectors in the caller's ink and paper by `render/icons/svg_files.py`; edit them in Inkscape.
The die and the coin are shared with other games and live in `render/icons/common.py`.
"""

from __future__ import annotations

from pathlib import Path

from printkit.render.icons.svg_files import register_svg_icons

ICON_FOLDER = Path(__file__).with_name("icons")
NAMES = register_svg_icons(ICON_FOLDER)
