"""No rule booklet ends on a nearly empty page (issue 16 item 6: two lines on Market Island's
page 9, three on the dice game's page 5), in any game or shipped language.

Read back from the PDF: the lowest character on the last page, footer left out, against the
booklet's text frame.
"""

from __future__ import annotations

from dataclasses import replace

import pypdfium2 as pdfium
import pytest

from printkit.build import plan, resolve
from printkit.i18n import translator
from printkit.kit_model import KitOptions
from printkit.layout import production
from printkit.loader import list_games
from printkit.registry import get_game
from printkit.render import booklet
from printkit.render.booklet import LAST_PAGE_MIN, MARGIN, PAGE
from printkit.render.script_fonts import kit_fonts
from printkit.render.text import edition
from printkit.units import mm
from tests.fonts_present import language_cases

CASES = language_cases(list_games())
FRAME_TOP, FRAME_BOTTOM = PAGE.h - MARGIN, MARGIN + mm(3)


def booklet_pdf(game: str, lang: str, **options) -> bytes:
    found = get_game(game)
    kit = resolve(replace(KitOptions(game=game, lang=lang), **options), found)
    tr = translator(game, lang)
    booklet = next(c for c in plan(kit, tr, found) if c.kind == "booklet")
    with production.using(kit.production()), edition.using(kit_fonts(tr)):
        return booklet.render(None)[0]


def booklet_markup(game: str, lang: str, monkeypatch) -> str:
    """The block markup a shipped booklet is made from (what its template renders)."""
    texts = []
    key = booklet.booklet_key
    monkeypatch.setattr(booklet, "booklet_key", lambda text, *args: texts.append(text) or key(text, *args))
    booklet_pdf(game, lang)
    monkeypatch.setattr(booklet, "booklet_key", key)
    return texts[0]


def last_page_fill(data: bytes) -> tuple[int, float]:
    """(pages, share of the text frame the last page's text covers, from the frame's top down)."""
    document = pdfium.PdfDocument(data)
    try:
        page = document[len(document) - 1]
        text = page.get_textpage()
        lowest = min(box[1] for box in (text.get_charbox(i) for i in range(text.count_chars()))
                     if box[1] > FRAME_BOTTOM - mm(1))   # the footer sits below the frame
        return len(document), (FRAME_TOP - lowest) / (FRAME_TOP - FRAME_BOTTOM)
    finally:
        document.close()


@pytest.mark.parametrize("game, lang", CASES)
def test_the_last_page_is_not_nearly_empty(game, lang):
    pages, fill = last_page_fill(booklet_pdf(game, lang))
    assert pages == 1 or fill >= LAST_PAGE_MIN, f"{game} {lang}: last page {fill:.0%} full"
