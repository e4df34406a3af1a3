"""The fragments reportlab's paragraph parser makes of printkit's own markup (issue 15).

Every marked-up text printkit sets comes from `i18n.markup` or the booklet templates: text with
<b>, <i>, <br/>, runs in the symbol font (<font name="...">) and the entities `escape` writes.
`Paragraph` parses such a text with `ParaParser`, an HTMLParser whose handlers keep a stack of
fragments (`_push`: a copy of the top one with the tag's attributes; <b> sets `bold`, <i>
`italic`, <font name> `fontName`, `bold`, `italic` from `ps2tt`; <br/> a `lineBreak` with empty
text) and, for each run of text or entity between tags, append a copy of the top fragment with
`fontName = tt2ps(fontName, bold, italic)` and that text. `fragments` does the same with one
regular expression over the text. Measured on `build --all`: the parser took ~70 us a
paragraph, ~10 ms for the 160 marked-up paragraphs of the booklets, the fitted boxes
(render/text.py) and the cover.

Anything else (another tag or attribute, another entity, a stray `<` or `&`, tags that do not
nest, a style that transforms text) gives None: Paragraph parses it (and reports what is wrong).
tests/render/test_markup_frags.py compares the fragments with the parser's.
"""

from __future__ import annotations

import re

from reportlab.lib.fonts import ps2tt, tt2ps
from reportlab.platypus.paraparser import ParaFrag

# The tags and entities handled, and the text between them.
_TOKEN = re.compile(r'<(/?)(b|i|font)(?: name="([\w-]+)")?>|<br ?/>|&(amp|lt|gt|quot|#39|#x27);')
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "#39": "'", "#x27": "'"}


def fragments(text: str, style) -> list | None:
    """ParaParser's fragments of `text` (already cleaned as Paragraph cleans it) in `style`, or
    None when the text has markup this module does not handle."""
    if getattr(style, "textTransform", None):
        return None
    stack = [_initial(style)]
    out: list = []
    start = 0
    for token in _TOKEN.finditer(text):
        if token.start() > start and not _text(stack[-1], text[start:token.start()], out):
            return None
        start = token.end()
        closing, tag, name, entity = token.groups()
        if entity is not None:
            _data(stack[-1], _ENTITIES[entity], out)
        elif tag is None:                       # <br/>: pushed, then its empty text, then popped
            _data(_pushed(stack[-1], "br", lineBreak=True, text=""), "", out)
        elif closing:
            if name is not None or stack[-1].__tag__ != tag or len(stack) == 1:
                return None
            stack.pop()
        elif tag == "font":
            if name is None:
                return None
            font_name, bold, italic = ps2tt(name)
            stack.append(_pushed(stack[-1], "font", fontName=font_name, bold=bold, italic=italic))
        elif name is not None:
            return None
        else:
            stack.append(_pushed(stack[-1], tag, **({"bold": 1} if tag == "b" else {"italic": 1})))
    if start < len(text) and not _text(stack[-1], text[start:], out):
        return None
    return out if len(stack) == 1 else None


def _initial(style) -> ParaFrag:
    """ParaParser._initial_frag for a paragraph without attributes: the style's font (through
    ps2tt), size and colour."""
    frag = ParaFrag()
    frag.rise = 0
    frag.greek = 0
    frag.link = []
    frag.fontName, frag.bold, frag.italic = ps2tt(style.fontName)
    frag.fontSize = style.fontSize
    frag.textColor = style.textColor
    frag.us_lines = []
    frag.__tag__ = "para"
    return frag


def _pushed(top: ParaFrag, tag: str, **attributes) -> ParaFrag:
    """ParaParser._push: a shallow copy of the top fragment with the tag and its attributes."""
    frag = top.clone()
    frag.__tag__ = tag
    frag.__dict__.update(attributes)
    return frag


def _text(top: ParaFrag, data: str, out: list) -> bool:
    """A run of text between tags, as `_data`; False if a `<` or `&` is left in it (markup not
    handled here)."""
    if "<" in data or "&" in data:
        return False
    _data(top, data, out)
    return True


def _data(top: ParaFrag, data: str, out: list) -> None:
    """ParaParser.handle_data: the text in a copy of the top fragment, its font made bold or
    italic (tt2ps)."""
    frag = top.clone()
    frag.fontName = tt2ps(frag.fontName, frag.bold, frag.italic)
    frag.text = data
    out.append(frag)
