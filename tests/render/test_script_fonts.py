"""render/script_fonts.py: the fonts of a kit, chosen from its language and its catalogs' text."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reportlab.pdfbase import pdfmetrics

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.pdftext import page_texts
from printkit.render import font_discovery, fonts
from printkit.render.script_fonts import BUNDLED, OFL, Face, body_set, bundled_fonts, fonts_for, missing_font
from tests.render.font_samples import JAPANESE, cff_font

NOTO_SANS = Face("Noto Sans", OFL, "bundled", "NotoSans-Regular.ttf")
NOTO_ARABIC = Face("Noto Sans Arabic", OFL, "bundled", "NotoSansArabic-Regular.ttf")


def test_a_latin_kit_prints_with_noto_sans_alone():
    latin = body_set("fr")
    assert (latin.script, latin.direction, latin.breaks, latin.faces, latin.absent) == ("Latn", "ltr", "spaces", (NOTO_SANS,), ())
    assert fonts_for("el", ["Ζάρια", "Кубики", "Dés"]).families == latin.families


def test_an_arabic_kit_prints_with_noto_sans_arabic_then_noto_sans():
    arabic = fonts_for("ar", ["ارمِ النرد", "(DG-D-01) 12"])
    assert (arabic.script, arabic.direction, arabic.breaks) == ("Arab", "rtl", "spaces")
    assert arabic.faces == (NOTO_ARABIC, NOTO_SANS)
    assert [f.regular for f in arabic.families] == ["PK-Arab-Regular", fonts.BODY]
    # Noto Sans Arabic has the digits, not the brackets or the Latin letters
    assert arabic.runs("ارمِ 12 النرد (DG-D-01)", "bold") == [("PK-Arab-Bold", "ارمِ 12 النرد "), (fonts.BOLD, "(DG-D-01)")]
    assert arabic.missing("ارمِ ⵣ 🎲") == ["ⵣ", "🎲"]


def test_a_script_the_text_uses_adds_its_font():
    mixed = fonts_for("fr", ["Dés", "Hébreu : שלום"])
    assert [face.family for face in mixed.faces] == ["Noto Sans", "Noto Sans Hebrew"]
    assert mixed.direction == "ltr" and mixed.missing("שלום") == []


@pytest.mark.parametrize("script", sorted(BUNDLED))
def test_every_bundled_script_font_is_registered_with_reportlab(script):
    sample = {"Arab": "ب", "Hebr": "ש", "Deva": "क", "Thai": "ก"}[script]
    family = bundled_fonts(script)
    for name in (family.regular, family.bold):
        assert ord(sample) in pdfmetrics.getFont(name).face.charToGlyph
    assert ord(sample) in family.covered


ARABIC_LATIN = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي" + "abcXYZ" + "0123456789" + " .,:;()-·%" + "\u064b\u0650"


@given(st.text(alphabet=ARABIC_LATIN, max_size=40), st.sampled_from(["regular", "bold", "italic", "bold_italic"]))
def test_runs_cover_the_text_and_each_character_is_set_in_a_font_that_has_it(text, style):
    arabic = fonts_for("ar", ["ارمِ"])
    runs = arabic.runs(text, style)
    assert "".join(part for _, part in runs) == text
    by_name = {family.name(style): family for family in arabic.families}
    for name, part in runs:
        assert all(ord(ch) in by_name[name].covered for ch in part), (name, part)
    assert all(a[0] != b[0] for a, b in zip(runs, runs[1:]))   # a new run only where the font changes


def test_a_japanese_kit_takes_the_workspaces_font(empty_workspace, monkeypatch):
    monkeypatch.setattr(font_discovery, "system_candidates", lambda script, sample: [])
    path = cff_font(empty_workspace / "fonts" / "TestSans-JP.otf", "Test Sans JP", JAPANESE)
    japanese = fonts_for("ja", ["日本語のかなカナ", "Start 12"])
    assert (japanese.script, japanese.direction, japanese.breaks) == ("Jpan", "ltr", "characters")
    assert japanese.faces == (Face("Test Sans JP", OFL, "workspace", str(path)), NOTO_SANS)
    assert japanese.missing("日本語のかなカナ Start 12") == []
    assert [font for font, _ in japanese.runs("日本 12")] == [japanese.families[0].regular]


def test_a_script_without_any_font_is_named(empty_workspace, monkeypatch):
    monkeypatch.setattr(font_discovery, "system_candidates", lambda script, sample: [])
    japanese = fonts_for("ja", ["日本語"])
    assert (japanese.absent, japanese.faces, japanese.missing("日本")) == (("Jpan",), (NOTO_SANS,), ["日", "本"])
    assert missing_font("ja") == ("no Japanese font was found: put one in the workspace's fonts/ folder or install "
                                  "one (Debian: fonts-noto-cjk; macOS and Windows have one)")
    assert missing_font("ar") == "" and missing_font("fr") == ""


def test_the_manifest_and_the_cover_name_the_fonts_and_their_licences(tmp_path):
    build(KitOptions(game="dice-game", lang="ar"), tmp_path)
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["fonts"] == [NOTO_ARABIC._asdict(), NOTO_SANS._asdict()]
    cover = " ".join(" ".join(page_texts(tmp_path / "dice-game-ar-cover.pdf")).split())
    # Latin inside an Arabic sentence: PDFium puts the run's closing bracket back on the wrong side
    assert "Noto Sans Arabic (SIL Open Font License 1.1), Noto Sans (SIL Open Font License 1.1" in cover
