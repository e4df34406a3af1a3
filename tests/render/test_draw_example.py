"""DEVELOPING.md's card drawn through the Pen: the game code it quotes is the game's own, and the
example beside it runs as written and prints the token it says (texts, colours, icon)."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium

from printkit.layout.geometry import POKER, Rect
from printkit.pdftext import page_texts
from printkit.render.draw import FRAME, WHITE, hex_colour, tint
from printkit.units import mm

ROOT = Path(__file__).resolve().parents[2]
SECTION = "### A game drawing a card through the Pen"
DPI = 150


def examples() -> list[str]:
    """The Python blocks of DEVELOPING.md's section on a game drawing a card: the quotation, the example."""
    text = (ROOT / "DEVELOPING.md").read_text(encoding="utf-8")
    section = text[text.index(SECTION):]
    section = section[:section.index("\n## ")]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 2, f"expected the quotation and the example, found {len(blocks)} Python blocks"
    return blocks


def test_the_quoted_drawing_is_the_games_own():
    quoted = examples()[0]
    source = (ROOT / "printkit/games/triple_bataille/drawing.py").read_text(encoding="utf-8")
    assert quoted in source, "DEVELOPING.md quotes draw_token_front and _token_art as drawing.py no longer has them"


def run_example(folder: Path, monkeypatch) -> dict:
    monkeypatch.chdir(folder)
    namespace: dict = {}
    exec(compile(examples()[1], "DEVELOPING.md", "exec"), namespace)
    return namespace


def rgb(colour) -> tuple[int, int, int]:
    return tuple(round(255 * v) for v in colour.rgb())


def close(pixel, expected, within: int = 3) -> bool:
    return all(abs(a - b) <= within for a, b in zip(pixel, expected))


def test_the_example_prints_the_token_it_describes(tmp_path, monkeypatch):
    namespace = run_example(tmp_path, monkeypatch)
    token, written = namespace["token"], tmp_path / "token.pdf"
    assert namespace["pages"] == 1 and written.read_bytes() == namespace["pdf"]
    text = " ".join(page_texts(written)[0].split())
    for shown in ("Credit", "Final count: -6", "TB-C-01", "1 card of interest each battle."):
        assert shown in text
    page = pdfium.PdfDocument(str(written))[0].render(scale=DPI / 72).to_pil().convert("RGB")

    def at(x: float, y: float) -> tuple[int, int, int]:     # points from the bottom left -> the pixel there
        return page.getpixel((int(x * DPI / 72), int((POKER.h - y) * DPI / 72)))

    accent = hex_colour(token.accent)
    panel = Rect(0, 0, POKER.w, POKER.h).inset(FRAME)
    assert close(at(FRAME / 2, POKER.h / 2), rgb(WHITE))                        # the white margin
    assert close(at(panel.x + mm(2), panel.y + mm(3)), rgb(tint(accent, 0.9)))  # the tinted panel
    assert close(at(panel.x + 0.25, POKER.h / 2), rgb(accent), within=40)       # its 1 pt frame in the accent
    size = mm(26)
    icon = page.crop(tuple(int(v * DPI / 72) for v in (panel.x + (panel.w - size) / 2, POKER.h - panel.y - mm(34) - size,
                                                        panel.x + (panel.w + size) / 2, POKER.h - panel.y - mm(34))))
    inked = sum(count for count, pixel in icon.getcolors(icon.size[0] * icon.size[1]) if close(pixel, rgb(accent)))
    assert inked > 0.1 * icon.size[0] * icon.size[1]                            # the credit icon, in the accent
