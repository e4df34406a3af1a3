"""Never a blank (printkit/glyph_check.py): a character none of the kit's fonts has stops a full
build with one line naming the catalog's file:line, the character and its code point; a draft
prints a visible placeholder and says so. `i18n check` reports the same entry."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from printkit import workspace
from printkit.build import build
from printkit.cli import main
from printkit.errors import PrintkitError
from printkit.i18n_tools.check import entry_problems
from printkit.kit_model import KitOptions
from printkit.pdftext import page_texts
from printkit.render import font_discovery
from tests.i18n.helpers import set_translation

LABEL = "card:DG-S-02:label"
REMEDY = "no Tifinagh font was found: put one in the workspace's fonts/ folder or install one"


@pytest.fixture
def tifinagh_label(data_copy, monkeypatch):
    """The French dice game's bonus label with a Tifinagh letter, and no font for it anywhere."""
    monkeypatch.setattr(font_discovery, "system_candidates", lambda script, sample: [])
    path = data_copy / "locales" / "dice-game" / "fr.po"
    line = set_translation(path, LABEL, "Bonus", "Bonus ⵣ")
    return f"{workspace.shown(path)}:{line}"


def test_a_full_build_stops_naming_the_catalog_line_the_character_and_its_code_point(tifinagh_label, tmp_path):
    with pytest.raises(PrintkitError) as error:
        build(KitOptions(game="dice-game", lang="fr"), tmp_path / "kit")
    assert str(error.value) == (f"{tifinagh_label}: {LABEL}: 'ⵣ' U+2D63 is in none of the fonts for fr (Noto Sans); "
                                f"{REMEDY}")
    assert not (tmp_path / "kit").exists()


def test_the_command_line_says_it_in_one_line_and_writes_nothing(tifinagh_label, tmp_path):
    result = CliRunner().invoke(main, ["build", "dice-game", "--lang", "fr", "--seed", "1", "--out", str(tmp_path / "kit")])
    assert (result.exit_code, result.output) == (1, f"error: {tifinagh_label}: {LABEL}: 'ⵣ' U+2D63 is in none of the "
                                                    f"fonts for fr (Noto Sans); {REMEDY}\n")
    assert not (tmp_path / "kit").exists()


def test_a_draft_prints_a_placeholder_and_says_so(tifinagh_label, tmp_path):
    kit = build(KitOptions(game="dice-game", lang="fr", draft=True), tmp_path)
    assert kit.manifest["warnings"] == [f"--draft: 1 character(s) in no font of this kit print as \ufffd (U+FFFD): "
                                        f"'ⵣ' U+2D63; {REMEDY}"]
    board = " ".join(text for pdf in sorted(tmp_path.glob("*-board.pdf")) for text in page_texts(pdf))
    assert "Bonus \ufffd" in board and "ⵣ" not in board
    assert json.loads((tmp_path / "manifest.json").read_text())["warnings"] == kit.manifest["warnings"]


def test_i18n_check_reports_the_same_entry(tifinagh_label):
    catalog, line = tifinagh_label.rsplit(":", 1)
    found = [p for p in entry_problems("fr") if p.context == LABEL]
    assert [(p.catalog, p.line, p.message) for p in found] == [
        (catalog, int(line), "characters missing from the fonts for fr (Noto Sans), they would print as nothing: "
                             "'ⵣ' U+2D63")]


def test_a_font_in_the_workspace_lets_the_build_through(tifinagh_label, empty_workspace, tmp_path):
    """The remedy the message gives works: a font that has the letter, in the workspace's fonts/."""
    from tests.render.font_samples import cff_font
    font = cff_font(workspace.workspace_root() / "fonts" / "TestTifinagh.otf", "Test Tifinagh", "ⵣ")
    kit = build(KitOptions(game="dice-game", lang="fr"), tmp_path)
    assert {"family": "Test Tifinagh", "licence": "SIL Open Font License 1.1", "origin": "workspace",
            "file": str(font)} in kit.manifest["fonts"]
    assert kit.manifest["warnings"] == []


def test_build_all_leaves_out_a_language_no_font_on_the_machine_prints(monkeypatch, empty_workspace):
    """A machine without a Japanese font builds the other kits and says what to install."""
    from printkit import build_all
    from printkit.registry import get_game
    from printkit.render.script_fonts import missing_font
    monkeypatch.setattr(font_discovery, "system_candidates", lambda script, sample: [])
    kits = [KitOptions(game="dice-game", lang=lang) for lang in ("ar", "ja")]
    chosen, skipped, failures = build_all.select_kits(kits, {"dice-game": get_game("dice-game")})
    assert ([k.lang for k in chosen], failures) == (["ar"], [])
    assert skipped == [build_all.Skipped("dice-game", "ja", 0, missing_font("ja"))]
    assert missing_font("ja").startswith("no Japanese font was found: ")
