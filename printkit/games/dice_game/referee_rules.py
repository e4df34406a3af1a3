"""The dice game's rules as pure functions over plain values and the model's figures.

No I/O, no parsing: `printkit.games.dice_game.referee` checks the JSON input and calls these.
Squares are (column, row), 1-based, North = row + 1, East = column + 1. The brief (seed 002)
has no numbered sections; ¶n names its paragraphs (¶2 turn, ¶3 squares, ¶4 dice, ¶5 winner).
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.games.dice_game.model import DIRECTIONS, DiceGame, Rules, is_direction, power_of

Square = tuple[int, int]
STEPS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
# Diagonals are pairs of perpendicular directions, named North/South first.
DIAGONALS = (("N", "E"), ("N", "W"), ("S", "E"), ("S", "W"))


@dataclass(frozen=True)
class Player:
    """A player as the referee sees them: where the pawn is, the reserve, the dice owned."""

    name: str
    at: Square
    coins: int
    dice: tuple[tuple[str, ...], ...]


def roll_power(roll: tuple[str, ...]) -> int:
    """¶4: the power faces rolled add up; direction faces add nothing."""
    return sum(power_of(face) for face in roll)


def rolled_directions(roll: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct directions rolled, in compass order N, E, S, W."""
    return tuple(d for d in DIRECTIONS if d in roll)


def rolled_diagonals(roll: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """¶4: two perpendicular directions rolled together open the diagonal between them."""
    rolled = set(rolled_directions(roll))
    return tuple(pair for pair in DIAGONALS if set(pair) <= rolled)


def diagonal_reach(power: int, rules: Rules) -> int:
    """¶4: a diagonal square costs `diagonal_cost` power; the reach is rounded down (5 -> 2)."""
    return power // rules.diagonal_cost


def destinations(at: Square, roll: tuple[str, ...], rules: Rules) -> list[Square]:
    """Every square the pawn may stop on: staying put, straight lines, diagonals, on the board.

    ¶2: a move goes up to the rolled power, so any length from 0 is allowed. ¶4: the player picks
    one rolled direction, or combines two perpendicular ones diagonally at double cost. A roll
    without a direction face leaves only the 0-square move (DECISIONS.md D8).
    """
    return sorted(_reach(at, rolled_directions(roll), roll_power(roll), rules))


def _reach(at: Square, directions: tuple[str, ...], power: int, rules: Rules) -> set[Square]:
    """The squares a roll showing these directions and this much power reaches (¶2, ¶4)."""
    found = {at}
    for name in directions:
        found.update(_line(at, [STEPS[name]], power, rules.board_size))
    for pair in rolled_diagonals(directions):
        found.update(_line(at, [STEPS[d] for d in pair], diagonal_reach(power, rules), rules.board_size))
    return found


def reachable(at: Square, dice: tuple[tuple[str, ...], ...], rules: Rules) -> set[Square]:
    """Every square some roll of these dice lets the pawn stop on: the union of `destinations`
    over every roll. A roll reaches what it reaches through its directions and its power only,
    so each set of directions is taken once, with the most power the other dice can add."""
    found = {at}
    for directions, power in strongest_rolls(dice).items():
        found |= _reach(at, directions, power, rules)
    return found


def strongest_rolls(dice: tuple[tuple[str, ...], ...]) -> dict[tuple[str, ...], int]:
    """{directions rolled (compass order): the most power a roll showing them has}, over every
    roll of `dice`, one face per die (¶4: powers add up, direction faces add none)."""
    rolls = {(): 0}
    for faces in dice:
        grown: dict[tuple[str, ...], int] = {}
        for directions, power in rolls.items():
            for face in set(faces):
                shown = tuple(d for d in DIRECTIONS if d in directions or d == face)
                grown[shown] = max(grown.get(shown, -1), power + power_of(face))
        rolls = grown
    return rolls


def _line(at: Square, steps: list[tuple[int, int]], reach: int, size: int) -> list[Square]:
    dx, dy = sum(s[0] for s in steps), sum(s[1] for s in steps)
    squares = [(at[0] + k * dx, at[1] + k * dy) for k in range(1, reach + 1)]
    return [sq for sq in squares if 1 <= sq[0] <= size and 1 <= sq[1] <= size]


def steal_amount(victim_coins: int, rules: Rules) -> int:
    """¶3: the arriving player takes half the occupant's coins, rounded down (7 -> 3, 4 kept)."""
    return victim_coins // rules.steal_divisor


def apply_steals(mover: str, occupants: list[str], coins: dict[str, int], rules: Rules) -> tuple[list[dict], dict[str, int]]:
    """Take from every occupant of the arrival square, each counted on their own (DECISIONS.md D6)."""
    after = dict(coins)
    steals = []
    for victim in sorted(occupants):
        amount = steal_amount(after[victim], rules)
        after[victim] -= amount
        after[mover] += amount
        steals.append({"from": victim, "amount": amount})
    return steals, after


def bonus_outcomes(mover: str, coins: dict[str, int], rules: Rules) -> dict[str, dict[str, int]]:
    """¶3: a bonus square offers two choices: take coins, or make every other player lose some.

    A player short of the tax loses what they hold; a reserve never goes below 0 (D5).
    """
    gain = dict(coins)
    gain[mover] += rules.bonus_gain
    tax = {name: (held if name == mover else max(0, held - rules.bonus_tax)) for name, held in coins.items()}
    return {"gain": dict(sorted(gain.items())), "tax": dict(sorted(tax.items()))}


def merchant_offers(player: Player, coins: int, model: DiceGame) -> dict[str, list[dict]]:
    """¶3: what the merchant offers this player, priced, keeping only what the reserve can pay.

    Selling earns the die's face count; a new die costs its shop price (D3); a direction face
    costs the direction price and a power face its value. One trade per visit (D9).
    """
    sell = [{"die": index, "faces": len(faces), "earns": len(faces)} for index, faces in enumerate(player.dice)]
    buy = [{"faces": die.sides, "price": die.price} for die in model.shop_dice() if die.price <= coins]
    replace = [{"face": face.face, "price": face.price}
               for face in model.faces if face.price <= coins] if player.dice else []
    return {"sell": sell, "buy": buy, "replace": replace}


def total_power(dice: tuple[tuple[str, ...], ...]) -> int:
    """¶5: a player's power is the sum of the power faces on every die they own."""
    return sum(power_of(face) for faces in dice for face in faces if not is_direction(face))


def winner(players: list[Player]) -> dict:
    """¶5: most coins wins; a tie on coins goes to the highest total power; else nobody wins."""
    coins = {p.name: p.coins for p in players}
    power = {p.name: total_power(p.dice) for p in players}
    richest = max(coins.values())
    leaders = sorted(name for name, held in coins.items() if held == richest)
    if len(leaders) == 1:
        return _verdict(leaders[0], "coins", leaders, coins, power)
    strongest = max(power[name] for name in leaders)
    top = [name for name in leaders if power[name] == strongest]
    if len(top) == 1:
        return _verdict(top[0], "power", leaders, coins, power)
    return _verdict(None, "tie", top, coins, power)


def _verdict(name: str | None, decided_by: str, leaders: list[str], coins: dict[str, int], power: dict[str, int]) -> dict:
    return {"winner": name, "decided_by": decided_by, "leaders": leaders,
            "coins": dict(sorted(coins.items())), "power": dict(sorted(power.items()))}


__all__ = ["Player", "Square", "destinations", "reachable", "strongest_rolls", "roll_power", "rolled_directions", "rolled_diagonals",
           "diagonal_reach", "steal_amount", "apply_steals", "bonus_outcomes", "merchant_offers",
           "total_power", "winner"]
