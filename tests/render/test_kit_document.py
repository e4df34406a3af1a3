"""render/pdf.py KitDocument: the kit's components drawn into one document, in kit order, with
blank backs right after the pages of a one-sided component."""

from __future__ import annotations

import io

from pypdf import PdfReader

from printkit.layout.geometry import Size
from printkit.render.pdf import DocInfo, kit_document, new_form_name, render_pages, repeat_page, set_page

A4 = Size(595.0, 842.0)
CARD = Size(300.0, 400.0)


def _pages(*texts: str, size: Size = A4, finish_last: bool = True):
    def draw(c) -> int:
        for index, text in enumerate(texts):
            c.drawString(50, 50, text)
            if finish_last or index < len(texts) - 1:
                c.showPage()
        return len(texts)
    return lambda info: render_pages(size, info, lambda pen: draw(pen.canvas))


def _blank(c, size: Size) -> None:
    c.drawString(10, 10, f"blank {size.w:.0f}")


def _texts(data: bytes) -> list[str]:
    return [page.extract_text().strip() for page in PdfReader(io.BytesIO(data)).pages]


def test_components_draw_in_order_with_blank_backs_after_one_sided_pages():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=True) as cover:
            assert _pages("cover", size=CARD)(DocInfo("Cover", subject="s")) == (b"", 1)
        with document.component(blank_backs=False) as deck:
            assert _pages("front", "back")(DocInfo("Deck")) == (b"", 2)
    data = document.save()
    assert _texts(data) == ["cover", "blank 300", "front", "back"]
    assert (cover.pages, cover.info.title, cover.info.subject) == ([0], "Cover", "s")
    assert (deck.pages, deck.info.title) == ([2, 3], "Deck")
    assert document.pages == 4
    reader = PdfReader(io.BytesIO(data))
    assert [float(p.mediabox.width) for p in reader.pages] == [300, 300, 595, 595]


def test_a_page_left_open_is_ended_before_the_next_component():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=False):
            _pages("one", finish_last=False)(DocInfo("a"))
        with document.component(blank_backs=False):
            _pages("two")(DocInfo("b"))
    assert _texts(document.save()) == ["one", "two"]


def test_outside_a_component_render_pages_makes_its_own_pdf():
    with kit_document(DocInfo("kit"), _blank) as document:
        data, pages = _pages("booklet")(DocInfo("Booklet"))
    assert pages == 1 and _texts(data) == ["booklet"]
    assert document.save() == b""   # nothing drew into the kit document


def test_forms_named_alike_by_two_components_get_their_own_names():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=False):
            def draw(c) -> int:
                names = []
                for _ in range(3):
                    name = new_form_name(c, "back-deck")
                    c.beginForm(name)
                    c.drawString(0, 0, name)
                    c.endForm()
                    c.doForm(name)
                    names.append(name)
                c.showPage()
                assert names == ["back-deck", "back-deck-2", "back-deck-3"]
                return 1
            render_pages(A4, DocInfo("x"), lambda pen: draw(pen.canvas))
    assert _texts(document.save()) == ["back-deck\nback-deck-2\nback-deck-3"]


def test_another_thread_does_not_draw_into_this_kit_document():
    """The web server builds in threads: a kit document is its own thread's (a context variable)."""
    import threading

    seen = []
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=False):
            worker = threading.Thread(target=lambda: seen.append(_pages("elsewhere")(DocInfo("w"))))
            worker.start()
            worker.join()
            _pages("here")(DocInfo("h"))
    assert _texts(seen[0][0]) == ["elsewhere"] and _texts(document.save()) == ["here"]


def test_blank_backs_are_drawn_once_per_size_and_boxes_and_listed_after_every_page():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=True) as sheets:
            _pages("one", "two", "three")(DocInfo("Sheets"))
        with document.component(blank_backs=True) as cards:
            _pages("card", size=CARD)(DocInfo("Card"))
    data = document.save()
    assert _texts(data) == ["one", "blank 595", "two", "three", "card", "blank 300"]
    assert sheets.pages == [0, 2, 3] and sheets.printed == [0, 1, 2, 1, 3, 1]
    assert cards.pages == [4] and cards.printed == [4, 5]
    assert document.pages == 6


def _repeating(*keys: str):
    """A component drawing one page per key, putting a page again when its key came before."""
    def draw(pen) -> int:
        c = pen.canvas
        for key in keys:
            if not repeat_page(c, key):
                c.drawString(50, 50, key)
                c.showPage()
        return len(keys)
    return lambda info: render_pages(A4, info, draw)


def test_a_page_with_the_key_of_one_drawn_before_is_listed_again_not_drawn():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=False) as deck:
            assert _repeating("a", "b", "a", "a", "c")(DocInfo("Deck")) == (b"", 5)
        with document.component(blank_backs=False) as other:
            _repeating("b")(DocInfo("Other"))
    assert _texts(document.save()) == ["a", "b", "c"]
    assert deck.pages == deck.printed == [0, 1, 0, 0, 2]
    assert other.pages == [1]   # the key is the kit document's: it must decide the page


def test_a_page_listed_again_gets_the_blank_back_of_its_own_size():
    with kit_document(DocInfo("kit"), _blank) as document:
        with document.component(blank_backs=True) as sheets:
            def draw(pen) -> int:
                c = pen.canvas
                for key, size in (("small", CARD), ("big", A4), ("small", CARD)):
                    if not repeat_page(c, key):
                        set_page(c, size)
                        c.drawString(50, 50, key)
                        c.showPage()
                return 3
            render_pages(A4, DocInfo("Sheets"), draw)
    assert _texts(document.save()) == ["small", "blank 300", "big", "blank 595"]
    assert sheets.printed == [0, 1, 2, 3, 0, 1]


def test_outside_the_kit_document_every_page_is_drawn():
    data, pages = _repeating("a", "b", "a")(DocInfo("Deck"))
    assert (pages, _texts(data)) == (3, ["a", "b", "a"])
