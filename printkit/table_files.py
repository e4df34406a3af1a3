"""A deck table's file as rows of text cells, each cell with the place errors name: a CSV file
(printkit/table_csv.py: `cards.csv:7`) or the first sheet of a spreadsheet (`cards.xlsx:Sheet1:C7`).

Spreadsheets (.xlsx, .xlsm, .xls, .ods) are read with python-calamine: one maintained library
(Rust's calamine) that reads Excel's and OpenDocument's formats alike, ships wheels and needs
nothing else (openpyxl reads .xlsx only, and odfpy, for .ods, has had no release since 2020).
A sheet's cells become the text a "CSV UTF-8" export of it would hold (6.0 -> "6", TRUE ->
"true"), so a table reads the same from either and is typed by the same column declarations.
Empty rows and rows whose first cell starts with `#` are skipped, as in a CSV file.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any, NamedTuple

from printkit.errors import DataError, Source
from printkit.table_csv import TableProblem, column_name, decode, rows as csv_rows

SPREADSHEETS = (".xlsx", ".xlsm", ".xls", ".ods")
SUFFIXES = (".csv", *SPREADSHEETS)


class RawRow(NamedTuple):
    """One row of a table before typing: where it is, its cells' texts and each cell's place."""

    source: Source
    cells: tuple[str, ...]
    places: tuple[Source, ...]
    last_line: int | None = None   # a CSV record: the line it ends on (a quoted text may run over several)


def read_rows(path: Path, shown: str) -> list[RawRow]:
    """Every row of the table file `path` (`shown`: how errors name it), the header first.
    Raises DataError for a file that cannot be read as a table (one line)."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise DataError(Source(shown), f"expected a table file ending in {', '.join(SUFFIXES)}, got {path.name!r}")
    if suffix in SPREADSHEETS:
        path.stat()   # FileNotFoundError: the caller's
        return _sheet_rows(path, shown)
    text = ""
    try:
        text = decode(path.read_bytes(), suffix=suffix)   # FileNotFoundError: the caller's
        return [RawRow(Source(shown, row.line), tuple(c.text for c in row.cells),
                       tuple(Source(shown, c.line) for c in row.cells), max(c.quoted_to for c in row.cells))
                for row in csv_rows(text)]
    except TableProblem as problem:
        raise DataError(Source(shown, problem.line, column_name(text, problem)), problem.message) from None


def column_letter(index: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA: a spreadsheet's name for a column."""
    letters = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


def _sheet_rows(path: Path, shown: str) -> list[RawRow]:
    from python_calamine import CalamineError, CalamineWorkbook   # only for a deck that uses a spreadsheet
    try:
        with CalamineWorkbook.from_path(str(path)) as workbook:
            if not workbook.sheet_names:
                raise TableProblem(None, "expected a sheet holding the table, found none")
            sheet = workbook.get_sheet_by_index(0)
            name, grid = sheet.name, sheet.to_python(skip_empty_area=False)
    except (CalamineError, OSError, ValueError) as exc:
        if isinstance(exc, TableProblem):
            raise DataError(Source(shown), exc.message) from None
        raise DataError(Source(shown), f"expected a {path.suffix.lower()} spreadsheet, and this file cannot be "
                                       f"read as one ({_reason(exc)})") from None
    return _table_rows(grid, f"{shown}:{name}")


def _table_rows(grid: list[list[Any]], where: str) -> list[RawRow]:
    """A sheet's rows, cut to the header's width: a value beyond the last named column is an
    error (a column without a header would be lost without a word)."""
    found, width = [], None
    for number, values in enumerate(grid, start=1):
        cells = [cell_text(value) for value in values]
        if not any(c.strip() for c in cells) or cells[0].lstrip().startswith("#"):
            continue
        if width is None:
            width = len(cells) - next((i for i, c in enumerate(reversed(cells)) if c.strip()), 0)
        stray = next((i for i in range(width, len(cells)) if cells[i].strip()), None)
        if stray is not None:
            raise DataError(Source(f"{where}:{column_letter(stray)}{number}"),
                            f"expected the table's columns only (A to {column_letter(width - 1)}), got "
                            f"{cells[stray]!r} in a column without a header")
        cells = (cells + [""] * width)[:width]
        found.append(RawRow(Source(where, number), tuple(cells),
                            tuple(Source(f"{where}:{column_letter(i)}{number}") for i in range(width))))
    return found


def _reason(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text or exc.__class__.__name__


def cell_text(value: Any) -> str:
    """A spreadsheet cell as the text a CSV export of it holds."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    return str(value)
