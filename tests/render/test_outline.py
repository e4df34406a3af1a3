"""Raised glyphs drawn as outlines (render/text/outline.py): each glyph one form per document,
placed at every mark; printing and read back the same as the path drawn in place. And a bundled
Latin font in a laid-out edition drawn as registered, its copy only for a glyph no character
reaches (render/glyph_fonts.py)."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import ImageChops
from pypdf import PdfReader

from printkit.render import fonts
from printkit.render.forms import forms_off
from printkit.render.glyph_fonts import GLYPHS_SUFFIX, glyph_font
from printkit.render.script_fonts import fonts_for, missing_font
from printkit.render.text import draw_string, edition
from printkit.render.text.outline import glyph_outline
from printkit.render.text.shaping import shape
from tests.pdfops import placements
from tests.pdfpixels import drawn_page, open_pdf, render

# Arabic with its vowel signs (fatha, kasra, sukun, shadda): marks HarfBuzz raises onto letters.
VOWELLED = "بِسْمِ ٱللَّهِ قَالَ مُحَمَّدٌ"
needs_arabic = pytest.mark.skipif(bool(missing_font("ar")), reason=f"--lang ar: {missing_font('ar')}")


def traced_glyphs(text: str) -> list[tuple[str, int]]:
    """(font, glyph id) of each glyph of `text`, set in the Arabic edition, that is drawn as its
    outline: every glyph of a piece holding a raised one (render/text/glyph_run.py), in order."""
    from printkit.render.text.layout import laid_out, one_line
    chosen = fonts_for("ar", [text])
    found = []
    for line in one_line(laid_out(text, fonts.BODY, chosen, plain=True)):
        for atom in line.atoms:
            glyphs = [glyph for cluster in atom.shaped.clusters for glyph in cluster.glyphs]
            if any(glyph.dy for glyph in glyphs):
                found += [(atom.shaped.font, glyph.gid) for glyph in glyphs
                          if glyph_outline(atom.shaped.font, glyph.gid).commands]
    return found


def vowelled_page(times: int, size: float = 18) -> bytes:
    chosen = fonts_for("ar", [VOWELLED])

    def draw(c):
        with edition.using(chosen):
            for row in range(times):
                draw_string(c, 380, 380 - 40 * row, VOWELLED, font=fonts.BODY, size=size, anchor="right")
    return drawn_page(draw, (400, 400))


def glyph_forms(pdf: bytes) -> list[str]:
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    return sorted(name for name in page["/Resources"].get("/XObject", {}) if "glyph-" in name)


@needs_arabic
@settings(max_examples=4, deadline=None)
@given(st.integers(min_value=1, max_value=8), st.floats(min_value=5, max_value=30))
def test_a_raised_glyph_is_one_form_per_document_placed_at_every_mark(times, size):
    traced = traced_glyphs(VOWELLED)
    assert len(set(traced)) < len(traced), "letters and vowel signs repeat in the text"
    pdf = vowelled_page(times, size)
    assert len(glyph_forms(pdf)) == len(set(traced))
    placed = [p for p in placements(PdfReader(io.BytesIO(pdf)), 0) if "glyph-" in p.name]
    assert len(placed) == times * len(traced)
    upem = glyph_font(traced[0][0]).upem
    assert all(p.matrix[0] == p.matrix[3] == pytest.approx(size / upem, rel=1e-5) for p in placed)


@needs_arabic
def test_the_forms_print_and_read_as_the_paths_drawn_in_place():
    with_forms = vowelled_page(3)
    with forms_off():
        in_place = vowelled_page(3)
    assert glyph_forms(with_forms) and not glyph_forms(in_place)
    first, second = open_pdf(with_forms), open_pdf(in_place)
    difference = ImageChops.difference(render(first, 0, 150).convert("RGB"), render(second, 0, 150).convert("RGB"))
    assert difference.convert("L").point(lambda value: 255 if value > 16 else 0).getbbox() is None
    assert first[0].get_textpage().get_text_range() == second[0].get_textpage().get_text_range()
    assert VOWELLED.split()[0] in first[0].get_textpage().get_text_range()


@needs_arabic
def test_an_outline_is_the_font_s_own_filled_glyph():
    font, gid = traced_glyphs(VOWELLED)[0]
    outline = glyph_outline(font, gid)
    drawn = glyph_font(font)
    assert outline.upem == drawn.upem
    assert {command for command, _ in outline.commands} <= {"moveTo", "lineTo", "curveTo", "close"}
    assert outline.commands[0][0] == "moveTo" and outline.commands[-1][0] == "close"
    low_x, low_y, high_x, high_y = ink_box(drawn.face, gid)
    box = outline.box        # the form's box: it must hold all the ink, or the form clips it
    assert box[0] <= low_x + 0.5 and box[1] <= low_y + 0.5 and box[2] >= high_x - 0.5 and box[3] >= high_y - 0.5
    assert high_x > low_x and high_y > low_y


def ink_box(face, gid: int) -> tuple[float, float, float, float]:
    """The glyph's ink box as HarfBuzz measures it (lower x, lower y, upper x, upper y)."""
    import uharfbuzz
    extents = uharfbuzz.Font(face).get_glyph_extents(gid)
    return (extents.x_bearing, extents.y_bearing + extents.height, extents.x_bearing + extents.width, extents.y_bearing)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x24F,
                                      blacklist_categories=("Cc", "Cs", "Mn")), min_size=1, max_size=30))
def test_latin_text_draws_with_the_font_itself(text):
    fonts.register()
    shaped = shape(text, fonts.BODY, False, "en")
    assert shaped.font == fonts.BODY
    for cluster in shaped.clusters:
        for glyph in cluster.glyphs:       # reportlab draws a no-break space as the space
            assert glyph.char or glyph.gid == 0 or "\xa0" in cluster.text


def test_a_glyph_no_character_reaches_draws_with_the_copy():
    fonts.register()
    serbian = shape("бгд", fonts.BODY, False, "sr")        # б: its Serbian form, reached by no character
    assert serbian.font == fonts.BODY + GLYPHS_SUFFIX
    assert all(glyph.char for cluster in serbian.clusters for glyph in cluster.glyphs)
    assert shape("бгд", fonts.BODY, False, "bg").font == fonts.BODY
