"""printkit/writing.py: a language's script, direction and line breaking, from CLDR and Unicode."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.writing import breaks_between_characters, direction, language_script, script_name, scripts_of


@pytest.mark.parametrize("lang, script", [
    ("en", "Latn"), ("fr", "Latn"), ("pt_BR", "Latn"), ("el", "Grek"), ("ru", "Cyrl"), ("ar", "Arab"),
    ("fa", "Arab"), ("he", "Hebr"), ("hi", "Deva"), ("th", "Thai"), ("ja", "Jpan"), ("ko", "Kore"),
    ("zh", "Hans"), ("zh_TW", "Hant"), ("zh_Hant", "Hant"), ("sr_Latn", "Latn"), ("sr", "Cyrl"),
    ("xx", "Latn"), ("xx-rtl", "Hebr"), ("xx-cjk", "Jpan"), ("qya", "Latn"),
])
def test_the_script_a_language_is_written_in(lang, script):
    assert language_script(lang) == script


@pytest.mark.parametrize("lang, way", [("ar", "rtl"), ("he", "rtl"), ("fa", "rtl"), ("ur", "rtl"), ("xx-rtl", "rtl"),
                                       ("en", "ltr"), ("ja", "ltr"), ("hi", "ltr"), ("xx", "ltr"), ("xx-cjk", "ltr")])
def test_direction(lang, way):
    assert direction(lang) == way


def test_languages_without_spaces_break_between_characters():
    assert [lang for lang in ("ja", "zh", "zh_TW", "th", "xx-cjk", "ko", "ar", "fr", "hi") if breaks_between_characters(lang)] \
        == ["ja", "zh", "zh_TW", "th", "xx-cjk", "ko"]


def test_the_scripts_of_a_catalogs_text_most_used_first():
    assert scripts_of("サイコロを振る (DG-D-01) 12 日本") == ["Kana", "Hani", "Latn", "Hira"]
    assert scripts_of("ارمِ النرد 12, שלום") == ["Arab", "Hebr"]   # digits, punctuation and marks count for none
    assert script_name("Jpan") == "Japanese" and script_name("Tfng") == "Tifinagh"


@given(st.text(alphabet="aéΩжلשअกあア日한", max_size=20), st.text(alphabet="0123456789 .,;:!?()-'\"%", max_size=20))
def test_digits_spaces_and_punctuation_do_not_change_the_scripts_of_a_text(letters, neutral):
    assert scripts_of(letters + neutral) == scripts_of(neutral + letters) == scripts_of(letters)
