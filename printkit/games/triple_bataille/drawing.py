"""Triple Bataille drawings: board pages made of panels and tables, token faces and backs.

A board page is a title band (icon, title, code), rows of panels, and a footer carrying the
original's credits and licence (CC BY-SA-NC: every derived page says so). A panel has a heading,
an optional icon, a text or a table, and optionally a dashed area where cards are laid.
Text always fits its box or the build stops (render.text raises TextOverflow).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import markup
from printkit.layout.geometry import Rect, Size
from printkit.render import fonts
from printkit.render.art import FRAME, tint
from printkit.render.forms import draw_shared
from printkit.render.icons import ICONS, _load_all, draw_icon
from printkit.games.triple_bataille import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.render.pdf import set_page
from printkit.render.text import draw_fitted_line, draw_paragraph, draw_string, fitted_size
from printkit.render.shapes import circle, round_rect
from printkit.units import mm
from printkit.render.paint import fill_colour, line_width, stroke_colour

INK = fonts.INK_BLACK
MUTED = colors.Color(0.42, 0.42, 0.42)
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


def icon(c: Canvas, name: str | None, x: float, y: float, size: float, ink, paper=colors.white) -> None:
    """Draw a registered icon; icons not yet delivered are left out (see the kit's report)."""
    _load_all()
    if name and name in ICONS:
        draw_icon(c, name, x, y, size, ink=ink, paper=paper)


def draw_board_page(c: Canvas, page: Size, board: BoardPage, *, repeated: bool = False) -> None:
    """One board on one page (landscape sheets are passed in already turned).

    `repeated`: the same panels print on other pages of this PDF (every seat's player board; only
    the band differs), so they are one form (render/forms.py). A board printed once is drawn in
    place: a form used once only adds its own object to the PDF."""
    set_page(c, page)
    accent = colors.HexColor(board.accent)
    _band(c, page, board, accent)
    scale = page.w / A4_LANDSCAPE_W   # text grows with the sheet: A3 prints as a larger A4
    area = Rect(MARGIN, MARGIN + mm(5), page.w - 2 * MARGIN, page.h - 2 * MARGIN - BAND - mm(7))
    if repeated:    # the form's box has a margin: the panels' frames are stroked on the area's edge
        draw_shared(c, ("board-rows", board.rows, board.accent, scale), area, area.inset(-mm(2)),
                    lambda c, box, _: _rows(c, box, board.rows, accent, scale), holds_text=True)
    else:
        _rows(c, area, board.rows, accent, scale)
    fill_colour(c, MUTED)
    draw_fitted_line(c, board.footer, page.w / 2, MARGIN - mm(1), page.w - 2 * MARGIN, font=fonts.BODY,
                     size=6.5, minimum=fonts.SMALLEST_PT)
    c.showPage()


def _rows(c: Canvas, area: Rect, rows: tuple[Row, ...], accent, scale: float) -> None:
    total = sum(row.weight for row in rows)
    y = area.y1
    for row in rows:
        height = (area.h - GAP * (len(rows) - 1)) * row.weight / total
        _row(c, Rect(area.x, y - height, area.w, height), row, accent, scale)
        y -= height + GAP


def _band(c: Canvas, page: Size, board: BoardPage, accent) -> None:
    top = page.h - MARGIN
    fill_colour(c, accent)
    round_rect(c, MARGIN, top - BAND, page.w - 2 * MARGIN, BAND, mm(2), stroke=0, fill=1)
    icon(c, board.icon, MARGIN + mm(3), top - BAND + mm(2), BAND - mm(4), colors.white, accent)
    fill_colour(c, colors.white)
    left = MARGIN + BAND + mm(1)
    width = page.w - 2 * MARGIN - BAND - mm(40)
    draw_fitted_line(c, board.title, left, top - mm(8.5), width, font=fonts.BOLD, size=17, minimum=9, anchor="left")
    if board.subtitle:
        draw_fitted_line(c, board.subtitle, left, top - mm(13.5), width, font=fonts.BODY, size=8.5, minimum=5.5,
                         anchor="left")
    draw_fitted_line(c, board.code, page.w - MARGIN - mm(3), top - mm(9.5), mm(36), font=fonts.BOLD, size=10,
                     minimum=6, anchor="right")


def _row(c: Canvas, box: Rect, row: Row, accent, scale: float) -> None:
    total = sum(p.weight for p in row.panels)
    x = box.x
    for panel in row.panels:
        width = (box.w - GAP * (len(row.panels) - 1)) * panel.weight / total
        draw_panel(c, Rect(x, box.y, width, box.h), panel, accent, scale)
        x += width + GAP


def draw_panel(c: Canvas, box: Rect, panel: Panel, accent, scale: float = 1.0) -> None:
    """Frame, heading, icon, then the text or table, then the dashed card area."""
    stroke_colour(c, accent)
    fill_colour(c, colors.white)
    line_width(c, 0.9)
    round_rect(c, box.x, box.y, box.w, box.h, mm(2), stroke=1, fill=1)
    head = mm(7) * scale
    icon_size = head - mm(1.5) if panel.icon else 0
    icon(c, panel.icon, box.x1 - mm(1.5) - icon_size, box.y1 - head + mm(0.5), icon_size, accent)
    fill_colour(c, accent)
    draw_fitted_line(c, panel.heading, box.x + mm(2.5), box.y1 - head + mm(2) * scale, box.w - mm(5) - icon_size,
                     font=fonts.BOLD, size=10 * scale, minimum=6, anchor="left")
    inner = Rect(box.x + mm(2.5), box.y + mm(2), box.w - mm(5), box.h - head - mm(2.5))
    if panel.slot:
        text_h = inner.h * panel.body_share if (panel.body or panel.table) else 0
        _slot(c, Rect(inner.x, inner.y, inner.w, inner.h - text_h - (mm(1.5) if text_h else 0)), panel.slot, scale)
        inner = Rect(inner.x, inner.y1 - text_h, inner.w, text_h)
    if panel.table is not None:
        draw_table(c, inner, panel.table, accent, scale)
    elif panel.body:
        draw_paragraph(c, panel.body, inner, size=11 * scale, minimum=TEXT_MIN_PT, align=TA_LEFT, valign="top",
                       colour=INK)


def _slot(c: Canvas, box: Rect, caption: str, scale: float = 1.0) -> None:
    """A dashed area where cards are laid, its caption centred inside."""
    if box.h <= mm(4):
        return
    c.saveState()
    stroke_colour(c, MUTED)
    c.setDash(2, 2)
    line_width(c, 0.6)
    round_rect(c, box.x, box.y, box.w, box.h, mm(1.5), stroke=1, fill=0)
    c.restoreState()
    draw_paragraph(c, f"<i>{markup(caption)}</i>", box.inset(mm(1.5)), size=8 * scale, minimum=5, colour=MUTED)


def draw_table(c: Canvas, box: Rect, table: Table, accent, scale: float = 1.0) -> None:
    """A grid of cells, all set at one size, the largest at which every cell fits (issue 16: a
    long cell no longer shrinks alone to 7.5 pt beside 11 pt ones); the header row is tinted.
    Each cell's text is drawn after its rules (a tall accent or a descender may touch the rule
    below), in reading order."""
    cells = list(_cells(box, table))
    size = min(fitted_size(body, _padded(cell), size=10 * scale, minimum=4.8) for _, cell, body in cells)
    fill_colour(c, tint(accent, 0.82))
    stroke_colour(c, tint(accent, 0.5))
    line_width(c, 0.4)
    for r, cell, body in cells:
        if r == 0:
            c.rect(cell.x, cell.y, cell.w, cell.h, stroke=0, fill=1)
        c.rect(cell.x, cell.y, cell.w, cell.h, stroke=1, fill=0)
        draw_paragraph(c, body, _padded(cell), size=size, minimum=size, colour=INK)


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


def draw_token_front(c: Canvas, trim: Rect, paint: Rect, face: TokenFace) -> None:
    """All tokens of a kind print the same but for their code: that art is one form."""
    draw_shared(c, replace(face, code=""), trim, paint, lambda c, t, p: _token_art(c, t, p, face), holds_text=True)
    panel = trim.inset(FRAME)
    fill_colour(c, MUTED)
    draw_string(c, panel.x1 - mm(2.8), panel.y + mm(2.2), face.code,   # 1.5 mm clear of the rounded frame
                font=fonts.BODY, size=fonts.SMALLEST_PT, anchor="right")


def _token_art(c: Canvas, trim: Rect, paint: Rect, face: TokenFace) -> None:
    accent = colors.HexColor(face.accent)
    fill_colour(c, colors.white)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    panel = trim.inset(FRAME)
    stroke_colour(c, accent)
    fill_colour(c, tint(accent, 0.9))
    line_width(c, 1)
    round_rect(c, panel.x, panel.y, panel.w, panel.h, mm(2.5), stroke=1, fill=1)
    fill_colour(c, accent)
    draw_fitted_line(c, face.title, panel.x + panel.w / 2, panel.y1 - mm(8), panel.w - mm(6), font=fonts.BOLD,
                     size=13, minimum=7)
    size = mm(26)
    icon(c, face.icon, panel.x + (panel.w - size) / 2, panel.y + mm(34), size, accent, tint(accent, 0.9))
    draw_fitted_line(c, face.worth, panel.x + panel.w / 2, panel.y + mm(27), panel.w - mm(6), font=fonts.BOLD,
                     size=11, minimum=6)
    draw_paragraph(c, face.text, Rect(panel.x + mm(3), panel.y + mm(6), panel.w - mm(6), mm(17)), size=8.2,
                   minimum=TEXT_MIN_PT, colour=INK)


def draw_token_back(c: Canvas, trim: Rect, paint: Rect, *, title: str, kind: str, icon_name: str, accent: str) -> None:
    """Accent to the bleed, the game's title and the token's kind in a white medallion."""
    colour = colors.HexColor(accent)
    fill_colour(c, colour)
    c.rect(paint.x, paint.y, paint.w, paint.h, stroke=0, fill=1)
    cx, cy = trim.x + trim.w / 2, trim.y + trim.h / 2
    fill_colour(c, colors.white)
    circle(c, cx, cy, mm(17), stroke=0, fill=1)
    icon(c, icon_name, cx - mm(11), cy - mm(11), mm(22), colour)
    fill_colour(c, colors.white)
    draw_fitted_line(c, title, cx, trim.y1 - mm(14), trim.w - mm(10), font=fonts.BOLD, size=12, minimum=7)
    draw_fitted_line(c, kind, cx, trim.y + mm(12), trim.w - mm(10), font=fonts.BODY, size=10, minimum=6)
