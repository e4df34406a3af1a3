"""Card sheets: fronts drawn straight onto imposed sheets, backs as forms, in the current
production layout:

- duplex-long / duplex-short: a fronts page, then a backs page mirrored for the duplex edge,
  shifted by the calibrated back offset;
- gutterfold: fronts on the top half, backs turned 180° on the bottom half, a fold line between;
- single: one card per page with its bleed and crop marks, TrimBox and BleedBox set (for print shops).

Every page of cards records its cut lines (layout/cutlog.py) for the manifest; every cut line has
a crop mark (layout/cutmarks.py), and a build that could not give one says so.

Backs repeat, so each back is drawn once as a form XObject and placed with `doForm`, and a
backs page like one drawn before in the kit document is put again (render/pdf.py `repeat_page`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from reportlab.pdfgen.canvas import Canvas

from printkit.errors import UsageError
from printkit.layout import cutlog, production
from printkit.layout.cutmarks import Cut
from printkit.layout.geometry import PRINTER_MARGIN, Rect
from printkit.layout.gutterfold import FoldSheet, fold_sheet
from printkit.layout.imposition import Grid, Slot, crop_marks, cut_lines, missing_marks
from printkit.layout.single import single_page
from printkit.render.forms import form_content
from printkit.render.marks import draw_fold_line, draw_marks, sheet_footer
from printkit.render.pdf import new_form_name, repeat_page, set_page
from printkit.render.placing import begin_clip, clip_path, cm_numbers, place_clipped, rotation, translation
from printkit.units import mm

if TYPE_CHECKING:
    from printkit.render.draw import Pen

# draw(pen, trim, paint): trim is the finished card, paint the area the art may cover.
DrawCard = Callable[["Pen", Rect, Rect], None]


@dataclass(frozen=True)
class CardJob:
    """One card to print: its code, how to draw its front, and which back it takes."""

    code: str
    front: DrawCard
    back: str


@dataclass(frozen=True)
class SheetOptions:
    """How a deck's sheets print: the duplex edge, the footer's label, whether backs print."""

    edge: str = "long"          # duplex edge: long or short
    label: str = ""             # footer: kit and component
    backs: bool = True


def draw_card_sheets(pen: Pen, grid: Grid, jobs: list[CardJob], backs: dict[str, DrawCard],
                     options: SheetOptions) -> int:
    """Draw every job in the current production layout; returns the pages drawn."""
    settings = production.current()
    layout = settings.layout
    if layout == "single":
        grid = single_page(grid.card, bleed=grid.bleed, marks=settings.marks)
    if layout == "gutterfold" and options.backs:
        try:
            fold = fold_sheet(grid.sheet, grid.card, bleed=grid.bleed)
        except ValueError:
            size = f"{grid.card.w / mm(1):.0f}×{grid.card.h / mm(1):.0f} mm"
            raise UsageError(f"--layout gutterfold: {options.label or 'a card'}: a {size} card and its back do not fit "
                             f"on one sheet of this paper; use --layout duplex-long or a larger --paper") from None
        return _gutterfold_sheets(pen, fold, jobs, backs, options)
    return _duplex_sheets(pen, grid, jobs, backs, options, footer=layout != "single")


def _batches(jobs: list[CardJob], per: int) -> list[list[CardJob]]:
    return [jobs[i:i + per] for i in range(0, len(jobs), per)]


def _duplex_sheets(pen: Pen, grid: Grid, jobs: list[CardJob], backs: dict[str, DrawCard],
                   options: SheetOptions, *, footer: bool) -> int:
    """One fronts page then one backs page per sheet (single: one card per page, no footer)."""
    c, settings = pen.canvas, production.current()
    forms = _back_forms(pen, grid.bleed, grid.card, backs) if options.backs else {}
    marks = crop_marks(grid, length=settings.marks.length, offset=settings.marks.offset)
    _note_missing_marks(options.label, len(missing_marks(grid, marks)))
    _note_art_near_edge(options.label, grid)
    form = _marks_form(c, grid.sheet, marks)
    sheets = _batches(jobs, grid.per_sheet)
    cuts = _cuts(grid.slots)
    lines = cut_lines(grid)
    fronts = [_FrontSlot.of(slot, grid.bleed, _quarter(slot)) for slot in grid.slots]
    behind = _back_placements(grid, options.edge) if options.backs else []
    pages = 0
    for number, batch in enumerate(sheets, start=1):
        set_page(c, grid.sheet, trim=grid.trim_block, bleed=grid.bleed_block)
        for at, job in zip(fronts, batch):
            _front(pen, at, job.front)
        _place_marks(c, form)
        if footer:
            sheet_footer(c, grid.sheet, grid.bleed_block, cuts, f"{options.label} · {number}/{len(sheets)}",
                         gap=settings.marks.offset)
        cutlog.record(c.getPageNumber(), grid.sheet.h, lines)
        c.showPage()
        pages += 1
        if options.backs:
            _duplex_back_page(c, grid, batch, form, forms, behind, shift=settings.duplex)
            pages += 1
    return pages


def _back_placements(grid: Grid, edge: str) -> list[tuple[str, str]]:
    """What goes before each slot's back form on a backs page, mirrored for the duplex edge: the
    same on every backs page of a deck, so worked out once."""
    placements = []
    for slot, behind in zip(grid.slots, grid.backs(edge)):
        # A card lying on its side turns over with the sheet: its back follows it round.
        turn = (-90.0 if edge == "long" else 90.0) if _quarter(slot) else 0.0
        placements.append(_back_placement(behind, grid.bleed, turn))
    return placements


def _duplex_back_page(c: Canvas, grid: Grid, batch: list[CardJob], marks, forms: dict[str, str],
                      behind: list[tuple[str, str]], *, shift: bool) -> None:
    """Backs mirrored for the duplex edge; in duplex, everything moves by the back offset. A
    backs page like one drawn before (a deck's full sheets share one back) is put again."""
    dx, dy = production.current().back_offset if shift else (0.0, 0.0)
    names = tuple(forms[job.back] for job in batch)
    if repeat_page(c, ("card backs", grid.sheet, grid.trim_block, grid.bleed_block, marks, dx, dy,
                       tuple(behind[:len(names)]), names)):
        return
    set_page(c, grid.sheet, trim=grid.trim_block, bleed=grid.bleed_block)
    if dx or dy:
        c.translate(dx, dy)
    for (clip, cm), job in zip(behind, batch):
        place_clipped(c, forms[job.back], cm, clip)
    _place_marks(c, marks)
    edge = production.current().edge
    behind_cuts = [_mirrored(cut, grid, edge, dx, dy) for cut in cut_lines(grid)]
    cutlog.record(c.getPageNumber(), grid.sheet.h, behind_cuts)
    c.showPage()


def _mirrored(cut: Cut, grid: Grid, edge: str, dx: float, dy: float) -> Cut:
    """Where a fronts page's cut line lies on its backs page: mirrored for the duplex edge,
    then moved by the back offset."""
    if cut.axis == "x":
        return Cut("x", (grid.sheet.w - cut.at if edge == "long" else cut.at) + dx)
    return Cut("y", (grid.sheet.h - cut.at if edge == "short" else cut.at) + dy)


def _gutterfold_sheets(pen: Pen, fold: FoldSheet, jobs: list[CardJob], backs: dict[str, DrawCard],
                       options: SheetOptions) -> int:
    """Fronts and their backs on the same page, one page per sheet."""
    c, settings = pen.canvas, production.current()
    forms = _back_forms(pen, fold.fronts.bleed, fold.fronts.card, backs)
    drawn = fold.marks(length=settings.marks.length, offset=settings.marks.offset)
    _note_missing_marks(options.label, fold.unmarked(drawn))
    marks = _marks_form(c, fold.sheet, drawn)
    sheets = _batches(jobs, fold.per_sheet)
    bleed = fold.fronts.bleed
    cuts = _cuts(fold.fronts.slots + fold.backs)
    lines = sorted(set(cut_lines(fold.fronts) + cut_lines(fold.back_grid())))
    fronts = [_FrontSlot.of(slot, bleed, fold.front_turn(slot)) for slot in fold.fronts.slots]
    behind = [_back_placement(back, bleed, fold.back_turn(slot)) for slot, back in zip(fold.fronts.slots, fold.backs)]
    for number, batch in enumerate(sheets, start=1):
        set_page(c, fold.sheet, trim=fold.trim_block, bleed=fold.bleed_block)
        for at, (clip, cm), job in zip(fronts, behind, batch):
            _front(pen, at, job.front)
            place_clipped(c, forms[job.back], cm, clip)
        _place_marks(c, marks)
        draw_fold_line(c, fold.sheet.w, fold.fold_y)
        sheet_footer(c, fold.sheet, fold.bleed_block, cuts, f"{options.label} · {number}/{len(sheets)}",
                     gap=settings.marks.offset)
        cutlog.record(c.getPageNumber(), fold.sheet.h, lines)
        c.showPage()
    return len(sheets)


MARKS_FORM = "crop-marks"


def _marks_form(c: Canvas, sheet, marks: list) -> str | None:
    """The crop marks, the same on every page of a component (fronts and backs): one text-free
    form (render/forms.py form_content: its operators kept between PDFs and runs), placed on each
    page instead of drawn again. None when there are no marks."""
    if not marks:
        return None
    width = production.current().marks.width
    made = c.__dict__.setdefault("_printkit_mark_forms", {})
    key = (MARKS_FORM, tuple(marks), width)
    if key not in made:        # several card sheets in one PDF: one form per set of marks
        made[key] = f"{MARKS_FORM}-{len(made) + 1}"
        c.beginForm(made[key], lowerx=0, lowery=0, upperx=sheet.w, uppery=sheet.h)
        form_content(c, key, lambda: draw_marks(c, marks, width=width))
        c.endForm()
    return made[key]


def _place_marks(c: Canvas, form: str | None) -> None:
    if form is not None:
        c.doForm(form)


def _cuts(slots) -> tuple[list[float], list[float]]:
    """The x and y of every trim line: where crop marks are, so where a footer must not be."""
    return (sorted({v for s in slots for v in (s.trim.x, s.trim.x1)}),
            sorted({v for s in slots for v in (s.trim.y, s.trim.y1)}))


def _note_missing_marks(label: str, missing: int) -> None:
    """Say how many cut lines got no crop mark (none should: layouts are chosen to give every
    line one; a --marks OFFSET too large for the paper can still leave some without)."""
    if missing:
        production.note(f"{label}: {missing} cut line(s) have no crop mark: the paper leaves no room for one 5 mm "
                        f"in from its edge with these --marks; cut them along the edge of the cards' art")


def _note_art_near_edge(label: str, grid: Grid) -> None:
    """Art with no bleed (ledgers) reaching closer to the paper's edge than printers print."""
    block, sheet = grid.bleed_block, grid.sheet
    nearest = min(block.x, block.y, sheet.w - block.x1, sheet.h - block.y1)
    if grid.bleed == 0 and nearest < PRINTER_MARGIN - 1e-6:
        production.note(f"{label}: the sheets come within {nearest / mm(1):.1f} mm of the paper's edge (fewer "
                        f"per sheet would cost paper); a printer that cannot print there leaves a sliver white")


def _quarter(slot: Slot) -> float:
    """Cards lying on their side on the sheet are drawn a quarter turn counter-clockwise."""
    return 90.0 if slot.trim.w > slot.trim.h else 0.0


@dataclass(frozen=True)
class _FrontSlot:
    """How a front is drawn in a slot, worked out once per deck (every sheet has the same slots):
    the clip to the slot's paint box, the turn about the slot's centre, and the card as its
    drawing sees it (upright, so turned cards get local coordinates) with its full bleed.

    Art is always drawn with its full bleed: the clip keeps it inside the slot's paint box.
    """

    clip: str
    centre: tuple[float, float]
    turn: float
    trim: Rect
    paint: Rect

    @classmethod
    def of(cls, slot: Slot, bleed: float, turn: float) -> "_FrontSlot":
        trim = slot.trim
        centre = (trim.x + trim.w / 2, trim.y + trim.h / 2)
        if turn:
            w, h = (trim.w, trim.h) if turn % 180 == 0 else (trim.h, trim.w)
            trim = Rect(-w / 2, -h / 2, w, h)
        return cls(clip_path(slot.paint), centre, turn, trim, trim.inset(-bleed))


def _front(pen: Pen, at: _FrontSlot, draw: DrawCard) -> None:
    """The front's own drawing, clipped to its slot and turned (the canvas tracks what it sets)."""
    c = pen.canvas
    begin_clip(c, at.clip)
    if at.turn:
        c.translate(*at.centre)
        c.rotate(at.turn)
    draw(pen, at.trim, at.paint)
    c.restoreState()


def _back_placement(slot: Slot, bleed: float, turn: float) -> tuple[str, str]:
    """The clip and transform of a back form in `slot`: clipped to the slot's paint box, the
    upright card turned by `turn` degrees about the slot's centre, its bleed box's corner at the
    origin (what clipPath, translate, rotate, translate wrote before)."""
    trim = slot.trim
    if not turn:
        return clip_path(slot.paint), cm_numbers(translation(trim.x - bleed, trim.y - bleed))
    w, h = (trim.w, trim.h) if turn % 180 == 0 else (trim.h, trim.w)
    return clip_path(slot.paint), cm_numbers(translation(trim.x + trim.w / 2, trim.y + trim.h / 2), rotation(turn),
                                         translation(-w / 2 - bleed, -h / 2 - bleed))


def _back_forms(pen: Pen, bleed: float, card, backs: dict[str, DrawCard]) -> dict[str, str]:
    """Each back drawn once, upright card plus full bleed, as a form XObject named after it."""
    c, forms = pen.canvas, {}
    w, h = min(card.w, card.h), max(card.w, card.h)
    trim = Rect(bleed, bleed, w, h)
    for back_id, draw in sorted(backs.items()):
        name = new_form_name(c, f"back-{back_id}")
        c.beginForm(name, lowerx=0, lowery=0, upperx=w + 2 * bleed, uppery=h + 2 * bleed)
        draw(pen, trim, trim.inset(-bleed))
        c.endForm()
        forms[back_id] = name
    return forms
