"""Issue 27 §6: the manifest's `count` is the number of pieces a component prints, counted on its
pages (the dice game said coins 2 and stickers 10, its sheets, where the cover said 90 and 60).

A piece that carries its code (a card, token, ledger, board sheet, mat, net, player sheet, price
list) is counted by the codes its pages print. Stickers and coins print their code once per run of
alike pieces: they are counted by the faces and values printed on their pages, the run's code and
the sheet's footer left out.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.pdftext import page_texts

RUNS = {"stickers", "coins"}      # the dice game's runs of alike pieces under one code


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, Path]:
    built = {}
    for game in list_games():
        out = tmp_path_factory.mktemp(game)
        build(KitOptions(game=game, extra={"seed": "7"} if game == "dice-game" else {}), out)
        built[game] = out
    return built


def pieces_on_pages(texts: list[str], prefix: str, run_pieces: bool) -> int:
    """The pieces printed on a component's pages (see the module's docstring)."""
    code = re.compile(rf"(?<![\w-]){re.escape(prefix)}-\d+(?![\w-])")
    if not run_pieces:
        return sum(len(code.findall(text)) for text in texts)
    count = 0
    for text in texts:
        for line in text.splitlines():
            if " · " in line or code.fullmatch(line.strip()):
                continue                                   # the footer, a run's code
            count += len(line.split())
    return count


@pytest.mark.parametrize("game", list_games())
def test_the_manifest_counts_the_pieces_printed(kits, game):
    out = kits[game]
    manifest = json.loads((out / "manifest.json").read_text())
    counted = {}
    for component in manifest["components"]:
        if not component["code_prefix"]:
            continue                                       # the cover and the booklet: one each
        texts = page_texts(out / component["file"])
        counted[component["id"]] = (pieces_on_pages(texts, component["code_prefix"], component["id"] in RUNS),
                                    component["count"])
    assert {cid: found for cid, (found, _) in counted.items()} == {cid: count for cid, (_, count) in counted.items()}


def test_the_dice_game_counts_coins_and_stickers_as_its_cover_does(kits):
    manifest = json.loads((kits["dice-game"] / "manifest.json").read_text())
    counts = {c["id"]: c["count"] for c in manifest["components"]}
    assert (counts["coins"], counts["stickers"]) == (90, 60)
    cover = " ".join(page_texts(kits["dice-game"] / "dice-game-en-cover.pdf")[0].split())
    assert "90 Coins" in cover and "60 Face stickers" in cover


def test_a_reprint_counts_the_pieces_of_the_codes_chosen(tmp_path):
    kit = build(KitOptions(game="dice-game", extra={"seed": "7"}, only=("DG-F-01", "DG-C-02", "DG-N-03")), tmp_path)
    counts = {c["id"]: c["count"] for c in kit.manifest["components"]}
    assert counts == {"stickers": 6, "coins": 30, "dice": 1}
