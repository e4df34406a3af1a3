"""Booklets (render/booklet/): every block's words printed in order, notes kept together and in
their box, the spacing chosen so that no last page is nearly empty, kept between runs without
changing a byte. Read back from the PDFs with PDFium; expected values derived from the story."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors

from printkit.i18n import translator
from printkit.layout import production
from printkit.render import booklet, fonts
from printkit.render.booklet import kept, pages, story
from printkit.render.booklet.blocks import Block, parse_blocks
from printkit.render.pdf import DocInfo
from printkit.render.script_fonts import kit_fonts
from printkit.render.text import edition
from tests.pdfpixels import open_pdf
from tests.render.test_booklet_last_page import CASES, booklet_markup, last_page_fill

WORDS = "the player draws two cards then pays the bank one coin for each card kept in hand".split()
INFO = DocInfo("Rules", author="printkit", lang="en")


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def sample(sections: int = 14) -> str:
    """Headings kept with the next paragraph, notes kept together, paragraphs split across pages."""
    lines = ["# Rules"]
    for n in range(sections):
        lines += [f"## Section {n}", " ".join(WORDS[(n + k) % len(WORDS)] for k in range(40 + 9 * n)), ""]
        if n % 3 == 0:
            lines += [f"> Note {n}: <b>" + " ".join(WORDS[:20]) + "</b> ♦", ""]
        lines += [f"- item {k} " + " ".join(WORDS[k:k + 8]) for k in range(3)] + [""]
        if n == 9:
            lines += ["---"]
    return "\n".join(lines)


def page_texts(data: bytes) -> list[str]:
    """Each page's text, footer included, with white space removed (PDFium reads a hyphen that
    ends a line as U+FFFE)."""
    document = open_pdf(data)
    return [re.sub(r"\s+", "", document[i].get_textpage().get_text_range()).replace("\ufffe", "-")
            for i in range(len(document))]


def printed_words(block: Block, letters_only: bool = False) -> str:
    """A block's text as the page prints it, white space removed (tags dropped, entities read);
    `letters_only`: its letters and marks alone (`letters`)."""
    text = re.sub(r"<[^>]+>", "", block.text)
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    text = ("•" if block.kind == "bullet" else "") + re.sub(r"\s+", "", text)
    return letters(text) if letters_only else text


def letters(text: str) -> str:
    """The letters and marks of a right-to-left text, in order. PDFium puts an Arabic line back in
    logical order, but not always the digits, Latin and brackets inside it (a number at the end
    of an Arabic sentence comes back before its full stop): those are left out of the comparison."""
    text = unicodedata.normalize("NFC", text)    # marks in canonical order: HarfBuzz orders them so
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in "LM" and unicodedata.bidirectional(ch) in ("AL", "R", "NSM"))


def assert_every_block_printed_in_order(markup: str, data: bytes, letters_only: bool = False) -> None:
    """Every block's words, in the order of the text: nothing lost or overflowing off the page."""
    texts = [text.removeprefix(f"Rules·{n}") for n, text in enumerate(page_texts(data), start=1)]   # footers, drawn first
    texts = [letters(text) for text in texts] if letters_only else texts
    whole = "".join(texts)
    at = 0
    for block in parse_blocks(markup):
        if block.kind == "pagebreak":
            continue
        words = printed_words(block, letters_only)
        found = whole.find(words[:40], at)
        assert found >= 0, f"not printed (or out of order): {block.text[:60]!r}"
        at = found + len(words[:40])
    assert sum(len(printed_words(b, letters_only)) for b in parse_blocks(markup)) <= len(whole)


@pytest.mark.parametrize("game, lang", CASES)
def test_every_shipped_booklet_prints_all_its_blocks_in_order(game, lang, monkeypatch):
    markup = booklet_markup(game, lang, monkeypatch)
    chosen = kit_fonts(translator(game, lang))
    with production.using(production.Production()), edition.using(chosen):
        data, count = booklet.render_booklet(markup, INFO, footer="Rules")
    assert count == len(open_pdf(data))
    assert_every_block_printed_in_order(markup, data, letters_only=chosen.direction == "rtl")


def test_a_long_story_is_split_across_pages_with_nothing_lost():
    text = sample()
    with production.using(production.Production()):
        data, count = booklet.render_booklet(text, INFO, footer="Rules")
    assert count > 3
    assert_every_block_printed_in_order(text, data)
    assert all(page.startswith(f"Rules·{n}") for n, page in enumerate(page_texts(data), start=1))   # drawn first


def test_a_note_stays_on_one_page_inside_its_box():
    text = sample()
    with production.using(production.Production()):
        data, _ = booklet.render_booklet(text, INFO, footer="Rules")
    texts = page_texts(data)
    for block in parse_blocks(text):
        if block.kind == "note":
            words = printed_words(block)
            assert sum(words in page for page in texts) == 1, block.text


SPACINGS = st.sampled_from(booklet.SPACINGS)


@settings(max_examples=12, deadline=None)
@given(sections=st.integers(1, 9), spacing=SPACINGS)
def test_the_fill_the_document_reports_is_the_fill_printed(sections, spacing):
    """The last page's fill used to choose the spacing is where the last line printed ends."""
    blocks = parse_blocks(sample(sections))
    with production.using(production.Production()):
        data, doc = pages.draw_booklet(story.Story(blocks, colors.black, booklet.NOTE_WIDTH).flowables(spacing),
                                       INFO, "Rules")
    count, fill = last_page_fill(data)
    assert count == doc.page
    # The lowest glyph reaches a descender's depth below the last line's box, or less.
    assert doc.last_fill - 0.02 <= fill <= doc.last_fill + 0.02


@settings(max_examples=10, deadline=None)
@given(sections=st.integers(2, 12))
def test_no_booklet_ends_on_a_nearly_empty_page_when_a_spacing_avoids_it(sections):
    blocks = parse_blocks(sample(sections))
    made = story.Story(blocks, colors.black, booklet.NOTE_WIDTH)
    with production.using(production.Production()):
        data, count, spacing = booklet.choose_spacing(made, INFO, "Rules")
        fills = {s: pages.draw_booklet(made.flowables(s), INFO, "Rules")[1] for s in booklet.SPACINGS}
    good = [s for s in booklet.SPACINGS if fills[s].page == 1 or fills[s].last_fill >= booklet.LAST_PAGE_MIN]
    if good:
        assert spacing == good[0]
    else:
        assert fills[spacing].last_fill == max(doc.last_fill for doc in fills.values())
    assert count == fills[spacing].page


@pytest.mark.parametrize("spacing", [1.0, 0.9])
def test_shared_parsing_and_kept_line_breaks_print_what_fresh_paragraphs_print(spacing, monkeypatch):
    """A story parsed once for every spacing, whose paragraphs keep their lines when wrapped again
    at the same width, draws the bytes of paragraphs parsed afresh and broken at every wrap."""
    made = story.Story(parse_blocks(sample()), colors.black, booklet.NOTE_WIDTH)
    with production.using(production.Production()):
        made.flowables(1.12)                              # parsed at another spacing first
        ours, _ = pages.draw_booklet(made.flowables(spacing), INFO, "Rules")
        monkeypatch.setattr(story.BookletParagraph, "wrap", story.Noting.wrap)
        fresh = story.Story(parse_blocks(sample()), colors.black, booklet.NOTE_WIDTH)
        theirs, _ = pages.draw_booklet(fresh.flowables(spacing), INFO, "Rules")
    assert ours == theirs


def test_a_booklet_is_read_back_from_the_cache_with_the_same_bytes(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    with production.using(production.Production()):
        made = booklet.render_booklet(sample(3), INFO, footer="Rules")
        with monkeypatch.context() as patched:
            patched.setattr(booklet, "choose_spacing", lambda *a: pytest.fail("laid out again"))
            assert booklet.render_booklet(sample(3), INFO, footer="Rules") == made
        monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
        assert booklet.render_booklet(sample(3), INFO, footer="Rules") == made


BASE = dict(markup_text=sample(3), info=INFO, accent="#1f4e79", footer="Rules", settings=production.Production())


@pytest.mark.parametrize("change", [
    dict(markup_text=sample(4)), dict(footer="Other"), dict(accent="#000000"), dict(info=DocInfo("Rules", lang="fr")),
    dict(settings=production.Production(ink="saver")), dict(settings=production.Production(booklet="saddle")),
    dict(settings=production.Production(paper="letter")),
])
def test_any_input_of_a_booklet_names_another_cache_entry(change):
    assert kept.booklet_key(**{**BASE, **change}) != kept.booklet_key(**BASE)


def test_a_damaged_cache_entry_is_made_again(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    with production.using(production.Production()):
        made = booklet.render_booklet(sample(2), INFO, footer="Rules")
        key = kept.booklet_key(sample(2), INFO, "#1f4e79", "Rules", production.current())
        (kept.cache.cache_dir(kept.FOLDER) / key).write_bytes(b"7\nnot a pdf")
        assert booklet.render_booklet(sample(2), INFO, footer="Rules") == made
