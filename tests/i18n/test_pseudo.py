"""The pseudo-locale xx: longer, accented, bracketed; every game builds in it (issue 4, deliverable 4)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printkit.build import plan, resolve
from printkit.errors import PrintkitError
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG
from printkit.i18n_tools.check import body_coverage
from printkit.i18n_tools.pseudo import PROTECTED, pseudo_translate
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.kit import KitOptions
from printkit.loader import list_games
from printkit.registry import get_game
from printkit.render.text import watching

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
