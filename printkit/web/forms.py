"""The kit form of a game, made from the shared option declarations (printkit/option_specs.py):
the same names, defaults, choices and checks as `printkit build`, read back from a query string;
shown with each option's plain label, one-line hint and plain value names, the everyday options
first and the printer's options folded away.

A value left empty is the CLI's default (an option not given). A mistake is placed next to the
field it is about (kit_words.py says it in the page's words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlencode

from printkit import option_specs as shared
from printkit.build import resolve
from printkit.errors import PrintkitError
from printkit.kit_model import KitOptions
from printkit.registry import Game, all_games, find_game, get_game
from printkit.web.languages import kit_languages

SWITCH_ON = "1"          # what a ticked checkbox sends
MAX_VALUE = 200          # characters: longer than any option's value, shorter than a denial of service
FLAG = re.compile(r"^--([a-z][a-z-]*)\b")
FIELD_OF_MESSAGE = (("unknown language", "lang"), ("--lang", "lang"), ("--only", "only"))
DRAFT_GROUP = "draft"


@dataclass
class Field:
    """One input of the form."""

    name: str
    label: str
    hint: str
    default: str
    choices: tuple[tuple[str, str, str], ...] = ()   # (value, shown, group); empty: free text
    number: tuple[int, int] | None = None       # (min, max) for a number
    switch: bool = False                        # a checkbox: "1" when ticked, "" when not
    advanced: bool = False                      # folded away with the printer's options
    hidden: bool = False                        # kept in the address, not shown (draft: the language decides)
    value: str = ""
    error: str = ""


@dataclass
class KitForm:
    game: str
    title: str
    fields: list[Field]
    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, PrintkitError] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)
    found: Game | None = field(default=None, compare=False, repr=False)   # the game, found once for the request

    @property
    def game_found(self) -> Game:
        """The form's game: as kit_form found it, else found now."""
        return self.found or get_game(self.game)

    @property
    def needs_seed(self) -> bool:
        """The dice game without a seed: the CLI draws one; the page draws it into the address."""
        return not self.errors and shared.draw_seed(self.game_found) is not None and not self.values.get("seed")

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)

    def add_error(self, error: PrintkitError) -> None:
        """Put an error next to the field it names (the whole form when it names none)."""
        name = field_of(str(error))
        name = name if self.field(name) is not None else ""
        self.errors.setdefault(name, error)

    def query(self) -> str:
        """The query string of this kit (the values given), for its stable download addresses."""
        return urlencode({k: v for k, v in self.values.items() if v})

    def options(self) -> KitOptions:
        """The KitOptions `printkit build` would use for these values (UsageError for a bad one)."""
        v = self.values
        low, high, _ = shared.player_range(self.game_found.data)
        extra = {o.name: v[o.name] for o in shared.extras_for(self.game) if v.get(o.name)}
        return shared.kit_options(
            self.game, lang=v.get("lang") or shared.LANG.default, paper=v.get("paper") or shared.PAPER.default,
            players=shared.parse_players(v.get("players"), low, high),
            layout=v.get("layout") or "duplex-long", marks=v.get("marks") or None,
            back_offset=v.get("back_offset") or None, ink=v.get("ink") or "colour",
            booklet=v.get("booklet") or "a5", out_dir=None, extra=extra,
            only=shared.split_codes([v.get("only", "")]), draft=v.get("draft") == SWITCH_ON)

    @property
    def main_fields(self) -> list[Field]:
        return [f for f in self.fields if not f.advanced and not f.hidden and f.name != "only"]

    @property
    def advanced_fields(self) -> list[Field]:
        return [f for f in self.fields if f.advanced and not f.hidden]

    @property
    def advanced_open(self) -> bool:
        """The printer's options stay unfolded when one of them was changed or is wrong (the
        remembered back offset alone does not unfold them)."""
        return any(f.name in self.errors or (f.value and f.value != f.default and f.name != "back_offset")
                   for f in self.advanced_fields)


def field_of(message: str) -> str:
    """The form field a CLI message is about: `--back-offset: …` -> back_offset."""
    for start, name in FIELD_OF_MESSAGE:
        if message.startswith(start):
            return name
    found = FLAG.match(message)
    return found.group(1).replace("-", "_") if found else ""


def game_titles() -> list[tuple[str, str]]:
    return [(game.id, game_title(game)) for game in all_games()]


def game_title(game: Game) -> str:
    """The title game.toml gives the game (its id without one)."""
    return game.data.meta["game"].get("title", game.id)


def kit_form(game: str, page_lang: str = "en") -> KitForm | None:
    """The empty form of a game (None for a game printkit does not know). The languages are
    counted again for each form: a translator's catalog changes while the server runs."""
    found = find_game(game) if isinstance(game, str) else None   # once for the request: languages, title, kit
    if found is None:
        return None
    languages = language_choices(found, page_lang)
    drafts = any(group == DRAFT_GROUP for _value, _shown, group in languages)
    fields = [replace(f, choices=languages, hint=f.hint if drafts else "") if f.name == "lang" else replace(f)
              for f in _fields(found)]
    return KitForm(game, game_title(found), fields, found=found)


_FIELDS: dict[tuple[str, Path], tuple[Field, ...]] = {}   # (game, folder) -> its fields


def _fields(found: Game) -> tuple[Field, ...]:
    """The fields of a game's form, made once per game folder (the same for every request)."""
    key = (found.id, found.folder)
    made = _FIELDS.get(key)
    if made is None:
        made = _FIELDS[key] = _made_fields(found)
    return made


def _made_fields(found: Game) -> tuple[Field, ...]:
    game = found.id
    data = found.data
    defaults = resolve(KitOptions(game=game), found)
    low, high, players = shared.player_range(data)
    menus = shared.choices(found)
    fields = [Field("lang", shared.LANG.label, shared.LANG.hint, "en"),
              Field("draft", shared.DRAFT.label, "", "", switch=True, hidden=True),
              Field("players", shared.PLAYERS.label, shared.PLAYERS.hint, str(players), number=(low, high))]
    for option in shared.extras_for(game):
        default = "" if option.name == "seed" else str(defaults.extra.get(option.name, ""))
        fields.append(_field(option, default, menus))
    fields.extend(_field(option, option.default or "", menus) for option in shared.PRODUCTION)
    fields.append(Field("only", shared.ONLY.label, shared.ONLY.hint, ""))
    return tuple(fields)


def _field(option: shared.Option, default: str, menus: dict) -> Field:
    named = dict(option.values)
    choices = tuple((value, named.get(value, value), "") for value in menus.get(option.name, ()))
    return Field(option.name, option.label, option.hint, default, choices, advanced=option.advanced)


def language_choices(game: Game, page_lang: str = "en") -> tuple[tuple[str, str, str], ...]:
    """Every language the kit can be printed in, by name; incomplete ones as drafts with how much
    of them is translated (web/languages.py)."""
    return tuple((lang.code, lang.name if lang.complete else f"{lang.name} — {lang.percent:g} %",
                  "" if lang.complete else DRAFT_GROUP) for lang in kit_languages(game, page_lang))


@lru_cache(maxsize=16)
def reprint_codes(game: str) -> str:
    """Two codes printed on this game's own items, for the reprint hint (`MI-I-01 MI-E-01`)."""
    from printkit.build import plan
    from printkit.i18n import Translator
    try:
        found = get_game(game)
        options = resolve(KitOptions(game=game, extra={"seed": "1"} if shared.draw_seed(found) else {}), found)
        components = plan(options, Translator("en", (game,), catalogs=found.catalogs), found)
    except PrintkitError:
        return ""
    firsts = [c.codes[0] for c in components if c.codes]
    second = next((code for code in firsts if code.rsplit("-", 1)[0] != firsts[0].rsplit("-", 1)[0]), None)
    return " ".join(firsts[:1] + ([second] if second else []))


def read_kit_form(form: KitForm, args) -> KitForm:
    """The form filled from a query string; a value too long or not text is an error on its field."""
    from printkit.errors import UsageError
    for item in form.fields:
        raw = args.get(item.name, "")
        value = raw.strip() if isinstance(raw, str) else ""
        flag = "--" + item.name.replace("_", "-")
        if len(value) > MAX_VALUE:
            form.errors[item.name] = UsageError("{flag}: expected at most {limit} characters, got {count}",
                                                flag=flag, limit=MAX_VALUE, count=len(value))
            value = ""
        elif any(ord(c) < 32 for c in value):
            form.errors[item.name] = UsageError("{flag}: expected printable text, got {value!r}", flag=flag, value=value)
            value = ""
        elif item.switch and value not in ("", SWITCH_ON):
            form.errors[item.name] = UsageError("{flag}: expected {on} (ticked) or nothing, got {value!r}",
                                                flag=flag, on=SWITCH_ON, value=value)
            value = ""
        form.values[item.name] = value
        item.value = value
    return form


def draft_languages(form: KitForm) -> set[str]:
    lang = form.field("lang")
    return {value for value, _shown, group in lang.choices if group == DRAFT_GROUP} if lang else set()
