"""Pages, forms, resources and content streams written from dictionaries reportlab formatted once per process.

Saving a kit document, reportlab formats every page's and every form's dictionary key by key
(each name through `PDFName`, a loop over its characters in Python, each value through
`pdfdoc.format`): 22 format calls for a page, 19 for a form, although after render/preformatted.py
and render/shared_resources.py all that differs from one page to the next is the number of its
content stream, and from one form to the next its stream's length and the number of its resource
dictionary, and from one shared resource dictionary (render/shared_resources.py) to the next
the numbers of the forms it names. Over `build --all` (376 pages, 362 forms, 244 page streams,
about 160 resource dictionaries in 9 kit documents) that was about 18 ms of the 85 ms its saves
cost (measured around `Canvas.save`: 84 -> 66 ms for pages, forms and streams).

Here, just before a document is saved, each such page, form and content stream is handed to
reportlab as an object whose `format` writes it from a template: the dictionary reportlab formats
for that kind of object (the same keys and constant values), once per process, with a marker in
place of each value that varies, cut at the markers. Writing an object is then joining the pieces
with its numbers. The objects are registered and their streams encoded exactly when and as
reportlab would (`PDFPage.check_format` and `PDFCatalog.format` reference the page tree, then the
content stream; `PDFStream.format` runs the stream's filters, then the document's encryption), so
the document is byte for byte what reportlab writes (tests/render/test_object_templates.py saves
documents both ways and compares them).

This reaches into the document reportlab keeps for a canvas (listed in
tests/test_supported_versions.py): `idToObject` (a page or form replaced by the object writing
it), `idToObjectNumberAndVersion`, the attributes of a `PDFPage` (its `__NoDefault__` entries,
`stream`, `compression`) and a `PDFFormXObject` (`stream`, `compression`, `BBox`, `Matrix`,
`Resources`, `Contents`, `Annots`) and a `PDFResourceDictionary` (`Font`, `ProcSet`, `XObject`
and the other categories), and the dictionary `PDFStream.format` writes.
"""

from __future__ import annotations

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

# (the constant entries, the varying ones' names) -> (the pieces between the varying values, their
# names in the order written). Bounded: a long-lived process starts again from empty past the limit.
_TEMPLATES: dict[tuple, tuple[tuple[bytes, ...], tuple[str, ...]]] = {}
_LIMIT = 4096
_MARK = b"\x00printkit-slot-%d\x00"


def write_from_templates(c: Canvas) -> int:
    """Hand `c`'s document its pages and forms as objects written from templates; return how many.
    Run last before saving: after render/preformatted.py, whose bytes are what makes a page's or a
    form's entries constant."""
    doc = c._doc
    if len(_TEMPLATES) > _LIMIT:
        _TEMPLATES.clear()
    streams: dict[int, _StreamWriter] = {}   # id(PDFStream) -> its writer, for shared contents
    written = 0
    for name, obj in list(doc.idToObject.items()):
        kind = type(obj)
        if kind is pdfdoc.PDFPage:
            writer = _page_writer(obj, streams)
        elif kind is pdfdoc.PDFFormXObject:
            writer = _form_writer(obj)
        elif kind is pdfdoc.PDFResourceDictionary:
            writer = _resources_writer(obj)
        else:
            continue
        if writer is not None:
            doc.idToObject[name] = writer
            written += 1
    return written


def _template(constant: tuple, varying: tuple) -> tuple[tuple[bytes, ...], tuple]:
    """The dictionary of the entries `constant` ((name, value) pairs) and `varying` as reportlab
    formats it, cut where the varying values go. A varying entry is a name, or (name, key) for an
    entry of the dictionary under that name (a resource dictionary's forms)."""
    key = (constant, varying)
    made = _TEMPLATES.get(key)
    if made is None:
        entries = dict(constant)
        marks = {_MARK % n: slot for n, slot in enumerate(varying)}
        for mark, slot in marks.items():
            if isinstance(slot, tuple):
                entries.setdefault(slot[0], pdfdoc.PDFDictionary())[slot[1]] = mark
            else:
                entries[slot] = mark
        text = pdfdoc.PDFDictionary(entries).format(None)
        pieces, order, at = [], [], 0
        for start, mark in sorted((text.index(mark), mark) for mark in marks):
            pieces.append(text[at:start])
            order.append(marks[mark])
            at = start + len(mark)
        pieces.append(text[at:])
        made = _TEMPLATES[key] = (tuple(pieces), tuple(order))
    return made


def _filled(template: tuple[tuple[bytes, ...], tuple], values: dict) -> bytes:
    pieces, order = template
    out = [pieces[0]]
    for name, piece in zip(order, pieces[1:]):
        out.append(values[name])
        out.append(piece)
    return b"".join(out)


def _reference(document, obj) -> bytes:
    """`document.Reference(obj)` formatted: registers `obj` the first time, as reportlab does."""
    name = document.Reference(obj).name
    return b"%d %d R" % document.idToObjectNumberAndVersion[name]


class _StreamWriter(pdfdoc.PDFObject):
    """A stream object whose dictionary (but /Length, and the entries named in `varying`) is
    constant: written as `PDFStream.format` writes it."""

    __RefOnly__ = 1

    def __init__(self, constant: tuple, content, filters, varying: dict | None = None, comment: str | None = None):
        self.constant, self.content, self.filters = constant, content, filters
        self.varying = varying or {}
        if comment is not None:   # what reportlab would write before it with rl_config.pdfComments
            self.__Comment__ = comment

    def format(self, document):
        content = self.content
        for f in reversed(self.filters):
            content = f.encode(content)
        content = document.encrypt.encode(content)
        values = {name: _reference(document, value) for name, value in self.varying.items()}
        values["Length"] = pdfdoc.format(len(content), document)
        template = _template(self.constant, tuple(sorted(values)))
        return _filled(template, values) + b"\nstream\n" + pdfdoc.format(content, document) + b"endstream\n"


_FILTER_ENTRIES: dict[tuple, tuple] = {}


def _filter_entry(filters) -> tuple:
    """The /Filter entry `PDFStream.format` writes for `filters`, as a constant entry (made once
    per process: `PDFName` is a loop in Python)."""
    key = tuple(filters)
    entry = _FILTER_ENTRIES.get(key)
    if entry is None:
        names = tuple(pdfdoc.PDFName(f.pdfname) for f in filters)
        entry = _FILTER_ENTRIES[key] = (("Filter", _array_bytes(names)),) if filters else ()
    return entry


_ARRAYS: dict[tuple, bytes] = {}


def _array_bytes(items: tuple) -> bytes:
    """An array of names (filters, procedure sets) as reportlab formats it, once per process."""
    done = _ARRAYS.get(items)
    if done is None:
        done = _ARRAYS[items] = pdfdoc.PDFArray(list(items)).format(None)
    return done


def _page_filters(compression) -> list:
    """The filters `PDFPage.check_format` gives a compressed page's content stream."""
    if not compression:
        return []
    return [pdfdoc.PDFBase85Encode, pdfdoc.PDFZCompress] if rl_config.useA85 else [pdfdoc.PDFZCompress]


def _content_writer(stream: pdfdoc.PDFStream | None, page: pdfdoc.PDFPage, streams: dict) -> _StreamWriter | None:
    """The writer of a page's content stream: its `Contents` (render/shared_resources.py) or the
    stream `PDFPage.check_format` would make of its `stream`; None for other kinds of contents."""
    if stream is None:
        if not page.stream or not page.compression:
            return None
        content, filters = page.stream, _page_filters(page.compression)
    elif (type(stream) is pdfdoc.PDFStream and stream.filters and not stream.dictionary.dict
          and not hasattr(stream, "__InternalName__")):
        content, filters = stream.content, stream.filters
    else:
        return None
    writer = streams.get(id(stream)) if stream is not None else None
    if writer is None:
        writer = _StreamWriter(_filter_entry(filters), content, filters, comment="page stream")
        if stream is not None:
            streams[id(stream)] = writer
    return writer


class _PageWriter(pdfdoc.PDFObject):
    """A page whose entries but /Contents and /Parent are bytes or references already."""

    __RefOnly__ = 1
    __Comment__ = pdfdoc.PDFPage.__Comment__

    def __init__(self, constant: tuple, resources: pdfdoc.PDFObjectReference, contents: _StreamWriter):
        self.constant, self.resources, self.contents = constant, resources, contents

    def format(self, document):
        parent = _reference(document, document.Pages)   # PDFPage.check_format, then
        contents = _reference(document, self.contents)  # PDFCatalog.format's references
        resources = b"%d %d R" % document.idToObjectNumberAndVersion[self.resources.name]
        template = _template(self.constant, ("Contents", "Parent", "Resources"))
        return _filled(template, {"Contents": contents, "Parent": parent, "Resources": resources})


# Written from each page's numbers; `Annots`, falsy here, is set to None by `PDFPage.check_format`.
_PAGE_NOT_CONSTANT = frozenset({"Contents", "Parent", "Resources", "Annots"})


def _page_writer(page: pdfdoc.PDFPage, streams: dict) -> _PageWriter | None:
    """The writer of a page as reportlab would format it, or None for a page of another kind
    (its own resources, annotations, a parent set, an entry not yet formatted)."""
    if page.Override_default_compilation or page.Annots or page.Parent is not None \
            or type(page.Resources) is not pdfdoc.PDFObjectReference:
        return None
    constant = {}
    for name, default in page.__Defaults__.items():
        value = getattr(page, name, default)
        if value is not None:
            constant[name] = value
    for name in page.__NoDefault__:
        value = getattr(page, name, None)
        if name in _PAGE_NOT_CONSTANT or value is None:
            continue
        if type(value) is not bytes:
            return None
        constant[name] = value
    if "MediaBox" not in constant:
        return None
    contents = _content_writer(page.Contents, page, streams)
    if contents is None:
        return None
    return _PageWriter(tuple(sorted(constant.items())), page.Resources, contents)


class _FormWriter(_StreamWriter):
    """A form XObject written as `PDFFormXObject.format` writes it."""


def _form_writer(form: pdfdoc.PDFFormXObject) -> _FormWriter | None:
    """The writer of a form whose box and matrix are bytes (render/preformatted.py) and whose
    resources are shared (render/shared_resources.py), or None for a form of another kind."""
    if form.Annots or form.Contents is not None or type(form.Resources) is not pdfdoc.PDFObjectReference \
            or type(form.BBox) is not bytes or type(form.Matrix) is not bytes \
            or not form.stream or not form.compression:
        return None
    filters = _page_filters(form.compression)
    constant = (("BBox", form.BBox), ("FormType", 1), ("Matrix", form.Matrix)) + _FORM_NAMES + _filter_entry(filters)
    return _FormWriter(tuple(sorted(constant)), form.stream, filters, {"Resources": form.Resources})


_FORM_NAMES = (("Subtype", pdfdoc.PDFName("Form")), ("Type", pdfdoc.PDFName("XObject")))


class _ResourcesWriter(pdfdoc.PDFObject):
    """A resource dictionary (render/shared_resources.py) of fonts, a ProcSet and forms."""

    def __init__(self, procset: tuple[str, ...], references: dict):
        self.constant = (("ProcSet", _array_bytes(procset)),) if procset else ()
        self.references = references

    def format(self, document):
        numbers = document.idToObjectNumberAndVersion
        values = {slot: b"%d %d R" % numbers[reference.name] for slot, reference in self.references.items()}
        return _filled(_template(self.constant, tuple(self.references)), values)


_OTHER_RESOURCES = ("ColorSpace", "ExtGState", "Pattern", "Properties", "Shading")


def _resources_writer(resources: pdfdoc.PDFResourceDictionary) -> _ResourcesWriter | None:
    """The writer of a resource dictionary as `PDFResourceDictionary.format` writes it, when it
    holds the document's fonts, a ProcSet and forms (all references); None for any other."""
    if any(getattr(resources, name) for name in _OTHER_RESOURCES) \
            or type(resources.Font) is not pdfdoc.PDFObjectReference:
        return None
    procset, forms = resources.ProcSet, resources.XObject
    if not isinstance(procset, list) or not all(type(name) is str for name in procset):
        return None
    references = {"Font": resources.Font}
    if type(forms) is pdfdoc.PDFDictionary and type(forms.dict) is dict and forms.dict:
        for name, reference in forms.dict.items():
            if type(reference) is not pdfdoc.PDFObjectReference:
                return None
            references["XObject", name] = reference
    elif forms != {}:
        return None
    return _ResourcesWriter(tuple(procset), references)
