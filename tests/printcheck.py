"""Print-shop checks read back from built PDFs (issue 16): ink near the paper's edge, font subset
names, the colour text prints in.

Ink near the edge is found by rendering (pypdfium2), not by reading operators: what matters is
what a printer would have to put on paper, whatever drew it (marks, footers, codes, forms, clipped
art). A page is rendered at DPI; every pixel lying wholly within MARGIN of the paper's edge must be
white, except, on a page meant to be trimmed (its TrimBox smaller than the paper), pixels inside its
BleedBox: that is bleed art, cut off with the paper around it. Pixels count as ink below WHITE
(anti-aliasing only touches pixels the shape itself covers, so the check is exact to one pixel).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageDraw
from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 72 / 25.4
DPI = 150
WHITE = 250


@dataclass(frozen=True)
class EdgeInk:
    """Ink found within the margin: page (1-based) and its distance from the nearest edge, in mm."""

    page: int
    distance_mm: float

    def __str__(self) -> str:
        return f"p{self.page}: ink {self.distance_mm:.1f} mm from the edge"


def _box(page, name: str):
    box = page.get(name)
    return [float(v) for v in box] if box is not None else None


def edge_ink(path: Path, *, margin_mm: float = 5.0, dpi: int = DPI, bleed_allowed: bool = True) -> list[EdgeInk]:
    """Pages with ink within `margin_mm` of the paper's edge (outside the bleed of trimmed pages,
    unless `bleed_allowed` is false: then no ink at all, bleed or not)."""
    reader = PdfReader(str(path))
    document = pdfium.PdfDocument(str(path))
    found = []
    try:
        for index, page in enumerate(reader.pages):
            distance = _page_edge_ink(document[index], page, margin_mm, dpi, bleed_allowed)
            if distance is not None:
                found.append(EdgeInk(index + 1, distance))
    finally:
        document.close()
    return found


def _page_edge_ink(rendered, page, margin_mm: float, dpi: int, bleed_allowed: bool = True) -> float | None:
    image = rendered.render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    w, h = image.size
    media = [float(v) for v in page.mediabox]
    px = dpi / 72   # pixels per point
    inner = int(margin_mm * MM * px)   # pixels wholly inside the margin: 0 .. inner-1
    mask = Image.new("L", (w, h), 255)   # 255: checked, 0: not checked
    draw = ImageDraw.Draw(mask)
    draw.rectangle([inner, inner, w - 1 - inner, h - 1 - inner], fill=0)
    trim, bleed = _box(page, "/TrimBox"), _box(page, "/BleedBox")
    if bleed_allowed and trim and bleed and _smaller(trim, media):
        x0, y0, x1, y1 = ((v - o) * px for v, o in zip(bleed, (media[0], media[1]) * 2))
        # One pixel of tolerance: pdfium rounds the page to whole pixels.
        draw.rectangle([int(x0) - 1, int(h - y1) - 1, int(x1) + 2, int(h - y0) + 2], fill=0)
    ink = image.point(lambda v: 255 if v < WHITE else 0)
    hits = Image.composite(ink, Image.new("L", (w, h), 0), mask)
    bbox = hits.getbbox()
    if bbox is None:
        return None
    return _nearest(hits, w, h, inner) / px / MM


def _smaller(trim, media) -> bool:
    return any(abs(a - b) > 0.5 for a, b in zip(trim, media))


def _nearest(hits: Image.Image, w: int, h: int, inner: int) -> float:
    """The inked pixel nearest to an edge: its distance to that edge, in pixels."""
    distances = []
    for box, pick in (((0, 0, inner, h), lambda b: b[0]), ((w - inner, 0, w, h), lambda b: inner - b[2]),
                      ((0, 0, w, inner), lambda b: b[1]), ((0, h - inner, w, h), lambda b: inner - b[3])):
        found = hits.crop(box).getbbox()
        if found is not None:
            distances.append(pick(found))
    return float(min(distances))


def subset_programs(path: Path) -> dict[str, set[str]]:
    """Every embedded font's name (with its subset tag) -> the SHA-1s of the programs so named."""
    reader = PdfReader(str(path))
    names: dict[str, set[str]] = {}
    for number in range(1, reader.trailer["/Size"]):
        try:
            obj = reader.get_object(number)
        except Exception:   # free or null entries
            continue
        if hasattr(obj, "get") and obj.get("/Type") == "/FontDescriptor" and "/FontFile2" in obj:
            data = obj["/FontFile2"].get_object().get_data()
            names.setdefault(str(obj["/FontName"]), set()).add(hashlib.sha1(data).hexdigest())
    return names


_SHOW = {b"Tj", b"TJ", b"'", b'"'}


def text_fill_colours(path: Path) -> set[tuple[str, tuple[float, ...]]]:
    """(operator, components) of the fill colour in force at every text-showing operator, in
    page content and in the forms pages draw."""
    reader = PdfReader(str(path))
    found: set[tuple[str, tuple[float, ...]]] = set()
    seen_forms: set[int] = set()
    for page in reader.pages:
        _colours(page.get_contents(), page.get("/Resources"), reader, found, seen_forms)
    return found


def _colours(contents, resources, reader, found, seen_forms) -> None:
    if contents is None:
        return
    fill = ("g", (0.0,))
    stack = []
    xobjects = (resources or {}).get("/XObject") if resources else None
    xobjects = xobjects.get_object() if xobjects is not None else {}
    for operands, op in ContentStream(contents, reader).operations:
        if op == b"q":
            stack.append(fill)
        elif op == b"Q" and stack:
            fill = stack.pop()
        elif op in (b"g", b"rg", b"k"):
            fill = (op.decode(), tuple(round(float(v), 4) for v in operands))
        elif op in _SHOW:
            found.add(fill)
        elif op == b"Do":
            ref = xobjects.get(operands[0])
            if ref is None or ref.idnum in seen_forms:
                continue
            seen_forms.add(ref.idnum)
            form = ref.get_object()
            _colours(form, form.get("/Resources"), reader, found, seen_forms)


def near_black(colour: tuple[str, tuple[float, ...]]) -> bool:
    """A dark neutral grey meant as black (#111, #1b1b1b): grey or RGB components all below 0.25,
    within 0.05 of each other, not all zero; or a CMYK black with K short of 1 or C, M, Y added."""
    op, values = colour
    if op in ("g", "rg"):
        return max(values) < 0.25 and max(values) - min(values) < 0.05 and any(values)
    if op == "k":
        c, m, y, k = values
        return k > 0.75 and (k < 1 or any((c, m, y)))
    return False


FOOTER = re.compile(r" · \d+/\d+$")
