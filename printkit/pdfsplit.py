"""Cut a component's own PDF out of the kit file (issue 15), by copying objects as bytes.

The kit file is one reportlab document holding every component of the kit (render/pdf.py
KitDocument). A component's file is its pages and the objects they reach, renumbered; no page
is parsed or drawn again (pdfjoin.py does the reverse: join PDFs into one).
"""

from __future__ import annotations

import hashlib
import re
import zlib

from printkit.pdfjoin import _REF, _STREAM, _kids, _parse, _pdf_text, _write

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
        self._font_dicts: dict[int, int | None] = {}   # number -> the font dictionary it names
        self._font_entries: dict[int, list[tuple[bytes, int]]] = {}
        self._heads: dict[int, bytes] = {}
        self._cut: dict[int, list] = {}   # number -> _pieces

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
        pieces, instead of searching the dictionary again in every file that takes the object (a
        font's /Widths array went through the search once per component file)."""
        pieces = self._cut.get(number)
        if pieces is None:
            split = _REF.split(self._head(number))
            pieces = self._cut[number] = [int(p) if i % 2 else p for i, p in enumerate(split)]
        return pieces

    def _renumbered(self, number: int, numbers: dict[int, int]) -> bytes:
        """The object with every indirect reference in its dictionary renumbered by `numbers`."""
        pieces = self._pieces(number)
        if len(pieces) == 1:
            return self._part.objects[number]
        try:
            new = [b"%d 0 R" % numbers[p] if i % 2 else p for i, p in enumerate(pieces)]
        except KeyError as missing:
            raise ValueError(f"a reference to object {missing} outside the extracted pages") from None
        body = self._part.objects[number]
        return b"".join(new) + body[len(self._head(number)):]

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
