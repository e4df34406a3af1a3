"""Spreadsheet files for the tests, written as the formats lay them out (ECMA-376 for .xlsx,
OpenDocument 1.2 for .ods) with the standard library alone: the same table a test writes as CSV.

The .xlsx keeps texts in a shared-strings part and integers as numbers, as Excel saves them;
the .ods marks each cell's value type, as LibreOffice saves it.
"""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

from printkit.table_files import column_letter

_XLSX_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
</Types>"""
_XLSX_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>
</Relationships>"""
_WORKBOOK_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>
</Relationships>"""
_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def xlsx_bytes(rows: list[list[str]], *, sheet: str = "Sheet1") -> bytes:
    """An .xlsx workbook whose first sheet holds `rows` from A1 (digit-only texts as numbers)."""
    strings: dict[str, int] = {}
    lines = []
    for number, row in enumerate(rows, start=1):
        cells = []
        for index, text in enumerate(row):
            ref = f"{column_letter(index)}{number}"
            if text == "":
                continue
            if text.isascii() and text.isdigit() and len(text) < 10 and not text.startswith("0"):
                cells.append(f'<c r="{ref}"><v>{text}</v></c>')
            else:
                cells.append(f'<c r="{ref}" t="s"><v>{strings.setdefault(text, len(strings))}</v></c>')
        lines.append(f'<row r="{number}">{"".join(cells)}</row>')
    shared = "".join(f'<si><t xml:space="preserve">{escape(text)}</t></si>' for text in strings)
    parts = {
        "[Content_Types].xml": _XLSX_TYPES,
        "_rels/.rels": _XLSX_RELS,
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{_MAIN}" '
                           f'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
                           f'<sheets><sheet name="{escape(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": _WORKBOOK_RELS,
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{_MAIN}">'
                                    f'<sheetData>{"".join(lines)}</sheetData></worksheet>',
        "xl/sharedStrings.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="{_MAIN}" '
                                f'count="{len(strings)}" uniqueCount="{len(strings)}">{shared}</sst>',
    }
    return _zip(parts)


_ODS_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
           'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
           'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"')
_ODS_MANIFEST = """<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>"""


def ods_bytes(rows: list[list[str]], *, sheet: str = "Cards") -> bytes:
    """An .ods spreadsheet whose first table holds `rows` (digit-only texts as numbers; a line
    break in a text as the paragraphs LibreOffice writes)."""
    lines = []
    for row in rows:
        cells = []
        for text in row:
            if text == "":
                cells.append("<table:table-cell/>")
            elif text.isascii() and text.isdigit() and len(text) < 10 and not text.startswith("0"):
                cells.append(f'<table:table-cell office:value-type="float" office:value="{text}"><text:p>{text}</text:p>'
                             f'</table:table-cell>')
            else:
                paragraphs = "".join(f"<text:p>{escape(line)}</text:p>" for line in text.split("\n"))
                cells.append(f'<table:table-cell office:value-type="string">{paragraphs}</table:table-cell>')
        lines.append(f"<table:table-row>{''.join(cells)}</table:table-row>")
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {_ODS_NS} office:version="1.2">'
               f'<office:body><office:spreadsheet><table:table table:name="{escape(sheet)}">{"".join(lines)}'
               f'</table:table></office:spreadsheet></office:body></office:document-content>')
    return _zip({"mimetype": "application/vnd.oasis.opendocument.spreadsheet", "META-INF/manifest.xml": _ODS_MANIFEST,
                 "content.xml": content})


def _zip(parts: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in parts.items():
            method = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), text.encode("utf-8"),
                             compress_type=method)
    return buffer.getvalue()
