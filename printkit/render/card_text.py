"""A data-only deck's card texts on the card: rich text (printkit/rich_text.py) as reportlab
markup, with the deck's icons drawn in the line, as vectors, at the text's size.

The text is escaped first (`&`, `<`, `>` print as typed: a designer's text holds no markup of
reportlab's), then its pieces become the tags Paragraph knows: `<b>`, `<i>`, `<br/>`, and for
an icon an `<img>` of the icon's size. Paragraph breaks the lines, counting each icon as a word
of its width, and places it on the line (its foot `ICON_DROP` of the size below the baseline,
as round letters dip below it). An `<img>` names a picture file, which Paragraph hands to the
canvas's `drawImage`; the file it names here is a transparent stand-in made for each icon
(`stand_in`), and printkit's canvas (render/ink.py `PrintCanvas`) draws the icon itself there
instead (`draw_stand_in`): an SVG as vectors, a PNG or JPEG as a picture, both through
render/art_files.py, in the kit's ink.

An icon is as tall as the text's size, so a text with icons is searched for its size here: at
each size tried the markup holds icons of that size (render/text `fits`), then it is drawn at
the size found.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import tempfile
from functools import lru_cache
from html import escape as html_escape   # not xml.sax.saxutils: it imports urllib and http.client
from pathlib import Path
from typing import Mapping

from reportlab.lib.enums import TA_CENTER
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import DRAFT_MARK, markup
from printkit.layout.geometry import Rect
from printkit.render import fonts
from printkit.render.text import draw_paragraph, fits
from printkit.render.text.box import first_fitting
from printkit.render.text.measure import sizes
from printkit.rich_text import is_rich, pieces

ICON_EM = 1.0       # an icon's height, as a share of the text's size
ICON_DROP = 0.15    # how far its foot goes below the baseline, as a share of the size
# A 1 × 1 transparent PNG: what Paragraph reads for an icon's <img> (its size is given in the tag).
_STAND_IN_PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010804000000b51c0c02"
                              "0000000b4944415478da6360600000000300012b094d840000000049454e44ae426082")
_TAGS = {("open", "b"): "<b>", ("close", "b"): "</b>", ("open", "i"): "<i>", ("close", "i"): "</i>", ("br", ""): "<br/>"}

# stand-in file -> (the icon's file, how an error names where it prints)
_STAND_INS: dict[str, tuple[Path, str]] = {}
_BY_ICON: dict[Path, str] = {}


def rich_markup(text: str, icons: Mapping[str, Path], size: float, *, shown: str = "") -> str:
    """Paragraph markup for a card's text at `size`: escaped, its markers as tags, each icon of
    `icons` (name -> file) as an `<img>` of that size; an icon `icons` does not hold prints as
    typed (`:name:`; the model refuses one in the English, `i18n check` in a translation)."""
    if not is_rich(text):
        return markup(text)
    draft = ""
    if text.startswith(DRAFT_MARK):
        draft, text = markup(DRAFT_MARK), text[len(DRAFT_MARK):]
    out = []
    for piece in pieces(text):
        if piece.kind == "text":
            out.append(html_escape(piece.value, quote=False))
        elif piece.kind == "icon":
            out.append(_icon_tag(icons[piece.value], size, shown) if piece.value in icons
                       else html_escape(f":{piece.value}:", quote=False))
        else:
            out.append(_TAGS[(piece.kind, piece.value)])
    return draft + "".join(out)


def draw_card_text(c: Canvas, text: str, box: Rect, *, size: float, minimum: float, font: str = fonts.BODY,
                   align: int = TA_CENTER, valign: str = "middle", colour=None,
                   icons: Mapping[str, Path] | None = None, shown: str = "") -> None:
    """A card's rich text fitted in `box` (render/text `draw_paragraph`): the largest size from
    `size` down to `minimum` whose lines fit, icons included; TextOverflow when none does."""
    icons = icons or {}
    used = {p.value for p in pieces(text) if p.kind == "icon" and p.value in icons} if is_rich(text) else set()
    if not used:
        draw_paragraph(c, rich_markup(text, icons, size), box, size=size, minimum=minimum, font=font, align=align,
                       valign=valign, colour=colour)
        return
    tried = sizes(size, minimum)
    found = first_fitting(len(tried), lambda index: fits(rich_markup(text, icons, tried[index], shown=shown), box,
                                                         size=tried[index], font=font, align=align))
    chosen = tried[-1 if found is None else found]
    draw_paragraph(c, rich_markup(text, icons, chosen, shown=shown), box, size=chosen, minimum=chosen, font=font,
                   align=align, valign=valign, colour=colour, room=(size, minimum))


def _icon_tag(path: Path, size: float, shown: str) -> str:
    height = round(size * ICON_EM, 3)
    width = round(height * icon_aspect(path, shown), 3)
    return f'<img src="{html_escape(stand_in(path, shown), quote=False)}" width="{width:g}" height="{height:g}" ' \
           f'valign="{-round(size * ICON_DROP, 3):g}"/>'


def icon_aspect(path: Path, shown: str) -> float:
    """An icon's width over its height: an SVG drawing's, a picture's pixels'."""
    stamp = path.stat().st_mtime_ns
    return _aspect(str(path), stamp, shown)


@lru_cache(maxsize=256)
def _aspect(path: str, stamp: int, shown: str) -> float:
    if path.lower().endswith(".svg"):
        from printkit.render.art_files import svg_drawing
        drawing = svg_drawing(Path(path), shown=shown)
        return drawing.width / drawing.height
    from printkit.render.pictures import picture_size
    width, height = picture_size(path, stamp)
    return width / height


def stand_in(path: Path, shown: str) -> str:
    """The transparent picture an icon's `<img>` names (one file per icon, in a folder of this
    process's own), remembered so that `draw_stand_in` knows it."""
    name = _BY_ICON.get(path)
    if name is None:
        target = _folder() / (hashlib.sha256(str(path).encode()).hexdigest()[:24] + ".png")
        if not target.is_file():   # written whole, then renamed: a forked worker may read it meanwhile
            part = target.with_suffix(f".{os.getpid()}.part")
            part.write_bytes(_STAND_IN_PNG)
            os.replace(part, target)
        name = _BY_ICON[path] = str(target)
        _STAND_INS[name] = (path, shown)
    return name


def draw_stand_in(c: Canvas, image, x: float, y: float, width: float | None, height: float | None) -> bool:
    """Draw the icon in the box Paragraph gives its stand-in; False for any other picture."""
    found = _STAND_INS.get(getattr(image, "fileName", image) if not isinstance(image, str) else image)
    if found is None or width is None or height is None:
        return False
    from printkit.render.art_files import draw_art
    draw_art(c, found[0], Rect(x, y, width, height), shown=found[1])
    return True


@lru_cache(maxsize=1)
def _folder() -> Path:
    """This process's stand-ins: a temporary folder, removed when the process ends."""
    folder = Path(tempfile.mkdtemp(prefix="printkit-icons-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder
