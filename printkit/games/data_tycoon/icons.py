"""Data-Tycoon icons: the sensitive data families and the special cards.

Original vector drawings made for printkit (licence: same as the code), kept as SVG files in the
`icons/` folder beside this module and drawn as vectors in the caller's ink and paper by
`render/icons/svg_files.py`; edit them in Inkscape.
Manual, dataset cards: each sensitive family has a named emblem (health: stethoscope; love:
heart with an arrow through it; biometrics: fingerprint; genetics: DNA helix; politics: flags
to the left and right; beliefs: lotus; justice: judge's gavel). Manual, special cards: purpose,
sanction, lawyer, transparency, cybersecurity, data breach and the optional cards each get an
emblem of what they do.
"""

from __future__ import annotations

from pathlib import Path

from printkit.render.icons.svg_files import register_svg_icons

ICON_FOLDER = Path(__file__).with_name("icons")
NAMES = register_svg_icons(ICON_FOLDER)
