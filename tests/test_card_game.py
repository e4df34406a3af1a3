"""Issue 13, part 1: a card game from data alone, built with every existing feature.

A game folder is written into a temporary workspace (no Python in it): 30 cards of three kinds
from one CSV table, a front and a back layout, an SVG icon, English and French. It is built in
every layout and ink, reprinted with --only, validated, listed, extracted, translated and
proofed in the pseudo-locale. `printkit decks new` output builds and validates as written.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.cli import main
from printkit.i18n import load_catalog
from tests.pdfread import STANDARD_14, fonts_used, is_embedded

GAME = "test-deck"
ICON = """<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
<circle cx="20" cy="20" r="16" fill="#e0a020" stroke="#503000" stroke-width="2"/></svg>"""
GAME_TOML = """
[game]
id = "test-deck"
title = "Test Deck"
engine = "cards"
code_prefix = "TD"
languages = ["en", "fr"]
players = { min = 2, max = 4, default = 3 }
card_size = "bridge"

[credits]
original_title = "Test Deck"
authors = "the tests"
licence = "CC0 1.0"
source = "printkit's test suite"

[[credits.art]]
file = "sun.svg"
author = "the tests"
licence = "CC0 1.0"

[tables.cards]
file = "cards.csv"
[tables.cards.columns]
qty = { type = "int", min = 1 }
name = { type = "str", translatable = true }
value = { type = "int" }
colour = { type = "str" }

[[decks]]
id = "main"
table = "cards"
letter = "K"
title = "Main deck"
front = "front"
back = "back"
"""
CARDS = """qty,name,value,colour
10,Sun,1,#d35400
12,Moon,2,#2e86c1
8,Star,5,#7d3c98
"""
LAYOUT = """
[layouts.front]
background = "#fdfdf8"
[[layouts.front.regions]]
type = "band"
name = "head"
x = 0
y = 0
w = 56
h = 14
colour = "colour"
[[layouts.front.regions]]
type = "text"
name = "name"
column = "name"
x = 4
y = 2
w = 48
h = 10
size = 14
weight = "bold"
colour = "#ffffff"
[[layouts.front.regions]]
type = "icon"
file = "sun.svg"
x = 13
y = 20
w = 30
h = 30
[[layouts.front.regions]]
type = "text"
name = "worth"
text = "Worth {value} point"
plural = "Worth {value} points"
count = "value"
x = 4
y = 55
w = 48
h = 10
[[layouts.front.regions]]
type = "index"
column = "value"
x = 3
y = 16
w = 7
h = 7
size = 12
[[layouts.front.regions]]
type = "code"
x = 30
y = 82
w = 24
h = 4

[layouts.back]
background = "#22313f"
[[layouts.back.regions]]
type = "text"
name = "title"
text = "{title}"
x = 4
y = 38
w = 48
h = 12
size = 16
colour = "#ffffff"
"""
FRENCH = {"Main deck": "Paquet principal", "Sun": "Soleil", "Moon": "Lune", "Star": "Étoile",
          "{title}": "{title}", "Cover sheet": "Page de garde",
          "Worth {value} point": ("Vaut {value} point", "Vaut {value} points"),
          "Use {weight} g/m² card if your printer takes it.": "Imprimez sur du carton de {weight} g/m² si possible.",
          "Print at actual size ({scale} %): turn off 'fit to page'. Check the ruler below.":
              "Imprimez en taille réelle ({scale} %). Vérifiez la règle ci-dessous.",
          "Cut along the crop marks.": "Coupez le long des traits de coupe.",
          "Art: {file} by {author}, licence {licence}.": "Illustration : {file} par {author}, licence {licence}.",
          "{low}–{high} players · {language} · {paper}": "{low} à {high} joueurs · {language} · {paper}",
          "Test Deck": "Test Deck", "the tests": "les tests", "CC0 1.0": "CC0 1.0", "printkit": "printkit", "printkit's test suite": "les tests de printkit"}


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    folder = tmp_path / "decks" / GAME
    folder.mkdir(parents=True)
    for name, text in (("game.toml", GAME_TOML), ("cards.csv", CARDS), ("layout.toml", LAYOUT), ("sun.svg", ICON),
                       ("manual.toml", "[cards]\nvalue = 30\nsection = \"§1\"\nwhat = \"cards\"\n")):
        (folder / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    monkeypatch.chdir(tmp_path)          # errors name workspace files from the current folder
    load_catalog.cache_clear()
    yield tmp_path
    load_catalog.cache_clear()


def run(*args: str) -> tuple[int, str]:
    """Exit code and output; a game read from the workspace is said on stderr, left out here."""
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, "".join(line for line in result.output.splitlines(keepends=True)
                                     if ": using the workspace copy " not in line and ": using this clone's data " not in line)


def page_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_a_data_only_game_builds_in_every_layout(workspace):
    # Bridge cards go 3×3 on A4: 2×5 on their side left no room 5 mm in for a mark above and below (issue 27).
    for layout, pages in (("duplex-long", 8), ("duplex-short", 8), ("gutterfold", None), ("single", 60)):
        out = workspace / "out" / layout
        code, output = run("build", GAME, "--layout", layout, "--out", str(out))
        assert code == 0, output
        manifest = json.loads((out / "manifest.json").read_text())
        assert [c["id"] for c in manifest["components"]] == ["cover", "cards-main"]
        assert manifest["components"][1]["count"] == 30
        assert manifest["components"][1]["sides"] == (1 if layout == "gutterfold" else 2)   # one duplex job
        cards = PdfReader(out / f"{GAME}-en-cards-main.pdf")
        if pages is not None:
            assert len(cards.pages) == pages
        text = page_text(out / f"{GAME}-en-cards-main.pdf")
        assert all(f"TD-K-{n:02d}" in text for n in range(1, 31))
        assert "Worth 5 points" in text and "Worth 1 point" in text and "Test Deck" in text
        for entry in manifest["files"]:   # the SVG art sets no font of its own (svglib's renderer would set Helvetica)
            for font in fonts_used(out / entry["path"]):
                name = str(font.get("/BaseFont", "")).lstrip("/").split("+")[-1]
                assert name not in STANDARD_14 and is_embedded(font), (layout, entry["path"], name)


def test_ink_only_and_cards_json(workspace):
    out = workspace / "out"
    code, output = run("build", GAME, "--ink", "saver", "--only", "TD-K-22", "TD-K-23", "--out", str(out))
    assert code == 0, output
    assert json.loads((out / "manifest.json").read_text())["components"][0]["count"] == 2
    code, output = run("cards", GAME, "--json")
    rows = json.loads(output)
    assert len(rows) == 30 and rows[22] == {"code": "TD-K-23", "deck": "main", "layout": "front", "qty": 8,
                                            "name": "Star", "value": 5, "colour": "#7d3c98"}


def test_validate_compares_the_manual_with_the_deck(workspace):
    assert run("validate", GAME)[0] == 0
    (workspace / "decks" / GAME / "manual.toml").write_text("[cards]\nvalue = 31\nsection = \"§1\"\nwhat = \"cards\"\n")
    code, output = run("validate", GAME)
    assert code == 1
    assert f"decks/{GAME}/cards.csv:4: error: cards (§1): the deck gives 30, the manual states 31" in output


def test_strings_extract_translate_and_proof(workspace):
    code, output = run("i18n", "extract", GAME)
    assert code == 0, output
    template = workspace / "locales" / GAME / f"{GAME}.pot"
    with template.open("rb") as handle:
        entries = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(handle) if m.id}
    assert ("card:main:Sun:name", "Sun") in entries and ("card:main:Moon:name", "Moon") in entries
    assert ("card:main:worth", "Worth {value} point") in entries and ("back:main:title", "{title}") in entries
    assert ("game:title", "Test Deck") in entries
    assert sum(context == "card:main:worth" for context, _ in entries) == 1   # one entry for the deck
    assert {("credits:original_title", "Test Deck"), ("credits:authors", "the tests"), ("credits:licence", "CC0 1.0"),
            ("credits:source", "printkit's test suite")} <= entries
    code, output = run("i18n", "init", "fr", GAME)
    assert code == 0, output
    _translate(workspace / "locales" / GAME / "fr.po")
    code, output = run("build", GAME, "--lang", "fr", "--out", str(workspace / "fr"))
    assert code == 0, output
    assert run("i18n", "check", "fr")[0] == 0
    text = page_text(workspace / "fr" / f"{GAME}-fr-cards-main.pdf")
    assert "Soleil" in text and "Étoile" in text and "Vaut 5 points" in text and "Sun" not in text
    cover = workspace / "fr" / f"{GAME}-fr-cover.pdf"
    assert "les tests" in page_text(cover) and "the tests" not in page_text(cover)
    assert PdfReader(cover).metadata["/Author"] == "les tests"
    code, output = run("build", GAME, "--lang", "xx", "--out", str(workspace / "xx"))
    assert code == 0, output
    assert "[Šüñ]" in page_text(workspace / "xx" / f"{GAME}-xx-cards-main.pdf").replace("\n", "")


def _translate(path: Path) -> None:
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        english = message.id if isinstance(message.id, str) else message.id[0]
        if english:
            message.string = FRENCH[english]
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())
    load_catalog.cache_clear()


def test_layout_errors_name_the_key_path(workspace):
    layout = workspace / "decks" / GAME / "layout.toml"
    layout.write_text(LAYOUT.replace('weight = "bold"', 'weight = "heavy"').replace('column = "name"', 'column = "nom"'))
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert code == 1
    assert output.splitlines() == [
        f"error: decks/{GAME}/layout.toml:21: layouts.front, region \"name\": weight: expected one of regular, bold, "
        f"italic, got 'heavy'",
    ]
    layout.write_text(LAYOUT.replace('column = "name"', 'column = "nom"'))
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert output.splitlines() == [
        f"error: decks/{GAME}/layout.toml:15: layouts.front, region \"name\": column: expected a column of cards "
        f"(colour, name, qty, value), got 'nom'"]
    assert not (workspace / "bad").exists()


def test_art_without_a_licence_is_an_error(workspace):
    game = workspace / "decks" / GAME / "game.toml"
    game.write_text(GAME_TOML.replace('[[credits.art]]\nfile = "sun.svg"', '[[credits.art]]\nfile = "moon.svg"'))
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert code == 1
    assert f'error: decks/{GAME}/game.toml:17: credits.art: no licence recorded for sun.svg; expected [[credits.art]] ' \
           f'file = "sun.svg", author = "…", licence = "…"' in output


def test_decks_new_builds_and_validates(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    load_catalog.cache_clear()
    code, output = run("decks", "new", "my-game")
    assert code == 0, output
    assert (tmp_path / "decks" / "my-game" / "icons" / "apple.svg").is_file()
    assert run("decks", "new", "my-game")[1] == "error: GAME: a game 'my-game' exists already; choose another name\n"
    for lang in ("en", "fr"):
        code, output = run("build", "my-game", "--lang", lang, "--out", str(tmp_path / lang))
        assert code == 0, output
        kit = json.loads((tmp_path / lang / "manifest.json").read_text())
        assert [c["id"] for c in kit["components"]] == ["cover", "cards-orchard", "booklet"]
    assert "Cartes du verger" in page_text(tmp_path / "fr" / "my-game-fr-cover.pdf")
    # The example is the designer's own game: the cover says so, not "derived work" (game.toml original = true).
    english, french = (" ".join(page_text(tmp_path / lang / f"my-game-{lang}-cover.pdf").split()) for lang in ("en", "fr"))
    assert "My Game is an original game by Your Name. Licence: CC BY 4.0." in english and "derived" not in english
    assert "My Game est un jeu original de Votre nom. Licence : CC BY 4.0." in french and "dérivée" not in french
    code, output = run("validate", "my-game")
    assert code == 0, output
    code, output = run("i18n", "check", "fr")
    assert code == 0, output
    load_catalog.cache_clear()


def test_the_design_guide_holds_the_current_reference():
    from printkit.model.card_game_reference import reference
    guide = (Path(__file__).resolve().parent.parent / "docs" / "design-a-deck.md").read_text(encoding="utf-8")
    assert reference() in guide, "run `python -m printkit decks reference` and paste it into docs/design-a-deck.md"


@pytest.mark.parametrize("change, message", [
    (("cards.csv", "8,Star,5,#7d3c98", "8,Star,5,purplish"),
     "decks/test-deck/cards.csv:4: colour: expected a colour as #rrggbb or a colour name such as 'teal', got 'purplish'"),
    (("layout.toml", 'text = "Worth {value} point"', 'text = "Worth {points} point"'),
     "decks/test-deck/layout.toml:33: layouts.front, region \"worth\": text: expected placeholders among {code}, {colour}, "
     "{deck}, {name}, {qty}, {title}, {value}, got {points}"),
    (("layout.toml", "[layouts.back]", "[layouts.back]\nextends = \"back\""),
     "decks/test-deck/layout.toml:56: layouts.back.extends: expected a layout that does not extend 'back' again, got 'back'"),
    (("game.toml", 'card_size = "bridge"', 'card_size = "huge"'),
     "decks/test-deck/game.toml:9: game.card_size: expected one of poker, bridge, tarot, mini, square or "
     "{ w = \"63mm\", h = \"88mm\" }, got 'huge'"),
    (("layout.toml", "w = 24\nh = 4", "w = 34\nh = 4"),
     "decks/test-deck/layout.toml:48: layouts.front, region 6 (code): expected a box on the 56 × 87 mm card, "
     "got x + w = 64 mm, y + h = 86 mm"),
    (("layout.toml", 'colour = "#ffffff"\n[[layouts.front.regions]]', 'colour = "#fff"\n[[layouts.front.regions]]'),
     "decks/test-deck/layout.toml:22: layouts.front, region \"name\": colour: expected a colour as #rrggbb, a colour name "
     "or a column, got '#fff'"),
    (("layout.toml", 'colour = "#ffffff"\n[[layouts.front.regions]]', 'colour = "bleu"\n[[layouts.front.regions]]'),
     "decks/test-deck/layout.toml:22: layouts.front, region \"name\": colour: expected #rrggbb, a colour name such as "
     "'teal', or a column of cards (colour, name, qty, value), got 'bleu'"),
    (("game.toml", 'back = "back"\n', 'back = "back"\n[[decks]]\nid = "more"\ntable = "cards"\nletter = "K"\n'
                                       'title = "More"\nfront = "front"\nback = "back"\n'),
     "decks/test-deck/game.toml:40: decks \"more\": letter: expected a letter no other deck has, got 'K' again"),
    (("layout.toml", 'count = "value"', 'count = "name"'),
     "decks/test-deck/layout.toml:35: layouts.front, region \"worth\": count: expected an int column of cards, got 'name' "
     "(type str)"),
    (("game.toml", 'letter = "K"', 'letter = "k"'),
     "decks/test-deck/game.toml:33: decks \"main\": letter: expected one to three capital letters or digits such as 'A', "
     "got 'k'"),
    (("game.toml", 'id = "main"', 'id = "Main Deck"'),
     "decks/test-deck/game.toml:31: decks \"Main Deck\": id: expected lower-case letters, digits and hyphens such as "
     "'animals', got 'Main Deck'"),
    (("game.toml", 'source = "printkit\'s test suite"', 'source = "printkit\'s test suite"\noriginal = "yes"'),
     "decks/test-deck/game.toml:16: credits.original: expected true or false, got 'yes'"),
    (("game.toml", 'source = "printkit\'s test suite"', 'original = false'),
     "decks/test-deck/game.toml:11: credits.source: expected a web address saying where the game comes from, "
     "or original = true for a game of your own, got nothing"),
    (("layout.toml", 'text = "{title}"', 'text = "{title} {code}"'),
     "decks/test-deck/layout.toml:60: layouts.back, region \"title\": text: expected placeholders among {colour}, {deck}, "
     "{name}, {qty}, {title}, {value}, got {code}"),
    (("game.toml", 'card_size = "bridge"', 'card_size = "bridge"\ncard_sise = "poker"'),
     "decks/test-deck/game.toml:10: game.card_sise: unknown key; expected one of id, title, engine, layouts, code_prefix, "
     "languages, players, card_size, accent"),
])
def test_data_mistakes_name_the_file_and_what_was_expected(workspace, change, message):
    filename, old, new = change
    path = workspace / "decks" / GAME / filename
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert (code, output) == (1, f"error: {message}\n")
    assert not (workspace / "bad").exists()


def test_a_png_picture_prints_and_turns_grey_with_the_ink(workspace):
    from PIL import Image
    folder = workspace / "decks" / GAME
    Image.new("RGB", (40, 30), (200, 40, 40)).save(folder / "photo.png")
    (folder / "layout.toml").write_text(LAYOUT.replace('type = "icon"\nfile = "sun.svg"', 'type = "picture"\nfile = "photo.png"'))
    (folder / "game.toml").write_text(GAME_TOML.replace('file = "sun.svg"', 'file = "photo.png"'))
    for ink, space in (("colour", "/DeviceRGB"), ("greyscale", "/DeviceGray")):
        out = workspace / ink
        code, output = run("build", GAME, "--ink", ink, "--out", str(out))
        assert code == 0, output
        page = PdfReader(out / f"{GAME}-en-cards-main.pdf").pages[0]
        images = [x.get_object() for x in _xobjects(page) if x.get_object()["/Subtype"] == "/Image"]
        assert images and {image["/ColorSpace"] for image in images} == {space}


def _xobjects(page):
    """Every XObject of a page, and those of the forms it places."""
    found, todo = [], [page["/Resources"]]
    while todo:
        resources = todo.pop()
        for ref in resources.get("/XObject", {}).values():
            found.append(ref)
            item = ref.get_object()
            if item["/Subtype"] == "/Form" and "/Resources" in item:
                todo.append(item["/Resources"])
    return found
