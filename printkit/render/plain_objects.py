"""A font subset's objects written straight to bytes in reportlab's layout, keys formatted once.

Each TrueType subset of a document is four objects reportlab makes while it saves
(`TTFont.addObjects`, render/fonts.py): the font dictionary, its ToUnicode stream, its
FontDescriptor and the font program's stream. reportlab formats each dictionary key by key, every
name through `PDFName` (a loop over its characters in Python) and every value through
`pdfdoc.format`: about 80 µs a subset, 55 subsets in `build --all`, and as each subset's widths
and names are its own, writing them from templates (render/object_templates.py) would not pay.
Here each of those objects is written by an object whose `format` lays its dictionary out as
`PDFDictionary.format` does (entries sorted by name, one space apart, a line break after every
sixth), with the names formatted once per process and the values through `pdfdoc.format` in the
same order reportlab formats them: byte for byte the same (tests/render/test_plain_objects.py).

Reaches into reportlab (listed in tests/test_supported_versions.py): `PDFDictionary.format`'s
layout, `PDFType1Font.format`'s entries (`name_attributes`, `local_attributes`), `PDFStream.format`
(filters run unless the dictionary names one, the document's encryption, /Length), and the
document's `idToObject`, where each object is replaced by the one writing it.
"""

from __future__ import annotations

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc

_NAMES: dict[str, bytes] = {}


def write_plainly(doc, names) -> int:
    """Replace the objects registered under `names` (font dictionaries, plain dictionaries and
    streams) by objects writing them plainly; return how many. Others are left to reportlab."""
    if rl_config.pdfMultiLine:
        return 0
    written = 0
    for name in names:
        obj = doc.idToObject.get(name)
        kind = type(obj)
        if kind is pdfdoc.PDFTrueTypeFont:
            writer = _Dictionary(_font_entries(obj))
        elif kind is pdfdoc.PDFDictionary and type(obj.dict) is dict and obj.multiline is True:
            writer = _Dictionary(obj.dict)
        elif kind is pdfdoc.PDFStream and type(obj.dictionary) is pdfdoc.PDFDictionary \
                and type(obj.dictionary.dict) is dict and obj.dictionary.multiline is True:
            writer = _Stream(obj)
        else:
            continue
        if hasattr(obj, "__Comment__"):   # what reportlab writes before it with rl_config.pdfComments
            writer.__Comment__ = obj.__Comment__
        doc.idToObject[name] = writer
        written += 1
    return written


def subset_object_names(doc, font: pdfdoc.PDFTrueTypeFont) -> list[str]:
    """The names a subset's objects are registered under: the font dictionary (by its /Name), its
    ToUnicode stream, its FontDescriptor and the descriptor's font program."""
    names = [font.Name]
    for attribute in ("ToUnicode", "FontDescriptor"):
        reference = getattr(font, attribute, None)
        if type(reference) is pdfdoc.PDFObjectReference:
            names.append(reference.name)
    descriptor = doc.idToObject.get(names[-1])
    if type(descriptor) is pdfdoc.PDFDictionary:
        program = descriptor.dict.get("FontFile2")
        if type(program) is pdfdoc.PDFObjectReference:
            names.append(program.name)
    return names


def laid_out(entries: list[tuple[bytes, bytes]]) -> bytes:
    """`PDFDictionary.format`'s layout of formatted (name, value) pairs, in the order given."""
    items = [name + b" " + value for name, value in entries]
    rows = [b" ".join(items[at:at + 6]) for at in range(0, len(items), 6)]
    return b"<<\n" + b" \n  ".join(rows) + b"\n>>"


def _name(key: str) -> bytes:
    done = _NAMES.get(key)
    if done is None:
        done = _NAMES[key] = pdfdoc.format(pdfdoc.PDFName(key), None)
    return done


def _formatted(entries: dict, document) -> bytes:
    """The dictionary of `entries` as `PDFDictionary(entries).format(document)` writes it."""
    keys = sorted(entries)
    return laid_out([(_name(key), pdfdoc.format(entries[key], document)) for key in keys])


def _font_entries(font: pdfdoc.PDFTrueTypeFont) -> dict:
    """The entries `PDFType1Font.format` writes for a font."""
    entries = {name: pdfdoc.PDFName(getattr(font, name)) for name in font.name_attributes if hasattr(font, name)}
    entries.update({name: getattr(font, name) for name in font.local_attributes if hasattr(font, name)})
    return entries


class _Dictionary(pdfdoc.PDFObject):
    """A dictionary written plainly (see the module)."""

    __RefOnly__ = 1

    def __init__(self, entries: dict):
        self.entries = entries

    def format(self, document):
        return _formatted(self.entries, document)


class _Stream(pdfdoc.PDFObject):
    """A stream written as `PDFStream.format` writes it, its dictionary plainly."""

    __RefOnly__ = 1

    def __init__(self, stream: pdfdoc.PDFStream):
        self.stream = stream

    def format(self, document):
        stream = self.stream
        entries = dict(stream.dictionary.dict)
        content = stream.content
        if content is None:
            raise ValueError("stream content not set")
        filters = stream.filters if stream.filters is not None else document.defaultStreamFilters
        if filters is not None and "Filter" not in entries:
            for f in reversed(filters):
                content = f.encode(content)
            entries["Filter"] = pdfdoc.PDFArray([pdfdoc.PDFName(f.pdfname) for f in filters])
        content = document.encrypt.encode(content)
        data = pdfdoc.format(content, document)
        entries["Length"] = len(content)
        return _formatted(entries, document) + b"\nstream\n" + data + b"endstream\n"
