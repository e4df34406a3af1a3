"""The pseudo-locales: xx (longer, accented, bracketed; every game builds in it: issue 4, deliverable 4),
xx-rtl (Hebrew letters, right to left) and xx-cjk (CJK characters, no spaces)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.build import build, plan, resolve
from printkit.errors import PrintkitError
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG, PSEUDO_LANGS, load_catalog, translator
from printkit.i18n_tools.check import body_coverage, markup_problems, placeholder_problem
from printkit.i18n_tools.pseudo import PROTECTED, pseudo_cjk, pseudo_rtl, pseudo_translate
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.registry import get_game
from printkit.render.script_fonts import fonts_for
from printkit.render.text import watching
from printkit.writing import direction

WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=9)
TOKEN = st.sampled_from(["{amount}", "{n}", "%(count)s", "<b>", "</b>", "<i>", "</i>", "<br/>", "&amp;"])


def test_examples():
    assert pseudo_translate("Income") == "[Îñçöméé]"
    assert pseudo_translate("Pay {amount} Istokens.") == "[Páýý {amount} Îštöökééñš.]"
    assert pseudo_translate("") == ""


@given(st.lists(st.one_of(WORD, TOKEN), min_size=1, max_size=12))
def test_placeholders_and_tags_survive_and_text_grows(parts):
    msgid = " ".join(parts)
    out = pseudo_translate(msgid)
    assert out.startswith("[") and out.endswith("]")
    assert PROTECTED.findall(out) == PROTECTED.findall(msgid)
    visible = len(PROTECTED.sub("", msgid))
    assert len(PROTECTED.sub("", out)) >= visible * 1.35 - 1
    assert all(ord(ch) in body_coverage() for ch in out)


def _not_there_yet(component, error: Exception) -> bool:
    """A booklet whose template or referee has not landed on this branch yet (printkit build fails too)."""
    return component.kind == "booklet" and re.search(r"template not found|printkit\.referee", str(error)) is not None


# Known gaps, each with its cause; the test asserts them exactly, so it fails on a new one and once one is fixed.
KNOWN_FALLBACK: dict = {}   # game -> (strings printed in English, why)
KNOWN_OVERFLOW: dict = {}   # game -> (contexts that overflow when 35 % longer, why)


@pytest.mark.parametrize("game", list_games())
def test_every_game_builds_in_the_pseudo_locale(game):
    tr = RecordingTranslator(PSEUDO_LANG, (game, COMMON_DOMAIN), game=game)
    pending = []
    found = get_game(game)
    for variant in getattr(found.kit, "EXTRACT_VARIANTS", None) or [{}]:
        options = resolve(replace(KitOptions(game=game, lang=PSEUDO_LANG), **variant), found)
        for component in plan(options, tr, found):
            tr.component = component.id
            try:
                with watching(tr.place):
                    component.render(None)
            except (PrintkitError, ModuleNotFoundError) as error:
                if not _not_there_yet(component, error):
                    raise
                pending.append(f"{component.id}: {error}")
    assert sorted(tr.missing) == KNOWN_FALLBACK.get(game, ([], ""))[0], "strings printed in English"
    overflowing = sorted({r.context for r in tr.requests if r.overflows})
    assert overflowing == KNOWN_OVERFLOW.get(game, ([], ""))[0]
    assert tr.untraced == []
    printed = [text for text, _ in tr.handed_out if text not in {"xx"}]
    assert [t for t in printed if not (t.startswith("[") and t.endswith("]"))] == []
    assert sorted({ch for t in printed for ch in t if ord(ch) not in body_coverage()}) == []
    if pending:
        pytest.skip("rendered everything but: " + "; ".join(pending))


# The right-to-left and CJK pseudo-locales (i18n_tools/pseudo.py): the same placeholders and tags,
# every letter of another script, each set by the fonts its script takes (render/script_fonts.py).

def test_rtl_and_cjk_examples():
    assert pseudo_rtl("Roll all the dice you own at once.") == "[רולל אלל תהע דיקע יוו וון את ונקע.]"
    assert pseudo_rtl("Buy a new {faces}-face die") == "[בוי א נעו {faces}-פאקע דיע]"
    assert pseudo_rtl("Sum") == "[סום]"          # a word-final mem takes its final form
    assert pseudo_cjk("Roll all the dice you own at once.") == "「力林ア林田エ大空夜ウオ年アオ空。」"
    assert pseudo_cjk("{n} players · {language}") == "「{n}本アエ山·{language}」"
    assert pseudo_rtl("Un jeu de Dés") == "[ון זעו דע דעס]" and pseudo_cjk("Un jeu de Dés") == "「ウ字ウ大大山」"   # accents go
    assert pseudo_rtl("") == pseudo_cjk("") == ""


def _outside_protected(text: str) -> str:
    return PROTECTED.sub("", text)


@pytest.mark.parametrize("pseudo, brackets", [(pseudo_rtl, "[]"), (pseudo_cjk, "「」")], ids=["rtl", "cjk"])
@given(parts=st.lists(st.one_of(WORD, TOKEN), min_size=1, max_size=12))
def test_placeholders_and_tags_survive_and_no_latin_letter_is_left(pseudo, brackets, parts):
    msgid = " ".join(parts)
    out = pseudo(msgid)
    assert out[0] + out[-1] == brackets
    assert PROTECTED.findall(out) == PROTECTED.findall(msgid)
    assert placeholder_problem(msgid, out) is None and markup_problems(msgid, out) == markup_problems(msgid, msgid)
    assert not re.search(r"[A-Za-z]", _outside_protected(out))


@given(st.lists(WORD, min_size=1, max_size=12))
def test_rtl_writes_every_letter_in_hebrew_and_cjk_one_character_for_two_letters(words):
    msgid = " ".join(words)
    rtl = pseudo_rtl(msgid)
    assert all("\u05d0" <= ch <= "\u05ea" for ch in rtl if ch.isalpha())
    assert fonts_for("xx-rtl", [rtl]).missing(rtl) == []      # the bundled Noto Sans Hebrew prints it
    cjk = pseudo_cjk(msgid)
    assert " " not in cjk and len(cjk) - 2 == sum((len(w) + 1) // 2 for w in words)


def test_the_pseudo_locales_come_from_the_template_and_know_their_direction():
    for lang, first in (("xx-rtl", "["), ("xx-cjk", "「")):
        table = load_catalog("dice-game", lang)
        assert table and all(text[0] == first for text in table.values() if isinstance(text, str) and text.strip())
    assert translator("dice-game", "xx-cjk").pgettext("card:DG-S-01:label", "Finish") == "「風年山」"
    assert [direction(lang) for lang in PSEUDO_LANGS] == ["ltr", "rtl", "ltr"]


def test_a_kit_builds_in_the_right_to_left_pseudo_locale_with_the_hebrew_font(tmp_path):
    kit = build(KitOptions(game="dice-game", lang="xx-rtl"), tmp_path)
    assert [font["family"] for font in kit.manifest["fonts"]] == ["Noto Sans Hebrew", "Noto Sans"]
    assert kit.manifest["warnings"] == []
