"""Icons kept as SVG files beside their game (issue 13), drawn as vectors through svglib.

A designer edits them in Inkscape: each file is a 100 x 100 drawing (viewBox "0 0 100 100",
origin at the top left as in any SVG) in two colours only, black (#000000) for the figure and
white (#ffffff) for cut-out details. At draw time black becomes the caller's `ink` and white its
`paper`, so one file serves every card colour and the --ink greyscale/saver canvases as the
path-drawn icons do. Files are read with the generic card engine's loader (render/art_files.py).
"""

from __future__ import annotations

import copy
from pathlib import Path

from reportlab.graphics import renderPDF
from reportlab.lib import colors

from printkit.errors import DataError, Source
from printkit.render.art_files import WithoutFonts, svg_drawing
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
        drawing = _recoloured(svg_drawing(path, shown=str(path)), ink, paper, str(path))
        c.saveState()
        c.translate(x, y)
        c.scale(size / drawing.width, size / drawing.height)
        renderPDF.draw(drawing, WithoutFonts(c), 0, 0, showBoundary=False)
        c.restoreState()
    draw.__doc__ = f"The icon drawn from {path.name}."
    return draw


def _recoloured(drawing, ink, paper, shown: str):
    """A copy of the file's drawing with black as `ink` and white as `paper` (the cached
    drawing itself is shared and stays as read)."""
    drawing = copy.deepcopy(drawing)
    _recolour(drawing, ink, paper, shown)
    return drawing


def _recolour(node, ink, paper, shown: str) -> None:
    for attr in ("fillColor", "strokeColor"):
        colour = getattr(node, attr, None)
        if isinstance(colour, colors.Color):
            setattr(node, attr, _mapped(colour, ink, paper, attr, shown))
    for child in getattr(node, "contents", ()):
        _recolour(child, ink, paper, shown)


def _mapped(colour: colors.Color, ink, paper, attr: str, shown: str) -> colors.Color:
    if colour.hexval() == INK_IN_FILE.hexval():
        return ink
    if colour.hexval() == PAPER_IN_FILE.hexval():
        return paper
    raise DataError(Source(shown), f"icon uses colour {colour.hexval()} ({attr}); expected black #000000 (ink) "
                    "or white #ffffff (paper) only")
