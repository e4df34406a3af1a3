"""Vector icons, drawn as paths: crisp at any size, in greyscale too, no raster images.

Each icon is a function `draw(c, x, y, size, ink, paper)` that draws inside the square whose
bottom-left corner is (x, y) and whose side is `size` points, using `ink` for the figure and
`paper` for cut-out details (both reportlab colours). Register with `@icon("name")`.
Icons are the project's own vector art (see each module's docstring). A game may keep its icons
as SVG files instead (`svg_files.py` registers a folder of them; drawn as vectors, recoloured).
"""

from __future__ import annotations

from typing import Callable

from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.render.forms import forms_on, place_art
from printkit.render.ink import ink_for, is_saver, paper_for

IconFn = Callable[[Canvas, float, float, float, colors.Color, colors.Color], None]
ICONS: dict[str, IconFn] = {}


def icon(name: str) -> Callable[[IconFn], IconFn]:
    """Register a drawing function under `name`."""
    def register(fn: IconFn) -> IconFn:
        if name in ICONS:
            raise ValueError(f"icon {name!r} registered twice")
        ICONS[name] = fn
        return fn
    return register


def draw_icon(c: Canvas, name: str, x: float, y: float, size: float, *,
              ink: colors.Color = colors.black, paper: colors.Color = colors.white) -> None:
    """Draw a registered icon in the square (x, y, size); the canvas state is restored after."""
    _load_all()
    try:
        fn = ICONS[name]
    except KeyError:
        raise KeyError(f"unknown icon {name!r}; known: {', '.join(sorted(ICONS))}") from None
    if is_saver(c) or not forms_on():
        _draw_direct(c, fn, x, y, size, ink_for(c, ink), paper_for(c, paper))   # saver: outlines keep their own width
        return
    # What translate then scale write: reportlab merges the two into one cm, from the
    # translation as it was formatted.
    scale = size / FORM_SIZE
    form = f"icon-{name}-{_colour_key(ink)}-{_colour_key(paper)}"
    place_art(c, form, (-FORM_SIZE, -FORM_SIZE, 2 * FORM_SIZE, 2 * FORM_SIZE), form,
              lambda: _draw_direct(c, fn, 0.0, 0.0, FORM_SIZE, ink, paper),
              fp_str(scale, 0, 0, scale, float(fp_str(x)), float(fp_str(y))))


FORM_SIZE = 100.0   # icons scale with their square (strokes too), so one drawing serves every size


def _draw_direct(c: Canvas, fn: IconFn, x: float, y: float, size: float, ink, paper) -> None:
    c.saveState()
    c.setFillColor(ink)
    c.setStrokeColor(ink)
    fn(c, x, y, size, ink, paper)
    c.restoreState()


def _colour_key(colour: colors.Color) -> str:
    return colour.hexvala()[2:] if hasattr(colour, "hexvala") else str(colour)


def has_icon(name: str) -> bool:
    """Whether an icon is registered under `name` (a game may print an icon only when its
    icon set has it, and something else when not)."""
    _load_all()
    return name in ICONS


def load_all() -> None:
    """Import every icon module of this package once, so they register themselves (the first
    icon drawn does it; build_all.py does it before its workers fork when they will draw icons)."""
    _load_all()


def _load_all() -> None:
    """Import every icon module of this package once, so they register themselves."""
    if _load_all.done:  # type: ignore[attr-defined]
        return
    import importlib
    import pkgutil
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        importlib.import_module(f"{__name__}.{module}")
    _load_all.done = True  # type: ignore[attr-defined]


_load_all.done = False  # type: ignore[attr-defined]
