"""Which languages `build --all` builds (issue 12): complete ones, counted against the templates."""

from __future__ import annotations

import pytest

from printkit import completeness
from printkit.loader import list_games
from tests.i18n.helpers import set_translation


@pytest.mark.parametrize("game", list_games())
def test_the_shipped_french_is_complete_for_every_game(game):
    assert completeness.untranslated(game, "fr") == 0
    assert completeness.untranslated(game, "en") == 0


def test_template_keys_read_back_from_the_cache_are_the_same(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    first = completeness.template_keys("market-island")
    assert list((tmp_path / completeness.TEMPLATE_KEYS_CACHE).glob("*.json"))
    assert completeness.template_keys("market-island") == first
    assert ("card:MI-I-01:title", "Income") in first
    assert any(isinstance(msgid, tuple) for _, msgid in first)   # plural entries, keyed by both forms


def test_a_fuzzy_entry_makes_a_language_incomplete(data_copy):
    from printkit import i18n
    catalog = data_copy / "locales" / "market-island" / "fr.po"
    set_translation(catalog, "card:MI-I-01:title", "Income", "Revenu", fuzzy=True)
    i18n.load_catalog.cache_clear()
    assert completeness.untranslated("market-island", "fr") == 1
