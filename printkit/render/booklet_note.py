"""A booklet note (`> ` block): its paragraph in a grey box with a bar in the accent colour.

The box is a one-cell reportlab Table's (background, padding, a line before the cell), and a
booklet laid out by platypus itself still gets that table (`note_table`). A booklet measures each
note at every spacing it tries, and twice in each layout (to keep the note together, then to place
it), then draws it once: `Note` measures as the table measures itself and draws with the table's
canvas calls, by the same float operations, without making the table (made only for a note that
does not fit on a page, to split as a table would). Measured on the 9 booklets of `build --all`:
tables made and wrapped while laying out took ~7 % of choose_layout, and a table made, measured
and drawn for each of the 51 notes drawn ~5 ms. tests/render/test_booklet_note.py compares every
shipped note's size, and the operators drawn in each ink, with its table's; test_booklet.py the
booklets' bytes with platypus drawing tables itself.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Paragraph, Table, TableStyle

from printkit.render import fonts
from printkit.render.booklet_flow import TableLike
from printkit.render.booklet_pages import MARGIN, PAGE, Placed, measuring

WIDTH = PAGE.w - 2 * MARGIN
LEFT, RIGHT, TOP, BOTTOM = 7, 6, 5, 6           # the cell's paddings
BACKGROUND = colors.Color(0.95, 0.95, 0.95)
BAR = 2.5                                       # the accent line's width
_CELL_HEIGHT = 72000                            # what a Table offers a cell's flowables


class NoteTable(Placed, Table):
    """A note's box, drawn (and, in a layout left to platypus, split) by reportlab."""


def note_table(paragraph: Paragraph, accent: colors.Color) -> NoteTable:
    """The one-cell table that draws a note."""
    table = NoteTable([[paragraph]], colWidths=[WIDTH])
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.BODY),   # tables default to Helvetica, never embedded
        ("BACKGROUND", (0, 0), (-1, -1), BACKGROUND),
        ("LINEBEFORE", (0, 0), (0, -1), BAR, accent),
        ("LEFTPADDING", (0, 0), (-1, -1), LEFT), ("RIGHTPADDING", (0, 0), (-1, -1), RIGHT),
        ("TOPPADDING", (0, 0), (-1, -1), TOP), ("BOTTOMPADDING", (0, 0), (-1, -1), BOTTOM),
    ]))
    return table


class Note(Placed, TableLike):
    """A note measured and drawn as its table measures and draws itself; the table made only to
    split it."""

    def __init__(self, paragraph: Paragraph, accent: colors.Color):
        super().__init__()
        self.paragraph = paragraph
        self.accent = accent
        self._wrapped: tuple[float, float] | None = None

    def wrap(self, availWidth, availHeight):
        """Table.wrap of a one-cell table of a fixed width: tables.py _calc_height and
        _listCellGeom, their operations in their order (the cell's room does not depend on
        the height offered)."""
        self._wrapped = availWidth, availHeight
        para = self.paragraph
        _, vh = para.wrap(WIDTH - LEFT - RIGHT, _CELL_HEIGHT - TOP - BOTTOM)
        sb, sa = para.getSpaceBefore(), para.getSpaceAfter()
        t = 0
        t += vh + sa + sb
        t = t - sb - sa
        t += BOTTOM + TOP
        self.width, self.height = WIDTH, max(t, 0)
        return self.width, self.height

    def table(self) -> NoteTable:
        """The table this note draws as, measured as the note last was."""
        table = note_table(self.paragraph, self.accent)
        if self._wrapped is not None:
            table.wrap(*self._wrapped)
        return table

    def split(self, availWidth, availHeight):
        return self.table().split(availWidth, availHeight)

    def drawOn(self, canvas, x, y, _sW=0):
        """On a measuring canvas, noted (Placed); else drawn as its table draws itself."""
        if measuring(canvas):
            super().drawOn(canvas, x, y, _sW)
        else:
            self._draw_as_table(canvas, x, y, _sW)

    def _draw_as_table(self, canvas, x, y, _sW) -> None:
        """Table.drawOn of the note's one-cell table, its canvas calls in their order and its
        arithmetic (tables.py `draw`, `_drawBkgrnd`, `_drawCell` with the cell's default style:
        black, 10 pt on 12 in the body font, aligned left and at the bottom; `_drawLines` for
        LINEBEFORE: round caps and joins), without making the table. Measured: a table made,
        measured and drawn for each of the 51 notes of `build --all` took ~5 ms; the bytes are
        compared with the table's in tests/render/test_booklet_note.py and test_booklet.py."""
        width, height = self.width, self.height
        if _sW:
            x += 0.5 * _sW                          # _hAlignAdjust: a Table is centred
        canvas.saveState()                          # Flowable.drawOn
        canvas.translate(x, y)
        canvas.saveState()                          # Table.draw
        canvas.setFillColor(BACKGROUND)             # _drawBkgrnd: rows from the top, y0 = its height
        canvas.rect(0, height, width - 0, 0 - height, stroke=0, fill=1)
        canvas.setFillColor("black")                # _drawCell
        canvas.setFont(fonts.BODY, 10, 12)
        para = self.paragraph
        vw, vh = para.wrapOn(canvas, WIDTH - LEFT - RIGHT, height - TOP - BOTTOM)     # _listCellGeom
        sb, sa = para.getSpaceBefore(), para.getSpaceAfter()
        t = 0
        t += vh + sa + sb
        h = t - sb - sa
        cell_y = 0 + BOTTOM + h
        cell_y += sb
        cell_y -= sb
        cell_y -= vh
        para.drawOn(canvas, 0 + LEFT, cell_y)
        canvas.saveState()                          # _drawLines
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        canvas.setStrokeColor(self.accent)
        canvas.setLineWidth(BAR)
        canvas.line(0, 0, 0, height)
        canvas.restoreState()
        canvas.restoreState()
        canvas.restoreState()
