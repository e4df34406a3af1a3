"""Shared card art as forms (render/forms.py): drawn once per key and canvas, placed by
translation, and printing exactly what drawing in place prints."""

from __future__ import annotations

import io

import pypdfium2
from pypdf import PdfReader
from reportlab.lib import colors

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.forms import draw_shared
from printkit.render.pdf import DocInfo, render_pages

PAGE = Size(300, 200)
CARD_W, CARD_H, BLEED = 80.0, 110.0, 6.0


def _art(c, trim: Rect, paint: Rect, colour: str = "#2a9d4b") -> None:
    c.setFillColor(colors.HexColor(colour))
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.circle(trim.x + trim.w / 2, trim.y + trim.h / 2, 25, stroke=0, fill=1)
    c.setFillColor(colors.black)
    c.setFont(fonts.BOLD, 11)
    c.drawCentredString(trim.x + trim.w / 2, trim.y1 - 18, "Shared title")


def _cards(shared: bool, keys=("a", "a", "a")):
    def draw(c):
        for n, key in enumerate(keys):
            trim = Rect(15 + n * 95, 45, CARD_W, CARD_H)
            paint = trim.inset(-BLEED)
            art = (lambda c, t, p, key=key: _art(c, t, p, "#2a9d4b" if key == "a" else "#c8308f"))
            if shared:
                draw_shared(c, key, trim, paint, art)
            else:
                art(c, trim, paint)
            c.setFont(fonts.BODY, 6)
            c.drawString(trim.x + 4, trim.y + 4, f"CODE-{n}")
        c.showPage()
        return 1
    with production.using(production.Production()):
        return render_pages(PAGE, DocInfo("forms"), lambda pen: draw(pen.canvas))[0]


def _forms_on_first_page(data: bytes) -> dict:
    page = PdfReader(io.BytesIO(data)).pages[0]
    return dict(page["/Resources"].get("/XObject") or {})


def test_one_form_per_key_however_many_cards():
    assert len(_forms_on_first_page(_cards(True))) == 1
    assert len(_forms_on_first_page(_cards(True, keys=("a", "b", "a")))) == 2


def test_each_card_places_the_form_once():
    content = PdfReader(io.BytesIO(_cards(True))).pages[0].get_contents().get_data()
    assert content.count(b" Do") == 3


def test_the_form_prints_what_drawing_in_place_prints():
    def pixels(data: bytes):
        return pypdfium2.PdfDocument(data)[0].render(scale=2).to_pil().convert("RGB").tobytes()
    shared, direct = pixels(_cards(True, ("a", "b", "a"))), pixels(_cards(False, ("a", "b", "a")))
    differing = sum(1 for x, y in zip(shared, direct) if abs(x - y) > 40)
    assert differing == 0


def test_the_same_key_at_another_card_size_is_another_form():
    def draw(c):
        for n, (w, h) in enumerate(((CARD_W, CARD_H), (CARD_W + 10, CARD_H))):
            trim = Rect(15 + n * 100, 45, w, h)
            draw_shared(c, "a", trim, trim.inset(-BLEED), _art)
        c.showPage()
        return 1
    with production.using(production.Production()):
        data = render_pages(PAGE, DocInfo("forms"), lambda pen: draw(pen.canvas))[0]
    assert len(_forms_on_first_page(data)) == 2


def test_while_the_i18n_tools_watch_every_card_draws_its_art_in_place():
    from printkit.render import text
    seen = []

    def draw(c):
        for n in range(3):
            trim = Rect(15 + n * 95, 45, CARD_W, CARD_H)
            draw_shared(c, "a", trim, trim.inset(-BLEED), lambda c, t, p: text.draw_fitted_line(
                c, "Shared title", t.x + t.w / 2, t.y1 - 18, t.w, font=fonts.BOLD, size=11, minimum=6))
        c.showPage()
        return 1
    with production.using(production.Production()), text.watching(seen.append):
        data = render_pages(PAGE, DocInfo("forms"), lambda pen: draw(pen.canvas))[0]
    assert [box.text for box in seen] == ["Shared title"] * 3
    assert _forms_on_first_page(data) == {}


def test_a_form_that_writes_text_or_uses_resources_is_drawn_every_time(monkeypatch):
    from printkit.render import forms
    from printkit.render.ink import PrintCanvas
    fonts.register()
    monkeypatch.setattr(forms, "_CONTENT", {})
    c = PrintCanvas(io.BytesIO(), pagesize=(100, 100), invariant=1, initialFontName=fonts.BODY)
    c.beginForm("other")
    c.rect(0, 0, 1, 1)
    c.endForm()
    drawings = {
        "font": lambda: (c.setFont(fonts.BOLD, 9), c.drawString(0, 0, "A")),
        "initial font": lambda: c.drawString(0, 0, "A"),
        "alpha": lambda: (c.setFillAlpha(0.5), c.rect(0, 0, 5, 5, fill=1)),
        "another form": lambda: c.doForm("other"),
        "plain": lambda: (c.setDash([3, 1]), c.setLineWidth(0.5), c.rect(0, 0, 5, 5, fill=1)),
    }
    for name, draw in drawings.items():
        c.beginForm(name)
        forms.form_content(c, name, draw)
        c.endForm()
    assert list(forms._CONTENT) == [("plain", "colour")]


def test_a_kept_drawing_is_kept_for_the_ink_it_was_drawn_in(monkeypatch):
    from printkit.render import forms
    from printkit.render.ink import InkCanvas
    monkeypatch.setattr(forms, "_CONTENT", {})
    contents = {}
    for ink in ("colour", "greyscale", "saver"):
        c = InkCanvas(io.BytesIO(), ink=ink)
        c.beginForm("disc")
        forms.form_content(c, "disc", lambda: _disc(c, None, None))
        contents[ink] = c.getCurrentPageContent()
        c.endForm()
    assert sorted(forms._CONTENT) == [("disc", "colour"), ("disc", "greyscale"), ("disc", "saver")]
    assert len(set(contents.values())) == 3     # green, grey, a grey outline


def test_drawings_of_a_canvas_printkit_did_not_make_are_not_kept(monkeypatch):
    from reportlab.pdfgen.canvas import Canvas
    from printkit.render import forms
    monkeypatch.setattr(forms, "_CONTENT", {})
    c = Canvas(io.BytesIO())
    c.beginForm("disc")
    forms.form_content(c, "disc", lambda: _disc(c, None, None))
    c.endForm()
    assert forms._CONTENT == {}


def _two_cards(key, art) -> bytes:
    """A page of two cards whose art is `draw_shared(key, art)`."""
    def draw(c):
        for n in range(2):
            trim = Rect(15 + n * 95, 45, CARD_W, CARD_H)
            draw_shared(c, key, trim, trim.inset(-BLEED), art)
        c.showPage()
        return 1
    with production.using(production.Production()):
        return render_pages(PAGE, DocInfo("forms"), lambda pen: draw(pen.canvas))[0]


def _disc(c, trim, paint):
    c.setFillColor(colors.HexColor("#2a9d4b"))
    c.circle(30, 30, 20, fill=1)


def test_text_free_art_copied_into_a_later_pdf_gives_the_same_bytes(monkeypatch):
    from printkit.render import forms
    monkeypatch.setattr(forms, "_CONTENT", {})
    first = _two_cards("band", _disc)
    assert len(forms._CONTENT) == 1
    assert _two_cards("band", _disc) == first


def test_a_form_inside_a_form_is_kept_and_the_outer_one_is_not(monkeypatch):
    from printkit.render import forms

    def band(c, t, p):
        c.setFillColor(colors.HexColor("#c8308f"))
        c.rect(0, 0, 10, 10, fill=1)

    def card(c, t, p):
        _disc(c, t, p)
        draw_shared(c, "band", t, t, band)
    monkeypatch.setattr(forms, "_CONTENT", {})
    first = _two_cards("card", card)
    assert [key[0][1][0] for key in forms._CONTENT] == ["band"]
    assert _two_cards("card", card) == first
    assert b"%PDF-1.4" in first[:10]
