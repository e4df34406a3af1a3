"""A5 rule booklets from the block syntax of DEVELOPING.md, laid out with platypus.

    # Title / ## Section / ### Sub-section / - bullet / > note / --- page break / paragraphs

Input is markup already escaped by the templates (only <b>, <i>, <br/> pass).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (BaseDocTemplate, Frame, KeepTogether, PageBreak, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)

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


def styles(accent: colors.Color) -> dict[str, ParagraphStyle]:
    base = ParagraphStyle("body", fontName=fonts.BODY, bulletFontName=fonts.BODY, fontSize=9.2, leading=12.4,
                          spaceAfter=4.5)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=fonts.BOLD, fontSize=22, leading=26,
                                alignment=TA_CENTER, textColor=accent, spaceAfter=10),
        "h2": ParagraphStyle("h2", parent=base, fontName=fonts.BOLD, fontSize=13, leading=16,
                             textColor=accent, spaceBefore=8, spaceAfter=4, keepWithNext=1),
        "h3": ParagraphStyle("h3", parent=base, fontName=fonts.BOLD, fontSize=10.2, leading=13,
                             spaceBefore=5, spaceAfter=2, keepWithNext=1),
        "para": base,
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=10, bulletIndent=2, spaceAfter=2.5),
        "note": ParagraphStyle("note", parent=base, fontSize=8.8, leading=11.6, spaceAfter=0),
    }


def flowables(blocks: list[Block], accent: colors.Color) -> list:
    st = styles(accent)
    out: list = []
    for block in blocks:
        if block.kind == "pagebreak":
            out.append(PageBreak())
        elif block.kind == "bullet":
            out.append(_Paragraph(block.text, st["bullet"], bulletText="•"))
        elif block.kind == "note":
            out.append(_note(block.text, st["note"], accent))
        else:
            out.append(_Paragraph(block.text, st[block.kind]))
    return out


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


def render_booklet(markup_text: str, info: DocInfo, *, accent: str = "#1f4e79", footer: str = "") -> tuple[bytes, int]:
    """The booklet PDF and its page count: A5 pages, or with --booklet saddle, those pages
    imposed 2-up in saddle-stitch order (render/saddle.py)."""
    fonts.register()
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
    settings = production.current()
    doc.build(flowables(parse_blocks(markup_text), colour), canvasmaker=canvas_maker(settings.ink))
    if settings.booklet == "saddle":
        from printkit.render.saddle import impose_saddle
        return impose_saddle(buffer.getvalue(), PAPERS[settings.paper])
    return buffer.getvalue(), doc.page
