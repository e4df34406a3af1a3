"""New catalogs start with gettext's plural rule, and printkit counts by the catalog's header alone."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st
from weblate_language_data.languages import LANGUAGES

from printkit import workspace
from printkit.cli import main
from printkit.i18n import Translator, load_catalog
from printkit.i18n_tools.catalogs import LANG_CODE, to_bytes, with_plural_forms
from printkit.i18n_tools.plural_rules import gettext_forms, header_rule, plural_rule, starting_catalog
from printkit.po_reader import read_messages

PAWNS = ("{n} pawn", "{n} pawns")
TABLE = {code: (count, formula) for code, _name, count, formula in LANGUAGES}


@pytest.mark.parametrize("lang", ["es", "it"])
def test_init_writes_two_forms_for_spanish_and_italian_whatever_babel_says(data_copy, lang):
    result = CliRunner().invoke(main, ["i18n", "init", lang, "market-island"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (f"Plural-Forms: nplurals=2; plural=(n != 1); (Weblate's language data "
                                              f"for {lang}: check it before translating plural entries)")
    for domain in ("market-island", "printkit", "web"):
        with (data_copy / "locales" / domain / f"{lang}.po").open("rb") as handle:
            catalog = read_po(handle)
        assert catalog.plural_forms == "nplurals=2; plural=(n != 1);"
        forms = {len(m.string) for m in catalog if not isinstance(m.id, str)}
        assert forms == ({2} if domain != "printkit" else set())   # the shared strings have no plural entry


def test_a_language_counts_alike_in_every_catalog(data_copy):
    """The shipped European Portuguese counts n != 1; Weblate's `pt` is n > 1 (as Brazil counts):
    a new `pt` catalog takes the rule of the catalogs the language already has."""
    assert TABLE["pt"] == (2, "n > 1")
    result = CliRunner().invoke(main, ["i18n", "init", "pt", "dice-game"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == ("Plural-Forms: nplurals=2; plural=(n != 1); (as in locales/printkit/pt.po, "
                                              "this language's catalog for printkit: check it before translating plural entries)")
    assert header_rule((data_copy / "locales" / "dice-game" / "pt.po").read_bytes()) == "nplurals=2; plural=(n != 1);"


def test_a_regional_code_the_table_lacks_takes_its_language():
    assert "it_ZZ" not in TABLE
    assert plural_rule("it_ZZ")[:2] == ("nplurals=2; plural=(n != 1);", "Weblate's language data for it")


def test_babel_answers_only_for_a_code_the_table_lacks():
    assert "yue" not in TABLE
    babel = Catalog(locale="yue").plural_forms   # Babel 2.19: one form; 2.17 had no rule for it (two)
    assert plural_rule("yue")[:2] == (babel, "Babel's CLDR rule for yue: Weblate's language data lacks it")


def test_an_unknown_code_gets_a_guess_that_says_so():
    rule = plural_rule("qaa")
    assert (rule.forms, rule.guessed) == ("nplurals=2; plural=(n != 1);", True)


@pytest.mark.parametrize("code", sorted(code for code in TABLE if LANG_CODE.match(code)))   # what `init` takes
def test_every_rule_of_the_table_is_written_and_read_back_as_it_is(code):
    """Babel writes the line (wrapped when long); printkit's reader, Babel's and `header_rule`
    read back the same count and formula. A shipped language (fr, pt) keeps its catalogs' rule."""
    rule = plural_rule(code)
    if code in workspace.catalogs("printkit"):
        assert rule.source == f"as in locales/printkit/{code}.po, this language's catalog for printkit"
    else:
        assert rule == (gettext_forms(*TABLE[code]), f"Weblate's language data for {code}", False)
    forms = rule.forms
    count = rule.count
    template = Catalog(domain="demo")
    template.add(PAWNS, context="c")
    catalog = starting_catalog(code, "demo")
    catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)   # as `init` does
    data = to_bytes(catalog)
    assert header_rule(data) == forms
    again = read_po(io.BytesIO(data))
    assert again.num_plurals == count
    assert [len(m.string) for m in again if m.id == PAWNS] == [count]   # one msgstr[i] per form
    assert read_messages(data).plural_expr == forms.split("plural=")[1].rstrip(";")


@pytest.mark.parametrize("lang", ["fr", "ar", "ja", "cy"])
def test_the_rule_line_printkit_adds_is_the_one_babel_writes_where_it_knows_the_language(lang):
    """Babel before 2.19 writes no Plural-Forms line for a code it does not know; printkit then adds
    it: in the same place and wrapped the same as Babel writes it for a language it knows."""
    catalog = starting_catalog(lang, "demo")
    data = to_bytes(catalog)
    header, rest = data.split(b"\n\n", 1)
    lines = header.split(b"\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(b'"Plural-Forms: '))
    end = next(i for i in range(start, len(lines)) if lines[i].endswith(b'\\n"'))
    without = b"\n".join(lines[:start] + lines[end + 1:]) + b"\n\n" + rest
    assert b"Plural-Forms" not in without
    assert with_plural_forms(without, catalog) == data


def _catalog_with_rule(folder, lang: str, forms: str, strings: tuple[str, ...]) -> None:
    catalog = Catalog(locale=lang, domain="printkit")
    catalog.mime_headers = [("Plural-Forms", forms)]
    catalog.add(PAWNS, strings, context="c")
    path = folder / "locales" / "printkit" / f"{lang}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(to_bytes(catalog))


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])   # the same files for every n
@given(n=st.one_of(st.integers(0, 2_000_000), st.sampled_from([0, 1, 2, 1_000_000, 2_000_000])))
def test_the_translator_counts_by_the_header_not_by_babels_cldr(empty_workspace, n):
    """French by its header (two forms: 0 and 1 singular): a million is form 1, where CLDR since
    Babel 2.19 says form 1 is 'many' of three. A made-up three-form rule is followed as written."""
    for lang, forms, strings in (("fr", "nplurals=2; plural=(n > 1);", ("pion", "pions")),
                                 ("qaa", "nplurals=3; plural=(n==1 ? 0 : n%10==2 ? 1 : 2);", ("one", "two", "other"))):
        _catalog_with_rule(empty_workspace, lang, forms, strings)
        load_catalog.cache_clear()
        pick = gettext.c2py(forms.split("plural=")[1].rstrip(";"))
        tr = Translator(lang, ("printkit",))
        assert tr.npgettext("c", *PAWNS, n) == strings[pick(n)]
    load_catalog.cache_clear()
