"""Status counts against the template; fuzzy is never translated (issue 4, deliverable 2)."""

from __future__ import annotations

import json

from babel.messages.catalog import Catalog
from click.testing import CliRunner

from printkit.cli import main
from printkit.i18n_tools.status import Progress, progress


def _template() -> Catalog:
    template = Catalog(locale=None, domain="demo")
    for context, msgid in (("a", "One"), ("b", "Two"), ("c", "Three"), ("d", "Four")):
        template.add(msgid, context=context)
    return template


def test_fuzzy_counts_as_not_translated():
    catalog = Catalog(locale="fr", domain="demo")
    catalog.add("One", "Un", context="a")
    catalog.add("Two", "Deux", context="b", flags=("fuzzy",))
    catalog.add("Three", "", context="c")
    # "Four" is missing: the catalog is stale, and the template is the reference
    row = progress(_template(), catalog, domain="demo", lang="fr")
    assert row == Progress("demo", "fr", translated=1, fuzzy=1, untranslated=2)
    assert (row.total, row.percent) == (4, 25.0)


def test_shipped_languages_are_complete():
    """Every language a game declares in game.toml is at 100 %, in its own domain and the shared one."""
    from printkit.i18n import COMMON_DOMAIN
    from printkit.loader import list_games, load_game
    result = CliRunner().invoke(main, ["i18n", "status", "--json"])
    assert result.exit_code == 0
    rows = {(r["domain"], r["lang"]): r for r in json.loads(result.output)}
    declared = {game: load_game(game).meta["game"]["languages"] for game in list_games()}
    assert "pt" in declared["market-island"]
    for game, languages in declared.items():
        for domain in (game, COMMON_DOMAIN):
            for lang in languages:
                assert rows[(domain, lang)]["percent"] == 100.0, (domain, lang)
                assert rows[(domain, lang)]["fuzzy"] == rows[(domain, lang)]["untranslated"] == 0


def test_status_table():
    result = CliRunner().invoke(main, ["i18n", "status"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].split() == ["domain", "lang", "translated", "fuzzy", "untranslated", "done"]
    assert any(line.split()[:2] == ["market-island", "fr"] and line.endswith("100.0%") for line in lines)


def test_plural_entry_counts_translated_only_with_every_form():
    template = Catalog(locale=None, domain="demo")
    for context in ("a", "b", "c"):
        template.add(("{n} shell", "{n} shells"), context=context)
    catalog = Catalog(locale="fr", domain="demo")
    catalog.add(("{n} shell", "{n} shells"), ("{n} coquillage", "{n} coquillages"), context="a")
    catalog.add(("{n} shell", "{n} shells"), ("{n} coquillage", ""), context="b")
    catalog.add(("{n} shell", "{n} shells"), ("", ""), context="c")
    assert progress(template, catalog, domain="demo", lang="fr") == \
        Progress("demo", "fr", translated=1, fuzzy=0, untranslated=2)


def test_portuguese_takes_the_european_plural_rule():
    """pt-PT: only 1 is singular (0 Istokens); the Brazilian rule (n > 1) would print '0 Istoken'."""
    from printkit.i18n import load_catalog
    for domain in ("market-island", "printkit"):
        table = load_catalog(domain, "pt")
        assert table.plural_expr.replace(" ", "") == "(n!=1)"
        assert [table.form_index(n) for n in (0, 1, 2)] == [1, 0, 1]
