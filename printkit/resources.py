"""Where the shipped data lives: inside the wheel (printkit/_data) or in a source checkout.

The wheel force-includes decks/, templates/, fonts/ and locales/ under printkit/_data; in a
checkout they sit beside the package. `PRINTKIT_DATA` overrides both (tests use it to load a
modified copy of the decks). This is only the bottom layer: data is read from the user's
workspace first (printkit/workspace.py), and nothing is ever written here.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding the shipped decks/, templates/, fonts/ and locales/."""
    override = os.environ.get("PRINTKIT_DATA")
    if override:
        return Path(override)
    bundled = _PACKAGE / "_data"
    if (bundled / "decks").is_dir():
        return bundled
    return _PACKAGE.parent


def decks_dir() -> Path:
    """The shipped games (`printkit decks copy` copies from here)."""
    return data_root() / "decks"


def fonts_dir() -> Path:
    """Fonts are never overridden by PRINTKIT_DATA unless the override ships them (its fonts/
    holds the bundled body font: a workspace that is also the data copy may hold a translator's
    own fonts/ folder, which adds fonts and replaces none)."""
    root = data_root()
    if (root / "fonts" / "NotoSans-Regular.ttf").is_file():
        return root / "fonts"
    return _default("fonts")


def examples_dir() -> Path:
    """The referees' example inputs (`examples/`; shipped in the wheel for the web pages)."""
    root = data_root()
    return root / "examples" if (root / "examples").is_dir() else _default("examples")


def web_dir() -> Path:
    """The web pages' package (templates, styles, code): the `web` catalog is extracted from it."""
    return _PACKAGE / "web"


def _default(name: str) -> Path:
    bundled = _PACKAGE / "_data" / name
    return bundled if bundled.is_dir() else _PACKAGE.parent / name
