"""Text on the page: the one way games, the card engine and the engine's sheets print text.

Text in a box (render/text/box.py), broken into lines by reportlab's Paragraph:
    draw_paragraph(c, markup, box, *, size, minimum, font=BODY, align=TA_CENTER, valign="middle", colour=None)
    paragraph_box(markup, box, *, size, minimum, font=BODY, align=TA_CENTER, valign="middle") -> Rect
    fitted_size(markup, box, *, size, minimum, font=BODY) -> float
    keep_last_words(text) -> str
One line (render/text/line.py):
    draw_string(c, x, y, text, *, font, size, anchor="left", turned=False)
    draw_fitted_line(c, text, x, y, max_width, *, font, size, minimum, anchor="centre")
    fitted_line_box(text, x, y, max_width, *, font, size, minimum, anchor="centre") -> Rect
Text flowing down a column (render/text/flowing.py):
    draw_flowing(c, markup, x, top, width, *, size, leading, font=BODY, colour=None, hanging=0.0) -> height
Measuring (render/text/measure.py):
    width(text, font, size) -> float
The edition's direction (render/text/edition.py), for a page that mirrors its layout:
    from_right(text=None) -> bool
    line_start(left, right) -> (x, anchor), line_end(left, right) -> (x, anchor): a row's ends, mirrored
A flowable for platypus, in the edition's fonts (reportlab's Paragraph, or ScriptParagraph):
    paragraph(markup, style) -> Flowable
Watching (render/text/watch.py), for the i18n tools:
    watching(callback), watched(), TextBox, TextOverflow

`markup` is text escaped by `i18n.markup` (only <b>, <i>, <br/> pass); a plain `text` prints as
it is. A text that does not fit at its minimum size raises TextOverflow, unless the i18n tools
watch: then it is reported and drawn at its minimum size.
"""

from printkit.render.text.edition import from_right, line_end, line_start, own_layout
from printkit.render.text.box import draw_paragraph, fitted_size, keep_last_words, paragraph_box
from printkit.render.text.flowing import draw_flowing
from printkit.render.text.line import draw_fitted_line, draw_string, fitted_line_box
from printkit.render.text.measure import width
from printkit.render.text.script_paragraph import ScriptParagraph
from printkit.render.text.watch import TextBox, TextOverflow, watched, watching

__all__ = [
    "ScriptParagraph", "TextBox", "TextOverflow", "paragraph", "draw_fitted_line", "draw_flowing", "draw_paragraph", "draw_string",
    "fitted_line_box", "fitted_size", "from_right", "line_end", "line_start", "keep_last_words", "paragraph_box", "watched", "watching", "width",
]


def paragraph(markup: str, style):
    """`markup` as a platypus flowable in `style`: reportlab's Paragraph, or in an edition printkit
    lays out (render/text/edition.py), its ScriptParagraph."""
    from reportlab.platypus import Paragraph
    edition = own_layout()
    return Paragraph(markup, style) if edition is None else ScriptParagraph(markup, style, edition)
