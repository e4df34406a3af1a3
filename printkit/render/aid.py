"""A player aid: one page of headed sections of numbered or plain lines, then a table whose rows
carry an icon and three texts (Data-Tycoon's turn, treasures and special cards in play).

The text arrives translated (AidSpec, made by the game's kit); the page is laid out with
platypus and shrunk step by step until it fits one page, never below a readable size.
"""

from __future__ import annotations

import io
from typing import NamedTuple

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Frame, Paragraph, Spacer, Table, TableStyle

from printkit.i18n import markup
from printkit.layout.geometry import Size
from printkit.render import fonts
from printkit.render.icons import draw_icon
from printkit.render.paint import grey, hex_colour
from printkit.render.pdf import DocInfo, new_canvas, render_pages
from printkit.render.text import ScriptParagraph, TextOverflow, own_layout, paragraph
from printkit.units import mm

MARGIN = mm(14)
INK = fonts.INK_BLACK
SMALLEST = 0.7   # scale: body text never below 0.7 x 9.5 pt


class AidRow(NamedTuple):
    """One row of the aid's table: a special card's icon and colour, name, effect and what cancels it."""

    icon: str
    rgb: str
    name: str        # "Sanction (4)"
    effect: str
    counters: str    # "Lawyer", or "" when nothing cancels it


class AidSpec(NamedTuple):
    """The player aid: its sections of numbered or plain lines, its table of special cards, its
    footer, and the colour of its headings and table head (`#rrggbb`)."""

    title: str
    sections: tuple[tuple[str, tuple[str, ...]], ...]   # (heading, lines), lines numbered if heading ends ':'
    table_title: str
    headers: tuple[str, str, str]
    rows: tuple[AidRow, ...]
    footer: str
    accent: str


class _Icon(Flowable):
    def __init__(self, name: str, rgb: str, size: float):
        super().__init__()
        self.name, self.rgb, self.size = name, rgb, size

    def wrap(self, available_w: float, available_h: float) -> tuple[float, float]:
        return self.size, self.size

    def draw(self) -> None:
        draw_icon(self.canv, self.name, 0, 0, self.size, ink=colors.HexColor(self.rgb), paper=colors.white)


def render_aid(spec: AidSpec, page: Size, info: DocInfo) -> tuple[bytes, int]:
    """The aid as a one-page PDF; TextOverflow if it cannot fit even at the smallest scale."""
    placed = _lay_out(spec, page)

    def draw(pen) -> int:
        with pen.page(page):
            for flowable, x, y, spare in placed:    # where the frame put them, as it would draw them
                flowable.drawOn(pen.canvas, x, y, _sW=spare)
            pen.text(spec.footer, page.w / 2, MARGIN / 2, size=7, anchor="centre", colour=grey(0.4))
        return 1

    return render_pages(page, info, draw)


_PLACES = "_printkit_aid_places"   # on the scratch canvas: where each flowable goes


class _Noted:
    """A flowable mixin: on the scratch canvas of `_lay_out` it notes where the frame puts it
    instead of drawing; on a PDF's canvas it draws."""

    def drawOn(self, canvas, x, y, _sW=0):
        places = canvas.__dict__.get(_PLACES)
        if places is None:
            super().drawOn(canvas, x, y, _sW)
        else:
            places.append((self, x, y, _sW))


class _Paragraph(_Noted, Paragraph):
    pass


class _ScriptParagraph(_Noted, ScriptParagraph):
    pass


def _para(text: str, style: ParagraphStyle) -> Flowable:
    """A paragraph of the aid, in the edition's fonts (render/text: printkit lays out Arabic,
    Japanese … itself)."""
    edition = own_layout()
    return _Paragraph(text, style) if edition is None else _ScriptParagraph(text, style, edition)


class _Spacer(_Noted, Spacer):
    pass


class _Table(_Noted, Table):
    pass


def _lay_out(spec: AidSpec, page: Size) -> list[tuple[Flowable, float, float, float]]:
    """The aid laid out at the largest scale, in steps of 0.05 from 1, at which it fits its page:
    (flowable, x, y, spare width) for each, as its frame places it. Tried on a scratch canvas
    that is never saved and on which nothing is drawn (the page itself may be drawn into the
    kit's one document, render/pdf.py, where a failed try could not be taken back); the layout
    that fits is then drawn as it is, not laid out again."""
    scratch = new_canvas(io.BytesIO(), page, DocInfo(""))
    scale = 1.0
    while scale >= SMALLEST - 1e-9:
        places: list = []
        scratch.__dict__[_PLACES] = places
        story = _story(spec, page.w - 2 * MARGIN, scale)
        _frame(page).addFromList(story, scratch)
        if not story:
            return places
        scale -= 0.05
    raise TextOverflow(f"the player aid does not fit one {page.w:.0f}×{page.h:.0f} pt page")


def _frame(page: Size) -> Frame:
    return Frame(MARGIN, MARGIN, page.w - 2 * MARGIN, page.h - 2 * MARGIN, showBoundary=0,
                 leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)


def _styles(scale: float, accent: colors.Color) -> dict[str, ParagraphStyle]:
    body = ParagraphStyle("aid", fontName=fonts.BODY, fontSize=9.5 * scale, leading=12.2 * scale, textColor=INK)
    return {
        "title": ParagraphStyle("title", parent=body, fontName=fonts.BOLD, fontSize=20 * scale,
                                leading=24 * scale, textColor=accent, spaceAfter=4 * scale),
        "h": ParagraphStyle("h", parent=body, fontName=fonts.BOLD, fontSize=11.5 * scale, leading=14 * scale,
                            textColor=accent, spaceBefore=6 * scale, spaceAfter=2 * scale),
        "body": body,
        "item": ParagraphStyle("item", parent=body, leftIndent=12 * scale, firstLineIndent=-9 * scale, spaceAfter=1.5 * scale),
        "cell": ParagraphStyle("cell", parent=body, fontSize=8.6 * scale, leading=10.8 * scale),
        "head": ParagraphStyle("head", parent=body, fontName=fonts.BOLD, fontSize=8.6 * scale, leading=10.8 * scale,
                               textColor=colors.white),
    }


def _story(spec: AidSpec, width: float, scale: float) -> list:
    st = _styles(scale, hex_colour(spec.accent))
    story: list = [_para(markup(spec.title), st["title"])]
    for heading, lines in spec.sections:
        story.append(_para(markup(heading), st["h"]))
        numbered = heading.rstrip().endswith(":")
        for number, line in enumerate(lines, start=1):
            mark = f"<b>{number}.</b> " if numbered else "• "
            story.append(_para(mark + markup(line), st["item"]))
    story.append(_para(markup(spec.table_title), st["h"]))
    story.append(_Spacer(1, 2 * scale))
    story.append(_table(spec, width, st, scale))
    return story


def _table(spec: AidSpec, width: float, st: dict, scale: float) -> Table:
    icon = mm(8) * scale
    widths = [icon + mm(3), width * 0.2, width * 0.54, 0]
    widths[3] = width - sum(widths[:3])
    rows = [[""] + [paragraph(markup(h), st["head"]) for h in spec.headers]]
    for row in spec.rows:
        rows.append([_Icon(row.icon, row.rgb, icon), paragraph(f"<b>{markup(row.name)}</b>", st["cell"]),
                     paragraph(markup(row.effect), st["cell"]), paragraph(markup(row.counters or "—"), st["cell"])])
    table = _Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.BODY),   # plain cells would otherwise use Helvetica
        ("BACKGROUND", (0, 0), (-1, 0), hex_colour(spec.accent)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.Color(0.94, 0.95, 0.97)]),
        ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.Color(0.8, 0.8, 0.85)),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5 * scale), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5 * scale),
        ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table

