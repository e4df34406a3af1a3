"""Supported dependency versions, and the one list of what printkit relies on in reportlab.

pyproject.toml declares a tested lower bound for every runtime dependency (.ci/lowest.txt pins
exactly those; .ci/run runs this file, the renderers' tests and a smoke build on them) and an upper
bound at the next major version for reportlab. This is the one place that lists what printkit relies
on in reportlab beyond its documented API: its private names (`python3 ../shared/tools/privates.py
printkit` counts them) and the behaviours of public calls printkit builds on, each with its reason;
the public hook that would replace each is asked of reportlab in docs/production.md ("What printkit
asks of reportlab"). printkit replaces nothing of reportlab (tests/test_reportlab_untouched.py).

| where | what of reportlab | why | guarded here and in |
| --- | --- | --- | --- |
| render/art_files.py | `renderPDF.draw` onto a stand-in canvas: its calls depend on the drawing alone, `beginPath` gives a fresh `PDFPathObject`, `setFont` and attributes set on the canvas have no effect; `drawPath(path, stroke=1, fill=0, fillMode=None)` with neither stroke nor fill only writes the path and `n` | each SVG walked once, replayed per ink; unpainted paths left out; no Helvetica | here, tests/render/test_svg_icons.py |
| render/forms.py (behaviour, public API) | `getCurrentPageContent()` between `beginForm` and `endForm` is the form's content so far | a text-free form's operators kept and copied (`addLiteral`) into later documents | here, tests/render/test_forms.py |
| render/forms.py `make_form` | `endForm(**extra_attributes)` sets them on the `PDFFormXObject` after its stream, and a form writes its `stream` (bytes) as its content | a text-free form's content given as ASCII bytes, not encoded a character at a time through reportlab's PDFDocEncoding codec (upstream request: docs/production.md) | here, tests/render/test_forms.py |
| render/ink.py (behaviour, public API) | `setFillColor`/`setStrokeColor` of a colour with an alpha call the canvas's own `setFillAlpha`/`setStrokeAlpha` | `PrintCanvas.translucent`, which render/paint.py reads before writing a colour operator itself | here, tests/render/test_paint.py |
| render/paint.py (behaviour, public API) | the operator `setFillColor`/`setStrokeColor` write for a `Color` (`fp_str` of red, green, blue, `rg`/`RG`) or a `CMYKColor` (density times each, `k`/`K`), and `setLineWidth`'s (`w`) | colours written inside a saved state as one literal | tests/render/test_paint.py (generated colours) |
| render/text/glyph_run.py (public classes, behaviour) | `textOut(ShapedStr(chars, shapeData=[ShapeData(cluster, x_advance, y_advance, x_offset, y_offset, width)]))` on a TrueType font (uharfbuzz importable) writes a `TJ` that moves each glyph by `x_offset` and the pen on by `x_advance` where `width` is the font's own advance; a first glyph with a `y_offset` raises IndexError (reportlab's `setRise` on an empty code list), so printkit never gives one | HarfBuzz's positions written as reportlab writes its own shaped text | here |
| kit_pdf.py, pdfsplit.py (behaviour, public format) | a canvas made with `pageCompression=0` saves a PDF with one classic cross-reference table and unfiltered streams | the kit file and the components' files written and compressed by printkit (else pypdf cuts them, slowly) | here, tests/test_pdfjoin.py |

Each test below states what printkit relies on and fails naming it when a reportlab version changes
it. Pillow, pypdf, Babel and the others are used through their public API only; python-bidi through
the steps of its documented pure-Python implementation (`bidi.algorithm`, rules P to I, the storage
it passes between them: render/text/bidi.py, tests/render/test_bidi.py).
"""

from __future__ import annotations

import inspect
import io
import re
import tomllib
from importlib.metadata import version
from pathlib import Path

from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render import fonts, pdf

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


def test_the_ink_rule_given_as_enforce_color_space_is_what_canvas_calls_for_colours():
    """render/ink.py gives its colour rule as Canvas's `enforceColorSpace` option (a function);
    reportlab's colour setters must go through it."""
    seen = []
    c = Canvas(io.BytesIO(), invariant=1, enforceColorSpace=lambda colour: seen.append(colour) or colour)
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
    assert " c" in drawn.getCurrentPageContent() and \
        replayed.getCurrentPageContent() == drawn.getCurrentPageContent(), \
        "renderPDF's canvas calls no longer depend on the drawing alone"

    parameters = inspect.signature(Canvas.drawPath).parameters
    assert [(p.name, p.default) for p in list(parameters.values())[1:]] == \
        [("aPath", inspect.Parameter.empty), ("stroke", 1), ("fill", 0), ("fillMode", None)], "Canvas.drawPath's signature changed"
    unpainted = Canvas(io.BytesIO())
    unpainted.rect(0, 0, 1, 1)
    before = unpainted.getCurrentPageContent()
    unpainted.drawPath(unpainted.beginPath(), stroke=0, fill=0)
    assert unpainted.getCurrentPageContent()[len(before):] == "\n\nn", \
        "a path drawn with neither stroke nor fill no longer writes only `n`"


def test_the_current_page_content_inside_a_form_is_the_form_s():
    """render/forms.py reads a form's operators with `getCurrentPageContent()` between
    `beginForm` and `endForm` (what it keeps and copies into later documents)."""
    c = Canvas(io.BytesIO())
    c.rect(0, 0, 10, 10)                        # the page's own content, before the form
    c.beginForm("f")
    c.setFillColorRGB(0.2, 0.4, 0.6)
    c.circle(5, 5, 3, fill=1)
    inside = c.getCurrentPageContent()
    c.endForm()
    assert " re " not in inside and ".2 .4 .6 rg" in inside and inside.rstrip().endswith("B*"), \
        "getCurrentPageContent() inside a form is no longer the form's content"
    assert " re " in c.getCurrentPageContent(), "the page's content is not back after endForm"


def test_a_form_s_stream_given_to_end_form_is_its_content():
    """render/forms.py make_form hands a text-free form its content as bytes:
    `endForm(stream=...)` must set the form's stream after reportlab made it from the operators
    drawn, and the form must write those bytes as its content."""
    for compression in (0, 1):
        out = io.BytesIO()
        c = Canvas(out, pageCompression=compression)
        c.beginForm("f", lowerx=0, lowery=0, upperx=50, uppery=50)
        c.rect(0, 0, 5, 5, fill=1)                 # replaced by the stream given
        c.endForm(stream=b".2 .4 .6 rg n 10 10 30 30 re f*")
        c.doForm("f")
        c.showPage()
        c.save()
        form = PdfReader(io.BytesIO(out.getvalue())).pages[0]["/Resources"]["/XObject"]["/FormXob.f"].get_object()
        assert form.get_data() == b".2 .4 .6 rg n 10 10 30 30 re f*", \
            "Canvas.endForm no longer sets the form's stream from its keyword arguments: render/forms.py make_form"


def test_a_colour_s_alpha_goes_through_the_canvas_s_alpha_setters():
    """render/ink.py PrintCanvas notices a translucent colour in its setFillAlpha/setStrokeAlpha:
    reportlab's colour setters must call them for a colour's alpha."""
    from reportlab.lib import colors

    seen = []

    class Watching(Canvas):
        def setFillAlpha(self, a):
            seen.append(("fill", a))
            super().setFillAlpha(a)

        def setStrokeAlpha(self, a):
            seen.append(("stroke", a))
            super().setStrokeAlpha(a)

    c = Watching(io.BytesIO())
    c.setFillColor(colors.Color(0.1, 0.2, 0.3, alpha=0.5))
    c.setStrokeColor(colors.CMYKColor(0, 0, 0, 1, alpha=0.25))
    assert seen == [("fill", 0.5), ("stroke", 0.25)], "reportlab sets a colour's alpha otherwise: render/ink.py"


def test_a_document_saved_uncompressed_is_one_printkit_writes_its_files_from():
    """printkit/kit_pdf.py saves the kit document with `pageCompression=0` and writes the kit
    file and the components' files from it (pdfsplit.Pages); a reportlab that wrote it otherwise
    would send every kit to pypdf, which is correct but many times slower."""
    from printkit.pdfsplit import Pages
    fonts.register()
    with production.using(production.Production()):
        with pdf.kit_document(pdf.DocInfo("versions"), lambda c, size: None) as document:
            with document.component(blank_backs=False) as drawn:
                def draw(c):
                    c.setFont(fonts.BODY, 12)
                    c.drawString(10, 50, "Règle · 3 × 4")
                    c.beginForm("art")
                    c.circle(5, 5, 3, fill=1)
                    c.endForm()
                    c.doForm("art")
                    c.showPage()
                    return 1
                pdf.render_pages(Size(200, 100), pdf.DocInfo("a"), lambda pen: draw(pen.canvas))
            data = document.save()
    assert b"/Filter" not in data, "reportlab compressed a stream of a document made with pageCompression=0"
    written = Pages(data).extract(drawn.pages, title="a")
    assert PdfReader(io.BytesIO(written), strict=True).pages[0].extract_text().strip() == "Règle · 3 × 4"




def test_a_shaped_string_moves_each_glyph_as_harfbuzz_placed_it():
    """render/text/glyph_run.py writes HarfBuzz's glyph positions as a `ShapedStr`: after a glyph,
    reportlab adds `width - x_advance + x_offset` thousandths (here 639 - 600 = 39), before one
    `-x_offset` (-50; the two merge into -11), after the last `width - x_advance + x_offset` (150)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfbase.ttfonts import ShapeData, ShapedStr
    fonts.register()
    c = Canvas(io.BytesIO(), initialFontName=fonts.BODY)
    text = c.beginText(0, 0)
    text.setFont(fonts.BODY, 10)
    widths = [stringWidth(ch, fonts.BODY, 1000) for ch in "AV"]
    assert widths == [639.0, 600.0]
    text.textOut(ShapedStr("AV", shapeData=[ShapeData(0, 600, 0, 0, 0, widths[0]), ShapeData(1, 500, 0, 50, 0, widths[1])]))
    assert text.getCode() == "BT 1 0 0 1 0 0 Tm /F1+0 10 Tf 12 TL [(A) -11 (V) 150] TJ ET", \
        "reportlab writes a ShapedStr otherwise: render/text/glyph_run.py places glyphs wrong"


def readme_versions() -> dict[str, str]:
    """name -> lower bound, as the README's "Supported versions" sentence states them."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    sentence = text[text.index("Supported versions"):]
    sentence = " ".join(sentence[:sentence.index("([")].split())
    return {_name(name): lower for name, lower in re.findall(r"([A-Za-z][\w.-]*) ([0-9][0-9.]*)(?:\+| up to)", sentence)}


def test_the_readme_states_every_declared_lower_bound():
    stated, ranges = readme_versions(), declared()
    assert stated.pop("python") == "3.11"
    assert sorted(stated) == sorted(ranges), "README.md's supported versions and pyproject.toml's dependencies differ"
    for name, (lower, _) in ranges.items():
        assert _release(stated[name]) == _release(lower), f"README.md says {name} {stated[name]}+, pyproject.toml >={lower}"
