"""tests/pdf_health.py, the check every PDF the tests write goes through: it passes a sound PDF
and names what qpdf, poppler and PDFium say of a broken one."""

from __future__ import annotations

import re
import shutil

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ContentStream

from tests.pdf_health import problems_in


def sound_pdf(path) -> None:
    writer = PdfWriter()
    writer.add_blank_page(width=100, height=100)
    with path.open("wb") as handle:
        writer.write(handle)


def test_a_sound_pdf_has_no_problem(tmp_path):
    sound_pdf(tmp_path / "sound.pdf")
    assert problems_in(tmp_path) == []


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils is not installed")
def test_a_page_naming_a_resource_it_lacks_is_reported_by_poppler(tmp_path):
    """What a gradient in a card's SVG did (issue 26): the page's stream uses a shading its
    resources do not hold; qpdf's structural check passes, poppler reports it."""
    work = tmp_path / "work"
    work.mkdir()
    sound_pdf(work / "sound.pdf")
    writer = PdfWriter(clone_from=str(work / "sound.pdf"))
    page = writer.pages[0]
    content = ContentStream(None, writer)
    content.set_data(b"q /Sh0 sh Q")
    page.replace_contents(content)
    broken = tmp_path / "checked" / "shading.pdf"
    broken.parent.mkdir()
    with broken.open("wb") as handle:
        writer.write(handle)
    found = problems_in(broken.parent)
    assert len(found) == 1 and found[0].startswith(f"{broken}: pdftoppm: exit 0: Syntax Error")
    assert PdfReader(broken).pages[0]   # pypdf itself reads it without a word
    broken.rename(broken.with_suffix(".broken.pdf"))   # broken on purpose: kept out of the session's own check


def test_a_damaged_file_is_reported_and_a_test_s_stand_in_bytes_are_not(tmp_path):
    sound_pdf(tmp_path / "whole.pdf")
    data = (tmp_path / "whole.pdf").read_bytes()
    (tmp_path / "whole.pdf").unlink()
    moved = re.sub(rb"startxref\s+(\d+)", lambda m: b"startxref\n" + str(int(m.group(1)) + 7).encode(), data)
    (tmp_path / "xref.pdf").write_bytes(moved)                           # whole, its cross-references off
    (tmp_path / "garbage.pdf").write_bytes(b"%PDF-1.7\nnot a document\n%%EOF\n")
    (tmp_path / "stand-in.pdf").write_bytes(b"%PDF-broken")              # what tests write to damage a kit
    found = problems_in(tmp_path)
    assert any(line.startswith(f"{tmp_path / 'garbage.pdf'}: pdfium: ") for line in found)
    assert not any("stand-in.pdf" in line for line in found)
    if shutil.which("qpdf"):
        assert any(line.startswith(f"{tmp_path / 'xref.pdf'}: qpdf --check: exit 3: WARNING") for line in found)
    for path in (tmp_path / "xref.pdf", tmp_path / "garbage.pdf"):   # broken on purpose: out of the session's check
        path.rename(path.with_suffix(".broken.pdf"))


def test_workers_sharing_a_claims_folder_check_each_distinct_pdf_once(tmp_path):
    """Under pytest-xdist each worker checks its own folder at the end; the same kit built by two
    workers is checked by the one that claims it first, and a problem is still reported once."""
    claims = tmp_path / "claims"
    claims.mkdir()
    first, second = tmp_path / "gw0", tmp_path / "gw1"
    for folder in (first, second):
        folder.mkdir()
        sound_pdf(folder / "sound.pdf")
        (folder / "garbage.pdf").write_bytes(b"%PDF-1.7\nnot a document\n%%EOF\n")
    found = problems_in(first, claims)
    assert found and all(line.startswith(f"{first / 'garbage.pdf'}: ") for line in found)
    assert len(list(claims.iterdir())) == 2
    assert problems_in(second, claims) == []                   # both claimed by the first worker
    (second / "other.pdf").write_bytes(b"%PDF-1.7\nanother broken one\n%%EOF\n")
    assert [line.split(": ")[0] for line in problems_in(second, claims)][:1] == [str(second / "other.pdf")]
    for folder in (first, second):
        for path in folder.glob("*.pdf"):
            if path.name != "sound.pdf":
                path.rename(path.with_suffix(".broken.pdf"))   # kept out of the session's own check
