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
