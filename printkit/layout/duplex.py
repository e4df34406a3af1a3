"""The page order of a kit file printed as one double-sided job.

A kit file is sent to the printer in one go. When it holds card sheets whose backs follow their
fronts (duplex layouts, and `single`, where a shop prints each card's front and back), the whole
file has to be printed double-sided, and then every page lands on the back of the page before it.
So that each card back lands behind its front and nothing lands behind a board sheet, a ledger or
the cover, every page that is printed on one side only is followed by a blank page: a two-sided
section then always starts on a front side (an odd page). A kit with no two-sided section prints
single-sided and gets no blank pages.
"""

from __future__ import annotations

from typing import NamedTuple


class Section(NamedTuple):
    """A component's pages in the kit file: how many, and whether they are front/back pairs."""

    pages: int
    two_sided: bool


class Slot(NamedTuple):
    """One page of the kit file: page `page` of section `section`, or a blank page sized like it."""

    section: int
    page: int
    blank: bool = False


def kit_order(sections: list[Section]) -> list[Slot]:
    """Every page of every section in order, with a blank after each one-sided page when the kit
    has a two-sided section. Raises ValueError for a two-sided section with an odd page count
    (a front without its back)."""
    for index, section in enumerate(sections):
        if section.two_sided and section.pages % 2:
            raise ValueError(f"section {index}: {section.pages} pages cannot be front/back pairs")
    backs = blank_backs([s.two_sided for s in sections])
    order: list[Slot] = []
    for index, section in enumerate(sections):
        for page in range(section.pages):
            order.append(Slot(index, page))
            if backs[index]:
                order.append(Slot(index, page, blank=True))
    return order


def blank_backs(two_sided: list[bool]) -> list[bool]:
    """For each section (whether it is front/back pairs): whether each of its pages is followed
    by a blank back (the kit document draws them right there: render/pdf.py KitDocument)."""
    duplex = any(two_sided)
    return [duplex and not pairs for pairs in two_sided]
