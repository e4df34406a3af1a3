"""Tiled boards: an assembly page first (the whole board in miniature, its seams and its sheets'
numbers, and the steps), then one page per sheet showing a window of the board form, with glue
strip, crop marks on the edges to trim (recorded as its cut lines: layout/cutlog.py), its code and
a mini assembly map.

Nothing but the board's own art prints where the assembled board shows (no alignment cross on
the overlapping sheet): the strip a neighbour covers carries the hatching, the glue note and a
solid line where that neighbour's trimmed edge goes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Iterator

from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator
from printkit.layout.geometry import PRINTER_MARGIN, Rect
from printkit.layout.tiling import Tile, Tiling
from printkit.render import fonts
from printkit.render.forms import draw_shared
from printkit.render.marks import draw_marks
from printkit.layout import cutlog, production
from printkit.layout.cutmarks import Cut, Piece, place_marks
from printkit.render.pdf import new_form_name, set_page
from printkit.render.placing import clip_ops, clip_path, cm_numbers, place_clipped, translation
from printkit.units import mm
from printkit.render.text import draw_paragraph, draw_string, line_start
from printkit.render.text import width as text_width
from printkit.render.paint import fill_op, in_saved_state, stroke_op, width_op
from printkit.render.shapes import rect_op

if TYPE_CHECKING:
    from printkit.render.draw import Pen

GLUE = colors.Color(0.55, 0.55, 0.55)
EDGE = colors.Color(0.3, 0.3, 0.3)
NOTE_GREY = colors.Color(0.3, 0.3, 0.3)      # the glue note and the sheet label
HIGHLIGHT = colors.Color(0.2, 0.2, 0.2)      # the sheet's own box in the mini-map


def draw_tiles(pen: Pen, tiling: Tiling, draw_board: Callable[[Pen], None], codes: list[str],
               tr: Translator, *, only: frozenset[str] | None = None, map_title: str | None = None) -> int:
    """The assembly page (with `map_title`; the assembler reads it before cutting), then one page
    per tile (only the selected codes with --only); returns pages drawn. `draw_board(pen)` draws
    the whole board once, in board coordinates, as a form the pages place windows of."""
    c = pen.canvas
    form = new_form_name(c, "board")
    c.beginForm(form, lowerx=0, lowery=0, upperx=tiling.board.w, uppery=tiling.board.h)
    draw_board(pen)
    c.endForm()
    pages = 0
    if map_title is not None:
        draw_assembly_page(c, tiling, form, map_title, tr)
        pages += 1
    for tile, code in zip(tiling.tiles, codes):
        if only is not None and code not in only:
            continue
        _tile_page(c, tiling, tile, code, tr, form)
        pages += 1
    return pages


def _tile_page(c: Canvas, tiling: Tiling, tile: Tile, code: str, tr: Translator, form: str) -> None:
    set_page(c, tile.sheet, trim=tile.page, bleed=tile.page)
    place_clipped(c, form, cm_numbers(translation(tile.page.x - tile.window.x, tile.page.y - tile.window.y)),
                  clip_path(tile.page))
    _glue_strips(c, tile, tr)
    _cut_marks(c, tile)
    _label(c, tiling, tile, code, tr)
    c.showPage()


def _glue_strips(c: Canvas, tile: Tile, tr: Translator) -> None:
    """Hatch the strips the next sheet covers: glue goes there. Most sheets have strips of the
    same size: each size is drawn once per PDF as a form (render/forms.py) and placed."""
    strips = []
    if tile.glue_right:
        strips.append((Rect(tile.page.x1 - tile.overlap, tile.page.y, tile.overlap, tile.page.h), 90))
    if tile.glue_bottom:
        strips.append((Rect(tile.page.x, tile.page.y, tile.page.w, tile.overlap), 0))
    label = tr.pgettext("board", "glue here, under the next sheet")
    for rect, angle in strips:
        c.saveState()       # on the page: reportlab gives a form no ExtGState of its own for the alpha
        c.setFillColor(colors.Color(1, 1, 1, alpha=0.55))
        c.rect(rect.x, rect.y, rect.w, rect.h, stroke=0, fill=1)
        c.restoreState()
        draw_shared(c, ("glue-strip", angle, label), rect, rect, lambda c, box, _, a=angle: _hatched(c, box, a, label),
                    holds_text=True)
    for rect, angle in strips:       # where the neighbour's trimmed edge goes, covered once glued
        c.setStrokeColor(EDGE)
        c.setLineWidth(0.8)
        if angle:
            c.line(rect.x, rect.y, rect.x, rect.y1)
        else:
            c.line(rect.x, rect.y1, rect.x1, rect.y1)


def _hatched(c: Canvas, rect: Rect, angle: float, label: str) -> None:
    """A glue strip's diagonal hatching (one literal where the canvas allows: render/paint.py
    `in_saved_state`, the lines made once per strip size), then the glue note along it, on a
    white plate so that it reads over the hatching."""
    plate = _note_plate(label)
    stroke = stroke_op(c, GLUE)
    if stroke is not None:
        in_saved_state(c, [stroke, width_op(0.4), clip_ops(clip_path(rect)), _hatching(rect)])
    else:
        c.saveState()
        c.setStrokeColor(GLUE)
        c.setLineWidth(0.4)
        p = c.beginPath()
        p.rect(rect.x, rect.y, rect.w, rect.h)
        c.clipPath(p, stroke=0, fill=0)
        for x0, y0, x1, y1 in _hatch_lines(rect):
            c.line(x0, y0, x1, y1)
        c.restoreState()
    c.saveState()
    c.translate(rect.x + rect.w / 2, rect.y + rect.h / 2)
    c.rotate(angle)
    c.setFillColor(colors.white)
    c.rect(*plate, stroke=0, fill=1)
    c.setFillColor(NOTE_GREY)
    draw_string(c, 0, -2.2, label, font=fonts.BODY, size=6.5, anchor="centre")
    c.restoreState()


def _note_plate(label: str) -> tuple[float, float, float, float]:
    """The white plate the glue note sits on (x, y, w, h about the strip's centre, the note's
    baseline 2.2 pt below it): the hatching never runs through the note."""
    wide = text_width(label, fonts.BODY, 6.5) + mm(3)      # as drawn: in the edition's fonts
    return -wide / 2, -2.2 - 6.5 * 0.3 - mm(1), wide, 6.5 * 1.05 + mm(2)


def _hatch_lines(rect: Rect) -> Iterator[tuple[float, float, float, float]]:
    step = mm(3)
    offset = -rect.h
    while offset < rect.w:
        yield rect.x + offset, rect.y, rect.x + offset + rect.h, rect.y1
        offset += step


@lru_cache(maxsize=64)
def _hatching(rect: Rect) -> str:
    """What `c.line` writes for each of the strip's lines (a strip of one size is drawn in every
    tiled PDF: 79 lines a strip, 792 in `build --all`)."""
    return "\n".join(f"n {fp_str(x0, y0)} m {fp_str(x1, y1)} l S" for x0, y0, x1, y1 in _hatch_lines(rect))


def _cut_marks(c: Canvas, tile: Tile) -> None:
    """Crop marks on the edges trimmed to lie over a neighbour's glue strip (the left edge of a
    sheet past the first column, the top edge of one past the first row), recorded as the page's
    cut lines."""
    p = tile.page
    cuts = ([Cut("x", p.x)] if tile.col > 0 else []) + ([Cut("y", p.y1)] if tile.row > 0 else [])
    style = production.current().marks
    draw_marks(c, place_marks(tile.sheet, cuts, [Piece(p, p)], length=style.length, offset=style.offset))
    cutlog.record(c.getPageNumber(), tile.sheet.h, cuts)


def _label(c: Canvas, tiling: Tiling, tile: Tile, code: str, tr: Translator) -> None:
    """Code, place in the assembly and a mini-map, in the bottom margin."""
    text = tr.format("board", "{code} · sheet {number} of {total} · row {row}, column {col}",
                     code=code, number=tile.index + 1, total=len(tiling.tiles), row=tile.row + 1, col=tile.col + 1)
    c.setFillColor(NOTE_GREY)
    # In the bottom margin, PRINTER_MARGIN above the paper's edge and under the board.
    low = max(PRINTER_MARGIN, tile.page.y - mm(7))
    # Clear of the crop mark under the left edge of a sheet past the first column.
    left = tile.page.x + (mm(2) if tile.col > 0 else 0.0)
    draw_string(c, left, max(tile.page.y - mm(5), low + mm(0.8)), text, font=fonts.BODY, size=7)
    height = min(mm(6), tile.page.y - mm(1) - low)
    mini_map(c, tiling, Rect(tile.page.x1 - height * 2, low, height * 2, height), highlight=tile.index)


def mini_map(c: Canvas, tiling: Tiling, box: Rect, *, highlight: int | None = None, numbers: bool = False) -> None:
    """The grid of sheets, scaled into box; the highlighted one filled. Written as one literal
    (render/paint.py `in_saved_state`) where the canvas allows: the same operators as the
    canvas's calls, in its saved state."""
    w, h = box.w / tiling.cols, box.h / tiling.rows
    ops = None if numbers else _mini_map_ops(c, tiling, box, w, h, highlight)
    if ops is not None:
        in_saved_state(c, ops)
        return
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColor(colors.black)
    for tile in tiling.tiles:
        x, y = box.x + tile.col * w, box.y1 - (tile.row + 1) * h
        c.setFillColor(HIGHLIGHT if tile.index == highlight else colors.white)
        c.rect(x, y, w, h, stroke=1, fill=1)
        if numbers:
            c.setFillColor(colors.black)
            draw_string(c, x + w / 2, y + h / 2 - min(w, h) * 0.1, str(tile.index + 1),
                        font=fonts.BOLD, size=min(w, h) * 0.3, anchor="centre")
    c.restoreState()


def _mini_map_ops(c: Canvas, tiling: Tiling, box: Rect, w: float, h: float,
                  highlight: int | None) -> list[str] | None:
    """mini_map's operators, without numbers, inside its saved state; None if a colour must go
    through the canvas."""
    white, grey = (fill_op(c, colour) for colour in (colors.white, HIGHLIGHT))
    stroke = stroke_op(c, colors.black)
    if None in (white, grey, stroke):
        return None
    ops = [width_op(0.5), stroke]
    for tile in tiling.tiles:
        x, y = box.x + tile.col * w, box.y1 - (tile.row + 1) * h
        ops += [grey if tile.index == highlight else white, rect_op(x, y, w, h, stroke=1, fill=1)]
    return ops


def draw_assembly_page(c: Canvas, tiling: Tiling, form: str, title: str, tr: Translator) -> None:
    """The page the assembler starts from: the whole board in miniature (the board's own form,
    scaled), the seams where each sheet's trimmed edge goes, each sheet's number where it shows,
    and the steps to put the board together."""
    page = tiling.sheet
    set_page(c, page)
    c.setFillColor(colors.black)
    x, anchor = line_start(mm(15), page.w - mm(15))
    draw_string(c, x, page.h - mm(22), title, font=fonts.BOLD, size=18, anchor=anchor)
    scale = min((page.w - mm(30)) / tiling.board.w, (page.h - mm(90)) / tiling.board.h)
    box = Rect((page.w - tiling.board.w * scale) / 2, page.h - mm(32) - tiling.board.h * scale,
               tiling.board.w * scale, tiling.board.h * scale)
    c.saveState()
    c.translate(box.x, box.y)
    c.scale(scale, scale)
    c.doForm(form)
    c.restoreState()
    _seams(c, tiling, box, scale)
    steps = [
        tr.pgettext("board", "Cut each sheet along its marks: trim the left edge of every sheet that is not in the first column, and the top edge of every sheet that is not in the first row."),
        tr.pgettext("board", "Lay the sheets out as on this map, numbers in reading order."),
        tr.pgettext("board", "Glue each trimmed edge over the hatched strip of its neighbour, along the strip's solid line, so that the pictures run on across the join."),
    ]
    from printkit.i18n import markup
    y = box.y - mm(8)
    for n, step in enumerate(steps, start=1):
        draw_paragraph(c, markup(f"<b>{n}.</b> ") + markup(step), Rect(mm(15), y - mm(14), page.w - mm(30), mm(14)),
                       size=10, minimum=7, align=0, valign="top")
        y -= mm(15)
    c.showPage()


def _seams(c: Canvas, tiling: Tiling, box: Rect, scale: float) -> None:
    """Over the miniature: a line where each trimmed edge lies once glued, the board's outline,
    and each sheet's number in a white disc in the middle of the part of it that shows."""
    c.saveState()
    c.setStrokeColor(colors.black)
    c.setLineWidth(1.2)
    c.rect(box.x, box.y, box.w, box.h, stroke=1, fill=0)
    for tile in tiling.tiles:
        w = tile.window
        if tile.col > 0:
            c.line(box.x + w.x * scale, box.y + w.y * scale, box.x + w.x * scale, box.y + w.y1 * scale)
        if tile.row > 0:
            c.line(box.x + w.x * scale, box.y + w.y1 * scale, box.x + w.x1 * scale, box.y + w.y1 * scale)
    size = min(box.w / tiling.cols, box.h / tiling.rows) * 0.16
    for tile in tiling.tiles:
        shown = _shown(tiling, tile)
        cx, cy = box.x + (shown.x + shown.w / 2) * scale, box.y + (shown.y + shown.h / 2) * scale
        c.setFillColor(colors.white)
        c.setLineWidth(1.2)
        c.circle(cx, cy, size * 0.85, stroke=1, fill=1)
        c.setFillColor(colors.black)
        draw_string(c, cx, cy - size * 0.36, str(tile.index + 1), font=fonts.BOLD, size=size, anchor="centre")
    c.restoreState()


def _shown(tiling: Tiling, tile: Tile) -> Rect:
    """The part of a sheet's window that shows once the board is glued (board coordinates): up
    to where the sheet to its right and the sheet below it begin."""
    w = tile.window
    right = w.x1 - (tile.overlap if tile.glue_right else 0.0)
    bottom = w.y + (tile.overlap if tile.glue_bottom else 0.0)
    return Rect(w.x, bottom, right - w.x, w.y1 - bottom)
