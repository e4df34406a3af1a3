"""Text laid out by printkit for editions reportlab cannot set alone (render/text/layout.py,
script_paragraph.py, glyph_run.py): lines broken where the language breaks, what is measured is
what is drawn, right-to-left paragraphs read from the right. Read back with PDFium."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib.enums import TA_LEFT
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.script_fonts import fonts_for, missing_font
from printkit.render.text import draw_paragraph, draw_string, edition, width
from printkit.render.text.breaking import CANNOT_START, break_points
from printkit.render.text.layout import break_lines, laid_out

JAPANESE = "あいうえおかきくけこサイコロゲーム漢字日本語盤面移動、。「」（）ー"
needs_cjk = pytest.mark.skipif(bool(missing_font("ja")), reason=f"--lang ja: {missing_font('ja')}")


def page_of(draw) -> pdfium.PdfPage:
    buffer = io.BytesIO()
    fonts.register()
    c = Canvas(buffer, pagesize=(400, 400), initialFontName=fonts.BODY)
    draw(c)
    c.showPage()
    c.save()
    return pdfium.PdfDocument(buffer.getvalue())[0]


def char_boxes(page) -> list[tuple[str, tuple[float, float, float, float]]]:
    text = page.get_textpage()
    return [(text.get_text_range(i, 1), text.get_charbox(i, loose=True)) for i in range(text.count_chars())]


@needs_cjk
@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=JAPANESE, min_size=1, max_size=80), st.floats(min_value=20, max_value=300))
def test_japanese_lines_fit_their_room_and_never_start_with_closing_punctuation(text, room):
    chosen = fonts_for("ja", [JAPANESE])
    laid = laid_out(text, fonts.BODY, chosen, plain=True)
    lines = break_lines(laid, room * 1000 / 10)
    assert "".join(atom.text for line in lines for atom in line.atoms) == text
    for number, line in enumerate(lines):
        if number:
            assert line.atoms[0].text[0] not in CANNOT_START
        shown = "".join(atom.text for atom in line.atoms)
        # wider than its room only when nothing on it may break (one piece kept together by kinsoku)
        assert line.width * 10 / 1000 <= room + 1e-6 or not break_points(shown, True)


def test_a_line_is_drawn_as_wide_as_it_is_measured():
    chosen = fonts_for("ar", ["لعبة النرد"])
    text = "لعبة النرد 12"
    with edition.using(chosen):
        measured = width(text, fonts.BODY, 20)
        page = page_of(lambda c: draw_string(c, 50, 200, text, font=fonts.BODY, size=20))
    boxes = [box for char, box in char_boxes(page) if char.strip()]
    drawn = max(b[2] for b in boxes) - min(b[0] for b in boxes)
    assert abs(drawn - measured) < 0.05, (drawn, measured)      # loose boxes: the glyphs' advances


def test_a_right_to_left_paragraph_set_left_reads_from_the_right_edge():
    chosen = fonts_for("ar", ["لعبة"])
    words = " ".join(["لعبة", "النرد", "تجارة", "حظ"] * 6)
    box = Rect(40, 100, 200, 200)
    with edition.using(chosen):
        page = page_of(lambda c: draw_paragraph(c, words, box, size=12, minimum=8, align=TA_LEFT, valign="top"))
    rights = {}
    for char, (left, bottom, right, top) in char_boxes(page):
        if char.strip():
            rights.setdefault(round(bottom), []).append(right)
    assert len(rights) >= 2                                    # several lines
    assert all(abs(max(line) - box.x1) < 3 for line in rights.values())   # each ends at the box's right


def test_a_latin_edition_keeps_reportlab_paragraphs():
    assert edition.own_layout() is None
    with edition.using(fonts_for("fr", ["é"])):
        assert edition.own_layout() is None       # Noto Sans alone, left to right, spaces: as before
