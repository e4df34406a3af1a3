"""render/pdf.py's short way through reportlab's PDFDocEncoding gives the codec's own bytes."""

from __future__ import annotations

import pytest

from printkit.render import pdf


def by_codec(text: str) -> bytes:
    return text.encode("extpdfdoc")


@pytest.mark.parametrize("code", range(128))
def test_every_ascii_character_encodes_as_the_codec_encodes_it(code):
    text = f"a{chr(code)}b"
    try:
        expected = by_codec(text)
    except UnicodeEncodeError:
        with pytest.raises(UnicodeEncodeError):
            pdf._pdfdoc_bytes(text)
        return
    assert pdf._pdfdoc_bytes(text) == expected


@pytest.mark.parametrize("text", ["/F1+0", "12.5 0 0 1 3 4 cm\nBT ET\n", "Coûts · 3 × 4 – œuvre", "", "€"])
def test_other_text_and_bytes(text):
    assert pdf._pdfdoc_bytes(text) == by_codec(text)
    assert pdf._pdfdoc_bytes(b"raw") == b"raw"


def test_reportlab_uses_it():
    from reportlab.pdfbase import pdfdoc
    assert pdfdoc.pdfdocEnc is pdf._pdfdoc_bytes
