"""One conformance test over every registered game (ARCHITECTURE.md): load, validate, build every
shipped language with default options, read the PDFs back."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.validate import validate
from tests.fonts_present import language_cases
from tests.pdfread import STANDARD_14, fonts_used, is_embedded

CASES = language_cases(list_games())


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    built = {}
    for game, lang in [(p.values[0], p.values[1]) for p in CASES if not p.marks]:
        out = tmp_path_factory.mktemp(f"{game}-{lang}")
        build(KitOptions(game=game, lang=lang), out)
        built[game, lang] = out
    return built


@pytest.mark.parametrize("game", list_games())
def test_deck_data_matches_the_manual(game):
    assert [str(f) for f in validate([game]) if f.severity == "error"] == []


@pytest.mark.parametrize("game, lang", CASES)
def test_kit_reads_back_clean(kits, game, lang):
    out = kits[game, lang]
    assert [str(f) for f in validate(kit=out) if f.severity == "error"] == []
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["game"] == game and manifest["lang"] == lang
    for entry in manifest["files"]:
        reader = PdfReader(str(out / entry["path"]))
        assert len(reader.pages) == entry["pages"]
        for page in reader.pages:
            assert "/TrimBox" in page and "/BleedBox" in page, entry["path"]
        for font in fonts_used(out / entry["path"]):
            name = str(font.get("/BaseFont", "")).lstrip("/").split("+")[-1]
            assert name not in STANDARD_14 and is_embedded(font), (entry["path"], name)


@pytest.mark.parametrize("game", list_games())
def test_same_inputs_give_identical_bytes(kits, game, tmp_path):
    build(KitOptions(game=game, lang="en"), tmp_path)
    first = kits[game, "en"]
    for pdf in sorted(first.glob("*.pdf")):
        assert (tmp_path / pdf.name).read_bytes() == pdf.read_bytes(), pdf.name
