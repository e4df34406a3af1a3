"""Join the PDFs reportlab wrote for a kit's components into one, fast, without parsing pages.

The combined kit PDF is the components in print order. pypdf takes a tenth of a whole build to
do this (it parses and rewrites every object); here objects are copied as bytes and only their
numbers change. Every page hangs from one new page tree (in any order), keeping
its own boxes and resources. Input must be classic-xref PDFs as reportlab writes them (no object
streams); anything else raises ValueError, and build.py falls back to pypdf.
"""

from __future__ import annotations

import hashlib
import re
import zlib
from dataclasses import dataclass

_REF = re.compile(rb"(\d+) 0 R\b")
_STREAM = re.compile(rb">>\s*stream\r?\n")


@dataclass(frozen=True)
class _Part:
    objects: dict[int, bytes]   # number -> body (between "N 0 obj" and "endobj")
    root: int
    info: int | None


def _trailer_ref(trailer: bytes, key: bytes) -> int | None:
    found = re.search(rb"/" + key + rb"\s+(\d+) 0 R", trailer)
    return int(found.group(1)) if found else None


def _parse(data: bytes) -> _Part:
    start = data.rindex(b"startxref")
    xref_at = int(data[start + 9:].split()[0])
    if data[xref_at:xref_at + 4] != b"xref":
        raise ValueError("not a classic cross-reference table")
    lines = data[xref_at:start].split(b"\n")
    first, count = (int(v) for v in lines[1].split())
    if first != 0:
        raise ValueError("cross-reference table in several sections")
    offsets = {}
    for number, line in enumerate(lines[2:2 + count]):
        fields = line.split()
        if len(fields) >= 3 and fields[2] == b"n":
            offsets[number] = int(fields[0])
    objects = {}
    for number, offset in offsets.items():
        head = data.index(b"obj", offset) + 3
        end = data.index(b"endobj", _body_end_hint(data, head))
        objects[number] = data[head:end].strip(b"\r\n ")
    trailer = data[data.index(b"trailer", xref_at):start]
    root = _trailer_ref(trailer, b"Root")
    if root is None:
        raise ValueError("no /Root in the trailer")
    return _Part(objects, root, _trailer_ref(trailer, b"Info"))


def _body_end_hint(data: bytes, head: int) -> int:
    """Where to look for `endobj`: after the stream's data when the object has a stream."""
    after = data.find(b"endobj", head)
    stream = _STREAM.search(data, head, after if after > 0 else len(data))
    if stream is None:
        return head
    return data.index(b"endstream", stream.end())


def _renumber(body: bytes, shift: int) -> bytes:
    """Add `shift` to every indirect reference in the object's dictionary (not in stream data)."""
    def move(match: re.Match) -> bytes:
        return b"%d 0 R" % (int(match.group(1)) + shift)
    stream = _STREAM.search(body)
    if stream is None:
        return _REF.sub(move, body)
    return _REF.sub(move, body[:stream.start()]) + body[stream.start():]


def _pdf_text(text: str) -> bytes:
    """A PDF text string: UTF-16BE hex, so any title prints right."""
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode() + b">"


def join_pdfs(parts: list[bytes], *, title: str, order: list[tuple[int, int]] | None = None) -> bytes:
    """One PDF with the pages of `parts`, print scaling off, deterministic bytes.

    `order`: (part, page) pairs, 0-based, in the order the pages go (default: every page of
    every part in turn); a page may be used once. The parts' page trees are dropped and every
    page hangs directly from one new page tree, so pages of different parts can interleave
    (the blank backs of a double-sided kit file, layout/duplex.py).
    """
    out_objects: list[bytes] = []
    part_pages: list[list[int]] = []
    # Object 1: catalog, 2: root of the page tree, 3: info; parts follow.
    shift = 3
    for data in parts:
        part = _parse(data)
        catalog = part.objects[part.root]
        pages = int(_REF.search(catalog[catalog.index(b"/Pages"):]).group(1))
        kids = _kids(part, pages)
        top = max(part.objects)
        listed = set(kids)
        for number in range(1, top + 1):
            body = part.objects.get(number)
            if body is None or number in (part.root, part.info, pages):
                out_objects.append(b"null")   # keep numbering dense; dropped catalogs, infos, page trees
                continue
            body = _renumber(body, shift)
            if number in listed:
                body = _PARENT.sub(b"/Parent 2 0 R", body, count=1)
            out_objects.append(body)
        part_pages.append([kid + shift for kid in kids])
        shift += top
    if order is None:
        order = [(p, i) for p, numbers in enumerate(part_pages) for i in range(len(numbers))]
    refs = [part_pages[p][i] for p, i in order]
    if len(set(refs)) != len(refs):
        raise ValueError("a page cannot appear twice in one page tree")
    kids_ref = b" ".join(b"%d 0 R" % n for n in refs)
    head = [b"<< /Pages 2 0 R /Type /Catalog /ViewerPreferences << /PrintScaling /None >> >>",
            b"<< /Count %d /Kids [ %s ] /Type /Pages >>" % (len(refs), kids_ref),
            b"<< /Creator (printkit) /Producer (printkit) /Title " + _pdf_text(title) + b" >>"]
    return _write(head + out_objects)


_PARENT = re.compile(rb"/Parent\s+\d+ 0 R")
_PAGE = re.compile(rb"/Type\s*/Page\b")


def _kids(part: _Part, pages: int) -> list[int]:
    """The page objects of a part whose page tree is one flat list of pages (as reportlab writes)."""
    node = part.objects[pages]
    kids = [int(n) for n in _REF.findall(node[node.index(b"/Kids"):node.index(b"]", node.index(b"/Kids"))])]
    count = int(re.search(rb"/Count\s+(\d+)", node).group(1))
    if len(kids) != count or not all(_PAGE.search(part.objects.get(k, b"")) for k in kids):
        raise ValueError("page tree is not one flat list of pages")
    return kids


def page_sizes(data: bytes) -> list[tuple[float, float]]:
    """(width, height) in points of every page of a PDF pdfjoin can join, in page order."""
    part = _parse(data)
    catalog = part.objects[part.root]
    pages = int(_REF.search(catalog[catalog.index(b"/Pages"):]).group(1))
    sizes = []
    for kid in _kids(part, pages):
        box = _MEDIABOX.search(part.objects[kid])
        if box is None:
            raise ValueError("a page without its own /MediaBox")
        x0, y0, x1, y1 = (float(v) for v in box.groups())
        sizes.append((x1 - x0, y1 - y0))
    return sizes


_NUMBER = rb"\s*(-?[\d.]+)"
_MEDIABOX = re.compile(rb"/MediaBox\s*\[" + _NUMBER * 4)


def _write(objects: list[bytes], digest: str | None = None) -> bytes:
    chunks = [b"%PDF-1.4\n%\x93\x8c\x8b\x9e printkit\n"]
    size = len(chunks[0])
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(size)
        chunk = b"%d 0 obj\n" % number + body + b"\nendobj\n"
        chunks.append(chunk)
        size += len(chunk)
    digest = (digest or hashlib.md5(b"".join(chunks)).hexdigest()).encode()
    xref = [b"xref\n0 %d\n" % (len(objects) + 1), b"0000000000 65535 f \n"]
    xref += [b"%010d 00000 n \n" % offset for offset in offsets]
    trailer = (b"trailer\n<< /ID [<%s><%s>] /Info 3 0 R /Root 1 0 R /Size %d >>\nstartxref\n%d\n%%%%EOF\n"
               % (digest, digest, len(objects) + 1, size))
    return b"".join(chunks + xref + [trailer])


_FONT_DICT = re.compile(rb"/Font\s+(\d+) 0 R")
_FONT_ENTRY = re.compile(rb"/([^\s/<>\[\]()]+)\s+(\d+) 0 R")
_FONT_USE = re.compile(rb"/([^\s/<>\[\]()]+)\s+[-+\d.]+\s+Tf\b")
_LANG = re.compile(rb"/Lang\s*(\([^)]*\))")


class Pages:
    """A kit document (render/pdf.py KitDocument) from which the components' own files are cut.

    `extract` copies a set of pages and only the objects they reach (contents, forms, images,
    colour states, and those of the document's fonts their text uses) as bytes, renumbered from
    1, under a new catalog, page tree and /Info: a valid PDF on its own, the same every time.
    Nothing is parsed but the objects' dictionaries and the content streams the font names are
    read from (decompressed once per stream for all the files). Raises ValueError for PDFs not
    written the way reportlab writes them.
    """

    def __init__(self, data: bytes, stream_fonts: dict[bytes, frozenset[bytes]] | None = None):
        """`stream_fonts`: the font names each compressed stream's text sets, when the writer
        knows them (render/pdf.py KitDocument.stream_fonts); other streams are decompressed."""
        self._part = _parse(data)
        self._stream_fonts = stream_fonts or {}
        self._id = re.search(rb"/ID\s*\[\s*<([0-9a-fA-F]+)>", data[data.rindex(b"trailer"):])
        catalog = self._part.objects[self._part.root]
        self._tree = int(_REF.search(catalog[catalog.index(b"/Pages"):]).group(1))
        self.pages = _kids(self._part, self._tree)
        lang = _LANG.search(catalog)
        self._lang = b" /Lang " + lang.group(1) if lang else b""
        self._fonts_of: dict[int, set[bytes]] = {}
        self._heads: dict[int, bytes] = {}
        self._ref_lists: dict[int, list[int]] = {}

    def extract(self, pages: list[int], *, title: str, subject: str = "", author: str = "") -> bytes:
        """A PDF of `pages` (0-based, in this order) with its own /Info and print scaling off."""
        kids = [self.pages[p] for p in pages]
        font_dict, reached, used = self._reach(kids)
        fonts = self._used_fonts(font_dict, used) if font_dict else []
        reached |= self._reach_fonts([n for _, n in fonts])
        numbers = {old: new for new, old in enumerate(sorted(reached), start=5)}
        numbers.update({self._tree: 2, font_dict: 4} if font_dict else {self._tree: 2})
        head = [b"<<%s /Pages 2 0 R /Type /Catalog /ViewerPreferences << /PrintScaling /None >> >>" % self._lang,
                b"<< /Count %d /Kids [ %s ] /Type /Pages >>" % (len(kids), b" ".join(b"%d 0 R" % numbers[k] for k in kids)),
                _info(title, subject, author),
                b"<< " + b" ".join(b"/%s %d 0 R" % (name, numbers[n]) for name, n in fonts) + b" >>"]
        body = [self._renumbered(old, numbers) for old in sorted(reached)]
        if self._id is None:
            return _write(head + body)
        # Named by the kit file's ID (a digest of all of it) and what was cut: hashing every
        # file's bytes again cost 8 ms in `build --all`.
        return _write(head + body, digest=hashlib.md5(self._id.group(1) + repr(pages).encode() + head[2]).hexdigest())

    def _reach(self, kids: list[int]) -> tuple[int | None, set[int], set[bytes]]:
        """The objects the pages reach (but the page tree and the font dictionary), the font
        dictionary's number and the font names their content streams set."""
        font_dict, reached, used = None, set(), set()
        stack = list(kids)
        while stack:
            number = stack.pop()
            if number in reached or number == self._tree:
                continue
            body = self._part.objects[number]
            head = self._head(number)
            found = _FONT_DICT.search(head)
            if found:
                if font_dict not in (None, int(found.group(1))):
                    raise ValueError("pages with different font dictionaries")
                font_dict = int(found.group(1))
            if number == font_dict:
                continue
            reached.add(number)
            if len(head) != len(body) and b"/Subtype /Image" not in head:
                used |= self._fonts_in(number, head, body)
            stack.extend(self._refs(number))
        reached.discard(font_dict)
        return font_dict, reached, used

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
        refs = self._ref_lists.get(number)
        if refs is None:
            refs = self._ref_lists[number] = [int(n) for n in _REF.findall(self._head(number))]
        return refs

    def _renumbered(self, number: int, numbers: dict[int, int]) -> bytes:
        """The object with every indirect reference in its dictionary renumbered by `numbers`."""
        body, head = self._part.objects[number], self._head(number)
        if not self._refs(number):
            return body
        try:
            new_head = _REF.sub(lambda m: b"%d 0 R" % numbers[int(m.group(1))], head)
        except KeyError as missing:
            raise ValueError(f"a reference to object {missing} outside the extracted pages") from None
        return new_head + body[len(head):]

    def _used_fonts(self, font_dict: int, used: set[bytes]) -> list[tuple[bytes, int]]:
        entries = [(name, int(n)) for name, n in _FONT_ENTRY.findall(self._part.objects[font_dict])]
        return [(name, n) for name, n in entries if name in used]

    def _fonts_in(self, number: int, head: bytes, body: bytes) -> set[bytes]:
        """The font resource names a content stream (a page's or a form's) sets with Tf."""
        if number not in self._fonts_of:
            data = body[_STREAM.search(body).end():body.rindex(b"endstream")]
            known = self._stream_fonts.get(data)
            if known is not None:
                self._fonts_of[number] = set(known)
                return self._fonts_of[number]
            filters = re.search(rb"/Filter\s*\[?\s*((?:/\w+\s*)*)\]?", head)
            names = filters.group(1).split() if filters else []
            if names == [b"/FlateDecode"]:
                data = zlib.decompress(data)
            elif names:
                raise ValueError("a content stream with filters other than FlateDecode")
            self._fonts_of[number] = set(_FONT_USE.findall(data))
        return self._fonts_of[number]


def _info(title: str, subject: str, author: str) -> bytes:
    fields = [(b"Author", author), (b"Subject", subject), (b"Title", title)]
    text = b"".join(b" /%s %s" % (key, _pdf_text(value)) for key, value in fields if value)
    return b"<<" + text + b" /Creator (printkit) /Producer (printkit) >>"
