"""Booklet facts that depend on the build come from the build (issue 16 item 6: every Market
Island booklet said "printed on 4 A3 sheets", while A4 prints 8 sheets and Letter 9)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from printkit.build import plan, resolve
from printkit.i18n import translator
from printkit.kit_model import KitOptions
from printkit.layout import production
from printkit.pdftext import page_texts
from printkit.registry import get_game

SAYS = {"en": "printed on {n} {paper} sheets", "fr": "{n} feuilles {paper}"}
PAPER_WORDS = {("a4", "en"): "A4", ("a3", "en"): "A3", ("letter", "en"): "Letter",
               ("a4", "fr"): "A4", ("a3", "fr"): "A3", ("letter", "fr"): "Letter US"}


def booklet_and_board_sheets(game: str, lang: str, paper: str, tmp_path) -> tuple[str, int]:
    found = get_game(game)
    options = resolve(replace(KitOptions(game=game, lang=lang, paper=paper)), found)
    parts = {c.id: c for c in plan(options, translator(game, lang), found)}
    with production.using(options.production()):
        data, _ = parts["booklet"].render(None)
    path = tmp_path / "booklet.pdf"
    path.write_bytes(data)
    return " ".join(" ".join(page_texts(path)).split()), len(parts["board"].codes)


@pytest.mark.parametrize("game", ["market-island", "dice-game"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_the_booklet_counts_the_board_sheets_this_build_prints(game, lang, paper, tmp_path):
    text, sheets = booklet_and_board_sheets(game, lang, paper, tmp_path)
    assert sheets > 1
    assert SAYS[lang].format(n=sheets, paper=PAPER_WORDS[paper, lang]) in text
