"""`printkit validate --kit`: the cut lines a kit's manifest records, against its PDFs.

A cut sheet's manifest entry lists, per page of the component's own file, its straight cuts in mm
from the page's top-left corner (`components[].cuts = [{"page": 1, "cuts": {"x": [...], "y":
[...]}}]`, layout/cutlog.py). A cutting machine or a guillotine program reads them, so they must
be well formed, name pages the file has, and lie on the cards: inside the page's TrimBox, and, for
a sheet of cards, tokens or ledgers (every page of which is then cut), reaching its edges (the
outermost cuts are the TrimBox's sides). Pieces cut out along printed outlines (round coins)
record none.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from printkit.errors import Source
from printkit.units import mm
from printkit.validate_types import Finding

CUT_SHEETS = ("cards", "tokens", "scoreboards")   # every page of these is cut
TOLERANCE_MM = 0.05


def cut_findings(kit: Path, entry: dict[str, Any], *, slack_mm: float = 0.0) -> list[Finding]:
    """What is wrong with one component's recorded cuts (nothing when it records none and need not).
    `slack_mm`: the kit's back offset, by which a backs page's cuts (and marks) are moved."""
    source = Source(str(kit / "manifest.json"), key=f"components.{entry['id']}.cuts")
    cuts = entry.get("cuts")
    if cuts is None:       # pieces cut out along their printed outlines (the dice game's coins)
        return []
    problem = _shape_problem(cuts)
    if problem:
        return [Finding.at(source, "error", problem)]
    pdf = kit / entry["file"]
    if not pdf.exists():
        return []
    boxes = _trim_boxes(pdf)
    findings = []
    for item in cuts:
        page, lines = item["page"], item["cuts"]
        if not 1 <= page <= len(boxes):
            findings.append(Finding.at(source, "error", f"page {page}: {entry['file']} has {len(boxes)} page(s)"))
            continue
        findings += [Finding.at(source, "error", f"page {page}: {message}")
                     for message in _page_problems(lines, boxes[page - 1], full=entry["kind"] in CUT_SHEETS,
                                                   slack=TOLERANCE_MM + slack_mm)]
    if entry["kind"] in CUT_SHEETS:
        uncut = sorted(set(range(1, len(boxes) + 1)) - {item["page"] for item in cuts})
        if uncut:
            findings.append(Finding.at(source, "error", f"page(s) {', '.join(map(str, uncut[:8]))} of "
                                                        f"{entry['file']} record no cut lines"))
    return findings


def _shape_problem(cuts: Any) -> str | None:
    """The first way `cuts` departs from [{"page": n, "cuts": {"x": [...], "y": [...]}}], if any."""
    if not isinstance(cuts, list):
        return f"expected a list of pages, got {type(cuts).__name__}"
    for index, item in enumerate(cuts):
        if not isinstance(item, dict) or set(item) != {"page", "cuts"}:
            return f"[{index}]: expected {{\"page\", \"cuts\"}}, got {item!r}"[:160]
        if not isinstance(item["page"], int) or isinstance(item["page"], bool):
            return f"[{index}].page: expected a page number, got {item['page']!r}"
        lines = item["cuts"]
        if not isinstance(lines, dict) or set(lines) != {"x", "y"}:
            return f"[{index}].cuts: expected {{\"x\": [...], \"y\": [...]}}, got {lines!r}"[:160]
        for axis in ("x", "y"):
            values = lines[axis]
            if not isinstance(values, list) or not all(_number(v) for v in values):
                return f"[{index}].cuts.{axis}: expected a list of lengths in mm, got {values!r}"[:160]
            if values != sorted(values):
                return f"[{index}].cuts.{axis}: expected the cuts in increasing order, got {values}"
    return None


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value and abs(value) != float("inf")


def _page_problems(lines: dict[str, list[float]], box: tuple[float, float, float, float, float, float],
                   *, full: bool, slack: float) -> list[str]:
    """A page's cuts against its TrimBox (x0, x1 from the left, y0, y1 from the top, in mm) and
    its size (width, height)."""
    x0, x1, y0, y1, width, height = box
    problems = []
    for axis, (low, high), size in (("x", (x0, x1), width), ("y", (y0, y1), height)):
        values = lines[axis]
        off = [v for v in values if not low - slack <= v <= high + slack]
        if off:
            problems.append(f"{axis} = {', '.join(f'{v:g}' for v in off[:4])} mm: outside the TrimBox "
                            f"({low:.2f} to {high:.2f} mm; the page is {size:.1f} mm)")
        elif full and values and (abs(values[0] - low) > slack or abs(values[-1] - high) > slack):
            problems.append(f"{axis}: the outermost cuts ({values[0]:g}, {values[-1]:g} mm) are not the "
                            f"TrimBox's sides ({low:.2f}, {high:.2f} mm)")
        elif full and not values:
            problems.append(f"{axis}: no cut lines")
    return problems


def _trim_boxes(pdf: Path) -> list[tuple[float, float, float, float, float, float]]:
    """Each page's TrimBox as (x0, x1 from the left, y0, y1 from the top) and its width and
    height, in mm."""
    from pypdf import PdfReader    # only when a kit is validated
    boxes = []
    for page in PdfReader(str(pdf)).pages:
        media = [float(v) for v in page.mediabox]
        trim = [float(v) for v in page.trimbox]
        height = media[3] - media[1]
        boxes.append(((trim[0] - media[0]) / mm(1), (trim[2] - media[0]) / mm(1),
                      (media[3] - trim[3]) / mm(1), (media[3] - trim[1]) / mm(1),
                      (media[2] - media[0]) / mm(1), height / mm(1)))
    return boxes
