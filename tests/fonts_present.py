"""Which shipped languages this machine can print. A CJK edition needs a CJK font from the
workspace or the system (render/script_fonts.py; none is shipped): without one, the tests that
build it skip, and say what to install."""

from __future__ import annotations

import pytest

from printkit.i18n import shipped_languages
from printkit.render.script_fonts import missing_font


def font_marks(lang: str) -> list:
    """A skip mark, with what to install, for a language no font on this machine prints."""
    reason = missing_font(lang)
    return [pytest.mark.skip(reason=f"--lang {lang}: {reason}")] if reason else []


def language_cases(games) -> list:
    """(game, lang) parameters for every shipped language of `games`, marked to skip when no font prints it."""
    return [pytest.param(game, lang, marks=font_marks(lang), id=f"{game}-{lang}")
            for game in games for lang in shipped_languages(game)]


def printable_languages(game: str) -> list[str]:
    """The shipped languages of a game that this machine has fonts for."""
    return [lang for lang in shipped_languages(game) if not missing_font(lang)]
