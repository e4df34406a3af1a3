"""TOML documents kept as JSON in the user's cache, under the SHA-256 of their text (issue 15):
the same document as tomllib's, never stale, a bad cache file only a slower read."""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest

from printkit import loader, workspace
from printkit.errors import Collector, DataErrors


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / loader.TOML_CACHE


def _shipped_toml_files() -> list[Path]:
    return sorted(p for game in loader.list_games() for p in workspace.find_game_dir(game).glob("*.toml"))


@pytest.mark.parametrize("path", _shipped_toml_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_stored_document_is_the_document(cache, path):
    text = path.read_text(encoding="utf-8")
    first = loader.parse_toml(text)            # parsed, then stored
    again = loader.parse_toml(text)            # read back
    assert len(list(cache.iterdir())) == 1
    assert first == again == tomllib.loads(text)
    assert repr(again) == repr(tomllib.loads(text))     # same types too (1 and 1.0 differ in repr)


def test_floats_of_every_kind_come_back_the_same(cache):
    text = 'a = 1\nb = 1.0\nc = -0.0\nd = inf\ne = [1, 2.5, "x", true]\n[f]\ng = { h = 3 }\n'
    loader.parse_toml(text)
    again = loader.parse_toml(text)
    assert math.isinf(again["d"]) and math.copysign(1, again["c"]) == -1
    assert repr(again) == repr(tomllib.loads(text))
    nan = loader.parse_toml("x = nan\n")
    assert math.isnan(loader.parse_toml("x = nan\n")["x"]) and math.isnan(nan["x"])


def test_a_document_with_a_date_is_parsed_each_time(cache):
    text = "when = 2026-11-25\n"
    assert loader.parse_toml(text) == loader.parse_toml(text) == tomllib.loads(text)
    assert not cache.exists() or not list(cache.iterdir())


def test_a_bad_cache_file_is_parsed_again(cache):
    text = 'a = "b"\n'
    loader.parse_toml(text)
    [entry] = cache.iterdir()
    for bad in ("{not json", "[1, 2]"):
        entry.write_text(bad, encoding="utf-8")
        assert loader.parse_toml(text) == {"a": "b"}


def test_an_invalid_document_still_names_its_line(cache, tmp_path):
    path = tmp_path / "game.toml"
    path.write_text('[game]\nid = "x"\ntitle = \n', encoding="utf-8")
    errors = Collector()
    loader.read_toml(path, "decks/x", errors)
    with pytest.raises(DataErrors) as raised:
        errors.raise_if_any()
    assert "decks/x/game.toml:3: invalid TOML" in str(raised.value)


def test_without_a_cache_folder_documents_are_parsed(monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    assert loader.parse_toml("a = 1\n") == {"a": 1}
