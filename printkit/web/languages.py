"""Languages as the pages name them, and the ones a kit can be printed in.

A language is shown by its own name ("Français", "Português"), followed by the page's name
for it when that differs ("Português (Portuguese)"), from Babel's locale data. A kit offers
English and every language its game has a catalog for: complete ones to print, incomplete
ones as drafts (English, marked [EN], where a translation is missing). A language the game
has no catalog for is not offered: it would print all in English.
"""

from __future__ import annotations

from typing import NamedTuple

from babel import Locale, UnknownLocaleError

from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG, SOURCE_LANG
from printkit.registry import Game


class KitLanguage(NamedTuple):
    code: str
    name: str
    percent: float

    @property
    def complete(self) -> bool:
        return self.percent >= 100


def language_name(lang: str, page_lang: str = SOURCE_LANG) -> str:
    """"Français (French)" on an English page, "Français" on a French one, "English (anglais)"
    there (the page's own spelling); the code itself for a language Babel does not know (the
    pseudo-locale `xx`)."""
    try:
        locale = Locale.parse(lang.replace("-", "_"))
    except (UnknownLocaleError, ValueError, TypeError):
        return lang
    own = _capital(locale.get_display_name(locale) or lang)
    try:
        seen = locale.get_display_name(Locale.parse(page_lang)) or ""
    except (UnknownLocaleError, ValueError, TypeError):
        seen = ""
    return own if not seen or seen.casefold() == own.casefold() else f"{own} ({seen})"


def _capital(name: str) -> str:
    """"français" -> "Français" (str.capitalize would lower the rest: "(Portugal)")."""
    return name[:1].upper() + name[1:]


def kit_languages(game: Game, page_lang: str) -> list[KitLanguage]:
    """English and every language with a catalog of the game (as `game` found them), with how much
    of the game's and the shared catalogs is translated, complete ones first."""
    from printkit.web.catalog_status import percent_done
    codes = sorted(set(game.catalogs.languages(game.id)) - {PSEUDO_LANG, SOURCE_LANG})
    found = [KitLanguage(SOURCE_LANG, language_name(SOURCE_LANG, page_lang), 100.0)]
    found += [KitLanguage(code, language_name(code, page_lang), percent_done(code, (game.id, COMMON_DOMAIN)))
              for code in codes]
    return sorted(found, key=lambda language: (not language.complete, language.code != SOURCE_LANG, language.name))


def complete_languages(game: Game, page_lang: str) -> list[KitLanguage]:
    return [language for language in kit_languages(game, page_lang) if language.complete]
