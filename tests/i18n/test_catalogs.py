"""Templates and catalogs: fresh in CI, deterministic, merged with previous msgids (issue 4, deliverable 2)."""

from __future__ import annotations

from babel.messages.pofile import read_po
from click.testing import CliRunner

from printkit.cli import main
from printkit.i18n_tools.catalogs import template_catalog, templates, to_bytes, update_outputs
from printkit.i18n_tools.extract import Entry

LEFT = ("The player on your left pays you {amount} Istoken.", "The player on your left pays you {amount} Istokens.")


# Catalogs made before `printkit i18n` existed, by the game's own extraction; the game's engineer
# moves them over (tests/games/data_tycoon/test_kit.py checks them against that extraction today).
# The test fails as soon as one of these is fresh, so the list cannot outlive the reason.
KNOWN_STALE: dict[str, list[str]] = {}
STALE = "{}: stale; run `printkit i18n update` and commit the result"


def test_update_check_passes_on_the_shipped_catalogs():
    result = CliRunner().invoke(main, ["i18n", "update", "--check"])
    expected = [STALE.format(path) for domain in sorted(KNOWN_STALE) for path in KNOWN_STALE[domain]]
    assert result.output.splitlines() == expected
    assert result.exit_code == (1 if expected else 0)


def test_update_check_names_a_stale_catalog(data_copy):
    path = data_copy / "locales" / "printkit" / "fr.po"
    path.write_text(path.read_text().replace('msgstr "Dans ce kit"', 'msgstr "Dans ce kit"\n\nmsgid "Gone"\nmsgstr "Parti"'))
    result = CliRunner().invoke(main, ["i18n", "update", "--check"])
    assert result.exit_code == 1
    assert STALE.format("locales/printkit/fr.po") in result.output.splitlines()


def test_output_carries_no_dates_and_is_stable():
    catalog = template_catalog("demo", [Entry("cover", "Hello {name}", ["printkit/x.py"], ["a note"], ["cover"])])
    first = to_bytes(catalog)
    assert first == to_bytes(template_catalog("demo", [Entry("cover", "Hello {name}", ["printkit/x.py"],
                                                             ["a note"], ["cover"])]))
    text = first.decode()
    assert "POT-Creation-Date" not in text and "Generated-By" not in text
    assert '#. a note\n#. Prints on cover\n#: printkit/x.py\n#, python-brace-format\nmsgctxt "cover"\n' in text


def test_update_keeps_the_previous_msgid_for_editors(data_copy):
    fresh = templates()
    changed = tuple(form.replace("pays you", "now pays you") for form in LEFT)
    for message in fresh["market-island"]:
        if message.context == "card:MI-I-07:text":
            fresh["market-island"].delete(message.id, context=message.context)
            fresh["market-island"].add(changed, context="card:MI-I-07:text", flags=("python-brace-format",))
            break
    outputs = {o.path.name + o.path.parent.name: o for o in update_outputs(fresh)}
    text = outputs["fr.pomarket-island"].data.decode()
    assert ('#, fuzzy, python-brace-format\n'
            f'#| msgid "{LEFT[0]}"\n#| msgid_plural "{LEFT[1]}"\nmsgctxt "card:MI-I-07:text"\nmsgid "{changed[0]}"\n'
            f'msgid_plural "{changed[1]}"\n'
            'msgstr[0] "Votre voisin de gauche vous verse {amount} Istoken."\n'
            'msgstr[1] "Votre voisin de gauche vous verse {amount} Istokens."') in text


def test_init_starts_an_invented_language_and_keeps_existing_files(data_copy):
    """qaa: ISO 639's first code reserved for local use, which no table holds."""
    result = CliRunner().invoke(main, ["i18n", "init", "qaa", "market-island"])
    assert result.exit_code == 0, result.output
    written = [data_copy / "locales" / domain / "qaa.po" for domain in ("market-island", "printkit", "web")]
    assert result.output == "".join(f"wrote {path}\n" for path in written) + (   # absolute: where to find them
        "Plural-Forms: nplurals=2; plural=(n != 1); (a guess: neither Weblate's language data nor Babel knows 'qaa'; "
        "edit that line of each catalog if your language counts otherwise)\n")
    with (data_copy / "locales" / "market-island" / "qaa.po").open("rb") as handle:
        catalog = read_po(handle)
    assert catalog.locale_identifier == "qaa"
    assert all(m.string in ("", ("", "")) for m in catalog if m.id)
    assert any(isinstance(m.id, tuple) for m in catalog)   # plural entries start with every form empty
    again = CliRunner().invoke(main, ["i18n", "init", "qaa", "market-island"])
    assert again.output == "".join(f"kept {path} (already there; `printkit i18n update` merges new strings)\n"
                                   for path in written)


def test_init_refuses_source_pseudo_and_malformed_codes():
    for lang, message in (
        ("en", "error: LANG: 'en' needs no catalog: it is the source text (the msgids)\n"),
        ("xx", "error: LANG: 'xx' needs no catalog: it is a pseudo-locale made from the templates (xx, xx-rtl, xx-cjk)\n"),
        ("xx-rtl", "error: LANG: 'xx-rtl' needs no catalog: it is a pseudo-locale made from the templates "
                   "(xx, xx-rtl, xx-cjk)\n"),
        ("French", "error: LANG: expected a language code such as it, pt_BR or fil, got 'French'\n"),
    ):
        result = CliRunner().invoke(main, ["i18n", "init", lang])
        assert (result.exit_code, result.output) == (2, message)
    result = CliRunner().invoke(main, ["i18n", "init", "it", "chess"])
    assert result.exit_code == 2
    assert result.output.startswith("error: GAME: unknown game(s) chess; expected one of: ")


def test_previous_plural_english_survives_a_read_and_write(tmp_path):
    """Both `#| msgid` and `#| msgid_plural` come back as previous_id, so update does not churn."""
    from printkit.i18n_tools.catalogs import read
    catalog = template_catalog("demo", [Entry("c", LEFT, ["x.py"], [], ["cover"])])
    catalog.locale = "fr"
    message = catalog.get(LEFT, context="c")
    message.previous_id = ["Old one", "Old many"]
    message.flags.add("fuzzy")
    path = tmp_path / "fr.po"
    path.write_bytes(to_bytes(catalog))
    again = read(path, domain="demo")
    assert again.get(LEFT, context="c").previous_id == ["Old one", "Old many"]
    assert to_bytes(again) == path.read_bytes()


def test_init_names_the_plural_rule_it_wrote(data_copy):
    result = CliRunner().invoke(main, ["i18n", "init", "pt_BR", "market-island"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == ("Plural-Forms: nplurals=2; plural=(n > 1); "
                                              "(Weblate's language data for pt_BR: check it before translating plural entries)")
    with (data_copy / "locales" / "market-island" / "pt_BR.po").open("rb") as handle:
        assert read_po(handle).plural_forms == "nplurals=2; plural=(n > 1);"
