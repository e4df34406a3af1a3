"""End to end: a deck made here (never shipped) whose card texts hold generated rich text, built
as a user builds it, every card's page opened in PDFium and its text read back: each card prints
exactly its row's words (markers gone, escaped signs kept), with its icons drawn in the line."""

from __future__ import annotations

import random

import pytest

from printkit.rich_text import plain
from tests.kits.test_card_game_designer import GAME, SQUARE, edit, run, workspace  # noqa: F401 (workspace: a fixture)
from tests.pdfpixels import open_pdf, render

WORDS = ("rain", "cloud", "river", "sea", "ice", "steam", "drop", "snow", "mist", "wind", "Étang", "œil", "3", "42")
ICONS = {"drop": "0000ff", "flake": "ff00ff"}
ROWS = 7


def rich_texts(seed: int, count: int) -> list[str]:
    """Texts as a designer types them: words, **bold** and *italic* spans, icons, escaped signs."""
    pick = random.Random(seed)
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(pick.randint(3, 7)):
            kind = pick.choice(["word", "word", "bold", "italic", "icon", "sign"])
            word = pick.choice(WORDS)
            parts.append({"word": word, "bold": f"**{word}**", "italic": f"*{word} {pick.choice(WORDS)}*",
                          "icon": f":{pick.choice(sorted(ICONS))}:", "sign": pick.choice(["\\*", "\\:", "5 * 3"])}[kind])
        texts.append(" ".join(parts) + ".")
    return texts


@pytest.fixture
def generated(workspace):  # noqa: F811 (the designer's fixture, extended)
    folder = workspace / "decks" / GAME
    (folder / "icons").mkdir()
    art = ""
    for name, colour in ICONS.items():
        (folder / "icons" / f"{name}.svg").write_text(SQUARE.format(fill=colour), encoding="utf-8")
        art += f'[[credits.art]]\nfile = "icons/{name}.svg"\nauthor = "the tests"\nlicence = "CC0 1.0"\n'
    edit(workspace, "game.toml", "[tables.cards]", art + "\n[tables.cards]")
    texts = rich_texts(26, ROWS)
    rows = "".join(f'1,Kind {n},weather,seagreen,sun.svg,,,,"{text}"\n' for n, text in enumerate(texts, 1))
    (folder / "cards.csv").write_text("qty,name,kind,colour,icon,photo,bonus,back,text\n" + rows, encoding="utf-8")
    (folder / "manual.toml").write_text(f'[cards]\nvalue = {ROWS}\nsection = "§1"\nwhat = "cards"\n', encoding="utf-8")
    return workspace, texts


def test_every_card_prints_its_row_s_text_and_icons(generated):
    workspace, texts = generated
    assert run("validate", GAME)[0] == 0
    out = workspace / "kit"
    code, output = run("build", GAME, "--layout", "single", "--out", str(out))
    assert code == 0, output
    pdf = open_pdf(out / f"{GAME}-en-cards-main.pdf")
    pages = {}
    for index in range(len(pdf)):
        page_text = pdf[index].get_textpage().get_text_range()
        codes = [f"MX-M-{n:02d}" for n in range(1, ROWS + 1) if f"MX-M-{n:02d}" in page_text]
        if codes:
            assert len(codes) == 1, codes
            pages[codes[0]] = (index, page_text)
    assert sorted(pages) == [f"MX-M-{n:02d}" for n in range(1, ROWS + 1)]
    for number, text in enumerate(texts, 1):
        index, page_text = pages[f"MX-M-{number:02d}"]
        printed = " ".join(page_text.split())
        expected = " ".join(plain(text).split())
        assert expected in printed, (text, printed)
        assert "**" not in printed.replace("5 * 3", "") and ":drop:" not in printed and ":flake:" not in printed
        image = render(pdf, index, 72)
        colours = {colour for _, colour in image.getcolors(1 << 20)}
        for name, hex_colour in ICONS.items():
            drawn = tuple(int(hex_colour[i:i + 2], 16) for i in (0, 2, 4)) in colours
            assert drawn == (f":{name}:" in text), (name, text)
