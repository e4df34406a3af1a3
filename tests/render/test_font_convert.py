"""render/font_convert.py: an OpenType (CFF) font, or a face of a collection, cut down to the
characters used and turned into the TrueType outlines reportlab embeds; kept in the cache."""

from __future__ import annotations

import shutil
import subprocess

import pypdfium2 as pdfium
import pytest
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from reportlab.pdfgen.canvas import Canvas

from printkit.render import font_convert, fonts
from printkit.render.font_discovery import FontFile, find_font
from tests.render.font_samples import JAPANESE, KOREAN, cff_font, collection, glyph_name


def _face(path, index=0, family="Test Sans JP") -> FontFile:
    return FontFile(str(path), index, family, 400, "SIL Open Font License 1.1", "workspace")


def _bounds(glyphs, name):
    pen = BoundsPen(glyphs)
    glyphs[name].draw(pen)
    return pen.bounds


def test_cff_outlines_become_truetype_ones_of_the_same_shape(tmp_path):
    source = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    made = TTFont(str(font_convert.truetype_subset(_face(source), "日本")))
    original = TTFont(str(source))
    assert "glyf" in made and "CFF " not in made and made.sfntVersion == "\x00\x01\x00\x00"
    assert set(made.getBestCmap()) == {ord(c) for c in "日本 "} | {c for c in range(0x21, 0x7F)}   # + ALWAYS it has
    for char in "日本A":
        name = made.getBestCmap()[ord(char)]
        want = _bounds(original.getGlyphSet(), glyph_name(char))
        got = _bounds(made.getGlyphSet(), name)
        assert all(abs(a - b) <= 1 for a, b in zip(want, got)), (char, want, got)   # within 1/1000 em
        assert made["hmtx"][name][0] == original["hmtx"][glyph_name(char)][0]       # same advance


def test_the_converted_subset_is_embedded_by_reportlab_as_a_truetype_subset(tmp_path):
    source = collection(tmp_path / "both.otc", cff_font(tmp_path / "kr.otf", "Test Sans KR", KOREAN),
                        cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE))
    subset = font_convert.truetype_subset(_face(source, index=1), "日本語のかな")
    name = fonts.register_file("PK-Test-JP", subset)
    pdf = tmp_path / "out.pdf"
    canvas = Canvas(str(pdf), initialFontName=fonts.BODY)
    canvas.setFont(name, 20)
    canvas.drawString(72, 700, "日本語のかな")
    canvas.save()
    assert pdfium.PdfDocument(str(pdf))[0].get_textpage().get_text_range() == "日本語のかな"
    if shutil.which("pdffonts") is None:
        pytest.skip("pdffonts (poppler-utils) is not installed")
    rows = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    test_font = [row.split() for row in rows if "TestSansJP" in row]
    assert len(test_font) == 1
    name, kind, _, embedded, subset_flag, *_ = test_font[0]
    assert (name[6], kind, embedded, subset_flag) == ("+", "TrueType", "yes", "yes")


def test_a_subset_is_made_once_and_read_back_from_the_cache(tmp_path, monkeypatch):
    source = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    first = font_convert.truetype_subset(_face(source), "日本")
    font_convert._subset.cache_clear()
    monkeypatch.setattr(font_convert, "_make", lambda *args: pytest.fail("made again"))
    assert font_convert.truetype_subset(_face(source), "本日") == first     # the same characters
    monkeypatch.undo()
    assert font_convert.truetype_subset(_face(source), "日本語") != first   # more characters: another subset


def test_with_the_cache_off_the_subset_lives_in_a_folder_of_the_process(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    source = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    made = font_convert.truetype_subset(_face(source), "かな")
    assert made.is_file() and made.parent == font_convert._private_folder()


def test_an_unreadable_font_is_one_line(tmp_path):
    broken = tmp_path / "broken.otf"
    broken.write_bytes(b"OTTO" + b"\0" * 40)
    with pytest.raises(fonts.PrintkitError) as error:
        font_convert.truetype_subset(_face(broken), "日本")
    assert str(error.value).startswith(f"{broken}: cannot read this font (")
    assert "\n" not in str(error.value)


def test_a_real_cjk_font_is_cut_to_the_few_characters_a_kit_prints(tmp_path):
    """The system's CJK font (16 to 20 MB) becomes a subset of a few kilobytes, and a PDF that
    prints with it carries only the glyphs it uses."""
    face = find_font("Jpan")
    if face is None:
        pytest.skip("no Japanese font on this machine: install fonts-noto-cjk (Debian) or put one in fonts/")
    text = "サイコロを振って、ボードの上でコマを進めます。"
    subset = font_convert.truetype_subset(face, text)
    assert "glyf" in TTFont(str(subset)) and subset.stat().st_size < 200_000
    pdf = tmp_path / "ja.pdf"
    canvas = Canvas(str(pdf), initialFontName=fonts.BODY)
    canvas.setFont(fonts.register_file(f"PK-Test-{subset.stem}", subset), 12)
    canvas.drawString(72, 700, text)
    canvas.save()
    assert pdf.stat().st_size < 60_000
    assert pdfium.PdfDocument(str(pdf))[0].get_textpage().get_text_range() == text
