"""The cover sheet every kit starts with: contents, what to bring, how to print, a scale
check (a 100 mm ruler) and the original game's credits.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator, markup
from printkit.layout.geometry import PRINTER_MARGIN, Rect, Size
from printkit.model.common import Credits
from printkit.render import fonts
from printkit.render.forms import place_art
from printkit.render.placing import cm_numbers, translation
from printkit.render.text import draw_fitted_line, draw_flowing, draw_paragraph, draw_string, from_right, line_start
from printkit.render.pdf import DocInfo, render_pages, set_page
from printkit.units import mm

INK = fonts.INK_BLACK
MARGIN = mm(15)


@dataclass(frozen=True)
class CoverSpec:
    """What a kit's cover says: title, contents, what to bring, how to print, credits."""

    title: str
    subtitle: str                       # players, language, paper …
    contents: list[tuple[str, str]]     # (component, count text)
    bring: list[str]
    steps: list[str]                    # how to print and assemble
    credits: Credits
    accent: str = "#1f4e79"
    notes: list[str] | None = None      # extra lines (levels, seeds …)
    credit_line: str | None = None      # the whole credit line when the kit words it (a designer's own game)


def render_cover(spec: CoverSpec, page: Size, info: DocInfo, tr: Translator) -> tuple[bytes, int]:
    def draw(pen) -> int:
        c = pen.canvas
        set_page(c, page)
        draw_cover(c, spec, page, tr)
        c.showPage()
        return 1

    return render_pages(page, info, draw)


def draw_cover(c: Canvas, spec: CoverSpec, page: Size, tr: Translator) -> None:
    accent = colors.HexColor(spec.accent)
    c.setFillColor(accent)
    # Inside the printable area (docs/production.md): a home printer cannot print to the paper's edge,
    # and the cover is not trimmed, so its colour band keeps 5 mm of paper round it.
    c.roundRect(PRINTER_MARGIN, page.h - mm(42), page.w - 2 * PRINTER_MARGIN, mm(42) - PRINTER_MARGIN, mm(3),
                stroke=0, fill=1)
    c.setFillColor(colors.white)
    x, anchor = line_start(MARGIN, page.w - MARGIN)
    draw_fitted_line(c, spec.title, x, page.h - mm(22), page.w - 2 * MARGIN, font=fonts.BOLD, size=30, minimum=14, anchor=anchor)
    draw_fitted_line(c, spec.subtitle, x, page.h - mm(33), page.w - 2 * MARGIN, font=fonts.BODY, size=12, minimum=7, anchor=anchor)
    y = page.h - mm(52)
    col_w = (page.w - 2 * MARGIN - mm(8)) / 2
    left, right = MARGIN, MARGIN + col_w + mm(8)
    if from_right():
        left, right = right, left     # a right-to-left reader starts with the right column
    y_left = _section(c, tr.pgettext("cover", "In this kit"), [f"<b>{markup(n)}</b>  {markup(t)}" for t, n in spec.contents], left, y, col_w, accent)
    y_right = _section(c, tr.pgettext("cover", "Also bring"), [markup(b) for b in spec.bring], right, y, col_w, accent)
    y = min(y_left, y_right) - mm(4)
    y = _section(c, tr.pgettext("cover", "How to print"), [markup(s) for s in spec.steps], MARGIN, y, page.w - 2 * MARGIN, accent, numbered=True)
    if spec.notes:
        y = _section(c, tr.pgettext("cover", "Notes"), [markup(n) for n in spec.notes], MARGIN, y - mm(2), page.w - 2 * MARGIN, accent)
    _ruler(c, MARGIN, mm(44), tr)
    fonts_line = fonts_credit(tr)   # asked first: the i18n tools give the box to the credits, the longer text
    _credits(c, f"{spec.credit_line or credits_text(spec.credits, tr)} {fonts_line}",
             Rect(MARGIN, mm(10), page.w - 2 * MARGIN, mm(24)))


def _section(c: Canvas, title: str, lines: list[str], x: float, y: float, width: float, accent, *, numbered: bool = False) -> float:
    c.setFillColor(accent)
    start, anchor = line_start(x, x + width)
    draw_string(c, start, y, title, font=fonts.BOLD, size=12, anchor=anchor)
    y -= mm(3)
    for n, line in enumerate(lines, start=1):
        text = f"<b>{n}.</b> {line}" if numbered else f"• {line}"
        y -= draw_flowing(c, text, x, y, width, size=LINE_SIZE, leading=LINE_LEADING, colour=INK, hanging=8) + mm(1.2)
    return y - mm(4)


LINE_SIZE, LINE_LEADING = 9, 11.5    # a section's lines


def _ruler(c: Canvas, x: float, y: float, tr: Translator) -> None:
    """A 100 mm ruler: if it does not measure 100 mm, the printer scaled the page. Its 101 ticks
    are the same on every cover: text-free art (render/forms.py place_art), so their operators
    are computed once and copied into later covers, in this run and the next."""
    place_art(c, RULER_FORM, (-1, -1, mm(100) + 1, mm(4) + 1), RULER_FORM, lambda: _ticks(c),
              cm_numbers(translation(x, y)))
    c.setFillColor(INK)
    for i in range(0, 101, 10):
        draw_string(c, x + mm(i), y + mm(5.2), str(i // 10), font=fonts.BODY, size=6.5, anchor="centre")
    draw_string(c, x + mm(101.5), y + mm(5.2), "cm", font=fonts.BODY, size=6.5)
    draw_paragraph(c, markup(tr.pgettext("cover", "Scale check: this ruler must measure exactly 100 mm. If it does not, print again at actual size (100 %, no fit to page).")),
                   Rect(x + mm(110), y - mm(2), mm(70), mm(12)), size=8, minimum=6, align=0)


RULER_FORM = "cover-ruler"


def _ticks(c: Canvas) -> None:
    """The ruler's line and ticks, from (0, 0): one per millimetre, longer every 5 and 10."""
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.line(0, 0, mm(100), 0)
    for i in range(0, 101):
        tick = mm(4) if i % 10 == 0 else mm(2.5) if i % 5 == 0 else mm(1.5)
        c.line(mm(i), 0, mm(i), tick)


def _credits(c: Canvas, text: str, box: Rect) -> None:
    c.setStrokeColor(colors.Color(0.7, 0.7, 0.7))
    c.setLineWidth(0.5)
    c.line(box.x, box.y1, box.x1, box.y1)
    draw_paragraph(c, markup(text), box.inset(mm(1)), size=7.5, minimum=5.5, align=0, valign="top")


def credits_text(credits: Credits, tr: Translator) -> str:
    """The credit line: original title, authors and licence; worded for a licence the source does not state."""
    url = credits.licence_url or credits.source
    if credits.licence.lower().startswith("not stated"):
        return tr.format("cover", "Based on <i>{title}</i> by {authors}. The original states no licence; this kit "
                         "credits it and was made by printkit from its own data and texts.",
                         title=credits.original_title, authors=credits.authors)
    if not url:
        return tr.format("cover", "Based on <i>{title}</i> by {authors}. Licence: {licence}. This kit is a derived "
                         "work under the same terms; printkit made it from its own data and texts.",
                         title=credits.original_title, authors=credits.authors, licence=credits.licence)
    return tr.format("cover", "Based on <i>{title}</i> by {authors}. Licence: {licence} ({url}). This kit is a derived "
                     "work under the same terms; printkit made it from its own data and texts.",
                     title=credits.original_title, authors=credits.authors, licence=credits.licence, url=url)


def fonts_credit(tr: Translator) -> str:
    """The fonts the kit prints with and their licences (render/script_fonts.py), after the credits."""
    from printkit.render.script_fonts import kit_fonts
    listed = ", ".join(f"{face.family} ({face.licence})" for face in kit_fonts(tr).faces)
    return tr.format("cover", "Fonts: {fonts}.", fonts=listed,
                     translators_note="{fonts} lists each font with its licence, such as "
                                      "'Noto Sans (SIL Open Font License 1.1)'.")


def language_name(tr: Translator) -> str:
    """The kit's language, named in that language by its own catalog (Français, Italiano …)."""
    return tr.pgettext("language", "English", note="The name of this catalog's language, written in it "
                       "(Français, Italiano…): the cover names the kit's language.")
