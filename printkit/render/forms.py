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

from reportlab.pdfgen.canvas import Canvas

from printkit.layout.geometry import Rect
from printkit.render.text import watched

DrawArt = Callable[[Canvas, Rect, Rect], None]   # draw(c, trim, paint), as for a card front

_REGISTRY = "_printkit_shared_forms"


def draw_shared(c: Canvas, key: Hashable, trim: Rect, paint: Rect, draw: DrawArt) -> None:
    """Draw `draw(c, trim, paint)` here; the first time `key` is met on this canvas it is
    recorded as a form, later times the form is only placed.

    `key` must determine everything `draw` prints (the caller's face data without the card's
    own parts); card and bleed sizes are added to it here. Every colour and font the art needs
    must be set inside `draw`: a form starts from the canvas's initial state.
    While the i18n tools watch the text (render.text.watched), the art is drawn in place every
    time, so that each card's strings are seen with the room they print in.
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
        draw(c, Rect(0.0, 0.0, trim.w, trim.h), local_paint)
        c.endForm()
    c.saveState()
    c.translate(trim.x, trim.y)
    c.doForm(name)
    c.restoreState()
