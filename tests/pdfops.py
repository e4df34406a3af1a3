"""Reading page content back by coordinates: clip boxes of card slots, form placements,
line segments and colour/paint operators, with the current transformation tracked (pypdf)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
FILL_OPS = {b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"}
COLOUR_OPS = {b"rg", b"RG", b"k", b"K", b"g", b"G", b"sc", b"SC", b"scn", b"SCN", b"cs", b"CS"}


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n: the matrix of `m cm` applied inside a CTM n."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


@dataclass(frozen=True)
class Clip:
    """A rectangle clip at the slot level (q depth 1), in page coordinates."""

    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Placement:
    """A form drawn on the page: its name and the transformation it was drawn with."""

    name: str
    matrix: Matrix
    depth: int


def operations(reader: PdfReader, page_index: int) -> list[tuple[list, bytes]]:
    page = reader.pages[page_index]
    return ContentStream(page.get_contents(), reader).operations


def walk(ops: list[tuple[list, bytes]]):
    """Yield (operands, operator, ctm, depth) with the CTM and q-depth in force at each operator."""
    stack: list[Matrix] = []
    ctm = IDENTITY
    for operands, op in ops:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = multiply(tuple(float(v) for v in operands), ctm)
        yield operands, op, ctm, len(stack)


def slot_clips(reader: PdfReader, page_index: int) -> list[Clip]:
    """The `re W n` clips drawn at q depth 1, in order: card_sheets clips each slot's paint box."""
    ops = operations(reader, page_index)
    clips = []
    rect = None
    for operands, op, ctm, depth in walk(ops):
        if op == b"re":
            rect = (operands, ctm, depth)
        elif op in (b"W", b"W*") and rect is not None and rect[2] == 1:
            (x, y, w, h), matrix, _ = rect
            x0, y0 = apply(matrix, float(x), float(y))
            x1, y1 = apply(matrix, float(x) + float(w), float(y) + float(h))
            clips.append(Clip(round(min(x0, x1), 3), round(min(y0, y1), 3), round(abs(x1 - x0), 3), round(abs(y1 - y0), 3)))
            rect = None
        elif op not in (b"n",):
            rect = None if op != b"re" else rect
    return clips


def placements(reader: PdfReader, page_index: int) -> list[Placement]:
    """Every `Do` of the page with the CTM it was drawn with."""
    return [Placement(str(operands[0]), ctm, depth)
            for operands, op, ctm, depth in walk(operations(reader, page_index)) if op == b"Do"]


def segments(reader: PdfReader, page_index: int) -> list[tuple[float, float, float, float]]:
    """Straight `m ... l` segments of the page, in page coordinates, rounded to 1/1000 pt."""
    found, start = [], None
    for operands, op, ctm, _ in walk(operations(reader, page_index)):
        if op == b"m":
            start = apply(ctm, float(operands[0]), float(operands[1]))
        elif op == b"l" and start is not None:
            end = apply(ctm, float(operands[0]), float(operands[1]))
            found.append(tuple(round(v, 3) for v in (*start, *end)))
            start = end
    return found


def all_streams(path: Path) -> list[list[tuple[list, bytes]]]:
    """The operations of every page and of every form XObject reachable from a page."""
    reader = PdfReader(str(path))
    streams, seen = [], set()

    def forms(resources) -> None:
        if resources is None:
            return
        for ref in (resources.get_object().get("/XObject") or {}).values():
            xobject = ref.get_object()
            key = id(xobject)
            if key in seen or xobject.get("/Subtype") != "/Form":
                continue
            seen.add(key)
            streams.append(ContentStream(xobject, reader).operations)
            forms(xobject.get("/Resources"))

    for page in reader.pages:
        streams.append(ContentStream(page.get_contents(), reader).operations)
        forms(page.get("/Resources"))
    return streams


def non_grey_colours(path: Path) -> list[tuple[str, list]]:
    """Colour operators that set anything but a grey (equal RGB, pure K, or g/G)."""
    bad = []
    for ops in all_streams(path):
        for operands, op in ops:
            if op not in COLOUR_OPS:
                continue
            values = [float(v) for v in operands if not isinstance(v, str)]
            if op in (b"rg", b"RG") and max(values) - min(values) > 1e-3:
                bad.append((op.decode(), values))
            elif op in (b"k", b"K") and max(values[:3]) > 1e-3:
                bad.append((op.decode(), values))
            elif op in (b"sc", b"SC", b"scn", b"SCN", b"cs", b"CS"):
                bad.append((op.decode(), list(operands)))
    return bad


def _is_paper(op: bytes, operands: list) -> bool:
    """A fill colour that prints no ink: white in grey, RGB or CMYK."""
    values = [float(v) for v in operands if not isinstance(v, str)]
    if op == b"g" or op == b"rg":
        return bool(values) and min(values) > 0.999
    if op == b"k":
        return bool(values) and max(values) < 1e-3
    return False


def inked_fill_operators(path: Path) -> list[str]:
    """Path fills that put ink on paper: fill operators whose fill colour is not white (a white
    fill is a knock-out, paper on paper). The fill colour is tracked through q/Q."""
    found = []
    for ops in all_streams(path):
        paper, stack = False, []
        for operands, op in ops:
            if op == b"q":
                stack.append(paper)
            elif op == b"Q":
                paper = stack.pop() if stack else False
            elif op in (b"g", b"rg", b"k", b"sc", b"scn", b"cs"):
                paper = _is_paper(op, operands)
            elif op in FILL_OPS and not paper:
                found.append(op.decode())
    return found
