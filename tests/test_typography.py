"""Per-language typography (printkit/typography.py; issue 16 item 10): French lines never break
before ; : ! ? » or after «, a number keeps its noun, apostrophes are typographic; the fonts
have the characters; and the built French kits show it."""

from __future__ import annotations

import re

import pytest
from fontTools.ttLib import TTFont
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph

from printkit import resources
from printkit.build import build
from printkit.i18n import Translator, catalog_path
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.pdftext import page_texts
from printkit.render import fonts
from printkit.typography import APOSTROPHE, MINUS, NBSP, typeset


@pytest.mark.parametrize(("text", "french"), [
    ("Attention : la banque ; le jeu ! Prêt ?", "Attention\u00a0: la banque\u00a0; le jeu\u00a0! Prêt\u00a0?"),
    ("« Data ! »", "«\u00a0Data\u00a0!\u00a0»"),
    ("«Data»", "«\u00a0Data\u00a0»"),
    ("l'État et aujourd'hui", "l’État et aujourd’hui"),
    ("imprimez à 100 %", "imprimez à 100\u00a0%"),
    ("verse {amount} Istokens", "verse {amount}\u00a0Istokens"),
    ("verse %(n)s cartes", "verse %(n)s\u00a0cartes"),
    ("de %(n)s cartes", "de %(n)s\u00a0cartes"),                    # a placeholder's % is not a per cent sign
    ("https://creativecommons.org/licenses/by-nc/4.0/", "https://creativecommons.org/licenses/by-nc/4.0/"),
    ("<b>Gains :</b> 7×", "<b>Gains\u00a0:</b> 7×"),
    ("rang 10:30", "rang 10:30"),
    ("Criez <b>DATA!</b> dès", "Criez <b>DATA\u00a0!</b> dès"),            # issue 27: a mark glued to its word
    ("DATABREACH! maintenant, DATA!", "DATABREACH\u00a0! maintenant, DATA\u00a0!"),
    ("Vraiment?", "Vraiment\u00a0?"),
    ("https://example.org/page?id=3", "https://example.org/page?id=3"),   # a web address's query stays
])
def test_french_rules(text, french):
    assert typeset("fr", text) == french


@pytest.mark.parametrize(("text", "set_"), [
    ("Print at actual size (100 %).", "Print at actual size (100\u00a0%)."),   # issue 27: "(100" / "%)" no more
    ("({scale} %)", "({scale}\u00a0%)"),
    ("Final count: -6", f"Final count: {MINUS}6"),
    ("(-3) or -12.5, = -1", f"({MINUS}3) or {MINUS}12.5, = {MINUS}1"),
    ("MI-I-07, 2-4 players, TB-P-02", "MI-I-07, 2-4\u00a0players, TB-P-02"),      # codes and ranges keep hyphens
])
def test_every_language_keeps_per_cents_and_takes_minus_signs(text, set_):
    assert typeset("en", text) == set_


def test_a_negative_value_filled_in_prints_a_minus_sign():
    tr = Translator("en", ("triple-bataille", "printkit"))
    assert tr.format("token", "Final count: {n}", n=-6) == f"Final count: {MINUS}6"
    assert tr.format("token", "Final count: {n}", n=6) == "Final count: 6"


def test_the_minus_sign_is_in_the_body_fonts():
    """U+2212 is not in the bundled Noto Sans: typography.py sets negatives with the en dash."""
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        cmap = TTFont(str(resources.fonts_dir() / name)).getBestCmap()
        assert ord(MINUS) in cmap and 0x2212 not in cmap


def test_other_languages_only_keep_numbers_with_their_nouns():
    assert typeset("en", "Pay 1 Istoken: don't wait; 2 players!") == "Pay 1\u00a0Istoken: don't wait; 2\u00a0players!"
    assert typeset("en", "") == ""


def test_the_translator_sets_what_it_hands_out():
    fr = Translator("fr", ("market-island", "printkit"))
    text = fr.pgettext("cover", "Also bring")
    assert text == typeset("fr", text) and "'" not in text


@pytest.mark.parametrize("name", ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf"])
def test_the_body_fonts_have_the_characters(name):
    cmap = TTFont(str(resources.fonts_dir() / name)).getBestCmap()
    assert {0x00A0, 0x202F, 0x2019} <= set(cmap)


def _lines(text: str, width_of: str) -> list[str]:
    fonts.register()
    para = Paragraph(text, ParagraphStyle("t", fontName=fonts.BODY, fontSize=10))
    para.wrap(stringWidth(width_of, fonts.BODY, 10) + 1, 1000)
    return [" ".join(line[1]) for line in para.blPara.lines]


def test_reportlab_keeps_a_no_break_space_but_breaks_at_the_narrow_one():
    """Why typography.py uses U+00A0 and not the narrower U+202F French typesetting prefers."""
    assert _lines(f"aaaa bbbb cccc{NBSP};", "aaaa bbbb cccc") == ["aaaa bbbb", f"cccc{NBSP};"]
    assert _lines("aaaa bbbb cccc\u202f;", "aaaa bbbb cccc") == ["aaaa bbbb cccc", ";"]


FRENCH = [g for g in list_games() if catalog_path(g, "fr").exists()]


@pytest.fixture(scope="module")
def french_lines(tmp_path_factory) -> dict[str, list[list[str]]]:
    """{pdf name: [lines of each page]} of every game's default French kit."""
    found = {}
    for game in FRENCH:
        out = tmp_path_factory.mktemp(game)
        build(KitOptions(game=game, lang="fr"), out)
        for pdf in sorted(out.glob("*.pdf")):
            if not pdf.name.endswith("-kit.pdf"):
                found[pdf.name] = [[line.strip() for line in page.splitlines()] for page in page_texts(pdf)]
    return found


def _breaks(pages: list[list[str]]) -> list[str]:
    bad = []
    for number, lines in enumerate(pages, start=1):
        for before, line in zip([""] + lines, lines):
            if re.match(r"[;:!?»]", line) and line != "?":   # a lone '?' is the action cards' back letter
                bad.append(f"p{number}: line starts with its mark: {line[:40]!r}")
            if line.endswith("«"):
                bad.append(f"p{number}: line ends on «: {line[-40:]!r}")
            if re.search(r"[^\W\d_]'[^\W\d_]", line):
                bad.append(f"p{number}: straight apostrophe: {line[:60]!r}")
            if re.search(r"[^\W\d_,;:] \d+$", before) and re.match(r"[^\W\d_]", line) and line[0].islower():
                bad.append(f"p{number}: number split from its word: {before[-20:]!r} / {line[:20]!r}")
    return bad


def test_french_kits_are_set_the_french_way(french_lines):
    assert {name: _breaks(pages) for name, pages in french_lines.items() if _breaks(pages)} == {}
    assert any(APOSTROPHE in line for pages in french_lines.values() for lines in pages for line in lines)
