"""Rich text in a data-only deck's card texts, end to end: **bold**, *italic* and an icon of the
deck drawn in the line; its mistakes named at their cell; a translation that must keep the
English's markers, which `validate` and `i18n check` hold it to; a text too long for its box."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.units import mm
from tests.kits.test_card_game_designer import GAME, SQUARE, edit, run, workspace  # noqa: F401 (workspace: a fixture)
from tests.pdfpixels import open_pdf, render

SUN_TEXT = "Warm and **dry** :sun: all day, *then* rain."
FRENCH = "Chaud et **sec** :sun: tout le jour, *puis* la pluie."
MAGENTA = (255, 0, 255)
ICON_ART = '[[credits.art]]\nfile = "icons/sun.svg"\nauthor = "the tests"\nlicence = "CC0 1.0"\n'


@pytest.fixture
def rich(workspace):  # noqa: F811 (the designer's fixture, extended)
    folder = workspace / "decks" / GAME
    (folder / "icons").mkdir()
    (folder / "icons" / "sun.svg").write_text(SQUARE.format(fill="ff00ff"), encoding="utf-8")
    edit(workspace, "game.toml", "[tables.cards]", ICON_ART + "\n[tables.cards]")
    edit(workspace, "cards.csv", "Warm and dry.", f'"{SUN_TEXT}"')
    return workspace


def _runs(path: Path, page: int = 0) -> list[tuple[str, str]]:
    """(the text, its font's name) of each run of text drawn on a page."""
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip() and font is not None:
            found.append((text, str(font.get("/BaseFont"))))
    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return found


def _count(image, colour: tuple[int, int, int]) -> int:
    """How many pixels of the image are that colour."""
    return dict((found, count) for count, found in image.getcolors(1 << 24)).get(colour, 0)


def _single(rich, *args: str) -> Path:
    out = rich / "single"
    code, output = run("build", GAME, "--layout", "single", "--only", "MX-M-01", "--out", str(out), *args)
    assert code == 0, output
    return next(out.glob(f"{GAME}-*-cards-main.pdf"))


def test_bold_italic_and_an_icon_print_in_the_line(rich):
    path = _single(rich)
    runs = _runs(path)
    text = " ".join(t for t, _ in runs)
    assert "Warm and" in text and "all day," in text and "rain." in text and ":sun:" not in text and "**" not in text
    assert any("dry" in t and "Bold" in font for t, font in runs)
    assert any("then" in t and "Italic" in font for t, font in runs)
    assert not any("Warm" in t and ("Bold" in font or "Italic" in font) for t, font in runs)
    # The icon (a magenta square) prints inside the text's box (x 4-59 mm, y 60-76 mm), between its words.
    page = render(open_pdf(path), 0, 144)
    reader = PdfReader(path).pages[0]
    x0, y0 = float(reader.trimbox.left) * 2, (float(reader.mediabox.top) - float(reader.trimbox.top)) * 2
    drawn = [(x, y) for x in range(round(x0 + mm(4) * 2), round(x0 + mm(59) * 2))
             for y in range(round(y0 + mm(60) * 2), round(y0 + mm(76) * 2)) if page.getpixel((x, y)) == MAGENTA]
    assert drawn, "the icon is not drawn in the text"
    side = max(x for x, _ in drawn) - min(x for x, _ in drawn)
    assert 6 <= side <= 30    # about the text's size (9 pt at 144 dpi: 18 px), not the region's


def test_the_same_icon_prints_on_every_card_of_a_sheet(rich):
    out = rich / "kit"
    code, output = run("build", GAME, "--out", str(out))
    assert code == 0, output
    page = render(open_pdf(out / f"{GAME}-en-cards-main.pdf"), 0, 36)
    assert _count(page, MAGENTA) > 0
    assert " ".join(t for t, _ in _runs(out / f"{GAME}-en-cards-main.pdf")).count("rain.") == 3   # three Sun cards


@pytest.mark.parametrize("text, message", [
    ("Warm and **dry all day.", "decks/mixed-deck/cards.csv:2: text: ** opens bold text that is never closed; "
                                "expected a closing ** (a literal asterisk is written \\*)"),
    ("Warm :moon: nights.", "decks/mixed-deck/cards.csv:2: text: ':moon:' names no icon of the deck; expected "
                            "icons/moon.svg (or .png) in decks/mixed-deck/, or \\: for a colon printed as typed"),
])
def test_a_mistake_in_a_rich_text_is_named_at_its_cell(rich, text, message):
    edit(rich, "cards.csv", f'"{SUN_TEXT}"', f'"{text}"')
    assert run("build", GAME, "--out", str(rich / "bad")) == (1, f"error: {message}\n")
    code, output = run("validate", GAME)
    assert code == 1 and message.replace("cards.csv:2: ", "cards.csv:2: error: ") in output


def test_an_icon_needs_its_licence_like_any_art(rich):
    edit(rich, "game.toml", ICON_ART, "")
    code, output = run("build", GAME, "--out", str(rich / "bad"))
    assert code == 1 and "icons/sun.svg" in output and "licence" in output, output


def test_a_rich_text_too_long_names_its_cell_and_card(rich):
    edit(rich, "cards.csv", f'"{SUN_TEXT}"', '"' + "Warm **and** :sun: dry. " * 30 + '"')
    code, output = run("build", GAME, "--out", str(rich / "bad"))
    assert code == 1 and output.count("\n") == 1, output
    assert output == ("error: decks/mixed-deck/cards.csv:2: text: MX-M-01: 'Warm **and** :sun: dry. Warm **and** "
                      ":sun: dry. W…' does not fit region 'text' of layouts.weather (layout.toml:39), a box of 55 × 16 "
                      "mm, even at 6 pt; expected a shorter text, a larger box or a smaller min_size\n")
    code, output = run("validate", GAME)
    assert code == 1 and output.count("does not fit") == 1


def _translate(rich, english: str, french: str) -> Path:
    """Start the French catalog (the designer's deck declares fr) and translate one entry."""
    assert run("i18n", "extract", GAME)[0] == 0 and run("i18n", "init", "fr", GAME)[0] == 0
    path = rich / "locales" / GAME / "fr.po"
    po = path.read_text(encoding="utf-8")
    entry = f'msgid "{english}"\nmsgstr ""'
    assert entry in po, po
    path.write_text(po.replace(entry, f'msgid "{english}"\nmsgstr "{french}"'), encoding="utf-8")
    return path


def test_the_catalog_shows_the_markers_with_a_note(rich):
    assert run("i18n", "extract", GAME)[0] == 0
    pot = (rich / "locales" / GAME / f"{GAME}.pot").read_text(encoding="utf-8")
    entry = next(block for block in pot.split("\n\n") if f'msgid "{SUN_TEXT}"' in block)
    comments = [line[3:] for line in entry.splitlines() if line.startswith("#. ")]
    assert " ".join(comments).startswith(
        "Rich text: keep **…** (bold), *…* (italic), :sun: (an icon, drawn as a picture) as in the English, moved "
        "where your sentence needs them; \\* prints an asterisk, \\: a colon Prints on")
    assert "Prints on cards-main: box 55 × 16 mm, 9 pt, shrinks to 6 pt" in comments


def test_a_translation_that_keeps_the_markers_prints_them(rich):
    _translate(rich, SUN_TEXT, FRENCH)
    path = _single(rich, "--lang", "fr", "--draft")
    runs = _runs(path)
    assert any("sec" in t and "Bold" in font for t, font in runs)
    assert any("puis" in t and "Italic" in font for t, font in runs)
    assert run("i18n", "check", "fr")[1].count("mixed-deck/fr.po") == 0


def test_a_translation_that_drops_the_markers_is_refused(rich):
    path = _translate(rich, SUN_TEXT, "Chaud et sec tout le jour, *puis la pluie.")
    line = next(i for i, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text.startswith(f'msgid "{SUN_TEXT}"'))
    context = "card:main:Sun:text"
    said = ["icons differ: the msgid has :sun:, the translation has none",
            "**bold** spans differ: the msgid has 1, the translation has 0",
            "*italic* spans differ: the msgid has 1, the translation has 0",
            "* opens italic text that is never closed; expected a closing * (a literal asterisk is written \\*)"]
    code, output = run("i18n", "check", "fr")
    assert code == 1
    assert sorted(text for text in output.splitlines() if "mixed-deck/fr.po" in text) == sorted(
        f"locales/mixed-deck/fr.po:{line}: {context}: {message}" for message in said)
    code, output = run("i18n", "update", "--check")
    assert code == 1
    assert sorted(text for text in output.splitlines() if text.startswith("locales/mixed-deck/fr.po:")) == sorted(
        f"locales/mixed-deck/fr.po:{line}: {context}: {message}" for message in said)
    code, output = run("validate", GAME)
    assert code == 1
    label = f"{context}: {SUN_TEXT[:50]!r}"
    for message in said:
        assert f"locales/mixed-deck/fr.po:{line}: error: {label}: {message}" in output, output


def test_the_pseudo_locale_keeps_the_icon(rich):
    assert run("i18n", "extract", GAME)[0] == 0
    path = _single(rich, "--lang", "xx")
    page = render(open_pdf(path), 0, 72)
    assert _count(page, MAGENTA) > 0
    assert ":sun:" not in " ".join(t for t, _ in _runs(path))
