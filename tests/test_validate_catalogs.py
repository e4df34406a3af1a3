"""printkit.validate_catalogs: plural entries need every form, each with its msgid_plural's placeholders."""

from __future__ import annotations

from printkit.validate_catalogs import catalog_findings
from tests.i18n.helpers import set_translation

LEFT = ("The player on your left pays you {amount} Istoken.", "The player on your left pays you {amount} Istokens.")
MI_FR = "locales/market-island/fr.po"


def test_shipped_market_island_catalog_has_no_findings():
    assert catalog_findings("market-island") == []


def test_a_plural_form_with_a_wrong_placeholder_is_an_error(data_copy):
    line = set_translation(data_copy / MI_FR, "card:MI-I-07:text", LEFT,
                           ("Votre voisin de gauche vous verse {amount} Istoken.",
                            "Votre voisin de gauche vous verse {montant} Istokens."))
    assert [(f.path, f.line, f.severity, f.message) for f in catalog_findings("market-island")] == [
        (MI_FR, line, "error", f"card:MI-I-07:text: {LEFT[0][:50]!r}: msgstr[1] placeholders ['montant'] "
                               "differ from the source's ['amount']")]


def test_a_plural_entry_with_an_empty_form_is_untranslated(data_copy):
    line = set_translation(data_copy / MI_FR, "card:MI-I-07:text", LEFT,
                           ("Votre voisin de gauche vous verse {amount} Istoken.", ""))
    assert [(f.path, f.line, f.message) for f in catalog_findings("market-island")] == [
        (MI_FR, line, f"card:MI-I-07:text: {LEFT[0][:50]!r}: untranslated")]


def test_declared_languages_match_the_catalogs_of_every_game():
    from printkit.registry import all_games
    from printkit.validate_catalogs import language_findings
    assert [str(f) for game in all_games() for f in language_findings(game.data, game.catalogs)] == []


def test_a_declared_language_without_catalog_and_a_catalog_not_declared(data_copy):
    from printkit.registry import get_game
    from printkit.validate_catalogs import language_findings
    game_toml = data_copy / "decks" / "market-island" / "game.toml"
    game_toml.write_text(game_toml.read_text().replace('languages = ["en", "fr", "pt"]', 'languages = ["en", "fr", "it"]'))
    game = get_game("market-island")
    assert [str(f) for f in language_findings(game.data, game.catalogs)] == [
        "decks/market-island/game.toml:7: warning: languages: 'it' is declared but locales/market-island/it.po does not "
        "exist yet; start it with `printkit i18n init it market-island`",
        "decks/market-island/game.toml:7: warning: languages: locales/market-island/pt.po exists but 'pt' is not "
        "declared; add it here once the catalog is complete"]


def test_a_workspace_catalog_not_declared_says_how_to_declare_it(empty_workspace):
    """A translator in an empty folder has no game.toml of their own to edit: the warning says how to get one."""
    from printkit.i18n import catalog_path
    from printkit.registry import get_game
    from printkit.validate_catalogs import language_findings
    started = empty_workspace / "locales" / "market-island" / "it.po"
    started.parent.mkdir(parents=True)
    started.write_bytes(catalog_path("market-island", "pt").read_bytes())
    game = get_game("market-island")
    assert [f.message for f in language_findings(game.data, game.catalogs)] == [
        f"languages: {started} exists but 'it' is not declared; add it here once the catalog "
        "is complete (first `printkit decks copy market-island`)"]
