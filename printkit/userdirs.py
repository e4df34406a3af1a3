"""The user's own folders for printkit: settings (printer.toml) and the cache.

Settings: `$PRINTKIT_CONFIG_DIR`, else `$XDG_CONFIG_HOME/printkit`, else the platform's folder
(Linux and the BSDs `~/.config/printkit`, macOS `~/Library/Application Support/printkit`,
Windows `%APPDATA%\\printkit`). Cache: `$PRINTKIT_CACHE_DIR`, else `$XDG_CACHE_HOME/printkit`,
else `~/.cache/printkit`, `~/Library/Caches/printkit`, `%LOCALAPPDATA%\\printkit\\Cache`.

The XDG variables win on every platform: a user who sets one has said where files go. These
few rules are written out here rather than taken from `platformdirs`, which would add a
dependency for the same three lines per folder. A leaf: imports nothing of printkit.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "printkit"


def config_dir() -> Path:
    """Where printer.toml lives (not created here)."""
    if os.environ.get("PRINTKIT_CONFIG_DIR"):
        return Path(os.environ["PRINTKIT_CONFIG_DIR"])
    if os.environ.get("XDG_CONFIG_HOME"):
        return Path(os.environ["XDG_CONFIG_HOME"]) / APP
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP
    return Path.home() / ".config" / APP


def cache_root(base: str | None = None, xdg: str | None = None) -> Path | None:
    """The cache folder for these settings (PRINTKIT_CACHE_DIR, XDG_CACHE_HOME); None when the
    first is set to an empty string, which turns every cache off."""
    if base == "":
        return None
    if base:
        return Path(base)
    if xdg:
        return Path(xdg) / APP
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local") / APP / "Cache"
    return Path.home() / ".cache" / APP


def current_cache_root() -> Path | None:
    return cache_root(os.environ.get("PRINTKIT_CACHE_DIR"), os.environ.get("XDG_CACHE_HOME"))
