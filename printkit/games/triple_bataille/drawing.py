"""Triple Bataille drawings: board pages made of panels and tables, token faces and backs.

A board page is a title band (icon, title, code), rows of panels, and a footer carrying the
original's credits and licence (CC BY-SA-NC: every derived page says so). A panel has a heading,
an optional icon, a text or a table, and optionally a dashed area where cards are laid.
Text always fits its box or the build stops (render.text raises TextOverflow).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator

from printkit.i18n import markup
from printkit.layout.geometry import Rect, Size
from printkit.games.triple_bataille import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.render.draw import (BODY, BOLD, FRAME, INK, SMALLEST_PT, WHITE, Colour, Pen, grey, has_icon,
                                  hex_colour, paragraph_size, tint)
from printkit.units import mm

MUTED = grey(0.42)
ACCENTS = {"both": "#2f5d50", "dette": "#8a3b12", "libre": "#1f4e79"}
MARGIN = mm(10)
BAND = mm(16)
GAP = mm(3)
TEXT_MIN_PT = 6.0
A4_LANDSCAPE_W = mm(297)


@dataclass(frozen=True)
class Table:
    """Rows of cells (translated markup); the first row is the header."""
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float, ...]


@dataclass(frozen=True)
class Panel:
    """One framed area of a board."""
    heading: str
    body: str = ""
    icon: str | None = None
    slot: str = ""             # caption of a dashed area for cards ("" = none)
    table: Table | None = None
    weight: float = 1.0
    body_share: float = 0.55   # share of the panel's height given to the text when there is a slot


@dataclass(frozen=True)
class Row:
    """A row of panels on a board page; `weight` sets its share of the page's height."""

    panels: tuple[Panel, ...]
    weight: float = 1.0


@dataclass(frozen=True)
class BoardPage:
    """One printed board page."""
    title: str
    code: str
    icon: str | None
    rows: tuple[Row, ...]
    accent: str = ACCENTS["both"]
    subtitle: str = ""
    footer: str = ""
    extra: dict = field(default_factory=dict)


def icon(pen: Pen, name: str | None, x: float, y: float, size: float, ink: Colour, paper: Colour = WHITE) -> None:
    """Draw a registered icon; icons not yet delivered are left out (see the kit's report)."""
    if name and has_icon(name):
        pen.icon(name, x, y, size, ink=ink, paper=paper)


def draw_board_page(pen: Pen, page: Size, board: BoardPage, *, repeated: bool = False) -> None:
    """One board on one page (landscape sheets are passed in already turned).

    `repeated`: the same panels print on other pages of this PDF (every seat's player board; only
    the band differs), so they are one form. A board printed once is drawn in place: a form used
    once only adds its own object to the PDF."""
    with pen.page(page):
        accent = hex_colour(board.accent)
        _band(pen, page, board, accent)
        scale = page.w / A4_LANDSCAPE_W   # text grows with the sheet: A3 prints as a larger A4
        area = Rect(MARGIN, MARGIN + mm(5), page.w - 2 * MARGIN, page.h - 2 * MARGIN - BAND - mm(7))
        if repeated:    # the form's box has a margin: the panels' frames are stroked on the area's edge
            pen.shared(("board-rows", board.rows, board.accent, scale), area, area.inset(-mm(2)),
                       lambda p, box, _: _rows(p, box, board.rows, accent, scale), holds_text=True)
        else:
            _rows(pen, area, board.rows, accent, scale)
        pen.fitted_text(board.footer, page.w / 2, MARGIN - mm(1), page.w - 2 * MARGIN, font=BODY, size=6.5,
                        minimum=SMALLEST_PT, colour=MUTED)


def _rows(pen: Pen, area: Rect, rows: tuple[Row, ...], accent: Colour, scale: float) -> None:
    total = sum(row.weight for row in rows)
    y = area.y1
    for row in rows:
        height = (area.h - GAP * (len(rows) - 1)) * row.weight / total
        _row(pen, Rect(area.x, y - height, area.w, height), row, accent, scale)
        y -= height + GAP


def _band(pen: Pen, page: Size, board: BoardPage, accent: Colour) -> None:
    top = page.h - MARGIN
    pen.box(Rect(MARGIN, top - BAND, page.w - 2 * MARGIN, BAND), fill=accent, radius=mm(2))
    icon(pen, board.icon, MARGIN + mm(3), top - BAND + mm(2), BAND - mm(4), WHITE, accent)
    left = MARGIN + BAND + mm(1)
    width = page.w - 2 * MARGIN - BAND - mm(40)
    pen.fitted_text(board.title, left, top - mm(8.5), width, font=BOLD, size=17, minimum=9, anchor="left", colour=WHITE)
    if board.subtitle:
        pen.fitted_text(board.subtitle, left, top - mm(13.5), width, font=BODY, size=8.5, minimum=5.5, anchor="left",
                        colour=WHITE)
    pen.fitted_text(board.code, page.w - MARGIN - mm(3), top - mm(9.5), mm(36), font=BOLD, size=10, minimum=6,
                    anchor="right", colour=WHITE)


def _row(pen: Pen, box: Rect, row: Row, accent: Colour, scale: float) -> None:
    total = sum(p.weight for p in row.panels)
    x = box.x
    for panel in row.panels:
        width = (box.w - GAP * (len(row.panels) - 1)) * panel.weight / total
        draw_panel(pen, Rect(x, box.y, width, box.h), panel, accent, scale)
        x += width + GAP


def draw_panel(pen: Pen, box: Rect, panel: Panel, accent: Colour, scale: float = 1.0) -> None:
    """Frame, heading, icon, then the text or table, then the dashed card area."""
    pen.box(box, fill=WHITE, stroke=accent, width=0.9, radius=mm(2))
    head = mm(7) * scale
    icon_size = head - mm(1.5) if panel.icon else 0
    icon(pen, panel.icon, box.x1 - mm(1.5) - icon_size, box.y1 - head + mm(0.5), icon_size, accent)
    pen.fitted_text(panel.heading, box.x + mm(2.5), box.y1 - head + mm(2) * scale, box.w - mm(5) - icon_size,
                    font=BOLD, size=10 * scale, minimum=6, anchor="left", colour=accent)
    inner = Rect(box.x + mm(2.5), box.y + mm(2), box.w - mm(5), box.h - head - mm(2.5))
    if panel.slot:
        text_h = inner.h * panel.body_share if (panel.body or panel.table) else 0
        _slot(pen, Rect(inner.x, inner.y, inner.w, inner.h - text_h - (mm(1.5) if text_h else 0)), panel.slot, scale)
        inner = Rect(inner.x, inner.y1 - text_h, inner.w, text_h)
    if panel.table is not None:
        draw_table(pen, inner, panel.table, accent, scale)
    elif panel.body:
        pen.paragraph(panel.body, inner, size=11 * scale, minimum=TEXT_MIN_PT, align="left", valign="top", colour=INK)


def _slot(pen: Pen, box: Rect, caption: str, scale: float = 1.0) -> None:
    """A dashed area where cards are laid, its caption centred inside."""
    if box.h <= mm(4):
        return
    pen.box(box, stroke=MUTED, width=0.6, radius=mm(1.5), dash=(2, 2))
    pen.paragraph(f"<i>{markup(caption)}</i>", box.inset(mm(1.5)), size=8 * scale, minimum=5, colour=MUTED)


def draw_table(pen: Pen, box: Rect, table: Table, accent: Colour, scale: float = 1.0) -> None:
    """A grid of cells, all set at one size, the largest at which every cell fits (a long cell
    does not shrink alone beside larger ones); the header row is tinted. Each cell's text is
    drawn after its rules (a tall accent or a descender may touch the rule below), in reading order."""
    cells = list(_cells(box, table))
    size = min(paragraph_size(body, _padded(cell), size=10 * scale, minimum=4.8) for _, cell, body in cells)
    head, rule = tint(accent, 0.82), tint(accent, 0.5)
    for r, cell, body in cells:
        if r == 0:
            pen.box(cell, fill=head)
        pen.box(cell, stroke=rule, width=0.4)
        pen.paragraph(body, _padded(cell), size=size, minimum=size, colour=INK)


def _padded(cell: Rect) -> Rect:
    """A cell's text room: 0.8 mm from the rules at the sides, 0.4 mm above and below."""
    return Rect(cell.x + mm(0.8), cell.y + mm(0.4), cell.w - mm(1.6), cell.h - mm(0.8))


def _cells(box: Rect, table: Table) -> Iterator[tuple[int, Rect, str]]:
    """(row, cell box, markup) of every cell, the header row's in bold."""
    height = box.h / len(table.rows)
    total = sum(table.widths)
    for r, texts in enumerate(table.rows):
        y = box.y1 - (r + 1) * height
        x = box.x
        for text, weight in zip(texts, table.widths):
            width = box.w * weight / total
            yield r, Rect(x, y, width, height), (f"<b>{text}</b>" if r == 0 else text)
            x += width



@dataclass(frozen=True)
class TokenFace:
    """What one token prints: title, reminder, worth, icon, code, accent."""
    title: str
    text: str
    worth: str
    icon: str
    code: str
    accent: str


def draw_token_front(pen: Pen, trim: Rect, paint: Rect, face: TokenFace) -> None:
    """All tokens of a kind print the same but for their code: that art is one form."""
    pen.shared(replace(face, code=""), trim, paint, lambda p, t, pt: _token_art(p, t, pt, face), holds_text=True)
    panel = trim.inset(FRAME)
    pen.text(face.code, panel.x1 - mm(2.8), panel.y + mm(2.2),   # 1.5 mm clear of the rounded frame
             size=SMALLEST_PT, anchor="right", colour=MUTED)


def _token_art(pen: Pen, trim: Rect, paint: Rect, face: TokenFace) -> None:
    accent = hex_colour(face.accent)
    pen.box(paint, fill=WHITE)
    panel = trim.inset(FRAME)
    pen.box(panel, fill=tint(accent, 0.9), stroke=accent, width=1, radius=mm(2.5))
    pen.fitted_text(face.title, panel.x + panel.w / 2, panel.y1 - mm(8), panel.w - mm(6), font=BOLD, size=13, minimum=7,
                    colour=accent)
    size = mm(26)
    icon(pen, face.icon, panel.x + (panel.w - size) / 2, panel.y + mm(34), size, accent, tint(accent, 0.9))
    pen.fitted_text(face.worth, panel.x + panel.w / 2, panel.y + mm(27), panel.w - mm(6), font=BOLD, size=11, minimum=6,
                    colour=accent)
    pen.paragraph(face.text, Rect(panel.x + mm(3), panel.y + mm(6), panel.w - mm(6), mm(17)), size=8.2,
                  minimum=TEXT_MIN_PT, colour=INK)


def draw_token_back(pen: Pen, trim: Rect, paint: Rect, *, title: str, kind: str, icon_name: str, accent: str) -> None:
    """Accent to the bleed, the game's title and the token's kind in a white medallion."""
    colour = hex_colour(accent)
    pen.box(paint, fill=colour)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    pen.circle(cx, cy, mm(17), fill=WHITE)
    icon(pen, icon_name, cx - mm(11), cy - mm(11), mm(22), colour)
    pen.fitted_text(title, cx, trim.y1 - mm(14), trim.w - mm(10), font=BOLD, size=12, minimum=7, colour=WHITE)
    pen.fitted_text(kind, cx, trim.y + mm(12), trim.w - mm(10), font=BODY, size=10, minimum=6, colour=WHITE)
