"""Plain strings written as PDF text operators, each string's operators made once per document
(issue 15).

`drawString` and its kin make a text object per string, and every string a text object sets goes
through `PDFTextObject._formatText`: the font looked up, the string split into the font's subsets
character by character (`TTFont.splitString`), each run escaped, the operators formatted.
Measured: a drawString (with its setFont) costs 7 µs; `draw_string` of a string met before in the
document 1.2 µs, the same bytes. The strings' encoding is render/text_encoding.py's; the
operators are what reportlab writes, byte for byte, written with the canvas's public
`addLiteral`:

    BT 1 0 0 1 x y Tm /F1+0 8 Tf 9.6 TL (text) Tj T* ET

Graphics state. A text object with a TrueType font (every font printkit registers is one,
render/fonts.py) always sets its font (Tf, TL) before its first string: nothing reportlab writes
reads the font left by an earlier text object, and `drawString` itself leaves its font set after
ET. `draw_string` leaves the canvas and the page as `setFont` and `drawString` would; `Strings`,
whose strings set their own fonts and colours, writes them inside a saved graphics state
(q ... Q). None writes character spacing, scaling or rise (Tc, Tz, Ts): strings print with those
the page has, as drawString's do; `Lines` sets word spacing (Tw) as a text object does. Colours
are the canvas's (`setFillColor`, or render/paint.py's operators where they are the same), so
--ink applies.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from printkit.render.paint import fill_op
from printkit.render.text_encoding import chunks, table

# Where an anchor point sits on the string, as a share of its width from its left end.
SHARE = {"left": 0.0, "centre": 0.5, "right": 1.0}

# (text, font, size) -> stringWidth, for this process: a document-free fact. Bounded.
_WIDTHS: dict[tuple[str, str, float], float] = {}
_WIDTHS_MAX = 16384


def shown(c: Canvas, text: str, font: str, size: float, leading: float | None = None,
          current: str | None = None) -> tuple[str, str | None]:
    """(operators, subset set last) that show `text` from the current text position, as a text
    object's `_formatText` writes them: a run of characters in another subset than `current`
    (the subset the text object set last) first sets it with its size and leading (`Tf`,
    `TL`; leading by default 1.2 x size, as `setFont` makes it), then shows its bytes (`Tj`)."""
    kept = table(c)
    key = (font, text, size, leading, current)       # a longer key than chunks': no clash
    found = kept.get(key)
    if found is None:
        found = kept[key] = _shown(c, text, font, size, leading, current)
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
           anchor: str = "left", turned: bool = False, ends_line: bool = True) -> str:
    """The text matrix and operators (no BT/ET) of `text` set with its baseline through (x, y),
    (x, y) at its left end, centre or right end (`anchor`), as drawString, drawCentredString or
    drawRightString sets it after `setFont(font, size)`: the same operators, byte for byte, but
    for a turned string (`turned`: upside down, turned half round about (x, y) as anchored),
    whose half turn is in its text matrix. `ends_line` False: without the move to a next line
    (T*) drawString's `textLine` writes, as `textOut` writes a string (text extraction reads
    strings so written on one baseline as one line)."""
    shift = SHARE[anchor] * width(text, font, size) if anchor != "left" else 0.0
    if turned:
        matrix = f"-1 0 0 -1 {fp_str(x + shift, y)} Tm" if c.bottomup else f"-1 0 0 1 {fp_str(x + shift, y)} Tm"
    else:
        matrix = _origin(c, x - shift, y)
    ops = shown(c, text, font, size)[0]
    return f"{matrix} {ops} T*" if ends_line else f"{matrix} {ops}"


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

    def code(self) -> str:
        """The text object's operators, BT to ET (what `draw` writes)."""
        return " ".join(self._code + ["ET"])

    def draw(self) -> None:
        self.c.addLiteral(self.code())


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
            turned: bool = False, ends_line: bool = True) -> None:
        """One string, placed as `placed` places it."""
        self._parts.append(placed(self.c, x, y, text, font, size, anchor=anchor, turned=turned, ends_line=ends_line))
        self._count += 1

    def add_runs(self, x: float, y: float, runs: list[tuple[str, str]], size: float) -> None:
        """(text, font) runs one after the other from (x, y) on the baseline: each starts where
        the one before it ends (Tj moves the text position by the glyphs' widths), as a text
        object's `textOut` calls set them."""
        self._parts.append(" ".join([_origin(self.c, x, y)] + [shown(self.c, text, font, size)[0] for text, font in runs]))
        self._count += 1

    def draw(self) -> None:
        """Write the strings added (nothing if none), then start empty again. The saved state
        is written with them as one literal (render/paint.py `fill_op`): restored at its end, it
        leaves the canvas's own state as it was; a colour the canvas must set itself (an --ink
        canvas, an alpha) sends them through the canvas's calls."""
        if self._count:
            c = self.c
            runs = self._runs()
            code = [fill_op(c, run[0]) if isinstance(run, tuple) else run for run in runs]
            if None in code:
                self._draw_through_canvas()
            else:       # as beginText() starts (text extraction reads it)
                c.addLiteral("\n".join(["q", f"BT {_origin(c, 0, 0)}", *code, "Q"]))
        colours = [part for part in self._parts if isinstance(part, tuple)]
        self._parts, self._count = colours[-1:], 0      # the colour last set still holds

    def _draw_through_canvas(self) -> None:
        """The same strings through saveState, setFillColor and restoreState."""
        c = self.c
        c.saveState()
        c.addLiteral(f"BT {_origin(c, 0, 0)}")
        for run in self._runs():
            if isinstance(run, tuple):
                c.setFillColor(run[0])
            else:
                c.addLiteral(run)
        c.restoreState()

    def _runs(self) -> list:
        """The parts in order as the text object writes them: each run of strings joined on one
        line (the last one ending the text object, ET), and between them each colour (a tuple)."""
        runs: list = []
        pending: list[str] = []
        for part in self._parts:
            if isinstance(part, tuple):
                if pending:
                    runs.append(" ".join(pending))
                    pending = []
                runs.append(part)
            else:
                pending.append(part)
        pending.append("ET")
        runs.append(" ".join(pending))
        return runs
