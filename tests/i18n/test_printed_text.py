"""No printed string escapes the catalogs (issue 16, item 5): every word on every page of every
component, and each PDF's Title/Author/Subject, comes through a catalog.

Built in the pseudo-locale `xx`, every letter a catalog hands out is accented; an ASCII letter
that `xx` would have accented therefore came from somewhere else (data printed raw, a literal in
code). Numbers, codes, URLs and a short list of proper nouns are the only exceptions. Built in
French, no English sentence of the templates may appear on a page.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from pypdf import PdfReader

from printkit.build import build
from printkit.registry import kit_module
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG, catalog_path, load_catalog, template_path
from printkit.i18n_tools.pseudo import ACCENTS
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.new_deck import new_deck
from printkit.pdftext import page_texts

# ASCII letters the pseudo-locale always replaces: one left on a page did not come from a catalog.
ACCENTED = "".join(sorted(chr(code) for code, accented in ACCENTS.items() if accented > 127))
UNTRANSLATED = re.compile(f"[{ACCENTED}]")

# Proper nouns printed as they are in every language: the games' titles, the booklets' example players.
PROPER_NOUNS = {"Market", "Island", "Triple", "Bataille", "Data-Tycoon", "DATA-TYCOON",
                "Alice", "Bruno", "Chloé", "David", "Ana", "Bo", "Cy",
                # the cover's fonts and their licences: "Noto Sans (SIL Open Font License 1.1)"
                "Noto", "Sans", "SIL", "Open", "Font", "License", "1.1"}
# Market Island's deck letters on the card backs: the letter of the cards' codes (MI-I-07, MI-E-03, MI-A-12).
CODE_LETTERS = {"I", "E", "A"}
CODE = re.compile(r"^(?:[A-Z]{2}-[A-Z]-\d{2}|[A-Z]{2}-[A-Z]-\d{2}-\d{2}|[A-Z]{2}-[A-Z]|(?:10|[2-9JQKA])[CDHS♠♣♥♦]|"
                  r"A[345]|\d+(?:cm|mm)|cm|mm|https?://\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)+/?\S*)$")
PUNCTUATION = "[]()«»“”\"'’.,;:!?·•…/–—+*="


def _escaped(word: str) -> bool:
    """A word holding a letter the pseudo-locale would have accented, and not an allowed exception."""
    bare = word.strip(PUNCTUATION)
    if not bare or bare in PROPER_NOUNS or bare in CODE_LETTERS or CODE.match(bare):
        return False
    return UNTRANSLATED.search(bare) is not None


def _printed(pdf: Path) -> list[tuple[str, str]]:
    """(where, text) for each page and for the document information a viewer or a print shop shows."""
    meta = PdfReader(str(pdf)).metadata or {}
    found = [(f"{pdf.name} {key}", str(meta.get(key, ""))) for key in ("/Title", "/Author", "/Subject")]
    return found + [(f"{pdf.name} p{n}", text) for n, text in enumerate(page_texts(pdf), start=1)]


def _components(out: Path) -> list[Path]:
    return [pdf for pdf in sorted(out.glob("*.pdf")) if not pdf.name.endswith("-kit.pdf")]


# Each game's default kit, and the variants its kit module names for extraction (6 players: every
# player colour; both moneys; every level; every layout), so every printed string is seen.
BUILDS = [(game, variant) for game in list_games()
          for variant in [{}, *(getattr(kit_module(game), "EXTRACT_VARIANTS", None) or [])]]


@pytest.mark.parametrize(("game", "variant"), BUILDS, ids=[f"{g}-{'-'.join(map(str, v.values())) or 'default'}"
                                                           for g, v in BUILDS])
def test_every_printed_word_comes_through_the_catalogs(game, variant, tmp_path):
    build(replace(KitOptions(game=game, lang=PSEUDO_LANG), **variant), tmp_path)
    escaped = sorted({f"{where}: {word}" for pdf in _components(tmp_path) for where, text in _printed(pdf)
                      for word in text.split() if _escaped(word)})
    assert escaped == []


def test_a_data_only_game_prints_no_english_in_the_pseudo_locale(empty_workspace):
    """The `decks new` example, built from the user's workspace by the generic card engine: its
    credits, cards, cover and booklet all come from its own catalog (issue 16, item 5). The game's
    title and its art files' names print as they are."""
    new_deck("orchard-test")
    load_catalog.cache_clear()
    build(KitOptions(game="orchard-test", lang=PSEUDO_LANG), empty_workspace / "out")
    pdfs = _components(empty_workspace / "out")
    names = {"Orchard", "Test", *(f"icons/{fruit}.svg" for fruit in ("apple", "pear", "plum", "bee", "leaf"))}
    escaped = sorted({f"{where}: {word}" for pdf in pdfs for where, text in _printed(pdf)
                      for word in text.split() if _escaped(word) and word.strip(PUNCTUATION) not in names})
    assert [pdf.name for pdf in pdfs] == ["orchard-test-xx-booklet.pdf", "orchard-test-xx-cards-orchard.pdf",
                                          "orchard-test-xx-cover.pdf"]
    assert escaped == []


def test_the_check_sees_english_and_lets_codes_through():
    assert [w for w in ["unnamed", "(Erasmus+", "Y", "[Îñçöméé]", "MI-I-07", "A4", "9C", "10cm", "Alice:",
                        "https://trueproject.eu/", "(jeu-triple-bataille.timlib.com)", "[Třîîpłéé"] if _escaped(w)] \
        == ["unnamed", "(Erasmus+", "Y"]


def _english_phrases(game: str, lang: str) -> list[str]:
    """Runs of four or more English words from the game's and the shared templates, for every
    entry the language translates differently (placeholders and tags cut a msgid into runs)."""
    phrases = set()
    for domain in (game, COMMON_DOMAIN):
        translated = load_catalog(domain, lang)
        with template_path(domain).open("rb") as handle:
            template = read_po(handle, domain=domain)
        for message in template:
            ids = [message.id] if isinstance(message.id, str) else list(message.id or ())
            key = message.id if isinstance(message.id, str) else tuple(message.id[:2]) if message.id else None
            if not key or translated.get((message.context, key)) in (key,):
                continue
            for text in ids:
                for run in re.split(r"\{[^{}]*\}|%\([^)]*\)[a-z]|<[^>]*>", text):
                    words = run.split()
                    if len(words) >= 4:
                        phrases.add(" ".join(words))
    return sorted(phrases)


@pytest.mark.parametrize("game", [g for g in list_games() if catalog_path(g, "fr").exists()])
def test_french_kits_print_no_english_sentence(game, tmp_path):
    build(KitOptions(game=game, lang="fr"), tmp_path)
    phrases = _english_phrases(game, "fr")
    assert len(phrases) > 50   # the check has something to look for
    pages = {where: " ".join(text.split()) for pdf in _components(tmp_path) for where, text in _printed(pdf)}
    assert sorted(f"{where}: {phrase}" for where, text in pages.items() for phrase in phrases if phrase in text) == []
