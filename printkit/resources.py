"""Where the shipped data lives: inside the wheel (printkit/_data) or in a source checkout.

The wheel force-includes decks/, templates/, fonts/ and locales/ under printkit/_data; in a
checkout they sit beside the package. `PRINTKIT_DATA` overrides both (tests use it to load a
modified copy of the decks).
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The folder holding decks/, templates/, fonts/ and locales/."""
    override = os.environ.get("PRINTKIT_DATA")
    if override:
        return Path(override)
    bundled = _PACKAGE / "_data"
    if (bundled / "decks").is_dir():
        return bundled
    return _PACKAGE.parent


def decks_dir() -> Path:
    return data_root() / "decks"


def fonts_dir() -> Path:
    """Fonts are never overridden by PRINTKIT_DATA unless the override ships them."""
    root = data_root()
    if (root / "fonts").is_dir():
        return root / "fonts"
    bundled = _PACKAGE / "_data" / "fonts"
    return bundled if bundled.is_dir() else _PACKAGE.parent / "fonts"


def templates_dir() -> Path:
    root = data_root()
    return root / "templates" if (root / "templates").is_dir() else _default("templates")


def locales_dir() -> Path:
    root = data_root()
    return root / "locales" if (root / "locales").is_dir() else _default("locales")


def _default(name: str) -> Path:
    bundled = _PACKAGE / "_data" / name
    return bundled if bundled.is_dir() else _PACKAGE.parent / name


def relative(path: Path) -> str:
    """A path as the user should read it in an error: relative to the data root if inside."""
    try:
        return str(Path(path).resolve().relative_to(data_root().resolve()))
    except ValueError:
        return str(path)
