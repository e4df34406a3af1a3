"""The kit form of a game, made from the shared option declarations (printkit/kit_options.py):
the same names, defaults, choices and checks as `printkit build`, read back from a query string.

A value left empty is the CLI's default (an option not given). A mistake is the CLI's one-line
message, shown next to the field the message names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from urllib.parse import urlencode

from printkit import kit_options as shared
from printkit.build import resolve
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG, shipped_languages
from printkit.kit import KitOptions
from printkit.loader import list_games, load_game
from printkit.registry import find_game, get_game

SWITCH_ON = "1"          # what a ticked checkbox sends
MAX_VALUE = 200          # characters: longer than any option's value, shorter than a denial of service
FLAG = re.compile(r"^--([a-z][a-z-]*)\b")
FIELD_OF_MESSAGE = (("unknown language", "lang"), ("--lang", "lang"), ("--only", "only"))


@dataclass
class Field:
    """One input of the form."""

    name: str
    label: str
    help: str
    default: str
    choices: tuple[tuple[str, str], ...] = ()   # (value, shown); empty: free text
    number: tuple[int, int] | None = None       # (min, max) for a number
    switch: bool = False                        # a checkbox: "1" when ticked, "" when not
    value: str = ""
    error: str = ""


@dataclass
class KitForm:
    game: str
    title: str
    fields: list[Field]
    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def needs_seed(self) -> bool:
        """The dice game without a seed: the CLI draws one; the page draws it into the address."""
        return not self.errors and draws_seed(self.game) is not None and not self.values.get("seed")

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)

    def add_error(self, message: str) -> None:
        """Put an error next to the field it names (the whole form when it names none)."""
        name = field_of(message)
        name = name if self.field(name) is not None else ""
        self.errors.setdefault(name, message)
        if name:
            self.field(name).error = self.errors[name]

    def query(self) -> str:
        """The query string of this kit (the values given), for its stable download addresses."""
        return urlencode({k: v for k, v in self.values.items() if v})

    def options(self) -> KitOptions:
        """The KitOptions `printkit build` would use for these values (UsageError for a bad one)."""
        v = self.values
        low, high, _ = shared.player_range(load_game(self.game))
        extra = {o.name: v[o.name] for o in shared.extras_for(self.game) if v.get(o.name)}
        return shared.kit_options(
            self.game, lang=v.get("lang") or shared.LANG.default, paper=v.get("paper") or shared.PAPER.default,
            players=shared.parse_players(v.get("players"), low, high),
            layout=v.get("layout") or "duplex-long", marks=v.get("marks") or None,
            back_offset=v.get("back_offset") or None, ink=v.get("ink") or "colour",
            booklet=v.get("booklet") or "a5", out_dir=None, extra=extra,
            only=shared.split_codes([v.get("only", "")]), draft=v.get("draft") == SWITCH_ON)


def field_of(message: str) -> str:
    """The form field a CLI message is about: `--back-offset: …` -> back_offset."""
    for start, name in FIELD_OF_MESSAGE:
        if message.startswith(start):
            return name
    found = FLAG.match(message)
    return found.group(1).replace("-", "_") if found else ""


def game_titles() -> list[tuple[str, str]]:
    return [(game, load_game(game).meta["game"].get("title", game)) for game in list_games()]


def draws_seed(game: str) -> str | None:
    return shared.draw_seed(find_game(game))


def kit_form(game: str) -> KitForm | None:
    """The empty form of a game (None for a game printkit does not know). The languages are
    counted again for each form: a translator's catalog changes while the server runs."""
    if not isinstance(game, str) or game not in list_games():
        return None
    fields = [replace(f, choices=language_choices(game)) if f.name == "lang" else replace(f) for f in _fields(game)]
    return KitForm(game, dict(game_titles())[game], fields)


@lru_cache(maxsize=16)
def _fields(game: str) -> tuple[Field, ...]:
    found = get_game(game)
    data = found.data
    defaults = resolve(KitOptions(game=game), found)
    low, high, players = shared.player_range(data)
    menus = shared.choices(found)
    fields = [Field("lang", shared.LANG.label, shared.LANG.help, "en", language_choices(game)),
              Field("draft", shared.DRAFT.label, shared.DRAFT.help, "", switch=True),
              Field("players", shared.PLAYERS.label, shared.PLAYERS.help, str(players), number=(low, high))]
    for option in shared.extras_for(game):
        default = "" if option.name == "seed" else str(defaults.extra.get(option.name, ""))
        fields.append(Field(option.name, option.label, option.help, default, _plain(menus.get(option.name, ()))))
    for option in shared.PRODUCTION:
        fields.append(Field(option.name, option.label, option.help, option.default or "",
                            _plain(menus.get(option.name, ()))))
    fields.append(Field("only", shared.ONLY.label, shared.ONLY.help, ""))
    return tuple(fields)


def _plain(values: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    return tuple((value, value) for value in values)


def language_choices(game: str) -> tuple[tuple[str, str], ...]:
    """Every language the game ships, with how much of it is translated (the kit and shared catalogs)."""
    from printkit.web.catalog_status import percent_done
    languages = sorted(set(shipped_languages(game)) | set(shipped_languages(COMMON_DOMAIN)))
    return tuple((lang, f"{lang} ({percent_done(lang, (game, COMMON_DOMAIN)):g} %)")
                 for lang in languages if lang != PSEUDO_LANG)


def read_kit_form(form: KitForm, args) -> KitForm:
    """The form filled from a query string; a value too long or not text is an error on its field."""
    for item in form.fields:
        raw = args.get(item.name, "")
        value = raw.strip() if isinstance(raw, str) else ""
        flag = "--" + item.name.replace("_", "-")
        if len(value) > MAX_VALUE:
            form.errors[item.name] = f"{flag}: expected at most {MAX_VALUE} characters, got {len(value)}"
            value = ""
        elif any(ord(c) < 32 for c in value):
            form.errors[item.name] = f"{flag}: expected printable text, got {value!r}"
            value = ""
        elif item.switch and value not in ("", SWITCH_ON):
            form.errors[item.name] = f"{flag}: expected {SWITCH_ON} (ticked) or nothing, got {value!r}"
            value = ""
        form.values[item.name] = value
        item.value = value
        item.error = form.errors.get(item.name, "")
    return form

