"""Triple Bataille icons: properties, institutions, money and the life expenses of the board.

Original vector drawings made for printkit (licence: same as the code), kept as SVG files in the
`icons/` folder beside this module and drawn as vectors in the caller's ink and paper by
`render/icons/svg_files.py`; edit them in Inkscape.
Rules (properties: house, workshop, factory, large factory; bank and state; credit, bundles
of money, universal dividend; expenses: food, leisure, rent; the battle; devaluation).
"""

from __future__ import annotations

from pathlib import Path

from printkit.render.icons.svg_files import register_svg_icons

ICON_FOLDER = Path(__file__).with_name("icons")
NAMES = register_svg_icons(ICON_FOLDER)
