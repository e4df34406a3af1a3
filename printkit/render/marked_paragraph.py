"""A Paragraph set by printkit's own parsing, line breaking and drawing where they apply (issue 15):
render/markup_frags.py, render/booklet_lines.py or render/frag_lines.py, render/booklet_lines.py or
render/frag_draw.py; reportlab's otherwise. The same fragments, lines and operators: for
render/text.py's fitted boxes, the cover's lines and the Data-Tycoon aid."""

from __future__ import annotations

from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import cleanBlockQuotedText

from printkit.render.booklet_lines import WORD_WIDTHS, plain_lines
from printkit.render.frag_draw import drawer
from printkit.render.frag_lines import frag_lines
from printkit.render.markup_frags import fragments


class MarkedParagraph(Paragraph):
    """A Paragraph that breaks its text by booklet_lines.py when it is plain, by `frag_lines` when
    it is marked up, else as reportlab does: for render/text.py's fitted boxes and the cover's
    lines. It is parsed by markup_frags.py where it can (the parser's fragments), and draws as
    Paragraph draws: by booklet_lines.py or frag_draw.py where they can."""

    def __init__(self, text, style=None, bulletText=None, frags=None, **options):
        if frags is None and style is not None:
            text = cleanBlockQuotedText(text)       # as Paragraph cleans a text it parses
            frags = fragments(text, style)
        super().__init__(text, style, bulletText=bulletText, frags=frags, **options)

    def breakLines(self, width):
        lines = plain_lines(self, width, WORD_WIDTHS)
        if lines is None:
            lines = frag_lines(self, width)
        return lines if lines is not None else super().breakLines(width)

    def drawPara(self, debug=0):
        """Drawn by booklet_lines.py or frag_draw.py (the same operators), else by reportlab."""
        draw = None if debug else drawer(self)
        if draw is None:
            super().drawPara(debug)
        else:
            draw(self)
