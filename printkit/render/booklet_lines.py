"""A booklet paragraph in one face broken into lines as Paragraph.breakLines breaks it (issue 15).

Nine booklet blocks in ten are plain text: one fragment, the block's style (render/booklet.py).
For such a paragraph reportlab's `Paragraph.breakLines` takes its "kind 0" path: split the text at
white space, measure each word, and fill each line while the words, joined by one space each, fit
the line's width plus 5 % of a space per word already on it (`spaceShrinkage`). `plain_lines`
follows that path with the same float arithmetic and returns what it returns (the fragment cloned
with `kind=0` and `lines` of (width left over, words)), but measures each word once per booklet
(`measured`) and skips the general path's checks. Measured over the 9 booklets of `build --all`:
Paragraph.breakLines took 38 ms of the booklets' 146 ms.

Anything that path would treat differently is left to Paragraph (`None`): a style that hyphenates,
shapes, sets right to left or ends with dots; more than one fragment; a soft hyphen, a
zero-width space or a word of reportlab's own (a split word); a word wider than its line (split by
`splitLongWords`); an empty text. text_block.py breaks card texts by the same rule without the
shrinkage, into strings, for one width: a different contract, so it is not shared here.
"""

from __future__ import annotations

import re

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.pdfbase.pdfmetrics import getAscentDescent, getFont
from reportlab.rl_config import paraFontSizeHeightOffset

from printkit.render.text_ops import Lines, shown, width

# Characters for which Paragraph's word splitting or line breaking differs from this module's.
_SPECIAL = ("\xad", "\u200b")
# A text with a no-break space is split at white space but that (reportlab's `_wsc` characters).
_BREAKING_SPACES = re.compile(r"[^\S\xa0]+")


def simple_style(style) -> bool:
    """Whether Paragraph breaks text in this style by the plain rule `plain_lines` follows."""
    return not (style.wordWrap or style.shaping or style.endDots or style.hyphenationLang
                or style.uriWasteReduce or style.embeddedHyphenation)


def plain_words(frags: list) -> list[str] | None:
    """The words of a paragraph of one plain fragment, split as Paragraph splits them; else None."""
    if len(frags) != 1:
        return None
    frag = frags[0]
    if hasattr(frag, "cbDefn") or hasattr(frag, "backColor") or isinstance(frag, (list, tuple)):
        return None
    text = getattr(frag, "text", None)
    if text is not None:
        if "\xad" in text or "\u200b" in text:       # _SPECIAL
            return None
        words = _BREAKING_SPACES.split(text) if "\xa0" in text else text.split()
        if words and not words[0]:
            del words[0]                    # Paragraph strips the text first
        if words and not words[-1]:
            words.pop()
    else:
        words = list(getattr(frag, "words", ()))
        if any(type(word) is not str or not word or any(s in word for s in _SPECIAL) for word in words):
            return None
    return words or None


def bullet_widths(widths: list[float], bullet: str | None, style) -> None:
    """Narrow the first line by what a bullet overruns of the indent (Paragraph's own rule)."""
    if bullet:
        bullet_width = getFont(style.bulletFontName).stringWidth(bullet, style.bulletFontSize)
        overrun = style.bulletIndent + bullet_width + 0.6 * style.bulletFontSize
        indent = style.leftIndent + style.firstLineIndent
        if overrun > indent:
            widths[0] -= overrun - indent


# The attributes of the paragraph that breaking its lines sets (besides the lines returned).
PLAIN_BREAK_ATTRIBUTES = ("_width_max", "height", "_splitLongWordCount", "_hyphenations")

# Word widths by font (the registered face itself, so a font registered again under its name is
# measured again) and size, then word: shared by the booklets of a process, since the words of
# one game's booklets in its languages, and the common words of all, repeat. Measured on
# `build --all`: 11 300 stringWidth calls a run with a table per booklet, ~5 300 shared.
WORD_WIDTHS: dict[tuple[object, float], dict[str, float]] = {}
# Words kept per font and size before that table starts again: a server runs long and its
# translators' catalogs feed it new text. At most 64 tables of 10 000 words (about 1 MB each);
# `build --all` met about 4 000 words over 25 tables a worker (measured), so it never starts again.
WORD_WIDTHS_MAX = 10_000


def plain_lines(paragraph, width, measured: dict[tuple[object, float], dict[str, float]]):
    """Paragraph.breakLines(width) for a plain paragraph, with the attributes it sets; None when
    Paragraph must break it. `measured` keeps word widths by font and size, then word
    (`WORD_WIDTHS`, or a table of the caller's own)."""
    style = paragraph.style
    if not simple_style(style) or isinstance(paragraph.bulletText, (list, tuple)):
        return None
    words = plain_words(paragraph.frags)
    if words is None:
        return None
    widths = list(width) if isinstance(width, (list, tuple)) else [width]
    frag = paragraph.frags[0]
    font_name, font_size = frag.fontName, frag.fontSize
    broken = _break(words, widths, paragraph.bulletText, style, font_name, font_size, measured)
    if broken is None:
        return None                 # the caller's widths untouched: Paragraph narrows them itself
    if isinstance(width, list):
        width[:] = widths           # as Paragraph's _handleBulletWidth leaves them
    lines, width_max = broken
    paragraph._width_max = width_max
    paragraph.height = 0
    paragraph._splitLongWordCount = paragraph._hyphenations = 0
    ascent, descent = getAscentDescent(font_name, font_size)
    return frag.clone(kind=0, lines=lines, ascent=ascent, descent=descent, fontSize=font_size)


def _break(words, widths, bullet, style, font_name, font_size, measured):
    """(lines, widest line) by Paragraph's kind-0 loop; None if a word is wider than its line.
    A word that fits goes on at once; the rest of the loop runs once a line, which takes its
    words as one slice of the paragraph's (`start`: the line's first word)."""
    bullet_widths(widths, bullet, style)
    word_widths, space = _measure(words, font_name, font_size, measured)
    shrink = style.spaceShrinkage * space
    split_long = style.splitLongWords
    last = len(widths) - 1
    lines: list = []
    start = lineno = width_max = 0
    max_width = widths[0]
    current = -space                        # no space before a line's first word
    for index, word_width in enumerate(word_widths):
        new_width = current + space + word_width
        if new_width <= max_width + shrink * (index - start):     # index - start: words on the line
            current = new_width
            continue
        if split_long and word_width > widths[min(lineno, last)]:
            return None                     # Paragraph splits the word
        if index == start:
            current = new_width
            continue
        if current > width_max:
            width_max = current
        lines.append((max_width - current, words[start:index]))
        start, current = index, word_width
        lineno += 1
        max_width = widths[min(last, lineno)]
    if current > width_max:
        width_max = current
    lines.append((max_width - current, words[start:]))
    return lines, width_max


def word_table(measured: dict, font, font_size: float) -> dict[str, float]:
    """The table of word widths `measured` keeps for `font` (the face) at `font_size`: started
    again (with a space's width) when there is none or it holds WORD_WIDTHS_MAX words; all
    tables dropped past 64 (font sizes tried while fitting text are many)."""
    table = measured.get((font, font_size))
    if table is None or len(table) > WORD_WIDTHS_MAX:
        if len(measured) > 64:
            measured.clear()
        table = measured[font, font_size] = {" ": font.stringWidth(" ", font_size)}
    return table


def _measure(words: list[str], font_name: str, font_size: float, measured: dict) -> tuple[list[float], float]:
    """Each word's width (stringWidth) and a space's, each measured once per table, font and size."""
    font = getFont(font_name)
    table = word_table(measured, font, font_size)
    try:
        return list(map(table.__getitem__, words)), table[" "]
    except KeyError:
        measure = font.stringWidth
        for word in words:
            if word not in table:
                table[word] = measure(word, font_size)
        return list(map(table.__getitem__, words)), table[" "]


def drawable(paragraph) -> bool:
    """Whether `draw_plain` draws this wrapped paragraph as Paragraph.drawPara would."""
    lines = paragraph.blPara
    return (lines.kind == 0 and hasattr(lines, "us_lines") and not (lines.us_lines or lines.link)
            and drawn_as_para(paragraph))


def drawn_as_para(paragraph) -> bool:
    """Whether the paragraph's style and options are those this module and frag_draw.py draw as
    Paragraph.drawPara would (whatever its lines): an alignment of LINE_SHIFT, no word wrap,
    background, border, anchored bullet, automatic leading, offsets or bullet of fragments."""
    style = paragraph.style
    return bool(paraFontSizeHeightOffset
                and style.alignment in LINE_SHIFT and not style.wordWrap and not style.backColor
                and not (getattr(style, "borderWidth", None) and getattr(style, "borderColor", None))
                and style.bulletAnchor == "start"
                and getattr(paragraph, "autoLeading", getattr(style, "autoLeading", "")) not in ("max", "min")
                and not hasattr(paragraph, "_offsets") and not isinstance(paragraph.bulletText, (list, tuple)))


def draw_plain(paragraph) -> None:
    """Draw a `drawable` paragraph with the operators, in the order, Paragraph.drawPara writes for
    a kind-0 paragraph (its bullet, then one text object, a line per `textLine`), without its
    general machinery; render/text_ops.py writes them, each string's encoding made once.
    Measured: drawPara took a quarter of the booklets' CPU (34 of 146 ms)."""
    canvas, style, broken = paragraph.canv, paragraph.style, paragraph.blPara
    if not broken.lines:
        return
    top = paragraph.height - broken.fontSize       # the first baseline (paraFontSizeHeightOffset)
    canvas.saveState()
    offset = style.firstLineIndent
    if paragraph.bulletText:
        offset = draw_bullet(canvas, offset, top, paragraph.bulletText, style)
    canvas.setFillColor(broken.textColor)
    tx = Lines(canvas, style.leftIndent, top, font=broken.fontName, size=broken.fontSize, leading=style.leading)
    shift = LINE_SHIFT[style.alignment]
    for extra, words in broken.lines:
        _draw_line(tx, offset, extra, words, shift)
        offset = 0
    tx.draw()
    canvas.restoreState()


# How far a line moves right of its start, as a share of the width it leaves over (by alignment).
LINE_SHIFT = {TA_LEFT: 0.0, TA_CENTER: 0.5, TA_RIGHT: 1.0}


def _draw_line(tx, offset: float, extra: float, words: list[str], shift: float) -> None:
    """One line as paragraph._leftDrawParaLine (_center-, _right-) draws it: a line that fits
    moves by its share of the room left over; one that fits only with its spaces shrunk is set
    with a negative word space instead."""
    text = " ".join(words)
    spaces = 0 if extra > -1e-8 else len(words) + text.count("\xa0") - 1
    if spaces <= 0:
        moved = offset if shift == 0.0 else offset + shift * extra
        set_x(tx, moved)
        tx.line(text)
    elif shift == 0.0:
        moved = offset
        set_x(tx, moved)
        tx.word_space(extra / float(spaces))
        tx.line(text)
        tx.word_space(0)
    else:
        moved = offset
        tx.word_space(extra / float(spaces))
        set_x(tx, moved)
        tx.line(text)
        tx.word_space(0)
    set_x(tx, -moved)


def set_x(tx, dx: float) -> None:
    """paragraph.setXPos: moves this small are not written."""
    if dx > 1e-6 or dx < -1e-6:
        tx.move(dx)


def draw_bullet(canvas, offset: float, top: float, bullet: str, style) -> float:
    """The bullet as paragraph._drawBullet draws one anchored at its start: its own text object at
    the bullet indent (its string written by render/text_ops.py); the first line starts after it
    (0.6 of its size further) if it runs past."""
    x, font, size = style.bulletIndent - 0, style.bulletFontName, style.bulletFontSize
    tx = canvas.beginText(x, top + getattr(style, "bulletOffsetY", 0))
    tx.setFillColor(getattr(style, "bulletColor", style.textColor))
    begun = tx.getCode()                 # "BT <its origin> <its colour> ET": the bullet goes before ET
    canvas.addLiteral(f"{begun[:-3]} {shown(canvas, bullet, font, size)[0]} ET")
    return max(offset, x + width(bullet, font, size) + size * 0.6 - style.leftIndent)
