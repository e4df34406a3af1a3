"""Issue 16: no printed text is too small to read (render/fonts.py: SMALLEST_PT, PLAY_PT).

Every glyph of every kit, in every shipped language, read back from the PDFs with pypdf's text
visitor: its size is the font size times the scale of the text and transformation matrices.
Incidental text (codes, footers, credit lines, the assembly note, the grid's waypoints) may be as
small as SMALLEST_PT; everything else on what players use during play is at least PLAY_PT.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.i18n import translator
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.render.fonts import PLAY_PT, SMALLEST_PT

GAMES = list_games()
PLAY_KINDS = ("cards", "tokens", "scoreboards", "board", "sheet")


def text_runs(path: Path) -> list[tuple[float, int, str]]:
    """(printed size in pt, page number, text) of every non-blank text run of the PDF."""
    runs = []
    for number, page in enumerate(PdfReader(str(path)).pages, start=1):
        def visit(text, cm, tm, font, size, number=number):
            if text.strip():
                a, b, c, d = (tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3],
                              tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3])
                runs.append((round(size * math.sqrt(abs(a * d - b * c)), 2), number, text.strip()))
        page.extract_text(visitor_text=visit)
    return runs


def incidental(game: str, lang: str):
    """A test for the text an organiser reads once, up close: codes, sheet footers and labels
    (' · '), credit lines (the licence), the grid's 'column,row' waypoints, the glue note."""
    glue = translator(game, lang).pgettext("board", "glue here, under the next sheet")
    patterns = (re.compile(r"\b[A-Z]{2}-[A-Z]-\d{2}\b"), re.compile(r" · "), re.compile(r"CC BY"),
                re.compile(r"^\d+,\d+$"), re.compile(re.escape(glue)))
    return lambda text: any(p.search(text) for p in patterns)


@pytest.fixture(scope="module")
def kits(build_kit):
    return lambda game, lang: build_kit(game=game, lang=lang)


def components(out: Path) -> list[dict]:
    return json.loads((out / "manifest.json").read_text())["components"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_is_smaller_than_the_smallest_size(kits, game, lang):
    out = kits(game, lang)
    small = [(entry["file"], page, size, text) for entry in components(out)
             for size, page, text in text_runs(out / entry["file"]) if size < SMALLEST_PT - 0.01]
    assert small[:10] == []


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_text_read_during_play_is_at_least_the_play_size(kits, game, lang):
    out = kits(game, lang)
    minor = incidental(game, lang)
    small = sorted({(entry["file"], size, text) for entry in components(out) if entry["kind"] in PLAY_KINDS
                    for size, _, text in text_runs(out / entry["file"])
                    if size < PLAY_PT - 0.01 and not minor(text)})
    assert small[:10] == []


def test_the_checks_measure_what_is_printed(tmp_path):
    """The size read back is the printed one: the dice board's axis numbers at PLAY_PT, its
    waypoints at SMALLEST_PT (they were 5.5 pt and 3.6 pt, issue 16)."""
    build(KitOptions(game="dice-game", extra={"seed": 7}), tmp_path)
    runs = text_runs(next(tmp_path.glob("*-board.pdf")))
    assert min(size for size, _, text in runs if re.fullmatch(r"\d+", text)) == PLAY_PT
    assert {size for size, _, text in runs if re.fullmatch(r"\d+,\d+", text)} == {SMALLEST_PT}
