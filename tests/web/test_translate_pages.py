"""Translators' pages: the status `i18n status` prints, and a language's proof."""

from __future__ import annotations

from printkit.i18n_tools.status import status


def test_the_status_page_lists_every_catalog_as_i18n_status(client):
    from printkit.web.languages import language_name
    page = client.get("/translate?hl=en").get_data(as_text=True)
    for row in status():
        assert (f"<td>{row.domain}</td><td>{language_name(row.lang)} <code>{row.lang}</code></td><td>{row.translated}</td>"
                f"<td>{row.fuzzy}</td><td>{row.untranslated}</td><td>{row.percent} %</td>") in page
    assert 'href="/translate/fr?hl=en"' in page and 'href="/translate/xx?hl=en"' in page


def test_a_catalog_not_started_is_a_row_at_zero(client):
    """Portuguese has catalogs for Market Island and the shared strings only: every other domain
    reads 0 %, and a kit's share counts those entries as not done."""
    from printkit.web.catalog_status import percent_done
    page = client.get("/translate?hl=en").get_data(as_text=True)
    total = next(row.total for row in status() if row.domain == "dice-game" and row.lang == "en")
    assert (f'<tr class="todo"><td>dice-game</td><td>Português (Portuguese) <code>pt</code></td><td>0</td><td>0</td>'
            f"<td>{total}</td><td>0.0 %</td></tr>") in page
    shared = next(row.total for row in status() if row.domain == "printkit" and row.lang == "en")
    assert percent_done("pt", ("dice-game", "printkit")) == round(100 * shared / (shared + total), 1)
    assert percent_done("pt", ("market-island", "printkit")) == 100.0


def test_a_proof_shows_each_component_beside_its_strings(client):
    page = client.get("/translate/fr?game=market-island&hl=en").get_data(as_text=True).replace("\u00a0", " ")
    assert '<section class="proof-part" id="part-cards-income">' in page
    assert '<img src="/translate/fr/market-island/cards-income-1.png"' in page
    assert "0 strings not translated yet · 0 problems found by the catalog check" in page
    assert '<a href="#part-cards-income">' in page and "`" not in page
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
    assert "1 string not translated yet" in page.replace("\u00a0", " ")


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
