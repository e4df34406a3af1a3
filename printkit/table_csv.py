"""A deck's CSV table read strictly: what a spreadsheet's "CSV UTF-8" export writes, and nothing
that would silently change the cards.

Python's csv module is lenient where a designer's mistake must stop the build: an unclosed quote
swallows the rows after it into one text (the cards of those rows disappear), and a quote inside
a text that does not start with one is kept or dropped without a word. So the table is split
here, by RFC 4180's rules, and every departure from them is an error naming the line:

- a text holding a comma, a quote or a line break is written in double quotes, and a quote inside
  it is written twice (`"A ""freezing"" night"`); spaces may stand before the opening quote and
  after the closing one;
- a quote inside a text that does not start with one, text after a closing quote, and a quote
  that never closes are refused, the last naming the line where the quoted text starts;
- lines that are blank, or whose first character is `#`, between records are skipped;
- the file is UTF-8, with or without Excel's byte-order mark; another encoding, a spreadsheet
  file saved under a .csv name or a table separated by semicolons is named in one line.

Pure: text in, records or a `TableProblem` out.
"""

from __future__ import annotations

import csv
import re
from typing import NamedTuple

FIX = "a text with a comma or a quote goes in double quotes; a quote inside is written twice"
BOM = b"\xef\xbb\xbf"
_SIGNATURES = ((b"PK\x03\x04", "a spreadsheet file (.xlsx or .ods)"),
               (b"\xd0\xcf\x11\xe0", "an Excel 97-2003 file (.xls)"),
               (b"\xff\xfe", "UTF-16 text"), (b"\xfe\xff", "UTF-16 text"))
_QUOTED = re.compile(r'[ \t]*"((?:[^"]++|"")*+)"[ \t]*')
_UNQUOTED = re.compile(r'[^,\r\n]*')
_LINE_END = re.compile(r"\r\n|\r|\n")
_SKIPPED_LINE = re.compile(r"[ \t]*(?:#[^\r\n]*)?(?:\r\n|\r|\n|$)")
_OPENING = re.compile(r'[ \t]*"')


class TableProblem(ValueError):
    """A table that cannot be read as written: the line it names (None: the whole file), the
    cell's position in its row (None: the row) and what is wrong."""

    def __init__(self, line: int | None, message: str, cell: int | None = None):
        super().__init__(message)
        self.line, self.cell, self.message = line, cell, message


class Cell(NamedTuple):
    text: str
    line: int          # the line the cell starts on
    quoted_to: int     # a quoted cell: the line its closing quote is on (else its own line)


class Row(NamedTuple):
    """One record of the table: the line it starts on and its cells."""

    line: int
    cells: tuple[Cell, ...]


def decode(data: bytes, *, suffix: str) -> str:
    """The file's text: UTF-8, Excel's byte-order mark dropped. A spreadsheet file, UTF-16 or
    text in another encoding raises TableProblem (one line: what it is, what is expected)."""
    for signature, what in _SIGNATURES:
        if data.startswith(signature):
            raise TableProblem(None, f"this is {what}, not CSV text; expected UTF-8 CSV "
                                     f"(\"CSV UTF-8\" in a spreadsheet's Save as), or name the "
                                     f"spreadsheet itself as the table's file (.xlsx or .ods)")
    text = data[len(BOM):] if data.startswith(BOM) else data
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = text[:exc.start].count(b"\n") + 1
        raise TableProblem(line, f"byte 0x{text[exc.start]:02X} is not UTF-8: the file is in another encoding "
                                 f"(Latin-1 or Windows-1252?); expected UTF-8 (\"CSV UTF-8\" in a "
                                 f"spreadsheet's Save as)") from None


def rows(text: str, *, limit: int | None = None) -> list[Row]:
    """Every record of a CSV text (the first `limit` ones), with the line each record and cell starts on."""
    found, pos, line, end = [], 0, 1, len(text)
    lines: list[str] | None = None
    while pos < end and (limit is None or len(found) < limit):
        skipped = _SKIPPED_LINE.match(text, pos)
        if skipped:   # a blank line or a comment
            pos, line = skipped.end(), line + 1
            continue
        row, pos, line = _record(text, pos, line)
        if found and any(c.quoted_to > c.line for c in row.cells):
            lines = lines if lines is not None else _LINE_END.split(text)
            _check_swallowed(row, len(found[0].cells), lines)
        found.append(row)
    return found


def _check_swallowed(row: Row, width: int, lines: list[str]) -> None:
    """A quoted text may hold line breaks, but not run over a line that reads as a row of the
    table on its own (as many cells as the header): a quote left open on one row and closed by
    a quote on a later one would take in the rows between, with the right number of cells, and
    their cards would be lost without a word. (The line's cells are counted by the csv module,
    whose leniency is what is wanted here: a rough reading of one line.)"""
    for index, cell in enumerate(row.cells):
        for number in range(cell.line + 1, cell.quoted_to + 1):
            physical = lines[number - 1]
            if width > 1 and len(next(csv.reader([physical]), [])) >= width:
                raise TableProblem(cell.line, f"the double quote that opens this text takes in line {number}, which "
                                              f"looks like a row of the table ({_short(physical)!r}): close the quote "
                                              f"on the line it opens; {FIX}", index)


def _record(text: str, pos: int, line: int) -> tuple[Row, int, int]:
    """One record from `pos` (the start of a line): its row, and where and on which line the next starts."""
    start, cells = line, []
    while True:
        cell, pos, line = _cell(text, pos, line, len(cells))
        cells.append(cell)
        if pos < len(text) and text[pos] == ",":
            pos += 1
            continue
        ending = _LINE_END.match(text, pos)
        if ending:
            return Row(start, tuple(cells)), ending.end(), line + 1
        return Row(start, tuple(cells)), pos, line   # the end of the text


def _cell(text: str, pos: int, line: int, index: int) -> tuple[Cell, int, int]:
    quoted = _QUOTED.match(text, pos)
    if quoted:
        inner = quoted.group(1)
        closing = line + len(_LINE_END.findall(inner))
        after = quoted.end()
        if after < len(text) and text[after] not in ",\r\n":
            if closing > line:   # the quote that "closed" it was most likely another text's opening one
                raise _unclosed(line, index)
            rest = _UNQUOTED.match(text, after).group(0)
            raise TableProblem(closing, f"text after the closing double quote of {_short(inner)!r}: "
                                        f"{_short(rest)!r}; {FIX}", index)
        return Cell(inner.replace('""', '"'), line, closing), after, closing
    if _OPENING.match(text, pos):   # a quote that _QUOTED found no end to
        raise _unclosed(line, index)
    value = _UNQUOTED.match(text, pos).group(0)
    if '"' in value:
        fixed = '"' + value.strip().replace('"', '""') + '"'
        raise TableProblem(line, f"a double quote inside {_short(value)!r}, which does not start with one; "
                                 f"{FIX}: {_short(fixed)}", index)
    return Cell(value, line, line), pos + len(value), line


def _unclosed(line: int, index: int) -> TableProblem:
    return TableProblem(line, f"the double quote that opens this text is never closed (the lines after it "
                              f"would become part of it); {FIX}", index)


def _short(text: str, limit: int = 60) -> str:
    """A text as an error quotes it: on one line, at most `limit` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit - 1] + "…"



def column_name(text: str, problem: TableProblem) -> str | None:
    """The header's name for the cell a problem is in (None in the header itself, or unknown)."""
    try:
        header = rows(text, limit=1)
    except TableProblem:
        return None
    if not header or problem.cell is None or problem.line is None or problem.line <= header[0].line:
        return None
    cells = header[0].cells
    return cells[problem.cell].text.strip() if problem.cell < len(cells) else None
