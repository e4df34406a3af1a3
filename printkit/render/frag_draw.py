"""A marked-up paragraph drawn with the operators Paragraph.drawPara writes for it (issue 15).

A paragraph broken into lines of fragments ("kind 1": render/frag_lines.py, or reportlab) is
drawn by `Paragraph.drawPara` through `_leftDrawParaLineX` (`_center-`, `_right-`) and
`_putFragLine`, which, for each fragment of each line, checks images, callbacks, underlines,
links, background colours and rise, measures the fragment and writes it through a text object
(`_formatText`: the string split into the font's subsets). For fragments of plain text in
TrueType fonts without any of those, what it writes comes down to: one text object, at each line
a move to the line's start (`setXPos`, merged into the move before it), the leading once (`TL`),
word spacing for a line that fits only with its spaces shrunk (`Tw`), and per fragment its colour
when it changes (`rg`) and its string (`Tf`/`TL` where the subset changes; the font change itself
only resets the subset), the line's last one followed by `T*`. `draw_marked` writes exactly that
with render/text_ops.py's writer (each string's encoding made once per document).
Measured on `build --all`: drawPara took ~13 ms for the 140 marked-up paragraphs of the
booklets, the fitted boxes (render/text.py) and the cover.

Anything else (`marked_drawable` False) is drawn by Paragraph.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import getFont

from printkit.render.booklet_lines import LINE_SHIFT, draw_bullet, draw_plain, drawable, drawn_as_para, set_x
from printkit.render.text_ops import Lines, shown

def marked_drawable(paragraph) -> bool:
    """Whether `draw_marked` draws this wrapped paragraph as Paragraph.drawPara would."""
    broken = paragraph.blPara
    if not (broken.kind == 1 and not paragraph.style.endDots and drawn_as_para(paragraph)):
        return False
    return all(_plain_fragment(f) for line in broken.lines for f in line.words)


_TRUETYPE: dict[str, bool] = {}      # font name -> whether it is a TrueType font (subsets)


def _plain_fragment(f) -> bool:
    """Text in a TrueType font, with nothing but its font and colour (no image, callback,
    underline, strike-through, link, background or rise)."""
    if hasattr(f, "cbDefn") or f.us_lines or f.link or getattr(f, "backColor", None) or f.rise:
        return False
    truetype = _TRUETYPE.get(f.fontName)
    if truetype is None:
        truetype = _TRUETYPE[f.fontName] = bool(getFont(f.fontName)._dynamicFont)
    return truetype


def drawer(paragraph):
    """The function that draws this wrapped paragraph as Paragraph.drawPara would, without its
    machinery: booklet_lines.draw_plain for plain text, `draw_marked` for marked-up text; None
    when only Paragraph draws it."""
    if paragraph.blPara.kind == 0:
        return draw_plain if drawable(paragraph) else None
    return draw_marked if marked_drawable(paragraph) else None


def draw_marked(paragraph) -> None:
    """Draw a `marked_drawable` paragraph on `paragraph.canv` as Paragraph.drawPara does: inside
    q/Q, its bullet (as for a plain paragraph), then its lines in one text object."""
    canvas, style, lines = paragraph.canv, paragraph.style, paragraph.blPara.lines
    if not lines:
        return
    top = paragraph.height - lines[0].fontSize        # the first baseline (paraFontSizeHeightOffset)
    canvas.saveState()
    offset = style.firstLineIndent
    if paragraph.bulletText:
        offset = draw_bullet(canvas, offset, top, paragraph.bulletText, style)
    tx = FragText(canvas, style.leftIndent, top, leading=style.leading)
    shift = LINE_SHIFT[style.alignment]
    for line in lines:
        tx.frag_line(line, offset, shift)
        offset = 0
    tx.draw()
    canvas.restoreState()


class FragText(Lines):
    """A text object of lines of fragments, written as a PDFTextObject given what `_putFragLine`
    gives it (render/text_ops.py `Lines` writes the moves and word spacing)."""

    __slots__ = ("_leading_set", "_face", "_colour", "_colour_ops")

    def __init__(self, c, x: float, y: float, *, leading: float):
        super().__init__(c, x, y, font="", size=0, leading=leading)
        self._leading_set = False
        self._face: tuple | None = None        # (font, size) of the last fragment (the text object's)
        self._colour = None                    # the colour set last (XtraState.textColor)
        self._colour_ops: dict[int, str] = {}    # by colour object, for this paragraph

    def frag_line(self, line, offset: float, shift: float) -> None:
        """One line as _leftDrawParaLineX (shift 0), _centerDrawParaLineX (0.5) or
        _rightDrawParaLineX (1) draws it: moved by its share of the room left over if it fits,
        else set from its start with a negative word space (the centred and right-aligned ones
        then move back by what they did not move: reportlab's order, kept)."""
        extra = line.extraSpace
        spaces = 0 if extra > -1e-8 else line.wordCount + sum(f.text.count("\xa0") for f in line.words) - 1
        if shift == 0.0:
            moved = offset
            set_x(self, moved)
            if spaces > 0:
                self.word_space(extra / float(spaces))
                self._fragments(line.words)
                self.word_space(0)
            else:
                self._fragments(line.words)
        elif spaces <= 0:
            moved = offset + extra if shift == 1.0 else offset + shift * extra
            set_x(self, moved)
            self._fragments(line.words)
        else:
            moved = offset
            self.word_space(extra / float(spaces))
            self._fragments(line.words)
            self.word_space(0)
        set_x(self, -moved)

    def _fragments(self, words: list) -> None:
        """_putFragLine for fragments of plain text: the leading once, then each fragment's
        colour when it changes and its string, the last one ending the line (T*)."""
        code = self._code
        if not self._leading_set:
            self._leading_set = True
            code.append(f"{fp_str(self.leading)} TL")
        last = len(words) - 1
        for index, f in enumerate(words):
            face = (f.fontName, f.fontSize)
            if face != self._face:
                self._face = face
                self._subset = None             # _setFont of a TrueType font: the subset is set again
            colour = f.textColor
            if self._colour != colour:
                self._colour = colour
                code.append(self._colour_op(colour))
            ops, self._subset = shown(self.c, f.text, f.fontName, f.fontSize, self.leading, self._subset)
            code.append(f"{ops} T*" if index == last else ops)

    def _colour_op(self, colour) -> str:
        """The operator a text object's setFillColor writes for the colour (through the canvas's
        ink hook, as the text object does), made by one: "BT <origin> Tm <colour> ET"."""
        found = self._colour_ops.get(id(colour))
        if found is None:
            probe = self.c.beginText()
            probe.setFillColor(colour)
            found = self._colour_ops[id(colour)] = probe.getCode().split(" Tm ", 1)[1][:-3]
        return found
