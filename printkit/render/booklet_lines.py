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

from reportlab.pdfbase.pdfmetrics import getAscentDescent, getFont

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
        if any(special in text for special in _SPECIAL):
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


def plain_lines(paragraph, width, measured: dict[tuple[str, str, float], float]):
    """Paragraph.breakLines(width) for a plain paragraph, with the attributes it sets; None when
    Paragraph must break it. `measured` keeps word widths by (word, font, size)."""
    style = paragraph.style
    if not simple_style(style) or isinstance(paragraph.bulletText, (list, tuple)):
        return None
    words = plain_words(paragraph.frags)
    if words is None:
        return None
    widths = width if isinstance(width, (list, tuple)) else [width]
    frag = paragraph.frags[0]
    font_name, font_size = frag.fontName, frag.fontSize
    broken = _break(words, widths, paragraph.bulletText, style, font_name, font_size, measured)
    if broken is None:
        return None
    lines, width_max = broken
    paragraph._width_max = width_max
    paragraph.height = 0
    paragraph._splitLongWordCount = paragraph._hyphenations = 0
    ascent, descent = getAscentDescent(font_name, font_size)
    return frag.clone(kind=0, lines=lines, ascent=ascent, descent=descent, fontSize=font_size)


def _break(words, widths, bullet, style, font_name, font_size, measured):
    """(lines, widest line) by Paragraph's kind-0 loop; None if a word is wider than its line."""
    bullet_widths(widths, bullet, style)
    measure = getFont(font_name).stringWidth
    space = measure(" ", font_size)
    shrink = style.spaceShrinkage * space
    split_long = style.splitLongWords
    last = len(widths) - 1
    lines: list = []
    line: list[str] = []
    lineno, width_max = 0, 0
    max_width = widths[0]
    current = -space                        # no space before a line's first word
    for word in words:
        key = (word, font_name, font_size)
        word_width = measured.get(key)
        if word_width is None:
            word_width = measured[key] = measure(word, font_size)
        new_width = current + space + word_width
        limit = max_width + shrink * len(line)
        if new_width > limit and split_long:
            nmw = min(lineno, last)
            if word_width > widths[nmw]:
                return None
        if new_width <= limit or not line:
            line.append(word)
            current = new_width
        else:
            if current > width_max:
                width_max = current
            lines.append((max_width - current, line))
            line, current = [word], word_width
            lineno += 1
            max_width = widths[min(last, lineno)]
    if line:
        if current > width_max:
            width_max = current
        lines.append((max_width - current, line))
    return lines, width_max
