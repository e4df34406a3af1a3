"""Shared fixtures: a copy of the shipped data that a test may break, and PDF readers."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A writable copy of decks/ (and templates/, locales/) used instead of the shipped one."""
    root = tmp_path / "data"
    for name in ("decks", "templates", "locales"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, root / name)
    monkeypatch.setenv("PRINTKIT_DATA", str(root))
    from printkit import i18n
    i18n.load_catalog.cache_clear()
    yield root
    i18n.load_catalog.cache_clear()
