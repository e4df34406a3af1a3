"""The generic card engine as a designer used to Squib and nanDECK uses it (issue 26): kinds with
different picture columns in one deck, regions shown only when a column has a value, one back
per kind, colour names, `qty = 0`, the index's turned copy in its own colour, saver ink, and
errors that name the cell, the region and the line to change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.cli import main
from printkit.i18n import load_catalog
from printkit.units import mm
from tests.pdfpixels import glyph_boxes, open_pdf, render

GAME = "mixed-deck"
SQUARE = """<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
<rect x="4" y="4" width="32" height="32" fill="#{fill}"/></svg>"""
GAME_TOML = """
[game]
id = "mixed-deck"
title = "Mixed Deck"
engine = "cards"
code_prefix = "MX"
languages = ["en", "fr"]
players = { min = 2, max = 4, default = 3 }
card_size = "poker"

[credits]
original_title = "Mixed Deck"
authors = "the tests"
licence = "CC0 1.0"
original = true

[[credits.art]]
file = "sun.svg"
author = "the tests"
licence = "CC0 1.0"
[[credits.art]]
file = "cloud.svg"
author = "the tests"
licence = "CC0 1.0"
[[credits.art]]
file = "star.svg"
author = "the tests"
licence = "CC0 1.0"

[tables.cards]
file = "cards.csv"
[tables.cards.columns]
qty = { type = "int", min = 0 }
name = { type = "str", translatable = true }
kind = { type = "choice", choices = ["weather", "event"] }
colour = { type = "str" }
icon = { type = "str", required = false, default = "" }
photo = { type = "str", required = false, default = "" }
bonus = { type = "str", required = false, default = "" }
back = { type = "str", required = false, default = "" }
text = { type = "str", translatable = true }

[[decks]]
id = "main"
table = "cards"
letter = "M"
title = "Main deck"
front = "weather"
layout_column = "kind"
back = "weather-back"
back_column = "back"
"""
CARDS = """qty,name,kind,colour,icon,photo,bonus,back,text
3,Sun,weather,goldenrod,sun.svg,,,,Warm and dry.
2,Cloud,weather,#5a6b7c,cloud.svg,,yes,,Grey and wet.
0,Snow,weather,white,,,,,Kept for a later edition.
2,Storm,event,darkslateblue,,star.svg,,event-back,Everyone draws a card.
1,Calm,event,seagreen,,,,event-back,Nothing happens.
"""
LAYOUT = """
[layouts.weather]
background = "ivory"
[[layouts.weather.regions]]
type = "band"
name = "head"
x = 0
y = 0
w = 63
h = 14
colour = "colour"
[[layouts.weather.regions]]
type = "text"
name = "name"
column = "name"
x = 4
y = 2
w = 55
h = 10
size = 14
colour = "white"
[[layouts.weather.regions]]
type = "icon"
name = "icon"
column = "icon"
x = 16
y = 20
w = 31
h = 31
[[layouts.weather.regions]]
type = "text"
name = "bonus"
text = "Bonus!"
when = "bonus"
x = 4
y = 52
w = 55
h = 6
[[layouts.weather.regions]]
type = "text"
name = "text"
column = "text"
x = 4
y = 60
w = 55
h = 16
[[layouts.weather.regions]]
type = "index"
name = "corner"
text = "W"
x = 2
y = 16
w = 8
h = 6
size = 12
colour = "colour"
turned_colour = "#00ff00"
[[layouts.weather.regions]]
type = "code"
x = 38
y = 82
w = 22
h = 4

[layouts.event]
extends = "weather"
background = "lavender"
remove = ["icon"]
[[layouts.event.regions]]
type = "picture"
name = "photo"
column = "photo"
x = 16
y = 20
w = 31
h = 31

[layouts.weather-back]
background = "#c0392b"
[[layouts.weather-back.regions]]
type = "text"
name = "title"
text = "{title}"
x = 4
y = 38
w = 55
h = 12
colour = "white"

[layouts.event-back]
extends = "weather-back"
background = "#1f618d"
"""
RED_BACK, BLUE_BACK = (0xC0, 0x39, 0x2B), (0x1F, 0x61, 0x8D)


@pytest.fixture
def workspace(tmp_path, monkeypatch):
    folder = tmp_path / "decks" / GAME
    folder.mkdir(parents=True)
    files = {"game.toml": GAME_TOML, "cards.csv": CARDS, "layout.toml": LAYOUT, "sun.svg": SQUARE.format(fill="f1c40f"),
             "cloud.svg": SQUARE.format(fill="7f8c8d"), "star.svg": SQUARE.format(fill="8e44ad"),
             "manual.toml": "[cards]\nvalue = 8\nsection = \"§1\"\nwhat = \"cards\"\n"}
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    load_catalog.cache_clear()
    yield tmp_path
    load_catalog.cache_clear()


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, "".join(line for line in result.output.splitlines(keepends=True)
                                     if ": using the workspace copy " not in line)


def edit(workspace: Path, filename: str, old: str, new: str) -> None:
    path = workspace / "decks" / GAME / filename
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_kinds_with_their_own_picture_columns_share_a_deck(workspace):
    code, output = run("cards", GAME, "--json")
    assert code == 0, output
    cards = json.loads(output)
    assert [(c["code"], c["name"], c["layout"], c["back"]) for c in cards] == [
        ("MX-M-01", "Sun", "weather", "weather-back"), ("MX-M-02", "Sun", "weather", "weather-back"),
        ("MX-M-03", "Sun", "weather", "weather-back"), ("MX-M-04", "Cloud", "weather", "weather-back"),
        ("MX-M-05", "Cloud", "weather", "weather-back"), ("MX-M-06", "Storm", "event", "event-back"),
        ("MX-M-07", "Storm", "event", "event-back"), ("MX-M-08", "Calm", "event", "event-back")]
    assert run("validate", GAME)[0] == 0
    out = workspace / "kit"
    code, output = run("build", GAME, "--out", str(out))
    assert code == 0, output
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["components"][1]["count"] == 8     # Snow, qty 0, stays in the table and prints nothing
    text = "\n".join(page.extract_text() for page in PdfReader(out / f"{GAME}-en-cards-main.pdf").pages)
    assert "Snow" not in text and text.count("Bonus!") == 2   # the two Cloud cards only (`when = "bonus"`)


def test_one_back_per_kind_stays_behind_its_front_in_duplex(workspace):
    """Each card's back, on the backs page, lies where its front lies once the sheet turns over
    its long edge (mirrored left to right), in its kind's colour."""
    out = workspace / "kit"
    assert run("build", GAME, "--out", str(out))[0] == 0
    pdf = open_pdf(out / f"{GAME}-en-cards-main.pdf")
    width = pdf[0].get_width()
    backs = render(pdf, 1, 36)
    seen = set()
    for char_text, box in _codes(pdf, 0):
        kind = "event" if char_text in ("MX-M-06", "MX-M-07", "MX-M-08") else "weather"
        x, y = width - (box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + mm(40)   # up from the code, into the card
        pixel = backs.getpixel((round(x * 0.5), round((pdf[1].get_height() - y) * 0.5)))
        expected = BLUE_BACK if kind == "event" else RED_BACK
        assert max(abs(a - b) for a, b in zip(pixel, expected)) < 12, (char_text, pixel)
        seen.add(kind)
    assert seen == {"weather", "event"}


def _codes(pdf, index: int) -> list[tuple[str, tuple]]:
    """Each card code printed on a page, with the box it spans (pdfium's text search)."""
    text = pdf[index].get_textpage()
    found = []
    for number in range(1, 9):
        code = f"MX-M-{number:02d}"
        searcher = text.search(code)
        hit = searcher.get_next()
        if hit:
            first, count = hit
            boxes = [text.get_charbox(i) for i in range(first, first + count)]
            found.append((code, (min(b[0] for b in boxes), min(b[1] for b in boxes),
                                 max(b[2] for b in boxes), max(b[3] for b in boxes))))
    return found


def _trim_origin(path) -> tuple[int, int]:
    """Where a single-layout page's card begins, in pixels at 72 dpi from the page's top-left
    corner: the page holds the card, its bleed, crop marks and the printer's margin."""
    page = PdfReader(path).pages[0]
    return round(float(page.trimbox.left)), round(float(page.mediabox.top) - float(page.trimbox.top))


def test_colour_names_the_turned_index_and_saver_ink(workspace):
    out = workspace / "single"
    assert run("build", GAME, "--layout", "single", "--only", "MX-M-01", "--out", str(out))[0] == 0
    path = out / f"{GAME}-en-cards-main.pdf"
    page = render(open_pdf(path), 0, 72)
    x0, y0 = _trim_origin(path)

    def at(x: float, y: float) -> tuple[int, int]:     # mm from the card's top-left corner
        return x0 + round(mm(x)), y0 + round(mm(y))

    head = page.getpixel(at(30, 4))
    assert max(abs(a - b) for a, b in zip(head, (0xDA, 0xA5, 0x20))) < 12        # goldenrod
    assert max(abs(a - b) for a, b in zip(page.getpixel((x0 + 2, at(0, 50)[1])), (0xFF, 0xFF, 0xF0))) < 12
    turned = (*at(53, 66), *at(61, 72))
    upright = (*at(2, 16), *at(10, 22))
    green, goldenrod = (0, 255, 0), (0xDA, 0xA5, 0x20)
    assert _has(page, turned, green) and not _has(page, turned, goldenrod)
    assert _has(page, upright, goldenrod) and not _has(page, upright, green)
    saver = workspace / "saver"
    assert run("build", GAME, "--layout", "single", "--ink", "saver", "--only", "MX-M-01", "--out", str(saver))[0] == 0
    path = saver / f"{GAME}-en-cards-main.pdf"
    page = render(open_pdf(path), 0, 72)
    x0, y0 = _trim_origin(path)
    row = [page.getpixel((x, at(0, 7)[1])) for x in range(x0 + 4, at(60, 0)[0])]
    # The header band prints nothing: no outline runs down the card at its edges or through its text.
    assert page.getpixel(at(1, 7)) == (255, 255, 255)
    assert sum(p != (255, 255, 255) for p in row) < len(row) // 3


def _has(image, box, colour, tolerance: int = 30) -> bool:
    """True when some pixel inside the box is that colour (the full ink of a glyph's stem)."""
    return any(max(abs(a - b) for a, b in zip(image.getpixel((x, y)), colour)) <= tolerance
               for x in range(box[0], box[2]) for y in range(box[1], box[3]))


@pytest.mark.parametrize("change, message", [
    (("cards.csv", "1,Calm,event,seagreen", "1,Calm,event,sea green"),
     "decks/mixed-deck/cards.csv:6: colour: expected a colour as #rrggbb or a colour name such as 'teal', got 'sea green'"),
    (("cards.csv", "3,Sun,weather,goldenrod,sun.svg", "3,Sun,weather,goldenrod,sun.png"),
     "decks/mixed-deck/cards.csv:2: icon: expected a file in decks/mixed-deck/, got 'sun.png' (not found)"),
    (("cards.csv", "3,Sun,weather", "3,Sun,wether"),
     "decks/mixed-deck/cards.csv:2: kind: expected one of weather, event, got 'wether'"),
    (("layout.toml", 'when = "bonus"', 'when = "bonuses"'),
     "decks/mixed-deck/layout.toml:34: layouts.weather, region \"bonus\": when: expected a column of cards "
     "(back, bonus, colour, icon, kind, name, photo, qty, text), got 'bonuses'"),
    (("layout.toml", 'background = "lavender"', 'background = "lavendar"'),
     "decks/mixed-deck/layout.toml:67: layouts.event.background: expected #rrggbb, a colour name such as 'teal', "
     "or a column of cards (back, bonus, colour, icon, kind, name, photo, qty, text), got 'lavendar'"),
    # One mistake, one message: the region refused is not blamed again where `remove` or `extends` name it.
    (("layout.toml", 'name = "icon"\ncolumn = "icon"', 'name = "icon"\ncolumn = "icon"\ncolour = "#12"'),
     "decks/mixed-deck/layout.toml:22: layouts.weather, region \"icon\": unknown key(s) colour; expected: column, file, "
     "h, name, type, w, when, x, y"),
    (("game.toml", 'back_column = "back"', 'back_column = "backs"'),
     "decks/mixed-deck/game.toml:51: decks \"main\": back_column: expected a column of cards (back, bonus, colour, icon, "
     "kind, name, photo, qty, text), got 'backs'"),
    (("layout.toml", 'extends = "weather-back"\nbackground = "#1f618d"',
      'extends = "weather-back"\nbackground = "#1f618d"\n[[layouts.event-back.regions]]\ntype = "text"\n'
      'text = "{code}"\nx = 1\ny = 5\nw = 20\nh = 4'),
     "decks/mixed-deck/layout.toml:95: layouts.event-back, region 1 (text): text: expected placeholders among {back}, "
     "{bonus}, {colour}, {deck}, {icon}, {kind}, {name}, {photo}, {qty}, {text}, {title}, got {code}"),
    (("layout.toml", 'extends = "weather-back"\nbackground = "#1f618d"',
      'extends = "weather-back"\nbackground = "#1f618d"\n[[layouts.event-back.regions]]\ntype = "code"\nx = 1\n'
      'y = 1\nw = 20\nh = 4'),
     "decks/mixed-deck/layout.toml:93: layouts.event-back, region 1 (code): expected a code region on a front layout "
     "only (a back is shared by the cards of its kind, and has no code)"),
    (("game.toml", "[tables.cards]\n", "[tables.cards]\nsheet = \"Cards\"\n"),
     "decks/mixed-deck/game.toml:31: tables.cards.sheet: unknown key; expected one of file, columns"),
])
def test_one_mistake_one_message_at_its_line(workspace, change, message):
    edit(workspace, *change)
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert (code, output) == (1, f"error: {message}\n")


def test_a_text_that_does_not_fit_names_its_cell_in_build_and_validate(workspace):
    edit(workspace, "cards.csv", "Grey and wet.", "Grey and wet. " * 30)
    message = ("decks/mixed-deck/cards.csv:3: text: MX-M-04: 'Grey and wet. Grey and wet. Grey and wet. Grey an…' "
               "does not fit region 'text' of layouts.weather (layout.toml:39), a box of 55 × 16 mm, even at 6 pt; "
               "expected a shorter text, a larger box or a smaller min_size")
    assert run("build", GAME, "--out", str(workspace / "bad")) == (1, f"error: {message}\n")
    code, output = run("validate", GAME)
    assert code == 1 and f"decks/mixed-deck/cards.csv:3: error: text: MX-M-04: 'Grey and wet." in output
    assert output.count("does not fit") == 1


def test_an_svg_with_a_gradient_is_refused_naming_the_element(workspace):
    (workspace / "decks" / GAME / "sun.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">\n<defs>\n'
        '<linearGradient id="warm"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#ff0"/></linearGradient>\n'
        '</defs>\n<circle cx="20" cy="20" r="16" fill="url(#warm)" opacity="0.8"/>\n</svg>\n', encoding="utf-8")
    code, output = run("build", GAME, "--out", str(workspace / "bad"))
    assert (code, output) == (1, "error: decks/mixed-deck/sun.svg:3: <linearGradient id=\"warm\"> at line 3: printkit "
                                 "cannot print a gradient in an SVG file yet; expected flat colours without transparency: "
                                 "simplify the drawing, or export it as PNG (also: circle at line 5)\n")
    assert run("validate", GAME)[0] == 1


def test_a_manual_fact_the_deck_does_not_give_lists_those_it_does(workspace):
    (workspace / "decks" / GAME / "manual.toml").write_text(
        "[cards]\nvalue = 8\nsection = \"§1\"\nwhat = \"cards\"\n[weather_cards]\nvalue = 5\nsection = \"§2\"\n"
        "what = \"weather cards\"\n", encoding="utf-8")
    code, output = run("validate", GAME)
    assert code == 0
    assert "decks/mixed-deck/manual.toml:5: warning: weather cards (§2): no deck value is compared with this fact; " \
           "the deck gives cards, main_cards, main_kinds, players_max, players_min" in output
