"""A translation too long for its box stops the build with one line naming its catalog entry."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

from printkit.build import build
from printkit.cli import main
from printkit.errors import DataError
from printkit.kit_model import KitOptions
from tests.i18n.helpers import set_translation

LONG = "Réserve de pièces à garder pour la fin de la partie " * 4


def test_a_long_sheet_label_names_its_catalog_line_not_a_traceback(data_copy, tmp_path):
    """The dice game's player sheet: 'Reserve' heads a box 56 mm wide; it ended in a raw TextOverflow."""
    line = set_translation(data_copy / "locales" / "dice-game" / "fr.po", "sheet", "Reserve", LONG)
    result = CliRunner().invoke(main, ["build", "dice-game", "--lang", "fr", "--seed", "7", "--out", str(tmp_path / "kit")])
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (f"error: locales/dice-game/fr.po:{line}: sheet: 'Reserve': the translation does not fit "
                             "players: one line 56 mm wide, 12 pt, shrinks to 8 pt; shorten it "
                             "(`printkit i18n check fr` lists every such text)\n")
    assert not (tmp_path / "kit").exists()


def test_another_game_names_its_own_catalog(data_copy, tmp_path):
    line = set_translation(data_copy / "locales" / "market-island" / "fr.po", "card:MI-A-01:title", "Campfire", LONG)
    with pytest.raises(DataError) as raised:
        build(KitOptions(game="market-island", lang="fr"), tmp_path / "kit")
    assert str(raised.value).startswith(f"locales/market-island/fr.po:{line}: card:MI-A-01:title: 'Campfire': "
                                        "the translation does not fit cards-action: one line 40 mm wide")


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.lists(st.text("abcdéèçœ", min_size=1, max_size=12), min_size=1, max_size=40))
def test_any_translation_of_a_label_builds_or_is_named(data_copy, tmp_path_factory, words):
    """Whatever its length, a translated sheet label either prints or is refused by its entry."""
    text = " ".join(words)
    line = set_translation(data_copy / "locales" / "dice-game" / "fr.po", "sheet", "Power", text)
    try:
        build(KitOptions(game="dice-game", lang="fr", extra={"seed": "3"}), tmp_path_factory.mktemp("kit"))
    except DataError as error:
        assert str(error).startswith(f"locales/dice-game/fr.po:{line}: sheet: 'Power': the translation does not fit ")
