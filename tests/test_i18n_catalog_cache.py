"""Catalogs kept as JSON in the user's cache, under the SHA-256 of their PO file (issue 8, speed):
the same table as reading the PO, never stale, and a bad cache file is only a slower read."""

from __future__ import annotations

import pytest

from printkit import i18n
from printkit.loader import list_games


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    i18n.load_catalog.cache_clear()
    yield tmp_path / "cache" / i18n.CATALOG_CACHE
    i18n.load_catalog.cache_clear()


@pytest.mark.parametrize("domain", [i18n.COMMON_DOMAIN, *list_games()])
def test_a_stored_catalog_is_the_catalog(cache, domain):
    source = i18n.catalog_path(domain, "fr").read_bytes()
    parsed = i18n._read_catalog(source, domain)
    first = i18n.load_catalog(domain, "fr")             # parsed, then stored
    i18n.load_catalog.cache_clear()
    again = i18n.load_catalog(domain, "fr")             # read back from the store
    assert len(list(cache.iterdir())) == 1
    assert dict(first) == dict(again) == dict(parsed) and again.plural_expr == parsed.plural_expr
    assert again.form_index(1) == parsed.form_index(1) and again.form_index(2) == parsed.form_index(2)


def test_an_edited_catalog_is_read_again(cache, data_copy):
    i18n.load_catalog("printkit", "fr")
    path = i18n.catalog_path("printkit", "fr")
    text = path.read_text(encoding="utf-8")
    table = i18n.load_catalog("printkit", "fr")
    entry = next(k for k, v in table.items() if isinstance(v, str) and f'msgstr "{v}"' in text)
    old = table[entry]
    path.write_text(text.replace(f'msgstr "{old}"', 'msgstr "CHANGÉ"', 1), encoding="utf-8")
    i18n.load_catalog.cache_clear()
    assert i18n.load_catalog("printkit", "fr")[entry] == "CHANGÉ"
    assert len(list(cache.iterdir())) == 2


def test_a_damaged_store_is_ignored(cache):
    first = dict(i18n.load_catalog("printkit", "fr"))
    (stored,) = cache.iterdir()
    stored.write_text('{"entries": [["a"]]', encoding="utf-8")
    i18n.load_catalog.cache_clear()
    assert dict(i18n.load_catalog("printkit", "fr")) == first


def test_no_store_when_caching_is_off(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    i18n.load_catalog.cache_clear()
    try:
        assert i18n.load_catalog("printkit", "fr")
    finally:
        i18n.load_catalog.cache_clear()
    assert not any(tmp_path.iterdir())
