"""kits/kept.py: a game's worked examples made once per GameData and kept between runs, named by
the function, the game's files and printkit's code (issue 15)."""

from __future__ import annotations

import enum
import shutil

import pytest

from printkit import workspace
from printkit.kits import kept
from printkit.loader import load_game


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / kept.FOLDER


def _counted(value):
    made = []

    @kept.kept_derived
    def examples(data):
        made.append(data.id)
        return value
    return examples, made


def test_made_once_then_read_back_by_the_next_process(cache):
    value = {"rules": {"min": 3}, "names": ["Ana", "Bo"], "worth": 2.5, "valid": True, "none": None}
    examples, made = _counted(value)
    assert examples(load_game("dice-game")) == value
    assert len(list(cache.iterdir())) == 1
    again = examples(load_game("dice-game"))   # a new GameData: what another process would see
    assert again == value and list(again) == list(value) and made == ["dice-game"]


def test_changed_data_or_code_makes_it_again(cache, tmp_path, monkeypatch):
    examples, made = _counted({"n": 1})
    examples(load_game("dice-game"))
    monkeypatch.setattr("printkit.render.form_store.code_fingerprint", lambda: "other code")
    examples(load_game("dice-game"))
    assert len(made) == 2
    shutil.copytree(workspace.find_game_dir("dice-game"), tmp_path / "ws" / "decks" / "dice-game")
    (tmp_path / "ws" / "decks" / "dice-game" / "notes.txt").write_text("a changed folder")
    workspace.use(tmp_path / "ws")
    examples(load_game("dice-game"))
    assert len(made) == 3


class Colour(enum.IntEnum):
    RED = 1


@pytest.mark.parametrize("value", [{"pair": (1, 2)}, {1: "a"}, {"colour": Colour.RED}, {"x": float("nan")}])
def test_a_value_json_does_not_give_back_as_it_was_is_not_kept(cache, value):
    examples, made = _counted(value)
    examples(load_game("dice-game"))
    examples(load_game("dice-game"))
    assert len(made) == 2 and not any(cache.iterdir())


def test_nothing_is_kept_with_caching_off(monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    examples, made = _counted({"n": 1})
    data = load_game("dice-game")
    examples(data), examples(data), examples(load_game("dice-game"))
    assert len(made) == 2
