"""Art that repeats across the cards of one kind, drawn once per PDF as a form XObject.

Cards of one kind share their frame, panel, band, pattern and icon; only a few things (the
code, an index, sometimes a text) are their own. ARCHITECTURE.md (speed lessons): repeated art
placed with `doForm` is about 2.3x faster than drawing it again, and the PDF is smaller.

A renderer splits a front into layers: `draw_shared(c, key, trim, paint, draw)` for what every
card with the same `key` prints, then its own calls for the rest. The form is drawn with the
card's trim at the origin and placed by translation only, so it looks exactly as if drawn in
place; and since it goes through the canvas's own methods, --ink greyscale and saver apply to it.
"""

from __future__ import annotations

from typing import Callable, Hashable

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render import form_store
from printkit.render.text import watched

DrawArt = Callable[[Canvas, Rect, Rect], None]   # draw(c, trim, paint), as for a card front

_REGISTRY = "_printkit_shared_forms"


def draw_shared(c: Canvas, key: Hashable, trim: Rect, paint: Rect, draw: DrawArt, *, holds_text: bool = False) -> None:
    """Draw `draw(c, trim, paint)` here; the first time `key` is met on this canvas it is
    recorded as a form, later times the form is only placed.

    `key` must determine everything `draw` prints (the caller's face data without the card's
    own parts); card and bleed sizes are added to it here. Every colour and font the art needs
    must be set inside `draw`: a form starts from the canvas's initial state.
    While the i18n tools watch the text (render.text.watched), the art is drawn in place every
    time, so that each card's strings are seen with the room they print in.
    `holds_text`: the art writes text, so its content is never kept (form_content).
    """
    if watched():
        draw(c, trim, paint)
        return
    forms: dict = c.__dict__.setdefault(_REGISTRY, {})
    full_key = (key, round(trim.w, 3), round(trim.h, 3),
                round(paint.x - trim.x, 3), round(paint.y - trim.y, 3), round(paint.w, 3), round(paint.h, 3))
    name = forms.get(full_key)
    if name is None:
        # Numbered in order of first use (deterministic), and named before drawing: the art
        # may hold shared art of its own (a pattern in a card's band), numbered after it.
        name = forms[full_key] = f"shared-{len(forms) + 1}"
        local_paint = Rect(paint.x - trim.x, paint.y - trim.y, paint.w, paint.h)
        c.beginForm(name, lowerx=local_paint.x, lowery=local_paint.y, upperx=local_paint.x1, uppery=local_paint.y1)
        form_content(c, ("shared", full_key), lambda: draw(c, Rect(0.0, 0.0, trim.w, trim.h), local_paint),
                     holds_text=holds_text)
        c.endForm()
    place(c, name, fp_str(1, 0, 0, 1, trim.x, trim.y))


def place(c: Canvas, name: str, matrix: str) -> None:
    """Place form `name` with `matrix` (the six numbers of a `cm`, formatted): the operators
    `saveState`, `translate`/`transform`, `doForm`, `restoreState` write, written as literals
    (public `addLiteral`). The canvas's own state is the same before and after, so nothing of
    it need be saved: 1.3 µs a placement instead of 4 (measured; 2 400 placements in
    `build --all`), and the same bytes."""
    c.addLiteral("q")
    c.addLiteral(matrix + " cm")
    c.doForm(name)
    c.addLiteral("Q")


# key -> the content operators a form's drawing wrote and the PDF features it asked the document
# for (reportlab raises the PDF version for colours with alpha), for the next PDF of this process.
_CONTENT: dict[Hashable, tuple[list[str], tuple[str, ...]]] = {}


def form_content(c: Canvas, key: Hashable, draw: Callable[[], None], *, holds_text: bool = False) -> None:
    """Write the content of the form being defined on `c`: drawn the first time `key` is met in
    this process, copied from that drawing after.

    Every PDF of a kit has its own forms, so the same icon, pattern or frame was computed again
    in each of them (the paths, their numbers formatted): 310 icon drawings for 126 different
    icons in `build --all`. A form starts from the canvas's initial graphics state, so its
    operators depend only on what `key` stands for. They are kept when the drawing wrote no text
    (text is encoded with the document's own font subsets) and used nothing else that lives in
    the document's resources (colour spaces, transparency, other forms, links); only plain
    colour canvases keep them (--ink canvases change colours as they are set). Measured: icons
    about 5 % of the CPU time of `build --all`, with byte-identical PDFs.

    A caller whose art writes text says so (`holds_text`): such a form is only drawn, never
    looked for in the store, where it cannot be (each look costs writing the key out, hashing
    it and failing to open a file: 160 of them, about 10 ms, in `build --all`).
    """
    if holds_text:
        draw()
        return
    kept = _kept(key) if type(c) is Canvas else None
    if kept is not None:
        content, features = kept
        c._code.extend(content)
        if features:
            c._doc.ensureMinPdfVersion(*features)
        return
    before, start = _resources_used(c), len(c._code)
    features: list[str] = []
    doc = c._doc
    outer = doc.__dict__.get("ensureMinPdfVersion")    # set when this form is drawn inside another
    ask = doc.ensureMinPdfVersion
    doc.ensureMinPdfVersion = lambda *keys: (features.extend(keys), ask(*keys))[1]
    try:
        draw()
    finally:
        if outer is None:
            del doc.ensureMinPdfVersion
        else:
            doc.ensureMinPdfVersion = outer
    content = c._code[start:]
    if type(c) is Canvas and _resources_used(c) == before and not any("BT" in op for op in content):
        _CONTENT[key] = (content, tuple(sorted(set(features))))
        form_store.save(key, *_CONTENT[key])


def _kept(key: Hashable) -> tuple[list[str], tuple[str, ...]] | None:
    """The content kept for `key` in this process, else from an earlier run (render/form_store.py)."""
    kept = _CONTENT.get(key)
    if kept is None:
        kept = form_store.load(key)
        if kept is not None:
            _CONTENT[key] = kept
    return kept


def _resources_used(c: Canvas) -> tuple[int, ...]:
    """How many document resources the current page or form refers to (reportlab's accumulators)."""
    return (len(c._formsinuse), len(c._colorsUsed), len(c._shadingUsed), len(c._annotationrefs),
            len(c._extgstate._c))
