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
| render/_startup.py | `re.compile` while `platypus.paragraph` is imported, for `uri_pat` | 20 ms of start-up | tests/render/test_startup.py |
| render/text_encoding.py | `Canvas._doc`, the document a TrueType font keeps its subsets under (`TTFont.splitString(text, doc)`, `getSubsetInternalName(subset, doc)`, the public way the ttfonts module documents for writing text operators) | each string's operators made once per document | here, tests/render/test_text_ops.py |
| render/text_encoding.py | with `rl_config.ttfAsciiReadable` (the default), a TrueType font's first subset holds printable ASCII as itself in every document (checked once per document and font, by splitString of the 95 characters; the check maps nothing new) | printable ASCII not split character by character | here, tests/render/test_text_ops.py |
| render/text_ops.py (render/booklet_lines.py, render/text_block.py write through it) | the operators `drawString`, `drawCentredString`, `drawRightString` and a `PDFTextObject` write: `setTextOrigin`'s Tm, `_formatText`'s `Tf`/`TL` where a run's subset changes and `Tj` of `escapePDF`'s bytes, `textLine`'s `T*`, `moveCursor` merging a move into the one before, `setWordSpace`'s `Tw` | strings written without text objects, byte for byte the same | here, tests/render/test_text_ops.py (byte for byte, generated strings and lines) |
| render/booklet.py | `Paragraph.breakLines` is where a paragraph breaks its lines (and what it sets on the paragraph); `Paragraph(frags=)` | line breaks and parsing shared between spacings | tests/render/test_booklet.py |
| render/booklet.py | a text without markup parses to one fragment, the style's (its class made again from its attributes with `text=`), after `paragraph.cleanBlockQuotedText` | parsing once per kind of block and process | tests/render/test_booklet.py (every shipped booklet) |
| render/booklet_lines.py | `Paragraph.breakLines`' rule for one plain fragment ("kind 0": words split at white space but a no-break space, `spaceShrinkage`, a bullet narrowing the first line, `splitLongWords`) and what it returns and sets (`ParaFrag.clone(kind=0, lines=, ascent=, descent=, fontSize=)`, `_width_max`, `height`, `_splitLongWordCount`, `_hyphenations`) | each word measured once per process | here, tests/render/test_booklet_lines.py (every shipped booklet) |
| render/booklet_lines.py | `Paragraph.drawPara`'s operators for a plain ("kind 0") paragraph: the bullet's own text object (`_drawBullet`; its colour as `PDFTextObject.getCode` writes it), then one text object, one line at a time as `_leftDrawParaLine` (`_center-`, `_right-`) writes it, the first baseline one font size down (`rl_config.paraFontSizeHeightOffset`) | drawn without Paragraph's general machinery | here, tests/render/test_booklet_lines.py, tests/render/test_booklet.py (every shipped booklet) |
| render/frag_lines.py, render/frag_words.py (booklets and render/marked_paragraph.py: render/text.py, render/cover.py, the Data-Tycoon aid) | `Paragraph.breakLines`' rule for fragments of text and line breaks ("kind 1": `_getFragWords`' words, an `_HSFrag` where a space follows, `sameFrag` merging a line's runs, `spaceShrinkage` of the line's spaces, a word wider than its line split) and what it returns and sets (`ParaLines(kind=1, lines=[FragLine(extraSpace, wordCount, lineBreak, words, fontSize, ascent, descent, maxWidth, sFW)])`, `frags` replaced by the words, each fragment's `_fkind`, `_width_max`, `height`, `_splitLongWordCount`, `_hyphenations`, the bullet narrowing the widths given) | marked-up paragraphs broken without reportlab's loop | here, tests/render/test_marked_paragraphs.py (every shipped booklet, generated texts) |
| render/frag_draw.py | `Paragraph.drawPara`'s operators for such lines (`_leftDrawParaLineX`, `_center-`, `_right-`, `_putFragLine`): one text object, the leading once, `setXPos` moves, `Tw` for shrunk lines, per fragment its colour when it changes (a text object's `setFillColor`) and its string (`_formatText`; a font change resets the subset), `T*` after a line's last | drawn without Paragraph's general machinery | here, tests/render/test_marked_paragraphs.py |
| render/markup_frags.py | `ParaParser`'s fragments of <b>, <i>, <br/>, <font name>, `&amp;`-style entities: `_initial_frag`'s attributes, `_push` a copy of the top fragment with the tag's attributes (`ps2tt` for a font name), `handle_data` a copy with `tt2ps`'s font and the text, one per run between tags | parsing without HTMLParser | here, tests/render/test_marked_paragraphs.py |
| render/booklet_pages.py | a frame places a flowable by `drawOn(canvas, x, y, _sW=)` (overridden, though its docstring says not to); nothing but drawing calls `Canvas.saveState` | laid out once, drawn once | tests/render/test_booklet.py (byte-compared with plain platypus) |
| render/booklet.py | `Flowable.drawOn` of a left-aligned flowable writes `q`, `1 0 0 1 x y cm` (a `transform` after `q` is never merged) and `Q` around its drawing, and moves it not at all (`_hAlignAdjust`) | a plain paragraph placed without the canvas's graphics-state stack | here, tests/render/test_booklet.py (every shipped booklet) |
| render/booklet_note.py | `Table.wrap`'s size of a one-cell table of a fixed width (`_listCellGeom`: 72000 offered, less the paddings; `_calc_height`: the cell's height plus its paddings, in that order); `Table.drawOn`'s canvas calls for it (centred; `draw`, `_drawBkgrnd`, `_drawCell` with `CellStyle`'s defaults, `_drawLines` for LINEBEFORE with round caps and joins) | a note measured and drawn without making its table | here, tests/render/test_booklet_note.py (every shipped note) |
| render/text.py | `Paragraph.blPara.lines`' extra space | a word wider than its box | here, tests/render/test_text_fit_cache.py |
| render/booklet_pages.py | the last `Frame`'s `_y`, `_y1`, `_y2`, `_topPadding`, `_bottomPadding` | how full the last page is | here |
| render/booklet_flow.py | platypus's page making, followed rather than called: `Frame._add`/`split` (spaces merged, `overlapAttachedSpace` 1, `_FUZZ` 1e-6, paddings), `handle_keepWithNext`, `KeepTogether.split` (moved to a new frame unless at the top) and `_listWrapOn`'s height; `Paragraph.split` is called | a booklet laid out without a document | here, tests/render/test_booklet_flow.py (every shipped booklet, every spacing, generated stories) |
| render/art_files.py | `renderPDF.draw` onto a stand-in canvas: its calls depend on the drawing alone, `beginPath` gives a fresh `PDFPathObject`, `setFont` and attributes set on the canvas have no effect; `drawPath(path, stroke=1, fill=0, fillMode=None)` with neither stroke nor fill only writes the path and `n` | each SVG walked once, replayed per ink; unpainted paths left out; no Helvetica | here, tests/render/test_svg_icons.py |
| render/forms.py (behaviour, public API) | `getCurrentPageContent()` between `beginForm` and `endForm` is the form's content so far | a text-free form's operators kept and copied (`addLiteral`) into later documents | here, tests/render/test_forms.py |
| render/forms.py `make_form` | `endForm(**extra_attributes)` sets them on the `PDFFormXObject` after its stream, and a form writes its `stream` (bytes) as its content | a text-free form's content given as ASCII bytes, not encoded a character at a time through reportlab's PDFDocEncoding codec (upstream request: docs/production.md) | here, tests/render/test_forms.py |
| render/ink.py (behaviour, public API) | `setFillColor`/`setStrokeColor` of a colour with an alpha call the canvas's own `setFillAlpha`/`setStrokeAlpha` | `PrintCanvas.translucent`, which render/paint.py reads before writing a colour operator itself | here, tests/render/test_paint.py |
| render/paint.py (behaviour, public API) | the operator `setFillColor`/`setStrokeColor` write for a `Color` (`fp_str` of red, green, blue, `rg`/`RG`) or a `CMYKColor` (density times each, `k`/`K`), and `setLineWidth`'s (`w`) | colours written inside a saved state as one literal | tests/render/test_paint.py (generated colours) |
| kit_file.py, pdfsplit.py (behaviour, public format) | a canvas made with `pageCompression=0` saves a PDF with one classic cross-reference table and unfiltered streams | the kit file and the components' files written and compressed by printkit (else pypdf cuts them, slowly) | here, tests/test_pdfjoin.py |

Each test below states what printkit relies on and fails naming it when a reportlab version changes
it. Pillow, pypdf, Babel and the others are used through their public API only.
"""

from __future__ import annotations

import inspect
import io
import re
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfdoc
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


@pytest.mark.parametrize("markup", ["a word far too wide: Unterschriftsberechtigung", "<b>bold</b> and Unterschriftsberechtigung"])
def test_a_line_running_over_its_box_is_seen_in_the_wrapped_lines(markup):
    """render/text.py reads each wrapped line's extra space (`blPara.lines`: tuples for plain
    text, line objects for rich text) to see a word wider than its box; were that structure to
    change, every text would silently count as fitting."""
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    from printkit.render import text
    fonts.register()
    style = ParagraphStyle("probe", fontName=fonts.BODY, fontSize=10, leading=12, splitLongWords=0, spaceShrinkage=0)
    para = Paragraph(markup, style)
    para.wrap(60, 500)
    assert para.blPara.lines, "reportlab's wrapped Paragraph has no blPara.lines any more"
    assert not text._widest_word_fits(para, 60)
    para.wrap(400, 500)
    assert text._widest_word_fits(para, 400)


def test_a_plain_paragraph_breaks_by_the_rule_booklet_lines_follows():
    """render/booklet_lines.py breaks a plain booklet paragraph as Paragraph.breakLines does: the
    same returned lines and the same attributes set, with a bullet, a no-break space and lines that
    fit only by shrinking their spaces."""
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph

    from printkit.render import booklet, booklet_lines
    fonts.register()
    style = booklet.styles(colors.black)["bullet"]
    text = "the bank pays 9\xa0coins to each player holding a card of the suit led " * 6
    set_by_breaking = ("_width_max", "height", "_splitLongWordCount", "_hyphenations")
    for width in (120, 121.5, 180, 250):
        theirs, mine = Paragraph(text, style, bulletText="•"), Paragraph(text, style, bulletText="•")
        expected, got = theirs.breakLines([width, width]), booklet_lines.plain_lines(mine, [width, width], {})
        assert got is not None and vars(got) == vars(expected), \
            f"Paragraph.breakLines no longer breaks plain text by booklet_lines.py's rule at width {width}"
        assert [getattr(mine, a) for a in set_by_breaking] == [getattr(theirs, a) for a in set_by_breaking], \
            "Paragraph.breakLines sets other attributes on the paragraph than booklet_lines.py does"


@pytest.mark.parametrize("alignment", [0, 1, 2])
def test_a_plain_paragraph_draws_the_operators_booklet_lines_writes(alignment):
    """render/booklet_lines.py draws a plain booklet paragraph (bullet, shrunk lines, each alignment
    but justified) with the operators Paragraph.drawPara writes, in its order."""
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph

    from printkit.render import booklet
    fonts.register()
    style = booklet.styles(colors.black)["bullet"].clone("probe", alignment=alignment)
    text = "the bank pays 9\xa0coins to each player: one card kept in hand and two drawn " * 3
    pages = []
    for para in (Paragraph(text, style, bulletText="•"), booklet._Paragraph(text, style, bulletText="•")):
        c = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
        para.wrap(138.3, 1000)
        para.drawOn(c, 20, 300)
        pages.append(c.getpdfdata())
    assert pages[0] == pages[1], "Paragraph.drawPara no longer draws a plain paragraph as booklet_lines.py does"


MARKED = ('<b>La bataille</b>, contre la Banque\xa0: en monnaie <i>dette</i>, chaque carte naît d’un crédit '
          '<font name="PK-Symbols">♦</font> &amp; <b><i>meurt</i></b> quand<br/>on le rembourse, 9\xa0fois sur 10. ') * 3


def test_marked_up_text_parses_into_the_fragments_markup_frags_makes():
    """render/markup_frags.py makes the fragments reportlab's ParaParser makes of printkit's markup."""
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph

    from printkit.render import booklet
    from printkit.render.markup_frags import fragments
    fonts.register()
    style = booklet.styles(colors.black)["para"]
    theirs = [vars(f) for f in Paragraph(MARKED.strip(), style).frags]
    mine = fragments(MARKED.strip(), style)
    assert mine is not None and [vars(f) for f in mine] == theirs, \
        "reportlab's ParaParser no longer makes the fragments markup_frags.py makes"


def test_a_marked_up_paragraph_breaks_by_the_rule_frag_lines_follows():
    """render/frag_lines.py breaks a marked-up paragraph as Paragraph.breakLines does: the same
    lines, words and attributes, with a bullet, a line break, no-break spaces and shrunk lines."""
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph

    from printkit.render import booklet
    from printkit.render.frag_lines import frag_lines
    from tests.render.test_marked_paragraphs import plain
    fonts.register()
    style = booklet.styles(colors.black)["bullet"]
    attributes = ("_width_max", "height", "_splitLongWordCount", "_hyphenations")
    for width in (120, 121.5, 180, 250):
        theirs, mine = Paragraph(MARKED, style, bulletText="•"), Paragraph(MARKED, style, bulletText="•")
        expected, got = theirs.breakLines([width, width]), frag_lines(mine, [width, width], {})
        assert got is not None and plain(got) == plain(expected) and plain(mine.frags) == plain(theirs.frags), \
            f"Paragraph.breakLines no longer breaks marked-up text by frag_lines.py's rule at width {width}"
        assert [getattr(mine, a) for a in attributes] == [getattr(theirs, a) for a in attributes], \
            "Paragraph.breakLines sets other attributes on a marked-up paragraph than frag_lines.py does"


@pytest.mark.parametrize("alignment", [0, 1, 2])
def test_a_marked_up_paragraph_draws_the_operators_frag_draw_writes(alignment):
    """render/frag_draw.py draws a marked-up paragraph (bullet, fonts, a colour, shrunk lines, a
    line break, each alignment but justified) with the operators Paragraph.drawPara writes."""
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph

    from printkit.render import booklet
    from printkit.render.frag_draw import drawer
    from printkit.render.marked_paragraph import MarkedParagraph
    fonts.register()
    style = booklet.styles(colors.HexColor("#1f4e79"))["bullet"].clone("probe", alignment=alignment)
    text = MARKED + '<font color="#1f4e79">blue</font> end'
    pages = []
    for cls in (Paragraph, MarkedParagraph):
        c = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
        para = cls(text, style, bulletText="•")
        para.wrap(138.3, 1000)
        para.drawOn(c, 20, 300)
        pages.append(c.getpdfdata())
    assert drawer(para) is not None
    assert pages[0] == pages[1], "Paragraph.drawPara no longer draws marked-up lines as frag_draw.py does"


def test_a_booklet_flows_by_platypus_s_page_making():
    """render/booklet_flow.py places a booklet's flowables by platypus's rules: headings kept with
    paragraphs, notes moved on whole, paragraphs split over pages; the same pages, places and
    last-page fill as platypus laying the same story out."""
    from reportlab import rl_config
    from reportlab.lib import colors

    from printkit.render import booklet, booklet_flow, booklet_pages
    fonts.register()
    assert (rl_config._FUZZ, rl_config.overlapAttachedSpace) == (1e-6, 1), "platypus's frame tolerance or space merging changed"
    words = "the player draws two cards then pays the bank one coin for each card kept in hand".split()
    lines = ["# Rules"]
    for n in range(12):
        lines += [f"## Section {n}", " ".join(words[(n + k) % len(words)] for k in range(40 + 23 * n)), ""]
        if n % 3 == 0:
            lines += ["> " + " ".join(words * (1 + n // 3)), ""]
        lines += [f"### Part {n}"] + [f"- item {k} " + " ".join(words[k:k + 9]) for k in range(3)] + [""]
    story = booklet.Story(booklet.parse_blocks("\n".join(lines)), colors.black)
    for spacing in (0.85, 1.0, 1.18):
        theirs = booklet_pages.lay_out(story.flowables(spacing), spacing)
        mine = booklet_flow.flow(story.flowables(spacing), booklet_flow.TextFrame(*booklet_pages.FRAME, padding=6),
                                 kinds=(booklet_pages.Placed,))
        where = [[(type(f).__name__, getattr(f, "height", None), x, y, spare) for f, x, y, spare in page]
                 for page in theirs.placed]
        assert theirs.pages > 4
        assert (len(mine.pages), mine.fill, [[(type(f).__name__, getattr(f, "height", None), x, y, spare)
                                              for f, x, y, spare in page] for page in mine.pages]) \
            == (theirs.pages, theirs.last_fill, where), "platypus no longer lays a booklet out as booklet_flow.py does"


def test_a_left_aligned_flowable_is_drawn_inside_q_and_a_translation():
    """render/booklet.py places a plain paragraph as Flowable.drawOn places any left-aligned
    flowable: `q`, the translation, its drawing, `Q`; no move for its spare width."""
    from reportlab.platypus import Flowable

    class Mark(Flowable):
        def draw(self):
            self.canv.addLiteral("% drawn")

    for spare in (0, 12.5):
        c = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
        c.addLiteral("0 0 m")
        Mark().drawOn(c, 20.25, 301.123456, _sW=spare)
        assert c._code[-4:] == ["q", "1 0 0 1 20.25 301.1235 cm", "% drawn", "Q"], \
            "Flowable.drawOn no longer writes q, cm, the drawing, Q for a left-aligned flowable"


def test_a_one_cell_table_measures_as_a_note_does():
    """render/booklet_note.py measures a note as its one-cell table measures itself."""
    from reportlab.lib import colors

    from printkit.render import booklet, booklet_note
    fonts.register()
    style = booklet.styles(colors.black)["note"]
    for words in (3, 40, 120):
        text = " ".join(["the bank pays 9\xa0coins"] * words)
        note = booklet_note.Note(booklet._Paragraph(text, style), colors.black)
        table = booklet_note.note_table(booklet._Paragraph(text, style), colors.black)
        for width, height in ((330.0, 0xFFFFFFF), (330.0, 50.0)):
            assert note.wrap(width, height) == table.wrap(width, height), \
                "a one-cell Table no longer measures itself as booklet_note.py measures a note"
        mine, theirs = Canvas(io.BytesIO(), invariant=1), Canvas(io.BytesIO(), invariant=1)
        note.drawOn(mine, 40, 200, _sW=-12)
        table.drawOn(theirs, 40, 200, _sW=-12)
        assert mine._code == theirs._code, "a one-cell Table no longer draws itself as booklet_note.py draws a note"


def test_the_last_frame_tells_how_far_the_page_filled():
    """render/booklet_pages.py reads, after `doc.build`, the cursor and edges of the frame the last
    flowable went into (`doc.frame`) to tell how full the last page is."""
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Spacer
    doc = BaseDocTemplate(io.BytesIO(), pagesize=(200, 300), invariant=1)
    frame = Frame(10, 10, 180, 280, id="body")          # 6 pt padding on each side by default
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame])])
    doc.build([Spacer(1, 67)])
    last = doc.frame
    top, bottom = last._y2 - last._topPadding, last._y1 + last._bottomPadding
    assert (top, bottom) == (284, 16), "reportlab's Frame no longer keeps its edges and padding as before"
    assert (top - last._y) / (top - bottom) == pytest.approx(67 / 268), "the frame's cursor (_y) moved"


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
    """printkit/kit_file.py saves the kit document with `pageCompression=0` and writes the kit
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
                pdf.render_pages(Size(200, 100), pdf.DocInfo("a"), draw)
            data = document.save()
    assert b"/Filter" not in data, "reportlab compressed a stream of a document made with pageCompression=0"
    written = Pages(data).extract(drawn.pages, title="a")
    assert PdfReader(io.BytesIO(written), strict=True).pages[0].extract_text().strip() == "Règle · 3 × 4"


def test_a_canvas_keeps_its_document_where_text_encoding_reads_it():
    """render/text_encoding.py encodes a string for the canvas's document, `Canvas._doc`: the key
    under which a TrueType font keeps the codes drawString gave its characters."""
    from reportlab.pdfbase.pdfmetrics import getFont
    from reportlab.lib.rl_accel import escapePDF
    fonts.register()
    c = Canvas(io.BytesIO(), invariant=1, initialFontName=fonts.BODY)
    assert isinstance(getattr(c, "_doc", None), pdfdoc.PDFDocument), "Canvas._doc is gone: render/text_encoding.py reads it"
    c.setFont(fonts.BODY, 9)
    c.drawString(10, 10, "ŒÆ€")
    (subset, codes), = getFont(fonts.BODY).splitString("ŒÆ€", c._doc)
    assert f"({escapePDF(codes)}) Tj" in " ".join(c._code), \
        "a TrueType font keeps the codes drawString wrote under another key than Canvas._doc: render/text_encoding.py"


def test_a_truetype_font_s_first_subset_holds_printable_ascii_as_itself():
    """render/text_encoding.py writes printable ASCII as its own bytes in subset 0 (rl_config.ttfAsciiReadable)."""
    from reportlab import rl_config
    from reportlab.pdfbase.pdfmetrics import getFont
    fonts.register()
    assert rl_config.ttfAsciiReadable, "rl_config.ttfAsciiReadable is off by default: render/text_encoding.py"
    printable = "".join(map(chr, range(32, 127)))
    doc = pdfdoc.PDFDocument()
    font = getFont(fonts.BODY)
    font.splitString("éàü€œ" + "".join(map(chr, range(0x100, 0x180))), doc)     # fills subset 0 and starts subset 1
    assert font.splitString(printable, doc) == [(0, printable.encode("ascii"))], \
        "printable ASCII is no longer itself in a TrueType font's first subset: render/text_encoding.py _ascii_subset"


def test_drawstring_writes_the_operators_text_ops_writes():
    """render/text_ops.py writes what drawString, drawCentredString and drawRightString write."""
    from printkit.render import text_ops
    fonts.register()
    pages = []
    for ours in (False, True):
        c = Canvas(io.BytesIO(), invariant=1, initialFontName=fonts.BODY)
        for x, text, anchor, font in ((20, "Coût (1) \\ €", "left", fonts.BODY), (120, "Élan", "centre", fonts.BOLD),
                                      (200, "\u2660\u2665", "right", fonts.SYMBOLS)):
            if ours:
                text_ops.draw_string(c, x, 40, text, font=font, size=9.5, anchor=anchor)
            else:
                c.setFont(font, 9.5)
                {"left": c.drawString, "centre": c.drawCentredString, "right": c.drawRightString}[anchor](x, 40, text)
        pages.append(c.getpdfdata())
    assert pages[0] == pages[1], "drawString and its kin write other operators than render/text_ops.py"


def test_a_text_object_writes_the_lines_text_ops_writes():
    """render/text_ops.py Lines writes what a PDFTextObject writes for setXPos, setWordSpace, textLine."""
    from printkit.render import text_ops
    fonts.register()
    pages = []
    for ours in (False, True):
        c = Canvas(io.BytesIO(), invariant=1, initialFontName=fonts.BODY)
        if ours:
            t = text_ops.Lines(c, 30, 170, font=fonts.BODY, size=9, leading=11)
            steps = (t.move, t.line, t.move, t.move, t.word_space, t.line, t.word_space)
        else:
            t = c.beginText(30, 170)
            t.setFont(fonts.BODY, 9, 11)
            steps = (t.setXPos, t.textLine, t.setXPos, t.setXPos, t.setWordSpace, t.textLine, t.setWordSpace)
        for step, value in zip(steps, (4.5, "un (é)", -4.5, 2.25, -0.3, "deux € trois", 0)):
            step(value)
        t.draw() if ours else c.drawText(t)
        pages.append(c.getpdfdata())
    assert pages[0] == pages[1], "a PDFTextObject writes other operators than render/text_ops.py Lines"


