"""Bundled fonts (render/fonts.py): each glyph subset's program is made once per process and
embeds exactly what reportlab's own subsetting embeds."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from printkit.layout import production
from printkit.layout.geometry import Size
from printkit.render import fonts
from printkit.render.pdf import DocInfo, render_pages
from tests.plain_reportlab import plain_pdf

PAGE = Size(200, 100)


def _pdf(text: str, font: str = fonts.BODY) -> bytes:
    def draw(c):
        c.setFont(font, 12)
        c.drawString(10, 50, text)
        c.showPage()
        return 1
    with production.using(production.Production()):
        return render_pages(PAGE, DocInfo("fonts"), draw)[0]


def _font_files(data: bytes) -> list[tuple[bytes, int]]:
    """(program, Length1) of every embedded TrueType program."""
    found = []
    for page in PdfReader(io.BytesIO(data)).pages:
        for font in page["/Resources"]["/Font"].values():
            descriptor = font.get_object()["/FontDescriptor"].get_object()
            stream = descriptor["/FontFile2"].get_object()
            found.append((stream.get_data(), stream["/Length1"]))
    return found


def test_a_subset_is_made_once_for_every_pdf_using_the_same_glyphs(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))   # nothing kept from earlier runs
    fonts.register()
    face = pdfmetrics.getFont(fonts.BODY).face
    made = []
    original = type(face).makeSubset
    monkeypatch.setattr(type(face), "makeSubset", lambda self, subset: made.append(1) or original(self, subset))
    monkeypatch.setattr(face, "_programs", {})
    _pdf("Same glyphs")
    _pdf("Same glyphs")
    assert len(made) == 1
    _pdf("Other glyphs: é")
    assert len(made) == 2


def test_the_embedded_program_is_the_one_reportlab_makes():
    text = "Règle du jeu · 3 × 4"
    theirs = _font_files(plain_pdf(fonts.font_path(fonts.BODY), text))
    for _ in range(2):   # the second PDF takes the remembered program
        assert _font_files(_pdf(text)) == theirs


def _font_dicts(data: bytes) -> list[dict]:
    """Every font dictionary's /Widths, /FirstChar and /LastChar, as numbers."""
    found = []
    for page in PdfReader(io.BytesIO(data)).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            found.append({key: font[key] for key in ("/FirstChar", "/LastChar")} |
                         {"/Widths": [float(w) for w in font["/Widths"]]})
    return found


def test_the_widths_written_are_the_widths_reportlab_writes():
    text = "Règle du jeu · 3 × 4 ½ Œuvre"
    theirs = _font_dicts(plain_pdf(fonts.font_path(fonts.BODY), text))
    for _ in range(2):   # the second PDF takes the widths formatted by the first
        ours = _font_dicts(_pdf(text))
        assert ours == theirs and len(ours[0]["/Widths"]) == 128


def _one_line_pdf() -> bytes:
    import io

    from reportlab.pdfgen.canvas import Canvas
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, initialFontName=fonts.BODY)
    c.setFont(fonts.BOLD, 12)
    c.drawString(50, 50, "Coûts et gains ŒÆ")
    c.showPage()
    c.save()
    return buffer.getvalue()


def _forget_programs():
    from reportlab.pdfbase import pdfmetrics
    for name in fonts.FILES:
        pdfmetrics.getFont(name).face._programs.clear()


def test_a_subset_read_from_the_cache_is_the_subset_made(tmp_path, monkeypatch):
    fonts.register()
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    _forget_programs()
    made = _one_line_pdf()
    stored = list((tmp_path / fonts.SUBSET_CACHE).iterdir())
    assert len(stored) == 1
    _forget_programs()
    assert _one_line_pdf() == made
    stored[0].write_bytes(b"\x01")          # damaged: made again
    _forget_programs()
    assert _one_line_pdf() == made


def test_no_subset_is_kept_when_caching_is_off(tmp_path, monkeypatch):
    fonts.register()
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    _forget_programs()
    _one_line_pdf()
    assert not any(tmp_path.iterdir())


def test_bold_italic_is_registered_but_parsed_only_when_text_uses_it():
    """No shipped kit prints bold italic: its file is parsed on first use (fonts.PARSED_ON_USE),
    not by register(); a `<b>` inside `<i>` still finds the face through the family mapping."""
    from reportlab.lib.fonts import tt2ps
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    fonts.register()
    font = pdfmetrics.getFont(fonts.BOLD_ITALIC)
    assert isinstance(font, fonts._ParsedOnUse)   # unparsed until used (an earlier test may have used it)
    assert tt2ps(fonts.FAMILY, 1, 1) == fonts.BOLD_ITALIC

    def draw(c):
        paragraph = Paragraph("<b>bold <i>and italic</i></b>", ParagraphStyle("x", fontName=fonts.BODY, fontSize=12))
        paragraph.wrapOn(c, 180, 80)
        paragraph.drawOn(c, 10, 50)
        c.showPage()
        return 1
    with production.using(production.Production()):
        data = render_pages(PAGE, DocInfo("fonts"), draw)[0]
    assert "_file" not in vars(font)
    names = {str(f.get_object()["/BaseFont"]).split("+")[1] for f in PdfReader(io.BytesIO(data)).pages[0]["/Resources"]["/Font"].values()}
    assert names == {"NotoSans-Bold", "NotoSans-BoldItalic"}


def test_a_face_parsed_on_use_draws_and_embeds_what_a_face_parsed_at_once_does(tmp_path, monkeypatch):
    """The same page, in bold italic registered the two ways, gives the same bytes."""
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    fonts.register()
    path = fonts.font_path(fonts.BOLD_ITALIC)
    eager, lazy = "PK-Test-Eager", "PK-Test-OnUse"
    pdfmetrics.registerFont(fonts._font(eager, path))
    fonts._register_parsed_on_use(lazy, path)
    assert "_file" in vars(pdfmetrics.getFont(lazy))
    assert _pdf("Règle · 3 × 4", lazy) == _pdf("Règle · 3 × 4", eager)
    assert pdfmetrics.stringWidth("Règle", lazy, 10) == pdfmetrics.stringWidth("Règle", eager, 10)


def test_a_face_read_back_from_the_cache_draws_and_embeds_what_a_parsed_face_does(tmp_path, monkeypatch):
    """render/font_faces.py keeps a parsed face between runs: a font made from the kept face
    prints the same bytes as one parsed from the file (and nothing is kept with caching off)."""
    from printkit.render import font_faces
    fonts.register()
    path = fonts.font_path(fonts.BODY)
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    pdfmetrics.registerFont(fonts._font("PK-Test-Parsed", path))
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    pdfmetrics.registerFont(fonts._font("PK-Test-Stored", path))        # parsed, then kept
    assert len(list((tmp_path / font_faces.FOLDER).iterdir())) == 1
    read = []
    monkeypatch.setattr(font_faces, "_stored_face", lambda entry, real=font_faces._stored_face: read.append(1) or real(entry))
    pdfmetrics.registerFont(fonts._font("PK-Test-Read", path))          # read back
    assert read == [1] and "_file" not in vars(pdfmetrics.getFont("PK-Test-Read"))
    text = "Règle du jeu · 3 × 4 — “ok”"
    assert _pdf(text, "PK-Test-Read") == _pdf(text, "PK-Test-Parsed") == _pdf(text, "PK-Test-Stored")
    assert pdfmetrics.stringWidth(text, "PK-Test-Read", 9) == pdfmetrics.stringWidth(text, "PK-Test-Parsed", 9)


def test_a_damaged_cache_entry_is_parsed_again(tmp_path, monkeypatch):
    from printkit.render import font_faces
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    path = fonts.font_path(fonts.ITALIC)
    fonts._font("PK-Test-Damaged-1", path)
    (entry,) = (tmp_path / font_faces.FOLDER).iterdir()
    entry.write_bytes(entry.read_bytes()[:1000])
    font = fonts._font("PK-Test-Damaged-2", path)
    assert font.face.charWidths and font.face.name == pdfmetrics.getFont(fonts.ITALIC).face.name
