"""A booklet's text as blocks: the small syntax its templates write (DEVELOPING.md, Booklets).

    # Title / ## Section / ### Sub-section / - bullet / > note / --- page break / paragraphs

Input is markup already escaped by the templates (only <b>, <i>, <br/> pass).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from printkit.render import fonts


class Block(NamedTuple):
    kind: str   # title, h2, h3, bullet, note, para, pagebreak
    text: str = ""


PREFIXES = (("### ", "h3"), ("## ", "h2"), ("# ", "title"), ("- ", "bullet"), ("> ", "note"))


def parse_blocks(text: str) -> list[Block]:
    """Lines -> blocks; consecutive plain lines join into one paragraph, a blank line ends it."""
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line == "---":
            flush()
            blocks.append(Block("pagebreak"))
        else:
            kind = next(((k, p) for p, k in PREFIXES if line.startswith(p)), None)
            if kind is None:
                para.append(line)
            else:
                flush()
                blocks.append(Block(kind[0], line[len(kind[1]):].strip()))
    flush()
    return blocks


# Glyphs the body font lacks, set in the symbol font: a booklet's cards (a French R♦, D♣).
SYMBOL_GLYPHS = re.compile(f"[{fonts.SUIT_SYMBOLS}]+")


def with_symbol_font(text: str) -> str:
    """The text with each run of suit symbols set in the symbol font (Noto Sans has none)."""
    return SYMBOL_GLYPHS.sub(lambda m: f'<font name="{fonts.SYMBOLS}">{m.group(0)}</font>', text)
