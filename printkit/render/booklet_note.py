"""A booklet note (`> ` block): its paragraph in a grey box with a bar in the accent colour.

reportlab's Table draws the box (a one-cell table: background, padding, a line before the cell).
A table also measures itself, and a booklet measures each note at every spacing it tries and
twice in each layout (to keep the note together, then to place it): `Note` measures as the
table would, by the same float operations on its paragraph's height, and makes the table only
when the note is drawn. Measured on the 9 booklets of `build --all`: Tables made and wrapped
while laying out took ~7 % of choose_layout. tests/render/test_booklet_note.py compares every
shipped note's size with its table's; tests/render/test_booklet.py the booklets' bytes with
platypus drawing the tables itself.
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
    """A note measured as its table measures itself; the table made to draw it (or to split it)."""

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
        """The table drawing this note, measured as the note last was."""
        table = note_table(self.paragraph, self.accent)
        if self._wrapped is not None:
            table.wrap(*self._wrapped)
        return table

    def split(self, availWidth, availHeight):
        return self.table().split(availWidth, availHeight)

    def drawOn(self, canvas, x, y, _sW=0):
        """On a measuring canvas, noted (Placed); else drawn by its table where the note goes."""
        if measuring(canvas):
            super().drawOn(canvas, x, y, _sW)
        else:
            self.table().drawOn(canvas, x, y, _sW)
