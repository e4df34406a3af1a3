"""The Data-Tycoon kit, built for real and read back with pypdf: codes, counts, pages, options."""

from __future__ import annotations

import json
import re

from printkit.pdftext import page_texts

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.errors import UsageError
from printkit.kit_model import KitOptions
from printkit.games.data_tycoon.model import load_model
from printkit.render.icons import ICONS, load_all

CODE = re.compile(r"DT-[A-Z]-\d\d")


def printed_codes(path) -> list[str]:
    """Every card code printed on the fronts of a card PDF, in print order."""
    found = []
    for text in page_texts(path)[::2]:   # fronts; each is followed by its backs page
        found += CODE.findall(text)
    return found


@pytest.fixture(scope="module")
def expert_en(tmp_path_factory):
    out = tmp_path_factory.mktemp("dt-en")
    kit = build(KitOptions(game="data-tycoon", lang="en"), out)
    return out, kit


def test_expert_deck_reads_back_as_120_distinct_codes(expert_en):
    out, _ = expert_en
    datasets = printed_codes(out / "data-tycoon-en-cards-datasets.pdf")
    specials = printed_codes(out / "data-tycoon-en-cards-specials.pdf")
    assert (len(datasets), len(specials)) == (85, 35)
    assert len(set(datasets) | set(specials)) == 120
    assert all(code.startswith("DT-D-") for code in datasets)
    assert all(code.startswith("DT-S-") for code in specials)


def test_manifest_records_level_and_counts(expert_en):
    out, _ = expert_en
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["options"] == {"level": "expert"}
    counts = {c["id"]: c["count"] for c in manifest["components"]}
    assert counts == {"cover": 1, "cards-datasets": 85, "cards-specials": 35, "aid": 1, "booklet": 1}


def test_aid_is_one_page_and_cover_lists_every_level(expert_en):
    out, _ = expert_en
    assert len(PdfReader(str(out / "data-tycoon-en-aid.pdf")).pages) == 1
    cover = PdfReader(str(out / "data-tycoon-en-cover.pdf")).pages[0].extract_text()
    for level, count in (("Learning", 94), ("Basic", 102), ("Standard", 108), ("Expert", 120)):
        assert f"{level}, {count} cards" in cover


def test_card_sheets_alternate_fronts_and_backs(expert_en):
    out, _ = expert_en
    reader = PdfReader(str(out / "data-tycoon-en-cards-datasets.pdf"))
    assert len(reader.pages) == 2 * 10   # 85 cards, 9 per A4 sheet
    assert CODE.findall(reader.pages[1].extract_text() or "") == []


def test_learning_deck_in_french_reads_back_as_94_cards(tmp_path):
    build(KitOptions(game="data-tycoon", lang="fr", paper="letter", extra={"level": "learning"}), tmp_path)
    codes = printed_codes(tmp_path / "data-tycoon-fr-cards-datasets.pdf") \
        + printed_codes(tmp_path / "data-tycoon-fr-cards-specials.pdf")
    assert len(set(codes)) == len(codes) == 94
    assert sorted(code for code in codes if code.startswith("DT-S-")) == [f"DT-S-{n:02d}" for n in range(1, 10)]
    booklet = PdfReader(str(tmp_path / "data-tycoon-fr-booklet.pdf"))
    text = " ".join(page.extract_text() for page in booklet.pages)
    assert "Apprentissage (94 cartes)" in text
    assert "Data-Trésor" in text


def test_an_unknown_level_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError) as caught:
        build(KitOptions(game="data-tycoon", extra={"level": "master"}), tmp_path)
    assert str(caught.value) == "--level: expected one of learning, basic, standard, expert, got 'master'"


def test_options_of_other_games_are_refused(tmp_path):
    with pytest.raises(UsageError) as caught:
        build(KitOptions(game="data-tycoon", extra={"seed": "7"}), tmp_path)
    assert str(caught.value) == "--seed: not an option of data-tycoon"


def test_every_icon_the_deck_names_is_drawn():
    load_all()   # the shared icon modules register themselves when the registry is first used
    import printkit.games.data_tycoon.icons  # noqa: F401  (and the game's own, when imported)
    model = load_model()
    named = {t.icon for t in model.types.values()} | {s.icon for s in model.specials.values()}
    assert named - set(ICONS) == set()


def test_validate_reports_a_deck_that_disagrees_with_the_manual(tmp_path, monkeypatch):
    import shutil
    from pathlib import Path
    from printkit.validate import game_findings
    deck = tmp_path / "decks" / "data-tycoon"
    shutil.copytree(Path(__file__).resolve().parents[3] / "decks" / "data-tycoon", deck)
    text = (deck / "datasets.csv").read_text(encoding="utf-8")
    (deck / "datasets.csv").write_text(text.replace("green,health,1", "green,health,2", 1), encoding="utf-8")
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path))
    errors = [str(f) for f in game_findings("data-tycoon") if f.severity == "error"]
    assert "decks/data-tycoon/datasets.csv:38: error: health cards (stethoscope) (CARTES DATASET): " \
           "the deck gives 8, the manual states 7" in errors
    assert len(errors) == 4   # health, sensitive, dataset and total counts
