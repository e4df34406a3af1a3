"""A Market Island kit built end to end and read back from its PDFs (issue #2, "Done when")."""

from __future__ import annotations

import hashlib
import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.build import build
from printkit.cli import main
from printkit.kit_model import KitOptions
from tests.pdfread import STANDARD_14, codes_in, fonts_used, is_embedded, page_texts


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("mi-en")
    build(KitOptions(game="market-island", lang="en", paper="a4", players=4), out)
    return out


def manifest(out):
    return json.loads((out / "manifest.json").read_text())


def test_manifest_lists_components_and_files(kit):
    data = manifest(kit)
    assert (data["game"], data["lang"], data["paper"], data["players"]) == ("market-island", "en", "a4", 4)
    counts = {c["id"]: (c["kind"], c["count"], c["code_prefix"]) for c in data["components"]}
    assert counts["cards-income"] == ("cards", 26, "MI-I")
    assert counts["cards-expense"] == ("cards", 26, "MI-E")
    assert counts["cards-action"] == ("cards", 54, "MI-A")
    assert counts["scoreboards"] == ("scoreboards", 16, "MI-S")
    assert counts["board"][0] == "board"
    for entry in data["files"]:
        body = (kit / entry["path"]).read_bytes()
        assert hashlib.sha256(body).hexdigest() == entry["sha256"]
        assert len(PdfReader(str(kit / entry["path"])).pages) == entry["pages"]


def test_card_faces_read_back_with_distinct_codes(kit):
    combined = kit / "market-island-en-kit.pdf"
    for prefix, count in (("MI-I", 26), ("MI-E", 26), ("MI-A", 54), ("MI-S", 16)):
        codes = codes_in(combined, prefix)
        assert len(codes) == count and len(set(codes)) == count, prefix


def test_board_tiles_carry_codes_and_a4_needs_more_sheets_than_a3(kit, tmp_path):
    tiles = manifest(kit)["components"][4]["count"]
    assert len(set(codes_in(kit / "market-island-en-board.pdf", "MI-B"))) == tiles > 4
    build(KitOptions(game="market-island", paper="a3", players=2, only=("MI-B-01",)), tmp_path)
    a3 = json.loads((tmp_path / "manifest.json").read_text())
    assert a3["components"][0]["id"] == "board"
    reader = PdfReader(str(tmp_path / "market-island-en-board.pdf"))
    width, height = sorted((float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)))
    assert (round(width), round(height)) == (842, 1191)  # A3


def test_every_page_has_trim_and_bleed_boxes_and_no_print_scaling(kit):
    reader = PdfReader(str(kit / "market-island-en-kit.pdf"))
    for page in reader.pages:
        assert "/TrimBox" in page and "/BleedBox" in page
        trim, bleed, media = page.trimbox, page.bleedbox, page.mediabox
        assert float(bleed.left) <= float(trim.left) and float(trim.right) <= float(bleed.right) <= float(media.right)
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"


def test_only_embedded_truetype_fonts(kit):
    for pdf in sorted(kit.glob("*.pdf")):
        fonts = fonts_used(pdf)
        assert fonts, pdf.name
        for font in fonts:
            name = str(font.get("/BaseFont", "")).lstrip("/")
            assert name.split("+")[-1] not in STANDARD_14, (pdf.name, name)
            assert is_embedded(font), (pdf.name, name)


def test_two_builds_are_byte_identical(kit, tmp_path):
    build(KitOptions(game="market-island", lang="en", paper="a4", players=4), tmp_path)
    for pdf in sorted(kit.glob("*.pdf")):
        assert (tmp_path / pdf.name).read_bytes() == pdf.read_bytes(), pdf.name
    assert (tmp_path / "manifest.json").read_text() == (kit / "manifest.json").read_text()


def test_only_prints_the_named_items(tmp_path):
    build(KitOptions(game="market-island", players=3, only=("MI-I-07", "mi-s-03")), tmp_path)
    data = json.loads((tmp_path / "manifest.json").read_text())
    assert [(c["id"], c["count"]) for c in data["components"]] == [("cards-income", 1), ("scoreboards", 1)]
    texts = " ".join(page_texts(tmp_path / "market-island-en-kit.pdf"))
    assert re.findall(r"MI-[IEAS]-\d\d", texts) == ["MI-I-07", "MI-S-03"]


def test_a_rendered_card_page_has_ink_where_cards_are(kit):
    import pypdfium2 as pdfium
    pdf = pdfium.PdfDocument(str(kit / "market-island-en-cards-income.pdf"))
    image = pdf[0].render(scale=30 / 72).to_pil().convert("L")
    width, height = image.size
    centre = image.crop((width // 3, height // 3, 2 * width // 3, 2 * height // 3))
    margin = image.crop((0, 0, width, 3))
    assert centre.getextrema()[0] < 128         # card art in the middle of the sheet
    assert margin.getextrema()[0] > 240         # nothing printed at the paper's top edge


@pytest.mark.parametrize("args, message", [
    (["build", "nope", "--out", "{out}"], "error: unknown game 'nope'; expected one of:"),
    (["build", "market-island", "--players", "1", "--out", "{out}"], "error: --players: expected a number from 2 to 6, got 1"),
    (["build", "market-island", "--players", "7", "--out", "{out}"], "error: --players: expected a number from 2 to 6, got 7"),
    (["build", "market-island", "--paper", "a5", "--out", "{out}"], "error: --paper: expected one of a4, a3, letter, got 'a5'"),
    (["build", "market-island", "--lang", "zz", "--out", "{out}"], "error: unknown language 'zz' for market-island; expected one of:"),
    (["build", "market-island", "--only", "--out", "{out}"], "error: --only: expected one or more item codes, such as MI-I-07"),
])
def test_usage_errors_are_one_line_and_exit_2(tmp_path, args, message):
    out = tmp_path / "kit"
    result = CliRunner().invoke(main, [a.replace("{out}", str(out)) for a in args])
    assert result.exit_code == 2
    assert result.output.startswith(message)
    assert len(result.output.strip().splitlines()) == 1
    assert not out.exists()


def test_a_data_error_exits_1_and_writes_nothing(data_copy, tmp_path):
    cards = data_copy / "decks" / "market-island" / "cards.csv"
    cards.write_text(cards.read_text().replace("MI-I-05,income,10C", "MI-I-05,income,1OC"))
    out = tmp_path / "kit"
    result = CliRunner().invoke(main, ["build", "market-island", "--out", str(out)])
    assert result.exit_code == 1
    assert result.output == ("error: decks/market-island/cards.csv:10: face: expected a playing card such as 9C, "
                             "10H or KS, got '1OC'\n")
    assert not out.exists()


def test_a_failing_render_leaves_no_pdf_behind(tmp_path, monkeypatch):
    from printkit.render import booklet
    def broken(*args, **kwargs):
        raise RuntimeError("printer on fire")
    monkeypatch.setattr(booklet, "render_booklet", broken)
    monkeypatch.setattr("printkit.games.market_island.kit.render_booklet", broken)
    with pytest.raises(RuntimeError):
        build(KitOptions(game="market-island"), tmp_path)
    assert list(tmp_path.iterdir()) == []
