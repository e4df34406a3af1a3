"""printkit/games: each game package's entry names its kit and referee; the engine finds them there."""

from __future__ import annotations

import subprocess
import sys

import pytest

from printkit import games
from printkit.registry import kit_module
from printkit.errors import UsageError
from printkit.loader import list_games
from printkit.referee import referee

SHIPPED = ("data_tycoon", "dice_game", "market_island", "triple_bataille")


def test_every_game_with_code_is_a_package_here():
    assert games.shipped() == SHIPPED
    assert {game.replace("-", "_") for game in list_games()} >= set(SHIPPED)


@pytest.mark.parametrize("module", SHIPPED)
def test_each_entry_names_a_kit_and_a_referee(module):
    kit = games.shipped_part(module, "kit")
    assert kit.__name__ == f"printkit.games.{module}.kit"
    assert callable(kit.components) and callable(kit.facts) and callable(kit.card_list)
    assert games.shipped_part(module, "referee").CHECKS


def test_build_and_score_find_a_game_through_its_entry():
    assert kit_module("market-island").__name__ == "printkit.games.market_island.kit"
    assert referee("dice-game").__name__ == "printkit.games.dice_game.referee"


def test_a_game_printkit_does_not_ship_is_none_or_a_clear_error():
    assert games.shipped_part("chess", "kit") is None
    with pytest.raises(UsageError) as caught:
        games.shipped_kit("chess")
    assert str(caught.value) == ("chess: no game package printkit/games/chess/ with a kit; expected one of: "
                                 "data_tycoon, dice_game, market_island, triple_bataille")
    with pytest.raises(ValueError) as caught:
        games.shipped_part("dice_game", "board")
    assert str(caught.value) == "unknown part 'board'; expected one of: kit, referee"


def test_asking_for_a_referee_imports_no_drawing_code():
    """The entry is lazy: `printkit score` loads the referee, not the kit, its drawings or reportlab."""
    code = ("import sys; from printkit.referee import referee; referee('market-island'); "
            "print(sorted(m for m in sys.modules if m.startswith('printkit.games.') or m == 'reportlab'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert "printkit.games.market_island.kit" not in out and "reportlab" not in out
    assert "printkit.games.market_island.referee" in out
