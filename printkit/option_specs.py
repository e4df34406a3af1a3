"""The kit options, declared once for every front end: the command line (`cli.py` turns each into
a click option) and the web page (`web/` turns each into a form field), with the same defaults,
the same choices and the same checks (`kit_options`, then `build.resolve`/`build.plan`).

`help` is the command line's; the web page shows `label`, the one-line `hint` and each value's
plain name (`values`), in words for someone who never saw the command line. All are English;
`N_` marks them for the `web` catalog, where the web pages look them up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from printkit.errors import UsageError
from printkit.kit_model import KitOptions
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
    hint: str = ""                   # the web page's one-line explanation
    values: tuple[tuple[str, str], ...] = ()   # (value, plain name) for the web page's menus
    advanced: bool = False           # folded away on the web page

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")


PAPER = Option("paper", N_("Paper size"), N_("a4, a3 or letter."), "a4", ("a4", "a3", "letter"), free=True,
               hint=N_("The paper in your printer."),
               values=(("a4", N_("A4")), ("a3", N_("A3")), ("letter", N_("US Letter"))))
PRODUCTION = (
    PAPER,
    Option("layout", N_("How your printer prints"),
           N_("duplex-long/duplex-short: backs on the reverse page, mirrored for that edge; "
              "gutterfold: fronts and backs on one sheet, fold and glue; single: one card per page with bleed."),
           "duplex-long", tuple(LAYOUTS), advanced=True,
           hint=N_("Most double-sided printers turn the sheet on its long edge. Without one, fold each sheet."),
           values=(("duplex-long", N_("Both sides, turned on the long edge")),
                   ("duplex-short", N_("Both sides, turned on the short edge")),
                   ("gutterfold", N_("One side: fold each sheet and glue")),
                   ("single", N_("One card per page, for a print shop")))),
    Option("marks", N_("Crop marks"),
           N_("Crop marks in mm: length, gap from the bleed, line width [default: 4,1,0.088]."), metavar="LEN,OFFSET,WIDTH",
           advanced=True, hint=N_("Length, gap and line width in mm, such as 4,1,0.1. Empty: the usual marks.")),
    Option("back_offset", N_("Shift of the back side"),
           N_("Shift every duplex back page by X,Y mm (read off `printkit calibrate`); remembered."), metavar="X,Y",
           advanced=True, hint=N_("When backs print out of line: right and up in mm, such as 1.5,-0.5. "
                                  "This browser remembers it for your next kits.")),
    Option("ink", N_("Ink"), N_("greyscale, or saver: outlines instead of solid fills."), "colour", tuple(INKS),
           advanced=True, hint=N_("Every card stays readable in greyscale and with the ink saver."),
           values=(("colour", N_("Colour")), ("greyscale", N_("Greyscale")), ("saver", N_("Ink saver: outlines only")))),
    Option("booklet", N_("Rule booklet"), N_("saddle: the A5 booklet 2-up on the paper, in saddle-stitch order."),
           "a5", tuple(BOOKLETS), advanced=True, hint=N_("Loose A5 pages, or a booklet to fold and staple."),
           values=(("a5", N_("A5 pages")), ("saddle", N_("Folded booklet: two pages a side, to staple")))),
)
LANG = Option("lang", N_("Language"), N_("Language of the kit (en, fr, or any shipped catalog)."), "en",
              hint=N_("Drafts are not fully translated yet: the missing text prints in English, marked [EN]."))
PLAYERS = Option("players", N_("Players"), N_("Number of players (the game's range; default per game)."), metavar="N",
                 hint=N_("The kit prints what this many players need."))
ONLY = Option("only", N_("Reprint only these items"),
              N_("Print only the items with these codes (a lost card, a torn ledger), such as MI-I-07 MI-S-03."),
              hint=N_("A lost card or a torn sheet: type the codes printed on them, such as %(codes)s."))
DRAFT = Option("draft", N_("Draft"),
               N_("Build an incomplete language: English, marked [EN], where a translation is missing."), switch=True)
GAME_EXTRAS = (
    Option("level", N_("Level"), N_("Data-Tycoon: learning, basic, standard or expert."), games=("data-tycoon",),
           hint=N_("Which rules the game is played with, from the first game to the full one."),
           values=(("learning", N_("Learning")), ("basic", N_("Basic")), ("standard", N_("Standard")),
                   ("expert", N_("Expert")))),
    Option("money", N_("Money"), N_("Triple Bataille: dette or libre."), games=("triple-bataille",),
           hint=N_("How money is created in this game: as debt by the Bank, or shared out to everyone."),
           values=(("dette", N_("Debt money")), ("libre", N_("Free money (libre)")))),
    Option("seed", N_("Board number"), N_("Dice game: the board's seed."), games=("dice-game",), advanced=True,
           hint=N_("Each number is another board; the same number is always the same board. Empty: a new one.")),
)


def extras_for(game: str) -> tuple[Option, ...]:
    return tuple(option for option in GAME_EXTRAS if game in option.games)


def parse_players(text: str | int | None, low: int, high: int) -> int | None:
    """A players value as typed (a form, a URL): empty -> the game's default; else an integer in range."""
    if text is None or (isinstance(text, str) and not text.strip()):
        return None
    value = str(text).strip()
    if not (value.isascii() and value.lstrip("-").isdigit()) or len(value) > 6:
        raise UsageError("--players: expected a number from {low} to {high}, got {text!r}", low=low, high=high, text=text)
    return int(value)


def kit_options(game, *, lang, paper, players=None, layout, marks, back_offset, ink, booklet, out_dir,
                only=(), draft=False, extra=None) -> KitOptions:
    """The KitOptions of a build, from the options' values as given (strings; None for unset)."""
    from printkit.option_parsing import back_offset as resolve_offset, parse_marks
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
        raise UsageError("unexpected argument(s) {codes}; to reprint items by code, use --only CODE...",
                         codes=" ".join(codes))
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
