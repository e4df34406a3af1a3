"""printkit/table_csv.py: a deck's CSV table read strictly.

What csv.writer writes (any text: quotes, commas, line breaks, a byte-order mark) reads back
as written; a table with a stray quote is refused with the line to fix, never read with a
different number of rows.
"""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from printkit.errors import Collector, Source
from printkit.loader import typed_rows
from printkit.schema import Field
from printkit.table_csv import BOM, TableProblem, decode, rows
from printkit.table_files import RawRow

FIX = "a text with a comma or a quote goes in double quotes; a quote inside is written twice"
TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=30)
RICH = st.one_of(TEXT, st.sampled_from(['"', '""', ",", "\n", "\r\n", '"a, b"', "x\ny", ' "q" ', "#", "  "]))


def written(table: list[list[str]], *, terminator: str = "\r\n") -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator=terminator).writerows(table)
    return buffer.getvalue()


def read(text: str) -> list[list[str]]:
    return [[cell.text for cell in row.cells] for row in rows(text)]


@st.composite
def tables(draw):
    """A header and rows of random texts; each row starts with a count, as a deck's table does."""
    width = draw(st.integers(2, 5))
    header = ["qty"] + [f"c{i}" for i in range(1, width)]
    body = draw(st.lists(st.lists(RICH, min_size=width - 1, max_size=width - 1), max_size=6))
    counts = draw(st.lists(st.integers(0, 9), min_size=len(body), max_size=len(body)))
    return [header] + [[str(n)] + cells for n, cells in zip(counts, body)]


def looks_like_a_row(table: list[list[str]]) -> bool:
    """A cell whose text, past a line break, holds a line with as many commas as the header:
    the reader takes it for rows swallowed by an open quote (and refuses it)."""
    width = len(table[0])
    return any(part.count(",") >= width - 1 for row in table[1:] for cell in row
               for part in cell.replace("\r\n", "\n").replace("\r", "\n").split("\n")[1:])


@settings(max_examples=300)
@given(tables(), st.sampled_from(["\r\n", "\n"]), st.booleans())
def test_what_csv_writer_writes_reads_back_as_written(table, terminator, bom):
    assume(not looks_like_a_row(table))
    # With "\n" ending its lines, csv.writer leaves a text holding a bare "\r" unquoted, which no
    # reader can tell from a line end; spreadsheets end lines with "\r\n" and quote such texts.
    assume(terminator == "\r\n" or not any("\r" in cell for row in table for cell in row))
    data = (BOM if bom else b"") + written(table, terminator=terminator).encode("utf-8")
    assert read(decode(data, suffix=".csv")) == table


@settings(max_examples=400)
@given(tables(), st.lists(st.tuples(st.integers(0, 10 ** 6), st.booleans()), min_size=1, max_size=2))
def test_stray_quotes_are_refused_or_change_no_row(table, positions):
    """One or two quotes typed anywhere, or where a text starts or ends (a text opened on one
    row and closed at the end of a later one): the reader refuses the table, or reads the same
    cards (a quote that lands inside a quoted text, doubled, changes that text only)."""
    assume(not looks_like_a_row(table))
    broken = written(table)
    for position, at_an_edge in positions:
        edges = [i for i in range(len(broken) + 1) if i in (0, len(broken)) or broken[i - 1] in ",\n" or broken[i] in ",\r"]
        at = edges[position % len(edges)] if at_an_edge else position % (len(broken) + 1)
        broken = broken[:at] + '"' + broken[at:]
    assert cards(broken, width=len(table[0])) in (None, [int(row[0]) for row in table[1:]])


def cards(text: str, *, width: int) -> list[int] | None:
    """The counts a deck table's text gives through the loader (None: refused, with errors)."""
    fields = [Field("qty", "int", min=0)] + [Field(f"c{i}", required=False, default="") for i in range(1, width)]
    errors = Collector()
    try:
        found = [RawRow(Source("t.csv", row.line), tuple(c.text for c in row.cells), ()) for row in rows(text)]
    except TableProblem:
        return None
    records = typed_rows(found, "t.csv", fields, errors)
    return None if errors.errors else [record["qty"] for record in records]


def test_comments_blank_lines_and_line_numbers():
    text = '# a comment\nqty,name,text\n\n6,Apple,"A crisp, ""red"" start"\n  # another\n2,Pear,"two\nlines"\n3,Plum,end\n'
    found = rows(text)
    assert [(row.line, [c.text for c in row.cells]) for row in found] == [
        (2, ["qty", "name", "text"]), (4, ["6", "Apple", 'A crisp, "red" start']), (6, ["2", "Pear", "two\nlines"]),
        (8, ["3", "Plum", "end"])]
    assert found[2].cells[2].quoted_to == 7


@pytest.mark.parametrize("text, line, cell, message", [
    ('qty,text\n6,"Drops falling\n4,Snow\n', 2, 1,
     f"the double quote that opens this text is never closed (the lines after it would become part of it); {FIX}"),
    ('qty,text\n6,A "freezing" night\n', 2, 1,
     f"a double quote inside 'A \"freezing\" night', which does not start with one; {FIX}: \"A \"\"freezing\"\" night\""),
    ('qty,text\n6,"A" freezing night\n', 2, 1,
     f"text after the closing double quote of 'A': 'freezing night'; {FIX}"),
    ('qty,name,text\n6,Rain,"Drops falling\n4,Snow,Ice forms."\n', 2, 2,
     "the double quote that opens this text takes in line 3, which looks like a row of the table "
     f"('4,Snow,Ice forms.\"'): close the quote on the line it opens; {FIX}"),
    ('qty,name,text\n6,Rain,"Drops falling\n4,Snow,"Ice, cold."\n', 2, 2,
     f"the double quote that opens this text is never closed (the lines after it would become part of it); {FIX}"),
])
def test_broken_quotes_name_the_line_and_the_fix(text, line, cell, message):
    with pytest.raises(TableProblem) as refused:
        rows(text)
    assert (refused.value.line, refused.value.cell, refused.value.message) == (line, cell, message)


@pytest.mark.parametrize("data, line, message", [
    ("qty,name\n6,Pomme\n2,Poire é\n".encode("latin-1"), 3,
     "byte 0xE9 is not UTF-8: the file is in another encoding (Latin-1 or Windows-1252?); expected UTF-8 "
     "(\"CSV UTF-8\" in a spreadsheet's Save as)"),
    (b"PK\x03\x04\x14\x00", None,
     "this is a spreadsheet file (.xlsx or .ods), not CSV text; expected UTF-8 CSV (\"CSV UTF-8\" in a spreadsheet's "
     "Save as), or name the spreadsheet itself as the table's file (.xlsx or .ods)"),
    ("qty,name\n".encode("utf-16"), None,
     "this is UTF-16 text, not CSV text; expected UTF-8 CSV (\"CSV UTF-8\" in a spreadsheet's Save as), or name the "
     "spreadsheet itself as the table's file (.xlsx or .ods)"),
])
def test_another_encoding_is_one_line_naming_what_is_expected(data, line, message):
    with pytest.raises(TableProblem) as refused:
        decode(data, suffix=".csv")
    assert (refused.value.line, refused.value.message) == (line, message)


def test_excel_s_byte_order_mark_is_read():
    assert decode(BOM + b"qty,name\n", suffix=".csv") == "qty,name\n"
