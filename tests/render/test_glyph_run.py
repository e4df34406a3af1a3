"""A laid-out line on the page (render/text/glyph_run.py): plain glyphs of one font and colour
written in one text operation, however many atoms the line has (Japanese: one per character),
read back by PDFium as the line that was drawn."""

from __future__ import annotations

import io

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from printkit.render import fonts
from printkit.render.script_fonts import fonts_for, missing_font
from printkit.render.text import draw_string, edition
from printkit.render.text.layout import laid_out, one_line
from tests.pdfops import operations
from tests.pdfpixels import drawn_page, open_pdf

JAPANESE = "あいうえおかきくけこサイコロゲーム漢字日本語盤面移動ここにのりを付け次のシートの下に重ねる"
needs_cjk = pytest.mark.skipif(bool(missing_font("ja")), reason=f"--lang ja: {missing_font('ja')}")


def shown(pdf: bytes) -> list[bytes]:
    """The text-showing operators of the page, in order."""
    return [op for _, op in operations(PdfReader(io.BytesIO(pdf)), 0) if op in (b"Tj", b"TJ", b"'", b'"')]


@needs_cjk
@settings(max_examples=25, deadline=None)
@given(st.text(alphabet=JAPANESE, min_size=2, max_size=40))
def test_a_japanese_line_is_one_text_operation_per_font_and_reads_back_whole(text):
    chosen = fonts_for("ja", [JAPANESE])
    (line,) = one_line(laid_out(text, fonts.BODY, chosen, plain=True))
    assume(len(line.atoms) > 1)                # Japanese breaks between most characters: an atom each

    def draw(c):
        with edition.using(chosen):
            draw_string(c, 20, 100, text, font=fonts.BODY, size=14)
    pdf = drawn_page(draw, (700, 200))
    fonts_changed = sum(1 for before, after in zip(line.atoms, line.atoms[1:]) if before.shaped.font != after.shaped.font)
    assert len(shown(pdf)) == 1 + fonts_changed
    assert open_pdf(pdf)[0].get_textpage().get_text_range().strip() == text
