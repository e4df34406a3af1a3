"""Icons kept as SVG files (issue 13): each file draws, as vectors, in the caller's ink and paper,
looks like the Python drawing it replaced (pixels in colour and in --ink saver), and prints the
same bytes twice."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.errors import DataError
from printkit.games.data_tycoon import icons as data_tycoon_icons
from printkit.games.dice_game import icons as dice_icons
from printkit.games.market_island import icons as market_island_icons
from printkit.games.triple_bataille import icons as triple_bataille_icons
from printkit.render.icons import ICONS, draw_icon
from printkit.render.icons.svg_files import register_svg_icons
from printkit.render.ink import InkCanvas
from tests.pdfpixels import open_pdf, render
from tests.render.data_tycoon_icons_as_paths import REFERENCES as DATA_TYCOON_REFERENCES
from tests.render.dice_icons_as_paths import REFERENCES as DICE_REFERENCES
from tests.render.market_island_icons_as_paths import REFERENCES as MARKET_ISLAND_REFERENCES
from tests.render.triple_bataille_icons_as_paths import REFERENCES as TRIPLE_BATAILLE_REFERENCES

GAME_REFERENCES = (DICE_REFERENCES, DATA_TYCOON_REFERENCES, MARKET_ISLAND_REFERENCES, TRIPLE_BATAILLE_REFERENCES)
REFERENCES = {name: draw for references in GAME_REFERENCES for name, draw in references.items()}
assert len(REFERENCES) == sum(len(references) for references in GAME_REFERENCES)   # no name in two games

INK, PAPER = colors.HexColor("#1f4e79"), colors.HexColor("#f2d16b")
SIZE = 100.0
DPI = 288


def icon_pdf(name: str, ink_mode: str = "colour") -> bytes:
    """One page: the paper colour, and the icon over it filling the page."""
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(SIZE, SIZE), invariant=1) if ink_mode == "colour" else \
        InkCanvas(buffer, pagesize=(SIZE, SIZE), invariant=1, ink=ink_mode)
    if ink_mode == "colour":
        c.setFillColor(PAPER)
        c.rect(0, 0, SIZE, SIZE, stroke=0, fill=1)
    draw_icon(c, name, 0, 0, SIZE, ink=INK, paper=PAPER)
    c.showPage()
    c.save()
    return buffer.getvalue()


def form_operators(path: Path) -> bytes:
    """The content of the icon's form XObject (the page only places it)."""
    page = PdfReader(str(path)).pages[0]
    forms = page["/Resources"]["/XObject"]
    return b"".join(forms[key].get_object().get_data() for key in forms)


def pixels(data: bytes) -> Image.Image:
    doc = open_pdf(data)
    try:
        return render(doc, 0, DPI)
    finally:
        doc.close()


def share_differing(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels whose colour differs by more than a quarter of the scale."""
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 64 else 0)
    return diff.histogram()[255] / (a.width * a.height)


def share_inked(image: Image.Image, background: tuple[int, int, int]) -> float:
    return share_differing(image, Image.new("RGB", image.size, background))


@pytest.fixture()
def reference(monkeypatch):
    """Registers the former Python drawing of an icon under 'was-<name>' for this test."""
    def register(name: str) -> str:
        monkeypatch.setitem(ICONS, f"was-{name}", REFERENCES[name])
        return f"was-{name}"
    return register


@pytest.mark.parametrize("module, references", [(dice_icons, DICE_REFERENCES),
                                                (data_tycoon_icons, DATA_TYCOON_REFERENCES),
                                                (market_island_icons, MARKET_ISLAND_REFERENCES),
                                                (triple_bataille_icons, TRIPLE_BATAILLE_REFERENCES)],
                         ids=["dice-game", "data-tycoon", "market-island", "triple-bataille"])
def test_a_games_icons_are_its_svg_files(module, references):
    files = sorted(p.stem for p in module.ICON_FOLDER.glob("*.svg"))
    assert module.NAMES == files
    assert set(references) == set(files)
    for path in module.ICON_FOLDER.glob("*.svg"):   # each file states its origin, as icon modules do
        assert "Original vector drawing made for printkit (licence: same as the code)" in " ".join(path.read_text().split())


def test_the_dice_game_icons_are_its_svg_files():
    assert dice_icons.NAMES == ["arrow", "bonus", "end-square", "merchant"]


@pytest.mark.parametrize("name", sorted(REFERENCES))
def test_each_svg_icon_draws_vectors_in_the_callers_ink(name, tmp_path):
    data = icon_pdf(name)
    (tmp_path / "icon.pdf").write_bytes(data)
    assert b"/Subtype /Image" not in data          # paths, not a picture
    preamble, drawing = form_operators(tmp_path / "icon.pdf").split(b"\n", 1)   # reportlab's, as for every form
    assert b"Tf" not in drawing                    # no font set: svglib's renderer sets one first
    image = pixels(data)
    ink_share = share_inked(image, (0xf2, 0xd1, 0x6b))
    assert ink_share > 0.05, f"{name} drew almost nothing"
    assert image.getcolors(1 << 20) is not None
    assert (0x1f, 0x4e, 0x79) in {colour for _, colour in image.getcolors(1 << 20)}   # black became the ink


@pytest.mark.parametrize("ink_mode", ["colour", "saver"])
@pytest.mark.parametrize("name", sorted(REFERENCES))
def test_each_svg_icon_looks_like_the_path_drawing_it_replaced(name, ink_mode, reference):
    was = pixels(icon_pdf(reference(name), ink_mode))
    now = pixels(icon_pdf(name, ink_mode))
    background = (0xf2, 0xd1, 0x6b) if ink_mode == "colour" else (255, 255, 255)
    assert share_inked(was, background) > 0.01                       # the comparison has ink to compare
    assert share_differing(was, now) < (0.001 if ink_mode == "colour" else 0.01), name


@pytest.mark.parametrize("name", sorted(REFERENCES))
def test_an_svg_icon_prints_the_same_bytes_twice(name):
    assert icon_pdf(name) == icon_pdf(name)
    assert icon_pdf(name, "saver") == icon_pdf(name, "saver")


def test_an_svg_icon_in_a_third_colour_is_named_with_its_file(tmp_path, monkeypatch):
    folder = tmp_path / "icons"
    folder.mkdir()
    bad = folder / "test-red-dot.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">'
                   '<circle cx="50" cy="50" r="40" fill="#ff0000"/></svg>')
    monkeypatch.setattr("printkit.render.icons.ICONS", dict(ICONS))
    import printkit.render.icons as registry
    monkeypatch.setattr(registry, "ICONS", dict(ICONS))
    assert register_svg_icons(folder) == ["test-red-dot"]
    with pytest.raises(DataError) as error:
        icon_pdf("test-red-dot")
    assert str(error.value) == (f"{bad}: icon uses colour 0xff0000 (fillColor); expected black #000000 (ink) "
                                "or white #ffffff (paper) only")


class _NoFonts:
    """The canvas minus setFont, as renderPDF drew on it before icons were recorded."""

    def __init__(self, canvas) -> None:
        self.__dict__["_canvas"] = canvas

    def __getattr__(self, name):
        return getattr(self._canvas, name)

    def setFont(self, *args, **kwargs):   # noqa: N802
        pass


def _walked_with_render_pdf(c, path: Path, ink, paper) -> None:
    """The drawing as it was drawn before (a deep copy recoloured, walked by renderPDF per ink)."""
    import copy

    from reportlab.graphics import renderPDF

    from printkit.render.art_files import svg_drawing

    drawing = copy.deepcopy(svg_drawing(path, shown=str(path)))

    def recolour(node):
        for attr in ("fillColor", "strokeColor"):
            colour = getattr(node, attr, None)
            if isinstance(colour, colors.Color):
                setattr(node, attr, ink if colour.hexval() == colors.black.hexval() else paper)
        for child in getattr(node, "contents", ()):
            recolour(child)
    recolour(drawing)
    c.saveState()
    c.scale(SIZE / drawing.width, SIZE / drawing.height)
    renderPDF.draw(drawing, _NoFonts(c), 0, 0, showBoundary=False)
    c.restoreState()


@pytest.mark.parametrize("ink_mode", ["colour", "saver"])
def test_recorded_icons_print_the_operators_renderpdf_wrote(ink_mode):
    """Each SVG file is walked once and its canvas calls replayed in every ink: the same bytes as
    walking a recoloured copy with renderPDF for each ink, and the file's own drawing stays black."""
    from printkit.render.art_files import svg_drawing
    from printkit.render.icons.svg_files import _svg_icon

    folders = [Path(module.__file__).parent / "icons" for module in
               (dice_icons, data_tycoon_icons, market_island_icons, triple_bataille_icons)]
    paths = [path for folder in folders for path in sorted(folder.glob("*.svg"))]
    assert len(paths) > 40

    def page(draw) -> bytes:
        buffer = io.BytesIO()
        c = Canvas(buffer, pagesize=(SIZE, SIZE), invariant=1) if ink_mode == "colour" else \
            InkCanvas(buffer, pagesize=(SIZE, SIZE), invariant=1, ink=ink_mode)
        for ink, paper in ((INK, PAPER), (colors.white, colors.CMYKColor(0, 0, 0, 1))):
            for path in paths:
                draw(c, path, ink, paper)
        c.showPage()
        c.save()
        return buffer.getvalue()
    assert page(lambda c, path, ink, paper: _svg_icon(path)(c, 0, 0, SIZE, ink, paper)) == page(_walked_with_render_pdf)
    def colours(node):
        yield from (getattr(node, attr) for attr in ("fillColor", "strokeColor") if getattr(node, attr, None) is not None)
        for child in getattr(node, "contents", ()):
            yield from colours(child)
    kinds = {type(colour) for path in paths for colour in colours(svg_drawing(path, shown=str(path)))}
    assert kinds and all(kind.__module__ == "reportlab.lib.colors" for kind in kinds)   # as read, not recoloured



OPEN_FILLED = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">'
               '<path style="stroke:none;fill:#000000" d="M 10 10 L 90 10 L 50 90 M 20 20 L 30 20 L 25 30"/>'
               '<path style="fill:none;stroke:#000000;stroke-width:4" d="M 10 50 L 90 50"/></svg>')


def test_a_path_that_paints_nothing_is_not_recorded(tmp_path):
    """svglib draws a filled path with an open subpath twice: closed and filled, then as written
    with neither fill nor stroke (`n`). The recording keeps the paths that paint, and prints the
    same as renderPDF drawing on the canvas."""
    from reportlab.graphics import renderPDF

    from printkit.render.art_files import recorded, replay, svg_drawing

    source = tmp_path / "open.svg"
    source.write_text(OPEN_FILLED)
    drawing = svg_drawing(source, shown="open.svg")
    calls = recorded(drawing)
    assert sorted((kwargs["fill"], kwargs["stroke"]) for name, _, kwargs in calls if name == "drawPath") == [(0, 1), (1, 0)]

    def page(draw) -> bytes:
        buffer = io.BytesIO()
        c = Canvas(buffer, pagesize=(SIZE, SIZE), invariant=1)
        draw(c)
        c.showPage()
        c.save()
        return buffer.getvalue()
    walked = page(lambda c: renderPDF.draw(drawing, c, 0, 0, showBoundary=False))
    replayed = page(lambda c: replay(c, calls))
    assert len(replayed) < len(walked)
    assert ImageChops.difference(pixels(walked), pixels(replayed)).getbbox() is None


def open_filled_paths(svg: Path) -> list[str]:
    """The `d` of each path of the file that is filled, not stroked, and leaves a subpath open
    (clipping paths are not drawn)."""
    found, root, ns = [], ElementTree.parse(svg).getroot(), "{http://www.w3.org/2000/svg}"
    clipping = {id(node) for clip in root.iter(f"{ns}clipPath") for node in clip.iter(f"{ns}path")}
    for node in root.iter(f"{ns}path"):
        if id(node) in clipping:
            continue
        style = dict(part.split(":", 1) for part in node.get("style", "").replace(" ", "").split(";") if ":" in part)
        fill, stroke = style.get("fill", node.get("fill", "#000000")), style.get("stroke", node.get("stroke", "none"))
        commands = re.sub(r"[^A-Za-z]", "", node.get("d", ""))
        if fill != "none" and stroke == "none" and any(not part.endswith(("Z", "z"))
                                                       for part in re.split(r"(?=[Mm])", commands) if part):
            found.append(node.get("d"))
    return found


def test_the_shipped_icons_close_every_subpath_they_fill(tmp_path):
    """A filled, unstroked subpath left open makes svglib copy its path and draw it twice (reportlab
    fills closed subpaths only): before the icons' subpaths were closed, 340 of their 563 paths were
    copied, and reading the 47 files took a fifth more time. Close each such subpath with Z."""
    folders = [Path(module.__file__).parent / "icons" for module in
               (dice_icons, data_tycoon_icons, market_island_icons, triple_bataille_icons)]
    paths = [path for folder in folders for path in sorted(folder.glob("*.svg"))]
    assert len(paths) > 40
    assert {path.name: open_filled_paths(path) for path in paths if open_filled_paths(path)} == {}
    example = tmp_path / "open.svg"
    example.write_text(OPEN_FILLED)
    assert open_filled_paths(example) == ["M 10 10 L 90 10 L 50 90 M 20 20 L 30 20 L 25 30"]
