"""`printkit export --format png`: one PNG per card and side, the card plus its 3 mm bleed."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from printkit.export.pages import chunks, run_tasks


class PngRun(NamedTuple):
    """Consecutive pages of one deck's PDF, each to its own PNG."""

    pdf: Path
    pages: tuple[tuple[int, Path], ...]
    dpi: float

    def paths(self) -> list[Path]:
        return [path for _, path in self.pages]


def write_pngs(decks, out_dir: Path, stem: str, *, dpi: float, jobs: int) -> list[Path]:
    """Every card's front and back (a one-sided card: its front) as `<stem>-<code>-front.png` …"""
    runs = []
    for deck in decks:
        pages = []
        for number, code in enumerate(deck.codes):
            sides = ("front", "back") if deck.two_sided else ("front",)
            pages += [(len(sides) * number + i, out_dir / f"{stem}-{code}-{side}.png") for i, side in enumerate(sides)]
        runs += [PngRun(deck.pdf, tuple(run), dpi) for run in chunks(pages, 4 * jobs)]
    return run_tasks(runs, draw_run, jobs)


def draw_run(run: PngRun, emit) -> None:
    """In a worker: render the run's pages, then write their PNGs together (durable.write_files:
    atomically, flushed to the disk in one go rather than a wait per file)."""
    from printkit.durable import write_files
    from printkit.render.card_images import card_image, close_pdf, open_pdf, png_bytes
    document = open_pdf(run.pdf)
    try:
        payloads = [(path.name, png_bytes(card_image(document, index, dpi=run.dpi), dpi=run.dpi))
                    for index, path in run.pages]
    finally:
        close_pdf(document)
    write_files(run.pages[0][1].parent, payloads)
    for _, path in run.pages:
        emit(str(path))
