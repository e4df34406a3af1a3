"""`printkit validate`: manual facts vs deck data vs a built kit (issue #3, "Done when")."""

from __future__ import annotations

import json

from click.testing import CliRunner

from printkit.build import build
from printkit.cli import main
from printkit.kit_model import KitOptions
from printkit.validate import validate


def errors(findings):
    return [str(f) for f in findings if f.severity == "error"]


def test_shipped_data_has_no_error():
    assert errors(validate()) == []


def test_a_deck_printing_25_income_cards_is_an_error_at_its_line(data_copy):
    cards = data_copy / "decks" / "market-island" / "cards.csv"
    cards.write_text(cards.read_text().replace("\nMI-I-26,", "\n# MI-I-26,"))
    result = CliRunner().invoke(main, ["validate", "market-island"])
    assert result.exit_code == 1
    assert ("decks/market-island/cards.csv:30: error: income transaction cards (§3): the deck gives 25, "
            "the manual states 26") in result.output.splitlines()


def test_a_rule_value_that_contradicts_the_manual(data_copy):
    rules = data_copy / "decks" / "market-island" / "rules.toml"
    rules.write_text(rules.read_text().replace("miner_reward = 5", "miner_reward = 6"))
    found = errors(validate(["market-island"]))
    assert found == ["decks/market-island/rules.toml:4: error: Istokens the winning miner receives (§2.5): "
                     "the deck gives 6, the manual states 5"]


def test_a_built_kit_reads_back_clean_and_a_tampered_one_does_not(tmp_path):
    build(KitOptions(game="market-island", players=2, paper="a3"), tmp_path)
    assert errors(validate(kit=tmp_path)) == []
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    manifest["components"][1]["count"] = 25
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    (tmp_path / "market-island-en-cover.pdf").write_bytes(b"%PDF-1.4 not the same file")
    found = errors(validate(kit=tmp_path))
    assert f"{tmp_path}/market-island-en-cover.pdf: error: SHA-256 differs from the manifest: the file changed after the build" in found
    assert f"{tmp_path}/manifest.json: error: components.cards-income: count: the manifest says 25, the deck data gives 26" in found


def test_json_output_counts_findings():
    result = CliRunner().invoke(main, ["validate", "market-island", "--json"])
    data = json.loads(result.output)
    assert data["errors"] == 0 and result.exit_code == 0
    assert data["warnings"] == len(data["findings"])


def test_cards_lists_every_card_with_its_attributes():
    result = CliRunner().invoke(main, ["cards", "market-island", "--json"])
    rows = json.loads(result.output)
    assert len(rows) == 106
    first = rows[0]
    assert {k: first[k] for k in ("code", "deck", "kind", "face", "amount", "counterparty")} == {
        "code": "MI-I-01", "deck": "income", "kind": "income", "face": "2C", "amount": 1, "counterparty": "left"}
    assert first["text"] == "The player on your left pays you 1\u00a0Istoken."   # as printed: the number keeps its noun


def test_a_code_missing_from_the_printed_sheet_is_named_whichever_reading_is_used(tmp_path):
    """PDFium's reading misses XX-02, and so does the reading in written order (validate falls back to it)."""
    from reportlab.pdfgen.canvas import Canvas

    from printkit.errors import Source
    from printkit.validate import _code_findings
    path = tmp_path / "sheet.pdf"
    page = Canvas(str(path))
    page.drawString(72, 720, "XX-01 · a card")
    page.drawString(72, 700, "XX-03 · another")
    page.save()
    found = _code_findings(path, "XX", ["XX-01", "XX-02"], Source(str(path)))
    assert [(f.severity, f.message) for f in found] == [
        ("error", "1 code(s) of the deck are not printed: XX-02"),
        ("error", "printed code(s) not in the deck: XX-03")]


def test_an_unknown_game_is_a_usage_error_and_a_kit_folder_is_pointed_to_kit(tmp_path):
    from printkit.loader import list_games
    games = ", ".join(list_games())
    result = CliRunner().invoke(main, ["validate", "chess"])
    assert result.exit_code == 2
    assert result.output == f"error: GAME: unknown game(s) chess; expected one of: {games}\n"
    result = CliRunner().invoke(main, ["validate", "dice-game", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output == (f"error: GAME: unknown game(s) {tmp_path}; expected one of: {games}; "
                             "a built kit's folder goes after --kit, with its game before it\n")
