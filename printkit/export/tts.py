"""`printkit export --format tts`: Tabletop Simulator deck sheets.

TTS's Custom Deck takes one image of up to 10 × 7 cards (the face sheet), a back image, and the
grid's width, height and number of cards, typed into its dialog: so each deck becomes sheets of
at most 70 trimmed cards, the back of its cards (or, when they do not all share one back, back
sheets laid out like the faces: TTS's "Unique backs"), and `<game>-<lang>-tts.txt` says what to
type for each sheet. Sheets stay within 4096 pixels a side, the size TTS loads everywhere.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import NamedTuple

from printkit.durable import atomic_write
from printkit.export.pages import run_tasks

COLUMNS, ROWS = 10, 7
MAX_SIDE = 4096


class Sheet(NamedTuple):
    """One image to compose: these pages of a deck's PDF, trimmed, `width` pixels a card."""

    pdf: Path
    pages: tuple[int, ...]
    path: Path
    columns: int
    rows: int
    width: int

    def paths(self) -> list[Path]:
        return [self.path]


class Entry(NamedTuple):
    """What the note says of one face sheet."""

    face: Path
    back: Path
    columns: int
    rows: int
    number: int
    unique_backs: bool


def write_tts(decks, out_dir: Path, stem: str, *, dpi: float, jobs: int) -> list[Path]:
    sheets, entries = [], []
    for deck in decks:
        made, listed = _deck_sheets(deck, out_dir, f"{stem}-{deck.id}", dpi)
        sheets += made
        entries.append((deck, listed))
    written = run_tasks(sheets, draw_sheet, jobs)
    note = out_dir / f"{stem}-tts.txt"
    atomic_write(note, tts_note(entries).encode("utf-8"))
    return written + [note]


def _deck_sheets(deck, out_dir: Path, stem: str, dpi: float) -> tuple[list[Sheet], list[Entry]]:
    from printkit.render.card_images import card_size, close_pdf, look, open_pdf
    sides = 2 if deck.two_sided else 1
    document = open_pdf(deck.pdf)
    try:
        width_pt, height_pt = card_size(document, 0, box="trim")
        backs = [sides * n + 1 for n in range(len(deck.codes))] if deck.two_sided else []
        unique = len({look(document, page) for page in backs}) > 1
    finally:
        close_pdf(document)
    sheets, entries = [], []
    per_sheet = COLUMNS * ROWS
    back = out_dir / f"{stem}-back.jpg"
    for number, start in enumerate(range(0, len(deck.codes), per_sheet), start=1):
        count = min(per_sheet, len(deck.codes) - start)
        columns = min(COLUMNS, count)
        rows = math.ceil(count / columns)
        width = card_width(width_pt, height_pt, dpi, columns, rows)
        fronts = tuple(sides * n for n in range(start, start + count))
        face = out_dir / f"{stem}-sheet-{number}.jpg"
        sheets.append(Sheet(deck.pdf, fronts, face, columns, rows, width))
        if unique:
            back_sheet = out_dir / f"{stem}-backs-{number}.jpg"
            sheets.append(Sheet(deck.pdf, tuple(page + 1 for page in fronts), back_sheet, columns, rows, width))
            entries.append(Entry(face, back_sheet, columns, rows, count, True))
        else:
            entries.append(Entry(face, back, columns, rows, count, False))
    if not unique:   # one back for the deck (a one-sided deck: plain white)
        width = card_width(width_pt, height_pt, dpi, 1, 1)
        sheets.append(Sheet(deck.pdf, (1,) if deck.two_sided else (), back, 1, 1, width))
    return sheets, entries


def card_width(width_pt: float, height_pt: float, dpi: float, columns: int, rows: int) -> int:
    """A card's width in pixels: `dpi`'s, unless the sheet would then pass MAX_SIDE."""
    wanted = width_pt / 72 * dpi
    return max(1, math.floor(min(wanted, MAX_SIDE / columns, MAX_SIDE / rows * width_pt / height_pt)))


def draw_sheet(sheet: Sheet, emit) -> None:
    """In a worker: render the sheet's cards, trimmed, lay them out and write the JPEG."""
    from printkit.render.card_images import blank_card, card_image, close_pdf, jpeg_bytes, open_pdf, sheet as grid
    document = open_pdf(sheet.pdf)
    try:
        cards = [card_image(document, page, dpi=72, box="trim", width_px=sheet.width) for page in sheet.pages]
        if not cards:
            cards = [blank_card(document, sheet.width)]
        atomic_write(sheet.path, jpeg_bytes(grid(cards, sheet.columns, sheet.rows)))
    finally:
        close_pdf(document)
    emit(str(sheet.path))


def tts_note(entries) -> str:
    """What to type in TTS's Custom Deck dialog for each face sheet."""
    lines = ["Tabletop Simulator: Objects > Components > Custom > Deck, once per sheet below.",
             "Face: the sheet's image; Back: the back image; Width, Height and Number as listed;",
             "'Unique backs' on where it says so. Upload the images first (or give their file path).", ""]
    for deck, listed in entries:
        lines.append(f"{deck.title} ({deck.id}): {len(deck.codes)} cards, codes {deck.codes[0]} to {deck.codes[-1]}")
        for entry in listed:
            lines.append(f"  Face {entry.face.name}: Width {entry.columns}, Height {entry.rows}, Number {entry.number}; "
                         f"Back {entry.back.name}" + ("; Unique backs: on" if entry.unique_backs else ""))
        lines.append("")
    return "\n".join(lines)
