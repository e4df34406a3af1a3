"""The generic card engine's drawing: a layout's regions on a card (printkit/model/card_layout.py).

Engine code: it knows no game. The kit resolves what each region prints for a card (its text
translated and filled, its colour, its art file) into a `Face`; this module places it. What all
cards of a kind print is drawn once per PDF as a form (render/forms.py); the code is the card's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from printkit.errors import DataError, Source
from printkit.layout.geometry import Rect, Size
from printkit.model.card_layout import Layout, Region
from printkit.model.deck_fonts import DeckFont
from printkit.render.draw import (BODY, BOLD, ITALIC, Colour, Pen, TextOverflow, art_digest, deck_font_name,
                                  deck_font_problem, hex_colour, scratch_pen)
from printkit.units import mm

FONTS = {"regular": BODY, "bold": BOLD, "italic": ITALIC}


@dataclass(frozen=True)
class Face:
    """What one side of a card prints, resolved: region name -> text, colour (`#rrggbb`, by
    `colour_slot`), art file; the regions its row hides (`when`); where each text comes from."""

    layout: Layout
    label: str                                   # the card's code, or whose back it is, for errors
    texts: dict[str, str] = field(default_factory=dict)
    colours: dict[str, str] = field(default_factory=dict)
    art: dict[str, Path] = field(default_factory=dict)
    background: str | None = None
    hidden: frozenset[str] = frozenset()
    origins: dict[str, Source] = field(default_factory=dict)   # text region -> its cell or layout line
    icons: dict[str, Path] = field(default_factory=dict)       # :name: in its texts -> the icon's file
    fonts: dict[str, DeckFont] = field(default_factory=dict)   # the game's own fonts its regions name

    def key(self) -> tuple:
        """Everything the shared part of the face depends on (render/forms.py)."""
        return ("card-face", self.layout.signature(), self.background, tuple(sorted(self.texts.items())),
                tuple(sorted(self.colours.items())), tuple(sorted((k, v.name, art_digest(v)) for k, v in self.art.items())),
                tuple(sorted(self.hidden)), tuple(sorted((k, str(v), art_digest(v)) for k, v in self.icons.items())),
                tuple(sorted((name, tuple(sorted((f, str(p), art_digest(p)) for f, p in font.files.items())))
                             for name, font in self.fonts.items())))


    def kept_apart(self) -> bool:
        """True when the face's form can never be kept between runs (render/forms.py): it writes
        text or places a picture (a document's resource). Said, the store is not even looked in:
        measured on 500 faces with their own pictures, working out the store's keys took 0.7 s."""
        return any(self.texts.values()) or any(path.suffix.lower() != ".svg" for path in self.art.values())


def colour_slot(region: str, key: str) -> str:
    """Where a region's colour key is kept in `Face.colours`: its name, or `name/turned_colour`."""
    return region if key == "colour" else f"{region}/{key}"


def draw_front(pen: Pen, trim: Rect, paint: Rect, face: Face, code: str) -> None:
    """A front: the kind's face as shared art, then the card's code on top."""
    pen.shared(face.key(), trim, paint, lambda p, t, pt: draw_regions(p, t, pt, face), holds_text=face.kept_apart())
    for region in face.layout.regions:
        if region.type == "code" and region.name not in face.hidden:
            _code(pen, _box(trim, region), region, code, face)


def draw_regions(pen: Pen, trim: Rect, paint: Rect, face: Face) -> None:
    """Every region but the code, in the layout's order (later ones on top). With --ink saver the
    background and the bands print nothing: saver ink draws a fill as its outline, and a card of
    outlined bands (a header over its own foot, a stripe) is a tangle of lines, not a card."""
    saver = pen.saver
    if face.background and not saver:
        pen.box(paint, fill=hex_colour(face.background))
    for region in face.layout.regions:
        if region.type != "code" and region.name not in face.hidden and not (saver and region.type == "band"):
            DRAW[region.type](pen, trim, _box(trim, region), region, face)


def fit_problems(faces: list[Face], size: Size) -> list[DataError]:
    """Each face's first text that does not fit its box, as a build would stop on it: the
    texts are set on one scratch page that is never saved (`printkit validate` reports them)."""
    pen = scratch_pen(size)
    trim = Rect(0, 0, size.w, size.h)
    problems = []
    for face in faces:
        try:
            for region in face.layout.regions:
                if region.type in ("text", "index") and region.name not in face.hidden:
                    DRAW[region.type](pen, trim, _box(trim, region), region, face)
        except DataError as problem:
            problems.append(problem)
    return problems


def _box(trim: Rect, region: Region) -> Rect:
    """A region's box on the card: mm from the top-left corner -> points from the bottom-left."""
    w, h = mm(region["w"]), mm(region["h"])
    return Rect(trim.x + mm(region["x"]), trim.y1 - mm(region["y"]) - h, w, h)


def _colour(face: Face, region: Region, key: str = "colour") -> Colour:
    return hex_colour(face.colours.get(colour_slot(region.name, key)) or face.colours.get(region.name) or "#1b1b1b")


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
        pen.rich_text(text, box, size=region["size"], minimum=region["min_size"], font=_font(face, region, text),
                      align=region["align"], valign=region["valign"], colour=_colour(face, region),
                      icons=face.icons, shown=str(region.source))
    except TextOverflow:
        raise _overflow(face, region, text, "a shorter text, a larger box or a smaller min_size") from None


def _font(face: Face, region: Region, text: str) -> str:
    """The font a region's text prints in: the bundled one of its weight, or a face of the
    game's own font (`font`), once the text is checked against it (render/deck_fonts.py)."""
    weight = region["weight"] or "regular"
    if not region["font"]:
        return FONTS[weight]
    font = face.fonts[region["font"]]
    problem = deck_font_problem(text, font, weight)
    if problem:
        origin = face.origins.get(region.name, region.source)
        raise DataError(origin, f"{face.label}: {problem} (region {region.name!r}, font {font.name!r})")
    return deck_font_name(font, weight)


def _overflow(face: Face, region: Region, text: str, expected: str) -> DataError:
    """A text that does not fit, named where a designer changes it: its cell (`cards.csv:7:
    text`) or its layout line, the card, the region, its box in mm and the smallest size tried."""
    origin = face.origins.get(region.name, region.source)
    where = f"region {region.name!r} of {region.source.key.split(',')[0]}" if region.source.key else f"region {region.name!r}"
    if origin != region.source and region.source.line is not None:
        where += f" ({region.source.path.rsplit('/', 1)[-1]}:{region.source.line})"
    flat = " ".join(text.split())
    shown = flat if len(flat) <= 50 else flat[:49] + "…"
    return DataError(origin, f"{face.label}: {shown!r} does not fit {where}, a box of {region['w']:g} × {region['h']:g} mm, "
                             f"even at {region['min_size']:g} pt; expected {expected}")


def _index(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    """The index at top left, and turned half round at bottom right (read from either end), in
    its `turned_colour` there when the layout gives one."""
    text = face.texts.get(region.name, "")
    line = dict(font=_font(face, region, text), size=region["size"], minimum=region["min_size"])
    turned = _colour(face, region, "turned_colour") if region["turned_colour"] else _colour(face, region)
    baseline = box.y + box.h / 2 - region["size"] * 0.35
    try:
        pen.fitted_text(text, box.x + box.w / 2, baseline, box.w, colour=_colour(face, region), **line)
        with pen.turned(180, trim.x + trim.w / 2, trim.y + trim.h / 2):
            pen.fitted_text(text, box.x + box.w / 2, baseline, box.w, colour=turned, **line)
    except TextOverflow:
        raise _overflow(face, region, text, "a shorter text or a wider box") from None


def _art(pen: Pen, trim: Rect, box: Rect, region: Region, face: Face) -> None:
    path = face.art.get(region.name)
    if path is not None:
        pen.art(path, box, shown=str(region.source))


def _code(pen: Pen, box: Rect, region: Region, code: str, face: Face) -> None:
    x = {"left": box.x, "centre": box.x + box.w / 2, "right": box.x1}[region["align"]]
    pen.fitted_text(code, x, box.y + (box.h - region["size"] * 0.7) / 2, box.w, font=_font(face, region, code),
                    size=region["size"], minimum=min(region["size"], 4.0), anchor=region["align"],
                    colour=_colour(face, region))


DRAW = {"band": _band, "frame": _frame, "text": _text, "index": _index, "icon": _art, "picture": _art}
