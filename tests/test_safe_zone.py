"""Issue 16: what must survive the cut stays inside the safe zone, on every card layout of every
game, in every shipped language; and no pattern, frame or outline runs under or through text.

Read back from the built PDFs: glyph boxes as pdfium places them, pixels as pdfium renders them.
`--layout single` prints one card per page with its TrimBox, so the trim is read, not assumed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.layout.geometry import SAFE
from printkit.loader import list_games
from printkit.units import mm
from tests.pdfops import placements
from tests.pdfpixels import glyph_boxes, open_pdf, pixels_of, render, spread, without_text

GAMES = list_games()
CARD_KINDS = ("cards", "tokens", "scoreboards")     # what render/cards.py draws, one item a page in single
DPI = 100
FLAT = 12              # of 255: antialiasing noise, not a line or a dot
TOLERANCE = 0.05       # pt


@pytest.fixture(scope="module")
def kits(build_kit):
    return lambda game, lang="en", **options: build_kit(game=game, lang=lang, **options)


def card_pages(out: Path) -> list[tuple[Path, int, tuple[float, float, float, float], bool]]:
    """(file, page index, trim box, is a back) of every page that holds one card, token or ledger."""
    manifest = json.loads((out / "manifest.json").read_text())
    pages = []
    for entry in manifest["components"]:
        if entry["kind"] not in CARD_KINDS:
            continue
        path = out / entry["file"]
        reader = PdfReader(str(path))
        for index, page in enumerate(reader.pages):
            if float(page.mediabox.width) > mm(150):
                continue                        # a sheet of several items: not a single-item page
            back = any("back-" in p.name for p in placements(reader, index))
            pages.append((path, index, tuple(float(v) for v in page.trimbox), back))
    return pages


def require_cards(pages: list, game: str) -> None:
    if not pages:
        pytest.skip(f"{game} prints no card, token or ledger through the card layouts")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_every_glyph_on_every_card_lies_inside_the_safe_zone(kits, game, lang):
    pages = card_pages(kits(game, lang, layout="single"))
    require_cards(pages, game)
    outside = []
    for path, index, (x0, y0, x1, y1), _ in pages:
        safe = (x0 + SAFE - TOLERANCE, y0 + SAFE - TOLERANCE, x1 - SAFE + TOLERANCE, y1 - SAFE + TOLERANCE)
        for char, (left, bottom, right, top) in glyph_boxes(open_pdf(path), index):
            if left < safe[0] or bottom < safe[1] or right > safe[2] or top > safe[3]:
                margin = min(left - x0, bottom - y0, x1 - right, y1 - top) / mm(1)
                outside.append(f"{path.name} p{index + 1} {char!r} {margin:.2f} mm from the trim")
    assert outside == []


@pytest.mark.parametrize("game", GAMES)
def test_nothing_is_drawn_in_the_cut_margin_of_a_front(kits, game):
    """A card front keeps a plain frame between its trim and its safe zone: an index tab, an
    outline or an icon there (Market Island's tabs were 0.4 mm from the cut) fails."""
    pages = [p for p in card_pages(kits(game, layout="single")) if not p[3]]
    require_cards(pages, game)
    drawn = []
    for path, index, (x0, y0, x1, y1), _ in pages:
        doc = open_pdf(path)
        height = float(PdfReader(str(path)).pages[index].mediabox.height)
        image = render(doc, index, DPI)
        strips = {"left": (x0, y0, x0 + SAFE, y1), "right": (x1 - SAFE, y0, x1, y1),
                  "bottom": (x0, y0, x1, y0 + SAFE), "top": (x0, y1 - SAFE, x1, y1)}
        colours = set()
        for side, box in strips.items():
            pixels = pixels_of(image, height, box, DPI, inset_px=0.6)
            if spread(pixels) > FLAT:
                drawn.append(f"{path.name} p{index + 1}: something is drawn in the {side} cut margin")
            colours.add(pixels.getpixel((0, 0)))
        if len(colours) > 1 and not drawn:
            drawn.append(f"{path.name} p{index + 1}: the cut margin changes colour")
    assert drawn == []


@pytest.mark.parametrize("ink", ["colour", "saver"])
@pytest.mark.parametrize("game", GAMES)
def test_no_pattern_or_line_runs_under_the_text_of_a_card(kits, game, ink):
    """Patterns never cross text (issue 16): with the text hidden, the ground under every glyph
    of every card, token and ledger, front and back, is one flat colour."""
    out = kits(game, ink=ink, layout="single")
    pages = card_pages(out)
    require_cards(pages, game)
    crossed = []
    for path in sorted({p[0] for p in pages}):
        shown, hidden = open_pdf(path), open_pdf(without_text(path))
        height = float(PdfReader(str(path)).pages[0].mediabox.height)
        for index in sorted({p[1] for p in pages if p[0] == path}):
            ground = render(hidden, index, DPI)
            for char, box in glyph_boxes(shown, index):
                if spread(pixels_of(ground, height, box, DPI)) > FLAT:
                    crossed.append(f"{path.name} p{index + 1}: something runs under {char!r}")
    assert crossed[:10] == []
