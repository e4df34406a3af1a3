"""Join the PDFs of a kit's components into one, fast, without parsing pages.

The combined kit PDF is the components in print order. pypdf would parse and rewrite every
object; here objects are copied as bytes and only their numbers change. Every page hangs from
one new page tree (in any order), keeping its own boxes and resources. Input must be PDFs with
one classic cross-reference table (no object streams), as reportlab writes them; anything else
raises ValueError, and kit_pdf.py falls back to pypdf.
"""

from __future__ import annotations

import hashlib
import re
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
    if first != 0 or len(lines) <= 2 + count or not lines[2 + count].startswith(b"trailer"):
        raise ValueError("cross-reference table in several sections")
    offsets = {}
    for number, line in enumerate(lines[2:2 + count]):
        fields = line.split()
        if len(fields) >= 3 and fields[2] == b"n":
            offsets[number] = int(fields[0])
    # Each object ends with the last `endobj` before the next object (or the table) begins:
    # searched backwards from there, never through a stream's data.
    order = sorted(offsets.items(), key=lambda item: item[1])
    limits = [offset for _, offset in order[1:]] + [xref_at]
    objects = {}
    for (number, offset), limit in zip(order, limits):
        head = data.index(b"obj", offset, limit) + 3
        end = data.rindex(b"endobj", head, limit)
        objects[number] = data[head:end].strip(b"\r\n ")
    trailer = data[data.index(b"trailer", xref_at):start]
    root = _trailer_ref(trailer, b"Root")
    if root is None:
        raise ValueError("no /Root in the trailer")
    return _Part(objects, root, _trailer_ref(trailer, b"Info"))


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
    direction = b""
    for data in parts:
        part = _parse(data)
        catalog = part.objects[part.root]
        if _RIGHT_TO_LEFT.search(catalog):
            direction = b" /Direction /R2L"   # a right-to-left edition's parts (render/pdf.py reading_direction)
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
    head = [b"<< /Pages 2 0 R /Type /Catalog /ViewerPreferences << /PrintScaling /None%s >> >>" % direction,
            b"<< /Count %d /Kids [ %s ] /Type /Pages >>" % (len(refs), kids_ref),
            b"<< /Creator (printkit) /Producer (printkit) /Title " + _pdf_text(title) + b" >>"]
    return _write(head + out_objects)


_PARENT = re.compile(rb"/Parent\s+\d+ 0 R")
_RIGHT_TO_LEFT = re.compile(rb"/Direction\s*/R2L\b")
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
