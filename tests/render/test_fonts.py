"""Bundled fonts (render/fonts.py): registered with reportlab as plain TrueType fonts, found by
family for bold and italic text, embedded as reportlab subsets them, in a standalone PDF and in
the files cut out of a kit document (printkit/pdfsplit.py compresses their programs)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib.fonts import tt2ps
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from printkit.errors import PrintkitError
from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render import fonts
from printkit.render.pdf import DocInfo, kit_document, render_pages
from tests.plain_reportlab import plain_pdf

PAGE = Size(200, 100)
TEXT = "Règle du jeu · 3 × 4 ½ Œuvre"


def _draw(text: str, font: str):
    def draw(c):
        c.setFont(font, 12)
        c.drawString(10, 50, text)
        c.showPage()
        return 1
    return draw


def _pdf(text: str, font: str = fonts.BODY) -> bytes:
    with production.using(production.Production()):
        return render_pages(PAGE, DocInfo("fonts"), lambda pen: _draw(text, font)(pen.canvas))[0]


def _cut_from_kit_document(text: str, font: str = fonts.BODY) -> bytes:
    """One page drawn into a kit document, saved and cut out again (pdfsplit)."""
    from printkit.pdfsplit import cut
    with production.using(production.Production()):
        with kit_document(DocInfo("kit"), lambda c, size: None) as document:
            with document.component(blank_backs=False) as drawn:
                render_pages(PAGE, DocInfo("fonts"), lambda pen: _draw(text, font)(pen.canvas))
            saved = document.save()
    (data,) = cut(saved, [(drawn.pages, {"title": "fonts"})])
    return data


def _embedded(data: bytes) -> list[tuple]:
    """Every font's program (decompressed), /Length1, /FirstChar, /LastChar and /Widths."""
    found = []
    for page in PdfReader(io.BytesIO(data)).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            program = font["/FontDescriptor"].get_object()["/FontFile2"].get_object()
            found.append((program.get_data(), program["/Length1"], font["/FirstChar"], font["/LastChar"],
                          [float(w) for w in font["/Widths"]]))
    return found


def test_the_bundled_fonts_are_registered_as_reportlab_truetype_fonts():
    fonts.register()
    for name, filename in fonts.FILES.items():
        font = pdfmetrics.getFont(name)
        assert type(font) is TTFont and font.face.filename.endswith(filename)


def test_bold_and_italic_are_found_through_the_family():
    fonts.register()
    assert [tt2ps(fonts.FAMILY, bold, italic) for bold, italic in ((0, 0), (1, 0), (0, 1), (1, 1))] == \
        [fonts.BODY, fonts.BOLD, fonts.ITALIC, fonts.BOLD_ITALIC]


@pytest.mark.parametrize("made", [_pdf, _cut_from_kit_document], ids=["standalone", "cut from the kit document"])
def test_the_embedded_subset_is_the_one_reportlab_makes(made):
    theirs = _embedded(plain_pdf(fonts.font_path(fonts.BODY), TEXT))
    ours = _embedded(made(TEXT))
    assert ours == theirs and len(ours) == 1 and len(ours[0][4]) == 128


def test_bold_inside_italic_prints_in_bold_italic():
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    fonts.register()

    def draw(c):
        paragraph = Paragraph("<b>bold <i>and italic</i></b>", ParagraphStyle("x", fontName=fonts.BODY, fontSize=12))
        paragraph.wrapOn(c, 180, 80)
        paragraph.drawOn(c, 10, 50)
        c.showPage()
        return 1
    with production.using(production.Production()):
        data = render_pages(PAGE, DocInfo("fonts"), lambda pen: draw(pen.canvas))[0]
    names = {str(f.get_object()["/BaseFont"]).split("+")[1] for f in PdfReader(io.BytesIO(data)).pages[0]["/Resources"]["/Font"].values()}
    assert names == {"NotoSans-Bold", "NotoSans-BoldItalic"}


def test_a_missing_font_file_is_a_one_line_error(tmp_path, monkeypatch):
    from printkit import resources
    monkeypatch.setattr(resources, "fonts_dir", lambda: tmp_path)
    fonts.register.cache_clear()
    try:
        with pytest.raises(PrintkitError) as error:
            fonts.register()
    finally:
        fonts.register.cache_clear()
    assert str(error.value) == (f"{tmp_path / 'NotoSans-Regular.ttf'}: font file not found; "
                                "expected the bundled NotoSans-Regular.ttf (reinstall printkit)")
