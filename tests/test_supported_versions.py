"""Supported dependency versions (issue 15).

pyproject.toml declares a tested lower bound for every runtime dependency (.ci/lowest.txt pins
exactly those; .ci/run runs this file, the renderers' tests and a smoke build on them) and an upper
bound at the next major version for reportlab, the one library whose internals printkit uses:

| where | reportlab internal | why | guarded here and in |
| --- | --- | --- | --- |
| render/fonts.py | a font face's class (`TTFontFace.addSubsetObjects`, `getCharWidth`) | each subset made once | tests/render/test_fonts.py |
| render/fonts.py | `pdfmetrics._fonts`, the table `getFont` reads, filled by `registerFont`; `TTFont.__init__` run on first use | a face no shipped kit prints is parsed only if used | here, tests/render/test_fonts.py |
| render/font_faces.py | a parsed `TTFontFace` is its attributes (plain data, `TTFNameBytes` names and `_pdfScale` made from `unitsPerEm`); what `TTFont.__init__` sets besides the face | a face read back from the cache, not parsed | here, tests/render/test_fonts.py |
| render/fonts.py | `TTFont.addObjects`: `doc.idToObject["BasicFonts"]`, `BaseFont` "TAG+name" | subset tags from their characters | here, tests/test_print_ready.py |
| render/font_widths.py (from render/fonts.py) | `TTFont.addObjects` gives a subset's `Widths` as a `PDFArray` of `getCharWidth`'s values; `PDFArray.format`'s layout (one space apart, a line break after every ten, unless `rl_config.pdfMultiLine`) | each subset's widths joined at once, once per process | here, tests/render/test_font_widths.py |
| render/plain_objects.py (from render/fonts.py) | `PDFDictionary.format`'s layout (sorted names, one space apart, a line break after every sixth, unless `rl_config.pdfMultiLine`); `PDFType1Font.format`'s entries (`name_attributes` as names, `local_attributes`); `PDFStream.format` (its `filters`, else the document's `defaultStreamFilters`, run unless the dictionary names a /Filter; `encrypt.encode`; /Length); a subset's objects as `TTFont.addObjects` registers them (`Name`, `ToUnicode`, `FontDescriptor`, `FontFile2`) in `idToObject` | each subset's four objects written without reportlab's per-key formatting | here, tests/render/test_plain_objects.py |
| render/pdf.py | `pdfdoc.pdfdocEnc`, `pdfdoc.PDFZCompress` | PDF writing | tests/render/test_pdf_encoding.py |
| render/forms.py | `Canvas._code`, `_doc`, the form resource accumulators | forms copied | tests/render/test_forms.py |
| render/ink.py | `Canvas._enforceColorSpace` | --ink | tests/render/test_ink.py |
| render/art_files.py | `renderPDF.draw` onto a stand-in canvas: its calls depend on the drawing alone, `beginPath` gives a fresh `PDFPathObject`, `setFont` and attributes set on the canvas have no effect; `drawPath(path, stroke=1, fill=0, fillMode=None)` with neither stroke nor fill only writes the path and `n` | each SVG walked once, replayed per ink; unpainted paths left out | here, tests/render/test_svg_icons.py |
| render/pdf.py | `showPage` replaced on the kit document's one canvas (an instance attribute): `Canvas.save` ends a pending page through it; a stream's data is exactly what `PDFZCompress.encode` returned | blank backs inline; fonts found without decompressing | here, tests/render/test_kit_document.py |
| render/preformatted.py | `pdfdoc.format` writes bytes as they are; `PDFPage.check_format` and `PDFFormXObject.format` fill `MediaBox`, `BBox`, `Matrix` only when unset, and write a page's `TrimBox`, `BleedBox`, `Trans`, `Rotate` as set | each repeated box, matrix and constant formatted once per process | here, tests/render/test_preformatted.py |
| render/inline_forms.py | a page's `stream` (text) and a form's (bytes) hold `doForm`'s `/FormXob.NAME Do` once per placing, a form's `lowerx`..`uppery`, `Matrix`, `BBox`, `Contents`, `Resources`, `XObjects` (a `PDFDictionary` by internal name), `ExtGState`, `_colorsUsed`, `Annots` as `endForm` leaves them; the document numbers its objects from `numberToId`, `idToObjectNumberAndVersion`, `idToObject`, `objectcounter` alone | forms placed once written in place | here, tests/render/test_inline_forms.py |
| render/placing.py | the operators `saveState`, `clipPath` (`W` or `W*` after `Canvas._fillMode`), `translate`/`rotate`/`scale` (each merged into the `cm` written before it, from that operator's formatted numbers: `Canvas.transform`), `doForm` and `restoreState` write | forms placed and cards clipped with their operators written at once | tests/render/test_placing.py |
| render/shapes.py | `PDFPathObject(code=)` writes the operators `Canvas.roundRect` and `Canvas.circle` write, then `PATH_OPS[stroke, fill, Canvas._fillMode]`; `clipPath` of a path object | paths made once per geometry | tests/render/test_shapes.py |
| render/object_templates.py | the document's `idToObject` (a page or form replaced by the object that writes it) and `idToObjectNumberAndVersion`; a `PDFPage`'s `__Defaults__`, `__NoDefault__` entries, `Annots`, `Parent`, `stream`, `compression`, `Contents`, and a `PDFFormXObject`'s `stream`, `compression`, `BBox`, `Matrix`, `Resources`, `Contents`, `Annots`, and a `PDFResourceDictionary`'s categories, as `check_format`/`format` read them; the order `PDFPage.check_format` and `PDFCatalog.format` reference the page tree and the content stream; `PDFStream.format`'s dictionary (`Filter`, `Length`) and stream layout | each kind of page, form, resource and content dictionary formatted once per process | here, tests/render/test_object_templates.py |
| render/paint.py (the games' drawing modules, tiles.py, marks.py, art.py, blank.py, card_regions.py set colours and widths through it) | `setFillColor`/`setStrokeColor` of a `Color` or a `CMYKColor` (not a separation) write `fp_str` of its red, green, blue (`rg`/`RG`) or of its density times cyan, magenta, yellow, black (`k`/`K`) and set `Canvas._fillColorObj`/`_strokeColorObj`; then its alpha goes to `setFillAlpha`/`setStrokeAlpha`, which raise `Canvas._doc.ensureMinPdfVersion("transparency")` and write nothing when `Canvas._extgstate.getValue("ca"/"CA")` is that alpha already; a plain canvas's `_enforceColorSpace` is None; `setLineWidth` writes `fp_str(width) w` and sets `_lineWidth` | colours and widths from operators made once per value; saved states written as one literal | here, tests/render/test_paint.py |
| render/shared_resources.py | the canvas's document's `Pages.pages` and `idToObject`; the attributes a page's and a form's resources are made from (`Resources`, `hasImages`, `XObjects`, `ExtGState`, `_colorsUsed`, `_shadingUsed`, `Override_default_compilation`); `PDFResourceDictionary` filled as `PDFPage.check_format` and `PDFFormXObject.format` fill it; a page's `stream`, `compression` and `Contents`, the `PDFStream` `PDFPage.check_format` makes of them | each distinct resource dictionary and page content written once | here, tests/render/test_shared_resources.py |

Each test below states what printkit relies on and fails naming it when a reportlab version changes
it. Pillow, pypdf, Babel and the others are used through their public API only.
"""

from __future__ import annotations

import inspect
import io
import re
import tomllib
import zlib
from importlib.metadata import version
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import TTFont, TTFontFace
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render import fonts, forms, pdf
from tests.plain_reportlab import plain_pdf

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENT = re.compile(r"^([A-Za-z0-9_.-]+)\s*>=\s*([0-9.]+)\s*(?:,\s*<\s*([0-9.]+))?$")


def _release(text: str) -> tuple[int, ...]:
    """'4.2' and '4.2.0' are the same release."""
    parts = [int(p) for p in text.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def _name(text: str) -> str:
    return re.sub(r"[-_.]+", "-", text).lower()


def declared() -> dict[str, tuple[str, str | None]]:
    """name -> (lower bound, upper bound or None), from pyproject.toml's runtime dependencies."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    ranges = {}
    for requirement in project["dependencies"]:
        match = REQUIREMENT.match(requirement.strip())
        assert match, f"pyproject.toml: {requirement!r}: expected 'name>=LOWEST' or 'name>=LOWEST,<NEXT_MAJOR'"
        ranges[_name(match.group(1))] = (match.group(2), match.group(3))
    return ranges


def lowest_pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / ".ci" / "lowest.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, pinned = line.split("==")
            pins[_name(name.strip())] = pinned.strip()
    return pins


def test_ci_pins_exactly_the_declared_lower_bounds():
    ranges, pins = declared(), lowest_pins()
    assert sorted(pins) == sorted(ranges)
    for name, (lower, _) in ranges.items():
        assert _release(pins[name]) == _release(lower), f"{name}: pyproject says >={lower}, .ci/lowest.txt pins {pins[name]}"


def test_reportlab_whose_internals_are_used_stops_before_its_next_major_version():
    lower, upper = declared()["reportlab"]
    assert upper is not None and len(_release(upper)) == 1 and _release(upper) > _release(lower)[:1], \
        f"reportlab: declared <{upper}: expected a major version above the lowest, {lower}"


def test_the_installed_versions_are_inside_the_declared_ranges():
    for name, (lower, upper) in declared().items():
        installed = _release(re.match(r"[0-9.]+", version(name)).group(0).rstrip("."))
        assert installed >= _release(lower), f"{name} {version(name)} is below the declared {lower}"
        assert upper is None or installed < _release(upper), f"{name} {version(name)} is not below {upper}"


def _one_page_pdf(text: str = "Règle · 3 × 4") -> bytes:
    def draw(c):
        c.setFont(fonts.BODY, 12)
        c.drawString(10, 50, text)
        c.rect(5, 5, 50, 20, fill=1)
        c.showPage()
        return 1
    with production.using(production.Production()):
        return pdf.render_pages(Size(200, 100), pdf.DocInfo("versions"), draw)[0]


def test_reportlab_writes_every_pdf_string_through_printkits_encoder(monkeypatch):
    """render/pdf.py replaces `pdfdoc.pdfdocEnc`: reportlab must look it up at call time."""
    calls = []
    monkeypatch.setattr(pdfdoc, "pdfdocEnc", lambda text: calls.append(1) or pdf._pdfdoc_bytes(text))
    _one_page_pdf()
    assert calls, "reportlab no longer calls pdfdoc.pdfdocEnc while writing: render/pdf.py's encoder is unused"


def test_page_streams_are_compressed_by_printkits_filter():
    """render/pdf.py gives reportlab's one FlateDecode filter object (`pdfdoc.PDFZCompress`) level 1."""
    data = _one_page_pdf()
    content = PdfReader(io.BytesIO(data)).pages[0].get_contents().get_data()
    assert zlib.compress(content, 1) in data, \
        "the page stream is not compressed at level 1: reportlab no longer uses pdfdoc.PDFZCompress"


def test_the_font_face_methods_printkit_overrides_keep_reportlab_s_signatures():
    assert str(inspect.signature(TTFontFace.addSubsetObjects)) == "(self, doc, fontname, subset)"
    assert str(inspect.signature(TTFontFace.getCharWidth)) == "(self, code)"


def test_get_font_reads_the_table_register_font_fills():
    """render/fonts.py registers a face parsed on first use by putting it in `pdfmetrics._fonts`
    itself (registerFont would parse it to read its name): getFont must answer from that table,
    and registerFont must put a TrueType font there under its name."""
    from reportlab.pdfbase import pdfmetrics
    fonts.register()
    assert pdfmetrics.getFont(fonts.BODY) is pdfmetrics._fonts[fonts.BODY], \
        "pdfmetrics._fonts is no longer where registerFont keeps fonts: update render/fonts.py _register_parsed_on_use"
    marker = object()
    pdfmetrics._fonts["PK-Test-Table"] = marker
    try:
        assert pdfmetrics.getFont("PK-Test-Table") is marker, \
            "pdfmetrics.getFont no longer reads pdfmetrics._fonts: update render/fonts.py _register_parsed_on_use"
    finally:
        del pdfmetrics._fonts["PK-Test-Table"]
    font = TTFont.__new__(TTFont)
    TTFont.__init__(font, "PK-Test-Init", str(fonts.font_path(fonts.BODY)))
    assert {"fontName", "face", "encoding", "state"} <= set(vars(font)), \
        "TTFont.__init__ no longer sets the font's attributes on the object: update render/fonts.py _ParsedOnUse"


def test_a_face_is_its_attributes_and_a_font_what_ttfont_init_sets(tmp_path, monkeypatch):
    """render/font_faces.py keeps a parsed face's attributes and makes a face of them again
    (`_pdfScale` from `unitsPerEm`), then sets on a TTFont what TTFont.__init__ sets. A face or a
    font reportlab makes otherwise fails here, by name."""
    from reportlab.pdfbase.ttfonts import TTFNameBytes
    from printkit.render import font_faces
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    for name in (fonts.BODY, fonts.SYMBOLS):
        path = str(fonts.font_path(name))
        theirs = TTFont("PK-Test-Theirs", path)
        for _ in range(2):   # parsed and kept, then read back
            ours = TTFont.__new__(TTFont)
            font_faces.init_font(ours, "PK-Test-Theirs", path)
        assert type(ours.face) is TTFontFace and set(vars(ours.face)) == set(vars(theirs.face)), \
            "TTFontFace's attributes changed: update render/font_faces.py"
        for attribute, value in vars(theirs.face).items():
            kept = getattr(ours.face, attribute)
            if attribute == "_pdfScale":
                assert [kept(v) for v in (0, 1, 999, 2048)] == [value(v) for v in (0, 1, 999, 2048)]
            else:
                assert type(kept) is type(value) and kept == value, f"TTFontFace.{attribute} not kept as parsed"
                if isinstance(value, TTFNameBytes):
                    assert kept.ustr == value.ustr
        assert set(vars(ours)) == set(vars(theirs)), "TTFont.__init__ sets other attributes: update render/font_faces.py"
        for attribute in set(vars(theirs)) - {"face", "state", "encoding"}:
            assert getattr(ours, attribute) == getattr(theirs, attribute), f"TTFont.{attribute}"
        assert type(ours.encoding) is type(theirs.encoding) and type(ours.state) is type(theirs.state)
    assert len(list((tmp_path / font_faces.FOLDER).iterdir())) == 2


def _font_objects(data: bytes) -> list[tuple[dict, dict]]:
    """(font dictionary, its FontDescriptor without the program) of every font on the first page."""
    found = []
    for font in PdfReader(io.BytesIO(data)).pages[0]["/Resources"]["/Font"].values():
        font = font.get_object()
        descriptor = dict(font["/FontDescriptor"].get_object())
        descriptor.pop("/FontFile2")
        found.append(({key: str(value) for key, value in font.items()},
                      {key: str(value) for key, value in descriptor.items()}))
    return found


def _page_in(font: str, text: str = "Coûts") -> bytes:
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, initialFontName=font)
    c.setFont(font, 12)
    c.drawString(10, 10, text)
    c.showPage()
    c.save()
    return buffer.getvalue()


def _untagged(descriptor: dict) -> dict:
    return {**descriptor, "/FontName": descriptor["/FontName"].split("+", 1)[-1]}


def test_the_font_descriptor_printkit_writes_is_reportlab_s():
    """render/fonts.py writes the FontDescriptor itself (its subsets arrive compressed); only the
    subset tag is its own (see the next test). reportlab's own is made in a child process
    (tests/plain_reportlab.py: in this one, any font of the same face is printkit's)."""
    fonts.register()
    ours = [_untagged(d) for _, d in _font_objects(_page_in(fonts.BODY))]
    theirs = [_untagged(d) for _, d in _font_objects(plain_pdf(fonts.font_path(fonts.BODY), "Coûts"))]
    assert len(ours) == 1 and ours == theirs, "reportlab's FontDescriptor changed: update render/fonts.py _descriptor"


def test_every_subset_is_named_by_its_characters_in_the_font_and_its_descriptor():
    """render/fonts.py renames reportlab's subsets (AAAAAA+, AAAAAB+ ... in order of use) after
    their characters by finding the fonts reportlab adds to `doc.idToObject["BasicFonts"]` and
    rewriting their `BaseFont`; were reportlab to keep them elsewhere or name them otherwise, the
    font and its descriptor would name different subsets, or keep reportlab's tag."""
    fonts.register()
    for text in ("Coûts", "Other glyphs: é"):
        (theirs, _), = _font_objects(plain_pdf(fonts.font_path(fonts.BODY), text))
        (font, descriptor), = _font_objects(_page_in(fonts.BODY, text))
        assert font["/BaseFont"] == descriptor["/FontName"], (font["/BaseFont"], descriptor["/FontName"])
        assert font["/BaseFont"].split("+")[1:] == theirs["/BaseFont"].split("+")[1:]
        assert font["/BaseFont"] != theirs["/BaseFont"], "the subset kept reportlab's own tag"


@pytest.mark.parametrize("attribute", ["_enforceColorSpace"])
def test_the_ink_hook_is_what_canvas_calls_for_colours(attribute):
    """render/ink.py sets `_enforceColorSpace`; reportlab's colour setters must go through it."""
    seen = []
    c = Canvas(io.BytesIO(), invariant=1)
    setattr(c, attribute, lambda colour: seen.append(colour) or colour)
    c.setFillColorRGB(0.2, 0.4, 0.6)
    c.setStrokeColor("#336699")
    assert (0.2, 0.4, 0.6) in seen and "#336699" in seen, seen


def test_renderpdf_s_calls_replayed_draw_what_renderpdf_draws():
    """render/art_files.py records the canvas calls renderPDF makes for a drawing and replays them:
    the same content as renderPDF drawing on the canvas itself (less its setFont)."""
    from reportlab.graphics import renderPDF
    from reportlab.graphics.shapes import Circle, Drawing, Group, Path, Rect
    from reportlab.lib import colors

    from printkit.render.art_files import recorded, replay

    drawing = Drawing(100, 100)
    path = Path(fillColor=colors.black, strokeColor=colors.white, strokeWidth=2, strokeLineCap=1)
    path.moveTo(10, 10), path.lineTo(90, 10), path.curveTo(90, 50, 50, 90, 10, 90), path.closePath()
    group = Group(path, Rect(20, 20, 30, 30, fillColor=colors.white, strokeColor=None),
                  Circle(60, 60, 15, fillColor=None, strokeColor=colors.black), transform=(1, 0, 0, -1, 0, 100))
    drawing.add(group)

    class WithoutSetFont:
        def __init__(self, canvas):
            self.__dict__["canvas"] = canvas

        def __getattr__(self, name):
            return getattr(self.canvas, name)

        def setFont(self, *args):   # noqa: N802
            pass

    drawn, replayed = Canvas(io.BytesIO()), Canvas(io.BytesIO())
    renderPDF.draw(drawing, WithoutSetFont(drawn), 0, 0, showBoundary=False)
    replay(replayed, recorded(drawing))
    assert drawn._code and replayed._code == drawn._code, "renderPDF's canvas calls no longer depend on the drawing alone"

    parameters = inspect.signature(Canvas.drawPath).parameters
    assert [(p.name, p.default) for p in list(parameters.values())[1:]] == \
        [("aPath", inspect.Parameter.empty), ("stroke", 1), ("fill", 0), ("fillMode", None)], "Canvas.drawPath's signature changed"
    unpainted = Canvas(io.BytesIO())
    before = len(unpainted._code)
    unpainted.drawPath(unpainted.beginPath(), stroke=0, fill=0)
    assert unpainted._code[before:] == ["", "n"], "a path drawn with neither stroke nor fill no longer writes only `n`"


def test_the_kit_document_sees_every_page_and_stream_reportlab_writes():
    """render/pdf.py KitDocument counts pages and draws blank backs in the `showPage` it puts on
    its canvas, and finds each stream's fonts by the bytes `PDFZCompress.encode` returned."""
    from printkit.pdfsplit import Pages

    def draw(c) -> int:
        c.drawString(10, 10, "one")
        c.showPage()
        c.drawString(10, 10, "two")   # left for reportlab's save() to end
        return 2
    with production.using(production.Production()):
        with pdf.kit_document(pdf.DocInfo("versions"), lambda c, size: c.drawString(5, 5, "blank")) as document:
            with document.component(blank_backs=True) as drawn:
                pdf.render_pages(Size(200, 100), pdf.DocInfo("a"), draw)
            data = document.save()
    texts = [page.extract_text().strip() for page in PdfReader(io.BytesIO(data)).pages]
    assert texts == ["one", "blank", "two", "blank"] and drawn.pages == [0, 2], \
        "reportlab ended a page without calling the canvas's showPage attribute: KitDocument lost a page or a blank"
    pages = Pages(data, document.stream_fonts)
    contents = [int(n) for n in re.findall(rb"/Contents (\d+) 0 R", data)]
    for number in contents:
        body = pages._part.objects[number]
        stream = body[body.index(b"stream\n") + 7:body.rindex(b"endstream")]
        assert stream in document.stream_fonts, \
            "a page stream is not the bytes PDFZCompress.encode returned: pdfsplit.Pages would decompress it"


def test_shared_resource_dictionaries_are_what_reportlab_gives_each_page_and_form(monkeypatch):
    """render/shared_resources.py finds a kit document's pages and forms in its `Pages.pages` and
    `idToObject` and makes their resource dictionaries as `PDFPage.check_format` and
    `PDFFormXObject.format` would, from the attributes reportlab sets on them."""
    from tests.render.test_shared_resources import kit_pdf, resolved
    shared, own = kit_pdf(monkeypatch, share=True), kit_pdf(monkeypatch, share=False)
    assert shared.count(b"/ProcSet") < own.count(b"/ProcSet"), \
        "render/shared_resources.py shared nothing: reportlab keeps its pages or forms elsewhere than Pages.pages / idToObject"
    pages = [[resolved(page["/Resources"]) for page in PdfReader(io.BytesIO(data)).pages] for data in (shared, own)]
    assert pages[0] == pages[1], \
        "reportlab makes a page's or a form's resources differently: render/shared_resources.py _resources must follow"


def test_a_form_placed_once_is_found_and_taken_out_as_inline_forms_expects():
    """render/inline_forms.py reads where a form is placed from the streams reportlab keeps for a
    page (text) and a form (bytes), writes the form's stream in place, and takes the form out of
    the tables reportlab numbers its objects from."""
    from printkit.render import inline_forms
    c = Canvas(io.BytesIO())
    c.beginForm("inner", lowerx=0, lowery=0, upperx=10, uppery=10)
    c.rect(1, 1, 8, 8, fill=1)
    c.endForm()
    c.beginForm("outer", lowerx=0, lowery=0, upperx=20, uppery=20)
    c.doForm("inner")
    c.endForm()
    c.doForm("outer")
    c.showPage()
    page = c._doc.Pages.pages[0]
    outer = c._doc.idToObject[c._doc.getXObjectName("outer")]
    assert isinstance(page.stream, str) and "/FormXob.outer Do" in page.stream, \
        "reportlab keeps a page's stream otherwise, or writes doForm otherwise: render/inline_forms.py must follow"
    assert isinstance(outer.stream, bytes) and b"/FormXob.inner Do" in outer.stream and \
        list(outer.XObjects.dict) == ["FormXob.inner"] and (outer.lowerx, outer.upperx) == (0, 20), \
        "reportlab keeps a form's stream, placed forms or box otherwise: render/inline_forms.py must follow"
    assert inline_forms.inline_single_use_forms(c) == 2
    c.save()
    data = c.getpdfdata()
    assert b"/Subtype /Form" not in data and b" re" in PdfReader(io.BytesIO(data), strict=True).pages[0].get_contents().get_data(), \
        "reportlab numbers its objects from more than numberToId / idToObjectNumberAndVersion / idToObject / objectcounter"


def test_a_shared_page_content_is_the_stream_reportlab_makes_for_each_page(monkeypatch):
    """render/shared_resources.py share_contents makes a page's content stream as
    `PDFPage.check_format` does, from the page's `stream` and `compression`."""
    from tests.render.test_shared_resources import alike_pdf, resolved
    shared, own = alike_pdf(monkeypatch, share=True), alike_pdf(monkeypatch, share=False)
    assert len(set(re.findall(rb"/Contents (\d+) 0 R", shared))) == 3, \
        "render/shared_resources.py shared no page content: reportlab keeps a page's stream elsewhere than PDFPage.stream"
    pages = [[resolved(page["/Contents"]) for page in PdfReader(io.BytesIO(data)).pages] for data in (shared, own)]
    assert pages[0] == pages[1] and re.findall(rb"/Filter \[ /FlateDecode \]", shared), \
        "reportlab makes a page's content stream otherwise: render/shared_resources.py _contents must follow"


def test_preformatted_values_are_written_as_reportlab_writes_its_own(monkeypatch):
    """render/preformatted.py hands reportlab its page boxes, transition, rotation and form box and
    matrix as bytes it formatted before: reportlab must write them as they are, and fill those it
    fills only when unset."""
    from tests.kit_document import saved_kit
    from tests.render.test_preformatted import CARD, draw
    assert saved_kit(monkeypatch, CARD, draw) == saved_kit(monkeypatch, CARD, draw, without=("preformat",)), \
        "reportlab formats page or form values otherwise: render/preformatted.py no longer writes reportlab's bytes"


def test_pages_forms_and_streams_written_from_templates_are_what_reportlab_writes(monkeypatch):
    """render/object_templates.py writes a kit document's pages, forms and page streams from the
    dictionaries reportlab formats for them, registering their objects in reportlab's order."""
    from tests.kit_document import saved_kit
    from tests.render.test_object_templates import CARD, draw
    assert saved_kit(monkeypatch, CARD, draw) == saved_kit(monkeypatch, CARD, draw, without=("write_from_templates",)), \
        "reportlab writes pages, forms or streams otherwise, or numbers them in another order: " \
        "render/object_templates.py must follow (or go)"


def test_a_subset_s_widths_are_laid_out_as_pdfarray_formats_them():
    """render/font_widths.py joins a subset's /Widths as `PDFArray.format` lays an array out, and
    finds them where `TTFont.addObjects` puts them: a PDFArray of the face's `getCharWidth`s."""
    from printkit.render import font_widths
    items = tuple(b"%d" % n for n in range(137))
    assert font_widths.laid_out(items) == pdfdoc.PDFArray(list(items)).format(None), \
        "reportlab lays an array out otherwise: render/font_widths.py laid_out must follow"
    assert "pdfdoc.PDFArray(widths)" in inspect.getsource(TTFont.addObjects) \
        and "self.face.getCharWidth" in inspect.getsource(TTFont.addObjects), \
        "TTFont.addObjects makes a subset's widths otherwise: render/font_widths.py (via fonts.py) must follow"


def test_a_subset_s_objects_written_plainly_are_what_reportlab_writes(monkeypatch):
    """render/plain_objects.py writes each font subset's dictionary, ToUnicode stream, descriptor
    and program as reportlab's `PDFType1Font`, `PDFDictionary` and `PDFStream` write them."""
    from tests.render.test_plain_objects import saved
    assert saved(monkeypatch, plainly=True) == saved(monkeypatch, plainly=False), \
        "reportlab writes a font, dictionary or stream otherwise: render/plain_objects.py must follow (or go)"


def test_colour_setters_write_and_set_what_render_paint_writes_and_sets():
    """render/paint.py writes a colour's or a width's operator itself and sets the canvas's
    `_fillColorObj`, `_strokeColorObj`, `_lineWidth`; reads `_enforceColorSpace` and
    `_extgstate.getValue`; raises the PDF version by `_doc.ensureMinPdfVersion`."""
    from reportlab.lib import colors
    from printkit.render import paint
    c = Canvas(io.BytesIO(), invariant=1)
    assert getattr(c, "_enforceColorSpace", "gone") is None, "a plain Canvas's _enforceColorSpace is not None: render/paint.py"
    assert c._extgstate.getValue("ca") == 1 and c._extgstate.getValue("CA") == 1, \
        "Canvas._extgstate.getValue no longer tells the alpha in force: render/paint.py"
    for colour in (colors.Color(0.2, 0.4, 0.6), colors.CMYKColor(0.1, 0.2, 0.3, 0.4, density=0.5)):
        for setter, attribute, ours in ((c.setFillColor, "_fillColorObj", paint.fill_op),
                                        (c.setStrokeColor, "_strokeColorObj", paint.stroke_op)):
            before = len(c._code)
            c._doc._pdfVersion = (1, 3)
            setter(colour)
            assert getattr(c, attribute, None) is colour, f"the canvas keeps its colour elsewhere than {attribute}: render/paint.py"
            assert c._doc._pdfVersion == (1, 4), \
                "a colour's alpha no longer raises the PDF version (ensureMinPdfVersion): render/paint.py"
            assert c._code[before:] == [ours(c, colour)], f"{setter.__name__} writes other operators than render/paint.py"
    c.setLineWidth(0.35)
    assert c._lineWidth == 0.35 and c._code[-1] == paint.width_op(0.35), \
        "setLineWidth writes or keeps its width otherwise than render/paint.py line_width"
    c.setFillAlpha(0.5)
    assert c._extgstate.getValue("ca") == 0.5, "setFillAlpha keeps the alpha in force elsewhere: render/paint.py"
