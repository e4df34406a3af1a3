"""Card entries with the same English are translated once: `i18n update` copies the translation (issue 12)."""

from __future__ import annotations

from babel.messages.catalog import Catalog
from click.testing import CliRunner

from printkit.cli import main
from printkit.i18n_tools.catalogs import read
from printkit.i18n_tools.siblings import fill_sibling_cards
from tests.i18n.helpers import set_translation

PAY = ("Pay {amount} Istoken to the player on your left.", "Pay {amount} Istokens to the player on your left.")
PAGA = ("Paga {amount} Istoken ao jogador à tua esquerda.", "Paga {amount} Istokens ao jogador à tua esquerda.")


def _catalog(*entries) -> Catalog:
    catalog = Catalog(locale="pt", domain="demo")
    for context, msgid, string, *flags in entries:
        catalog.add(msgid, string, context=context, flags=flags)
    return catalog


def test_a_translated_card_fills_its_siblings_in_the_same_field_only():
    catalog = _catalog(("card:MI-A-01:title", "Campfire", "Fogueira"),
                       ("card:MI-A-07:title", "Campfire", ""),
                       ("card:MI-A-08:text", "Campfire", ""),          # another field: not a sibling
                       ("board", "Campfire", ""),                      # not a card: never filled
                       ("card:MI-E-01:text", PAY, PAGA),
                       ("card:MI-E-03:text", PAY, ("", "")))
    assert fill_sibling_cards(catalog) == 2
    assert catalog.get("Campfire", context="card:MI-A-07:title").string == "Fogueira"
    assert catalog.get("Campfire", context="card:MI-A-08:text").string == ""
    assert catalog.get("Campfire", context="board").string == ""
    assert tuple(catalog.get(PAY, context="card:MI-E-03:text").string) == PAGA


def test_a_card_worded_alone_is_kept_and_the_most_common_wording_wins():
    catalog = _catalog(("card:MI-A-01:title", "Night watch", "Vigia noturna"),
                       ("card:MI-A-04:title", "Night watch", "Sentinela"),      # adjusted alone
                       ("card:MI-A-05:title", "Night watch", "Vigia noturna"),
                       ("card:MI-A-06:title", "Night watch", "Vigia velha", "fuzzy"),
                       ("card:MI-A-09:title", "Night watch", ""))
    assert fill_sibling_cards(catalog) == 2
    strings = {m.context: (m.string, m.fuzzy) for m in catalog if m.id}
    assert strings == {"card:MI-A-01:title": ("Vigia noturna", False), "card:MI-A-04:title": ("Sentinela", False),
                       "card:MI-A-05:title": ("Vigia noturna", False), "card:MI-A-06:title": ("Vigia noturna", False),
                       "card:MI-A-09:title": ("Vigia noturna", False)}


def test_a_fuzzy_card_is_no_source():
    catalog = _catalog(("card:MI-A-01:title", "Campfire", "Feu", "fuzzy"), ("card:MI-A-07:title", "Campfire", ""))
    assert fill_sibling_cards(catalog) == 0
    assert catalog.get("Campfire", context="card:MI-A-07:title").string == ""


def test_update_copies_one_translated_card_to_the_others_and_says_so(data_copy):
    path = data_copy / "locales" / "market-island" / "pt.po"
    catalog = read(path, domain="market-island")
    siblings = [m.context for m in catalog if m.context and m.context.endswith(":title") and m.id == "Campfire"]
    assert len(siblings) == 18
    for context in siblings:
        set_translation(path, context, "Campfire", "")
    set_translation(path, siblings[3], "Campfire", "Fogo de acampamento")
    result = CliRunner().invoke(main, ["i18n", "update"])
    assert result.exit_code == 0, result.output
    assert result.output == f"wrote {path} (17 card entries copied from cards with the same English)\n"
    again = read(path, domain="market-island")
    assert {again.get("Campfire", context=c).string for c in siblings} == {"Fogo de acampamento"}
    assert CliRunner().invoke(main, ["i18n", "update", "--check"]).exit_code == 0
