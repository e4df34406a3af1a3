"""render/font_convert.py: an OpenType (CFF) font, or a face of a collection, cut down to the
characters used and turned into the TrueType outlines reportlab embeds; kept in the cache."""

from __future__ import annotations

import shutil
import subprocess

import pypdfium2 as pdfium
import pytest
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas

from printkit.render import font_convert, fonts
from printkit.render.font_discovery import FontFile, find_font
from tests.render.font_samples import JAPANESE, KOREAN, OFL_TEXT, cff_font, collection, glyph_name, ring


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


@pytest.fixture(scope="module")
def cjk_source(tmp_path_factory):
    """A CFF font with the Japanese and Korean samples, made once for the module."""
    folder = tmp_path_factory.mktemp("fonts")
    return cff_font(folder / "cjk.otf", "Test Sans JP", JAPANESE + KOREAN)


@settings(max_examples=25, deadline=None)
@given(asked=st.text(alphabet=JAPANESE + KOREAN + "ÉΩ€", max_size=12))
def test_the_subset_has_every_character_asked_for_that_the_font_has(cjk_source, asked):
    """Whatever characters a kit's catalogs hold: the subset keeps each of them the font has (and
    ALWAYS), and no other; characters the font lacks are left out, never an error."""
    made = TTFont(str(font_convert.truetype_subset(_face(cjk_source), asked)))
    has = set(TTFont(str(cjk_source)).getBestCmap())
    assert set(made.getBestCmap()) == {ord(c) for c in asked + font_convert.ALWAYS} & has


def test_every_unicode_name_record_stays_with_the_subset_the_licence_too(tmp_path):
    source = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    made = TTFont(str(font_convert.truetype_subset(_face(source), "日本")))
    unicode_records = {(r.nameID, r.platformID, r.langID, r.toUnicode()) for r in TTFont(str(source))["name"].names
                       if r.isUnicode()}        # the Macintosh-encoded copies go, as fontTools' subsetter drops them
    assert {(r.nameID, r.platformID, r.langID, r.toUnicode()) for r in made["name"].names} == unicode_records
    assert made["name"].getDebugName(13) == OFL_TEXT


def test_the_truetype_outlines_are_those_fonttools_draws_from_the_cff_ones(tmp_path):
    """HarfBuzz reads the charstrings; the glyphs cu2qu makes of them are, point for point, those
    it makes of fontTools' own reading of the same charstrings."""
    source = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    made = TTFont(str(font_convert.truetype_subset(_face(source), JAPANESE)))
    original = TTFont(str(source))
    glyphs, cmap = original.getGlyphSet(), original.getBestCmap()
    for code, name in made.getBestCmap().items():
        pen = TTGlyphPen(None)
        glyphs[cmap[code]].draw(Cu2QuPen(pen, 1000 * font_convert.MAX_ERROR_EM, reverse_direction=True))
        expected, got = pen.glyph(), made["glyf"][name]
        assert got.numberOfContours == expected.numberOfContours, chr(code)
        if expected.numberOfContours:
            assert list(got.coordinates) == list(expected.coordinates), chr(code)
            assert list(got.flags) == list(expected.flags) and got.endPtsOfContours == expected.endPtsOfContours


def test_a_variable_cff2_font_is_one_line_naming_what_to_do(tmp_path):
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder([".notdef", "uni65E5"])
    builder.setupCharacterMap({0x65E5: "uni65E5"})
    strings = {}
    for name in (".notdef", "uni65E5"):
        pen = T2CharStringPen(None, None, CFF2=True)
        ring(pen, 450, 380, 300, 120)
        strings[name] = pen.getCharString()
    builder.setupCFF2(strings)
    builder.setupHorizontalMetrics({".notdef": (900, 150), "uni65E5": (900, 150)})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "Test Var JP", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    path = tmp_path / "var.otf"
    builder.save(str(path))
    with pytest.raises(fonts.PrintkitError) as error:
        font_convert.truetype_subset(_face(path), "日")
    assert str(error.value) == (f"{path}: a variable OpenType (CFF2) font; put a static .otf or .ttf of the "
                                "family in the workspace's fonts/ folder instead")


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_a_damaged_font_gives_a_subset_or_one_line(cjk_source, tmp_path_factory, data):
    """A font file cut short or with bytes overwritten: a TrueType subset, or one line naming the
    file; never another exception."""
    whole = cjk_source.read_bytes()
    cut = data.draw(st.integers(0, len(whole)), label="cut")
    at = data.draw(st.integers(0, len(whole) - 1), label="at")
    junk = data.draw(st.binary(max_size=64), label="junk")
    broken = tmp_path_factory.mktemp("broken") / "broken.otf"
    broken.write_bytes((whole[:at] + junk + whole[at + len(junk):])[:cut])
    try:
        made = font_convert.truetype_subset(_face(broken), "日本")
    except fonts.PrintkitError as error:
        assert str(error).startswith(f"{broken}: ") and "\n" not in str(error)
    else:
        assert "glyf" in TTFont(str(made))


def test_the_glyphs_only_vertical_text_reaches_stay_out_and_a_ligature_stays_in(tmp_path):
    """printkit sets text horizontally: a ligature of two characters asked for is kept (shaping
    still joins them), a vertical form is not."""
    import uharfbuzz
    order = [".notdef", "space", "uni65E5", "uni672C", "uni65E5.vert", "uni65E5_uni672C"]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x20: "space", 0x65E5: "uni65E5", 0x672C: "uni672C"})
    glyphs = {}
    for index, name in enumerate(order):
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((100, 0))
            pen.lineTo((100 + 100 * index, 700))
            pen.lineTo((800, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (900, 100) for name in order})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "Test Feature JP", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    builder.addOpenTypeFeatures("feature vert { sub uni65E5 by uni65E5.vert; } vert;\n"
                                "feature liga { sub uni65E5 uni672C by uni65E5_uni672C; } liga;\n")
    source = tmp_path / "features.ttf"
    builder.save(str(source))
    made = font_convert.truetype_subset(_face(source), "日本")
    face = uharfbuzz.Face(made.read_bytes())
    assert face.glyph_count == 5                     # .notdef, space, the two characters, the ligature
    buffer = uharfbuzz.Buffer()
    buffer.add_str("日本")
    buffer.guess_segment_properties()
    uharfbuzz.shape(uharfbuzz.Font(face), buffer, {})
    assert len(buffer.glyph_infos) == 1              # joined: the ligature is there
