"""The per-seat card mat: one full-size outline for every card a player's board asks them to lay.

Manual, 'Plateau Joueur': cards are laid in the board's frames, the credits they guarantee under
them. Eight 63×88 mm outlines and the board's text do not fit on one A4 landscape sheet (two rows of
88 mm fill its height), so the board keeps the text and this mat, printed on the same paper, keeps
the cards: four outlines to a row, two rows, each captioned with the board's heading.
"""

from __future__ import annotations

from dataclasses import replace

from printkit.i18n import markup
from printkit.layout.geometry import Rect, Size
from printkit.render.draw import BODY, BOLD, SMALLEST_PT, Colour, Pen, hex_colour
from printkit.units import mm
from printkit.games.triple_bataille.drawing import MARGIN, MUTED, BoardPage, Panel, icon

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


def draw_card_mat(pen: Pen, page: Size, board: BoardPage, heading: str, token: Size) -> None:
    """One seat's mat: a heading line and the board's code, the outlines, the credits footer."""
    with pen.page(page):
        accent = hex_colour(board.accent)
        top = page.h - MARGIN
        width = page.w - 2 * MARGIN - mm(40)
        pen.fitted_text(heading, MARGIN, top - mm(6), width, font=BOLD, size=13, minimum=9, anchor="left", colour=accent)
        pen.fitted_text(board.code, page.w - MARGIN, top - mm(6), mm(36), font=BOLD, size=10, minimum=8, anchor="right",
                        colour=accent)
        _outlines(pen, page, mat_panels(board), accent, token)
        # 2.5 mm lower than a board's footer: 1.5 mm or more under the lowest outlines, and its
        # descenders still 5 mm above the paper's edge.
        pen.fitted_text(board.footer, page.w / 2, MARGIN - mm(2.5), page.w - 2 * MARGIN, font=BODY, size=6.5,
                        minimum=SMALLEST_PT, colour=MUTED)


def _outlines(pen: Pen, page: Size, panels: list[Panel], accent: Colour, token: Size) -> None:
    """The outlines are the same on every seat's mat (only the heading line and code differ):
    they are one form per PDF, placed on each mat."""
    slots = mat_slots(page, token, len(panels))
    room = Rect(MARGIN, MARGIN, page.w - 2 * MARGIN, page.h - 2 * MARGIN - HEADER)

    def draw(pen: Pen, box: Rect, _paint: Rect) -> None:
        dx, dy = box.x - room.x, box.y - room.y
        for panel, slot in zip(panels, slots):
            _outline(pen, Rect(slot.x + dx, slot.y + dy, slot.w, slot.h), panel, accent)

    pen.shared(("triple-bataille-mat", tuple(panels), tuple(slots), accent), room, room.inset(-mm(2)), draw,
               holds_text=True)


def _outline(pen: Pen, slot: Rect, panel: Panel, accent: Colour) -> None:
    """A dashed card outline, its icon and the board's heading and card kind centred inside."""
    pen.box(slot, stroke=accent, width=0.8, radius=mm(3), dash=(3, 2))
    size = mm(16)
    icon(pen, panel.icon, slot.x + (slot.w - size) / 2, slot.y + slot.h / 2 + mm(4), size, accent)
    text = Rect(slot.x + mm(4), slot.y + mm(8), slot.w - mm(8), slot.h / 2 - mm(6))
    pen.paragraph(f"<b>{markup(panel.heading)}</b><br/><i>{markup(panel.slot)}</i>", text, size=10, minimum=8,
                  valign="top", colour=accent)


def without_slots(board: BoardPage) -> BoardPage:
    """The board as printed beside its mat: the same panels, their text given the whole height."""
    rows = tuple(replace(row, panels=tuple(replace(p, slot="") for p in row.panels)) for row in board.rows)
    return replace(board, rows=rows)
