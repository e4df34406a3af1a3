"""Text laid out by printkit for an edition reportlab's Paragraph cannot set alone: shaped by
HarfBuzz, each character in the first of the language's fonts that has it, broken where the
language breaks, each line put in the order of the Unicode Bidirectional Algorithm.

reportlab's Paragraph shapes a TrueType run with uharfbuzz (`shaping=1`), but orders
right-to-left text only through `rlbidi` (not installable from PyPI here, and even then never for
a paragraph of more than one font or style), and breaks Japanese lines only by hanging one
character in the margin. So for such an edition (render/text/edition.py) a text is:

1. parsed by reportlab's ParaParser, as Paragraph parses it (<b>, <i>, <br/>, <font>, entities);
2. cut into runs of one font (FontSet.runs), white space collapsed as Paragraph collapses it;
3. given its bidi levels (render/text/bidi.py) and its break points (render/text/breaking.py);
4. cut into atoms: pieces of one font, colour and level between two break points, spaces
   apart, each shaped once (render/text/shaping.py) with its width in 1/1000 of the size.

All of that depends on the text alone, not on its size or box, and is kept by its inputs;
breaking it into lines of a width (`break_lines`) is then sums over the atoms' widths, so a fit
search tries sizes as cheaply as reportlab's, and what is measured is exactly what is drawn
(render/text/glyph_run.py draws the same atoms).
"""

from __future__ import annotations

from typing import NamedTuple

from printkit.render import fonts
from printkit.render.script_fonts import FontSet
from printkit.render.text.bidi import has_right_to_left, levels
from printkit.render.text.breaking import break_points, breaking_space
from printkit.render.text.shaping import Shaped, shape

STYLE_OF = {fonts.BODY: "regular", fonts.BOLD: "bold", fonts.ITALIC: "italic", fonts.BOLD_ITALIC: "bold_italic"}


class Atom(NamedTuple):
    text: str
    font: str            # the reportlab font it is set in (drawn in its Shaped.font)
    colour: object       # None: the canvas's fill colour
    level: int           # bidi level: odd runs right to left
    shaped: Shaped
    space: bool          # breaking white space only


class Segment(NamedTuple):
    first: int           # atoms [first, end) between two break points
    end: int
    width: float         # without the spaces that end it (1/1000 of the size)
    trailing: float      # those spaces


class HardLine(NamedTuple):
    atoms: tuple[Atom, ...]
    segments: tuple[Segment, ...]


class Laid(NamedTuple):
    """A text ready to be broken into lines: its hard lines (<br/>) and its direction."""

    hard_lines: tuple[HardLine, ...]
    rtl: bool


class Line(NamedTuple):
    atoms: tuple[Atom, ...]     # in logical order, without the spaces that end the line
    width: float                # 1/1000 of the size
    rtl: bool                   # the paragraph's direction


_LAID: dict[tuple, Laid] = {}
_LAID_MAX = 8192


def laid_out(markup: str, font: str, edition: FontSet, colour=None, *, plain: bool = False) -> Laid:
    """`markup` (or with `plain`, a text printed as it is) set in `font` for `edition`."""
    key = (markup, font, edition, colour, plain)
    found = _LAID.get(key)
    if found is None:
        pieces = [[(markup, font, colour)]] if plain else parsed(markup, font, colour)
        found = _laid(pieces, edition)
        if len(_LAID) >= _LAID_MAX:
            _LAID.clear()
        _LAID[key] = found
    return found


def parsed(markup: str, font: str, colour) -> list[list[tuple[str, str, object]]]:
    """The hard lines of `markup`, each a list of (text, font, colour) as ParaParser reads them."""
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus.paraparser import ParaParser
    style = ParagraphStyle("laid", fontName=font, fontSize=10, textColor=colour if colour is not None else colors.black)
    found = ParaParser().parse(markup, style)
    if found is None:          # markup i18n.markup did not write: printed as it is, as Paragraph would fail to
        return [[(markup, font, colour)]]
    lines: list[list] = [[]]
    for frag in found[1]:
        if getattr(frag, "lineBreak", False):
            lines.append([])
        elif frag.text:
            lines[-1].append((frag.text, frag.fontName, frag.textColor))
    return lines


def _laid(pieces: list[list[tuple[str, str, object]]], edition: FontSet) -> Laid:
    rtl = edition.direction == "rtl" and any(has_right_to_left(text) for line in pieces for text, _, _ in line)
    return Laid(tuple(_hard_line(line, edition, rtl) for line in pieces), rtl)


def _hard_line(pieces: list[tuple[str, str, object]], edition: FontSet, rtl: bool) -> HardLine:
    text, owners = _collapsed(pieces, edition)
    if not text:
        return HardLine((), ())
    resolved = levels(text, rtl)
    points = set(break_points(text, edition.breaks == "characters"))
    spaces = [breaking_space(char) for char in text]
    atoms: list[Atom] = []
    starts: list[int] = []               # the atoms that begin a segment
    start = 0
    for at in range(1, len(text) + 1):
        if at < len(text) and not _cut(owners, resolved, spaces, points, at):
            continue
        piece = text[start:at]
        font, colour = owners[start]
        if start == 0 or start in points:
            starts.append(len(atoms))
        atoms.append(Atom(piece, font, colour, resolved[start], shape(piece, font, resolved[start] % 2 == 1, edition.lang),
                          spaces[start]))
        start = at
    return HardLine(tuple(atoms), _segments(atoms, starts))


def _cut(owners: list, resolved: tuple[int, ...], spaces: list[bool], points: set[int], at: int) -> bool:
    """Whether an atom ends before the text's character `at` (`spaces`: which characters are breaking spaces)."""
    return (at in points or owners[at] != owners[at - 1] or resolved[at] != resolved[at - 1]
            or spaces[at] != spaces[at - 1])


def _collapsed(pieces, edition: FontSet) -> tuple[str, list[tuple[str, object]]]:
    """The hard line's text, white space collapsed to single spaces and trimmed at both ends (as
    Paragraph prints it), and each character's (font, colour), fonts chosen per character."""
    chars: list[str] = []
    owners: list[tuple[str, object]] = []
    for text, font, colour in pieces:
        style = STYLE_OF.get(font)
        runs = edition.runs(text, style) if style is not None else [(font, text)]
        for run_font, run in runs:
            for char in run:
                if breaking_space(char):
                    if not chars or chars[-1] == " ":
                        continue
                    char = " "
                chars.append(char)
                owners.append((run_font, colour))
    while chars and chars[-1] == " ":
        chars.pop()
        owners.pop()
    return "".join(chars), owners


def _segments(atoms: list[Atom], starts: list[int]) -> tuple[Segment, ...]:
    out = []
    for first, end in zip(starts, starts[1:] + [len(atoms)]):
        body = end
        while body > first and atoms[body - 1].space:
            body -= 1
        out.append(Segment(first, end, sum(a.shaped.width for a in atoms[first:body]),
                           sum(a.shaped.width for a in atoms[body:end])))
    return tuple(out)


def break_lines(laid: Laid, room: float, first_room: float | None = None) -> list[Line]:
    """The lines of `laid` in `room` (1/1000 of the size; `first_room` for the first line):
    as many segments on a line as fit, at least one (a word wider than the room overflows)."""
    out: list[Line] = []
    for hard in laid.hard_lines:
        segments = hard.segments
        if not segments:
            out.append(Line((), 0.0, laid.rtl))
            continue
        at = 0
        while at < len(segments):
            limit = first_room if first_room is not None and not out else room
            width, end = segments[at].width, at + 1
            while end < len(segments) and width + segments[end - 1].trailing + segments[end].width <= limit + 1e-6:
                width += segments[end - 1].trailing + segments[end].width
                end += 1
            last = segments[end - 1]
            body = last.end
            while body > last.first and hard.atoms[body - 1].space:
                body -= 1
            out.append(Line(hard.atoms[segments[at].first:body], width, laid.rtl))
            at = end
    return out


def one_line(laid: Laid) -> list[Line]:
    """`laid` unbroken: each hard line on one line."""
    return break_lines(laid, float("inf"))
