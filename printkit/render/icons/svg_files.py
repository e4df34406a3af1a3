"""Icons kept as SVG files beside their game, drawn as vectors through svglib.

A designer edits them in Inkscape: each file is a 100 x 100 drawing (viewBox "0 0 100 100",
origin at the top left as in any SVG) in two colours only, black (#000000) for the figure and
white (#ffffff) for cut-out details. At draw time black becomes the caller's `ink` and white its
`paper`, so one file serves every card colour and the --ink greyscale/saver canvases as the
path-drawn icons do. Files are read with the generic card engine's loader (render/art_files.py).

Close every subpath a filled path draws (Z): reportlab fills closed subpaths only, so svglib
copies a filled path left open and draws it twice, the copy closed; reading the 47 shipped icons
took a fifth more time before their subpaths were closed (tests/render/test_svg_icons.py checks).
"""

from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path

from reportlab.lib import colors

from printkit.errors import DataError, Source
from printkit.render.art_files import Call, recorded, replay, svg_drawing
from printkit.render.icons import icon

INK_IN_FILE = colors.black     # the figure, as the file draws it
PAPER_IN_FILE = colors.white   # cut-out details, as the file draws them


def register_svg_icons(folder: Path) -> list[str]:
    """Register every `*.svg` of `folder` as an icon named after the file (sorted, so the
    registry's order is the same on every machine); returns the names."""
    names = []
    for path in sorted(folder.glob("*.svg")):
        icon(path.stem)(_svg_icon(path))
        names.append(path.stem)
    return names


def _svg_icon(path: Path):
    def draw(c, x, y, size, ink, paper):
        """Draw the file scaled to the square (x, y, size) in `ink` and `paper`."""
        width, height, calls = _recorded_icon(str(path), path.stat().st_mtime_ns)
        c.saveState()
        c.translate(x, y)
        c.scale(size / width, size / height)
        replay(c, calls, lambda arg: (ink if arg is INK_SLOT else paper) if isinstance(arg, _Slot) else arg)
        c.restoreState()
    draw.__doc__ = f"The icon drawn from {path.name}."
    return draw


class _Slot(colors.Color):
    """A colour the caller chooses at draw time: its ink or its paper."""


INK_SLOT, PAPER_SLOT = _Slot(0, 0, 0), _Slot(1, 1, 1)


@lru_cache(maxsize=256)
def _recorded_icon(path: str, stamp: int) -> tuple[float, float, tuple[Call, ...]]:
    """The file's width, height and drawing calls, its black and white as `INK_SLOT` and
    `PAPER_SLOT`: walked once per process and file version, then replayed in every ink and
    paper, which costs a fraction of copying, recolouring and walking the drawing for each form."""
    drawing = _recoloured(svg_drawing(Path(path), shown=path), INK_SLOT, PAPER_SLOT, path)
    return drawing.width, drawing.height, recorded(drawing)


def _recoloured(node, ink, paper, shown: str):
    """A copy of the node's tree with black as `ink` and white as `paper` (any other colour is
    an error); only the nodes are copied (the drawing read from the file is shared and stays
    as read), not their points: a deep copy took as long as reading the file."""
    node = copy.copy(node)
    for attr in ("fillColor", "strokeColor"):
        colour = getattr(node, attr, None)
        if isinstance(colour, colors.Color):
            setattr(node, attr, _mapped(colour, ink, paper, attr, shown))
    if isinstance(getattr(node, "contents", None), list):
        node.contents = [_recoloured(child, ink, paper, shown) for child in node.contents]
    return node


def _mapped(colour: colors.Color, ink, paper, attr: str, shown: str) -> colors.Color:
    if colour.hexval() == INK_IN_FILE.hexval():
        return ink
    if colour.hexval() == PAPER_IN_FILE.hexval():
        return paper
    raise DataError(Source(shown), f"icon uses colour {colour.hexval()} ({attr}); expected black #000000 (ink) "
                    "or white #ffffff (paper) only")
