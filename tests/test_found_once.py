"""A game is found once per command (printkit/registry.py `Game`): its folder, its catalogs and its
data are looked up at the start, then handed down; nothing below the command finds them again.

Counted by wrapping the workspace's look-ups (`find_game_dir`, `catalogs`) and the loader's
reading of a game folder (`read_game`), whatever module calls them.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from printkit import loader, registry, workspace
from printkit.cli import main
from printkit.i18n import COMMON_DOMAIN
from printkit.kit_model import KitOptions
from printkit.loader import list_games

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture
def lookups(monkeypatch):
    """Counter of ("folder", game), ("catalogs", domain) and ("read", game) while a test runs."""
    counted: Counter = Counter()

    def counting(kind, function, key=lambda *args: args[0]):
        def wrapper(*args, **kwargs):
            counted[(kind, key(*args))] += 1
            return function(*args, **kwargs)
        return wrapper
    monkeypatch.setattr(workspace, "find_game_dir", counting("folder", workspace.find_game_dir))
    monkeypatch.setattr(workspace, "catalogs", counting("catalogs", workspace.catalogs))
    read_game = counting("read", loader.read_game)
    for module in (loader, registry):   # the registry holds the loader's function under its own name
        monkeypatch.setattr(module, "read_game", read_game)
    return counted


def found_once(counted: Counter, game: str) -> bool:
    """The game's folder found once, its data read once, its catalogs and the common ones listed once."""
    return (counted[("folder", game)] == counted[("read", game)] == 1
            and counted[("catalogs", game)] == counted[("catalogs", COMMON_DOMAIN)] == 1)


@pytest.mark.parametrize("game", list_games())
def test_a_build_finds_its_game_once(game, lookups, tmp_path):
    result = CliRunner().invoke(main, ["build", game, "--players", "3", "--lang", "fr", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert found_once(lookups, game), dict(lookups)
    assert {key for key in lookups if key[0] != "catalogs"} == {("folder", game), ("read", game)}


@pytest.mark.parametrize("words", [
    ["cards", "data-tycoon", "--lang", "fr"],
    ["score", "dice-game", "land", str(EXAMPLES / "dice-game-land.json")],
    ["score", "market-island", "--winning", "9C", "--block", "9H", "KH", "--played", "9D", "AC"],
    ["validate", "triple-bataille"],
], ids=lambda words: "-".join(words[:2]))
def test_the_other_commands_find_their_game_once(words, lookups):
    result = CliRunner().invoke(main, words)
    assert result.exit_code == 0, result.output
    assert lookups[("folder", words[1])] == lookups[("read", words[1])] == 1, dict(lookups)


def test_a_preview_finds_its_game_once(lookups, tmp_path):
    result = CliRunner().invoke(main, ["preview", "dice-game", "--players", "2", "--dpi", "20", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert found_once(lookups, "dice-game"), dict(lookups)


@pytest.mark.parametrize("game", ["market-island", "triple-bataille"])
def test_an_export_finds_its_game_once(game, lookups, tmp_path):
    """`printkit export`: the command finds the game for its notes and players, then plans and
    builds the single-card kit from that Game (the images are rendered from its PDF)."""
    result = CliRunner().invoke(main, ["export", game, "--format", "tts", "--dpi", "72", "--jobs", "1",
                                       "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert found_once(lookups, game), dict(lookups)
    assert {key for key in lookups if key[0] != "catalogs"} == {("folder", game), ("read", game)}


def test_build_all_finds_each_game_once_for_all_its_languages(lookups, tmp_path, monkeypatch):
    from printkit import build_all
    chosen = ("dice-game", ["en", "fr"])
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [KitOptions(game=chosen[0], lang=lang)
                                                                     for lang in chosen[1]])
    summary = build_all.build_all(KitOptions(game=""), tmp_path, jobs=1)
    assert [(kit.game, kit.lang) for kit in summary.kits] == [("dice-game", "en"), ("dice-game", "fr")]
    assert {game for kind, game in lookups if kind == "folder"} == set(list_games())
    assert all(count == 1 for (kind, _), count in lookups.items() if kind == "folder"), dict(lookups)
    assert found_once(lookups, "dice-game"), dict(lookups)


def test_the_web_kit_store_finds_its_game_once(lookups, tmp_path, monkeypatch):
    from printkit.web import kitstore
    from printkit.web.pool import Pool
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    kit = kitstore.get_kit(KitOptions(game="market-island", lang="fr", players=2), Pool(0))
    assert kit.pages > 0
    assert found_once(lookups, "market-island"), dict(lookups)


def test_a_kit_downloaded_from_the_web_page_finds_its_game_once(lookups, tmp_path, monkeypatch):
    """The kit page's download: its form finds the game (languages, title, fields, options), and
    the kit's key and its build take that Game."""
    from printkit.web import create_app
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(tmp_path / "config"))
    response = create_app().test_client().get("/kit/market-island.pdf?lang=fr&players=3")
    assert response.status_code == 200, response.data[:300]
    assert response.data.startswith(b"%PDF-")
    assert lookups[("folder", "market-island")] == lookups[("read", "market-island")] == 1, dict(lookups)


def test_an_unknown_game_is_still_named_with_every_game():
    result = CliRunner().invoke(main, ["build", "chess", "--out", "x"])
    assert result.exit_code == 2
    assert result.output == f"error: unknown game 'chess'; expected one of: {', '.join(list_games())}\n"
