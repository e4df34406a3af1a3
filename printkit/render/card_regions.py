"""The generic card engine's drawing: a layout's regions on a card (printkit/model/card_layout.py).

Engine code: it knows no game. The kit resolves what each region prints for a card (its text
translated and filled, its colour, its art file) into a `Face`; this module places it. What all
cards of a kind print is drawn once per PDF as a form (render/forms.py); the code is the card's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from printkit.errors import PrintkitError
from printkit.i18n import markup
from printkit.layout.geometry import Rect
from printkit.model.card_layout import Layout, Region
from printkit.render.draw import BODY, BOLD, ITALIC, Colour, Pen, TextOverflow, art_digest, hex_colour
from printkit.units import mm

FONTS = {"regular": BODY, "bold": BOLD, "italic": ITALIC}


@dataclass(frozen=True)
class Face:
    """What one side of a card prints, resolved: region name -> text, colour, art file."""

    layout: Layout
    label: str                                   # the card's code, or the back's deck, for errors
    texts: dict[str, str] = field(default_factory=dict)
    colours: dict[str, str] = field(default_factory=dict)
    art: dict[str, Path] = field(default_factory=dict)
    background: str | None = None

    def key(self) -> tuple:
        """Everything the shared part of the face depends on (render/forms.py)."""
        return ("card-face", self.layout.signature(), self.background, tuple(sorted(self.texts.items())),
                tuple(sorted(self.colours.items())), tuple(sorted((k, v.name, art_digest(v)) for k, v in self.art.items())))


def draw_front(pen: Pen, trim: Rect, paint: Rect, face: Face, code: str) -> None:
    """A front: the kind's face as shared art, then the card's code on top."""
    pen.shared(face.key(), trim, paint, lambda p, t, pt: draw_regions(p, t, pt, face))
    for region in face.layout.regions:
        if region.type == "code":
            _code(pen, _box(trim, region), region, code)


def draw_regions(pen: Pen, trim: Rect, paint: Rect, face: Face) -> None:
    """Every region but the code, in the layout's order (later ones on top)."""
    if face.background:
        pen.box(paint, fill=hex_colour(face.background))
    for region in face.layout.regions:
        if region.type != "code":
            DRAW[region.type](pen, trim, _box(trim, region), region, face)


def _box(trim: Rect, region: Region) -> Rect:
    """A region's box on the card: mm from the top-left corner -> points from the bottom-left."""
    w, h = mm(region["w"]), mm(region["h"])
    return Rect(trim.x + mm(region["x"]), trim.y1 - mm(region["y"]) - h, w, h)


def _colour(face: Face, region: Region) -> Colour:
    return hex_colour(face.colours.get(region.name, region["colour"] or "#1b1b1b"))


def _band(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    pen.box(box, fill=_colour(face, region), radius=mm(region["radius"] or 0))


def _frame(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    width = mm(region["width"])
    pen.box(box.inset(width / 2), stroke=_colour(face, region), width=width, radius=mm(region["radius"] or 0))


def _text(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    text = face.texts.get(region.name, "")
    if not text:
        return
    try:
        pen.paragraph(markup(text), box, size=region["size"], minimum=region["min_size"],
                      font=FONTS[region["weight"]], align=region["align"], valign=region["valign"],
                      colour=_colour(face, region))
    except TextOverflow as overflow:
        raise PrintkitError(f"{face.label}: {region.source}: {overflow}; expected a shorter text, "
                            f"a larger box or a smaller min_size") from None


def _index(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    """The index at top left, and turned half round at bottom right (read from either end)."""
    text = face.texts.get(region.name, "")
    line = dict(font=FONTS[region["weight"]], size=region["size"], minimum=region["min_size"],
                colour=_colour(face, region))
    baseline = box.y + box.h / 2 - region["size"] * 0.35
    try:
        pen.fitted_text(text, box.x + box.w / 2, baseline, box.w, **line)
        with pen.turned(180, trim.x + trim.w / 2, trim.y + trim.h / 2):
            pen.fitted_text(text, box.x + box.w / 2, baseline, box.w, **line)
    except TextOverflow as overflow:
        raise PrintkitError(f"{face.label}: {region.source}: {overflow}; expected a shorter text or a wider box") from None


def _art(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    path = face.art.get(region.name)
    if path is not None:
        pen.art(path, box, shown=str(region.source))


def _code(pen: Pen, box: Rect, region: Region, code: str) -> None:
    x = {"left": box.x, "centre": box.x + box.w / 2, "right": box.x1}[region["align"]]
    pen.fitted_text(code, x, box.y + (box.h - region["size"] * 0.7) / 2, box.w, font=BODY, size=region["size"],
                    minimum=min(region["size"], 4.0), anchor=region["align"], colour=hex_colour(region["colour"]))


DRAW = {"band": _band, "frame": _frame, "text": _text, "index": _index, "icon": _art, "picture": _art}
