"""Contact sheet of every registered icon: a PDF plus one PNG per page, for looking at them.

Each cell shows one icon at 40 mm (board size) and at 8 mm (card size), in black and in a
colour, inside a faint frame marking its square, with its name underneath.

    python benchmarks/icon_gallery.py /tmp/icons            # -> /tmp/icons.pdf, /tmp/icons-1.png ...
    python benchmarks/icon_gallery.py /tmp/icons --only suit --dpi 150
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pypdfium2  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from printkit.games import shipped  # noqa: E402
from printkit.render.icons import ICONS, _load_all, draw_icon  # noqa: E402

BIG, SMALL = 40 * mm, 8 * mm
GAP = 8.0
CELL_W, CELL_H = 2 * BIG + 3 * GAP, BIG + SMALL + 3 * GAP + 12
COLUMNS, ROWS = 3, 5
MARGIN = 24.0
COLOUR = colors.HexColor("#1f6f8b")
FRAME = colors.Color(0.85, 0.85, 0.85)


def _frame(c: Canvas, x: float, y: float, size: float) -> None:
    c.setStrokeColor(FRAME)
    c.setLineWidth(0.3)
    c.rect(x, y, size, size, stroke=1, fill=0)


def _cell(c: Canvas, name: str, x: float, y: float) -> None:
    """One icon: two big copies on top, two small copies and the name below."""
    top = y + CELL_H - GAP - BIG
    for i, ink in enumerate((colors.black, COLOUR)):
        bx = x + GAP + i * (BIG + GAP)
        _frame(c, bx, top, BIG)
        draw_icon(c, name, bx, top, BIG, ink=ink)
    small_y = top - GAP - SMALL
    for i, ink in enumerate((colors.black, COLOUR)):
        sx = x + GAP + i * (SMALL + GAP)
        _frame(c, sx, small_y, SMALL)
        draw_icon(c, name, sx, small_y, SMALL, ink=ink)
    c.setFillColor(colors.black)
    c.setFont("Helvetica", 9)
    c.drawString(x + GAP + 2 * (SMALL + GAP), small_y + SMALL / 2 - 3, name)


def write_gallery(stem: Path, names: list[str], dpi: int) -> list[Path]:
    """Write `stem`.pdf and `stem`-N.png; return the files written."""
    page_w = 2 * MARGIN + COLUMNS * CELL_W
    page_h = 2 * MARGIN + ROWS * CELL_H
    stem.parent.mkdir(parents=True, exist_ok=True)
    pdf_path = stem.with_suffix(".pdf")
    c = Canvas(str(pdf_path), pagesize=(page_w, page_h), invariant=1)
    per_page = COLUMNS * ROWS
    for start in range(0, len(names), per_page):
        for k, name in enumerate(names[start:start + per_page]):
            col, row = k % COLUMNS, k // COLUMNS
            _cell(c, name, MARGIN + col * CELL_W, page_h - MARGIN - (row + 1) * CELL_H)
        c.showPage()
    c.save()
    written = [pdf_path]
    doc = pypdfium2.PdfDocument(str(pdf_path))
    for i in range(len(doc)):
        png = stem.parent / f"{stem.name}-{i + 1}.png"
        doc[i].render(scale=dpi / 72).to_pil().save(png)
        written.append(png)
    doc.close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stem", type=Path, help="output path without extension")
    parser.add_argument("--only", default="", help="keep icons whose name contains this text")
    parser.add_argument("--dpi", type=int, default=100)
    args = parser.parse_args()
    _load_all()
    for game in shipped():   # each game's icons register themselves when imported
        importlib.import_module(f"printkit.games.{game}.icons")
    names = sorted(n for n in ICONS if args.only in n)
    if not names:
        parser.error(f"--only {args.only!r}: no icon name contains it")
    for path in write_gallery(args.stem, names, args.dpi):
        print(path)


if __name__ == "__main__":
    main()
