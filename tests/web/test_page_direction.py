"""The pages say their language and its direction (`<html lang dir>`): a right-to-left page
language gets dir="rtl" (printkit/writing.py direction)."""

from __future__ import annotations

HEADER = ('msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n'
          '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n')


def test_a_left_to_right_page(client):
    assert '<html lang="fr" dir="ltr">' in client.get("/?hl=fr").get_data(as_text=True)
    assert '<html lang="en" dir="ltr">' in client.get("/?hl=en").get_data(as_text=True)


def test_a_right_to_left_page_language(client, empty_workspace):
    """A translator's `web` catalog in Hebrew (even an empty one) makes the pages right to left."""
    catalog = empty_workspace / "locales" / "web" / "he.po"
    catalog.parent.mkdir(parents=True)
    catalog.write_text(HEADER.format(lang="he"), encoding="utf-8")
    page = client.get("/?hl=he").get_data(as_text=True)
    assert '<html lang="he" dir="rtl">' in page
