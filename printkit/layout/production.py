"""Print-production settings shared by every kit: imposition mode, crop marks, back offset,
ink and booklet imposition. Pure data; `build.py` makes them current while a kit renders,
so every game gets them through the shared renderers without any per-game code.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator, NamedTuple

from printkit.units import mm

LAYOUTS = ("duplex-long", "duplex-short", "gutterfold", "single")
INKS = ("colour", "greyscale", "saver")
BOOKLETS = ("a5", "saddle")


class MarkStyle(NamedTuple):
    """Crop marks: how long, how far from the block's bleed they start, and how thick (points)."""

    length: float = mm(4)
    offset: float = mm(1)
    width: float = 0.25


class Production(NamedTuple):
    """How a kit is put on paper; the defaults print a duplex kit in colour."""

    layout: str = "duplex-long"
    marks: MarkStyle = MarkStyle()
    back_offset: tuple[float, float] = (0.0, 0.0)   # points, added to everything on a back page
    ink: str = "colour"
    booklet: str = "a5"
    paper: str = "a4"

    @property
    def edge(self) -> str:
        """The duplex edge (gutterfold and single have no duplex turn; long is their neutral)."""
        return "short" if self.layout == "duplex-short" else "long"

    @property
    def duplex(self) -> bool:
        return self.layout.startswith("duplex")


_CURRENT: ContextVar[Production] = ContextVar("printkit_production", default=Production())


def current() -> Production:
    """The settings of the kit being rendered (the defaults outside a build)."""
    return _CURRENT.get()


@contextmanager
def using(settings: Production) -> Iterator[Production]:
    """Make `settings` current for the renderers called inside the block."""
    token = _CURRENT.set(settings)
    try:
        yield settings
    finally:
        _CURRENT.reset(token)


# What a layout could not do on this paper (a crop mark or a footer with no room 5 mm in from
# the edge), collected while a kit renders and reported by the build, not silently.
_NOTES: ContextVar[list[str] | None] = ContextVar("printkit_production_notes", default=None)


def note(text: str) -> None:
    """Record a note for the kit being built (once; outside a build it is dropped)."""
    notes = _NOTES.get()
    if notes is not None and text not in notes:
        notes.append(text)


@contextmanager
def collecting() -> Iterator[list[str]]:
    """Collect the notes of the renderers called inside the block into the list it yields."""
    notes: list[str] = []
    token = _NOTES.set(notes)
    try:
        yield notes
    finally:
        _NOTES.reset(token)
