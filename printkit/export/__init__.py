"""`printkit export`: every card of a kit as images, for print-on-demand shops and for play online.

- `png`: one PNG per card and side, `<game>-<lang>-<code>-front.png` and `-back.png`, the trimmed
  card plus 3 mm of bleed on every side at the resolution asked for (300 dpi: what The Game
  Crafter and MakePlayingCards take);
- `tts`: Tabletop Simulator deck sheets, at most 10 × 7 cards each, with the back image (a
  sheet of backs too when the cards do not all share one), and a note of each sheet's grid for
  TTS's Custom Deck dialog.

The cards are drawn by the kit itself, in the single-card layout (`--layout single`: one card
per page, with bleed, fronts and backs in turn), then rendered by PDFium (render/preview.py),
in several processes (printkit/workers.py) since a 300 dpi page takes a while. Every file is
written atomically.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

from printkit.errors import PrintkitError, UsageError
from printkit.kit_model import KitOptions
from printkit.registry import Game, get_game

FORMATS = ("png", "tts")


class CardDeck(NamedTuple):
    """A component of the kit that prints cards one to a page: its pages, front (and back) by code."""

    id: str
    title: str
    codes: tuple[str, ...]
    two_sided: bool
    pdf: Path


class Exported(NamedTuple):
    files: tuple[Path, ...]
    cards: int
    skipped: tuple[str, ...]      # components with codes that are not cards (boards, ledgers …)


def export(options: KitOptions, out_dir: Path, *, fmt: str, dpi: float, jobs: int | None = None,
           game: Game | None = None) -> Exported:
    """Write `fmt`'s files for every card of the kit `options` describes into out_dir (`game`: the
    game the options name, found already by the command; else it is found here, once)."""
    if fmt not in FORMATS:
        raise UsageError(f"--format: expected one of {', '.join(FORMATS)}, got {fmt!r}")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PrintkitError(f"--out {out_dir}: cannot create the directory ({exc.strerror})") from None
    jobs = jobs or os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="printkit-export-") as scratch:
        decks, skipped = card_decks(options, Path(scratch), game or get_game(options.game))
        if not decks:
            raise UsageError(f"{options.game}: no cards to export (its kit prints no card sheets)")
        stem = f"{options.game}-{options.lang}"
        if fmt == "png":
            from printkit.export.png import write_pngs
            files = write_pngs(decks, out_dir, stem, dpi=dpi, jobs=jobs)
        else:
            from printkit.export.tts import write_tts
            files = write_tts(decks, out_dir, stem, dpi=dpi, jobs=jobs)
    return Exported(tuple(files), sum(len(d.codes) for d in decks), tuple(skipped))


def card_decks(options: KitOptions, scratch: Path, game: Game) -> tuple[list[CardDeck], list[str]]:
    """The kit's card components drawn one card to a page (`--layout single`), each as a PDF in
    `scratch`; and the ids of components with codes that print no cards one to a page."""
    from printkit.build import build, plan, resolve
    single = replace(options, layout="single", only=())
    resolved = resolve(single, game)
    components = plan(resolved, game.translator(resolved.lang, draft=resolved.draft), game)
    cards = [c for c in components if c.codes and c.kind in ("cards", "tokens")]
    if not cards:
        return [], [c.id for c in components if c.codes]
    kit = build(replace(single, only=tuple(code for c in cards for code in c.codes)), None, game=game)
    data = {f.path: f for f in kit.files}
    decks, skipped = [], [c.id for c in components if c.codes and c not in cards]
    for component in cards:
        built = data.get(f"{kit.options.game}-{kit.options.lang}-{component.id}.pdf")
        sides = 2 if component.two_sided else 1
        if built is None or built.pages != sides * len(component.codes):
            skipped.append(component.id)   # not drawn one card to a page: not a deck of cards
            continue
        path = scratch / f"{component.id}.pdf"
        path.write_bytes(built.data)
        decks.append(CardDeck(component.id, component.title, component.codes, component.two_sided, path))
    return decks, skipped
