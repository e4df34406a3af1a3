"""A rule booklet's paragraph styles (render/booklet.py), and their sharing within a process."""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from printkit.render import fonts


def styles(accent: colors.Color, spacing: float = 1.0) -> dict[str, ParagraphStyle]:
    """The booklet's styles; `spacing` scales the space between blocks, and half as much the leading."""
    lead = 1 + (spacing - 1) / 2
    base = ParagraphStyle("body", fontName=fonts.BODY, bulletFontName=fonts.BODY, fontSize=9.2, leading=12.4 * lead,
                          spaceAfter=4.5 * spacing)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=fonts.BOLD, fontSize=22, leading=26,
                                alignment=TA_CENTER, textColor=accent, spaceAfter=10 * spacing),
        "h2": ParagraphStyle("h2", parent=base, fontName=fonts.BOLD, fontSize=13, leading=16,
                             textColor=accent, spaceBefore=8 * spacing, spaceAfter=4 * spacing, keepWithNext=1),
        "h3": ParagraphStyle("h3", parent=base, fontName=fonts.BOLD, fontSize=10.2, leading=13,
                             spaceBefore=5 * spacing, spaceAfter=2 * spacing, keepWithNext=1),
        "para": base,
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=10, bulletIndent=2, spaceAfter=2.5 * spacing),
        "note": ParagraphStyle("note", parent=base, fontSize=8.8, leading=11.6 * lead, spaceAfter=0),
    }


class SharedStyles:
    """The booklet styles of one accent and spacing, read by every booklet of the process in that
    accent (never changed), and what reportlab's parser makes of a plain text in each."""

    def __init__(self, accent: colors.Color, spacing: float):
        self.styles = styles(accent, spacing)
        self._plain: dict[str, tuple] = {}   # block kind -> the plain fragment's class, attributes, list attributes

    def plain_fragment(self, kind: str, text: str):
        """What reportlab's parser makes of a text without markup (nine blocks in ten): one
        fragment, the style's, holding the text. Parsed once per kind of block and process, then
        made anew from its attributes, each list attribute a list of its own. Measured: parsing
        was a sixth of a booklet's CPU; the fragments are the parser's (tests/render/test_booklet.py
        compares them over every shipped booklet)."""
        known = self._plain.get(kind)
        if known is None:
            parsed = Paragraph("x", self.styles[kind]).frags[0]
            model = vars(parsed)
            known = self._plain[kind] = type(parsed), model, tuple(n for n, v in model.items() if isinstance(v, list))
        fragment, model, lists = known
        attributes = dict(model, text=text)
        for name in lists:
            attributes[name] = list(attributes[name])
        return fragment(**attributes)


@lru_cache(maxsize=32)
def shared_styles(accent: colors.Color, spacing: float) -> SharedStyles:
    """One SharedStyles per accent (a Color: equal by value) and spacing in a process. Measured:
    making the styles of each layout, and parsing a plain text once per kind and booklet, took
    ~2 ms of laying out the 9 booklets of `build --all`."""
    return SharedStyles(accent, spacing)
