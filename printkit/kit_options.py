"""The kit options, declared once for every front end: the command line (`cli.py` turns each into
a click option) and the web page (`web/` turns each into a form field), with the same defaults,
the same choices and the same checks (`kit_options`, then `build.resolve`/`build.plan`).

Labels and help are English; `N_` marks them for the `web` catalog, where the web pages look
them up (the command line prints them as they are).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from printkit.errors import UsageError
from printkit.kit import KitOptions
from printkit.layout.production import BOOKLETS, INKS, LAYOUTS
from printkit.loader import GameData

if TYPE_CHECKING:
    from printkit.registry import Game


def N_(text: str) -> str:
    """Marks a string for extraction into the `web` catalog; translated where it is shown."""
    return text


class Option(NamedTuple):
    """One kit option: `--name` on the command line, `name` in a form or a URL."""

    name: str
    label: str
    help: str
    default: str | None = None
    choices: tuple[str, ...] = ()
    metavar: str | None = None
    free: bool = False               # the command line takes any text (checked when the kit is planned)
    switch: bool = False             # on or off: a flag on the command line, a checkbox in a form
    games: tuple[str, ...] = ()      # empty: every game

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")


PAPER = Option("paper", N_("Paper"), N_("a4, a3 or letter."), "a4", ("a4", "a3", "letter"), free=True)
PRODUCTION = (
    PAPER,
    Option("layout", N_("Layout"),
           N_("duplex-long/duplex-short: backs on the reverse page, mirrored for that edge; "
              "gutterfold: fronts and backs on one sheet, fold and glue; single: one card per page with bleed."),
           "duplex-long", tuple(LAYOUTS)),
    Option("marks", N_("Crop marks"),
           N_("Crop marks in mm: length, gap from the bleed, line width [default: 4,1,0.088]."), metavar="LEN,OFFSET,WIDTH"),
    Option("back_offset", N_("Back offset"),
           N_("Shift every duplex back page by X,Y mm (read off `printkit calibrate`); remembered."), metavar="X,Y"),
    Option("ink", N_("Ink"), N_("greyscale, or saver: outlines instead of solid fills."), "colour", tuple(INKS)),
    Option("booklet", N_("Booklet"), N_("saddle: the A5 booklet 2-up on the paper, in saddle-stitch order."),
           "a5", tuple(BOOKLETS)),
)
LANG = Option("lang", N_("Language"), N_("Language of the kit (en, fr, or any shipped catalog)."), "en")
PLAYERS = Option("players", N_("Players"), N_("Number of players (the game's range; default per game)."), metavar="N")
ONLY = Option("only", N_("Reprint by codes"),
              N_("Print only the items with these codes (a lost card, a torn ledger), such as MI-I-07 MI-S-03."))
DRAFT = Option("draft", N_("Draft"),
               N_("Build an incomplete language: English, marked [EN], where a translation is missing."), switch=True)
GAME_EXTRAS = (
    Option("level", N_("Level"), N_("Data-Tycoon: learning, basic, standard or expert."), games=("data-tycoon",)),
    Option("money", N_("Money"), N_("Triple Bataille: dette or libre."), games=("triple-bataille",)),
    Option("seed", N_("Seed"), N_("Dice game: the board's seed."), games=("dice-game",)),
)


def extras_for(game: str) -> tuple[Option, ...]:
    return tuple(option for option in GAME_EXTRAS if game in option.games)


def parse_players(text: str | int | None, low: int, high: int) -> int | None:
    """A players value as typed (a form, a URL): empty -> the game's default; else an integer in range."""
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    value = str(text).strip()
    if not (value.isascii() and value.lstrip("-").isdigit()) or len(value) > 6:
        raise UsageError(f"--players: expected a number from {low} to {high}, got {text!r}")
    return int(value)


def kit_options(game, *, lang, paper, players=None, layout, marks, back_offset, ink, booklet, out_dir,
                only=(), draft=False, extra=None) -> KitOptions:
    """The KitOptions of a build, from the options' values as given (strings; None for unset)."""
    from printkit.options import back_offset as resolve_offset, parse_marks
    offset, _ = resolve_offset(back_offset, out_dir, remember=False)
    return KitOptions(game=game, lang=lang, paper=paper.lower(), players=players, layout=layout, only=only,
                      draft=draft, extra=extra or {}, ink=ink, booklet=booklet, marks=parse_marks(marks),
                      back_offset=offset)


def split_codes(codes) -> tuple[str, ...]:
    """Item codes as typed: separated by spaces or commas, in one word or several."""
    return tuple(code for group in codes for code in group.replace(",", " ").split())


def check_only(codes: tuple[str, ...], only: bool) -> None:
    """`--only` and its codes come together."""
    if codes and not only:
        raise UsageError(f"unexpected argument(s) {' '.join(codes)}; to reprint items by code, use --only CODE...")
    if only and not codes:
        raise UsageError("--only: expected one or more item codes, such as MI-I-07")


def draw_seed(game: Game | None) -> str | None:
    """A fresh seed for a game that draws one when none is given (its kit sets RANDOM_SEED), else
    None (also for None: a game printkit does not know)."""
    if game is None or not getattr(game.kit, "RANDOM_SEED", False):
        return None
    import secrets
    return str(secrets.randbelow(1_000_000))   # six digits: easy to read off the board and retype


def player_range(data: GameData) -> tuple[int, int, int]:
    """(fewest, most, default) players of a game, from its game.toml."""
    players = data.meta["game"]["players"]
    return players["min"], players["max"], players["default"]


def choices(game: Game) -> dict[str, tuple[str, ...]]:
    """The values each option of `game` accepts, where they are a closed list (form menus)."""
    module = game.kit
    found = {option.name: option.choices for option in PRODUCTION if option.choices}
    found["paper"] = tuple(getattr(module, "PAPER_CHOICES", PAPER.choices))
    if hasattr(module, "option_choices"):
        found.update(module.option_choices(game.data))
    return found
