"""A booklet's blocks as platypus flowables: styled paragraphs, headings kept with what follows,
notes in a grey box with a bar in the accent colour."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, Spacer, Table, TableStyle

from printkit.render import fonts
from printkit.render.booklet.blocks import Block, with_symbol_font
from printkit.render.text.edition import own_layout
from printkit.render.text.script_paragraph import ScriptParagraph

NOTE_BACKGROUND = colors.Color(0.95, 0.95, 0.95)
NOTE_BAR = 2.5                                   # the accent line's width
NOTE_PADDING = {"LEFT": 7, "RIGHT": 6, "TOP": 5, "BOTTOM": 6}


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


class Noting:
    """A flowable mixin: remembers the height it was offered last and the height it took, so that
    the document knows how far down the page the last flowable placed reaches."""

    room_left = 0.0

    def wrap(self, availWidth, availHeight):
        width, height = super().wrap(availWidth, availHeight)
        self.room_left = availHeight - height
        return width, height


class BookletParagraph(Noting, Paragraph):
    """A paragraph wrapped again at the width it was last wrapped at keeps its lines: platypus
    wraps a heading kept with the next block, and a note, once to measure them together and
    again to place them, each time at the frame's width."""

    wrapped_width = None

    def wrap(self, availWidth, availHeight):
        if availWidth == self.wrapped_width and hasattr(self, "blPara"):
            self.room_left = availHeight - self.height
            return self.width, self.height
        self.wrapped_width = availWidth
        return super().wrap(availWidth, availHeight)


class BookletScriptParagraph(Noting, ScriptParagraph):
    """A booklet paragraph in an edition printkit lays out (render/text/edition.py)."""


class BookletSpacer(Noting, Spacer):
    pass


class NoteTable(Noting, Table):
    pass


class Story:
    """A booklet's blocks as flowables, parsed once: the flowables of every spacing tried share
    each block's fragments (`Paragraph(frags=)`), since a spacing changes leading and the room
    between blocks, not the fonts, sizes and colours the fragments hold."""

    def __init__(self, blocks: list[Block], accent: colors.Color, note_width: float):
        self.blocks, self.accent, self.note_width = blocks, accent, note_width
        self._parsed: dict[int, tuple[str, list]] = {}      # block index -> its text and fragments, as parsed

    def flowables(self, spacing: float = 1.0) -> list:
        style = styles(self.accent, spacing)
        out: list = []
        for index, block in enumerate(self.blocks):
            if block.kind == "pagebreak":
                out.append(PageBreak())
                continue
            para = self._paragraph(index, block, style[block.kind])
            out.append(_note(para, self.accent, self.note_width, _from_right(para)) if block.kind == "note" else para)
        return out

    def _paragraph(self, index: int, block: Block, style: ParagraphStyle) -> BookletParagraph | BookletScriptParagraph:
        bullet = "•" if block.kind == "bullet" else None
        edition = own_layout()
        if edition is not None:          # laid out once per text and kept (render/text/layout.py)
            return BookletScriptParagraph(with_symbol_font(block.text), style, edition, bullet)
        parsed = self._parsed.get(index)
        if parsed is not None:
            return BookletParagraph(parsed[0], style, bulletText=bullet, frags=list(parsed[1]))
        para = BookletParagraph(with_symbol_font(block.text), style, bulletText=bullet)
        self._parsed[index] = (para.text, list(para.frags))
        return para


def _from_right(paragraph) -> bool:
    """Whether a paragraph reads from the right (a right-to-left edition's text)."""
    return isinstance(paragraph, ScriptParagraph) and paragraph.laid.rtl


def _note(paragraph: Paragraph, accent: colors.Color, width: float, from_right: bool = False) -> KeepTogether:
    """A note: its paragraph in a one-cell table (background, padding, a bar before it: on its
    right when it reads from the right), with room above and below, kept together."""
    padding = NOTE_PADDING if not from_right else {**NOTE_PADDING, "LEFT": NOTE_PADDING["RIGHT"],
                                                    "RIGHT": NOTE_PADDING["LEFT"]}
    table = NoteTable([[paragraph]], colWidths=[width])
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.BODY),   # tables default to Helvetica, never embedded
        ("BACKGROUND", (0, 0), (-1, -1), NOTE_BACKGROUND),
        ("LINEAFTER" if from_right else "LINEBEFORE", (0, 0), (0, -1), NOTE_BAR, accent),
        *((f"{side}PADDING", (0, 0), (-1, -1), pt) for side, pt in padding.items()),
    ]))
    return KeepTogether([BookletSpacer(1, 2), table, BookletSpacer(1, 6)])
