"""render/font_widths.py: a subset's /Widths array is the bytes reportlab writes for it."""

from __future__ import annotations

import random

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc

from printkit.render import font_widths


def test_every_length_is_laid_out_as_pdfarray_formats_it():
    numbers = random.Random(15)
    for length in range(0, 300):
        items = [str(numbers.choice([0, 260, 572, 1000, 2.5])).encode() for _ in range(length)]
        assert font_widths.laid_out(tuple(items)) == pdfdoc.PDFArray(items).format(None), length


def test_widths_are_kept_per_process_and_numbers_not_yet_formatted_left_to_reportlab(monkeypatch):
    formatted = pdfdoc.PDFArray([b"260", b"572"] * 40)
    first = font_widths.widths_array(formatted)
    assert first == formatted.format(None) and font_widths.widths_array(pdfdoc.PDFArray([b"260", b"572"] * 40)) is first
    raw = pdfdoc.PDFArray([260, 572])
    assert font_widths.widths_array(raw) is raw
    monkeypatch.setattr(rl_config, "pdfMultiLine", 1)
    assert font_widths.widths_array(formatted) is formatted
