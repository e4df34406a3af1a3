"""Every icon of the project is registered, draws without error, and stays inside its square."""

from __future__ import annotations

import importlib
import io

import pypdfium2
import pytest
from hypothesis import given, settings, strategies as st
from PIL import Image, ImageChops
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.render.icons import ICONS, _load_all, draw_icon

GAMES = ("market_island", "data_tycoon", "triple_bataille", "dice_game")
for _game in GAMES:   # a game's icons register themselves when its icons module is imported
    importlib.import_module(f"printkit.games.{_game}.icons")

MARKET_ISLAND = {
    "start-flags", "jellyfish", "fire", "totem", "axe", "treasure-chest", "coin-exchange",
    "question-mark", "block", "chain-link", "ledger", "pawn", "die", "pin", "scissors", "glue",
}
SUITS = {"suit-clubs", "suit-diamonds", "suit-hearts", "suit-spades"}
DATA_TYCOON = {
    "dataset", "stethoscope", "pierced-heart", "fingerprint", "dna", "left-right-flags", "lotus",
    "gavel", "purpose", "sanction", "lawyer", "transparency", "cybersecurity", "databreach",
    "consent", "minimisation", "time", "claim",
}
TRIPLE_BATAILLE = {
    "house", "workshop", "factory", "large-factory", "bank", "state", "credit", "liasse",
    "dividend", "food", "leisure", "rent", "battle", "devaluation",
}
DICE_GAME = {"arrow", "coin", "merchant", "bonus", "end-square", "die"}
EXPECTED = MARKET_ISLAND | SUITS | DATA_TYCOON | TRIPLE_BATAILLE | DICE_GAME

PAGE = 60.0          # points
SQUARE = (15.0, 15.0, 30.0)
SCALE = 4            # pixels per point: the square is 120 px wide
# A paper colour unlike the white page, so that cut-outs drawn outside the square show up too.
PAPER = colors.Color(0.6, 0.6, 0.6)


def _pdf_bytes(name: str, paper: colors.Color = PAPER, square=SQUARE) -> bytes:
    """A one-page PDF with one icon drawn in black in `square` (x, y, size)."""
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(PAGE, PAGE), invariant=1)
    draw_icon(c, name, *square, ink=colors.black, paper=paper)
    c.showPage()
    c.save()
    return buffer.getvalue()


def _render(name: str, paper: colors.Color = PAPER, square=SQUARE) -> Image.Image:
    """Draw one icon on a small page and return the page as a greyscale image."""
    pdf = pypdfium2.PdfDocument(_pdf_bytes(name, paper, square))
    image = pdf[0].render(scale=SCALE).to_pil().convert("L")
    pdf.close()
    return image


def _square_box(margin_px: int, square=SQUARE) -> tuple[int, int, int, int]:
    """The icon's square in pixel coordinates (top-down), grown by `margin_px` on each side."""
    x, y, size = square
    left, right = x * SCALE, (x + size) * SCALE
    top, bottom = (PAGE - y - size) * SCALE, (PAGE - y) * SCALE
    return (int(left) - margin_px, int(top) - margin_px,
            int(right) + margin_px, int(bottom) + margin_px)


def test_the_engine_alone_registers_only_shared_icons():
    """render/icons loads its own modules (shapes, suits, common pictograms), never a game's."""
    import subprocess
    import sys
    code = ("from printkit.render.icons import ICONS, _load_all; _load_all(); "
            "import sys; print(sorted(ICONS)); print(sorted(m for m in sys.modules if m.startswith('printkit.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out[0] == str(sorted(SUITS | {"coin", "die", "treasure-chest", "coin-exchange", "question-mark", "pawn"}))
    assert out[1] == "[]"


def test_every_icon_of_the_games_is_registered():
    _load_all()
    missing = sorted(EXPECTED - set(ICONS))
    assert missing == []


def test_unknown_icon_names_the_known_ones():
    c = Canvas(io.BytesIO(), pagesize=(PAGE, PAGE))
    with pytest.raises(KeyError) as caught:
        draw_icon(c, "unicorn", 0, 0, 10)
    assert caught.value.args[0] == f"unknown icon 'unicorn'; known: {', '.join(sorted(ICONS))}"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_icon_puts_ink_inside_its_square_only(name):
    image = _render(name)
    blank_outside = image.copy()
    blank_outside.paste(255, _square_box(margin_px=1))
    stray = ImageChops.invert(blank_outside).getbbox()
    assert stray is None, f"{name} draws outside its square, in pixels {stray}"
    inside = image.crop(_square_box(margin_px=0))
    dark = sum(inside.histogram()[:64])
    assert dark > 0.08 * inside.width * inside.height, f"{name} leaves its square nearly empty"


@pytest.mark.parametrize("name", sorted(EXPECTED))
@settings(max_examples=4, deadline=None)
@given(x=st.integers(0, 30), y=st.integers(0, 30), size=st.integers(12, 30))
def test_icon_follows_its_square_wherever_it_is_placed(name, x, y, size):
    square = (float(x), float(y), float(size))
    image = _render(name, square=square)
    blank_outside = image.copy()
    blank_outside.paste(255, _square_box(1, square))
    stray = ImageChops.invert(blank_outside).getbbox()
    assert stray is None, f"{name} in {square} draws outside it, in pixels {stray}"
    inside = image.crop(_square_box(0, square))
    assert inside.getextrema()[0] < 64, f"{name} in {square} leaves its square empty"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_icon_drawing_is_deterministic(name):
    assert _pdf_bytes(name) == _pdf_bytes(name)


@pytest.mark.parametrize("name", sorted(SUITS))
def test_card_suits_are_left_right_symmetric(name):
    square = _render(name, colors.white).crop(_square_box(margin_px=0))
    mirror = square.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    difference = ImageChops.difference(square, mirror)
    badly_off = sum(difference.point(lambda v: 255 if v > 96 else 0).histogram()[255:])
    assert badly_off == 0, f"{name} is not symmetric"


def test_suits_are_distinct_shapes():
    images = {name: _render(name, colors.white).tobytes() for name in sorted(SUITS)}
    assert len(set(images.values())) == len(SUITS)


@pytest.mark.parametrize("module", ["printkit.render.icons.common", "printkit.render.icons.suits",
                                    "printkit.render.icons.shapes", "printkit.render.icons.pieces",
                                    *(f"printkit.games.{game}.icons" for game in GAMES)])
def test_icon_modules_state_that_their_drawings_are_original(module):
    doc = importlib.import_module(module).__doc__
    assert "Original vector drawings made for printkit (licence: same as the code)" in " ".join(doc.split())


def _icon_pdf(names, canvas=None) -> bytes:
    """A page of icons drawn on printkit's canvas (or on `canvas`, a canvas class)."""
    from printkit.render.ink import PrintCanvas
    buffer = io.BytesIO()
    c = (canvas or PrintCanvas)(buffer, pagesize=(200, 100), invariant=1)
    for n, name in enumerate(names):
        draw_icon(c, name, 10 + 60 * n, 20, 50, ink=colors.HexColor("#204060"), paper=colors.white)
    c.showPage()
    c.save()
    return buffer.getvalue()


def test_an_icon_copied_from_an_earlier_pdf_gives_the_same_bytes(monkeypatch):
    from printkit.render import forms
    monkeypatch.setattr(forms, "_CONTENT", {})
    drawn = _icon_pdf(["bank", "dataset", "bank"])        # drawn, then kept
    assert {name.split("-")[1] for name, ink in forms._CONTENT} == {"bank", "dataset"}
    copied = _icon_pdf(["bank", "dataset", "bank"])       # copied from what was kept
    assert copied == drawn


def _forms_and_uses(data: bytes) -> tuple[int, int]:
    from pypdf import PdfReader
    page = PdfReader(io.BytesIO(data)).pages[0]
    forms = page["/Resources"].get("/XObject", {})
    return len(forms), page.get_contents().get_data().count(b" Do")


@pytest.mark.parametrize("copied", [False, True])
def test_an_icon_printed_once_is_written_in_place_and_a_form_from_its_second_time(monkeypatch, copied):
    """A form used once only adds an object: the first time an icon prints in a document it is
    written where it prints, from the second time on it is a form; it prints the same as an
    icon placed as a form every time (a canvas printkit did not make), drawn or copied."""
    from printkit.render import forms
    monkeypatch.setattr(forms, "_CONTENT", {})
    if copied:
        _icon_pdf(["bank", "dataset"])
    names = ["bank", "dataset", "bank", "bank"]
    ours = _icon_pdf(names)
    assert _forms_and_uses(ours) == (1, 2)     # dataset once, in place; bank in place, then its form twice
    theirs = _icon_pdf(names, Canvas)
    assert _forms_and_uses(theirs) == (2, 4)
    images = []
    for data in (ours, theirs):
        pdf = pypdfium2.PdfDocument(data)
        images.append(pdf[0].render(scale=3).to_pil().convert("RGB"))
        pdf.close()
    assert ImageChops.difference(*images).getbbox() is None
