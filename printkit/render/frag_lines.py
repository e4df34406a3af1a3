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
42 ms profiled for the 156, three quarters of it in `sameFrag` (colours compared in Python),
widths and ascents.

Anything that path treats otherwise is left to Paragraph (`None`): a style that hyphenates,
shapes, sets right to left or ends with dots; a bullet of fragments; fragments already cut into
words (a split part); an image or callback fragment; a soft hyphen; a word wider than its line
(split by `splitLongWords`). Paragraph.drawPara reads the same lines; render/frag_draw.py draws
most of them without it.
"""

from __future__ import annotations

from string import whitespace

from reportlab.lib.rl_accel import sameFrag
from reportlab.pdfbase.pdfmetrics import getAscentDescent, getFont
from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import FragLine, ParaLines, _HSFrag, cleanBlockQuotedText, lstrip, split

from printkit.render.frag_draw import drawer
from printkit.render.markup_frags import fragments
from printkit.render.booklet_lines import WORD_WIDTHS, WORD_WIDTHS_MAX, bullet_widths, plain_lines, simple_style

_FK_TEXT, _FK_BREAK = 0, 3          # reportlab.platypus.paragraph's fragment kinds: text, <br/>
_SOFT_HYPHEN = "\xad"


def frag_lines(paragraph, width, measured: dict | None = None):
    """Paragraph.breakLines(width) for a marked-up paragraph of text and line breaks, with the
    attributes it sets (`frags` becomes its words); None when Paragraph must break it.
    `measured`: word widths by font and size, then word (booklet_lines.WORD_WIDTHS by default)."""
    style = paragraph.style
    frags = paragraph.frags
    if (len(frags) < 2 or not simple_style(style) or isinstance(paragraph.bulletText, (list, tuple))
            or not all(_plain_frag(f) for f in frags)):
        return None
    widths = _Widths(WORD_WIDTHS if measured is None else measured)
    words = _frag_words(frags, widths)
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


def _plain_frag(frag) -> bool:
    """A parsed fragment of text (no soft hyphen) or a line break: nothing else is handled here."""
    if isinstance(frag, (list, tuple)) or hasattr(frag, "cbDefn"):
        return False
    text = getattr(frag, "text", None)
    if text is None:
        return False
    return _SOFT_HYPHEN not in text if text else hasattr(frag, "lineBreak")


class _Widths:
    """String widths, each measured once per table, font and size (booklet_lines.WORD_WIDTHS)."""

    def __init__(self, measured: dict):
        self.measured = measured
        self.tables: dict[tuple[str, float], dict[str, float]] = {}

    def table(self, font_name: str, font_size: float) -> dict[str, float]:
        table = self.tables.get((font_name, font_size))
        if table is None:
            font = getFont(font_name)
            key = (font, font_size)
            table = self.measured.get(key)
            if table is None or len(table) > WORD_WIDTHS_MAX:
                if len(self.measured) > 64:
                    self.measured.clear()
                table = self.measured[key] = {" ": font.stringWidth(" ", font_size)}
            self.tables[font_name, font_size] = table
        return table

    def width(self, text: str, font_name: str, font_size: float) -> float:
        table = self.table(font_name, font_size)
        found = table.get(text)
        if found is None:
            found = table[text] = getFont(font_name).stringWidth(text, font_size)
        return found


def _frag_words(frags: list, widths: _Widths) -> list:
    """paragraph._getFragWords for parsed fragments of text and line breaks: each word a list
    `[width, (fragment, text), ...]`, an `_HSFrag` when white space follows it, a line break
    `[0, (fragment, "")]`. Sets each fragment's `_fkind`, as reportlab does."""
    words: list = []
    word: list = []
    n = 0
    hanging_strip = True
    for f in frags:
        text = f.text
        if text != "":
            f._fkind = _FK_TEXT
            if hanging_strip:
                text = lstrip(text)
                if not text:
                    continue
                hanging_strip = False
            pieces = split(text)
            if text[0] in whitespace or not pieces:
                if word:
                    word.insert(0, n)
                    words.append(word)
                    word, n = [], 0
                    follows_space = False
                else:
                    follows_space = words and isinstance(words[-1], _HSFrag)
                if not follows_space:
                    pieces.insert(0, "")
                elif not pieces:
                    continue
            table = widths.table(f.fontName, f.fontSize)
            for piece in pieces[:-1]:
                word.append((f, piece))
                n += _width(table, piece, f)
                word.insert(0, n)
                words.append(_HSFrag(word))
                word, n = [], 0
            piece = pieces[-1]
            word.append((f, piece))
            n += _width(table, piece, f)
            if text[-1] in whitespace:
                word.insert(0, n)
                words.append(_HSFrag(word))
                word, n = [], 0
        else:                                   # a line break (_plain_frag)
            if word:
                word.insert(0, n)
                words.append(word)
                word, n = [], 0
            f._fkind = _FK_BREAK
            words.append([0, (f, "")])
            hanging_strip = True
    if word:
        word.insert(0, n)
        words.append(word)
    if not words and frags:
        frags[0]._fkind = _FK_TEXT
        words = [[0, (frags[0], "")]]
    return words


def _width(table: dict[str, float], text: str, f) -> float:
    found = table.get(text)
    if found is None:
        found = table[text] = getFont(f.fontName).stringWidth(text, f.fontSize)
    return found


class _Breaker:
    """Paragraph.breakLines' kind-1 loop, its variables kept as it keeps them, for words of text
    and line breaks. Only what it computes again and again is remembered: `sameFrag` of two
    fragments, ascents, and the widths of spaces."""

    def __init__(self, style, max_widths: list[float], widths: _Widths):
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
            line_break = f._fkind == _FK_BREAK
            limit = max_width
            if shrinkage:
                shrink = space_width
                for wi in words:
                    if wi._fkind == _FK_TEXT:
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
                            if wi._fkind == _FK_TEXT:
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
                real = 0
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
            for piece_frag, piece in w[2:]:
                g = piece_frag.clone()
                source = piece_frag
                g.text = piece
                words.append(g)
                font_size = g.fontSize
                ascent, descent = self._ascent(g.fontName, font_size)
                max_size = max(max_size, font_size)
                max_ascent = max(max_ascent, ascent)
                min_descent = min(min_descent, descent)
        if words:
            if current > width_max:
                width_max = current
            lines.append(FragLine(extraSpace=max_width - current, wordCount=n, lineBreak=False, words=words,
                                  fontSize=max_size, ascent=max_ascent, descent=min_descent, maxWidth=max_width,
                                  sFW=first_word))
        return lines, width_max, seen


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
