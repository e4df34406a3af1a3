"""Translator tooling behind `printkit i18n`: extraction, catalogs, status, checks, pseudo-locale.

    extract.py   what every kit prints: render each game's kits with a recording translator,
                 plus the `{% trans %}` blocks of its templates
    catalogs.py  PO/POT files with Babel: templates, init, update, deterministic atomic writes
    status.py    translated / fuzzy / untranslated per domain and language
    check.py     placeholders, markup, glyphs and fit of one language's translations
    pseudo.py    the generated pseudo-locale `xx`
"""
