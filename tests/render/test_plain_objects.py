"""render/plain_objects.py: a font subset's objects written plainly are reportlab's bytes."""

from __future__ import annotations

import io
import random

from pypdf import PdfReader
from reportlab.pdfbase import pdfdoc

from printkit.layout.geometry import Size
from printkit.render import fonts, plain_objects
from tests.kit_document import saved_kit

PAGE = Size(300.0, 200.0)


def test_every_length_is_laid_out_as_pdfdictionary_formats_it():
    values = random.Random(15)
    for length in range(0, 40):
        entries = {f"K{values.randrange(10 ** 6):06d}": values.choice([0, 12.5, "/Name", b"[ 1 2 ]"]) for _ in range(length)}
        assert plain_objects._formatted(entries, None) == pdfdoc.PDFDictionary(entries).format(None), length


def draw(c) -> int:
    """Text in three faces, one with more than one subset's worth of characters."""
    c.setFont(fonts.BODY, 10)
    c.drawString(10, 150, "Coûts : 3 × 2 € — « plain » " + "".join(chr(c) for c in range(0x100, 0x1A0)))
    c.setFont(fonts.BOLD, 12)
    c.drawString(10, 120, "Bold words")
    c.setFont(fonts.SYMBOLS, 12)
    c.drawString(10, 90, fonts.SUIT_SYMBOLS)
    c.showPage()
    return 1


def saved(monkeypatch, *, plainly: bool) -> bytes:
    if not plainly:
        monkeypatch.setattr(fonts, "write_plainly", lambda doc, names: 0)
    return saved_kit(monkeypatch, PAGE, draw)


def test_the_document_is_byte_for_byte_what_reportlab_writes(monkeypatch):
    written = []
    write = plain_objects.write_plainly
    with monkeypatch.context() as patched:
        patched.setattr(fonts, "write_plainly", lambda doc, names: written.append(write(doc, names)))
        plain = saved(patched, plainly=True)
    assert sum(written) >= 4 * 4 and all(n == 4 for n in written)   # 4 objects a subset, 4+ subsets
    assert plain == saved(monkeypatch, plainly=False)
    text = PdfReader(io.BytesIO(plain), strict=True).pages[0].extract_text()
    assert "Coûts" in text and "Bold words" in text
