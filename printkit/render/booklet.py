"""A5 rule booklets from the block syntax of DEVELOPING.md, laid out with platypus.

    # Title / ## Section / ### Sub-section / - bullet / > note / --- page break / paragraphs

Input is markup already escaped by the templates (only <b>, <i>, <br/> pass); suit symbols are
set in the symbol font here.
"""

from __future__ import annotations

import hashlib
import io
import re
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, Frame, KeepTogether, PageBreak, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)

from printkit import cache
from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.render import fonts
from printkit.render.ink import canvas_maker
from printkit.render.pdf import CREATOR, DocInfo
from printkit.units import mm

PAGE = PAPERS["a5"]
MARGIN = mm(13)


class _Paragraph(Paragraph):
    """A Paragraph that is wrapped once per width.

    Platypus asks a paragraph for its height several times at the same width: to keep a heading
    with the paragraph after it (keepWithNext), to keep a note together, and again when it
    places it. A paragraph's lines depend on the width alone, so the first answer is kept.
    Measured: a fifth of the time spent laying booklets out, with byte-identical PDFs.
    """

    def wrap(self, availWidth, availHeight):
        done = self.__dict__.get("_wrapped_at")
        if done is not None and done[0] == availWidth and "blPara" in self.__dict__:   # split() drops it
            return done[1]
        size = super().wrap(availWidth, availHeight)
        self._wrapped_at = (availWidth, size)
        return size


@dataclass(frozen=True)
class Block:
    kind: str   # title, h2, h3, bullet, note, para, pagebreak
    text: str = ""


def parse_blocks(text: str) -> list[Block]:
    """Lines -> blocks; consecutive plain lines join into one paragraph."""
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(para)))
            para.clear()

    prefixes = (("### ", "h3"), ("## ", "h2"), ("# ", "title"), ("- ", "bullet"), ("> ", "note"))
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line == "---":
            flush()
            blocks.append(Block("pagebreak"))
            continue
        for prefix, kind in prefixes:
            if line.startswith(prefix):
                flush()
                blocks.append(Block(kind, line[len(prefix):].strip()))
                break
        else:
            para.append(line)
    flush()
    return blocks


def styles(accent: colors.Color, spacing: float = 1.0) -> dict[str, ParagraphStyle]:
    """The booklet's styles; `spacing` scales the space between blocks, and half as much the leading."""
    lead = 1 + (spacing - 1) / 2
    base = ParagraphStyle("body", fontName=fonts.BODY, bulletFontName=fonts.BODY, fontSize=9.2, leading=12.4 * lead,
                          spaceAfter=4.5 * spacing)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=fonts.BOLD, fontSize=22, leading=26,
                                alignment=TA_CENTER, textColor=accent, spaceAfter=10 * spacing),
        "h2": ParagraphStyle("h2", parent=base, fontName=fonts.BOLD, fontSize=13, leading=16,
                             textColor=accent, spaceBefore=8 * spacing, spaceAfter=4 * spacing, keepWithNext=1),
        "h3": ParagraphStyle("h3", parent=base, fontName=fonts.BOLD, fontSize=10.2, leading=13,
                             spaceBefore=5 * spacing, spaceAfter=2 * spacing, keepWithNext=1),
        "para": base,
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=10, bulletIndent=2, spaceAfter=2.5 * spacing),
        "note": ParagraphStyle("note", parent=base, fontSize=8.8, leading=11.6 * lead, spaceAfter=0),
    }


def flowables(blocks: list[Block], accent: colors.Color, spacing: float = 1.0) -> list:
    st = styles(accent, spacing)
    out: list = []
    for block in blocks:
        text = with_symbol_font(block.text)
        if block.kind == "pagebreak":
            out.append(PageBreak())
        elif block.kind == "bullet":
            out.append(_Paragraph(text, st["bullet"], bulletText="•"))
        elif block.kind == "note":
            out.append(_note(text, st["note"], accent))
        else:
            out.append(_Paragraph(text, st[block.kind]))
    return out


# Glyphs the body font lacks, drawn in the symbol font: a booklet's cards (a French R♦, D♣).
SYMBOL_GLYPHS = re.compile(f"[{fonts.SUIT_SYMBOLS}]+")


def with_symbol_font(text: str) -> str:
    """The text with each run of suit symbols set in the symbol font (Noto Sans has none)."""
    return SYMBOL_GLYPHS.sub(lambda m: f'<font name="{fonts.SYMBOLS}">{m.group(0)}</font>', text)


def _note(text: str, style: ParagraphStyle, accent: colors.Color) -> KeepTogether:
    table = Table([[_Paragraph(text, style)]], colWidths=[PAGE.w - 2 * MARGIN])
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.BODY),   # tables default to Helvetica, never embedded
        ("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.95, 0.95, 0.95)),
        ("LINEBEFORE", (0, 0), (0, -1), 2.5, accent),
        ("LEFTPADDING", (0, 0), (-1, -1), 7), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
    ]))
    return KeepTogether([Spacer(1, 2), table, Spacer(1, 6)])


# A last page holding less than this share of the text frame reads as a leftover (issue 16: two
# lines on page 9): the booklet is laid out again with its spacing tightened, so those lines move
# back and a page is saved, or else loosened, so the last page fills: the first in SPACINGS that works.
LAST_PAGE_MIN = 0.3
SPACINGS = (1.0, 0.95, 0.9, 1.06, 1.12, 1.18, 0.85)


def render_booklet(markup_text: str, info: DocInfo, *, accent: str = "#1f4e79", footer: str = "") -> tuple[bytes, int]:
    """The booklet PDF and its page count: A5 pages, or with --booklet saddle, those pages
    imposed 2-up in saddle-stitch order (render/saddle.py). The first spacing whose last page
    is at least LAST_PAGE_MIN full is kept; if none is, the fullest last page."""
    fonts.register()
    blocks = parse_blocks(markup_text)
    remembered = _remembered_spacing(markup_text)
    best = None
    for spacing in [remembered] if remembered in SPACINGS else SPACINGS:
        data, pages, last_fill = _layout(blocks, info, accent, footer, spacing)
        if best is None or last_fill > best[2]:
            best = (data, pages, last_fill, spacing)
        if pages == 1 or last_fill >= LAST_PAGE_MIN:
            best = (data, pages, last_fill, spacing)
            break
    data, pages, _, spacing = best
    if spacing != remembered:
        _remember_spacing(markup_text, spacing)
    settings = production.current()
    if settings.booklet == "saddle":
        from printkit.render.saddle import impose_saddle
        return impose_saddle(data, PAPERS[settings.paper])
    return data, pages


SPACING_CACHE = "booklet-spacing-1"   # the spacing chosen for a booklet's text, so later builds lay it out once


def _spacing_entry(markup_text: str) -> Path | None:
    """Named by the text and the drawing code (render/form_store.py): the same inputs choose the same spacing."""
    from printkit.render.form_store import code_fingerprint
    folder = cache.cache_dir(SPACING_CACHE)
    if folder is None:
        return None
    return folder / hashlib.sha256(f"{code_fingerprint()}\n{markup_text}".encode()).hexdigest()


def _remembered_spacing(markup_text: str) -> float | None:
    path = _spacing_entry(markup_text)
    try:
        return float(path.read_text(encoding="ascii")) if path else None
    except (OSError, ValueError):
        return None


def _remember_spacing(markup_text: str, spacing: float) -> None:
    path = _spacing_entry(markup_text)
    if path is not None:
        cache.store(path, repr(spacing))


def _layout(blocks: list[Block], info: DocInfo, accent: str, footer: str, spacing: float) -> tuple[bytes, int, float]:
    """One layout of the booklet: (PDF, pages, share of the last page's text frame in use)."""
    buffer = io.BytesIO()
    colour = colors.HexColor(accent)
    doc = BaseDocTemplate(buffer, pagesize=(PAGE.w, PAGE.h), leftMargin=MARGIN, rightMargin=MARGIN,
                          topMargin=MARGIN, bottomMargin=MARGIN + mm(3), invariant=1,
                          initialFontName=fonts.BODY, title=info.title, subject=info.subject,
                          author=info.author, creator=CREATOR, producer=CREATOR, lang=info.lang)
    frame = Frame(MARGIN, MARGIN + mm(3), PAGE.w - 2 * MARGIN, PAGE.h - 2 * MARGIN - mm(3), id="body")

    def decorate(c, d) -> None:
        c.setTrimBox((0, 0, PAGE.w, PAGE.h))
        c.setBleedBox((0, 0, PAGE.w, PAGE.h))
        c.setViewerPreference("PrintScaling", "None")
        c.saveState()
        c.setFont(fonts.BODY, 7)
        c.setFillColor(colors.Color(0.4, 0.4, 0.4))
        c.drawCentredString(PAGE.w / 2, MARGIN - mm(3), f"{footer} · {d.page}" if footer else str(d.page))
        c.restoreState()

    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=decorate)])
    doc.build(flowables(blocks, colour, spacing), canvasmaker=canvas_maker(production.current().ink))
    last = doc.frame   # the frame the last flowable went into: its cursor shows how far the page filled
    top, bottom = last._y2 - last._topPadding, last._y1 + last._bottomPadding
    return buffer.getvalue(), doc.page, (top - last._y) / (top - bottom)
