"""Text fits remembered per process (issue 8, speed) give exactly the size a fresh search gives."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from printkit.layout.geometry import Rect
from printkit.render import fonts, text

WORDS = st.lists(st.sampled_from(["ledger", "block", "miner", "card", "the", "a", "wallet", "income", "pays"]),
                 min_size=1, max_size=30)


@settings(max_examples=60, deadline=None)
@given(words=WORDS, w=st.floats(60, 200), h=st.floats(30, 120))
def test_a_remembered_fit_is_the_fit(words, w, h):
    fonts.register()
    markup, box = " ".join(words), Rect(0, 0, w, h)
    text._FITTED.clear()
    text._SET.clear()
    try:
        fresh = text.fit_paragraph(markup, box, size=12, minimum=4)
    except text.TextOverflow:
        return
    again = text.fit_paragraph(markup, box, size=12, minimum=4)   # starts from the remembered size
    assert again[0].style.fontSize == fresh[0].style.fontSize
    assert again[1] == fresh[1]


def test_a_paragraph_met_again_is_the_one_already_set_in_its_colour():
    from reportlab.lib import colors
    fonts.register()
    box = Rect(0, 0, 120, 40)
    first = text.fit_paragraph("Pay <b>3</b> to the bank", box, size=10, minimum=6, colour=colors.black)
    assert text.fit_paragraph("Pay <b>3</b> to the bank", box, size=10, minimum=6, colour=colors.black)[0] is first[0]
    red = text.fit_paragraph("Pay <b>3</b> to the bank", box, size=10, minimum=6, colour=colors.red)
    assert red[0] is not first[0] and red[0].style.textColor == colors.red


def test_watchers_see_a_remembered_paragraph_every_time():
    fonts.register()
    seen = []
    box = Rect(0, 0, 120, 40)
    with text.watching(seen.append):
        for _ in range(3):
            text.fit_paragraph("Draw two cards", box, size=10, minimum=6)
    assert [b.text for b in seen] == ["Draw two cards"] * 3


def _step_by_step(markup: str, box: Rect, size: float, minimum: float) -> float | None:
    """The size trying every 0.25 pt step down from `size` finds (None: nothing fits)."""
    current = size
    while True:
        if text._set(markup, box, current, font=fonts.BODY, align=1, leading=1.2, colour=None)[2]:
            return current
        if current <= minimum:
            return None
        current = max(minimum, current - 0.25)


@settings(max_examples=60, deadline=None)
@given(words=WORDS, w=st.floats(40, 200), h=st.floats(12, 120))
def test_halving_finds_the_size_a_step_by_step_search_finds(words, w, h):
    fonts.register()
    markup, box = " ".join(words), Rect(0, 0, w, h)
    text._FITTED.clear()
    text._SET.clear()
    expected = _step_by_step(markup, box, 12, 4)
    try:
        found = text.fit_paragraph(markup, box, size=12, minimum=4)[0].style.fontSize
    except text.TextOverflow:
        found = None
    assert found == expected


def test_a_line_narrowed_by_its_spaces_still_fits_at_a_smaller_size():
    """Found by the test above: 12 short words fit a 12 pt high box at 5 pt on two lines, and at
    4 pt on one line whose spaces reportlab narrows by 0.55 pt; both sizes fit."""
    fonts.register()
    markup, box = "block block block card card card a a a a a pays", Rect(0, 0, 85.5, 12.0)
    for size in (5.0, 4.0):
        assert text._set(markup, box, size, font=fonts.BODY, align=1, leading=1.2, colour=None)[2]
    text._FITTED.clear()
    text._SET.clear()
    assert text.fit_paragraph(markup, box, size=12, minimum=4)[0].style.fontSize == _step_by_step(markup, box, 12, 4)

