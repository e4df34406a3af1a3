"""Plain text of several lines, set and drawn without reportlab's Paragraph (issue 15, speed).

A text in one face (no tags but one whole `<b>`/`<i>` run: `text.plain_run`) is what Paragraph
sets as one fragment ("kind 0"). For it, Paragraph's work is: parse the markup with an HTML
parser, build a style, break the words into lines, and draw them; `fit_paragraph` does the first
three at every size it tries. Here the words are split once, each measured once per size tried,
broken by the rule Paragraph follows for such text, and drawn with the same PDF operators
Paragraph writes (tests/render/test_text_block.py compares the page content byte for byte, and
a hypothesis property the line breaks).

Paragraph's rule, as printkit sets it (`text._set`: splitLongWords=0, spaceShrinkage=0, no
hyphenation): words go on a line while the line's width, words joined by one space each, stays
within the box; a word that does not fit starts the next line, and a line's first word stays
whatever its width (it may run over: `fits` then says no). Texts this module does not set the
same way (a soft hyphen, a justified paragraph, a line running over) are left to Paragraph.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.canvas import Canvas

from printkit.render.paint import fill_op
from printkit.render.placing import cm_numbers, translation
from printkit.render.text_ops import Lines

# Paragraph handles a soft hyphen (U+00AD) by hyphenating there; printkit never prints one.
SOFT_HYPHEN = "\u00ad"
ALIGNS = (TA_LEFT, TA_CENTER, TA_RIGHT)   # justified text stays with Paragraph


@dataclass(frozen=True)
class Block:
    """Plain text broken into lines at one size: what draw_block prints and where."""

    font: str
    size: float
    leading: float                          # the line height in points (size x the leading factor)
    lines: tuple[tuple[float, str], ...]    # (width left over in the box, the line as printed)

    @property
    def height(self) -> float:
        """The lines' height, as Paragraph.wrap gives it."""
        return len(self.lines) * self.leading

    @property
    def widest(self) -> float:
        """The least width any line leaves over (negative: a line runs over the box)."""
        return min(spare for spare, _ in self.lines)


def sizes(start: float, minimum: float) -> list[float]:
    """The sizes tried, largest first: 0.25 pt steps down from start, ending at the minimum."""
    sizes = [start]
    while sizes[-1] > minimum:
        sizes.append(max(minimum, sizes[-1] - 0.25))
    return sizes


def first_fitting(count: int, fits: Callable[[int], bool]) -> int | None:
    """The first index that fits, when every index after a fitting one fits too.

    Text set smaller never takes more lines, so the sizes that fit follow those that do not:
    halving finds the same size as trying each in turn, in a few wraps instead of a dozen.
    The largest size is tried first (a text met again usually fits there at once).
    """
    if fits(0):
        return 0
    if count == 1 or not fits(count - 1):
        return None
    low, high = 0, count - 1          # low does not fit, high does
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle
    return high


def break_lines(words: list[str], font: str, size: float, width: float,
                measured: dict[tuple[str, float], float]) -> tuple[tuple[float, str], ...]:
    """The lines Paragraph.breakLines makes of `words` in one face (kind 0), with the same float
    arithmetic: (width left over, the line's words joined by spaces). `measured` keeps each
    word's width at each size, so a fit search measures a word once per size it tries."""
    measure = getFont(font).stringWidth
    space = measure(" ", size)
    lines: list[tuple[float, str]] = []
    line: list[str] = []
    current = -space                        # Paragraph's start: no space before the first word
    for word in words:
        word_width = measured.get((word, size))
        if word_width is None:
            word_width = measured[word, size] = measure(word, size)
        new_width = current + space + word_width
        if new_width <= width or not line:
            line.append(word)
            current = new_width
        else:
            lines.append((width - current, " ".join(line)))
            line, current = [word], word_width
    if line:
        lines.append((width - current, " ".join(line)))
    return tuple(lines)


def settable(text: str, align: int, width: float) -> bool:
    """Whether this module sets `text` exactly as Paragraph does (else Paragraph sets it)."""
    return bool(text) and align in ALIGNS and SOFT_HYPHEN not in text and width >= 1.0


def set_block(words: list[str], font: str, size: float, width: float, leading: float,
              measured: dict[tuple[str, float], float]) -> Block:
    """The words broken into lines at `size` (leading: the line height as a multiple of size)."""
    return Block(font, size, size * leading, break_lines(words, font, size, width, measured))


def fits(block: Block, height: float) -> bool:
    """fit_paragraph's test: the lines' height within the box's, no line over by more than 0.5 pt."""
    return block.height <= height + 0.01 and block.widest >= -0.5


def drawable(block: Block) -> bool:
    """No line runs over: Paragraph narrows the spaces of such a line, which this module does not."""
    return block.widest > -1e-8


def draw_block(c: Canvas, block: Block, x: float, y: float, *, align: int, colour) -> None:
    """Draw the block with its lowest line's box at y, as Paragraph.drawOn(c, x, y) draws it
    (Flowable.drawOn, Paragraph.drawPara for one fragment): the same operators in the same order,
    one text object, the font and colour set once (written by render/text_ops.py `Lines`).
    Its saved states are written with it as one literal (render/paint.py `fill_op`): restored
    at its end, they leave the canvas's own state as it was (248 blocks in `build --all`, each
    two saveState/restoreState pairs, a translate and a setFillColor before)."""
    op = fill_op(c, colour)
    if op is None:          # a colour the canvas sets itself (--ink, an alpha)
        c.saveState()
        c.translate(x, y)
        c.saveState()
        c.setFillColor(colour)
        _lines(c, block, align).draw()
        c.restoreState()
        c.restoreState()
        return
    # saveState, translate (after `q` never merged into an earlier cm), saveState, the colour.
    c.addLiteral(f"q\n{cm_numbers(translation(x, y))} cm\nq\n{op}\n{_lines(c, block, align).code()}\nQ\nQ")


def _lines(c: Canvas, block: Block, align: int) -> Lines:
    # The first baseline one font size below the top (rl_config.paraFontSizeHeightOffset).
    tx = Lines(c, 0, block.height - block.size, font=block.font, size=block.size, leading=block.leading)
    for spare, line in block.lines:
        shift = 0.5 * spare if align == TA_CENTER else spare if align == TA_RIGHT else 0
        moved = shift > 1e-6 or shift < -1e-6      # paragraph.setXPos skips moves this small
        if moved:
            tx.move(shift)
        tx.line(line)
        if moved:
            tx.move(-shift)
    return tx


def fit_block(text: str, font: str, width: float, height: float, *, start: float, minimum: float,
              leading: float, align: int) -> Block | None:
    """Plain `text` at the size fit_paragraph chooses (the largest from `start` down to `minimum`
    whose lines fit), found the same way; None when Paragraph must set it: nothing fits (it
    reports the overflow), a line runs over, or `settable` says no."""
    if not settable(text, align, width):
        return None
    words = text.split(" ")                 # plain_run joined Paragraph's words with one space
    tried_sizes = sizes(start, minimum)
    measured: dict[tuple[str, float], float] = {}
    tried: dict[int, Block] = {}

    def attempt(i: int) -> Block:
        if i not in tried:
            tried[i] = set_block(words, font, tried_sizes[i], width, leading, measured)
        return tried[i]

    found = first_fitting(len(tried_sizes), lambda i: fits(attempt(i), height))
    if found is None or not drawable(attempt(found)):
        return None
    return attempt(found)
