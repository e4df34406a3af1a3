"""printkit/po_reader.py reads a PO file's messages exactly as Babel's read_po does: on every shipped
catalog and template, on files Babel writes from generated entries, and on files out of the plain
form (which it hands to Babel)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit import po_reader
from printkit.po_reader import Message, read_messages

LOCALES = Path(__file__).resolve().parents[2] / "locales"
SHIPPED = sorted(LOCALES.glob("*/*.po")) + sorted(LOCALES.glob("*/*.pot"))


def fast(source: bytes) -> po_reader.Messages:
    """The one-pass reader alone (fails if it would hand the file to Babel)."""
    return po_reader._Reader(None).read(source)


def lines(source: bytes) -> po_reader.Messages:
    """The line loop alone, without the whole-entry matches before it."""
    return po_reader._Reader(None).read_lines(source.decode("utf-8"))


def plain_end(source: bytes) -> int:
    """Where the whole-entry matches stop: the start of the first entry out of write_po's form."""
    return po_reader._Reader(None)._plain_entries(source.decode("utf-8"))


def babel(source: bytes) -> po_reader.Messages:
    return po_reader._with_babel(source, None)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_shipped_file_reads_as_babel_reads_it(path):
    source = path.read_bytes()
    assert fast(source) == lines(source) == babel(source)
    assert fast(source).messages   # not trivially equal


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_shipped_file_is_matched_whole_up_to_its_obsolete_entries(path):
    text = path.read_text(encoding="utf-8")
    obsolete = text.find("\n#~ ")
    assert plain_end(text.encode()) == (len(text) if obsolete < 0 else text.rfind("\n\n", 0, obsolete + 1) + 2)


HEADER = ('msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n"\n'
          '"Content-Type: text/plain; charset=utf-8\\n"\n\n')


def test_escapes_contexts_plurals_fuzzy_and_obsolete_entries():
    source = (HEADER + '#. a note\n#: file.py:3\nmsgctxt "card:A"\nmsgid ""\n"Two \\"lines\\"\\n"\n"and a \\\\ tab\\t"\n'
              'msgstr "Deux\\n"\n"x"\n\n#, fuzzy, python-format\nmsgid "Old"\nmsgstr "Vieux"\n\n'
              'msgctxt ""\nmsgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "une"\nmsgstr[1] "deux"\nmsgstr[2] "plus"\n\n'
              '#~ msgctxt "cover"\n#~ msgid "Gone"\n#~ msgstr "Parti"\n\nmsgid "Kept"\nmsgstr ""\n').encode()
    read = fast(source)
    assert read == lines(source) == babel(source)
    assert read.plural_expr == "(n==1 ? 0 : n==2 ? 1 : 2)"
    assert read.messages == (
        Message("card:A", 'Two "lines"\nand a \\ tab\t', "Deux\nx", False),
        Message(None, "Old", "Vieux", True),
        Message("", ("{n} card", "{n} cards"), ("une", "deux", "plus"), False),
        Message(None, "Kept", "", False),
    )


@pytest.mark.parametrize("source", [
    'msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\n',                 # the same entry twice
    'msgid "a"\nmsgid "b"\nmsgstr "c"\n',                              # a msgid without msgstr
    'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "b"\n',                   # fewer forms than the rule has
    'msgid "a"\nmsgstr[0] "b"\n',                                      # a form index on a singular
    '"loose"\nmsgid "a"\nmsgstr "b"\n',                                # a string outside any entry
    'msgid "a"\n#. a comment inside the entry\nmsgstr "b"\n',
    'msgid "a"\n#~ msgstr "b"\n',                                      # partly obsolete
    'msgid "a"\nmsgstr "b"\nmsgid ""\nmsgstr "Language: fr\\n"\n',     # the header after an entry
    'msgid ""\nmsgstr "Language: fr\\n"\nmsgid "a"\nmsgstr "b"\n',     # no Plural-Forms: the language's own
    'msgid ""\nmsgstr "Content-Type: text/plain; charset=latin-1\\n"\nmsgid "a"\nmsgstr "b"\n',
    'msgstr "b"\n',
    'msgid\t"a"\nmsgstr "b"\n',
])
def test_a_file_out_of_the_plain_form_is_read_by_babel(source, capsys):
    data = source.encode("latin-1" if "latin-1" in source else "utf-8")
    with pytest.raises(po_reader._Unusual):
        fast(data)
    assert read_messages(data) == babel(data)


TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)


def _written_context(context: str | None) -> str | None:
    """The context as write_po writes it: none for an empty one (so a msgid with context "" and
    the same msgid without one are one entry written twice, which Babel itself merges)."""
    return context or None


@settings(max_examples=60, deadline=None)
@given(entries=st.lists(st.tuples(st.one_of(st.none(), TEXT), TEXT.filter(bool), TEXT, st.booleans(), st.booleans()),
                        max_size=12, unique_by=lambda e: (e[1], _written_context(e[0]))),
       width=st.sampled_from([0, 76]))
def test_any_catalog_babel_writes_reads_as_babel_reads_it(entries, width):
    catalog = Catalog(locale="fr", domain="game")
    for context, msgid, text, fuzzy, plural in entries:
        if plural:
            catalog.add((msgid, msgid + " (plural)"), (text, text + "!"), context=context, flags=["fuzzy"] if fuzzy else [])
        else:
            catalog.add(msgid, text, context=context, flags=["fuzzy"] if fuzzy else [])
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=width)
    source = buffer.getvalue()
    assert fast(source) == lines(source) == babel(source)   # both paths read what Babel writes
    assert plain_end(source) == len(source.decode("utf-8"))     # all of it matched whole
