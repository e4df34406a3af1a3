"""A marked-up paragraph broken into lines as Paragraph.breakLines breaks it (issue 15).

A paragraph with markup (<b>, <i>, <br/>, a run in the symbol font) parses into several
fragments, and reportlab's `Paragraph.breakLines` takes its "kind 1" path: the fragments cut into
words (`_getFragWords`: a word is a list `[width, (fragment, text), ...]`, an `_HSFrag` when a
space follows it), then each line filled while its words fit the width plus 5 % of its spaces'
width (`spaceShrinkage`), its words merged into one fragment per style (`sameFrag`). `frag_lines`
follows that path with the same float arithmetic and returns what it returns (`ParaLines(kind=1,
lines=[FragLine ...])`, the paragraph's `frags` replaced by its words), with each word and space
measured once per process and font size (booklet_lines.py's table) and each pair of fragments
compared once. Measured on `build --all` (324 paragraphs through reportlab's breakLines, 156 of
them marked up: the booklets' 68, text.py's 62, the cover's 10, the aids' 16): reportlab took
22 ms for the 156 (warm), a quarter of it in `sameFrag` (colours compared in Python), the rest
in widths, ascents and its general checks; this module 9 ms.

Anything that path treats otherwise is left to Paragraph (`None`): a style that hyphenates,
shapes, sets right to left or ends with dots; a bullet of fragments; fragments already cut into
words (a split part); an image or callback fragment; a soft hyphen; a word wider than its line
(split by `splitLongWords`). Paragraph.drawPara reads the same lines; render/frag_draw.py draws
most of them without it.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import sameFrag
from reportlab.pdfbase.pdfmetrics import getAscentDescent
from reportlab.platypus.paragraph import FragLine, ParaLines, _HSFrag

from printkit.render.booklet_lines import WORD_WIDTHS, bullet_widths, simple_style
from printkit.render.frag_words import FK_BREAK, FK_TEXT, Widths, frag_words, plain_frag


def frag_lines(paragraph, width, measured: dict | None = None):
    """Paragraph.breakLines(width) for a marked-up paragraph of text and line breaks, with the
    attributes it sets (`frags` becomes its words); None when Paragraph must break it.
    `measured`: word widths by font and size, then word (booklet_lines.WORD_WIDTHS by default)."""
    style = paragraph.style
    frags = paragraph.frags
    if (len(frags) < 2 or not simple_style(style) or isinstance(paragraph.bulletText, (list, tuple))
            or not all(plain_frag(f) for f in frags)):
        return None
    widths = Widths(WORD_WIDTHS if measured is None else measured)
    words = frag_words(frags, widths)
    max_widths = list(width) if isinstance(width, (list, tuple)) else [width]
    bullet_widths(max_widths, paragraph.bulletText, style)
    broken = _Breaker(style, max_widths, widths).lines(words)
    if broken is None:
        return None                 # the caller's widths untouched: reportlab narrows them itself
    if isinstance(width, list):
        width[:] = max_widths       # as reportlab's _handleBulletWidth leaves them
    lines, width_max, line_words = broken
    paragraph._width_max = width_max
    paragraph.height = 0
    paragraph._splitLongWordCount = paragraph._hyphenations = 0
    paragraph.frags = line_words
    return ParaLines(kind=1, lines=lines)


class _Breaker:
    """Paragraph.breakLines' kind-1 loop, its variables kept as it keeps them, for words of text
    and line breaks. Only what it computes again and again is remembered: `sameFrag` of two
    fragments, ascents, and the widths of spaces."""

    def __init__(self, style, max_widths: list[float], widths: Widths):
        self.style = style
        self.max_widths = max_widths
        self.widths = widths
        self.same: dict[tuple[int, int], bool] = {}
        self.ascents: dict[tuple[str, float], tuple[float, float]] = {}
        self.spaces: dict[tuple[str, float], float] = {}

    def _same(self, a, b) -> bool:
        key = (id(a), id(b))
        found = self.same.get(key)
        if found is None:
            found = self.same[key] = bool(sameFrag(a, b))
        return found

    def _ascent(self, font_name: str, font_size: float) -> tuple[float, float]:
        found = self.ascents.get((font_name, font_size))
        if found is None:
            found = self.ascents[font_name, font_size] = getAscentDescent(font_name, font_size)
        return found

    def _space(self, font_name: str, font_size: float) -> float:
        found = self.spaces.get((font_name, font_size))
        if found is None:
            found = self.spaces[font_name, font_size] = self.widths.table(font_name, font_size)[" "]
        return found

    def _pieces(self, w: list, words: list, bounds: tuple[float, float, float]):
        """The word's pieces after its first (a word across fragments: "<b>word</b>,"), each a
        run of its own on the line: (the last run, its fragment, whether any piece has text,
        the line's largest size, ascent and smallest descent so far)."""
        max_size, max_ascent, min_descent = bounds
        real = 0
        g = source = None
        for piece_frag, piece in w[2:]:
            g = piece_frag.clone()
            source = piece_frag
            g.text = piece
            if piece:
                real = 1
            words.append(g)
            font_size = g.fontSize
            ascent, descent = self._ascent(g.fontName, font_size)
            max_size = max(max_size, font_size)
            max_ascent = max(max_ascent, ascent)
            min_descent = min(min_descent, descent)
        return g, source, real, (max_size, max_ascent, min_descent)

    def lines(self, pending: list):  # noqa: C901 - reportlab's loop, kept in one piece to compare
        """(lines, widest line, the words in order) or None where reportlab would split a word."""
        style, max_widths = self.style, self.max_widths
        max_line = len(max_widths) - 1
        shrinkage, split_long = style.spaceShrinkage, style.splitLongWords
        keep_breaks = not style.justifyBreaks
        lines: list = []
        seen: list = []                       # reportlab's FW
        width_max = 0
        lineno = 0
        max_width = max_widths[0]
        words: list = []
        first_word = 0                         # sFW
        source = None                          # the fragment the line's last merged run was cloned from
        g = None
        n = space_width = current = 0
        max_size = max_ascent = min_descent = 0
        for w in pending:
            seen.append(w)
            f = w[-1][0]
            font_name, font_size = f.fontName, f.fontSize
            if not words:
                n = space_width = current = 0
                max_size = font_size
                max_ascent, min_descent = self._ascent(font_name, font_size)
            word_width = w[0]
            f = w[1][0]
            new_width = current + space_width + word_width if word_width > 0 else current
            line_break = f._fkind == FK_BREAK
            limit = max_width
            if shrinkage:
                shrink = space_width
                for wi in words:
                    if wi._fkind == FK_TEXT:
                        spaces = wi.text.count(" ")
                        if spaces:
                            shrink += spaces * (self.spaces.get((wi.fontName, wi.fontSize))
                                                or self._space(wi.fontName, wi.fontSize))
                shrink *= shrinkage
                limit += shrink
            if not line_break and new_width > limit and split_long:
                row = min(lineno, max_line)
                if word_width > max(max_widths[row:row + 1]):
                    return None                 # reportlab splits the word
            if not ((new_width > limit and n > 0) or line_break):
                text = w[1][1]
                if text:
                    n += 1
                font_size = f.fontSize
                ascent, descent = self._ascent(f.fontName, font_size)
                max_size = max(max_size, font_size)
                max_ascent = max(max_ascent, ascent)
                min_descent = min(min_descent, descent)
                if not words:
                    g = f.clone()
                    source = f
                    words = [g]
                    g.text = text
                elif not self._same(source, f):
                    if space_width:
                        for wi in reversed(words):
                            if wi._fkind == FK_TEXT:
                                if not wi.text.endswith(" "):
                                    wi.text += " "
                                break
                    g = f.clone()
                    source = f
                    words.append(g)
                    g.text = text
                elif space_width:
                    g.text += (" " + text) if not g.text.endswith(" ") else text
                else:
                    g.text += text
                space_width = self._space(font_name, font_size) if isinstance(w, _HSFrag) else 0
                if len(w) > 2:
                    g, source, real, (max_size, max_ascent, min_descent) = self._pieces(
                        w, words, (max_size, max_ascent, min_descent))
                    if not text and real:
                        n += 1
                current = new_width
                continue
            if line_break:
                words.append(f.clone())
            if current > width_max:
                width_max = current
            lines.append(FragLine(extraSpace=max_width - current, wordCount=n, lineBreak=line_break and keep_breaks,
                                  words=words, fontSize=max_size, ascent=max_ascent, descent=min_descent,
                                  maxWidth=max_width, sFW=first_word))
            first_word = len(seen) - 1
            lineno += 1
            max_width = max_widths[min(max_line, lineno)]
            if line_break:
                words = []
                continue
            space_width = self._space(font_name, font_size) if isinstance(w, _HSFrag) else 0
            current = word_width
            n = 1
            g = f.clone()
            source = f
            max_size = g.fontSize
            max_ascent, min_descent = self._ascent(g.fontName, max_size)
            words = [g]
            g.text = w[1][1]
            if len(w) > 2:
                g, source, _, (max_size, max_ascent, min_descent) = self._pieces(
                    w, words, (max_size, max_ascent, min_descent))
        if words:
            if current > width_max:
                width_max = current
            lines.append(FragLine(extraSpace=max_width - current, wordCount=n, lineBreak=False, words=words,
                                  fontSize=max_size, ascent=max_ascent, descent=min_descent, maxWidth=max_width,
                                  sFW=first_word))
        return lines, width_max, seen
