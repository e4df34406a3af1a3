"""Reading a PO file's messages quickly, as Babel's `read_po` reads them (a leaf: no printkit imports).

A first build reads every catalog and template in the parent process, before the workers start
(`build --all` asks each language whether it is complete). Babel's reader keeps every comment,
location and flag of every entry; this reads only what printkit uses (context, msgid, msgstr,
the fuzzy flag, the header's plural rule) in one pass over the lines, which is a few times
faster.

It reads the well-formed file a PO editor or `printkit i18n update` writes, where every keyword
comes in its order (comments, msgctxt, msgid, msgid_plural, msgstr or msgstr[0..n-1]). Anything
else (a keyword out of place, a missing msgstr, a repeated entry, a charset other than UTF-8,
a header after the first entry) is handed to Babel's reader itself, so that a file Babel reads
with a warning or a quirk gives exactly what Babel gives, warnings and errors included.
tests/i18n/test_po_reader.py compares the two on every shipped file and on generated ones.

Entries in the exact form Babel's write_po gives them (what `printkit i18n update` writes) are
matched whole by one regular expression (`_ENTRY`), until the first entry that is not (an
obsolete one, a stray space): the lines from there on go through the line loop. A regular
expression over a whole entry costs less than the loop's per-line work, and reads it the same.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

_ESCAPE = re.compile(r'\\([\\trn"])')   # babel.messages.pofile.unescape's escapes
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}
_ASCII_SPACE = " \t\n\r\x0b\x0c"   # what bytes.strip() removes: Babel strips each line before decoding it


@dataclass(frozen=True)
class Message:
    """One entry, as Babel's Message has it: a plural entry's id and string are tuples."""
    context: str | None
    id: str | tuple[str, ...]
    string: str | tuple[str, ...]
    fuzzy: bool


@dataclass(frozen=True)
class Messages:
    plural_expr: str                  # the header's plural rule, as Babel's Catalog.plural_expr
    messages: tuple[Message, ...]     # in file order; neither the header nor obsolete entries


def read_messages(source: bytes, domain: str | None = None) -> Messages:
    """The messages of a PO or POT file's bytes, the same as through Babel's `read_po`."""
    try:
        return _Reader(domain).read(source)
    except _Unusual:
        return _with_babel(source, domain)


def _with_babel(source: bytes, domain: str | None) -> Messages:
    from babel.messages.pofile import read_po
    catalog = read_po(io.BytesIO(source), locale=None, domain=domain)
    messages = tuple(Message(m.context, m.id if isinstance(m.id, str) else tuple(m.id),
                             m.string if isinstance(m.string, str) else tuple(m.string), m.fuzzy)
                     for m in catalog if m.id)
    return Messages(catalog.plural_expr, messages)


class _Unusual(Exception):
    """The file is not in the plain form this reader follows: Babel reads it."""


def _unescape(token: str) -> str:
    """A quoted PO string's text (babel.messages.pofile.unescape)."""
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise _Unusual
    text = token[1:-1]
    return _ESCAPE.sub(lambda match: _ESCAPED[match.group(1)], text) if "\\" in text else text


# The keyword order of a plain entry: what may follow each (None: the start of an entry).
_FOLLOWS = {None: ("msgctxt", "msgid"), "msgctxt": ("msgid",), "msgid": ("msgid_plural", "msgstr"),
            "msgid_plural": ("msgstr[0]",)}


_STRING = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'   # one quoted line: no raw quote, every backslash escapes the next character
_STRINGS = rf"{_STRING}(?:\n{_STRING})*"      # a string over one or more lines
# A whole entry as write_po writes it: comment lines, msgctxt, msgid, then msgstr or msgid_plural
# and msgstr[n] lines, then blank lines. Groups: comments, context, id, plural id, forms, string.
_ENTRY = re.compile(rf"((?:#[^\n]*\n)*)(?:msgctxt ({_STRINGS})\n)?msgid ({_STRINGS})\n"
                    rf"(?:msgid_plural ({_STRINGS})\n((?:msgstr\[\d\] {_STRINGS}(?:\n|\Z))+)"
                    rf"|msgstr ({_STRINGS})(?:\n|\Z))\n*")
_FORM = re.compile(rf"msgstr\[(\d)\] ({_STRINGS})")


def _joined(strings: str) -> str:
    """The text of a string matched by `_STRINGS`: its lines joined, escapes replaced (as
    `_unescape` does line by line: an escape never spans two lines)."""
    text = strings[1:-1].replace('"\n"', "")
    return _ESCAPE.sub(lambda match: _ESCAPED[match.group(1)], text) if "\\" in text else text


class _Reader:
    """The entries in write_po's exact form matched whole, then one pass over the remaining
    lines, where an entry is collected, then finished at the next entry's start."""

    def __init__(self, domain: str | None) -> None:
        self.num_plurals, self.plural_expr = 2, "(n != 1)"   # Babel's Catalog without a header
        self.messages: list[Message] = []
        self.keys: set = set()

    def read(self, source: bytes) -> Messages:
        try:
            text = source.decode("utf-8")
        except UnicodeDecodeError:
            raise _Unusual from None
        plain = 0 if "\u2068" in text or "\u2069" in text else self._plain_entries(text)
        return self.read_lines(text[plain:])

    def _plain_entries(self, text: str) -> int:
        """Add the entries matched whole from the start; returns where the first other one starts."""
        position, end = 0, len(text)
        while position < end:
            entry = _ENTRY.match(text, position)
            if entry is None:
                break
            comments, context, msgid, plural, forms, string = entry.groups()
            if "#~" in comments:
                break   # obsolete lines: the line loop checks them as Babel does
            flags = [flag.strip() for line in comments.split("\n") if line[:2] == "#,"
                     for flag in line[2:].lstrip().split(",")] if "#," in comments else []
            context = None if context is None else _joined(context)
            if plural is None:
                self._add(context, _joined(msgid), _joined(string), "fuzzy" in flags, False)
            else:
                found = _FORM.findall(forms)
                if [int(index) for index, _ in found] != list(range(len(found))):
                    break
                self._add(context, (_joined(msgid), _joined(plural)), tuple(_joined(form) for _, form in found),
                          "fuzzy" in flags, False)
            position = entry.end()
        return position

    def read_lines(self, text: str) -> Messages:
        """The line loop, over text that starts at an entry's first line (or is the whole file)."""
        parts: list[tuple[str, list[str]]] = []   # the entry's (keyword, pieces of its string)
        flags: list[str] = []
        obsolete = False
        for raw in text.split("\n"):
            line = raw.strip(_ASCII_SPACE)
            if not line:
                continue
            marked = line[:2] == "#~"   # an obsolete entry's line
            if marked:
                line = line[2:].lstrip()
                if not line:
                    raise _Unusual   # an empty obsolete line: Babel versions differ on it
            elif line[0] == "#":
                if parts:
                    self._finish(parts, flags, obsolete)
                    parts, flags = [], []
                if line[:2] == "#,":
                    flags.extend(flag.strip() for flag in line[2:].lstrip().split(","))
                elif line[:2] == "#:" and ("\u2068" in line or "\u2069" in line):
                    raise _Unusual   # isolated file names: Babel checks them (and may warn)
                continue
            if line[0] == '"':
                if not parts or marked is not obsolete:
                    raise _Unusual
                parts[-1][1].append(line.strip())
                continue
            keyword, _, value = line.partition(" ")
            last = parts[-1][0] if parts else None
            if last is not None and last.startswith("msgstr") and keyword in ("msgctxt", "msgid"):
                self._finish(parts, flags, obsolete)
                parts, flags, last = [], [], None
            if last is None:
                obsolete = marked
            elif marked is not obsolete:
                raise _Unusual   # an entry partly obsolete
            if keyword not in _FOLLOWS.get(last, ()) and not _next_form(last, keyword):
                raise _Unusual
            parts.append((keyword, [value.strip()]))
        if parts:
            self._finish(parts, flags, obsolete)
        return Messages(self.plural_expr, tuple(self.messages))

    def _finish(self, parts, flags: list[str], obsolete: bool) -> None:
        if not parts[-1][0].startswith("msgstr"):
            raise _Unusual   # a msgid without msgstr: Babel warns and adds it
        texts = {name: "".join(_unescape(piece) for piece in pieces) for name, pieces in parts}
        context = texts.get("msgctxt")
        if "msgid_plural" in texts:
            forms = tuple(texts[f"msgstr[{n}]"] for n in range(len(parts) - len(texts.keys() & {"msgctxt", "msgid", "msgid_plural"})))
            self._add(context, (texts["msgid"], texts["msgid_plural"]), forms, "fuzzy" in flags, obsolete)
        else:
            self._add(context, texts["msgid"], texts["msgstr"], "fuzzy" in flags, obsolete)

    def _add(self, context: str | None, msgid, string, fuzzy: bool, obsolete: bool) -> None:
        if isinstance(string, tuple) and len(string) != self.num_plurals:
            raise _Unusual   # Babel pads or drops forms (with a warning)
        if obsolete:
            return
        key = (msgid[0] if isinstance(msgid, tuple) else msgid, context)
        if key in self.keys or (isinstance(msgid, tuple) and not msgid[0]):
            raise _Unusual   # Babel merges repeated entries its own way
        self.keys.add(key)
        if msgid == "":
            self._header(context, string, fuzzy)
            return
        self.messages.append(Message(context, msgid, string, fuzzy))

    def _header(self, context: str | None, string: str, fuzzy: bool) -> None:
        """The plural rule and the charset, from a header in the plain form printkit and PO
        editors write (`Name: value` lines); any other header is Babel's to read."""
        if context is not None or self.messages:
            raise _Unusual
        fields: dict[str, str] = {}
        for line in string.split("\n"):
            name, colon, value = line.partition(": ")
            if not line:
                continue
            if not colon or not _FIELD_NAME.fullmatch(name) or name.lower() in fields:
                raise _Unusual
            fields[name.lower()] = value
        if fields.get("content-type", _UTF8).lower() != _UTF8:
            raise _Unusual
        if "plural-forms" in fields:
            rule = _PLURAL_FORMS.fullmatch(fields["plural-forms"])
            if rule is None:
                raise _Unusual
            self.num_plurals, self.plural_expr = int(rule.group(1)), rule.group(2)
        elif fields.get("language"):
            raise _Unusual   # Babel finds the language's own plural rule


_FIELD_NAME = re.compile(r"[A-Za-z][A-Za-z-]*")
_UTF8 = "text/plain; charset=utf-8"
_PLURAL_FORMS = re.compile(r"nplurals=([1-9]); plural=([^;\"\\]+);")   # as Babel's Catalog reads it


def _next_form(last: str | None, keyword: str) -> bool:
    """msgstr[n + 1] after msgstr[n]."""
    if last is None or not last.startswith("msgstr[") or not keyword.startswith("msgstr["):
        return False
    return keyword == f"msgstr[{int(last[7:-1]) + 1}]"
