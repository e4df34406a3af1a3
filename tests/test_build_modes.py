"""Every production mode builds for every registered game and reads back right (issue 8):
page sizes and boxes, backs behind their fronts by coordinates, the back offset exact, no
colour in greyscale, no inked fill in saver, the booklet in saddle order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.layout.geometry import BLEED, PAPERS
from printkit.layout.saddle import padded_count
from printkit.layout.single import slug
from printkit.loader import list_games
from printkit.units import mm
from tests.pdfops import inked_fill_operators, non_grey_colours, placements, slot_clips

GAMES = list_games()
OFFSET = (mm(1.5), mm(-2.0))
MODES = {
    "default": {},
    "duplex-short": {"layout": "duplex-short"},
    "gutterfold": {"layout": "gutterfold"},
    "single": {"layout": "single"},
    "greyscale": {"ink": "greyscale"},
    "saver": {"ink": "saver"},
    "saddle": {"booklet": "saddle"},
    "offset": {"back_offset": OFFSET},
}


@pytest.fixture(scope="module")
def kits(build_kit):
    """Builds on demand, once per (game, mode) for the whole module."""
    return lambda game, mode: build_kit(game=game, **MODES[mode])


SHEETS = ("cards", "tokens")   # the kinds drawn by render/cards.py, front and back


def components(out: Path, kinds: tuple[str, ...] | None = None) -> list[tuple[dict, PdfReader]]:
    manifest = json.loads((out / "manifest.json").read_text())
    return [(c, PdfReader(str(out / c["file"]))) for c in manifest["components"] if kinds is None or c["kind"] in kinds]


def require_backs(checked: int, game: str) -> None:
    """A game whose printed items are all one-sided (the dice game) has no back to check."""
    if checked == 0:
        pytest.skip(f"{game} prints no double-sided card or token sheet")


def card_sheet_pairs(reader: PdfReader) -> list[tuple[int, int]]:
    """(front page, back page) indices: a back page places back forms."""
    pairs = []
    for index in range(len(reader.pages) - 1):
        if any("back-" in p.name for p in placements(reader, index + 1)) and slot_clips(reader, index):
            pairs.append((index, index + 1))
    return pairs


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("game", GAMES)
def test_mode_builds_and_every_page_has_sane_boxes(kits, game, mode):
    out = kits(game, mode)
    manifest = json.loads((out / "manifest.json").read_text())
    for entry in manifest["files"]:
        reader = PdfReader(str(out / entry["path"]))
        assert len(reader.pages) == entry["pages"], entry["path"]
        for page in reader.pages:
            media, bleed, trim = page.mediabox, page.bleedbox, page.trimbox
            assert float(media.left) <= float(bleed.left) <= float(trim.left) < float(trim.right) \
                <= float(bleed.right) <= float(media.right), entry["path"]


@pytest.mark.parametrize("mode, edge", [("default", "long"), ("duplex-short", "short")])
@pytest.mark.parametrize("game", GAMES)
def test_duplex_backs_are_mirrored_behind_their_fronts(kits, game, mode, edge):
    checked = 0
    for entry, reader in components(kits(game, mode), SHEETS):
        width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
        for front, back in card_sheet_pairs(reader):
            fronts, backs = slot_clips(reader, front), slot_clips(reader, back)
            assert len(fronts) == len(backs)
            for f, b in zip(fronts, backs):
                expected = (width - f.x - f.w, f.y) if edge == "long" else (f.x, height - f.y - f.h)
                assert (b.x, b.y) == (pytest.approx(expected[0], abs=2e-3), pytest.approx(expected[1], abs=2e-3))
                checked += 1
    require_backs(checked, game)


@pytest.mark.parametrize("game", GAMES)
def test_back_offset_moves_back_pages_by_exactly_the_offset(kits, game):
    plain, shifted = components(kits(game, "default"), SHEETS), components(kits(game, "offset"), SHEETS)
    moved = 0
    for (_, a), (_, b) in zip(plain, shifted):
        for front, back in card_sheet_pairs(a):
            assert slot_clips(b, front) == slot_clips(a, front)
            for p, q in zip(slot_clips(a, back), slot_clips(b, back)):
                assert (q.x - p.x, q.y - p.y) == (pytest.approx(OFFSET[0], abs=2e-3), pytest.approx(OFFSET[1], abs=2e-3))
                moved += 1
    require_backs(moved, game)


@pytest.mark.parametrize("game", GAMES)
def test_gutterfold_backs_mirror_fronts_across_the_fold(kits, game):
    checked = 0
    for entry, reader in components(kits(game, "gutterfold"), SHEETS):
        for index, page in enumerate(reader.pages):
            if not any("back-" in p.name for p in placements(reader, index)):
                continue
            fold = float(page.mediabox.height) / 2
            clips = slot_clips(reader, index)
            for f, b in zip(clips[0::2], clips[1::2]):
                assert f.y - fold >= mm(5) - 2e-3 and fold - (b.y + b.h) >= mm(5) - 2e-3
                assert (b.x, b.y + b.h) == (pytest.approx(f.x, abs=2e-3), pytest.approx(2 * fold - f.y, abs=2e-3))
                checked += 1
    require_backs(checked, game)


@pytest.mark.parametrize("game", GAMES)
def test_single_pages_are_one_card_with_bleed(kits, game):
    # Only sheets imposed by render/cards.py (their slots are clipped); packed coins are not cards.
    imposed = {entry["id"] for entry, reader in components(kits(game, "default"), SHEETS) if slot_clips(reader, 0)}
    if not imposed:
        pytest.skip(f"{game} has no card or token sheets imposed by render/cards.py")
    for entry, reader in components(kits(game, "single"), SHEETS):
        if entry["id"] not in imposed:
            continue
        edge = BLEED + slug()     # the bleed, then room for the crop marks and the printer's margin
        for page in reader.pages:
            media = [float(v) for v in page.mediabox]
            trim = [float(v) for v in page.trimbox]
            assert trim == pytest.approx([edge, edge, media[2] - edge, media[3] - edge], abs=1e-3)
            assert [float(v) for v in page.bleedbox] == pytest.approx(
                [trim[0] - BLEED, trim[1] - BLEED, trim[2] + BLEED, trim[3] + BLEED], abs=1e-3)
        assert len(reader.pages) in (entry["count"], 2 * entry["count"])   # with or without backs


@pytest.mark.parametrize("game", GAMES)
def test_greyscale_has_no_colour_operator_that_is_not_grey(kits, game):
    out = kits(game, "greyscale")
    for entry, _ in components(out):
        assert non_grey_colours(out / entry["file"]) == [], entry["file"]


@pytest.mark.parametrize("game", GAMES)
def test_saver_has_no_inked_fill(kits, game):
    """Saver fills nothing with ink; white knock-outs (paper on paper) keep text clear."""
    out = kits(game, "saver")
    for entry, _ in components(out):
        assert inked_fill_operators(out / entry["file"]) == [], entry["file"]


@pytest.mark.parametrize("game", GAMES)
def test_saddle_booklet_is_a5_pages_two_up_in_landscape(kits, game):
    [(_, a5)] = components(kits(game, "default"), ("booklet",))
    [(_, saddle)] = components(kits(game, "saddle"), ("booklet",))
    assert len(saddle.pages) == padded_count(len(a5.pages)) // 2
    paper = PAPERS["a4"].landscape()
    for page in saddle.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == (pytest.approx(paper.w), pytest.approx(paper.h))
    first = saddle.pages[0].extract_text()
    assert a5.pages[0].extract_text().split()[0] in first
