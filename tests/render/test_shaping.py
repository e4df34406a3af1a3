"""Text shaped by HarfBuzz (render/text/shaping.py) and the fonts it draws with
(render/glyph_fonts.py): Arabic letters joined, Devanagari conjuncts and vowel signs formed."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.render.glyph_fonts import PRIVATE_FIRST, glyph_font
from printkit.render.script_fonts import bundled_fonts, missing_font
from printkit.render.text.shaping import shape


def arabic() -> str:
    return bundled_fonts("Arab").regular


def devanagari() -> str:
    return bundled_fonts("Deva").regular


def test_arabic_letters_join_and_run_from_the_right():
    shaped = shape("لعبة", arabic(), True)
    assert [c.text for c in shaped.clusters] == ["ة", "ب", "ع", "ل"]          # drawn left to right
    forms = [unicodedata.name(g.char) for c in shaped.clusters for g in c.glyphs]
    assert forms == ["ARABIC LETTER TEH MARBUTA FINAL FORM", "ARABIC LETTER BEH MEDIAL FORM",
                     "ARABIC LETTER AIN MEDIAL FORM", "ARABIC LETTER LAM INITIAL FORM"]
    assert all(c.plain for c in shaped.clusters)     # each form reads as its letter (NFKC)


def test_an_isolated_letter_is_its_own_glyph():
    shaped = shape("ب ب", arabic(), True)
    assert [g.char for c in shaped.clusters for g in c.glyphs] == ["ب", " ", "ب"]


def test_devanagari_forms_a_conjunct_and_puts_the_i_sign_before_its_consonant():
    conjunct = shape("क्ष", devanagari(), False)
    assert len(conjunct.clusters) == 1 and conjunct.clusters[0].text == "क्ष"
    assert len(conjunct.clusters[0].glyphs) == 1 and not conjunct.clusters[0].plain
    assert ord(conjunct.clusters[0].glyphs[0].char) >= PRIVATE_FIRST     # a glyph no character maps to
    vowel = shape("कि", devanagari(), False)
    assert [c.text for c in vowel.clusters] == ["कि"]
    drawn = [g.char for g in vowel.clusters[0].glyphs]
    assert len(drawn) == 2 and drawn[1] == "क" and drawn[0] != "क"    # the sign (a variant that fits) drawn first


def test_every_glyph_of_a_font_is_reachable_in_its_copy():
    font = glyph_font(devanagari())
    assert len(font.char_of) >= 900          # Noto Sans Devanagari: 954 glyphs, 272 of them in its cmap


@given(st.text(alphabet="أبتثجحخدذرزسشصضطظعغفقكلمنهوي ", min_size=1, max_size=20))
def test_a_run_is_as_wide_as_its_glyphs_and_keeps_all_its_text(text):
    shaped = shape(text, arabic(), True)
    assert abs(shaped.width - sum(g.advance for c in shaped.clusters for g in c.glyphs)) < 1e-6
    assert sorted("".join(c.text for c in shaped.clusters)) == sorted(text)


@pytest.mark.skipif(bool(missing_font("ja")), reason=f"--lang ja: {missing_font('ja')}")
def test_two_subsets_of_one_cjk_font_each_draw_their_own_characters():
    """Two games' Japanese catalogs give two subsets of the system's CJK font; reportlab shares a
    face among the fonts of one PostScript name, so each drawable copy is named by its characters."""
    from reportlab.pdfbase import pdfmetrics

    from printkit.render.script_fonts import fonts_for
    for text in ("日本語の盤", "学校で遊ぶ"):
        drawn = glyph_font(fonts_for("ja", [text]).families[0].regular)
        face = pdfmetrics.getFont(drawn.name).face
        assert all(ord(ch) in face.charToGlyph for ch in text), (text, face.name)
