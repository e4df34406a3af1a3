"""How wide a string is, and the largest size at which one line fits a width.

A string's width is proportional to its size, so each (string, font) is measured once, at
1000 pt, with `pdfmetrics.stringWidth`, and scaled: a text tried at every 0.25 pt step of a fit
search, or met again on every card of a kind, costs one measurement.
"""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from printkit.render import fonts
from printkit.render.text.edition import own_layout
from printkit.render.text.layout import laid_out, one_line

STEP = 0.25          # pt between the sizes a fit search tries

# (text, font) -> width at 1000 pt. Bounded: a server meets new text all day.
_PER_1000: dict[tuple[str, str], float] = {}
_PER_1000_MAX = 20_000


def width(text: str, font: str, size: float) -> float:
    """The width of `text` set in `font` at `size`, in points: as drawn, shaped in the edition's
    fonts where printkit lays the text out (render/text/edition.py)."""
    edition = own_layout()
    if edition is not None:
        return max((line.width for line in one_line(laid_out(text, font, edition, plain=True))), default=0.0) * size / 1000.0
    key = (text, font)
    found = _PER_1000.get(key)
    if found is None:
        fonts.register()
        found = stringWidth(text, font, 1000.0)
        if len(_PER_1000) >= _PER_1000_MAX:
            _PER_1000.clear()
        _PER_1000[key] = found
    return found * size / 1000.0


def sizes(start: float, minimum: float) -> list[float]:
    """The sizes a fit search tries, largest first: STEP apart from `start`, ending at `minimum`."""
    tried = [start]
    while tried[-1] > minimum:
        tried.append(max(minimum, tried[-1] - STEP))
    return tried


def line_size(text: str, font: str, room: float, *, size: float, minimum: float) -> float:
    """The largest size tried (`sizes`) at which `text` fits `room` on one line; `minimum` when
    none does (the caller reports the overflow)."""
    per_point = width(text, font, 1.0)
    for tried in sizes(size, minimum):
        if per_point * tried <= room:
            return tried
    return minimum
