"""Write the kit file and cut each component's own PDF out of it, by copying objects as bytes.

The kit document is one PDF holding every component of the kit (render/pdf.py KitDocument),
saved by reportlab with its streams uncompressed. The kit file is all its pages, and a
component's file its own pages, each with the objects they reach, renumbered; no page is
parsed or drawn again (pdfjoin.py does the reverse: join PDFs into one). Every stream that
arrives without a filter is compressed here (FlateDecode, zlib level 1: nearly the size of
level 6 for a third of the time), once for all the files, and a stream met again in the same
process (an icon, a pattern or a board every language of a game prints) is not compressed
again.

Only the PDF file format is read (ISO 32000-1: a classic cross-reference table, a stream's
/Length and standard filters), never how the writer works inside; a file this reader does not
take is written by pypdf instead (`cut`).
"""

from __future__ import annotations

import base64
import hashlib
import io
import re
import zlib
from typing import Callable

from printkit.pdfjoin import _REF, _STREAM, _kids, _parse, _pdf_text, _write

_FONT_DICT = re.compile(rb"/Font\s+(\d+) 0 R")
_FONT_ENTRY = re.compile(rb"/([^\s/<>\[\]()]+)\s+(\d+) 0 R")
_FONT_USE = re.compile(rb"/([^\s/<>\[\]()]+)\s+[-+\d.]+\s+Tf\b")
_LANG = re.compile(rb"/Lang\s*(\([^)]*\))")
_RIGHT_TO_LEFT = re.compile(rb"/Direction\s*/R2L\b")   # a right-to-left edition (render/pdf.py reading_direction)
_LENGTH = re.compile(rb"/Length\s+(\d+)(?!\s+\d+\s+R)")
_FILTER = re.compile(rb"/Filter\s*\[?\s*((?:/\w+\s*)*)\]?")
LEVEL = 1


class Pages:
    """A kit document (render/pdf.py KitDocument) from which the kit file and the components'
    own files are written.

    `extract` copies a set of pages and only the objects they reach (contents, forms, images,
    colour states, and those of the document's fonts their text uses) as bytes, renumbered from
    1, under a new catalog, page tree and /Info: a valid PDF on its own, the same every time.
    Nothing is parsed but the objects' dictionaries and the content streams the font names are
    read from. Raises ValueError for a PDF it does not read (see the module).
    """

    def __init__(self, data: bytes, compress: Callable[[bytes], bytes] | None = None):
        """`compress`: how a stream that came without a filter is compressed (`compressed`, or
        printkit/stream_store.py's pack of the kit)."""
        self._compress = compress or compressed
        self._part = _parse(data)
        self._id = re.search(rb"/ID\s*\[\s*<([0-9a-fA-F]+)>", data[data.rindex(b"trailer"):])
        catalog = self._part.objects[self._part.root]
        self._tree = int(_REF.search(catalog[catalog.index(b"/Pages"):]).group(1))
        self.pages = _kids(self._part, self._tree)
        lang = _LANG.search(catalog)
        self._lang = b" /Lang " + lang.group(1) if lang else b""
        self._direction = b" /Direction /R2L" if _RIGHT_TO_LEFT.search(catalog) else b""
        self._fonts_of: dict[int, set[bytes]] = {}
        self._font_dicts: dict[int, int | None] = {}   # number -> the font dictionary it names
        self._font_entries: dict[int, list[tuple[bytes, int]]] = {}
        self._heads: dict[int, bytes] = {}
        self._cut: dict[int, list] = {}   # number -> _pieces
        self._streams: dict[int, bytes] = {}   # number -> a stream object's data as written, from `stream` on

    def extract(self, pages: list[int], *, title: str, subject: str = "", author: str = "") -> bytes:
        """A PDF of `pages` (0-based, in this order) with its own /Info and print scaling off.
        A page listed again is written again as a page object of its own whose content,
        resources and fonts are those of its first listing (one copy of each in the file)."""
        kids = [self.pages[p] for p in pages]
        font_dict, reached, used = self._reach(kids)
        fonts = self._used_fonts(font_dict, used) if font_dict else []
        reached |= self._reach_fonts([n for _, n in fonts])
        numbers = {old: new for new, old in enumerate(sorted(reached), start=5)}
        numbers.update({self._tree: 2, font_dict: 4} if font_dict else {self._tree: 2})
        listed, again = self._listed(kids, numbers, 5 + len(reached))
        head = [b"<<%s /Pages 2 0 R /Type /Catalog /ViewerPreferences << /PrintScaling /None%s >> >>"
                % (self._lang, self._direction),
                b"<< /Count %d /Kids [ %s ] /Type /Pages >>" % (len(kids), b" ".join(b"%d 0 R" % n for n in listed)),
                _info(title, subject, author),
                b"<< " + b" ".join(b"/%s %d 0 R" % (name, numbers[n]) for name, n in fonts) + b" >>"]
        body = [self._renumbered(old, numbers) for old in sorted(reached)]
        body += [self._renumbered(kid, numbers) for kid in again]
        if self._id is None:
            return _write(head + body)
        # Named by the kit document's ID (a digest of all of it) and what was cut, rather than by
        # hashing each file's bytes again.
        return _write(head + body, digest=hashlib.md5(self._id.group(1) + repr(pages).encode() + head[2]).hexdigest())

    @staticmethod
    def _listed(kids: list[int], numbers: dict[int, int], first_free: int) -> tuple[list[int], list[int]]:
        """The new number of each page listed, in order, and the pages listed again (each
        repetition a copy of the page object, numbered from `first_free` on)."""
        listed, again, seen = [], [], set()
        for kid in kids:
            if kid in seen:
                listed.append(first_free + len(again))
                again.append(kid)
            else:
                seen.add(kid)
                listed.append(numbers[kid])
        return listed, again

    def _reach(self, kids: list[int]) -> tuple[int | None, set[int], set[bytes]]:
        """The objects the pages reach (but the page tree and the font dictionary), the font
        dictionary's number and the font names their content streams set."""
        font_dict, reached, used = None, set(), set()
        stack = list(kids)
        while stack:
            number = stack.pop()
            if number in reached or number == self._tree:
                continue
            fonts_at = self._font_dict_in(number)
            if fonts_at is not None:
                if font_dict not in (None, fonts_at):
                    raise ValueError("pages with different font dictionaries")
                font_dict = fonts_at
            if number == font_dict:
                continue
            reached.add(number)
            used |= self._fonts_in(number)
            stack.extend(self._refs(number))
        reached.discard(font_dict)
        return font_dict, reached, used

    def _font_dict_in(self, number: int) -> int | None:
        """The font dictionary an object's resources name, found once for all the files."""
        if number not in self._font_dicts:
            found = _FONT_DICT.search(self._head(number))
            self._font_dicts[number] = int(found.group(1)) if found else None
        return self._font_dicts[number]

    def _reach_fonts(self, fonts: list[int]) -> set[int]:
        reached, stack = set(), list(fonts)
        while stack:
            number = stack.pop()
            if number not in reached:
                reached.add(number)
                stack.extend(self._refs(number))
        return reached

    def _head(self, number: int) -> bytes:
        """An object's dictionary (all of it but a stream's data), found once for all the files."""
        head = self._heads.get(number)
        if head is None:
            body = self._part.objects[number]
            stream = _STREAM.search(body)
            head = self._heads[number] = body if stream is None else body[:stream.start() + 2]
        return head

    def _refs(self, number: int) -> list[int]:
        return self._pieces(number)[1::2]

    def _pieces(self, number: int) -> list:
        """The object's dictionary cut at its indirect references, found once for all the files:
        [text, number, text, number, ..., text up to the stream data]. Renumbering then joins the
        pieces, instead of searching the dictionary again in every file that takes the object."""
        pieces = self._cut.get(number)
        if pieces is None:
            split = _REF.split(self._written_head(number))
            pieces = self._cut[number] = [int(p) if i % 2 else p for i, p in enumerate(split)]
        return pieces

    def _renumbered(self, number: int, numbers: dict[int, int]) -> bytes:
        """The object as written: every indirect reference in its dictionary renumbered by
        `numbers`, its stream compressed if it came without a filter."""
        pieces = self._pieces(number)
        try:
            new = [b"%d 0 R" % numbers[p] if i % 2 else p for i, p in enumerate(pieces)]
        except KeyError as missing:
            raise ValueError(f"a reference to object {missing} outside the extracted pages") from None
        if number in self._streams:
            new.append(self._streams[number])
        return b"".join(new)

    def _written_head(self, number: int) -> bytes:
        """The object's dictionary as written; for a stream, the data it is written with is kept
        in `_streams`, compressed when the stream came without a filter."""
        head = self._head(number)
        body = self._part.objects[number]
        if len(head) == len(body):
            return body
        data = _stream_data(head, body)
        head, data = _without_ascii85(head, data)
        if _FILTER.search(head) is None and _LENGTH.search(head) is not None:
            packed = self._compress(data)
            head = _LENGTH.sub(b"/Filter /FlateDecode /Length %d" % len(packed), head, count=1)
            data = packed
        self._streams[number] = b"\nstream\n" + data + b"\nendstream"
        return head

    def _used_fonts(self, font_dict: int, used: set[bytes]) -> list[tuple[bytes, int]]:
        entries = self._font_entries.get(font_dict)
        if entries is None:
            entries = self._font_entries[font_dict] = [
                (name, int(n)) for name, n in _FONT_ENTRY.findall(self._part.objects[font_dict])]
        return [(name, n) for name, n in entries if name in used]

    def _fonts_in(self, number: int) -> set[bytes]:
        """The font resource names a content stream (a page's or a form's) sets with Tf; none for
        an object without a stream or an image."""
        if number not in self._fonts_of:
            body, head = self._part.objects[number], self._head(number)
            if len(head) == len(body) or b"/Subtype /Image" in head:
                self._fonts_of[number] = set()
                return self._fonts_of[number]
            content = _decoded(head, _stream_data(head, body))
            self._fonts_of[number] = set(_FONT_USE.findall(content)) if b"Tf" in content else set()
        return self._fonts_of[number]


def _stream_data(head: bytes, body: bytes) -> bytes:
    """A stream object's data: /Length bytes after `stream` and its end of line (ISO 32000-1
    §7.3.8), or up to `endstream` when the length is not given directly."""
    start = _STREAM.search(body).end()
    length = _LENGTH.search(head)
    if length is not None and body[start + int(length.group(1)):].lstrip(b"\r\n").startswith(b"endstream"):
        return body[start:start + int(length.group(1))]
    return body[start:body.rindex(b"endstream")].rstrip(b"\r\n")


# Stream data -> its compressed bytes, for this process. Bounded: a long-lived process (printkit
# serve) starts again from empty when the kept data reaches the limit.
_PACKED: dict[bytes, bytes] = {}
_PACKED_LIMIT = 16 * 1024 * 1024
_packed_size = [0]


def compressed(data: bytes) -> bytes:
    """`data` compressed (zlib, level `LEVEL`), once per process."""
    packed = _PACKED.get(data)
    if packed is None:
        packed = zlib.compress(data, LEVEL)
        if _packed_size[0] + len(data) + len(packed) > _PACKED_LIMIT:
            _PACKED.clear()
            _packed_size[0] = 0
        _PACKED[data] = packed
        _packed_size[0] += len(data) + len(packed)
    return packed


def _info(title: str, subject: str, author: str) -> bytes:
    fields = [(b"Author", author), (b"Subject", subject), (b"Title", title)]
    text = b"".join(b" /%s %s" % (key, _pdf_text(value)) for key, value in fields if value)
    return b"<<" + text + b" /Creator (printkit) /Producer (printkit) >>"


# A stream filter's name -> how to undo it: the two a PDF writer compresses content streams with.
_DECODERS = {
    b"/FlateDecode": zlib.decompress,
    b"/ASCII85Decode": lambda data: base64.a85decode(data.strip(), adobe=True),
}


def _without_ascii85(head: bytes, data: bytes) -> tuple[bytes, bytes]:
    """A stream whose first filter is ASCII85 (reportlab wraps every image in it; there is no
    setting per document) written as its binary data: a quarter smaller, and a JPEG is then its
    own bytes under /DCTDecode."""
    filters = _FILTER.search(head)
    names = filters.group(1).split() if filters else []
    if not names or names[0] != b"/ASCII85Decode" or _LENGTH.search(head) is None:
        return head, data
    data = _DECODERS[b"/ASCII85Decode"](data)
    rest = names[1:]
    kept = (b"/Filter [" + b" ".join(rest) + b"]") if len(rest) > 1 else (b"/Filter " + rest[0]) if rest else b""
    head = head[:filters.start()] + kept + head[filters.end():]
    return _LENGTH.sub(b"/Length %d" % len(data), head, count=1), data


def _decoded(head: bytes, data: bytes) -> bytes:
    """A stream's data with its filters (named in its dictionary `head`) undone, first to last;
    ValueError for a filter other than FlateDecode and ASCII85Decode."""
    filters = _FILTER.search(head)
    for name in filters.group(1).split() if filters else []:
        decode = _DECODERS.get(name)
        if decode is None:
            raise ValueError(f"a content stream with the filter {name.decode()}")
        data = decode(data)
    return data


def cut(data: bytes, parts: list[tuple[list[int], dict[str, str]]],
        compress: Callable[[bytes], bytes] | None = None) -> list[bytes]:
    """Each of `parts` (pages, 0-based, and the title, subject and author of its file) cut out of
    the PDF `data`: by `Pages` (streams compressed by `compress`), or by pypdf for a file `Pages`
    does not read."""
    try:
        pages = Pages(data, compress)
        return [pages.extract(numbers, **info) for numbers, info in parts]
    except ValueError:
        return [_cut_by_pypdf(data, numbers, **info) for numbers, info in parts]


def _cut_by_pypdf(data: bytes, numbers: list[int], *, title: str, subject: str = "", author: str = "") -> bytes:
    from pypdf import PdfReader, PdfWriter   # only for a file Pages does not read: keep it off start-up
    from pypdf.generic import NameObject
    reader = PdfReader(io.BytesIO(data))
    writer = PdfWriter()
    for number in numbers:
        writer.add_page(reader.pages[number])
    for page in writer.pages:
        page.compress_content_streams()
    info = {"/Title": title, "/Creator": "printkit", "/Producer": "printkit"}
    info.update({key: value for key, value in (("/Subject", subject), ("/Author", author)) if value})
    writer.add_metadata(info)
    writer.create_viewer_preferences()
    writer.viewer_preferences.print_scaling = NameObject("/None")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
