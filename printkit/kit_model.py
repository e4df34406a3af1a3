"""What a kit is made of: options, components and their printed items. Pure data.

A game's kit module (`printkit/games/<game>/kit.py`) returns `Component`s; `build.py` renders them,
writes the files and the manifest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from printkit.errors import UsageError
from printkit.layout.production import LAYOUTS, MarkStyle, Production

KINDS = ("cards", "board", "scoreboards", "booklet", "cover", "sheet", "tokens")


@dataclass(frozen=True)
class KitOptions:
    """Everything a kit build depends on (the manifest records it)."""

    game: str
    lang: str = "en"
    paper: str = "a4"
    players: int | None = None
    layout: str = "duplex-long"
    only: tuple[str, ...] = ()
    draft: bool = False
    extra: dict[str, Any] = field(default_factory=dict)   # per game: level, money, seed …
    ink: str = "colour"                                   # colour, greyscale, saver
    booklet: str = "a5"                                   # a5, saddle
    marks: MarkStyle = MarkStyle()
    back_offset: tuple[float, float] = (0.0, 0.0)         # points, on every duplex back page

    @property
    def duplex_edge(self) -> str:
        return "short" if self.layout == "duplex-short" else "long"

    def production(self) -> Production:
        """The print-production settings the shared renderers read (layout/production.py)."""
        return Production(layout=self.layout, marks=self.marks, back_offset=self.back_offset,
                          ink=self.ink, booklet=self.booklet, paper=self.paper)


# render(only) -> (pdf bytes, pages); `only` is the set of codes to print, or None for all. Called by
# build.py for a component of the kit file, a render going through render/pdf.py `render_pages` draws
# into the kit's one document and returns b"" (build.py cuts the component's file out of the kit
# file); called anywhere else, it returns a PDF of its own.
Render = Callable[[frozenset[str] | None], tuple[bytes, int]]


@dataclass(frozen=True)
class Component:
    """One printable part of a kit: a deck, the board, the ledgers, the booklet, the cover…"""

    id: str
    kind: str
    title: str                 # translated, for the cover sheet
    codes: tuple[str, ...]     # printed items' codes, in print order (empty for booklet/cover)
    render: Render
    code_prefix: str = ""
    count: int | None = None   # printed items; defaults to len(codes)
    two_sided: bool = False    # card sheets with backs: fronts/backs pairs unless --layout gutterfold
    pieces: tuple[int, ...] = ()   # pieces printed under each code, in codes' order (default: one each)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"component {self.id}: kind {self.kind!r} is not one of {', '.join(KINDS)}")

    @property
    def items(self) -> int:
        """The pieces the component prints: what the manifest's `count` says (a sheet of 6 "N"
        stickers under one code counts 6)."""
        if self.count is not None:
            return self.count
        return sum(self.pieces) if self.pieces else len(self.codes)

    def printed(self, chosen: frozenset[str]) -> int:
        """The pieces printed when `--only` chooses the codes `chosen`."""
        if not self.pieces:
            return len(chosen & set(self.codes))
        return sum(n for code, n in zip(self.codes, self.pieces) if code in chosen)


def check_players(players: int | None, low: int, high: int, default: int) -> int:
    """--players within the game's range (usage error otherwise)."""
    if players is None:
        return default
    if not low <= players <= high:
        raise UsageError(f"--players: expected a number from {low} to {high}, got {players}")
    return players


def select_codes(components: list[Component], only: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """For --only: which codes of which component to print; unknown codes are a usage error."""
    wanted = {code.strip().upper() for code in only}
    chosen: dict[str, set[str]] = {}
    for component in components:
        hits = wanted & set(component.codes)
        if hits:
            chosen[component.id] = hits
    found = set().union(*chosen.values()) if chosen else set()
    unknown = sorted(wanted - found)
    if unknown:
        examples = ", ".join(c.codes[0] for c in components if c.codes)
        raise UsageError(f"--only: no printed item has the code(s) {', '.join(unknown)}; codes look like {examples}")
    return {k: frozenset(v) for k, v in chosen.items()}
