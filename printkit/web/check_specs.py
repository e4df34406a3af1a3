"""Every referee check but Market Island's mining (mining.py) as a form (check_form.py), built on
the input formats the referees read (examples/*.json, docs/round-format.md): what a referee sees
at the table, in the order they see it. The referee itself decides every rule.
"""

from __future__ import annotations

from functools import lru_cache

from printkit.i18n import Translator
from printkit.option_specs import N_
from printkit.registry import get_game
from printkit.web.check_form import Input, Rows, Spec

BOARD = 50   # the dice game's board: columns and rows from 1 to 50


def _battle() -> Spec:
    return Spec("triple-bataille", "battle", N_(
        "One line per player in the battle: the cards they turned, in order, their stake and what they own."),
        inputs=(Input(("liasse",), N_("Liasse size"), help=N_("Cards in one liasse in this battle (read it on the money-creation track)."), low=1, high=8),
                Input(("pot",), N_("Cards in the pot"), help=N_("Every card in the middle, the stakes included."), low=0, high=999),
                Input(("events",), N_("Event cards are in play"), kind="switch", help=N_("The events variant: a card turned may trigger its event."))),
        rows=Rows("contenders", N_("Player"), (
            Input(("player",), N_("Name"), kind="text"),
            Input(("cards",), N_("Cards turned"), kind="cards", help=N_("In the order turned, such as KH 3C."), width="wide"),
            Input(("stake",), N_("Stake (liasses)"), low=1, high=3),
            Input(("workshops",), N_("Workshops"), low=0, high=3),
            Input(("factory_cards",), N_("Factory cards"), low=0, high=20),
            Input(("public_employee",), N_("Public employee"), kind="switch")),
            low=1, high=20, name_key="player"))


def _wealth() -> Spec:
    return Spec("triple-bataille", "wealth", N_("At the end of the game: what each player holds."),
                inputs=(Input(("money",), N_("Money"), kind="choice",
                              choices=(("dette", N_("Debt money")), ("libre", N_("Free money (libre)")))),),
                rows=Rows("players", N_("Player"), (
                    Input(("name",), N_("Name"), kind="text"),
                    Input(("money",), N_("Money cards"), low=0, high=999),
                    Input(("houses",), N_("Houses"), low=0, high=99),
                    Input(("factories",), N_("Factory cards"), low=0, high=99),
                    Input(("credits",), N_("Credits still owed"), low=0, high=99, optional=True,
                          help=N_("Debt money only; leave empty in free money."))),
                    low=1, high=20, mapping=True))


def _track() -> Spec:
    return Spec("triple-bataille", "track", N_("Where the pawn stands on the money-creation track, and how many new credits the Bank may grant."),
                inputs=(Input(("players",), N_("Players"), low=3, high=20),
                        Input(("credits",), N_("Credits outstanding"), help=N_("Credit cards the Bank has granted and not yet been repaid."), low=0, high=999),
                        Input(("variant",), N_("Track"), kind="choice", choices=_track_choices, optional=True),
                        Input(("devaluations",), N_("Devaluations so far"), low=0, high=99, optional=True)))


@lru_cache(maxsize=4)
def _track_choices(lang: str) -> tuple[tuple[str, str], ...]:
    """The debt-money tracks (decks/triple-bataille/track.toml) by the titles the printed board gives
    them, in the page's language (the game's catalog)."""
    game = get_game("triple-bataille")
    board = Translator(lang, (game.id,), catalogs=game.catalogs)
    tracks = game.data.documents["track"]["dette"]
    order = sorted(tracks, key=lambda track: track != "standard")
    titles = {track: fields["title"] for track, fields in tracks.items()}
    # The board prints the options' titles only; the standard track's is said here (the page translates it).
    # (A literal inside pgettext's arguments would be extracted as a message by Babel before 2.18.)
    return tuple((track, STANDARD_TRACK if track == "standard" else _plain(board.pgettext("board", titles[track])))
                 for track in order)


STANDARD_TRACK = N_("Debt money: standard cycles")


def _score() -> Spec:
    return Spec("data-tycoon", "score", N_(
        "At the end of the game: each player's treasures and the dataset cards they hold. Codes may be typed short: D-07 or d7 for DT-D-07."),
        rows=Rows("players", N_("Player"), (
            Input(("name",), N_("Name"), kind="text"),
            Input(("treasures", 0, "purpose"), N_("Treasure %(n)s: purpose card"), kind="choice", choices=_purposes, optional=True),
            Input(("treasures", 0, "cards"), N_("Treasure %(n)s: dataset cards"), kind="codes", width="wide", optional=True),
            Input(("treasures", 0, "consent"), N_("Treasure %(n)s: consent card (option)"), kind="code", optional=True),
            Input(("datasets",), N_("Other dataset cards"), kind="codes", width="wide", optional=True,
                  help=N_("Datasets held outside any treasure.")),
            Input(("frozen",), N_("Frozen cards"), kind="codes", width="wide", optional=True)),
            low=1, high=6, mapping=True, slots=(1, 4)), code_prefix="DT")


@lru_cache(maxsize=4)
def _purposes(lang: str) -> tuple[tuple[str, str], ...]:
    """The purpose cards (as `printkit cards data-tycoon` lists them), by code and by the name the
    printed card gives their purpose, in the page's language (the game's catalog)."""
    game = get_game("data-tycoon")
    data = game.data
    names = {row["id"]: row["name"] for row in data.tables["purposes"]}
    catalog = Translator(lang, ("data-tycoon",), catalogs=game.catalogs)
    cards = [row for row in game.kit.card_list(data, catalog) if row.get("kind") == "purpose"]
    return (("", "—"),) + tuple((row["code"], _plain(f"{row['code']} {catalog.pgettext('purpose:' + row['purpose'], names[row['purpose']])}"))
                                for row in cards if row.get("purpose") in names)


def _plain(text: str) -> str:
    """A printed name for a menu: the printed kit's no-break spaces as plain ones (the browser wraps)."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _square(key: str, label: str) -> tuple[Input, Input]:
    return (Input((key, 0), label, low=1, high=BOARD, part=N_("column")),
            Input((key, 1), label, low=1, high=BOARD, part=N_("row")))


DICE = Input(("dice",), N_("Dice"), kind="dice", width="wide",
             help=N_("One word per die, one letter or digit per face: NSEW 1234 61."))


def _moves() -> Spec:
    return Spec("dice-game", "moves", N_("Where a pawn may stop after a roll."),
                inputs=(*_square("at", N_("Pawn's square")),
                        Input(("roll",), N_("Faces rolled"), kind="faces", help=N_("One per die, such as N W 2 3."), width="wide"),
                        Input(("seed",), N_("Board seed"), kind="int", optional=True, help=N_("Printed on the board (it does not change the moves)."))))


def _land() -> Spec:
    return Spec("dice-game", "land", N_("What happens when a pawn arrives on a square."),
                inputs=(Input(("seed",), N_("Board seed"), help=N_("Printed on the board and its cover.")),
                        Input(("mover",), N_("Who moves"), kind="row"),
                        *_square("to", N_("Arrives on"))),
                rows=Rows("players", N_("Player"), (
                    Input(("name",), N_("Name"), kind="text"), *_square("at", N_("Square")),
                    Input(("coins",), N_("Coins"), low=0, high=999), DICE), low=2, high=4),
                finish=_mover_by_name, start=_mover_by_row)


def _winner() -> Spec:
    return Spec("dice-game", "winner", N_("Who wins at the end: the most coins, then the highest total power."),
                rows=Rows("players", N_("Player"), (Input(("name",), N_("Name"), kind="text"),
                                                    Input(("coins",), N_("Coins"), low=0, high=999), DICE), low=2, high=4))


def _mover_by_name(document: dict, form) -> dict:
    """The form picks the mover by row; the referee reads a name."""
    number = document.get("mover")
    players = document.get("players") or []
    if isinstance(number, str) and number.isdigit() and 0 < int(number) <= len(players):
        document["mover"] = players[int(number) - 1].get("name", "")
    return document


def _mover_by_row(document: dict) -> dict:
    names = [p.get("name") for p in document.get("players", []) if isinstance(p, dict)]
    mover = document.get("mover")
    return dict(document, mover=str(names.index(mover) + 1)) if mover in names else document


def _round() -> Spec:
    return Spec("market-island", "round", N_(
        "One whole turn, player by player in seating order: where each pawn stood, the roll, the card drawn and the card played for mining."),
        inputs=(Input(("winning",), N_("Winning card on the board"), kind="text", help=N_("Before this turn, such as 9C.")),
                Input(("time_up",), N_("Playing time ran out during this turn"), kind="switch")),
        rows=Rows("players", N_("Player"), (
            Input(("id",), N_("Player"), kind="choice", choices=tuple((f"P{n}", f"P{n}") for n in range(1, 7))),
            Input(("position",), N_("Square before moving"), low=0, high=27, help=N_("0 is the start.")),
            Input(("roll",), N_("Die roll"), low=1, high=6),
            Input(("card",), N_("Card drawn"), kind="code", help=N_("Its code, such as MI-I-07 or I-07.")),
            Input(("plays",), N_("Card played for mining"), kind="text", optional=True, help=N_("Empty when the player does not mine.")),
            Input(("drawn",), N_("Standard cards looked at"), kind="cards", optional=True, help=N_("Optional: one card, two with the night watch.")),
            Input(("stung",), N_("Stung by a jellyfish last turn"), kind="switch"),
            Input(("possessed",), N_("Possessed by the spirit of the island"), kind="switch"),
            Input(("balance",), N_("Istokens before the turn"), low=0, high=999),
            Input(("die",), N_("Die roll for a mining tie"), low=1, high=6, optional=True)),
            low=2, high=6, name_key="id"), finish=_balances_out, start=_balances_in, code_prefix="MI",
        keyed=(("balances", "balance"), ("dice", "die")))


def _balances_out(document: dict, form) -> dict:
    """Each row's balance and tie roll go to the document's `balances` and `dice` (one shared copy)."""
    players = document.get("players") or []
    document["balances"] = {p.get("id"): p.pop("balance", None) for p in players}
    document["dice"] = {p["id"]: p.pop("die") for p in players if "die" in p}
    return document


def _balances_in(document: dict) -> dict:
    ledgers = document.get("ledgers") or {}
    shared = document.get("balances") or (next(iter(ledgers.values())) if ledgers else {})
    dice = document.get("dice") or {}
    players = [dict(p, balance=shared.get(p.get("id")), die=dice.get(p.get("id"))) for p in document.get("players", [])
               if isinstance(p, dict)]
    return dict(document, players=players)


@lru_cache(maxsize=1)
def specs() -> dict[tuple[str, str], Spec]:
    found = [_battle(), _wealth(), _track(), _score(), _moves(), _land(), _winner(), _round()]
    return {(spec.game, spec.check): spec for spec in found}
