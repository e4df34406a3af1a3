"""The edition being drawn: its language's fonts and how its lines run and break.

`build.py` (and the i18n tools, which render kits to measure them) make a kit's `FontSet`
(render/script_fonts.py) current while the kit renders, as they make its print settings current
(layout/production.py). The text path then asks `own_layout()`: None for a kit that Noto Sans
prints alone, left to right, breaking at spaces (English, French, Greek …), whose text goes
through reportlab's Paragraph and the canvas's strings as before; otherwise the FontSet, and
every string is shaped, ordered and broken by render/text/layout.py.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

from printkit.render.script_fonts import FontSet

_CURRENT: ContextVar[FontSet | None] = ContextVar("printkit_edition", default=None)


def own_layout() -> FontSet | None:
    """The fonts of the kit being drawn when its text needs printkit's own layout, else None."""
    return _CURRENT.get()


def needs_own_layout(fonts: FontSet) -> bool:
    """Whether a kit of these fonts needs shaping, right-to-left order, breaks between
    characters or a font other than Noto Sans."""
    return fonts.direction == "rtl" or fonts.breaks == "characters" or len(fonts.families) > 1


@contextmanager
def using(fonts: FontSet | None) -> Iterator[None]:
    """Draw the text of the block with `fonts` (None, or a set Noto Sans prints alone: as before)."""
    token = _CURRENT.set(fonts if fonts is not None and needs_own_layout(fonts) else None)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def from_right(text: str | None = None) -> bool:
    """Whether the edition reads from the right (and `text`, if given, holds right-to-left
    letters): where a page mirrors its layout (a cover's columns, a heading's side)."""
    from printkit.render.text.bidi import has_right_to_left
    edition = own_layout()
    return edition is not None and edition.direction == "rtl" and (text is None or has_right_to_left(text))


def line_start(left: float, right: float) -> tuple[float, str]:
    """(x, anchor) of a line that starts a row running from `left` to `right`: at its left end,
    or in a right-to-left edition at its right end (draw_string, draw_fitted_line)."""
    return (right, "right") if from_right() else (left, "left")


def line_end(left: float, right: float) -> tuple[float, str]:
    """(x, anchor) of a line that ends a row: the other end from `line_start`."""
    return (left, "left") if from_right() else (right, "right")


def reading_alignment(alignment: int, text: str) -> int:
    """Left and right alignment swapped for a text that reads from the right in a right-to-left
    edition (a paragraph there starts at the right); centred text, and any text elsewhere, as it is."""
    from reportlab.lib.enums import TA_LEFT, TA_RIGHT

    from printkit.render.text.bidi import has_right_to_left
    edition = own_layout()
    if edition is None or edition.direction != "rtl" or alignment not in (TA_LEFT, TA_RIGHT) \
            or not has_right_to_left(text):
        return alignment
    return TA_RIGHT if alignment == TA_LEFT else TA_LEFT


def fingerprint() -> list:
    """What the current edition's drawing depends on, for keys of what is kept between runs (a
    booklet): its language and the files of its fonts."""
    edition = own_layout()
    if edition is None:
        return []
    return [edition.lang, edition.direction, edition.breaks, [list(family.files) for family in edition.families]]
