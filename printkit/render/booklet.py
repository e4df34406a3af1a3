"""A5 rule booklets from the block syntax of DEVELOPING.md, laid out with platypus.

    # Title / ## Section / ### Sub-section / - bullet / > note / --- page break / paragraphs

Input is markup already escaped by the templates (only <b>, <i>, <br/> pass); suit symbols are
set in the symbol font here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT
from reportlab.lib.rl_accel import fp_str
from reportlab.platypus import PageBreak, Paragraph, Spacer
from reportlab.platypus.paragraph import cleanBlockQuotedText

from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.render import fonts
from printkit.render.booklet_flow import Kept
from printkit.render.booklet_note import Note
from printkit.render.booklet_lines import PLAIN_BREAK_ATTRIBUTES, WORD_WIDTHS, plain_lines
from printkit.render.booklet_pages import MARGIN, PAGE, Layout, Placed, draw, measuring, place
from printkit.render.frag_draw import drawer
from printkit.render.frag_lines import frag_lines
from printkit.render.markup_frags import fragments
from printkit.render.booklet_styles import SharedStyles, shared_styles, styles
from printkit.render.pdf import DocInfo

__all__ = ["LAST_PAGE_MIN", "MARGIN", "PAGE", "SPACINGS", "render_booklet", "styles"]


class _Paragraph(Placed, Paragraph):
    """A Paragraph whose line breaks are worked out once per width for all layouts of its block.

    Platypus asks a paragraph for its lines several times at the same width (to keep a heading
    with the next block, to keep a note together, to place it), and a booklet is measured at
    several spacings (`choose_layout`). Line breaks depend on the text, its fonts and the width,
    not on the spacing (leading, space before and after): `breaks`, one dict shared by every
    paragraph made from one block, keeps each width's broken lines and the attributes
    `breakLines` set on the paragraph. Height and splitting are still reportlab's, from the
    current style's leading. Measured: the line breaking of a booklet done once instead of
    once per wrap and per spacing, with byte-identical PDFs (tests/render/test_booklet.py).
    """

    def __init__(self, text, style, bulletText=None, frags=None, breaks: dict | None = None,
                 measured: dict | None = None):
        super().__init__(text, style, bulletText=bulletText, frags=frags)
        self._breaks = {} if breaks is None else breaks
        self._measured = {} if measured is None else measured

    def breakLines(self, width):
        key = tuple(width) if isinstance(width, (list, tuple)) else width
        known = self._breaks.get(key)
        if known is None:
            known = self._breaks[key] = self._break_lines(width)
        self.__dict__.update(known[1])
        return known[0]

    def _break_lines(self, width) -> tuple:
        """The lines and the attributes breaking them set: by booklet_lines.py for plain text
        (its words measured once per process, font and size), by frag_lines.py for marked-up
        text, else by reportlab."""
        lines = plain_lines(self, width, self._measured)
        if lines is not None:
            return lines, {name: self.__dict__[name] for name in PLAIN_BREAK_ATTRIBUTES}
        before = dict(self.__dict__)
        lines = frag_lines(self, width, self._measured)
        if lines is None:
            lines = super().breakLines(width)
        return lines, {k: v for k, v in self.__dict__.items() if k not in before or before[k] is not v}

    def drawOn(self, canvas, x, y, _sW=0):
        """Flowable.drawOn for a paragraph booklet_lines.py draws, left-aligned as every booklet
        paragraph is: the same `q`, `1 0 0 1 x y cm` and `Q` around it, written without the
        canvas's graphics-state stack, since that drawing saves and restores all it changes
        itself (and reads no matrix). Anything else, or a measuring canvas, as Placed/Flowable.
        Measured: Flowable.drawOn's bookkeeping took ~9 us a paragraph, ~11 ms of drawing the
        9 booklets of `build --all`; tests/render/test_booklet.py compares the bytes."""
        moved = _sW and getattr(self, "hAlign", TA_LEFT) not in ("LEFT", TA_LEFT)    # _hAlignAdjust
        draw = None if moved or measuring(canvas) or getattr(self, "_showBoundary", 0) else drawer(self)
        if draw is None:
            return super().drawOn(canvas, x, y, _sW)
        canvas.addLiteral("q")
        canvas.addLiteral(f"{fp_str(1, 0, 0, 1, x, y)} cm")
        self.canv = canvas
        try:
            draw(self)
        finally:
            del self.canv
        canvas.addLiteral("Q")

    def drawPara(self, debug=0):
        """A paragraph drawn by booklet_lines.py or frag_draw.py (the same operators), others
        by reportlab."""
        draw = None if debug else drawer(self)
        if draw is None:
            super().drawPara(debug)
        else:
            draw(self)

    def split(self, availWidth, availHeight):
        """Reportlab's split; the parts measure words in the booklet's table of widths."""
        parts = super().split(availWidth, availHeight)
        for part in parts:
            part._measured = self._measured
        return parts


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


class Story:
    """A booklet's blocks as flowables, parsed once: every spacing's flowables share each block's
    parsed text (`Paragraph.frags`) and line breaks (`_Paragraph`), so only the spacing differs.

    Platypus changes flowables while it lays them out (splits them, marks the ones it moved on),
    so each layout gets flowables of its own; what they share is only read.
    """

    def __init__(self, blocks: list[Block], accent: colors.Color):
        self.blocks = blocks
        self.accent = accent
        self._parsed: dict[int, tuple[str, list, dict]] = {}   # block index -> text, frags, breaks
        self._measured = WORD_WIDTHS      # word widths, shared by the process's booklets (booklet_lines.py)

    def flowables(self, spacing: float = 1.0) -> list:
        shared = shared_styles(self.accent, spacing)
        out: list = []
        for index, block in enumerate(self.blocks):
            if block.kind == "pagebreak":
                out.append(PageBreak())
            elif block.kind == "note":
                out.append(_note(self._paragraph(index, block, shared), self.accent))
            else:
                out.append(self._paragraph(index, block, shared))
        return out

    def _paragraph(self, index: int, block: Block, shared: SharedStyles) -> _Paragraph:
        bullet = "•" if block.kind == "bullet" else None
        style = shared.styles[block.kind]
        parsed = self._parsed.get(index)
        if parsed is None:
            text = with_symbol_font(block.text)
            marked = "<" in text or "&" in text
            text = cleaned(text)
            if marked:
                frags = fragments(text, style)       # None: markup only reportlab's parser reads
                para = _Paragraph(text, style, bulletText=bullet, frags=frags, measured=self._measured)
            else:
                para = _Paragraph(text, style, bulletText=bullet, frags=[shared.plain_fragment(block.kind, text)],
                                  measured=self._measured)
            self._parsed[index] = (para.text, para.frags, para._breaks)
            return para
        text, frags, breaks = parsed
        return _Paragraph(text, style, bulletText=bullet, frags=frags, breaks=breaks, measured=self._measured)


# What reportlab's cleaning of a paragraph's text changes: white space other than single spaces
# and no-break spaces (which it keeps), and a space at either end (`cleaned` tests the ends).
_UNCLEAN = re.compile(r"[^\S \xa0]|\u200b|  ")


def cleaned(text: str) -> str:
    """paragraph.cleanBlockQuotedText(text), which Paragraph applies to a text it parses, skipped
    when it would return the text unchanged: nearly every block, since parse_blocks joins stripped
    lines with single spaces. Measured: 11 us a block, a sixth of making a booklet's flowables."""
    unclean = text[:1] == " " or text[-1:] == " " or _UNCLEAN.search(text)   # anchors made the regex 40 % slower
    return cleanBlockQuotedText(text) if unclean else text


# Glyphs the body font lacks, drawn in the symbol font: a booklet's cards (a French R♦, D♣).
SYMBOL_GLYPHS = re.compile(f"[{fonts.SUIT_SYMBOLS}]+")


def with_symbol_font(text: str) -> str:
    """The text with each run of suit symbols set in the symbol font (Noto Sans has none). A
    text without any (nearly every block) is returned as is: four `in` tests cost half the regex."""
    if not any(symbol in text for symbol in fonts.SUIT_SYMBOLS):
        return text
    return SYMBOL_GLYPHS.sub(lambda m: f'<font name="{fonts.SYMBOLS}">{m.group(0)}</font>', text)


class _Spacer(Placed, Spacer):
    """Room around a note (drawn as an empty graphics state, so placed like the rest)."""


def _note(paragraph: _Paragraph, accent: colors.Color) -> Kept:
    """A note's box (render/booklet_note.py) with room above and below, kept together."""
    return Kept([_Spacer(1, 2), Note(paragraph, accent), _Spacer(1, 6)])


# A last page holding less than this share of the text frame reads as a leftover (issue 16: two
# lines on page 9): the booklet is laid out again with its spacing tightened, so those lines move
# back and a page is saved, or else loosened, so the last page fills: the first in SPACINGS that works.
LAST_PAGE_MIN = 0.3
SPACINGS = (1.0, 0.95, 0.9, 1.06, 1.12, 1.18, 0.85)


def render_booklet(markup_text: str, info: DocInfo, *, accent: str = "#1f4e79", footer: str = "") -> tuple[bytes, int]:
    """The booklet PDF and its page count: A5 pages, or with --booklet saddle, those pages
    imposed 2-up in saddle-stitch order (render/saddle.py).

    The booklet is laid out at each spacing tried (render/booklet_flow.py: platypus's page-making
    rules, no document, no drawing), then drawn once from the layout chosen. The spacing chosen used to be
    kept in the cache so that later builds lay out once: measured since, the 2 of 9 shipped
    booklets that try more than one spacing cost 5 ms CPU more in all (186 against 181 ms for
    the nine), so nothing is kept."""
    fonts.register()
    story = Story(parse_blocks(markup_text), colors.HexColor(accent))
    layout = choose_layout(story)
    settings = production.current()
    if settings.booklet == "saddle" and layout.complete:
        from printkit.render.saddle import draw_saddle
        return draw_saddle(layout, info, footer, PAPERS[settings.paper])
    if settings.paper == "letter" and layout.complete and settings.booklet != "saddle":
        from printkit.render.half_letter import draw_half_letter
        return draw_half_letter(layout, info, footer)
    data, pages = draw(info, footer, lambda: story.flowables(layout.spacing), layout)
    if settings.booklet == "saddle":
        from printkit.render.saddle import impose_saddle
        return impose_saddle(data, PAPERS[settings.paper])
    return data, pages


def choose_layout(story: Story) -> Layout:
    """The layout at the first spacing in SPACINGS whose last page is at least LAST_PAGE_MIN full
    (or whose booklet is one page); if there is none, the one with the fullest last page."""
    best = None
    for spacing in SPACINGS:
        layout = place(lambda: story.flowables(spacing), spacing)
        if layout.pages == 1 or layout.last_fill >= LAST_PAGE_MIN:
            return layout
        if best is None or layout.last_fill > best.last_fill:
            best = layout
    return best
