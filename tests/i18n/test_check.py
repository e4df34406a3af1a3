"""`printkit i18n check LANG`: each problem as catalog:line: msgctxt: message (issue 4, "Done when")."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

from printkit.cli import main
from printkit.i18n import load_catalog
from printkit.loader import list_games
from printkit.i18n_tools.check import check, glyph_problem, markup_problems, placeholder_problem
from printkit.render.script_fonts import body_set, fonts_for
from tests.conftest import ROOT
from tests.i18n.helpers import set_translation

MI_FR = "locales/market-island/fr.po"
PK_FR = "locales/printkit/fr.po"
LEFT = ("The player on your left pays you {amount} Istoken.", "The player on your left pays you {amount} Istokens.")
CAMPFIRE = "You kept the camp warm through a wet night. Every other player gives you 1 Istoken."
CREDITS = ("Based on <i>{title}</i> by {authors}. Licence: {licence} ({url}). This kit is a derived work under "
           "the same terms; printkit made it from its own data and texts.")


def test_placeholder_renamed():
    assert placeholder_problem("Pay {amount} Istokens.", "Versez {montant} Istokens.") == \
        "placeholders differ: the msgid has {amount}, the translation has {montant}"
    assert placeholder_problem("Has %(n)s things", "A %(nombre)s choses") == \
        "placeholders differ: the msgid has %(n)s, the translation has %(nombre)s"
    assert placeholder_problem("Pay {amount}.", "Versez {amount.") == \
        "unbalanced { or } in the translation (a literal brace is written {{ or }})"
    assert placeholder_problem("Pay {amount}.", "{amount} à verser.") is None


def test_markup_problems():
    assert markup_problems("red cards", "cartes <rouges>") == \
        ["unknown tag <rouges>: only <b>, <i> and <br/> are allowed"]
    assert markup_problems("less than 3", "moins < 3") == \
        ["stray '<': it is not part of an allowed tag (<b>, <i>, <br/>)"]
    assert markup_problems("a <b>bold</b> word", "un mot <b>gras") == \
        ["unbalanced markup: <b> is never closed", "tags differ: the msgid uses <b> </b>, the translation uses <b>"]
    assert markup_problems("by <i>{title}</i>", "de <b>{title}</b>") == \
        ["tags differ: the msgid uses <i> </i>, the translation uses <b> </b>"]
    assert markup_problems("line<br/>break", "ligne<br/>coupée") == []


def test_glyph_missing_from_every_font_of_the_language():
    latin = body_set("it")
    assert glyph_problem("Ελληνικά, кириллица, Ærøskøbing", None, latin) is None
    assert glyph_problem("猫 cat", None, latin) == \
        "characters missing from the fonts for it (Noto Sans), they would print as nothing: '猫' U+732B"
    # A booklet's card suit prints in the symbol font (render/booklet/blocks.py); anywhere else it would vanish.
    assert glyph_problem("♦", "card suit", latin) is None
    assert glyph_problem("♦", "cover", latin) == \
        "characters missing from the fonts for it (Noto Sans), they would print as nothing: '♦' U+2666"
    arabic = fonts_for("ar", ["ارمِ النرد"])
    assert glyph_problem("ارمِ النرد (DG-D-01) 12", None, arabic) is None
    assert glyph_problem("ارمِ ⵣ", None, arabic) == ("characters missing from the fonts for ar (Noto Sans Arabic, "
                                                    "Noto Sans), they would print as nothing: 'ⵣ' U+2D63")


@pytest.fixture(scope="module")
def broken(tmp_path_factory):
    """A French catalog with one of each problem, checked once (check builds every game)."""
    root = tmp_path_factory.mktemp("data")
    for name in ("decks", "templates", "locales"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, root / name)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PRINTKIT_DATA", str(root))
        patch.setenv("PRINTKIT_WORKSPACE", str(root))
        load_catalog.cache_clear()
        try:
            mi, pk = root / MI_FR, root / PK_FR
            lines = {
                "renamed": set_translation(mi, "card:MI-I-07:text", LEFT,
                                           ("Votre voisin de gauche vous verse {amount} Istoken.",
                                            "Votre voisin de gauche vous verse {montant} Istokens.")),
                "stray": set_translation(mi, "card:MI-I-09:text", LEFT,
                                         ("Votre voisin de gauche vous verse < {amount} Istoken.",
                                          "Votre voisin de gauche vous verse {amount} Istokens.")),
                "tag": set_translation(pk, "cover", CREDITS, CREDITS.replace("<i>", "<b>").replace("</i>", "</b>")),
                "long": set_translation(mi, "card:MI-A-01:text", CAMPFIRE,
                                        " ".join(["Une très longue histoire de feu de camp."] * 12)),
            }
            result = CliRunner().invoke(main, ["i18n", "check", "fr"])
            problems = check("fr")
        finally:
            load_catalog.cache_clear()
    return result, lines, problems


def test_check_reports_file_line_and_context(broken):
    result, lines, problems = broken
    assert result.exit_code == 1
    out = result.output.splitlines()
    assert f"{MI_FR}:{lines['renamed']}: card:MI-I-07:text: msgstr[1]: placeholders differ: the msgid has " \
           f"{{amount}}, the translation has {{montant}}" in out
    assert f"{MI_FR}:{lines['stray']}: card:MI-I-09:text: msgstr[0]: stray '<': it is not part of an allowed tag " \
           f"(<b>, <i>, <br/>)" in out
    assert f"{PK_FR}:{lines['tag']}: cover: tags differ: the msgid uses <i> </i>, the translation uses <b> </b>" in out
    too_long = [line for line in out if line.startswith(f"{MI_FR}:{lines['long']}: card:MI-A-01:text: ")]
    prefix = f"{MI_FR}:{lines['long']}: card:MI-A-01:text: does not fit its box at the minimum size: text needs "
    assert too_long and too_long[0].startswith(prefix)


def test_only_the_broken_entries_are_reported(broken):
    _, lines, problems = broken
    assert sorted({(p.catalog, p.line) for p in problems}) == sorted(
        [(MI_FR, lines["renamed"]), (MI_FR, lines["stray"]), (PK_FR, lines["tag"]), (MI_FR, lines["long"])])


def test_shipped_french_passes():
    result = CliRunner().invoke(main, ["i18n", "check", "fr"])
    assert result.exit_code == 0, result.output
    assert result.output == "fr: 0 problem(s)\n"


def test_unknown_language_is_a_usage_error():
    result = CliRunner().invoke(main, ["i18n", "check", "it"])
    assert result.exit_code == 2
    domains = ", ".join([*list_games(), "printkit", "web"])
    assert result.output == f"error: LANG: no catalog for 'it' in locales/ ({domains}); " \
                            "start one with `printkit i18n init it`\n"


def test_body_font_covers_latin_greek_and_cyrillic():
    """Issue 4 §6: every EU language's letters, Greek and Cyrillic print in every body face."""
    wanted = [*range(0x20, 0x7F), *range(0xA0, 0x180), *range(0x218, 0x21C),   # Latin-1, Extended-A, ș ț
              *range(0x391, 0x3AA), *range(0x3B1, 0x3CA), *range(0x410, 0x450), 0x20AC]   # Greek, Cyrillic, €
    from printkit.i18n_tools.check import body_coverage
    assert [f"U+{c:04X}" for c in wanted if c not in body_coverage() and c != 0x3A2] == []
