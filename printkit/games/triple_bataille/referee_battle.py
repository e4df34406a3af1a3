"""Settling one economic battle of Triple Bataille: order of winners, gains, the State's share.

Manual, 'Règles de la bataille économique' (DECISIONS.md §Battle for each reading):
- the highest first card wins first; ties go to the larger economic support (cards staked
  + 2 per factory card), then to the better remaining cards; a dead heat gives way to the
  other contenders and, when nobody is left, the tied players share one gain;
- players without a workshop are paid only after every workshop holder;
- the State takes 2 liasses of tax before the first winner and between two winners;
- gains are 7, 6, 5, then 4 times the liasses staked while cards remain; a public employee
  with a workshop gets 3 times without moving the ladder; without a workshop 3 times, or
  2 times for a public employee; whatever is left goes to the State.
Every card of the pot ends with a winner or the State. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from printkit.model.common import Face


@dataclass(frozen=True)
class Contender:
    """One player in the battle, as the table reports them."""
    player: str
    cards: tuple[str, ...]
    stake: int
    workshops: int
    factory_cards: int
    public_employee: bool
    bonus_liasses: int = 0   # event variant: K♥ pays as if one more liasse was staked

    @property
    def has_workshop(self) -> bool:
        return self.workshops > 0

    def support(self, liasse: int, per_factory: int) -> int:
        """Manual: cards staked plus two per factory card break a tie on the first card."""
        return self.stake * liasse + per_factory * self.factory_cards

    def rank_key(self, liasse: int, per_factory: int) -> tuple:
        """Higher is better: first card, then support, then remaining cards best first."""
        ranks = [Face.parse(card).rank_value for card in self.cards]
        return (ranks[0], self.support(liasse, per_factory), tuple(sorted(ranks[1:], reverse=True)))


@dataclass(frozen=True)
class Step:
    """One movement of cards out of the pot, in order."""
    kind: str                 # "tax", "gain" or "rest"
    cards: int
    players: tuple[str, ...] = ()
    multiplier: int = 0
    left: int = 0             # cards still in the pot after this step


@dataclass(frozen=True)
class Settlement:
    """The outcome: winners in payout order with their gains, the State's total, the steps."""
    winners: tuple[tuple[str, int], ...]
    state: int
    steps: tuple[Step, ...]


def payout_slots(contenders: list[Contender], liasse: int, per_factory: int) -> list[tuple[Contender, ...]]:
    """Contenders grouped into payout slots, in payout order (workshop holders first)."""
    slots: list[tuple[Contender, ...]] = []
    for has_workshop in (True, False):
        group = [c for c in contenders if c.has_workshop == has_workshop]
        slots.extend(_order_class(group, liasse, per_factory))
    return slots


def _order_class(group: list[Contender], liasse: int, per_factory: int) -> list[tuple[Contender, ...]]:
    """Sort one class; a dead heat (equal on every tie-break) goes behind the others."""
    by_name = sorted(group, key=lambda c: c.player)
    ordered = sorted(by_name, key=lambda c: c.rank_key(liasse, per_factory), reverse=True)  # stable: equal keys keep name order
    clear, dead_heats = [], []
    for _, members in groupby(ordered, key=lambda c: c.rank_key(liasse, per_factory)):
        members = tuple(sorted(members, key=lambda c: c.player))
        (clear if len(members) == 1 else dead_heats).append(members)
    return clear + dead_heats


def settle(contenders: list[Contender], *, liasse: int, pot: int, ladder: tuple[int, ...],
           rates: dict[str, int], tax_liasses: int, per_factory: int) -> Settlement:
    """Pay the slots from the pot; `ladder` is (7, 6, 5, 4), `rates` the fixed multipliers."""
    left, rung, state = pot, 0, 0
    steps: list[Step] = []
    gains: dict[str, int] = {}
    for index, slot in enumerate(payout_slots(contenders, liasse, per_factory)):
        taken = min(tax_liasses * liasse, left)
        left -= taken
        state += taken
        steps.append(Step("tax", taken, left=left))
        wanted, steps_ladder, multiplier = _slot_claim(slot, liasse, ladder, rung, rates)
        paid = min(wanted, left)
        left -= paid
        gains.update(_share(slot, paid))
        steps.append(Step("gain", paid, tuple(c.player for c in slot), multiplier, left))
        rung += 1 if steps_ladder else 0
    if not contenders:
        taken = min(tax_liasses * liasse, left)
        left -= taken
        state += taken
        steps.append(Step("tax", taken, left=left))
    steps.append(Step("rest", left, left=0))
    state += left
    order = [c.player for slot in payout_slots(contenders, liasse, per_factory) for c in slot]
    return Settlement(tuple((p, gains[p]) for p in order), state, tuple(steps))


def _slot_claim(slot: tuple[Contender, ...], liasse: int, ladder: tuple[int, ...], rung: int,
                rates: dict[str, int]) -> tuple[int, bool, int]:
    """Cards the slot may take, whether it moves the ladder, and the multiplier shown."""
    wanted, steps_ladder, shown = 0, False, 0
    for contender in slot:
        multiplier, moves = _multiplier(contender, ladder, rung, rates)
        wanted += multiplier * (contender.stake + contender.bonus_liasses) * liasse
        steps_ladder = steps_ladder or moves
        shown = max(shown, multiplier)
    return wanted, steps_ladder, shown


def _multiplier(contender: Contender, ladder: tuple[int, ...], rung: int,
                rates: dict[str, int]) -> tuple[int, bool]:
    if not contender.has_workshop:
        key = "no_workshop_public" if contender.public_employee else "no_workshop"
        return rates[key], False
    if contender.public_employee:
        return rates["public_employee"], False
    return ladder[min(rung, len(ladder) - 1)], True


def _share(slot: tuple[Contender, ...], paid: int) -> dict[str, int]:
    """Tied players pick in turn (name order starts); the odd cards go to the later pickers."""
    count = len(slot)
    base, odd = divmod(paid, count)
    return {c.player: base + (1 if index >= count - odd else 0) for index, c in enumerate(slot)}
