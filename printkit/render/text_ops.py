"""Plain strings written as PDF text operators, each string encoded once per document (issue 15).

`drawString` and its kin make a text object per string, and every string a text object sets goes
through `PDFTextObject._formatText`: the font looked up, the string split into the font's subsets
character by character (`TTFont.splitString`), each piece escaped, the operators formatted.
Measured on `build --all` (one process): 9 040 strings, about 0.1 s of its 0.78 s of CPU. Most
strings repeat (a card's code style, a table's figures, a footer, the same index on every card of
a rank), and a document maps a string to the same bytes every time; here a string's operators are
made once per document and font size (`shown`) and written with the canvas's public `addLiteral`:

    BT 1 0 0 1 x y Tm /F1+0 8 Tf (text) Tj ET

The fonts are reportlab's, used the way its ttfonts module documents for writing operators:
`TTFont.splitString(text, doc)` gives each run of characters in one subset (the order in which
characters are first met decides the subsets, as it does for a text object) and
`getSubsetInternalName(subset, doc)` names the subset (and enters the font in the document).
The string is escaped as the canvas escapes it (rl_accel's `escapePDF`). The one internal read
is the canvas's document, `Canvas._doc` (tests/test_supported_versions.py).

Graphics state. A text object with a TrueType font (every font printkit registers is one,
render/fonts.py) always sets its font (Tf) before its first string: nothing reportlab writes
reads the Tf left by an earlier text object, and `drawString` itself leaves its font set after
ET. `draw_string` leaves the canvas as `setFont` and `drawString` would; `Strings`, whose strings
set their own fonts and colours, writes them inside a saved graphics state (q ... Q). Neither
writes character or word spacing, scaling or rise (Tc, Tw, Tz, Ts): strings print with those the
page has, as drawString's do. Colours go through the canvas (`setFillColor`), so --ink applies.
"""

from __future__ import annotations

import re
import weakref

from reportlab import rl_config
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.canvas import Canvas

# Where an anchor point sits on the string, as a share of its width from its left end.
SHARE = {"left": 0.0, "centre": 0.5, "right": 1.0}

# document -> {(font, text): ((subset name, escaped bytes), ...)}. Weak: a saved document's
# table goes with it.
_CHUNKS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_last: list = [lambda: None, None]       # (weak reference to the last document, its table)

# (text, font, size) -> stringWidth, for this process: a document-free fact. Bounded.
_WIDTHS: dict[tuple[str, str, float], float] = {}
_WIDTHS_MAX = 16384


def document(c: Canvas):
    """The canvas's PDF document (reportlab's `Canvas._doc`), the key a font's subsets live under."""
    return c._doc


def chunks(c: Canvas, text: str, font: str) -> tuple[tuple[str, str], ...]:
    """`text` in `font` as the canvas's document encodes it: for each run of characters in one
    subset of the font, the subset's resource name and the run's bytes escaped for a PDF
    string. Worked out once per document, font and text."""
    doc = c._doc
    table = _last[1] if _last[0]() is doc else _table(doc)
    key = (font, text)
    found = table.get(key)
    if found is None:
        found = table[key] = _encode_text(doc, table, text, font)
    return found


def _encode_text(doc, table: dict, text: str, font: str) -> tuple[tuple[str, str], ...]:
    """`chunks` of a text not met before in this document, the quickest way that gives
    splitString's result. Printable ASCII is its own bytes in the font's first subset
    (`_ascii_subset`), so only the other characters are looked up, each once per document
    (`_encode_mixed`); without such a subset (the symbols face), splitString splits the text."""
    if not text:
        return ()
    ascii_name = table.get((font,))
    if ascii_name is None:
        ascii_name = table[font,] = _ascii_subset(doc, font)
    if not ascii_name:
        return _encode(doc, text, font)
    if text.isascii() and text.isprintable():
        return ((ascii_name, escapePDF(text)),)
    return _encode_mixed(doc, table, text, font, ascii_name)


# A character that is not printable ASCII: `_encode_mixed` looks it up on its own.
_OTHER = re.compile("[^\x20-\x7e]")


def _encode_mixed(doc, table: dict, text: str, font: str, ascii_name: str) -> tuple[tuple[str, str], ...]:
    """splitString's runs of a text with printable ASCII (its own bytes in subset `ascii_name`)
    and other characters (an accent, a no-break space, a euro sign), each of those encoded once
    per document, in the order they come. The same result: splitString maps each character on
    its own, in order (one met for the first time takes the next code of the subset being
    filled), and groups the codes into runs by subset; printable ASCII takes no code."""
    runs: list[list[str]] = []

    def add(name: str, escaped: str) -> None:
        if runs and runs[-1][0] == name:
            runs[-1][1] += escaped
        else:
            runs.append([name, escaped])

    start = 0
    for other in _OTHER.finditer(text):
        if other.start() > start:
            add(ascii_name, escapePDF(text[start:other.start()]))
        character = other.group()
        encoded = table.get((font, character))
        if encoded is None:
            encoded = table[font, character] = _encode(doc, character, font)
        for name, escaped in encoded:
            add(name, escaped)
        start = other.end()
    if start < len(text):
        add(ascii_name, escapePDF(text[start:]))
    return tuple((name, escaped) for name, escaped in runs)


# Printable ASCII (U+0020 to U+007E), what `_ascii_subset` checks.
PRINTABLE_ASCII = "".join(map(chr, range(32, 127)))


def _ascii_subset(doc, font: str) -> str:
    """The name of the font's subset that holds printable ASCII as itself in this document, or ""
    when it does not. With `rl_config.ttfAsciiReadable` (reportlab's default, which printkit keeps)
    a TrueType font's first subset maps the printable ASCII characters the font has to their own
    codes before any text is set, "so the ASCII output is readable" (ttfonts.TTFont.State): then
    splitString gives such a text as its own bytes in subset 0, in any document, and a document's
    first look at it is that one check: splitString of the 95 characters must give them back, all
    in subset 0, which also asks the font for each (a font that lacks one, like the symbols face,
    is not taken this way). The check has no effect on the document when it holds (nothing new is
    mapped); `rl_config.ttfAsciiReadable` off, it is not made. tests/test_supported_versions.py
    holds reportlab to this."""
    face = _truetype(font)
    if not rl_config.ttfAsciiReadable:
        return ""
    if face.splitString(PRINTABLE_ASCII, doc) != [(0, PRINTABLE_ASCII.encode("ascii"))]:
        return ""
    return face.getSubsetInternalName(0, doc)


def _truetype(font: str):
    face = getFont(font)
    if not getattr(face, "_dynamicFont", False):
        raise ValueError(f"{font}: text_ops writes TrueType fonts only (render/fonts.py registers those)")
    return face


def _table(doc) -> dict:
    table = _CHUNKS.get(doc)
    if table is None:
        table = _CHUNKS[doc] = {}
    _last[0], _last[1] = weakref.ref(doc), table
    return table


def _encode(doc, text: str, font: str) -> tuple[tuple[str, str], ...]:
    face = _truetype(font)
    return tuple((face.getSubsetInternalName(subset, doc), escapePDF(chunk))
                 for subset, chunk in face.splitString(text, doc))


def shown(c: Canvas, text: str, font: str, size: float, leading: float | None = None,
          current: str | None = None) -> tuple[str, str | None]:
    """(operators, subset set last) that show `text` from the current text position, as a text
    object's `_formatText` writes them: a run of characters in another subset than `current`
    (the subset the text object set last) first sets it with its size and leading (`Tf`,
    `TL`; leading by default 1.2 x size, as `setFont` makes it), then shows its bytes (`Tj`)."""
    doc = c._doc
    table = _last[1] if _last[0]() is doc else _table(doc)
    key = (font, text, size, leading, current)       # a longer key than chunks': no clash
    found = table.get(key)
    if found is None:
        found = table[key] = _shown(c, text, font, size, leading, current)
    return found


def _shown(c: Canvas, text: str, font: str, size: float, leading: float | None,
           current: str | None) -> tuple[str, str | None]:
    parts = []
    for name, escaped in chunks(c, text, font):
        if name != current:
            parts.append(f"{name} {fp_str(size)} Tf {fp_str(size * 1.2 if leading is None else leading)} TL")
            current = name
        parts.append(f"({escaped}) Tj")
    return " ".join(parts), current


def width(text: str, font: str, size: float) -> float:
    """`pdfmetrics.stringWidth`, the width drawCentredString and drawRightString move by, kept."""
    key = (text, font, size)
    found = _WIDTHS.get(key)
    if found is None:
        found = stringWidth(text, font, size)
        if len(_WIDTHS) < _WIDTHS_MAX:
            _WIDTHS[key] = found
    return found


def _origin(c: Canvas, x: float, y: float) -> str:
    """PDFTextObject.setTextOrigin's operator."""
    return f"1 0 0 1 {fp_str(x, y)} Tm" if c.bottomup else f"1 0 0 -1 {fp_str(x, y)} Tm"


def placed(c: Canvas, x: float, y: float, text: str, font: str, size: float, *,
           anchor: str = "left", turned: bool = False) -> str:
    """The text matrix and operators (no BT/ET) of `text` set with its baseline through (x, y),
    (x, y) at its left end, centre or right end (`anchor`), as drawString, drawCentredString or
    drawRightString sets it after `setFont(font, size)`: the same operators, byte for byte, but
    for a turned string (`turned`: upside down, turned half round about (x, y) as anchored),
    whose half turn is in its text matrix."""
    shift = SHARE[anchor] * width(text, font, size) if anchor != "left" else 0.0
    if turned:
        matrix = f"-1 0 0 -1 {fp_str(x + shift, y)} Tm" if c.bottomup else f"-1 0 0 1 {fp_str(x + shift, y)} Tm"
    else:
        matrix = _origin(c, x - shift, y)
    return f"{matrix} {shown(c, text, font, size)[0]} T*"


def draw_string(c: Canvas, x: float, y: float, text: str, *, font: str, size: float,
                anchor: str = "left", turned: bool = False) -> None:
    """`c.setFont(font, size)` and then drawString (anchor "left"), drawCentredString ("centre")
    or drawRightString ("right") of `text`, in the canvas's fill colour: the same operators;
    `turned` as `placed`."""
    c.setFont(font, size)
    c.addLiteral(f"BT {placed(c, x, y, text, font, size, anchor=anchor, turned=turned)} ET")


class Lines:
    """A text object of lines in one font, the first baseline at (x, y), written as a
    PDFTextObject made by `beginText(x, y)` and given `setFont(font, size, leading)` writes
    them (the same operators, in the same order): `move` is its `setXPos`, `word_space` its
    `setWordSpace`, `line` its `textLine`. For paragraphs set without Paragraph
    (render/text_block.py, render/booklet_lines.py)."""

    __slots__ = ("c", "font", "size", "leading", "_code", "_subset")

    def __init__(self, c: Canvas, x: float, y: float, *, font: str, size: float, leading: float):
        self.c, self.font, self.size, self.leading = c, font, size, leading
        self._code = ["BT", _origin(c, x, y)]
        self._subset: str | None = None

    def move(self, dx: float) -> None:
        """The next lines start dx further right (a move straight after another is merged with
        it, as PDFTextObject.moveCursor merges them)."""
        last = self._code[-1]
        dy = 0
        if last.endswith(" Td"):
            moved = last.split()
            if len(moved) == 3:
                del self._code[-1]
            else:
                self._code[-1] = "".join(moved[:-4])
            dx += float(moved[-3])
            dy -= float(moved[-2])
        self._code.append(f"{fp_str(dx, -dy)} Td")

    def word_space(self, space: float) -> None:
        self._code.append(f"{fp_str(space)} Tw")

    def line(self, text: str) -> None:
        """`text`, then the start of the next line (T*)."""
        ops, self._subset = shown(self.c, text, self.font, self.size, self.leading, self._subset)
        self._code.append(f"{ops} T*")

    def draw(self) -> None:
        self.c.addLiteral(" ".join(self._code + ["ET"]))


class Strings:
    """Strings with their own fonts and colours, set in one text object inside a saved graphics
    state when `draw` is called: a card's indices and code, a table row's figures, a list's
    lines. Add them in the order the page is read (text extraction follows the stream)."""

    __slots__ = ("c", "_parts", "_count")

    def __init__(self, c: Canvas, colour=None):
        self.c = c
        self._parts: list = []       # operator strings, and colours (tuples) to set between them
        self._count = 0
        if colour is not None:
            self.colour(colour)

    def __len__(self) -> int:
        """How many strings are waiting to be drawn."""
        return self._count

    def colour(self, value) -> None:
        """The fill colour of the strings added after this (set through the canvas when drawn)."""
        self._parts.append((value,))

    def add(self, x: float, y: float, text: str, *, font: str, size: float, anchor: str = "left",
            turned: bool = False) -> None:
        """One string, placed as `placed` places it."""
        self._parts.append(placed(self.c, x, y, text, font, size, anchor=anchor, turned=turned))
        self._count += 1

    def add_runs(self, x: float, y: float, runs: list[tuple[str, str]], size: float) -> None:
        """(text, font) runs one after the other from (x, y) on the baseline: each starts where
        the one before it ends (Tj moves the text position by the glyphs' widths), as a text
        object's `textOut` calls set them."""
        self._parts.append(" ".join([_origin(self.c, x, y)] + [shown(self.c, text, font, size)[0] for text, font in runs]))
        self._count += 1

    def draw(self) -> None:
        """Write the strings added (nothing if none), then start empty again."""
        if self._count:
            c = self.c
            c.saveState()
            c.addLiteral("BT")
            pending: list[str] = []
            for part in self._parts:
                if isinstance(part, tuple):
                    if pending:
                        c.addLiteral(" ".join(pending))
                        pending = []
                    c.setFillColor(part[0])
                else:
                    pending.append(part)
            pending.append("ET")
            c.addLiteral(" ".join(pending))
            c.restoreState()
        colours = [part for part in self._parts if isinstance(part, tuple)]
        self._parts, self._count = colours[-1:], 0      # the colour last set still holds
