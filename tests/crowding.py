"""How close printed text comes to anything else drawn (issue 27: every text 1.5 mm or more from
its box and from other elements), read back from built PDFs.

Each line of text is the union of the glyph boxes pdfium gives for one run of characters on one
baseline; the page is rendered again with its text made invisible (tests/pdfpixels.py
`without_text`), and the ring of `clearance` round the line must be one flat colour there: a box's
edge, a rule, an icon or a pattern inside it shows as a change of colour.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PIL import Image
from pypdf import PdfReader

from tests.pdfpixels import Box, glyph_boxes, open_pdf, render, without_text

MM = 72 / 25.4
FLAT = 24         # of 255: antialiasing of a flat ground, not an edge


class Crowded(NamedTuple):
    """A line of text with something drawn within the clearance round it."""

    page: int
    text: str
    distance_mm: float     # to the nearest thing drawn, at the resolution rendered

    def __str__(self) -> str:
        return f"p{self.page} {self.text!r}: something {self.distance_mm:.1f} mm away"


def text_lines(doc, index: int) -> list[tuple[str, Box]]:
    """(text, box) of every line: glyphs in reading order joined while they share a baseline."""
    lines: list[tuple[str, Box]] = []
    for char, (left, bottom, right, top) in glyph_boxes(doc, index):
        if lines:
            text, (l0, b0, r0, t0) = lines[-1]
            same_line = abs(bottom - b0) < 0.6 * max(t0 - b0, top - bottom) and left >= r0 - 1 and left - r0 < 12
            if same_line:
                lines[-1] = (text + char, (l0, min(b0, bottom), max(r0, right), max(t0, top)))
                continue
        lines.append((char, (left, bottom, right, top)))
    return lines


def crowded_lines(path: Path, pages: list[int], *, clearance_mm: float = 1.5, dpi: int = 150) -> list[Crowded]:
    """The lines of `pages` (0-based) with something drawn less than `clearance_mm` from them."""
    shown, hidden = open_pdf(path), open_pdf(without_text(path))
    reader = PdfReader(str(path))
    found = []
    for index in pages:
        height = float(reader.pages[index].mediabox.height)
        ground = render(hidden, index, dpi).convert("L")
        for text, box in text_lines(shown, index):
            distance = _nearest_drawing(ground, height, box, dpi, clearance_mm)
            if distance is not None:
                found.append(Crowded(index + 1, text, distance))
    return found


def _nearest_drawing(ground: Image.Image, height: float, box: Box, dpi: int, clearance_mm: float) -> float | None:
    """The distance in mm from the line's box to the nearest change of colour within the
    clearance (Euclidean: round a corner, a disc's rim is as far as it looks); None when the whole
    band round the box is one flat colour."""
    k = dpi / 72
    left, bottom, right, top = box
    x0, x1 = left * k, right * k
    y0, y1 = (height - top) * k, (height - bottom) * k
    reach = clearance_mm * MM * k
    cx0, cy0 = max(0, int(x0 - reach)), max(0, int(y0 - reach))
    cx1, cy1 = min(ground.width, int(x1 + reach) + 1), min(ground.height, int(y1 + reach) + 1)
    if cx1 <= cx0 or cy1 <= cy0:
        return None
    values = ground.crop((cx0, cy0, cx1, cy1)).load()
    band = []
    for py in range(cy0, cy1):
        dy = max(y0 - (py + 1), py - y1, 0.0)
        for px in range(cx0, cx1):
            dx = max(x0 - (px + 1), px - x1, 0.0)
            if dx or dy:
                distance = (dx * dx + dy * dy) ** 0.5
                if distance <= reach:
                    band.append((distance, values[px - cx0, py - cy0]))
    band.sort()
    low = high = band[0][1] if band else 0
    for distance, value in band:
        low, high = min(low, value), max(high, value)
        if high - low > FLAT:
            return distance / k / MM
    return None
