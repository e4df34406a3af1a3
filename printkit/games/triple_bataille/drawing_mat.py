"""The per-seat card mat: one full-size outline for every card a player's board asks them to lay.

Manual, 'Plateau Joueur': cards are laid in the board's frames, the credits they guarantee under
them. Eight 63×88 mm outlines and the board's text do not fit on one A4 landscape sheet (two rows of
88 mm fill its height), so the board keeps the text and this mat, printed on the same paper, keeps
the cards: four outlines to a row, two rows, each captioned with the board's heading.
"""

from __future__ import annotations

from dataclasses import replace

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import markup
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.forms import draw_shared
from printkit.render.pdf import set_page
from printkit.render.text import draw_fitted_line, draw_paragraph
from printkit.render.shapes import round_rect
from printkit.units import mm
from printkit.games.triple_bataille.drawing import MARGIN, MUTED, BoardPage, Panel, icon
from printkit.render.paint import fill_colour, line_width, stroke_colour

PER_ROW = 4
HEADER = mm(9)


def mat_panels(board: BoardPage) -> list[Panel]:
    """The board's panels that hold cards, in reading order."""
    return [panel for row in board.rows for panel in row.panels if panel.slot]


def mat_slots(page: Size, token: Size, count: int) -> list[Rect]:
    """`count` outlines of exactly the token's size, PER_ROW to a row, centred inside the margins
    below the header; ValueError if they do not fit the page."""
    rows = -(-count // PER_ROW)
    room = Rect(MARGIN, MARGIN, page.w - 2 * MARGIN, page.h - 2 * MARGIN - HEADER)
    gap_x = (room.w - PER_ROW * token.w) / (PER_ROW + 1)
    gap_y = (room.h - rows * token.h) / (rows + 1)
    if gap_x < 0 or gap_y < 0:
        raise ValueError(f"{count} card outlines of {token.w / mm(1):.0f}×{token.h / mm(1):.0f} mm do not fit "
                         f"a {page.w / mm(1):.0f}×{page.h / mm(1):.0f} mm card mat")
    slots = []
    for index in range(count):
        row, col = divmod(index, PER_ROW)
        x = room.x + gap_x + col * (token.w + gap_x)
        y = room.y1 - (row + 1) * (token.h + gap_y)
        slots.append(Rect(x, y, token.w, token.h))
    return slots


def draw_card_mat(c: Canvas, page: Size, board: BoardPage, heading: str, token: Size) -> None:
    """One seat's mat: a heading line and the board's code, the outlines, the credits footer."""
    set_page(c, page)
    accent = colors.HexColor(board.accent)
    top = page.h - MARGIN
    fill_colour(c, accent)
    width = page.w - 2 * MARGIN - mm(40)
    draw_fitted_line(c, heading, MARGIN, top - mm(6), width,
                     font=fonts.BOLD, size=13, minimum=9, anchor="left")
    draw_fitted_line(c, board.code, page.w - MARGIN, top - mm(6), mm(36), font=fonts.BOLD, size=10, minimum=8,
                     anchor="right")
    _outlines(c, page, mat_panels(board), accent, token)
    fill_colour(c, MUTED)
    # 2.5 mm lower than a board's footer: 1.5 mm or more under the lowest outlines, and its
    # descenders still 5 mm above the paper's edge.
    draw_fitted_line(c, board.footer, page.w / 2, MARGIN - mm(2.5), page.w - 2 * MARGIN, font=fonts.BODY,
                     size=6.5, minimum=fonts.SMALLEST_PT)
    c.showPage()


def _outlines(c: Canvas, page: Size, panels: list[Panel], accent, token: Size) -> None:
    """The outlines are the same on every seat's mat (only the heading line and code differ):
    they are one form per PDF (render/forms.py), placed on each mat."""
    slots = mat_slots(page, token, len(panels))
    room = Rect(MARGIN, MARGIN, page.w - 2 * MARGIN, page.h - 2 * MARGIN - HEADER)

    def draw(c: Canvas, box: Rect, _paint: Rect) -> None:
        dx, dy = box.x - room.x, box.y - room.y
        for panel, slot in zip(panels, slots):
            _outline(c, Rect(slot.x + dx, slot.y + dy, slot.w, slot.h), panel, accent)

    draw_shared(c, ("triple-bataille-mat", tuple(panels), tuple(slots), accent), room, room.inset(-mm(2)), draw,
                holds_text=True)


def _outline(c: Canvas, slot: Rect, panel: Panel, accent) -> None:
    """A dashed card outline, its icon and the board's heading and card kind centred inside."""
    c.saveState()
    stroke_colour(c, accent)
    c.setDash(3, 2)
    line_width(c, 0.8)
    round_rect(c, slot.x, slot.y, slot.w, slot.h, mm(3), stroke=1, fill=0)
    c.restoreState()
    size = mm(16)
    icon(c, panel.icon, slot.x + (slot.w - size) / 2, slot.y + slot.h / 2 + mm(4), size, accent)
    fill_colour(c, accent)
    text = Rect(slot.x + mm(4), slot.y + mm(8), slot.w - mm(8), slot.h / 2 - mm(6))
    draw_paragraph(c, f"<b>{markup(panel.heading)}</b><br/><i>{markup(panel.slot)}</i>", text, size=10, minimum=8,
                   valign="top", colour=accent)


def without_slots(board: BoardPage) -> BoardPage:
    """The board as printed beside its mat: the same panels, their text given the whole height."""
    rows = tuple(replace(row, panels=tuple(replace(p, slot="") for p in row.panels)) for row in board.rows)
    return replace(board, rows=rows)
