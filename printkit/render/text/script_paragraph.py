"""A paragraph laid out by printkit (render/text/layout.py): a platypus Flowable that takes a
ParagraphStyle and does what the text path and the booklets ask of reportlab's Paragraph —
`wrap`, `split` across frames and pages, `drawOn`, `getActualLineWidths0` — for an edition that
reportlab cannot set alone (render/text/edition.py).

Lines are as tall as the style's leading, the first baseline one font size below the top (as
Paragraph places them). A right-to-left paragraph reads from the right: left and right
alignment, indents and the bullet change sides; centred text stays centred.
"""

from __future__ import annotations

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus.flowables import Flowable

from printkit.render.script_fonts import FontSet
from printkit.render.text.glyph_run import draw_line
from printkit.render.text.layout import Laid, Line, break_lines, laid_out

BULLET_GAP = 0.6     # the room after a bullet, in its font size (as Paragraph leaves)


class ScriptParagraph(Flowable):
    """`markup` in `style` for the edition `fonts`; `bullet`: the text of a bullet before the first line."""

    def __init__(self, markup: str, style: ParagraphStyle, fonts: FontSet, bullet: str | None = None,
                 laid: Laid | None = None, lines: list[Line] | None = None, continued: bool = False):
        super().__init__()
        self.text, self.style, self.fonts, self.bullet = markup, style, fonts, bullet
        self.continued = continued     # the part after a split: no first-line indent, no bullet
        self.laid = laid or laid_out(markup, style.fontName, fonts, style.textColor)
        self.lines = lines             # set by wrap (or by split, for the part after a split)
        self.kept = lines is not None  # a split part keeps its lines
        self.width = self.height = 0.0

    # -- what platypus and render/text/box.py ask -------------------------------------------------

    def wrap(self, availWidth, availHeight):
        if not self.kept:
            self.lines = self._break(availWidth)
        self.width = availWidth
        self.height = len(self.lines) * self.style.leading
        return self.width, self.height

    def split(self, availWidth, availHeight):
        lines = self.lines if self.kept else self._break(availWidth)
        fitting = int((availHeight + 1e-6) // self.style.leading)
        if fitting <= 0 or fitting >= len(lines):
            return [] if fitting <= 0 else [self]
        first = ScriptParagraph(self.text, self.style, self.fonts, self.bullet, self.laid, lines[:fitting],
                                self.continued)
        rest = ScriptParagraph(self.text, self.style, self.fonts, None, self.laid, lines[fitting:], True)
        return [first, rest]

    def getActualLineWidths0(self):
        return [line.width * self.style.fontSize / 1000.0 for line in self.lines or []]

    def getPlainText(self):
        return "".join(atom.text for line in self.lines or [] for atom in line.atoms)

    def draw(self):
        style, c = self.style, self.canv
        size = style.fontSize
        y = self.height - size
        for number, line in enumerate(self.lines):
            left, right = self._indents(number)
            room = self.width - left - right
            wide = line.width * size / 1000.0
            x = left + {TA_CENTER: (room - wide) / 2, TA_RIGHT: room - wide}.get(self._alignment(), 0.0)
            if line.atoms:
                draw_line(c, line, x, y, size)
            if number == 0 and self.bullet and not self.continued:
                self._draw_bullet(y)
            y -= style.leading

    # -- lines, sides and the bullet ------------------------------------------------------------

    def _break(self, width: float) -> list[Line]:
        per_point = 1000.0 / self.style.fontSize
        first, other = sum(self._indents(0)), sum(self._indents(1))
        return break_lines(self.laid, (width - other) * per_point, (width - first) * per_point)

    def _rtl(self) -> bool:
        return self.laid.rtl

    def _alignment(self) -> int:
        alignment = self.style.alignment
        if alignment == TA_JUSTIFY:
            alignment = TA_LEFT
        if self._rtl():
            alignment = {TA_LEFT: TA_RIGHT, TA_RIGHT: TA_LEFT}.get(alignment, alignment)
        return alignment

    def _indents(self, number: int) -> tuple[float, float]:
        """(left, right) room kept on line `number`: the first line's indent (and a bullet
        reaching past it) on the side the line starts from."""
        style = self.style
        first = number == 0 and not self.continued
        start = style.leftIndent + (style.firstLineIndent + self._bullet_overrun() if first else 0.0)
        end = style.rightIndent
        return (end, start) if self._rtl() else (start, end)

    def _bullet_width(self) -> float:
        from reportlab.pdfbase.pdfmetrics import stringWidth
        return stringWidth(self.bullet, self.style.bulletFontName, self.style.bulletFontSize) if self.bullet else 0.0

    def _bullet_overrun(self) -> float:
        """How far the bullet and its gap reach past the first line's indent (Paragraph's rule)."""
        if not self.bullet or self.continued:
            return 0.0
        style = self.style
        reach = style.bulletIndent + self._bullet_width() + BULLET_GAP * style.bulletFontSize
        return max(0.0, reach - (style.leftIndent + style.firstLineIndent))

    def _draw_bullet(self, y: float) -> None:
        from printkit.render.text.line import draw_string
        style, c = self.style, self.canv
        x = self.width - style.bulletIndent - self._bullet_width() if self._rtl() else style.bulletIndent
        c.saveState()
        c.setFillColor(getattr(style, "bulletColor", None) or style.textColor)
        draw_string(c, x, y, self.bullet, font=style.bulletFontName, size=style.bulletFontSize)
        c.restoreState()
