"""Component builders that several kits share."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from printkit.i18n import Translator
from printkit.kit_model import Component
from printkit.layout.geometry import Size
from printkit.layout.tiling import tile_board
from printkit.model.common import Credits
from printkit.render.pdf import DocInfo, render_pages
from printkit.render.tiles import draw_tiles

if TYPE_CHECKING:
    from printkit.render.draw import Pen


def paper_label(paper: str, tr: Translator) -> str:
    """The paper as text says it: A4 and A3 are names in every language, Letter is a word.
    The word is asked for on every paper, so that extraction (default builds) finds it."""
    letter = tr.pgettext("paper", "Letter", note="US Letter paper, as in '9 Letter sheets'.")
    return letter if paper == "letter" else paper.upper()


def tile_codes(prefix: str, board: Size, paper: Size) -> list[str]:
    """One code per sheet of a tiled board: PREFIX-B-01, PREFIX-B-02 …"""
    return [f"{prefix}-B-{n:02d}" for n in range(1, len(tile_board(board, paper).tiles) + 1)]


def tiled_board(prefix: str, board: Size, paper: Size, draw_board: Callable[[Pen], None],
                tr: Translator, info: Callable[[str], DocInfo]) -> Component:
    """A board larger than the paper: its assembly map, then one sheet per tile (glue strips, crop
    marks, codes). `--only` reprints single tiles, without the map."""
    tiling = tile_board(board, paper)
    codes = tile_codes(prefix, board, paper)
    title = tr.pgettext("component", "Board")

    def render(only):
        def draw(pen: Pen) -> int:
            title = tr.pgettext("board", "Putting the board together")
            return draw_tiles(pen, tiling, draw_board, codes, tr, only=only, map_title=title if only is None else None)
        return render_pages(tiling.sheet, info(title), draw)

    return Component("board", "board", title, tuple(codes), render, code_prefix=f"{prefix}-B")


# [credits] fields a kit prints as words; URLs print as they are (a `source` with a space in it is a
# phrase such as "French rules of the game", not an address: it is translated too). "not stated" is the data's way of
# saying the original names no licence: the cover words that case itself (render/cover.py).
CREDIT_TEXTS = ("original_title", "authors", "licence")
UNSTATED_LICENCE = "not stated"


def printed_credits(credits: Credits, tr: Translator) -> Credits:
    """The credits as this kit's language prints them: each text field of game.toml [credits]
    through the catalogs, context `credits:<field>` (a French kit prints them in French).
    Proper names come back unchanged from the translator; the licence's "not stated" stays a marker."""
    texts = {name: tr.pgettext(f"credits:{name}", getattr(credits, name))
             for name in CREDIT_TEXTS
             if getattr(credits, name) and not (name == "licence" and is_unstated(credits.licence))}
    if is_phrase(credits.source):
        texts["source"] = tr.pgettext("credits:source", credits.source)
    return replace(credits, **texts)


def is_phrase(source: str) -> bool:
    """A [credits] source written as words rather than a web address."""
    return len(source.split()) > 1


def with_printed_credits(model, tr: Translator):
    """The game's model with its credits as this kit prints them (`printed_credits`): covers,
    booklets, board footers and the PDFs' Author field all read `model.credits`."""
    return replace(model, credits=printed_credits(model.credits, tr))


def is_unstated(licence: str) -> bool:
    return licence.lower().startswith(UNSTATED_LICENCE)
