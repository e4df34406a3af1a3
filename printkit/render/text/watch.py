"""Who is told about each text drawn: the i18n tools watch every box a kit fills.

Extraction learns how much room each string has (its box and sizes), and `printkit i18n check`
collects every overflow of a build instead of stopping at the first: while someone watches, a
text that does not fit is reported and drawn anyway; otherwise it raises TextOverflow.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator, NamedTuple


class TextOverflow(Exception):
    """A text does not fit its box even at its minimum size (`box`: the box, when it is one)."""

    def __init__(self, message: str, *, text: str = "", box: "TextBox | None" = None) -> None:
        super().__init__(message)
        self.text = text
        self.box = box


class TextBox(NamedTuple):
    """One text drawn: its room, its sizes, and what overflowed (None when it fits)."""

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
    """True while the i18n tools watch: each text must then be drawn (and reported) every time it
    prints, so render/forms.py draws shared art in place instead of once."""
    return bool(_WATCHERS)


def report(box: TextBox) -> None:
    """Tell the watchers about a text that fits."""
    for callback in _WATCHERS:
        callback(box)


def overflowed(box: TextBox) -> None:
    """Tell the watchers about a text that does not fit; with nobody watching, raise TextOverflow."""
    if not _WATCHERS:
        raise TextOverflow(box.overflow or "text does not fit", text=box.text, box=box)
    report(box)
