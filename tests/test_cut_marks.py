"""Issue 27 ("cut right on every paper"), checked on built kits of every game on every paper it
prints on and in every layout: read back from the rendered pixels (pypdfium2), not from the code
that drew them.

- Every cut line the manifest records (`components[].cuts`, mm from the page's top-left corner)
  has a crop mark on its extension, outside the cards, at least 3 mm long: a thin dark line with
  paper (or a tick's white underlay) either side of it, measured pixel by pixel along the line.
- No page has ink within 4.9 mm of the paper's edge (no kit declares borderless printing).
- The manifest's cut lines are where the cards' trims are (the TrimBox of a single-card page).

Each kit is built once per session and each page rendered once per check. A page's marks are the
same form on every sheet of a component with the same cut lines, so each distinct set of cut
lines of a component is measured once (a tiled board's sheets each have their own).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from tests.pdfpixels import open_pdf
from tests.printcheck import edge_ink

MM = 72 / 25.4
LAYOUTS = ("duplex-long", "duplex-short", "gutterfold", "single")
PAPERS_OF = {"market-island": ("a4", "a3", "letter"), "data-tycoon": ("a4", "a3", "letter"),
             "triple-bataille": ("a4", "a3"), "dice-game": ("a4", "a3", "letter")}
KITS = [(game, paper, layout) for game in list_games() for paper in PAPERS_OF[game] for layout in LAYOUTS]
DPI = 150            # a pixel is 0.17 mm: a 3 mm mark is 18 of them
MIN_MARK_MM = 3.0
INK = 235            # of 255: the darkest pixel across a 0.25 pt line is below this at 150 dpi
PAPER = 245          # either side of a mark: paper, or a tick's white underlay
BESIDE = 3           # pixels (0.5 mm) from the line to where paper is looked for
MARGIN_DPI = 120


@pytest.fixture(scope="session")
def kit(tmp_path_factory):
    """kit(game, paper, layout) -> the folder of that kit, built once per session."""
    @lru_cache(maxsize=None)
    def get(game: str, paper: str, layout: str) -> Path:
        out = tmp_path_factory.mktemp(f"{game}-{paper}-{layout}")
        extra = {"seed": "7"} if game == "dice-game" else {}
        build(KitOptions(game=game, paper=paper, layout=layout, extra=extra), out)
        return out
    return get


def manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


def mark_length_mm(image: Image.Image, axis: str, at_mm: float, outside: tuple[float, float] | None) -> float:
    """The longest mark on the line (`axis` "x": the vertical line at_mm from the left; "y": the
    horizontal one at_mm from the top), outside the stretch `outside` (mm along the line: the
    cards it cuts) when given. A pixel is part of a mark when the line is dark there and the
    paper either side of it is white."""
    k = DPI / 72 * MM          # pixels per mm
    pixels = image.load()
    along = image.height if axis == "x" else image.width
    across = image.width if axis == "x" else image.height
    line = int(at_mm * k)

    def value(a: int, b: int) -> int:
        return pixels[b, a] if axis == "x" else pixels[a, b]

    best = run = 0
    for a in range(along):
        if outside and outside[0] * k - 1 <= a <= outside[1] * k + 1:
            run = 0
            continue
        dark = min(value(a, b) for b in range(max(0, line - 1), min(across, line + 2)))
        clear = all(value(a, b) >= PAPER for b in (line - BESIDE, line + BESIDE) if 0 <= b < across)
        run = run + 1 if dark < INK and clear else 0
        best = max(best, run)
    return best / k


def unmarked_cuts(out: Path) -> list[str]:
    """Every recorded cut line whose longest mark is shorter than MIN_MARK_MM, with its length."""
    found = []
    for component in manifest(out)["components"]:
        doc, seen = None, set()
        for entry in component.get("cuts", []):
            cuts = entry["cuts"]
            key = (tuple(cuts["x"]), tuple(cuts["y"]))
            if key in seen:
                continue
            seen.add(key)
            doc = doc or open_pdf(out / component["file"])
            image = doc[entry["page"] - 1].render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
            for axis, other in (("x", "y"), ("y", "x")):
                span = (min(cuts[other]), max(cuts[other])) if cuts[other] else None
                for at in cuts[axis]:
                    length = mark_length_mm(image, axis, at, span)
                    if length < MIN_MARK_MM:
                        found.append(f"{component['file']} p{entry['page']} {axis}={at} mm: mark {length:.2f} mm")
    return found


@pytest.mark.parametrize("game, paper, layout", KITS)
def test_every_cut_line_has_a_crop_mark_of_at_least_3_mm(kit, game, paper, layout):
    out = kit(game, paper, layout)
    assert [c for c in manifest(out)["components"] if c.get("cuts")], "no component records its cut lines"
    assert unmarked_cuts(out) == []


@pytest.mark.parametrize("game, paper, layout", KITS)
def test_no_page_has_ink_within_4_9_mm_of_its_edge(kit, game, paper, layout):
    out = kit(game, paper, layout)
    inked = []
    for entry in manifest(out)["files"]:
        # A line along the 5 mm line spreads half its width (under 0.1 mm) outwards.
        # 120 dpi: a pixel is 0.21 mm, so ink 4.7 mm from the edge (Letter's bleed was) is caught.
        inked += [f"{entry['path']} {ink}" for ink in edge_ink(out / entry["path"], margin_mm=4.9, dpi=MARGIN_DPI,
                                                                 bleed_allowed=False)]
    assert inked == []


@pytest.mark.parametrize("game", ["market-island", "triple-bataille"])
def test_recorded_cut_lines_are_the_cards_trims(kit, game):
    """On single-card pages the TrimBox is the card: its four sides are the page's cut lines."""
    out = kit(game, "a4", "single")
    for component in manifest(out)["components"]:
        if component["kind"] not in ("cards", "tokens"):
            continue
        reader = PdfReader(str(out / component["file"]))
        assert len(component["cuts"]) == len(reader.pages)
        for entry in component["cuts"]:
            page = reader.pages[entry["page"] - 1]
            x0, y0, x1, y1 = (float(v) for v in page.trimbox)
            height = float(page.mediabox.height)
            assert entry["cuts"]["x"] == pytest.approx([x0 / MM, x1 / MM], abs=0.01)
            assert entry["cuts"]["y"] == pytest.approx([(height - y1) / MM, (height - y0) / MM], abs=0.01)


def test_a_letter_card_sheet_has_marks_for_its_vertical_cuts(kit):
    """Issue 27 §1: Letter card sheets had no mark for any vertical cut (3×3 left no room 5 mm
    in); the cards now go 2×4 on their side, and every vertical cut has a mark at both ends."""
    out = kit("market-island", "letter", "duplex-long")
    income = next(c for c in manifest(out)["components"] if c["id"] == "cards-income")
    assert len(income["cuts"][0]["cuts"]["x"]) == 3 and len(income["cuts"][0]["cuts"]["y"]) == 5
    image = open_pdf(out / income["file"])[0].render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
    cuts = income["cuts"][0]["cuts"]
    top, bottom = min(cuts["y"]), max(cuts["y"])
    for x in cuts["x"]:
        assert mark_length_mm(image, "x", x, (top, 279.4)) >= MIN_MARK_MM          # above the cards
        assert mark_length_mm(image, "x", x, (0.0, bottom)) >= MIN_MARK_MM         # below them


def test_a_mark_that_is_not_drawn_is_found_missing(kit, tmp_path):
    """The check fails when a mark is missing: the first sheet's page with its marks painted over."""
    out = kit("market-island", "a4", "duplex-long")
    income = next(c for c in manifest(out)["components"] if c["id"] == "cards-income")
    image = open_pdf(out / income["file"])[0].render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
    cuts = income["cuts"][0]["cuts"]
    x = cuts["x"][0]
    assert mark_length_mm(image, "x", x, (min(cuts["y"]), max(cuts["y"]))) >= MIN_MARK_MM
    k = DPI / 72 * MM
    image.paste(255, (int(x * k) - 2, 0, int(x * k) + 3, image.height))
    assert mark_length_mm(image, "x", x, (min(cuts["y"]), max(cuts["y"]))) == 0.0
