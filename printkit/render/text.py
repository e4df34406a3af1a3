"""Text in boxes: paragraphs that must fit, single lines that shrink to fit.

The i18n tools watch this module (`watching`): extraction learns how much room each string
has, and `printkit i18n check` collects every overflow of a build instead of stopping at the first.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import split as split_words

from printkit.i18n import DRAFT_COLOUR, DRAFT_MARK
from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.marked_paragraph import MarkedParagraph
from printkit.render.text_block import Block, draw_block, fit_block
from printkit.render.text_ops import draw_string
from printkit.render.text_block import first_fitting as _first_fitting, sizes as _sizes


class TextOverflow(Exception):
    """A text does not fit its box even at the minimum size (for `printkit i18n check`)."""

    def __init__(self, message: str, *, text: str = "") -> None:
        super().__init__(message)
        self.text = text


@dataclass(frozen=True)
class TextBox:
    """One text drawn through this module: its room, its sizes, and whether it overflowed."""

    text: str
    lines: str            # "paragraph" (wraps) or "line" (one line)
    width: float
    height: float | None
    size: float
    minimum: float
    overflow: str | None = None


_WATCHERS: list[Callable[[TextBox], None]] = []


@contextmanager
def watching(callback: Callable[[TextBox], None]) -> Iterator[None]:
    """Report every text drawn to callback; while watched, an overflow is reported and drawing goes on."""
    _WATCHERS.append(callback)
    try:
        yield
    finally:
        _WATCHERS.remove(callback)


def watched() -> bool:
    """True while the i18n tools watch: each text must then be drawn (and reported) every time
    it prints, so render/forms.py draws shared art in place instead of once."""
    return bool(_WATCHERS)


def _report(box: TextBox) -> bool:
    """Tell the watchers; True if someone is watching (then an overflow does not raise)."""
    for callback in _WATCHERS:
        callback(box)
    return bool(_WATCHERS)


def _report_fitted(markup: str, box: Rect, size: float, minimum: float) -> None:
    """Tell the watchers, if any, that a paragraph fitted (no TextBox is made for nobody: 2 800
    texts in `build --all`)."""
    if _WATCHERS:
        _report(TextBox(markup, "paragraph", box.w, box.h, size, minimum))


# (markup, box, sizes, font, align, leading) -> the size found last time: a text met again (the
# same card text on many cards, the same ledger in both languages) starts where it fitted, so it
# is set once instead of once per 0.25 pt step. Same result, a quarter of the Paragraph work.
_FITTED: dict[tuple, float] = {}
_FITTED_MAX = 8192


# The same, with the colour -> the paragraph already set and wrapped: the same effect on every
# card of a kind, a table's figures, a heading on every board are laid out once and drawn again
# (a wrapped Paragraph draws the same each time). Bounded, like _FITTED.
_SET: dict[tuple, tuple[Paragraph, float]] = {}
_SET_MAX = 2048


def fit_paragraph(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                  align: int = TA_CENTER, leading: float = 1.2, colour=None) -> tuple[Paragraph, float]:
    """The paragraph at the largest size (<= size, >= minimum) that fits the box; TextOverflow otherwise."""
    key = (markup, round(box.w, 3), round(box.h, 3), size, minimum, font, align, leading)
    done_key = key + ((type(colour).__name__, colour.__key__) if colour is not None else None,)
    done = _SET.get(done_key)
    if done is not None:
        _report_fitted(markup, box, size, minimum)
        return done
    sizes = _sizes(_FITTED.get(key, size), minimum)
    tried: dict[int, tuple[Paragraph, float, bool]] = {}

    def attempt(i: int) -> tuple[Paragraph, float, bool]:
        if i not in tried:
            tried[i] = _set(markup, box, sizes[i], font=font, align=align, leading=leading, colour=colour)
        return tried[i]

    found = _first_fitting(len(sizes), lambda i: attempt(i)[2])
    if found is None:
        para, h, _ = attempt(len(sizes) - 1)
        message = f"text needs {h:.0f} pt of height in a {box.w:.0f}×{box.h:.0f} pt box at {minimum} pt"
        if _report(TextBox(markup, "paragraph", box.w, box.h, size, minimum, overflow=message)):
            return para, h
        raise TextOverflow(message, text=markup)
    para, h, _ = attempt(found)
    _report_fitted(markup, box, size, minimum)
    if len(_FITTED) < _FITTED_MAX:
        _FITTED[key] = sizes[found]
    if len(_SET) < _SET_MAX:
        _SET[done_key] = (para, h)
    return para, h


def _set(markup: str, box: Rect, size: float, *, font: str, align: int, leading: float,
         colour) -> tuple[Paragraph, float, bool]:
    """The paragraph wrapped at one size: (paragraph, height, whether it fits the box)."""
    # splitLongWords=0: a word too long for the box is never cut (reportlab cuts it without a
    # hyphen, "in|come"), and spaceShrinkage=0: spaces keep their width (reportlab narrows them
    # by up to 5 % to keep a word on its line). Such text is set smaller instead, as any text
    # that does not fit; and smaller text then always fits at least as well as larger text,
    # which the size search relies on.
    style = ParagraphStyle("fit", fontName=font, fontSize=size, leading=size * leading,
                           alignment=align, textColor=colour, splitLongWords=0, spaceShrinkage=0) \
        if colour is not None else \
        ParagraphStyle("fit", fontName=font, fontSize=size, leading=size * leading, alignment=align,
                       splitLongWords=0, spaceShrinkage=0)
    para = MarkedParagraph(markup, style)
    _, h = para.wrap(box.w, box.h)
    return para, h, h <= box.h + 0.01 and _widest_word_fits(para, box.w)


def _widest_word_fits(para: Paragraph, width: float) -> bool:
    """No line runs over the width by more than 0.5 pt. Words are not cut and spaces not
    narrowed (see _set), so a line that runs over holds one word wider than the box."""
    for line in getattr(para.blPara, "lines", []):
        extra = line[0] if isinstance(line, tuple) else getattr(line, "extraSpace", 0.0)
        if extra < -0.5:
            return False
    return True


def draw_paragraph(c: Canvas, markup: str, box: Rect, *, size: float, minimum: float,
                   font: str = fonts.BODY, align: int = TA_CENTER, valign: str = "middle", colour=None) -> None:
    """Draw text fitted into box, vertically centred (or top-aligned)."""
    if _draw_single_line(c, markup, box, size=size, minimum=minimum, font=font, align=align, valign=valign,
                         colour=colour):
        return
    block = plain_block(markup, box, size=size, minimum=minimum, font=font, align=align)
    if block is not None:
        _report_fitted(markup, box, size, minimum)
        y = box.y + (box.h - block.height) / 2 if valign == "middle" else box.y1 - block.height
        draw_block(c, block, box.x, y, align=align, colour=colour if colour is not None else colors.black)
        return
    para, h = fit_paragraph(markup, box, size=size, minimum=minimum, font=font, align=align, colour=colour)
    y = box.y + (box.h - h) / 2 if valign == "middle" else box.y1 - h
    para.drawOn(c, box.x, y)


# (markup, box, sizes, font, align) -> the plain text's block at the size that fits, or None when
# Paragraph sets it: the same card text on many cards is broken into lines once. Bounded.
_BLOCKS: dict[tuple, Block | None] = {}
_BLOCKS_MAX = 4096


def plain_block(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                align: int = TA_CENTER) -> Block | None:
    """Plain text (`plain_run`) set in box as fit_paragraph sets it, without Paragraph
    (render/text_block.py); None for anything else, which fit_paragraph sets."""
    key = (markup, round(box.w, 3), round(box.h, 3), size, minimum, font, align)
    if key in _BLOCKS:
        return _BLOCKS[key]
    # An entity (&amp;) makes Paragraph set the text in fragments ("kind 1"), which draws each line
    # with its own font and colour operators: the same lines and pixels, other bytes. Left to it.
    run = plain_run(markup, font) if "&" not in markup else None
    block = fit_block(run[0], run[1], box.w, box.h, start=size, minimum=minimum, leading=LEADING, align=align) \
        if run is not None else None
    if len(_BLOCKS) < _BLOCKS_MAX:
        _BLOCKS[key] = block
    return block


# Plain text, perhaps all bold or all italic; entities only as i18n.markup writes them.
_WHOLE = re.compile(r"<(b|i)>([^<>]*)</\1>")
_OTHER_ENTITY = re.compile(r"&(?!(?:amp|lt|gt);)")
_STYLED = {("b", fonts.BODY): fonts.BOLD, ("i", fonts.BODY): fonts.ITALIC}
LEADING = 1.2   # fit_paragraph's default: line height = size x LEADING


def plain_run(markup: str, font: str) -> tuple[str, str] | None:
    """(text as printed, font) when markup is one run of plain text, all in one face: the words
    joined by single spaces, as Paragraph prints them. None for anything else (tags, line breaks,
    other entities), which only Paragraph sets."""
    whole = _WHOLE.fullmatch(markup)
    if whole:
        font = _STYLED.get((whole.group(1), font), "")
        markup = whole.group(2)
    if not font or "<" in markup or ">" in markup or _OTHER_ENTITY.search(markup):
        return None
    text = markup.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return " ".join(word for word in split_words(text) if word), font


def _draw_single_line(c: Canvas, markup: str, box: Rect, *, size: float, minimum: float, font: str, align: int,
                      valign: str, colour) -> bool:
    """The common case without Paragraph: plain text set on one line at the size fit_paragraph
    would choose (`one_line_size`), drawn where Paragraph draws it (`line_placement`). False when
    that cannot be told without Paragraph: fit_paragraph then sets it.

    Measured on `build --all`: two thirds of the texts drawn, set with a few string widths
    instead of parsing and wrapping at each size tried.
    """
    placed = line_placement(markup, box, size=size, minimum=minimum, font=font, align=align, valign=valign)
    if placed is None:
        return False
    text, face, chosen, x, y = placed
    c.saveState()
    c.setFillColor(colour if colour is not None else colors.black)
    draw_string(c, x, y, text, font=face, size=chosen)
    c.restoreState()
    return True


def line_placement(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                   align: int = TA_CENTER, valign: str = "middle") -> tuple[str, str, float, float, float] | None:
    """(text as printed, font, size, x, baseline y) of `markup` as draw_paragraph draws it when
    it is plain text set on one line (`single_line`): a line box of size x LEADING, its baseline
    one font size below the box's top (rl_config.paraFontSizeHeightOffset), aligned in the
    width; None otherwise. The text counts as drawn (the i18n tools' watchers are told)."""
    line = single_line(markup, box, size=size, minimum=minimum, font=font)
    if line is None:
        return None
    text, face, chosen, width = line
    _report_fitted(markup, box, size, minimum)
    height = chosen * LEADING
    top = box.y + (box.h + height) / 2 if valign == "middle" else box.y1
    x = {TA_CENTER: box.x + (box.w - width) / 2, TA_RIGHT: box.x1 - width}.get(align, box.x)  # left, justify
    return text, face, chosen, x, top - chosen


# (markup, box, sizes, font) -> what _draw_single_line prints, or None: a label met again (the
# same heading on every card of a kind) is not parsed and measured again. Bounded.
_LINES: dict[tuple, tuple[str, str, float, float] | None] = {}
_LINES_MAX = 8192


def single_line(markup: str, box: Rect, *, size: float, minimum: float,
                font: str) -> tuple[str, str, float, float] | None:
    """(text as printed, font, size, width) when `markup` is plain text that fit_paragraph sets on
    one line (`plain_run`, `one_line_size`); None when it may wrap or is not plain."""
    key = (markup, round(box.w, 3), round(box.h, 3), size, minimum, font)
    if key in _LINES:
        return _LINES[key]
    run = plain_run(markup, font)
    chosen = one_line_size(run[0], run[1], box, size=size, minimum=minimum) if run and run[0] else None
    line = (run[0], run[1], chosen, fonts.width(run[0], run[1], chosen)) if chosen is not None else None
    if len(_LINES) < _LINES_MAX:
        _LINES[key] = line
    return line


def one_line_size(text: str, font: str, box: Rect, *, size: float, minimum: float) -> float | None:
    """The size fit_paragraph chooses for plain `text` when it is set on one line at that size;
    None when only Paragraph can tell (it may wrap) or nothing fits (Paragraph reports it).

    Sizes are tried as fit_paragraph tries them, largest first. At a size where two lines would
    not fit the box's height, the text fits exactly when it fits on one line, which a string width
    answers; once two lines would fit, wrapping decides, and that is Paragraph's work. A line a
    little wider than the box is left to Paragraph too (a line may run over by 0.5 pt).
    """
    per_point = fonts.width(text, font, 1000.0) / 1000.0
    for tried in _sizes(size, minimum):
        line = tried * LEADING
        if line > box.h + 0.01:
            continue                                   # not even one line fits this size
        width = per_point * tried
        if width < box.w - 0.01:
            return tried
        if width <= box.w + 0.51 or 2 * line <= box.h + 0.01:
            return None                                # Paragraph's call (see _widest_word_fits)
    return None


# (text, font, width, size, minimum) -> the size fonts.fit_size finds and the text's width at it:
# a title met again (on every card of a kind, in the box asked first for the art to keep clear) is
# not measured again at every 0.25 pt step. Half of the 1 175 lines of `build --all` repeat. Bounded.
_LINE_FITS: dict[tuple, tuple[float, float]] = {}
_LINE_FITS_MAX = 4096


def line_fit(text: str, font: str, max_width: float, size: float, minimum: float) -> tuple[float, float]:
    """(size, width): the size draw_fitted_line sets `text` at (fonts.fit_size) and its width there."""
    key = (text, font, max_width, size, minimum)
    found = _LINE_FITS.get(key)
    if found is None:
        actual = fonts.fit_size(text, font, max_width, size, minimum)
        found = (actual, fonts.width(text, font, actual))
        if len(_LINE_FITS) < _LINE_FITS_MAX:
            _LINE_FITS[key] = found
    return found


def draw_fitted_line(c: Canvas, text: str, x: float, y: float, max_width: float, *, font: str, size: float,
                     minimum: float, anchor: str = "centre") -> None:
    """One line of plain text shrunk to fit max_width; TextOverflow if it cannot."""
    actual, width = line_fit(text, font, max_width, size, minimum)
    overflow = None
    if width > max_width + 0.01:
        overflow = f"{text!r} is wider than {max_width:.0f} pt at {minimum} pt"
    if (_WATCHERS or overflow) and not _report(TextBox(text, "line", max_width, None, size, minimum,
                                                       overflow=overflow)) and overflow:
        raise TextOverflow(overflow, text=text)
    if text.startswith(DRAFT_MARK):
        _draw_draft_line(c, text, x, y, font=font, size=actual, anchor=anchor)
    else:
        draw_string(c, x, y, text, font=font, size=actual, anchor=anchor)


def _draw_draft_line(c: Canvas, text: str, x: float, y: float, *, font: str, size: float, anchor: str) -> None:
    """--draft: the [EN] mark of an untranslated line in the draft colour, the English after it as usual."""
    left = x - {"centre": 0.5, "right": 1.0}.get(anchor, 0.0) * fonts.width(text, font, size)
    c.saveState()
    c.setFillColor(colors.HexColor(DRAFT_COLOUR))
    draw_string(c, left, y, DRAFT_MARK, font=font, size=size)
    c.restoreState()
    draw_string(c, left + fonts.width(DRAFT_MARK, font, size), y, text[len(DRAFT_MARK):], font=font, size=size)
