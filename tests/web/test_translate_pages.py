"""Translators' pages: the status `i18n status` prints, and a language's proof."""

from __future__ import annotations

from printkit.i18n_tools.status import status


def test_the_status_page_lists_every_catalog_as_i18n_status(client):
    page = client.get("/translate?hl=en").get_data(as_text=True)
    for row in status():
        assert (f"<td>{row.domain}</td><td>{row.lang}</td><td>{row.translated}</td><td>{row.fuzzy}</td>"
                f"<td>{row.untranslated}</td><td>{row.percent} %</td>") in page
    assert 'href="/translate/fr?hl=en"' in page and 'href="/translate/xx?hl=en"' in page


def test_a_proof_shows_each_component_beside_its_strings(client):
    page = client.get("/translate/fr?game=market-island&hl=en").get_data(as_text=True).replace("\u00a0", " ")
    assert '<section class="proof-part" id="part-cards-income">' in page
    assert '<img src="/translate/fr/market-island/cards-income-1.png"' in page
    assert "0 problems found by `printkit i18n check`" in page
    assert 'class="untranslated"' not in page      # French is complete
    image = client.get("/translate/fr/market-island/cards-income-1.png")
    assert image.status_code == 200 and image.data.startswith(b"\x89PNG")


def test_untranslated_strings_and_check_problems_are_marked(client, data_copy):
    from printkit.web import translate
    catalog = data_copy / "locales" / "market-island" / "fr.po"
    text = catalog.read_text(encoding="utf-8")
    start = text.index('msgctxt "card:MI-I-07:text"')
    entry_end = text.index("\n\n", start)
    entry = text[start:entry_end]
    msgstr_at = entry.index("msgstr")
    broken = entry[:msgstr_at] + 'msgstr ""'
    catalog.write_text(text[:start] + broken + text[entry_end:], encoding="utf-8")
    translate.forget()
    try:
        page = client.get("/translate/fr?game=market-island&hl=en").get_data(as_text=True)
    finally:
        translate.forget()
    assert '<tr class="untranslated"><td><code>card:MI-I-07:text</code></td>' in page
    assert '<b class="mark">untranslated</b>' in page


def test_a_placeholder_problem_is_listed_with_catalog_and_line(client, data_copy):
    from printkit.web import translate
    catalog = data_copy / "locales" / "web" / "fr.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('msgstr "Feuille %(n)s"', 'msgstr "Feuille %(m)s"'), encoding="utf-8")
    line = next(n for n, l in enumerate(catalog.read_text(encoding="utf-8").splitlines(), 1) if l == 'msgid "Sheet %(n)s"')
    translate.forget()
    try:
        page = client.get("/translate/fr?game=dice-game&hl=en").get_data(as_text=True)
    finally:
        translate.forget()
    assert f"<code>locales/web/fr.po:{line}</code> : placeholders differ: the msgid has %(n)s, the translation has %(m)s" in page
