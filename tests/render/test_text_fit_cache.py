"""Text fits remembered per process (issue 8, speed) give exactly the size a fresh search gives."""

from __future__ import annotations

import pytest
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


@pytest.mark.parametrize("markup, w, h", [
    ("block block block card card card a a a a a pays", 85.5, 12.0),   # spaces were narrowed at 4 pt
    ("a a a income a", 40.0, 29.0),                                     # "income" was cut at 11.75 pt
])
def test_counter_examples_hypothesis_found(markup, w, h):
    """reportlab narrowed spaces and cut long words, so a text could fit at one size and not at a
    smaller one, and the halving search missed sizes the step-by-step one found. Words are no
    longer cut and spaces keep their width: smaller text now always fits at least as well."""
    fonts.register()
    box = Rect(0, 0, w, h)
    text._FITTED.clear()
    text._SET.clear()
    para = text.fit_paragraph(markup, box, size=12, minimum=4)[0]
    assert para.style.fontSize == _step_by_step(markup, box, 12, 4)
    printed = [word for line in para.blPara.lines for word in line[1]]
    assert printed == markup.split()                                     # every word whole
