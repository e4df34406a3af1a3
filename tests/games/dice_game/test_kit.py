"""The dice game kit built end to end and read back with pypdf (issue 7, "Done when")."""

from __future__ import annotations

import hashlib
import json

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.build import build
from printkit.cli import main
from printkit.kit_model import KitOptions
from printkit.validate import validate
from tests.pdfread import STANDARD_14, codes_in, fonts_used, is_embedded, page_texts


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("dg-en")
    build(KitOptions(game="dice-game", lang="en", paper="a4", players=4, extra={"seed": "42"}), out)
    return out


def manifest(out):
    return json.loads((out / "manifest.json").read_text())


def counts(out):
    return {c["id"]: (c["kind"], c["count"], c["code_prefix"]) for c in manifest(out)["components"]}


def test_manifest_records_seed_players_and_components(kit):
    data = manifest(kit)
    assert (data["game"], data["players"], data["options"]) == ("dice-game", 4, {"seed": 42})
    assert counts(kit) == {
        "cover": ("cover", 1, ""), "board": ("board", 6, "DG-B"), "dice": ("sheet", 21, "DG-N"),
        "stickers": ("sheet", 60, "DG-F"), "coins": ("tokens", 90, "DG-C"), "players": ("sheet", 4, "DG-P"),
        "prices": ("sheet", 2, "DG-M"), "booklet": ("booklet", 1, ""),
    }
    for entry in data["files"]:
        body = (kit / entry["path"]).read_bytes()
        assert hashlib.sha256(body).hexdigest() == entry["sha256"]
        assert len(PdfReader(str(kit / entry["path"])).pages) == entry["pages"]


@pytest.mark.parametrize("prefix, count", [("DG-B", 6), ("DG-N", 21), ("DG-F", 10), ("DG-C", 2), ("DG-P", 4),
                                           ("DG-M", 2)])
def test_every_printed_item_reads_back_once(kit, prefix, count):
    component = next(c for c in manifest(kit)["components"] if c["code_prefix"] == prefix)
    codes = codes_in(kit / component["file"], prefix)
    if prefix == "DG-B":   # the assembly page lists every sheet code once more
        codes = codes[:count]
    assert len(codes) == count and len(set(codes)) == count


def test_board_prints_seed_and_coordinates(kit):
    text = " ".join(page_texts(kit / "dice-game-en-board.pdf"))
    assert "Seed 42 · 4 players" in text
    words = text.split()
    assert {"1", "25", "50", "Finish", "Bonus", "Merchant"} <= set(words)


def test_player_sheets_name_their_start_squares(kit):
    from printkit.games.dice_game.model import load_model
    from printkit.games.dice_game.model_board import generate
    starts = generate(load_model(), 42).starts
    text = " ".join(page_texts(kit / "dice-game-en-players.pdf"))
    for seat, (x, y) in enumerate(starts, start=1):
        assert f"Player {seat}" in text and f"column {x}, row {y}" in text


COMPONENT_FILES = ["cover", "board", "dice", "stickers", "coins", "players", "prices", "booklet", "kit"]


@pytest.mark.parametrize("component", COMPONENT_FILES)
def test_fonts_are_embedded(kit, component):
    for font in fonts_used(kit / f"dice-game-en-{component}.pdf"):
        assert str(font.get("/BaseFont")).lstrip("/") not in STANDARD_14
        assert is_embedded(font)




def test_the_built_kit_validates(kit):
    assert [str(f) for f in validate(["dice-game"], kit=kit) if f.severity == "error"] == []


def test_same_seed_gives_byte_identical_pdfs(tmp_path):
    options = KitOptions(game="dice-game", lang="en", players=2, extra={"seed": "7"})
    first, second = build(options, tmp_path / "a"), build(options, tmp_path / "b")
    assert [f.sha256 for f in first.files] == [f.sha256 for f in second.files]
    other = build(KitOptions(game="dice-game", lang="en", players=2, extra={"seed": "8"}), tmp_path / "c")
    assert first.files[0].sha256 != other.files[0].sha256


def test_without_a_seed_the_default_is_used_recorded_and_printed(tmp_path):
    kit = build(KitOptions(game="dice-game", lang="en", players=3, only=("DG-B-05",)), tmp_path / "a")
    assert kit.manifest["options"] == {"seed": 2019}
    assert "Seed 2019 · 3 players" in " ".join(page_texts(tmp_path / "a" / "dice-game-en-board.pdf"))
    again = build(KitOptions(game="dice-game", lang="en", players=3, only=("DG-B-05",)), tmp_path / "b")
    assert [f.sha256 for f in kit.files] == [f.sha256 for f in again.files]


def test_fewer_players_print_fewer_starting_dice_and_sheets(tmp_path):
    kit = build(KitOptions(game="dice-game", lang="en", players=2, extra={"seed": "3"}, only=("DG-P-01",)), tmp_path)
    assert [c["id"] for c in kit.manifest["components"]] == ["players"]
    from printkit.build import plan, resolve
    from printkit.i18n import Translator
    from printkit.registry import get_game
    game = get_game("dice-game")
    options = resolve(KitOptions(game="dice-game", players=2, extra={"seed": "3"}), game)
    dice = next(c for c in plan(options, Translator("en", ("dice-game",)), game) if c.id == "dice")
    assert dice.items == 2 + 2 + 4 + 4 + 3 + 2


def test_only_reprints_one_net(tmp_path):
    build(KitOptions(game="dice-game", lang="en", players=4, extra={"seed": "1"}, only=("DG-N-20",)), tmp_path)
    assert codes_in(tmp_path / "dice-game-en-dice.pdf", "DG-N") == ["DG-N-20"]


def test_french_kit_builds_complete(tmp_path):
    build(KitOptions(game="dice-game", lang="fr", players=4, extra={"seed": "42"}), tmp_path)
    board = " ".join(page_texts(tmp_path / "dice-game-fr-board.pdf"))
    assert "Graine 42 · 4 joueurs" in board and "Arrivée" in board
    booklet = " ".join(" ".join(page_texts(tmp_path / "dice-game-fr-booklet.pdf")).split())
    assert "Vous en prenez 3" in booklet
    stickers = page_texts(tmp_path / "dice-game-fr-stickers.pdf")[0]
    assert "O" in stickers.split() and "W" not in stickers.split()


@pytest.mark.parametrize("args, message", [
    (["--seed", "abc"], "error: --seed: expected an integer from 0 to 9223372036854775807, got 'abc'"),
    (["--players", "5"], "error: --players: expected a number from 2 to 4, got 5"),
    (["--level", "expert"], "error: --level: not an option of dice-game"),
])
def test_bad_options_are_one_line_usage_errors(tmp_path, args, message):
    result = CliRunner().invoke(main, ["build", "dice-game", "--out", str(tmp_path), *args])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [message]


def test_score_command_answers_the_brief_example():
    payload = json.dumps({"at": [20, 20], "roll": ["N", "W", "2", "3"], "seed": 1})
    result = CliRunner().invoke(main, ["score", "dice-game", "moves", "-", "--json"], input=payload)
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.output)["destinations"]) == 13


def test_a_deck_with_14_bonus_squares_fails_validation(data_copy):
    squares = data_copy / "decks" / "dice-game" / "squares.csv"
    squares.write_text(squares.read_text().replace("DG-S-02,bonus,15,", "DG-S-02,bonus,14,"))
    found = [str(f) for f in validate(["dice-game"]) if f.severity == "error"]
    assert found == ["decks/dice-game/squares.csv:4: error: bonus squares placed at random (¶1 board): "
                     "the deck gives 14, the manual states 15"]


def test_cards_lists_every_deck_row_with_its_code():
    result = CliRunner().invoke(main, ["cards", "dice-game", "--lang", "fr"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert len(lines) == 4 + 6 + 10 + 2
    assert lines[1] == "DG-S-02  item=square  kind=bonus  qty=15  | Bonus"
    assert lines[4] == "DG-D-01  item=die  kind=start  shape=long4  faces=N S E W  | Dé de direction"


def test_cover_counts_agree_with_their_nouns(kit):
    """Issue 16: the cover said '2 Merchant's price list'; a count and its noun now agree."""
    cover = " ".join(page_texts(kit / "dice-game-en-cover.pdf"))
    assert "2 Merchant's price lists" in cover
    assert "Merchant's price list\n" not in cover and "2 Merchant's price list " not in cover
