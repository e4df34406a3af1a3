"""`printkit preview`: build a kit in memory, then write a PNG of every sheet and one contact
sheet of the whole kit into --out (issue 8)."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from printkit.build import atomic_write, build
from printkit.errors import PrintkitError
from printkit.kit_model import KitOptions
from printkit.registry import Game
from printkit.render.preview import contact_sheet, page_images, png_bytes


@dataclass(frozen=True)
class PreviewResult:
    sheets: tuple[Path, ...]
    contact: Path


def preview(options: KitOptions, out_dir: Path, *, dpi: float = 100.0, game: Game | None = None) -> PreviewResult:
    """PNGs named <game>-<lang>-<component>-<page>.png and <game>-<lang>-contact.png (`game`: the
    game found already, as `build` takes it)."""
    with tempfile.TemporaryDirectory() as tmp:
        kit = build(options, Path(tmp), game=game)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PrintkitError(f"--out {out_dir}: cannot create the directory ({exc.strerror})") from None
    sheets = []
    combined, parts = kit.files[0], kit.files[1:]
    for part in parts:
        stem = part.path.removesuffix(".pdf")
        for number, image in enumerate(page_images(part.data, dpi=dpi), start=1):
            path = out_dir / f"{stem}-{number:02d}.png"
            atomic_write(path, png_bytes(image))
            sheets.append(path)
    contact = out_dir / f"{kit.options.game}-{kit.options.lang}-contact.png"
    atomic_write(contact, png_bytes(contact_sheet(combined.data), palette=True))
    return PreviewResult(tuple(sheets), contact)
