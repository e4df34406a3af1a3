"""How to print, cut and put together a kit, as its cover says it: written for the layout, paper
and booklet the build actually chose, and for how its card sheets are actually laid out.

Every kit's cover asks `print_steps` for its steps (a game adds its own before and after). What
the cut step says is read off the same geometry the sheets are drawn from (layout/imposition.py,
layout/gutterfold.py): cards that share their cut lines are said to, cards with gutters between
them are said to have their own, and a layout with no crop marks would say so (none has any).
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.i18n import Translator
from printkit.kit_model import KitOptions
from printkit.layout.geometry import PAPERS, Size
from printkit.layout.gutterfold import fold_sheet
from printkit.layout.imposition import card_grid

LAYOUT_STEPS = {
    "duplex-long": "Print the kit file double-sided, flipping on the long edge: each page of card backs lands behind "
                   "its fronts, and one-sided sheets come with a blank back.",
    "duplex-short": "Print the kit file double-sided, flipping on the short edge: each page of card backs lands "
                    "behind its fronts, and one-sided sheets come with a blank back.",
    "gutterfold": "Print the kit file one-sided. Fold each card sheet along its dashed line, backs behind fronts, "
                  "and glue the halves together before cutting.",
    "single": "For a print shop: one card per page, each front followed by its back, with 3 mm of bleed, crop marks "
              "and the TrimBox and BleedBox set; one-sided sheets come with a blank back.",
}
SHARED_CUTS = ("Cut along the crop marks, one line across the whole sheet at a time, laying the ruler on the marks "
               "at its ends: neighbouring cards share their cut lines.")
OWN_CUTS = ("Cut along the crop marks, laying the ruler on the marks at the ends of each line: every card has its "
            "own cut lines, and the strips between neighbours fall away.")
ONE_SIDED = "Print the kit file one-sided."
BOARD = ("Put the board together from its first page, the map: trim the sheets along their marks, lay them out as "
         "numbered and glue each over the hatched strip of its neighbour.")
BOOKLET = {
    "a5": "Print the rule booklet from its own file: {paper} pages, on {paper} paper or with your printer's "
          "booklet setting.",
    "saddle": "Print the rule booklet from its own file double-sided, flipping on the short edge: two pages to a "
              "side, in the order that stacks them for folding.",
}
FOLD_AND_STAPLE = ("Stack the booklet's sheets in the order they print, fold the stack in half along the short "
                   "marks at the middle of the long edges, and staple twice on the fold.")


class Sheets(NamedTuple):
    """What a kit prints that its steps speak of: the size of its cards (None: no card sheets
    with backs), whether it has a tiled board, and whether it has a rule booklet."""

    card: Size | None = None
    board: bool = False
    booklet: bool = True


def print_steps(tr: Translator, options: KitOptions, sheets: Sheets) -> list[str]:
    """The printing, cutting, board and booklet steps of the cover, for this build."""
    steps = []
    if sheets.card is not None:
        steps.append(tr.pgettext("cover", LAYOUT_STEPS[options.layout]))
        if options.layout != "single":
            steps.append(tr.pgettext("cover", SHARED_CUTS if shares_cuts(options, sheets.card) else OWN_CUTS))
    else:
        steps.append(tr.pgettext("cover", ONE_SIDED))
    if sheets.board:
        steps.append(tr.pgettext("cover", BOARD))
    if sheets.booklet:
        steps += booklet_steps(tr, options)
    return steps


def shares_cuts(options: KitOptions, card: Size) -> bool:
    """Whether neighbouring cards share their cut lines on this paper, in this layout."""
    paper = PAPERS[options.paper]
    grid = fold_sheet(paper, card).fronts if options.layout == "gutterfold" else card_grid(paper, card)
    return grid.gutter == 0 and grid.per_sheet > 1


def booklet_steps(tr: Translator, options: KitOptions) -> list[str]:
    """How the rule booklet prints: its own pages (A5, or half-letter in a Letter kit), or
    saddle-stitch sheets to fold and staple."""
    paper = booklet_paper(options.paper, tr)
    if options.booklet == "saddle":
        return [tr.pgettext("cover", BOOKLET["saddle"]), tr.pgettext("cover", FOLD_AND_STAPLE)]
    return [tr.format("cover", BOOKLET["a5"], paper=paper)]


def booklet_paper(paper: str, tr: Translator) -> str:
    """The booklet's page size as the cover names it: half-letter in a Letter kit, else A5. Both
    words are asked for on every paper, so that extraction finds them."""
    half = tr.pgettext("paper", "half-letter", note="US half-letter paper (5.5 × 8.5 in), as in 'half-letter pages'.")
    return half if paper == "letter" else "A5"
