"""The one registry of games (printkit/registry.py): engine, shipped kit module, entry points."""

from __future__ import annotations

import importlib.metadata

import pytest

from printkit import registry
from printkit.errors import UsageError
from printkit.i18n import shipped_languages
from printkit.workspace import catalogs


def _game(tmp_path, monkeypatch, game_table: str) -> None:
    folder = tmp_path / "decks" / "plug-game"
    folder.mkdir(parents=True)
    (folder / "game.toml").write_text(f"[game]\nid = \"plug-game\"\n{game_table}\n", encoding="utf-8")
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    monkeypatch.chdir(tmp_path)


def test_shipped_games_keep_their_kit_modules():
    assert registry.kit_module("market-island").__name__ == "printkit.games.market_island.kit"
    assert not registry.uses_card_engine("data-tycoon")


def test_a_data_only_game_is_drawn_by_the_card_engine(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, 'engine = "cards"')
    assert registry.kit_module("plug-game").__name__ == "printkit.kits.card_game"
    assert registry.uses_card_engine("plug-game")


def test_an_installed_package_adds_a_game_through_an_entry_point(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, "")
    found = importlib.metadata.EntryPoint(name="plug-game", value="printkit.kits.card_game", group="printkit.games")
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda group=None: [found] if group == "printkit.games" else [])
    assert registry.kit_module("plug-game").__name__ == "printkit.kits.card_game"


def test_a_game_without_code_or_engine_is_a_clear_error(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, "")
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group=None: [])
    with pytest.raises(UsageError) as error:
        registry.kit_module("plug-game")
    assert str(error.value) == ('decks/plug-game/game.toml: game.engine: the game has no kit module; expected '
                                'engine = "cards" (cards from data alone) or a `printkit.games` entry point')


def test_an_unknown_engine_is_a_clear_error(tmp_path, monkeypatch):
    _game(tmp_path, monkeypatch, 'engine = "boards"')
    with pytest.raises(UsageError) as error:
        registry.kit_module("plug-game")
    assert str(error.value) == "decks/plug-game/game.toml: game.engine: expected one of cards, got 'boards'"


def test_a_game_is_found_once_with_its_folder_catalogs_code_and_data():
    game = registry.get_game("dice-game")
    assert game.folder.name == "dice-game" and not game.from_workspace
    assert game.catalogs.languages("dice-game") == shipped_languages("dice-game")
    assert game.catalogs.files["printkit"] == catalogs("printkit")
    assert game.kit.__name__ == "printkit.games.dice_game.kit" and game.package == "dice_game"
    assert game.data is game.data and game.data.folder == game.folder   # read once, then kept
    assert registry.find_game("chess") is None
    with pytest.raises(UsageError) as error:
        registry.get_game("chess")
    assert str(error.value) == ("unknown game 'chess'; expected one of: "
                                "data-tycoon, dice-game, market-island, triple-bataille")


def test_a_game_travels_to_another_process_as_where_it_is():
    """build --all's workers, where processes are spawned, get a Game by pickling: its id, folder and
    catalogs; a module cannot be pickled, and the worker reads the data itself."""
    import pickle
    game = registry.get_game("market-island")
    assert game.kit and game.data
    copy = pickle.loads(pickle.dumps(game))
    assert (copy.id, copy.folder, copy.catalogs) == (game.id, game.folder, game.catalogs)
    assert "kit" not in vars(copy) and "data" not in vars(copy)
    assert copy.kit is game.kit and copy.data.meta == game.data.meta
