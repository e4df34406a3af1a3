"""The Market Island mining page's form: cards tapped as a rank and a suit (radio buttons, no
JavaScript needed), read back from the query string into the payload `printkit score
market-island --winning … --block … --played … --dice …` builds (manual §2.4).

Query: `players=3`, `w=9C` or `w_rank=9&w_suit=C` (the winning card), `b1_rank`/`b1_suit`… (the
block, one card per player), `p1_rank`/`p1_suit`… (each player's card; rank `-` when the player
did not mine), `d1`… (a die roll, when the cards leave a tie), `score=1` once submitted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from printkit.errors import PrintkitError, UsageError, Word
from printkit.schema import RANKS, SUIT_SYMBOLS, SUITS

MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 3
NOT_MINED = "-"


@dataclass
class Slot:
    """One card to tap: its query prefix, the rank and suit tapped."""

    prefix: str
    rank: str = ""
    suit: str = ""
    mined_choice: bool = False     # a player's card may be '-' (did not mine)

    @property
    def card(self) -> str:
        return NOT_MINED if self.rank == NOT_MINED else self.rank + self.suit


@dataclass
class MiningForm:
    players: int = DEFAULT_PLAYERS
    winning: Slot = field(default_factory=lambda: Slot("w"))
    block: list[Slot] = field(default_factory=list)
    played: list[Slot] = field(default_factory=list)
    dice: list[str] = field(default_factory=list)
    submitted: bool = False
    error: PrintkitError | None = None   # the first card left half tapped (UsageError), or the referee's refusal

    ranks = RANKS
    suits = tuple((suit, SUIT_SYMBOLS[suit]) for suit in SUITS)
    player_counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))

    @classmethod
    def from_args(cls, args) -> "MiningForm":
        raw = args.get("players", "")
        players = int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 2 and MIN_PLAYERS <= int(raw) <= MAX_PLAYERS \
            else DEFAULT_PLAYERS
        form = cls(players=players, submitted="score" in args)
        form.winning = _slot(args, "w")
        form.block = [_slot(args, f"b{n}") for n in range(1, players + 1)]
        form.played = [_slot(args, f"p{n}", mined_choice=True) for n in range(1, players + 1)]
        form.dice = [_die(args.get(f"d{n}", "")) for n in range(1, players + 1)]
        missing = [slot for slot in [form.winning, *form.block, *form.played] if _incomplete(slot)]
        if form.submitted and missing:
            form.error = _half_tapped(missing[0])
        return form

    def payload(self) -> dict[str, Any]:
        """The mining check's input, as the CLI builds it from its options."""
        payload: dict[str, Any] = {"winning": self.winning.card, "block": [s.card for s in self.block],
                                   "played": [s.card for s in self.played]}
        rolls = {f"P{n}": int(value) for n, value in enumerate(self.dice, 1) if value}
        if rolls:
            payload["dice"] = rolls
        return payload


def _slot(args, prefix: str, *, mined_choice: bool = False) -> Slot:
    whole = args.get(prefix, "").strip().upper()
    rank, suit = args.get(f"{prefix}_rank", ""), args.get(f"{prefix}_suit", "")
    if whole:   # `w=9C`: a card typed whole (links, the API's notation)
        rank, suit = (NOT_MINED, "") if whole == NOT_MINED else (whole[:-1], whole[-1:])
    rank = rank if rank in RANKS or (mined_choice and rank == NOT_MINED) else ""
    suit = suit if suit in SUITS and rank != NOT_MINED else ""
    return Slot(prefix, rank, suit, mined_choice)


def _incomplete(slot: Slot) -> bool:
    return slot.rank != NOT_MINED and not (slot.rank and slot.suit)


def _die(value: str) -> str:
    return value if value in ("1", "2", "3", "4", "5", "6") else ""


def _half_tapped(slot: Slot) -> UsageError:
    """A card with a rank and no suit (or the reverse), named by the CLI option it stands for
    (w -> --winning, b2 -> --block card 2, p3 -> --played card 3); the page names it by its picker."""
    found = slot.card or Word("nothing")
    if slot.prefix == "w":
        where = "--winning"
    else:
        where = f"{'--block' if slot.prefix[0] == 'b' else '--played'} card {slot.prefix[1:]}"
    return UsageError("{where}: expected a rank and a suit, got {found}", where=where, found=found)


MINING_PLACE = re.compile(r"--(winning|block|played|dice)(?: (?:card )?P?(\d+))?")


def mining_refusal(error: PrintkitError | None) -> str:
    """A mining refusal in the page's words: the card picker it is about, as the page names it
    ("Block: card 2", "P3 plays"), then what is wrong, in the page's language."""
    from printkit.web.pages import _
    from printkit.web.refusals import located, what_is_wrong, where_of
    if error is None:
        return ""
    found = MINING_PLACE.fullmatch(where_of(error))
    if found is None:
        return located("", what_is_wrong(error))
    option, number = found.groups()
    place = {"winning": _("Winning card on the board"),
             "block": _("Block: card %(n)s", n=number) if number else _("Block"),
             "played": _("P%(n)s plays", n=number) if number else _("Cards played"),
             "dice": _("Die of P%(n)s", n=number) if number else _("Die rolls")}[option]
    return located(place, what_is_wrong(error))
