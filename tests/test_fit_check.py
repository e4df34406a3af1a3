"""A translation that cannot fit is refused in one line naming its catalog entry, in every game
and script, never with a traceback (printkit/i18n_tools/overflow.py, called by build.py).

Catalogs are generated in a workspace: every entry the pseudo-locale's text of its msgid
(long accented Latin, Hebrew letters read from the right, CJK without spaces), repeated a drawn
number of times, placeholders kept; each game is then built in that language."""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit import workspace
from printkit.build import build
from printkit.errors import PrintkitError
from printkit.i18n import COMMON_DOMAIN, load_catalog, template_path
from printkit.i18n_tools.pseudo import pseudo_translator
from printkit.kit_model import KitOptions
from printkit.loader import list_games
from printkit.render.script_fonts import missing_font

# A language of each kind of script, written in its pseudo-locale's way.
STYLES = {"el": "xx", "he": "xx-rtl", "ja": "xx-cjk"}
REFUSAL = re.compile(r"\S+\.po:\d+: .+: the translation does not fit .+; shorten it "
                     r"\(`printkit i18n check \w+` lists every such text\)"
                     r"|[\w-]+: a text does not fit its box even at its smallest size: .+")


def write_catalogs(folder, game: str, lang: str, times: int) -> None:
    """The game's and the shared catalogs for `lang` in the workspace `folder`: every entry the
    pseudo text of its msgid, `times` over."""
    pseudo = pseudo_translator(STYLES[lang])
    for domain in (game, COMMON_DOMAIN):
        with template_path(domain).open("rb") as source:
            template = read_po(source)
        catalog = Catalog(locale=lang, domain=domain)
        for message in template:
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                text = " ".join([pseudo(message.id[1])] * times)
                catalog.add(message.id, tuple([text] * catalog.num_plurals), context=message.context)
            else:
                catalog.add(message.id, " ".join([pseudo(message.id)] * times), context=message.context)
        target = folder / "locales" / domain / f"{lang}.po"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as out:
            write_po(out, catalog)
    load_catalog.cache_clear()


def built_or_refused(folder, game: str, lang: str, times: int) -> str | None:
    """None when the kit builds; the refusal when it does not. Anything else fails the test."""
    write_catalogs(folder, game, lang, times)
    workspace.use(folder)
    try:
        build(KitOptions(game=game, lang=lang), None)
    except PrintkitError as refused:
        assert REFUSAL.fullmatch(str(refused)), str(refused)
        return str(refused)
    finally:
        workspace.use(None)
        load_catalog.cache_clear()
    return None


def _langs() -> list[str]:
    return [lang for lang in STYLES if not missing_font(lang)]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(list_games()), lang=st.sampled_from(_langs()), times=st.integers(1, 12))
def test_any_length_in_any_script_builds_or_is_refused_in_one_line(tmp_path_factory, game, lang, times):
    built_or_refused(tmp_path_factory.mktemp("ws"), game, lang, times)


@pytest.mark.parametrize("game", list_games())
def test_a_very_long_translation_names_its_catalog_line(tmp_path, game):
    refused = built_or_refused(tmp_path, game, "el", 12)
    assert refused is not None
    where = re.match(r"(\S+\.po):(\d+): ", refused)
    if where is None:        # a page that holds no one entry (Data-Tycoon's player aid) says so by the game
        assert refused.startswith(f"{game}: a text does not fit its box")
        return
    path, line = where.group(1), int(where.group(2))
    lines = open(path, encoding="utf-8").read().splitlines()
    assert lines[line - 1].startswith(("msgctxt", "msgid", "#")), lines[line - 1]   # the entry it names
