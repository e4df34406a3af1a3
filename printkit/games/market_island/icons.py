"""Market Island icons: board corners, action cards, components and craft material.

Original vector drawings made for printkit (licence: same as the code), kept as SVG files in the
`icons/` folder beside this module and drawn as vectors in the caller's ink and paper by
`render/icons/svg_files.py`; edit them in Inkscape.
Subjects come from the manual: §3 (what a table needs: die, pawns, pins or markers, and the
printed sheets to cut and glue), §4.4.2 (the jellyfish, fire, totem and axe actions), §4.5 (the
flagged start and the corner squares) and §4.6 (the scoreboard as the shared ledger).
"""

from __future__ import annotations

from pathlib import Path

from printkit.render.icons.svg_files import register_svg_icons

ICON_FOLDER = Path(__file__).with_name("icons")
NAMES = register_svg_icons(ICON_FOLDER)
