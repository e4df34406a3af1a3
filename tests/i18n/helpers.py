"""Editing a catalog the way a translator's PO editor would, for tests that break one on purpose."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from printkit.i18n_tools.catalogs import Output, to_bytes, write


def set_translation(path: Path, context: str | None, msgid: str, msgstr: str, *, fuzzy: bool = False) -> int:
    """Replace one entry's msgstr (and fuzzy flag); returns the entry's line in the rewritten file."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    message = catalog.get(msgid, context=context)
    assert message is not None, (context, msgid)
    message.string = msgstr
    if fuzzy:
        message.flags.add("fuzzy")
    else:
        message.flags.discard("fuzzy")
    write(Output(path, to_bytes(catalog)))
    return line_of(path, context, msgid)


def line_of(path: Path, context: str | None, msgid: str) -> int:
    with path.open("rb") as handle:
        message = read_po(handle).get(msgid, context=context)
    return message.lineno
