"""One line of text (render/text/line.py): shrunk to its width or TextOverflow, placed by its
anchor, turned about it; expected sizes from pdfmetrics, positions read back with PDFium."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfbase.pdfmetrics import stringWidth

from printkit.i18n import DRAFT_MARK
from printkit.render import fonts
from printkit.render.text import TextOverflow, draw_fitted_line, draw_string, fitted_line_box, watching
from tests.pdfpixels import drawn_page, glyph_boxes, open_pdf, render

PAGE = (400, 200)
LINE = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ÉéàüABCXYZ0123456789·-", min_size=1,
               max_size=40).filter(str.strip)


@pytest.fixture(autouse=True)
def registered_fonts():
    fonts.register()


def pdf(draw) -> bytes:
    return drawn_page(draw, PAGE)


def printed(draw):
    return glyph_boxes(open_pdf(pdf(draw)), 0)


def largest_size(text: str, font: str, room: float, size: float, minimum: float) -> float:
    """The first size, STEP by STEP down from `size`, at which reportlab measures the text within room."""
    while size > minimum and stringWidth(text, font, size) > room:
        size = max(minimum, size - 0.25)
    return size


@settings(max_examples=80, deadline=None)
@given(text=LINE, room=st.floats(20, 300), anchor=st.sampled_from(["left", "centre", "right"]))
def test_a_line_shrinks_to_its_width_or_raises(text, room, anchor):
    x, y = 200.0, 100.0
    expected = largest_size(text, fonts.BOLD, room, 14, 6)
    if stringWidth(text, fonts.BOLD, expected) > room + 0.01:
        with pytest.raises(TextOverflow) as raised:
            pdf(lambda c: draw_fitted_line(c, text, x, y, room, font=fonts.BOLD, size=14, minimum=6, anchor=anchor))
        assert str(raised.value) == f"{text!r} is wider than {room:.0f} pt at 6 pt"
        return
    glyphs = printed(lambda c: draw_fitted_line(c, text, x, y, room, font=fonts.BOLD, size=14, minimum=6,
                                                anchor=anchor))
    wide = stringWidth(text, fonts.BOLD, expected)
    left = x - {"left": 0, "centre": 0.5, "right": 1}[anchor] * wide
    assert "".join(char for char, _ in glyphs) == text.replace(" ", "")
    side = 0.1 * expected          # a glyph may reach past its advance ('j' to the left)
    for _, (gl, _, gr, _) in glyphs:
        assert left - side <= gl and gr <= left + wide + side
    box = fitted_line_box(text, x, y, room, font=fonts.BOLD, size=14, minimum=6, anchor=anchor)
    assert box.w == pytest.approx(wide) and box.h == pytest.approx(1.2 * expected)
    for _, (gl, gb, gr, gt) in glyphs:
        assert box.x - side <= gl and gr <= box.x1 + side and box.y - 0.1 <= gb and gt <= box.y1 + 0.1


def test_a_turned_string_is_upside_down_about_its_anchor():
    upright = printed(lambda c: draw_string(c, 200, 100, "Rank", font=fonts.BODY, size=20, anchor="centre"))
    turned = printed(lambda c: draw_string(c, 200, 100, "Rank", font=fonts.BODY, size=20, anchor="centre",
                                           turned=True))
    assert [char for char, _ in turned] == [char for char, _ in upright]
    for (_, (l1, b1, r1, t1)), (_, (l2, b2, r2, t2)) in zip(upright, turned):
        assert (l2, b2, r2, t2) == pytest.approx((400 - r1, 200 - t1, 400 - l1, 200 - b1), abs=0.05)


def test_an_untranslated_line_prints_its_draft_mark_in_the_draft_colour():
    data = pdf(lambda c: draw_fitted_line(c, DRAFT_MARK + "INCOME", 200, 100, 300, font=fonts.BOLD, size=12,
                                          minimum=7))
    document = open_pdf(data)
    image = render(document, 0, 300)
    k = 300 / 72

    def colour_of(char: str):
        _, (left, bottom, right, top) = next(g for g in glyph_boxes(document, 0) if g[0] == char)
        crop = image.crop((int(left * k), int((PAGE[1] - top) * k),
                           int(right * k) + 1, int((PAGE[1] - bottom) * k) + 1))
        pixels = crop.load()
        return min((pixels[x, y] for x in range(crop.width) for y in range(crop.height)), key=sum)   # its ink
    red, green, blue = colour_of("E")                 # of [EN]
    assert red > 200 and 60 < green < 140 and blue < 60
    assert colour_of("I") == (0, 0, 0)


def test_while_watched_every_line_is_reported_and_an_overflow_does_not_stop_the_build():
    seen = []
    with watching(seen.append):
        pdf(lambda c: (draw_fitted_line(c, "Bank", 100, 100, 80, font=fonts.BODY, size=12, minimum=7),
                       draw_fitted_line(c, "A much longer label", 100, 100, 20, font=fonts.BODY, size=12, minimum=7)))
    assert [(b.text, b.lines, b.width, b.height, b.overflow is None) for b in seen] == \
           [("Bank", "line", 80, None, True), ("A much longer label", "line", 20, None, False)]
