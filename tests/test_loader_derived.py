"""loader.derived: what a game makes from its data alone, made once per GameData (issue 15)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from printkit import build_all
from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.loader import derived, list_games, load_game
from printkit.registry import get_game
from tests.fonts_present import printable_languages


def test_made_once_per_game_data_and_not_copied_by_replace():
    made = []

    @derived
    def model(data):
        made.append(data.id)
        return object()

    data = load_game("dice-game")
    assert model(data) is model(data)
    assert made == ["dice-game"]
    other = replace(data, manual={})
    assert model(other) is not model(data)
    assert made == ["dice-game", "dice-game"]
    assert model(load_game("dice-game")) is not model(data)   # a new reading of the folder: made again


def test_an_error_is_not_kept_and_is_raised_again():
    calls = []

    @derived
    def broken(data):
        calls.append(1)
        raise ValueError("bad data")

    data = load_game("dice-game")
    for _ in range(2):
        with pytest.raises(ValueError, match="bad data"):
            broken(data)
    assert len(calls) == 2


@pytest.mark.parametrize("game", sorted(list_games()))
def test_a_kit_built_after_other_languages_is_the_kit_built_alone(game, tmp_path):
    """build --all builds a game's languages from one GameData, sharing what `derived` made (the
    model, worked examples): the last language's PDFs are the bytes of that language built on
    its own, so no kit changed a shared value for the kits after it."""
    kits = [KitOptions(game=game, lang=lang) for lang in sorted(printable_languages(game))]
    build_all.build_game(kits, str(tmp_path / "all"))
    last = kits[-1]
    alone = build(last, tmp_path / "alone", game=get_game(game))
    for file in alone.files:
        shared = (tmp_path / "all" / game / last.lang / file.path).read_bytes()
        assert shared == file.data, file.path


def test_a_game_folder_is_hashed_once_for_every_kit_built_from_one_game_data(monkeypatch):
    """The manifest's data entry (build.data_entry) is made once per GameData; each kit gets its own copy."""
    from printkit import build as build_module, workspace
    hashed = []
    real = workspace.data_hash
    monkeypatch.setattr(workspace, "data_hash", lambda folder: hashed.append(folder) or real(folder))
    data = load_game("dice-game")
    first, second = build_module.data_entry(data), build_module.data_entry(data)
    assert first == second and first is not second
    assert first["sha256"] == real(data.folder) and len(hashed) == 1
