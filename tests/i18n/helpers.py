"""Editing a catalog the way a translator's PO editor would, for tests that break one on purpose."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from printkit.i18n_tools.catalogs import Output, read, to_bytes, write


def set_translation(path: Path, context: str | None, msgid: str | tuple[str, str], msgstr: str | tuple[str, ...],
                    *, fuzzy: bool = False) -> int:
    """Replace one entry's msgstr (and fuzzy flag); returns the entry's line in the rewritten file.

    A plural entry is named by its (singular, plural) pair and takes a tuple with every form."""
    catalog = read(path, domain=path.parent.name)
    message = catalog.get(msgid, context=context)
    assert message is not None, (context, msgid)
    message.string = msgstr
    if fuzzy:
        message.flags.add("fuzzy")
    else:   # reviewed: the editor drops the fuzzy mark and the previous English with it
        message.flags.discard("fuzzy")
        message.previous_id = []
    write(Output(path, to_bytes(catalog)))
    return line_of(path, context, msgid)


def line_of(path: Path, context: str | None, msgid: str | tuple[str, str]) -> int:
    with path.open("rb") as handle:
        message = read_po(handle).get(msgid, context=context)
    return message.lineno
