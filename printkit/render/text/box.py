"""Text fitted in a box: the largest size, from a starting size down to a minimum in 0.25 pt
steps, at which a text's lines fit the box; TextOverflow when none does.

Lines are broken by reportlab's Paragraph, the one line breaker: it parses printkit's markup
(<b>, <i>, <br/>, the entities `i18n.markup` writes) and would shape and order right-to-left
text where reportlab can. Words are never cut (`splitLongWords=0`: reportlab cuts a long word
without a hyphen) and spaces never narrowed (`spaceShrinkage=0`), so text set smaller always
fits at least as well as larger text, and a word wider than the box makes the text smaller.

Speed by design:
- A size search parses the text once: lines set at size t in a width w break as lines set at
  size s in the width w * s / t (every width is proportional to the size), so each size tried
  is one `wrap` of the same paragraph, and the sizes are halved down to the first that fits.
  The paragraph drawn is then made at that size and checked.
- Plain text (no tag but one whole <b> or <i>) that fits on one line at a size where two lines
  would not fit the box has no line to break: it is measured (render/text/measure.py) and drawn
  as one string, where Paragraph would put its one line.
- Fits are kept by their inputs for the process: the same effect on every card of a kind is
  set once and drawn again.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, NamedTuple

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph
from reportlab.platypus.paragraph import split as split_words

from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text.edition import own_layout, reading_alignment
from printkit.render.text.line import draw_string
from printkit.render.text.measure import sizes, width
from printkit.render.text.script_paragraph import ScriptParagraph
from printkit.render.text.watch import TextBox, overflowed, report, watched

LEADING = 1.2          # line height = size x LEADING
_SPARE_HEIGHT = 0.01   # pt a text's lines may exceed the box's height by (rounding)
_SPARE_WIDTH = 0.5     # pt a line may run over the box's width by


class Fit(NamedTuple):
    """A text set in a box: its size, its lines' extent, and how it is drawn."""

    size: float
    width: float                  # the widest line
    height: float                 # the lines' height
    line: tuple[str, str] | None  # plain text on one line: (the string printed, its font)
    paragraph: Paragraph | None   # otherwise the paragraph, wrapped to the box's width
    overflow: str | None          # why it does not fit, if it does not


def draw_paragraph(c: Canvas, markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                   align: int = TA_CENTER, valign: str = "middle", colour=None) -> None:
    """`markup` fitted into `box` (`fit`), vertically centred or (valign "top") at its top."""
    found = fit(markup, box, size=size, minimum=minimum, font=font, align=align, colour=colour)
    _tell(markup, box, size, minimum, found)
    x, y = _origin(found, box, reading_alignment(align, markup), valign)
    if found.line is None:
        found.paragraph.drawOn(c, box.x, y)
        return
    text, face = found.line
    c.saveState()
    c.setFillColor(colour if colour is not None else colors.black)
    draw_string(c, x, y + found.height - found.size, text, font=face, size=found.size)   # baseline: one size down
    c.restoreState()


def paragraph_box(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                  align: int = TA_CENTER, valign: str = "middle") -> Rect:
    """The box draw_paragraph fills with the same arguments: its lines' height, its widest line."""
    found = fit(markup, box, size=size, minimum=minimum, font=font, align=align)
    x, y = _origin(found, box, reading_alignment(align, markup), valign)
    return Rect(x, y, found.width, found.height)


def fitted_size(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY) -> float:
    """The size draw_paragraph sets `markup` at in `box` (the minimum when it does not fit)."""
    return fit(markup, box, size=size, minimum=minimum, font=font).size


def keep_last_words(text: str) -> str:
    """`text` with its last two words joined by a no-break space: a short centred text (a tagline,
    a caption) that wraps never ends on a lone word. Texts of fewer than four words are left alone."""
    words = text.split(" ")
    if len([w for w in words if w]) < 4:
        return text
    return " ".join(words[:-1]) + "\u00a0" + words[-1]


def _origin(found: Fit, box: Rect, align: int, valign: str) -> tuple[float, float]:
    """The lower left corner of the lines' extent in the box."""
    y = box.y + (box.h - found.height) / 2 if valign == "middle" else box.y1 - found.height
    spare = box.w - found.width
    x = box.x + {TA_CENTER: spare / 2, TA_RIGHT: spare}.get(align, 0.0)
    return x, y


def _tell(markup: str, box: Rect, size: float, minimum: float, found: Fit) -> None:
    """An overflow raises (or is reported while watched); a text that fits is reported if watched."""
    if found.overflow is not None:
        overflowed(TextBox(markup, "paragraph", box.w, box.h, size, minimum, overflow=found.overflow))
    elif watched():
        report(TextBox(markup, "paragraph", box.w, box.h, size, minimum))


# (markup, box, sizes, font, align, colour) -> Fit; and without the colour -> the size found, so
# that a text measured first (paragraph_box) and drawn in a colour is searched once. Bounded.
_FITS: dict[tuple, Fit] = {}
_SIZES: dict[tuple, float] = {}
_KEPT_MAX = 8192


def fit(markup: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
        align: int = TA_CENTER, colour=None) -> Fit:
    """`markup` set at the largest size that fits `box`, or at `minimum` with the overflow said."""
    key = (markup, round(box.w, 3), round(box.h, 3), size, minimum, font, align, own_layout())
    full = key + ((type(colour), colour),)
    found = _FITS.get(full)
    if found is None:
        tried = sizes(size, minimum)
        plain = plain_text(markup, font)
        line = _one_line(plain, box, tried) if plain is not None else None
        if line is not None:
            found = Fit(line, width(plain[0], plain[1], line), line * LEADING, plain, None, None)
        else:
            known = _SIZES.get(key)
            found = _set_paragraph(markup, box, tried if known is None else [known], font, align, colour)
            _keep(_SIZES, key, found.size)
        _keep(_FITS, full, found)
    return found


def _keep(table: dict, key: tuple, value) -> None:
    if len(table) >= _KEPT_MAX:
        table.clear()
    table[key] = value


def _one_line(plain: tuple[str, str], box: Rect, tried: list[float]) -> float | None:
    """The size a plain text is set at when that is on one line, found from its width alone:
    at a size where only one line fits the box's height, the text fits exactly when it fits on
    one line (a single word may run over by _SPARE_WIDTH, as in a paragraph). None once two
    lines would fit (Paragraph breaks it) or when nothing fits."""
    text, font = plain
    per_point = width(text, font, 1.0)
    room = box.w + (_SPARE_WIDTH if " " not in text else 0.0)
    for size in tried:
        line = size * LEADING
        if line > box.h + _SPARE_HEIGHT:
            continue
        if per_point * size <= room:
            return size
        if 2 * line <= box.h + _SPARE_HEIGHT:
            return None
    return None


def _set_paragraph(markup: str, box: Rect, tried: list[float], font: str, align: int, colour) -> Fit:
    """The paragraph at the first size of `tried` that fits, searched with one parsed paragraph
    (see the module's docstring), then made at that size and checked."""
    probe = _paragraph(markup, tried[0], font, align, colour)

    def fits_scaled(index: int) -> bool:
        scale = tried[index] / tried[0]
        _, height = probe.wrap(box.w / scale, box.h / scale)
        return _fits(height * scale, _widest(probe) * scale, box)

    start = first_fitting(len(tried), fits_scaled)
    for index in range(len(tried) - 1 if start is None else start, len(tried)):
        para = probe if index == 0 else _paragraph(markup, tried[index], font, align, colour)
        _, height = para.wrap(box.w, box.h)
        widest = _widest(para)
        if _fits(height, widest, box):
            return Fit(tried[index], widest, height, None, para, None)
    message = f"text needs {height:.0f} pt of height in a {box.w:.0f}×{box.h:.0f} pt box at {tried[-1]} pt"
    return Fit(tried[-1], widest, height, None, para, message)


def _fits(height: float, widest: float, box: Rect) -> bool:
    return height <= box.h + _SPARE_HEIGHT and widest <= box.w + _SPARE_WIDTH


def _widest(para: Paragraph) -> float:
    """The widest line of a wrapped paragraph (a line wider than the box holds a word that is)."""
    return max(para.getActualLineWidths0(), default=0.0)


def first_fitting(count: int, fits: Callable[[int], bool]) -> int | None:
    """The first index that fits, when every index after a fitting one fits too: the first one
    (a text usually fits at its starting size), then halving between one that does not and one
    that does. None when the last does not fit."""
    if fits(0):
        return 0
    if count == 1 or not fits(count - 1):
        return None
    low, high = 0, count - 1
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle
    return high


def _paragraph(markup: str, size: float, font: str, align: int, colour) -> Paragraph | ScriptParagraph:
    """reportlab's Paragraph, or in an edition printkit lays out, its ScriptParagraph."""
    edition = own_layout()
    if edition is not None:
        return ScriptParagraph(markup, _style(size, font, align, colour), edition)
    return Paragraph(markup, _style(size, font, align, colour))


@lru_cache(maxsize=1024)
def _style(size: float, font: str, align: int, colour) -> ParagraphStyle:
    return ParagraphStyle("fit", fontName=font, fontSize=size, leading=size * LEADING, alignment=align,
                          textColor=colour if colour is not None else colors.black,
                          splitLongWords=0, spaceShrinkage=0)


# Plain text, perhaps all bold or all italic, and the entities i18n.markup writes.
_WHOLE = re.compile(r"<(b|i)>([^<>]*)</\1>")
_ENTITY = re.compile(r"&(amp|lt|gt);|&")
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">"}
_STYLED = {("b", fonts.BODY): fonts.BOLD, ("i", fonts.BODY): fonts.ITALIC}


def plain_text(markup: str, font: str) -> tuple[str, str] | None:
    """(the string Paragraph prints on one line, its font) when `markup` is plain text in one
    face: its words joined by single spaces. None for anything else (runs, line breaks, other
    entities), which only Paragraph sets."""
    whole = _WHOLE.fullmatch(markup)
    if whole:
        font = _STYLED.get((whole.group(1), font), "")
        markup = whole.group(2)
    if not font or "<" in markup or ">" in markup:
        return None
    if "&" in markup:
        if any(m.group(1) is None for m in _ENTITY.finditer(markup)):
            return None
        markup = _ENTITY.sub(lambda m: _ENTITIES[m.group(1)], markup)
    text = " ".join(word for word in split_words(markup) if word)
    return (text, font) if text else None
