"""Strings written as text operators (render/text_ops.py, render/text_encoding.py) are what reportlab's drawString and its
text objects write: the same bytes, the same subsets, the same glyphs on the page, and the
canvas left as they leave it."""

from __future__ import annotations

import io

import pypdf
import pypdfium2
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Size
from printkit.render import fonts, text_encoding, text_ops
from printkit.render.text_encoding import chunks
from printkit.render.ink import InkCanvas
from tests.one_page import one_page_pdf, page_pixels

DRAW = {"left": "drawString", "centre": "drawCentredString", "right": "drawRightString"}
# Printable ASCII, the characters a PDF string escapes, accents, a no-break space, typographic
# marks, symbols the body font has and the symbols face's suits.
SAMPLES = [("Income card", fonts.BODY), ("a (b) c \\ d", fonts.BOLD), ("Élément coûteux", fonts.BODY),
           ("5\u00a0€ · œuvre", fonts.ITALIC), ("l’unité « ok »", fonts.BODY), ("tab\there", fonts.BODY),
           ("\u2660\u2665\u2666\u2663", fonts.SYMBOLS), ("", fonts.BODY), ("((()))\\\\", fonts.BODY),
           ("x²−3 ≤ 4 → ✓", fonts.BODY), ("MI-I-01", fonts.BOLD_ITALIC)]
# Enough different characters to fill a first subset (256 codes) and start a second.
MANY = "".join(chr(c) for c in range(0x100, 0x17f)) + "".join(chr(c) for c in range(0x391, 0x3ca)) \
    + "".join(chr(c) for c in range(0x410, 0x450)) + "".join(chr(c) for c in range(0xc0, 0x100))


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def _pdf(draw, canvas_class=Canvas) -> bytes:
    buffer = io.BytesIO()
    c = canvas_class(buffer, invariant=1, initialFontName=fonts.BODY, pagesize=(300, 200))
    draw(c)
    c.showPage()
    c.save()
    return buffer.getvalue()


def _by_reportlab(strings):
    def draw(c):
        for x, y, text, font, size, anchor in strings:
            c.setFont(font, size)
            getattr(c, DRAW[anchor])(x, y, text)
    return draw


def _by_text_ops(strings):
    def draw(c):
        for x, y, text, font, size, anchor in strings:
            text_ops.draw_string(c, x, y, text, font=font, size=size, anchor=anchor)
    return draw


def _strings(texts, anchors=("left", "centre", "right")):
    return [(20 + 7.25 * i, 180 - 15.5 * (i % 11), text, font, 6 + i % 5 * 1.5, anchors[i % len(anchors)])
            for i, (text, font) in enumerate(texts)]


def test_a_string_is_written_as_drawstring_and_its_kin_write_it_byte_for_byte():
    strings = _strings(SAMPLES)
    assert _pdf(_by_text_ops(strings)) == _pdf(_by_reportlab(strings))


def test_a_string_met_again_is_written_again_the_same():
    strings = _strings(SAMPLES * 3)
    assert _pdf(_by_text_ops(strings)) == _pdf(_by_reportlab(strings))


def test_strings_that_fill_a_subset_start_the_next_as_reportlab_does():
    """A document's first subset fills up: later characters go to the next one, and a string
    with characters of both is two runs, each with its own font setting."""
    strings = _strings([(MANY, fonts.BODY), ("Coût € " + MANY[-40:] + " fin", fonts.BODY), ("plain", fonts.BODY),
                        (MANY[::-1] + "é", fonts.BOLD)])
    ours = _pdf(_by_text_ops(strings))
    assert ours == _pdf(_by_reportlab(strings))
    assert b"/F1+1" in pypdf.PdfReader(io.BytesIO(ours)).pages[0].get_contents().get_data()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.text(alphabet=st.sampled_from("ab (e)\\\u00a0é€œ’\t—♠x9"), max_size=12),
                          st.sampled_from([fonts.BODY, fonts.BOLD, fonts.SYMBOLS])), min_size=1, max_size=8))
def test_any_strings_are_written_as_reportlab_writes_them(texts):
    strings = _strings(texts)
    assert _pdf(_by_text_ops(strings)) == _pdf(_by_reportlab(strings))


def test_the_canvas_is_left_as_drawstring_leaves_it():
    """Its font, size and leading (setFont), and the page after: a drawString after a string
    written here prints what it prints after drawString."""
    def then(write):
        def draw(c):
            c.setFillColor(colors.HexColor("#c8102e"))
            write(c)
            state = (c._fontname, c._fontsize, c._leading)
            c.drawString(50, 50, "after")
            c.drawRightString(250, 50, "Élément")
            c.rect(10, 10, 20, 20, fill=1)
            states.append(state)
        return draw
    states: list = []
    ours = _pdf(then(lambda c: text_ops.draw_string(c, 40, 100, "Coût", font=fonts.BOLD, size=14, anchor="centre")))
    theirs = _pdf(then(lambda c: (c.setFont(fonts.BOLD, 14), c.drawCentredString(40, 100, "Coût"))))
    assert ours == theirs
    assert states[0] == states[1] == (fonts.BOLD, 14, 14 * 1.2)


def test_a_form_s_strings_are_written_as_reportlab_writes_them():
    def in_form(write):
        def draw(c):
            c.beginForm("label")
            write(c)
            c.endForm()
            c.doForm("label")
            c.translate(100, 0)
            c.doForm("label")
        return draw
    ours = in_form(lambda c: text_ops.draw_string(c, 5, 5, "Étiquette (1)", font=fonts.BODY, size=9))
    theirs = in_form(lambda c: (c.setFont(fonts.BODY, 9), c.drawString(5, 5, "Étiquette (1)")))
    assert _pdf(ours) == _pdf(theirs)


@pytest.mark.parametrize("ascii_first", [True, False])
def test_the_font_is_entered_in_the_document_when_reportlab_enters_it(ascii_first):
    """Fonts are numbered (F1, F2 …) in the order a document first sets them, whether the first
    string in a font is printable ASCII or not."""
    first = ("plain", fonts.BOLD) if ascii_first else ("é", fonts.BOLD)
    strings = _strings([first, ("Coût", fonts.BODY), ("x", fonts.ITALIC), ("plain again", fonts.BOLD)])
    assert _pdf(_by_text_ops(strings)) == _pdf(_by_reportlab(strings))


def test_printable_ascii_is_taken_as_its_own_bytes_only_in_a_face_that_has_it():
    c = Canvas(io.BytesIO(), invariant=1, initialFontName=fonts.BODY)
    assert chunks(c, "Card (a)", fonts.BODY) == ((chunks(c, "C", fonts.BODY)[0][0], "Card \\(a\\)"),)
    table = text_encoding.table(c)
    assert table[fonts.BODY,] and not table.get((fonts.SYMBOLS,))
    chunks(c, "\u2660", fonts.SYMBOLS)
    assert table[fonts.SYMBOLS,] == ""      # the symbols face lacks ASCII letters: splitString decides


def _lines_by_reportlab(c, x, y, font, size, leading, steps):
    t = c.beginText(x, y)
    t.setFont(font, size, leading)
    for step, value in steps:
        {"move": t.setXPos, "space": t.setWordSpace, "line": t.textLine}[step](value)
    c.drawText(t)


def _lines_by_text_ops(c, x, y, font, size, leading, steps):
    t = text_ops.Lines(c, x, y, font=font, size=size, leading=leading)
    for step, value in steps:
        {"move": t.move, "space": t.word_space, "line": t.line}[step](value)
    t.draw()


STEPS = st.lists(st.one_of(st.tuples(st.just("move"), st.floats(-40, 40, allow_nan=False).map(lambda v: round(v, 3))),
                           st.tuples(st.just("space"), st.sampled_from([0, -0.42, 0.125])),
                           st.tuples(st.just("line"), st.text(alphabet=st.sampled_from("ab é€ (\\)\u00a0"), max_size=10))),
                 max_size=12)


@settings(max_examples=60, deadline=None)
@given(STEPS, st.sampled_from([fonts.BODY, fonts.ITALIC]))
def test_lines_are_written_as_a_text_object_writes_them(steps, font):
    """Moves merged as moveCursor merges them, word spacing, each line's font set when its
    first run is in another subset than the line before's."""
    ours = _pdf(lambda c: _lines_by_text_ops(c, 30, 170, font, 9, 11.5, steps))
    assert ours == _pdf(lambda c: _lines_by_reportlab(c, 30, 170, font, 9, 11.5, steps))


def test_lines_after_strings_that_filled_a_subset_switch_subsets_as_reportlab_does():
    steps = [("line", MANY[:200]), ("line", "a é"), ("move", 4.5), ("line", MANY[-30:]), ("line", "fin"),
             ("move", -4.5), ("space", -0.3), ("line", "a b c"), ("space", 0)]
    ours = _pdf(lambda c: _lines_by_text_ops(c, 30, 170, fonts.BODY, 9, 11.5, steps))
    assert ours == _pdf(lambda c: _lines_by_reportlab(c, 30, 170, fonts.BODY, 9, 11.5, steps))


def test_strings_together_leave_the_canvas_s_colour_and_font_and_are_extracted():
    def draw(c):
        c.setFont(fonts.BODY, 10)
        strings = text_ops.Strings(c, colors.HexColor("#c8102e"))
        strings.add(20, 150, "Rouge", font=fonts.BOLD, size=20)
        strings.colour(colors.HexColor("#1f4e79"))
        strings.add(280, 150, "Bleu (2)", font=fonts.ITALIC, size=20, anchor="right")
        strings.add(150, 100, "à l’envers", font=fonts.BODY, size=12, anchor="centre", turned=True)
        strings.add_runs(20, 60, [("• ", fonts.BODY), ("26", fonts.BOLD), (" cartes", fonts.BODY)], 10)
        strings.draw()
        strings.draw()                       # nothing more is written
        c.rect(200, 20, 40, 40, stroke=0, fill=1)      # the canvas's colour: black
        c.drawString(20, 20, "after")                  # the canvas's font: body, 10 pt
    data = one_page_pdf(Size(300, 200), draw)
    text = pypdf.PdfReader(io.BytesIO(data)).pages[0].extract_text()
    for word in ("Rouge", "Bleu (2)", "à l’envers", "26 cartes", "after"):
        assert word in text
    image = pypdfium2.PdfDocument(data)[0].render(scale=1).to_pil().convert("RGB")
    assert image.getpixel((220, 200 - 40)) == (0, 0, 0)

    def by_reportlab(c):
        c.setFont(fonts.BODY, 10)
        c.rect(200, 20, 40, 40, stroke=0, fill=1)
        c.drawString(20, 20, "after")
    after = page_pixels(one_page_pdf(Size(300, 200), by_reportlab), scale=2, mode="L")
    ours = page_pixels(data, scale=2, mode="L")
    width = 600
    bottom = slice(width * 300, None)                  # the lowest quarter: "after" and the square
    assert ours[bottom] == after[bottom]


def test_strings_take_their_colours_through_the_canvas_s_ink():
    def draw(c):
        strings = text_ops.Strings(c, colors.HexColor("#c8102e"))
        strings.add(10, 10, "\u2588\u2588\u2588", font=fonts.SYMBOLS, size=40)
        strings.add(10, 100, "MMMM", font=fonts.BOLD, size=60)
        strings.draw()
    data = _pdf(draw, lambda *a, **k: InkCanvas(*a, ink="greyscale", **k))
    image = pypdfium2.PdfDocument(data)[0].render(scale=1).to_pil().convert("RGB")
    r, g, b = image.getpixel((30, 200 - 120))
    assert r == g == b and r < 200, image.getpixel((30, 200 - 120))


def test_a_standard_font_is_refused_with_its_name():
    c = Canvas(io.BytesIO(), invariant=1, initialFontName=fonts.BODY)
    with pytest.raises(ValueError, match="^Helvetica: printkit writes text in TrueType fonts only"):
        text_ops.draw_string(c, 0, 0, "x", font="Helvetica", size=9)


def test_strings_are_extracted_as_the_text_objects_they_replace_write_them():
    """A table row's cells after other text on their baseline (a text object starts at the page's
    origin: extraction starts a new line), and numbers at both ends of a baseline written without
    a move to a next line (`ends_line=False`, as textOut writes them), read as before."""
    cells = [(120, 150, "Item"), (220, 150, "Amount"), (120, 130, "Liasse"), (220, 130, "4")]
    numbers = [(10, 40, "7"), (290, 40, "7"), (10, 20, "8"), (290, 20, "8")]

    def by_reportlab(c):
        c.setFont(fonts.BODY, 10)
        c.drawString(20, 167.8, "Table of values")
        t = c.beginText()
        t.setFillColor(colors.black)
        for x, y, text in cells:
            t.setFont(fonts.BODY, 9)
            t.setTextOrigin(x, y)
            t.textLine(text)
        c.drawText(t)
        t = c.beginText()
        t.setFont(fonts.BODY, 8)
        for x, y, text in numbers:
            t.setTextOrigin(x, y)
            t.textOut(text)
        c.drawText(t)

    def by_strings(c):
        text_ops.draw_string(c, 20, 167.8, "Table of values", font=fonts.BODY, size=10)
        row = text_ops.Strings(c, colors.black)
        for x, y, text in cells:
            row.add(x, y, text, font=fonts.BODY, size=9)
        row.draw()
        grid = text_ops.Strings(c)
        for x, y, text in numbers:
            grid.add(x, y, text, font=fonts.BODY, size=8, ends_line=False)
        grid.draw()

    ours, theirs = (pypdf.PdfReader(io.BytesIO(_pdf(draw))).pages[0].extract_text() for draw in (by_strings, by_reportlab))
    assert ours == theirs and "7 7" in ours


@pytest.mark.parametrize("first", [colors.HexColor("#c8102e"), None, colors.Color(0.2, 0.2, 0.2, alpha=0.5), "#336699"])
def test_strings_written_as_one_literal_are_what_the_canvas_s_calls_write(first):
    """Strings.draw writes its saved state, colours and text object at once (render/paint.py
    `fill_op`): the bytes of saveState, setFillColor and restoreState around the same text."""
    def draw(c, through_canvas):
        c.setFillColor(colors.Color(0.5, 0.6, 0.7))
        for colours in ((first,), (first, colors.white), (None, colors.black, colors.black)):
            strings = text_ops.Strings(c, colours[0])
            for i, colour in enumerate(colours[1:] + (None,)):
                strings.add(20, 40 + 12 * i, f"ligne {i} é", font=fonts.BODY, size=9)
                strings.add(120, 40 + 12 * i, "•", font=fonts.SYMBOLS, size=9, ends_line=False)
                if colour is not None:
                    strings.colour(colour)
            strings._draw_through_canvas() if through_canvas else strings.draw()
        c.rect(0, 0, 10, 10, fill=1)       # the canvas's colour after: its own again

    assert _pdf(lambda c: draw(c, False)) == _pdf(lambda c: draw(c, True))
