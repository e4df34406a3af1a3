"""printkit/table_files.py: a table from a CSV file or a spreadsheet's first sheet, each cell
with the place errors name (`cards.csv:7`, `cards.xlsx:Sheet1:C7`)."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import Collector, DataError
from printkit.loader import typed_rows
from printkit.schema import Field
from printkit.table_files import column_letter, read_rows
from tests.spreadsheet_files import ods_bytes, xlsx_bytes

FIELDS = [Field("qty", "int", min=0), Field("name"), Field("text", required=False, default="")]
# Texts a cell may hold in all three formats (XML 1.0 refuses most control characters).
TEXT = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufffe\uffff")
               | st.sampled_from(['"', ",", "\n", "é", "😀", "#"]), max_size=20)


def write(folder, name: str, rows: list[list[str]]):
    path = folder / name
    if name.endswith(".csv"):
        buffer = io.StringIO()
        csv.writer(buffer).writerows(rows)
        path.write_text(buffer.getvalue(), encoding="utf-8")
    else:
        path.write_bytes(xlsx_bytes(rows) if name.endswith(".xlsx") else ods_bytes(rows))
    return path


def cards(path, shown: str) -> list[tuple]:
    errors = Collector()
    records = typed_rows(read_rows(path, shown), shown, FIELDS, errors)
    assert not errors.errors, [str(e) for e in errors.errors]
    return [tuple(record.values.values()) for record in records]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 99), TEXT.filter(lambda t: t.strip() and not t.lstrip().startswith("#")), TEXT),
                min_size=1, max_size=8))
def test_the_same_table_as_xlsx_or_ods_lists_the_same_cards(tmp_path_factory, table):
    folder = tmp_path_factory.mktemp("tables")
    rows = [["qty", "name", "text"]] + [[str(qty), name, text] for qty, name, text in table]
    expected = cards(write(folder, "cards.csv", rows), "cards.csv")
    assert len(expected) == len(table)
    assert cards(write(folder, "cards.xlsx", rows), "cards.xlsx") == expected
    assert cards(write(folder, "cards.ods", rows), "cards.ods") == expected


def test_spreadsheet_errors_name_the_sheet_and_the_cell(tmp_path):
    path = write(tmp_path, "cards.xlsx", [["qty", "name", "text"], ["6", "Apple", "x"], ["two", "Pear", ""]])
    errors = Collector()
    typed_rows(read_rows(path, "decks/g/cards.xlsx"), "decks/g/cards.xlsx", FIELDS, errors)
    assert [str(e) for e in errors.errors] == [
        "decks/g/cards.xlsx:Sheet1:A3: qty: expected an integer >= 0, got 'two'"]


def test_a_value_outside_the_named_columns_is_an_error(tmp_path):
    path = write(tmp_path, "cards.ods", [["qty", "name", "text"], ["6", "Apple", "x", "", "stray"]])
    with pytest.raises(DataError) as refused:
        read_rows(path, "cards.ods")
    assert str(refused.value) == "cards.ods:Cards:E2: expected the table's columns only (A to C), got 'stray' in a " \
                                 "column without a header"


def test_a_csv_file_named_xlsx_is_one_line(tmp_path):
    path = tmp_path / "cards.xlsx"
    path.write_text("qty,name\n1,a\n", encoding="utf-8")
    with pytest.raises(DataError) as refused:
        read_rows(path, "cards.xlsx")
    assert str(refused.value) == "cards.xlsx: expected a .xlsx spreadsheet, and this file cannot be read as one " \
                                 "(invalid Zip archive: Could not find EOCD)"


def test_csv_problems_name_the_column(tmp_path):
    path = tmp_path / "cards.csv"
    path.write_text('qty,name,text\n6,Apple,A "crisp" start\n', encoding="utf-8")
    with pytest.raises(DataError) as refused:
        read_rows(path, "cards.csv")
    assert str(refused.value).startswith("cards.csv:2: text: a double quote inside 'A \"crisp\" start'")


@pytest.mark.parametrize("index, letters", [(0, "A"), (25, "Z"), (26, "AA"), (51, "AZ"), (52, "BA"), (701, "ZZ"), (702, "AAA")])
def test_column_letters(index, letters):
    assert column_letter(index) == letters
