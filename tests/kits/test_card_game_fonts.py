"""A designer's own fonts in a data-only deck: TrueType and OpenType faces from the deck's folder,
named in the layout, embedded as subsets, their licence on the cover; a text a face cannot print,
and a missing or unreadable file, named in one line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.resources import fonts_dir
from tests.kits.test_card_game_designer import GAME, edit, run, workspace  # noqa: F401 (workspace: a fixture)
from tests.render.font_samples import cff_font

FONTS = """
[fonts.display]
regular = "fonts/Display-Regular.ttf"
bold = "fonts/Display-Bold.ttf"
author = "The Noto Project Authors"
licence = "SIL OFL 1.1"
"""


@pytest.fixture
def designer(workspace):  # noqa: F811 (the designer's fixture, extended)
    folder = workspace / "decks" / GAME / "fonts"
    folder.mkdir()
    # Noto Sans' italic and bold-italic files stand for a family of the designer's: they are
    # told apart from the body text (Noto Sans regular) by their names in the PDF.
    shutil.copy(fonts_dir() / "NotoSans-Italic.ttf", folder / "Display-Regular.ttf")
    shutil.copy(fonts_dir() / "NotoSans-BoldItalic.ttf", folder / "Display-Bold.ttf")
    edit(workspace, "game.toml", "[tables.cards]", FONTS + "\n[tables.cards]")
    edit(workspace, "layout.toml", 'name = "text"\ncolumn = "text"\n', 'name = "text"\ncolumn = "text"\nfont = "display"\n')
    return workspace


def _fonts_of(path: Path) -> dict[str, dict]:
    """The fonts a PDF's pages use, by their base name (subset prefix and all)."""
    found = {}
    for page in PdfReader(path).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            found[str(font["/BaseFont"])] = font
    return found


def _runs(path: Path) -> list[tuple[str, str]]:
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip() and font is not None:
            found.append((text.strip(), str(font.get("/BaseFont"))))
    for page in PdfReader(path).pages:
        page.extract_text(visitor_text=visit)
    return found


def _build(workspace: Path, *args: str) -> Path:
    out = workspace / "kit"
    code, output = run("build", GAME, "--out", str(out), *args)
    assert code == 0, output
    return out


def test_a_region_prints_in_the_deck_s_font_embedded_as_a_subset(designer):
    out = _build(designer)
    cards = out / f"{GAME}-en-cards-main.pdf"
    runs = _runs(cards)
    assert ("Warm and dry.", "/AAAAAA+NotoSans-Italic") in [(t, f) for t, f in runs if t == "Warm and dry."]
    assert all(f == "/AAAAAA+NotoSans-Italic" for t, f in runs if t in ("Grey and wet.", "Nothing happens."))
    assert any(t == "Sun" and f == "/AAAAAA+NotoSans-Regular" for t, f in runs)   # other regions keep the body font
    display = _fonts_of(cards)["/AAAAAA+NotoSans-Italic"]
    descriptor = display["/FontDescriptor"].get_object()
    embedded = descriptor["/FontFile2"].get_object().get_data()
    assert 0 < len(embedded) < (Path(designer / "decks" / GAME / "fonts" / "Display-Regular.ttf").stat().st_size) / 4
    cover = " ".join(page.extract_text() for page in PdfReader(out / f"{GAME}-en-cover.pdf").pages)
    assert "Font: Noto Sans by The Noto Project Authors, licence SIL OFL 1.1." in " ".join(cover.split())


def test_bold_in_a_text_takes_the_family_s_bold_face(designer):
    edit(designer, "cards.csv", "Warm and dry.", "Warm and **dry**.")
    runs = _runs(_build(designer) / f"{GAME}-en-cards-main.pdf")
    assert any("dry" in t and f == "/AAAAAA+NotoSans-BoldItalic" for t, f in runs)


def test_an_opentype_face_is_embedded_as_truetype(designer):
    folder = designer / "decks" / GAME / "fonts"
    cff_font(folder / "Rings.otf", "Rings", "")
    edit(designer, "game.toml", 'regular = "fonts/Display-Regular.ttf"\nbold = "fonts/Display-Bold.ttf"',
         'regular = "fonts/Rings.otf"')
    cards = _build(designer) / f"{GAME}-en-cards-main.pdf"
    rings = [font for name, font in _fonts_of(cards).items() if "Rings" in name]
    assert rings and "/FontFile2" in rings[0]["/FontDescriptor"].get_object()
    assert any(t == "Warm and dry." and "Rings" in f for t, f in _runs(cards))


def test_a_character_the_font_lacks_is_named_at_its_cell(designer):
    cff_font(designer / "decks" / GAME / "fonts" / "Rings.otf", "Rings", "")
    edit(designer, "game.toml", 'regular = "fonts/Display-Regular.ttf"\nbold = "fonts/Display-Bold.ttf"',
         'regular = "fonts/Rings.otf"')
    edit(designer, "cards.csv", "Warm and dry.", "Warm and dry ŵ€.")
    message = ("decks/mixed-deck/cards.csv:2: text: MX-M-01: 'ŵ' (U+0175), '€' (U+20AC) not in font 'display' "
               "(fonts/Rings.otf); expected a font that has every character the text prints, or the text without "
               "them (region 'text', font 'display')")
    assert run("build", GAME, "--out", str(designer / "bad")) == (1, f"error: {message}\n")
    code, output = run("validate", GAME)
    assert code == 1 and message.replace(":2: text:", ":2: error: text:") in output


def test_italic_without_an_italic_face_is_named(designer):
    edit(designer, "cards.csv", "Warm and dry.", "Warm and *dry*.")
    message = ("decks/mixed-deck/cards.csv:2: text: MX-M-01: *italic* needs an italic face of font 'display'; "
               "expected italic = \"….ttf\" in [fonts.display], or the text without it (region 'text', font 'display')")
    assert run("build", GAME, "--out", str(designer / "bad")) == (1, f"error: {message}\n")


@pytest.mark.parametrize("change, message", [
    (('regular = "fonts/Display-Regular.ttf"', 'regular = "fonts/Missing.ttf"'),
     "decks/mixed-deck/game.toml:32: fonts.display.regular: decks/mixed-deck/fonts/Missing.ttf: font file not found; "
     "expected a .ttf or .otf file in the game's folder"),
    (('regular = "fonts/Display-Regular.ttf"', 'regular = "fonts/Display.woff2"'),
     "decks/mixed-deck/game.toml:32: fonts.display.regular: decks/mixed-deck/fonts/Display.woff2: expected a .ttf "
     "or .otf font file, got 'Display.woff2'"),
    (('author = "The Noto Project Authors"\n', ""),
     "decks/mixed-deck/game.toml:31: fonts.display.author: expected a text, got nothing"),
    (('licence = "SIL OFL 1.1"', 'licence = "SIL OFL 1.1"\nlicense = "OFL"'),
     "decks/mixed-deck/game.toml:31: fonts.display: unknown key(s) license; expected: author, bold, bold_italic, "
     "italic, licence, regular, source"),
])
def test_a_font_declaration_mistake_is_named_at_its_line(designer, change, message):
    edit(designer, "game.toml", *change)
    assert run("build", GAME, "--out", str(designer / "bad")) == (1, f"error: {message}\n")


def test_an_unreadable_font_file_is_one_line(designer):
    (designer / "decks" / GAME / "fonts" / "Display-Regular.ttf").write_bytes(b"not a font at all" * 20)
    code, output = run("build", GAME, "--out", str(designer / "bad"))
    assert code == 1 and output.count("\n") == 1
    assert output.startswith("error: decks/mixed-deck/game.toml:32: fonts.display.regular: "
                             "decks/mixed-deck/fonts/Display-Regular.ttf: cannot read this font (")
    assert output.endswith("); expected a TrueType (.ttf) or OpenType (.otf) font file\n")


@pytest.mark.parametrize("change, message", [
    (('font = "display"', 'font = "dispaly"'),
     "decks/mixed-deck/layout.toml:43: layouts.weather, region \"text\": font: expected a font of game.toml's [fonts] "
     "(display), got 'dispaly'"),
    (('font = "display"', 'font = "display"\nweight = "italic"'),
     "decks/mixed-deck/layout.toml:44: layouts.weather, region \"text\": weight: font 'display' has no italic face; "
     "expected italic = \"….ttf\" in [fonts.display], or another weight"),
])
def test_a_region_names_a_declared_font_and_face(designer, change, message):
    edit(designer, "layout.toml", *change)
    assert run("build", GAME, "--out", str(designer / "bad")) == (1, f"error: {message}\n")


def test_the_same_deck_and_fonts_give_the_same_bytes(designer):
    cff_font(designer / "decks" / GAME / "fonts" / "Rings.otf", "Rings", "")
    edit(designer, "game.toml", 'bold = "fonts/Display-Bold.ttf"', 'bold = "fonts/Rings.otf"')
    edit(designer, "cards.csv", "Warm and dry.", "Warm and **dry**.")
    first = (_build(designer) / f"{GAME}-en-cards-main.pdf").read_bytes()
    again = designer / "again"
    assert run("build", GAME, "--out", str(again))[0] == 0
    assert (again / f"{GAME}-en-cards-main.pdf").read_bytes() == first
