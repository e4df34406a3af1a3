"""A card's rich text as reportlab markup (render/card_text.py): data escaped, markers as tags,
an icon as an `<img>` of the text's size that printkit's canvas draws as the icon itself."""

from __future__ import annotations

from hypothesis import given, strategies as st

from printkit.i18n import DRAFT_MARK, markup
from printkit.render.card_text import ICON_DROP, rich_markup, stand_in

SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>'


def test_markers_become_tags_and_data_is_escaped():
    assert rich_markup("**a < b** & *c*\nd", {}, 9) == "<b>a &lt; b</b> &amp; <i>c</i><br/>d"
    assert rich_markup("keep :moon: as typed", {}, 9) == "keep :moon: as typed"


def test_an_icon_is_an_image_of_the_text_s_size(tmp_path):
    icon = tmp_path / "wide.svg"
    icon.write_text(SQUARE, encoding="utf-8")
    found = rich_markup("Gain :wide:", {"wide": icon}, 10)
    assert found == (f'Gain <img src="{stand_in(icon, "")}" width="20" height="10" valign="{-10 * ICON_DROP:g}"/>')


def test_a_draft_mark_stays_outside_the_markup():
    assert rich_markup(f"{DRAFT_MARK}**a**", {}, 9) == f"{markup(DRAFT_MARK)}<b>a</b>"


@given(st.text(st.characters(codec="utf-8", exclude_characters="*:\\\r\n"), max_size=30))
def test_a_plain_text_is_escaped_as_any_printed_text(text):
    assert rich_markup(text, {}, 9) == markup(text)
