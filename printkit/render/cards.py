"""Card sheets: fronts drawn straight onto imposed sheets, each followed by its backs page.

Backs repeat, so each back is drawn once as a form XObject and placed with `doForm`
(ARCHITECTURE.md: 2.3x faster than drawing each back). Backs are mirrored for duplex on the
chosen edge, so that each back lands behind its front.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.layout.imposition import Grid, Slot, back_slot, crop_marks
from printkit.render.marks import draw_marks, footer
from printkit.render.pdf import set_page

# draw(c, trim, paint): trim is the finished card, paint the area the art may cover.
DrawCard = Callable[[Canvas, Rect, Rect], None]


@dataclass(frozen=True)
class CardJob:
    """One card to print: its code, how to draw its front, and which back it takes."""

    code: str
    front: DrawCard
    back: str


@dataclass(frozen=True)
class SheetOptions:
    edge: str = "long"          # duplex edge: long or short
    label: str = ""             # footer: kit and component
    backs: bool = True


def draw_card_sheets(c: Canvas, grid: Grid, jobs: list[CardJob], backs: dict[str, DrawCard],
                     options: SheetOptions) -> int:
    """Draw every job, one front page then one back page per sheet; returns the pages drawn."""
    forms = _back_forms(c, grid, backs) if options.backs else {}
    marks = crop_marks(grid)
    per = grid.per_sheet
    sheets = [jobs[i:i + per] for i in range(0, len(jobs), per)]
    pages = 0
    for number, batch in enumerate(sheets, start=1):
        _front_page(c, grid, batch, marks, f"{options.label} · {number}/{len(sheets)}")
        pages += 1
        if options.backs:
            _back_page(c, grid, batch, marks, forms, options.edge)
            pages += 1
    return pages


def _front_page(c: Canvas, grid: Grid, batch: list[CardJob], marks, label: str) -> None:
    set_page(c, grid.sheet, trim=grid.trim_block, bleed=grid.bleed_block)
    for slot, job in zip(grid.slots, batch):
        _clipped(c, slot.paint, lambda: _upright(c, slot.trim, grid.bleed, job.front))
    draw_marks(c, marks)
    footer(c, grid.sheet.w, label)
    c.showPage()


def _back_page(c: Canvas, grid: Grid, batch: list[CardJob], marks, forms: dict[str, str], edge: str) -> None:
    set_page(c, grid.sheet, trim=grid.trim_block, bleed=grid.bleed_block)
    for slot, job in zip(grid.slots, batch):
        behind = back_slot(grid, slot, edge=edge)
        turn = -90 if edge == "long" else 90  # a turned card's back follows its front over the flip
        _clipped(c, behind.paint, lambda: _place_form(c, forms[job.back], behind, grid, turn))
    draw_marks(c, marks)
    c.showPage()


def _place_form(c: Canvas, form: str, slot: Slot, grid: Grid, turn: float) -> None:
    def place(c: Canvas, trim: Rect, paint: Rect) -> None:
        c.translate(trim.x - grid.bleed, trim.y - grid.bleed)
        c.doForm(form)
    _upright(c, slot.trim, grid.bleed, place, turn)


def _upright(c: Canvas, trim: Rect, bleed: float, draw: DrawCard, turn: float = 90) -> None:
    """Call draw with a portrait card; a card turned on the sheet is drawn rotated a quarter turn.

    Art is always drawn with its full bleed: the caller's clip keeps it inside the slot's paint box.
    """
    if trim.w <= trim.h:
        draw(c, trim, trim.inset(-bleed))
        return
    c.translate(trim.x + trim.w / 2, trim.y + trim.h / 2)
    c.rotate(turn)
    local = Rect(-trim.h / 2, -trim.w / 2, trim.h, trim.w)
    draw(c, local, local.inset(-bleed))


def _clipped(c: Canvas, rect: Rect, draw: Callable[[], None]) -> None:
    c.saveState()
    path = c.beginPath()
    path.rect(rect.x, rect.y, rect.w, rect.h)
    c.clipPath(path, stroke=0, fill=0)
    draw()
    c.restoreState()


def _back_forms(c: Canvas, grid: Grid, backs: dict[str, DrawCard]) -> dict[str, str]:
    """Each back drawn once, card plus full bleed, as a form XObject named after it."""
    forms = {}
    bleed = grid.bleed
    w, h = min(grid.card.w, grid.card.h), max(grid.card.w, grid.card.h)
    trim = Rect(bleed, bleed, w, h)
    for back_id, draw in sorted(backs.items()):
        name = f"back-{back_id}"
        c.beginForm(name, lowerx=0, lowery=0, upperx=w + 2 * bleed, uppery=h + 2 * bleed)
        draw(c, trim, trim.inset(-bleed))
        c.endForm()
        forms[back_id] = name
    return forms
