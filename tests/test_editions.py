"""The dice game in Arabic, Japanese and a Hindi test edition (machine-made Devanagari in a
workspace's hidden catalogs, tests/devanagari.py): every PDF embeds only subsets of its fonts,
gives its text back in logical order (PDFium), and each booklet carries about the ink of the
English one. Built once for the module."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner
from pypdf import PdfReader

from printkit import workspace
from printkit.build import build
from printkit.i18n import load_catalog
from printkit.i18n_tools.check import translations
from printkit.cli import main
from printkit.kit_model import KitOptions
from printkit.render.script_fonts import missing_font
from tests.devanagari import devanagari

LANGS = ["en", "ar", "ja", "hi"]
SUBSET = re.compile(r"^/[A-Z]{6}\+")


def hindi_workspace(folder: Path) -> Path:
    """A workspace whose hi catalogs for the dice game are every entry in machine-made Devanagari."""
    done = CliRunner().invoke(main, ["--workspace", str(folder), "i18n", "init", "hi", "dice-game"])
    workspace.use(None)
    assert done.exit_code == 0, done.output
    for path in sorted(folder.glob("locales/*/hi.po")):
        with path.open("rb") as source:
            catalog = read_po(source)
        for message in catalog:
            if message.id and isinstance(message.id, tuple):
                message.string = tuple(devanagari(message.id[min(n, 1)]) for n in range(catalog.num_plurals))
            elif message.id:
                message.string = "हिन्दी" if message.context == "language" else devanagari(message.id)
            message.flags.discard("fuzzy")
        with path.open("wb") as out:
            write_po(out, catalog)
    return folder


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, Path]:
    out = {}
    for lang in LANGS:
        if missing_font(lang):
            continue
        folder = tmp_path_factory.mktemp(lang)
        hidden = hindi_workspace(tmp_path_factory.mktemp("hiworkspace")) if lang == "hi" else None
        out[f"{lang}-workspace"] = hidden
        workspace.use(hidden)
        load_catalog.cache_clear()
        try:
            build(KitOptions(game="dice-game", lang=lang), folder)
        finally:
            workspace.use(None)
            load_catalog.cache_clear()
        out[lang] = folder
    return out


def kit_of(kits, lang: str) -> Path:
    if lang not in kits:
        pytest.skip(f"--lang {lang}: {missing_font(lang)}")
    return kits[lang]


@pytest.mark.parametrize("lang", ["ar", "ja", "hi"])
def test_every_pdf_embeds_only_subsets_of_its_fonts(kits, lang):
    for path in sorted(kit_of(kits, lang).glob("*.pdf")):
        for page in PdfReader(path).pages:
            fonts = page["/Resources"].get_object().get("/Font")     # pypdf 4 may hand either indirect
            for font in (fonts.get_object() if fonts is not None else {}).values():
                font = font.get_object()
                assert SUBSET.match(font["/BaseFont"]), (path.name, font["/BaseFont"])
                descriptor = font["/FontDescriptor"].get_object()
                assert "/FontFile2" in descriptor, (path.name, font["/BaseFont"])


def letters(text: str) -> str:
    """The letters and marks of `text` beyond the Latin script (canonical order), nothing else:
    PDFium reorders the digits, brackets and Latin inside a right-to-left line its own way, and
    reads the ruler's labels ("cm") beside the scale check into the same line."""
    return "".join(ch for ch in unicodedata.normalize("NFC", text)
                   if unicodedata.category(ch)[0] in "LM" and ord(ch) > 0x24F)


def kit_text(folder: Path, lang: str) -> str:
    document = pdfium.PdfDocument(folder / f"dice-game-{lang}-kit.pdf")
    return "".join(document[i].get_textpage().get_text_range() for i in range(len(document)))


COVER = ["In this kit", "Also bring", "How to print", "Notes",
         "Scale check: this ruler must measure exactly 100 mm. If it does not, print again at actual size "
         "(100 %, no fit to page)."]


@pytest.mark.parametrize("lang", ["ar", "ja", "hi"])
def test_the_cover_gives_its_text_back_in_logical_order(kits, lang):
    """The cover's headings and its scale check are read back from the kit
    file, each translation's letters in the order they were written, and the kit's text is in
    the language's script."""
    folder = kit_of(kits, lang)
    workspace.use(kits[f"{lang}-workspace"])
    try:
        wanted = {t.msgid: t.msgstr for t in translations(lang, "printkit") if t.context == "cover"}
    finally:
        workspace.use(None)
    page = letters(kit_text(folder, lang))
    assert [msgid for msgid in COVER if letters(wanted[msgid]) not in page] == []
    script = {"ar": ("ARABIC",), "ja": ("CJK", "HIRAGANA", "KATAKANA"), "hi": ("DEVANAGARI",)}[lang]
    assert sum(any(name in unicodedata.name(ch, "") for name in script) for ch in page) > 500


def booklet_ink(folder: Path, lang: str) -> list[float]:
    """The ink of each booklet page: the share of black a page would hold at 50 dpi (0 to 1)."""
    document = pdfium.PdfDocument(folder / f"dice-game-{lang}-booklet.pdf")
    out = []
    for index in range(len(document)):
        image = document[index].render(scale=50 / 72, grayscale=True).to_pil()
        histogram = image.histogram()
        out.append(sum((255 - level) * count for level, count in enumerate(histogram)) / (255 * sum(histogram)))
    return out


@pytest.mark.parametrize("lang", ["ar", "ja", "hi"])
def test_each_booklet_carries_ink_like_the_english_one(kits, lang):
    english, other = booklet_ink(kit_of(kits, "en"), "en"), booklet_ink(kit_of(kits, lang), lang)
    assert 0.6 <= sum(other) / sum(english) <= 1.6, (other, english)
    average = sum(english) / len(english)
    assert all(page > 0.3 * average for page in other[:-1]), other      # no blank page but the last may be short


def half_page_text(path: Path, right: bool) -> str:
    """The text of the left or right half of a PDF's first page."""
    page = pdfium.PdfDocument(path)[0]
    wide, high = page.get_size()
    return page.get_textpage().get_text_bounded(left=wide / 2 if right else 0, bottom=0,
                                                right=wide if right else wide / 2, top=high)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_player_sheet_starts_where_its_language_reads_from(kits, lang):
    """The reserve comes first and the power column last: at the left in English, mirrored in Arabic
    (where the line under the table, "Total power …", starts at the right too)."""
    sheet = kit_of(kits, lang) / f"dice-game-{lang}-players.pdf"
    wanted = {t.msgid: t.msgstr for t in translations(lang, "dice-game") if t.context == "sheet"} if lang == "ar" else {}
    readable = letters if lang == "ar" else str
    reserve, power = (readable(wanted.get(msgid, msgid)) for msgid in ("Reserve", "Power"))
    start, end = (readable(half_page_text(sheet, right=side)) for side in ((True, False) if lang == "ar" else (False, True)))
    assert reserve in start and reserve not in end
    assert power in end
