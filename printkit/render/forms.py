"""Art that repeats across the cards of one kind, drawn once per PDF as a form XObject.

Cards of one kind share their frame, panel, band, pattern and icon; only a few things (the
code, an index, sometimes a text) are their own. Repeated art placed with `doForm` is drawn and
written once (ARCHITECTURE.md, speed lessons), and the PDF is smaller.

A renderer splits a front into layers: `draw_shared(c, key, trim, paint, draw)` for what every
card with the same `key` prints, then its own calls for the rest. The form is drawn with the
card's trim at the origin and placed by translation only, so it looks exactly as if drawn in
place; and since it goes through the canvas's own methods, --ink greyscale and saver apply to it.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Callable, Hashable
from weakref import WeakKeyDictionary

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render import form_store
from printkit.render.ink import PrintCanvas
from printkit.render.placing import clip_ops, clip_path
from printkit.render.text.watch import watched

DrawArt = Callable[[Canvas, Rect, Rect], None]   # draw(c, trim, paint), as for a card front

# canvas -> {the full key of a shared drawing: the name of its form in that canvas's document}
_SHARED: WeakKeyDictionary[Canvas, dict] = WeakKeyDictionary()


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
    if not forms_on():
        c.saveState()
        c.addLiteral(clip_ops(clip_path(paint)))   # what the form's box clips
        draw(c, trim, paint)
        c.restoreState()
        return
    forms = _SHARED.setdefault(c, {})
    full_key = (key, round(trim.w, 3), round(trim.h, 3),
                round(paint.x - trim.x, 3), round(paint.y - trim.y, 3), round(paint.w, 3), round(paint.h, 3))
    name = forms.get(full_key)
    if name is None:
        # Numbered in order of first use (deterministic), and named before drawing: the art
        # may hold shared art of its own (a pattern in a card's band), numbered after it.
        name = forms[full_key] = f"shared-{len(forms) + 1}"
        local_paint = Rect(paint.x - trim.x, paint.y - trim.y, paint.w, paint.h)
        make_form(c, name, (local_paint.x, local_paint.y, local_paint.x1, local_paint.y1), ("shared", full_key),
                  lambda: draw(c, Rect(0.0, 0.0, trim.w, trim.h), local_paint), holds_text=holds_text)
    place(c, name, fp_str(1, 0, 0, 1, trim.x, trim.y))


# False while shared art and icons are drawn where they print instead (`forms_off`).
_FORMS_ON: ContextVar[bool] = ContextVar("printkit_forms_on", default=True)


def forms_on() -> bool:
    return _FORMS_ON.get()


@contextmanager
def forms_off():
    """Draw shared art and icons where they print, every time, instead of as forms: what the
    forms must print the same as (tests/test_forms_on_and_off.py compares whole kits)."""
    token = _FORMS_ON.set(False)
    try:
        yield
    finally:
        _FORMS_ON.reset(token)


def place(c: Canvas, name: str, matrix: str) -> None:
    """Place form `name` with `matrix` (the six numbers of a `cm`, formatted), inside `q`...`Q`
    written through the canvas's public `addLiteral`: the canvas's own state is the same before
    and after, so nothing of it need be saved and restored (a card sheet places thousands)."""
    c.addLiteral("q")
    c.addLiteral(matrix + " cm")
    c.doForm(name)
    c.addLiteral("Q")


# canvas -> {the name of art placed with `place_art`: True once it is a form in that canvas's document}
_ART: WeakKeyDictionary[Canvas, dict[str, bool]] = WeakKeyDictionary()


def place_art(c: Canvas, name: str, box: tuple[float, float, float, float], key: Hashable,
              draw: Callable[[], None], matrix: str) -> None:
    """Text-free art placed through `matrix` (the six numbers of a `cm`): written where it prints
    the first time it prints in the canvas's document, a form `name` (`make_form`) from the
    second time on, placed. A form used once only adds an object to the document, and most art
    prints once in a kit (an icon on a rules summary).

    In place, the art is clipped to `box` as a form is, and written from its kept operators
    (`form_content`: the same bytes whether drawn now or copied); the canvas's own state is the
    same before and after."""
    made = _ART.setdefault(c, {})
    if made.get(name) is not None or not isinstance(c, PrintCanvas):
        if not made.get(name):
            make_form(c, name, box, key, draw)
            made[name] = True
        place(c, name, matrix)
        return
    made[name] = False
    opening = f"{matrix} cm\n{clip_ops(clip_path(Rect(box[0], box[1], box[2] - box[0], box[3] - box[1])))}"
    content = _kept((key, c.ink))
    if content is not None:
        c.addLiteral(f"q\n{opening}\n{content}\nQ")
        return
    c.saveState()
    c.addLiteral(opening)
    _drawn_and_kept(c, (key, c.ink), draw)
    c.restoreState()


# (key, ink) -> the content operators a form's drawing wrote, for the next PDF of this process.
_CONTENT: dict[Hashable, str] = {}

# The operators a kept form may hold: paths, painting, clipping, colours in the device colour
# spaces, line style, saved states and transforms, and numbers. None of them names anything in the
# document's resources (fonts, other forms, images, graphics states, colour spaces, shadings), so
# the same operators draw the same in any document.
_DRAWS_ALONE = frozenset("m l c v y h re S s f F f* B B* b b* n W W* rg RG k K g G w J j M d i q Q cm".split())
_NUMBER_START = frozenset("0123456789.-+[]")


def make_form(c: Canvas, name: str, box: tuple[float, float, float, float], key: Hashable,
              draw: Callable[[], None], *, holds_text: bool = False) -> None:
    """Define form `name` with `box` (lower x, lower y, upper x, upper y), its content drawn by
    `draw()` the first time `key` is met in this process (in this ink), copied after.

    A text-free form's content (one `_kept` would keep) is handed to the form as its stream's
    bytes, `endForm(stream=...)`, whether it was just drawn or copied, so the bytes are the same
    either way. reportlab encodes the operators drawn into a form through its PDFDocEncoding
    codec, a character at a time, where the operators are plain ASCII: the bulk of a kit's art,
    its patterns and icons, is encoded once here instead, as ASCII.
    This sets the form's `stream` (listed in tests/test_supported_versions.py).
    """
    c.beginForm(name, lowerx=box[0], lowery=box[1], upperx=box[2], uppery=box[3])
    if holds_text or not isinstance(c, PrintCanvas):
        draw()
        c.endForm()
        return
    content = _kept((key, c.ink))
    if content is None:
        content = _drawn_and_kept(c, (key, c.ink), draw)
    if content is None:
        c.endForm()
    else:
        c.endForm(stream=content.encode("ascii"))


def form_content(c: Canvas, key: Hashable, draw: Callable[[], None], *, holds_text: bool = False) -> None:
    """Write the content of the form being defined on `c`: drawn the first time `key` is met in
    this process (in this ink), copied after (make_form defines a whole form this way).

    Every PDF of a kit has its own forms, so the same icon, pattern or frame would be computed
    again in each of them (the paths, their numbers formatted). A form's operators depend only
    on what `key` stands for and on the ink the canvas prints in. They are kept (here, and in the
    user's cache: render/form_store.py) when they name nothing of the document's resources
    (`_DRAWS_ALONE`: no text, which is encoded with the document's own font subsets, no other
    forms, no transparency), read from the form's content as drawn (`getCurrentPageContent`),
    and written again with `addLiteral`.

    A caller whose art writes text says so (`holds_text`): such a form is only drawn, never
    looked for in the store, where it cannot be.
    """
    if holds_text or not isinstance(c, PrintCanvas):
        draw()
        return
    kept = _kept((key, c.ink))
    if kept is not None:
        c.addLiteral(kept)
        return
    _drawn_and_kept(c, (key, c.ink), draw)


def _drawn_and_kept(c: Canvas, full_key: Hashable, draw: Callable[[], None]) -> str | None:
    """Draw into the form being defined; keep and return its operators if they draw alone."""
    before = c.getCurrentPageContent()
    draw()
    content = c.getCurrentPageContent()[len(before) + 1 if before else 0:]
    if not content or not draws_alone(content):
        return None
    _CONTENT[full_key] = content
    form_store.save(full_key, content)
    return content


def draws_alone(content: str) -> bool:
    """Whether every operator of `content` is one of `_DRAWS_ALONE`."""
    starts = _NUMBER_START
    return all(token in _DRAWS_ALONE or token[0] in starts for token in content.split())


def _kept(key: Hashable) -> str | None:
    """The content kept for `key` in this process, else from an earlier run (render/form_store.py)."""
    kept = _CONTENT.get(key)
    if kept is None:
        kept = form_store.load(key)
        if kept is not None:
            _CONTENT[key] = kept
    return kept
