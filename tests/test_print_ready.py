"""Issue 16 ("prints right the first time"), items 1, 3, 4 and 9, checked on built kits read back
with pypdf and pypdfium2 (tests/printcheck.py says how).

- §1: every kit file of every game, in every layout, prints as one job: fronts/backs sections start
  on an odd page, one-sided pages get a blank back when the file is double-sided, no A5 pages.
- §3: no ink within 5 mm of the paper's edge outside a trimmed page's bleed, on every paper and
  layout, unless the build reported why (the page is then named in its notes).
- §4: the gutterfold footer lies off the cards.
- §9: distinct font subsets carry distinct names in every kit file; text never prints in a
  near-black; `--layout single` for the dice game says it changes nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.layout.geometry import PAPERS
from printkit.loader import list_games
from printkit.pdftext import page_texts
from tests.printcheck import edge_ink, near_black, subset_programs, text_fill_colours

LAYOUTS = ("duplex-long", "duplex-short", "gutterfold", "single")
PAPERS_OF = {"market-island": ("a4", "a3", "letter"), "data-tycoon": ("a4", "a3", "letter"),
             "triple-bataille": ("a4", "a3"), "dice-game": ("a4", "a3")}
BLANK = "This page is intentionally blank."


def _options(game: str, **kwargs) -> KitOptions:
    extra = {"seed": "7"} if game == "dice-game" else {}
    return KitOptions(game=game, extra=extra, **kwargs)


@pytest.fixture(scope="module")
def layout_kits(tmp_path_factory) -> dict[tuple[str, str], Path]:
    built = {}
    for game in list_games():
        for layout in LAYOUTS:
            out = tmp_path_factory.mktemp(f"{game}-{layout}")
            build(_options(game, layout=layout), out)
            built[game, layout] = out
    return built


@pytest.fixture(scope="module")
def paper_kits(tmp_path_factory) -> dict[tuple[str, str, str], Path]:
    built = {}
    for game in list_games():
        for paper in PAPERS_OF[game]:
            for layout in ("duplex-long", "gutterfold", "single"):
                out = tmp_path_factory.mktemp(f"{game}-{paper}-{layout}")
                build(_options(game, paper=paper, layout=layout), out)
                built[game, paper, layout] = out
    return built


def _manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


def _two_sided(component: dict, layout: str) -> bool:
    """Card decks are always fronts/backs pairs unless folded; the manifest says so for the rest."""
    if component["kind"] == "cards":
        assert component["sides"] == (1 if layout == "gutterfold" else 2), component["id"]
    return component["sides"] == 2


@pytest.mark.parametrize("game", list_games())
@pytest.mark.parametrize("layout", LAYOUTS)
def test_kit_file_prints_double_sided_with_fronts_and_backs_paired(layout_kits, game, layout):
    out = layout_kits[game, layout]
    manifest = _manifest(out)
    kit = page_texts(out / manifest["files"][0]["path"])
    parts = [c for c in manifest["components"] if c["kind"] != "booklet"]
    double = any(_two_sided(c, layout) for c in parts)
    at = 0
    for component in parts:
        pages = page_texts(out / component["file"])
        if _two_sided(component, layout):
            assert at % 2 == 0, f"{component['id']} starts on page {at + 1}, a back side"
            assert len(pages) % 2 == 0
        for text in pages:
            assert kit[at] == text, (component["id"], at + 1)
            at += 1
            if double and not _two_sided(component, layout):
                assert kit[at].strip() == BLANK, (component["id"], at + 1)
                at += 1
    assert at == len(kit) == manifest["files"][0]["pages"]
    assert (BLANK in " ".join(kit)) == double


@pytest.mark.parametrize("game", list_games())
def test_kit_file_has_one_paper_size_and_no_booklet(layout_kits, game):
    out = layout_kits[game, "duplex-long"]
    paper = PAPERS[_manifest(out)["paper"]]
    reader = PdfReader(str(out / _manifest(out)["files"][0]["path"]))
    for number, page in enumerate(reader.pages, start=1):
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        assert sorted((round(w), round(h))) == sorted((round(paper.w), round(paper.h))), number


def test_blank_backs_speak_the_kits_language(tmp_path):
    build(KitOptions(game="market-island", lang="fr"), tmp_path)
    texts = page_texts(tmp_path / "market-island-fr-kit.pdf")
    assert texts[1].strip() == "Page laissée blanche intentionnellement."


@pytest.mark.parametrize("game", list_games())
def test_no_ink_within_5_mm_of_the_paper_edge(paper_kits, game):
    for paper in PAPERS_OF[game]:
        for layout in ("duplex-long", "gutterfold", "single"):
            out = paper_kits[game, paper, layout]
            manifest = _manifest(out)
            size = PAPERS[paper]
            for entry in manifest["files"][1:]:
                reader = PdfReader(str(out / entry["path"]))
                # A line drawn along the 5 mm line spreads half its width (under 0.1 mm) outwards.
                found = edge_ink(out / entry["path"], margin_mm=4.9, dpi=72)
                for ink in found:
                    page = reader.pages[ink.page - 1]
                    w, h = float(page.mediabox.width), float(page.mediabox.height)
                    if sorted((round(w), round(h))) != sorted((round(size.w), round(size.h))):
                        continue   # --layout single: a print shop's card-sized page, trimmed by the shop
                    assert any("within" in note for note in manifest["notes"]), (paper, layout, entry["path"], str(ink))


def test_no_kit_reports_a_cut_line_without_a_mark(paper_kits):
    """Issue 27: layouts leave room for a mark on every cut line (Letter and A4 reported whole
    directions without marks before); tests/test_cut_marks.py finds them in the pixels."""
    for key, out in paper_kits.items():
        assert [n for n in _manifest(out)["notes"] if "crop mark" in n] == [], key
    assert _manifest(paper_kits["market-island", "letter", "duplex-long"])["notes"] == []


def test_a_card_too_wide_for_any_mark_is_reported():
    """A card that leaves 2.5 mm beyond its trim 5 mm in from the paper's edge (193 mm wide on A4)
    has no room for a mark on its horizontal cuts (two cards, four lines), not even a tick on its
    bleed: the build says so."""
    from printkit.layout import production
    from printkit.layout.geometry import Size
    from printkit.layout.imposition import card_grid
    from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
    from printkit.render.pdf import DocInfo, render_pages
    from printkit.units import mm
    a4 = PAPERS["a4"]
    grid = card_grid(a4, Size(mm(193), mm(100)), allow_turn=False)
    job = CardJob("T-01", lambda pen, trim, paint: None, "plain")
    with production.using(production.Production()), production.collecting() as notes:
        render_pages(a4, DocInfo("test"), lambda pen: draw_card_sheets(
            pen, grid, [job], {"plain": lambda pen, trim, paint: None}, SheetOptions(label="test")))
    assert grid.per_sheet == 2
    assert notes == ["test: 4 cut line(s) have no crop mark: the paper leaves no room for one 5 mm in from its "
                     "edge with these --marks; cut them along the edge of the cards' art"]


def _footers(path: Path) -> list[tuple[int, float, float, object]]:
    """(page, x, y, page) of every sheet footer's baseline start ("… · n/N")."""
    reader = PdfReader(str(path))
    found = []
    for number, page in enumerate(reader.pages):
        def visit(text, cm, tm, font, size, number=number, page=page):
            if text.strip() and text.strip()[-1].isdigit() and " · " in text and "/" in text.rsplit(" · ", 1)[-1]:
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                found.append((number, x, y, page))
        page.extract_text(visitor_text=visit)
    return found


@pytest.mark.parametrize("game", ["market-island", "data-tycoon", "triple-bataille"])
def test_gutterfold_footer_is_off_the_cards(paper_kits, game):
    for paper in PAPERS_OF[game]:
        out = paper_kits[game, paper, "gutterfold"]
        for component in _manifest(out)["components"]:
            if component["kind"] not in ("cards", "tokens"):
                continue
            footers = _footers(out / component["file"])
            for number, x, y, page in footers:
                x0, y0, x1, y1 = (float(v) for v in page["/BleedBox"])
                below = y + 6.5 * 1.1 <= y0
                above = y - 6.5 * 0.3 >= y1
                beside = x >= x1 or x <= x0
                assert below or above or beside, (paper, component["file"], number + 1, x, y)
                assert min(y - 6.5 * 0.3, float(page.mediabox.height) - y) >= 5 * 72 / 25.4 - 0.01


def test_every_kit_file_names_each_font_subset_once(layout_kits, paper_kits):
    for out in [*layout_kits.values(), *paper_kits.values()]:
        path = out / _manifest(out)["files"][0]["path"]
        clashes = {name: programs for name, programs in subset_programs(path).items() if len(programs) > 1}
        assert clashes == {}, path.name


@pytest.mark.parametrize("game", list_games())
def test_text_never_prints_in_a_near_black(layout_kits, game):
    out = layout_kits[game, "duplex-long"]
    for entry in _manifest(out)["files"][1:]:
        colours = text_fill_colours(out / entry["path"])
        assert [c for c in colours if near_black(c)] == [], entry["path"]
    assert ("k", (0.0, 0.0, 0.0, 1.0)) in text_fill_colours(out / _manifest(out)["files"][0]["path"])


def test_single_layout_for_the_dice_game_says_it_changes_nothing(layout_kits):
    assert _manifest(layout_kits["dice-game", "single"])["notes"] == [
        "--layout single: dice-game has no card sheets; its sheets print one-sided as they are, so this layout "
        "changes nothing"]
    assert _manifest(layout_kits["dice-game", "duplex-long"])["notes"] == []
