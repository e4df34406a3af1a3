"""Colours as a designer writes them: `#rrggbb`, or a CSS colour name (`teal`, `goldenrod`).

The names are the 148 of CSS Color Module Level 4, as Pillow's ImageColor holds them
(`ImageColor.colormap`, a public table); everything prints from `#rrggbb`, so a name is turned
into its value when the deck is read. Pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def colour_hex(value: object) -> str | None:
    """`#rrggbb` for a hex colour or a CSS colour name (any case), None for anything else."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    if HEX.match(text):
        return text.lower()
    return _names().get(text.lower())


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    from PIL import ImageColor   # only for a deck that names a colour
    return {name: value.lower() for name, value in ImageColor.colormap.items()
            if isinstance(value, str) and HEX.match(value)}
