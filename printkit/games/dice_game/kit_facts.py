"""The dice game's deck data as `printkit validate` compares it with the brief (manual.toml).

Figures read straight from the data cite their file and line; behaviours (the steal, the
diagonal, the tie-break, start squares on normal squares) are measured by running the referee
and the board generator that the kit and `printkit score` use, so a change to either that
breaks the brief shows up as an error.
"""

from __future__ import annotations

from printkit.loader import GameData, locate
from printkit.games.dice_game.model import DiceGame, is_direction
from printkit.games.dice_game.model_board import generate
from printkit.games.dice_game import referee_rules as rules
from printkit.validate_types import Fact

SEEDS_CHECKED = range(20)


def deck_facts(data: GameData, model: DiceGame) -> dict[str, Fact]:
    def rule(name: str, key: str) -> Fact:
        return Fact(getattr(model.rules, name), locate(data, "rules.toml", key))

    squares = {s.kind: s for s in model.squares}
    start = model.start_dice()
    shop = model.shop_dice()
    direction = next(d for d in start if all(is_direction(f) for f in d.faces))
    power = next(d for d in start if d is not direction)
    powers = [f for f in model.faces if f.kind == "power"]
    directions = [f for f in model.faces if f.kind == "direction"]
    return {
        "board_size": rule("board_size", "size"),
        "end_square_at_centre": Fact(_touches_centre(model), locate(data, "rules.toml", "end")),
        "bonus_squares": Fact(squares["bonus"].qty, squares["bonus"].source),
        "merchant_squares": Fact(squares["merchant"].qty, squares["merchant"].source),
        "players_min": Fact(model.players_min, locate(data, "game.toml", "players")),
        "players_max": Fact(model.players_max, locate(data, "game.toml", "players")),
        "start_distance_more_than": rule("start_more_than", "more_than"),
        "start_distance_less_than": rule("start_less_than", "less_than"),
        "start_on_normal_square": Fact(_starts_on_normal(model), locate(data, "rules.toml", "distance")),
        "start_coins": rule("start_coins", "coins"),
        "start_dice": Fact(len(start), start[-1].source),
        "start_direction_die": Fact(list(direction.faces), direction.source),
        "start_power_die": Fact(list(power.faces), power.source),
        "bonus_gain": rule("bonus_gain", "gain"),
        "bonus_tax": rule("bonus_tax", "tax"),
        "shop_die_faces": Fact([d.sides for d in shop], shop[-1].source),
        "sell_value_is_faces": Fact(_sells_for_faces(model), locate(data, "dice.csv", "code")),
        "direction_face_price": Fact(_single({f.price for f in directions}), directions[0].source),
        "power_face_price_is_value": Fact(all(f.price == int(f.face) for f in powers), powers[0].source),
        "new_die_face": rule("new_die_face", "new_die_face"),
        "max_face_power": Fact(max(int(f.face) for f in powers), powers[-1].source),
        "steal_divisor": rule("steal_divisor", "divisor"),
        "steal_example": Fact(_steal_example(model), locate(data, "rules.toml", "divisor")),
        "diagonal_cost": rule("diagonal_cost", "diagonal_cost"),
        "diagonal_example": Fact(_diagonal_example(model), locate(data, "rules.toml", "diagonal_cost")),
        "tie_break": Fact(_tie_break_order(), locate(data, "manual.toml", "tie_break")),
    }


def _single(values: set[int]) -> int | list[int]:
    return next(iter(values)) if len(values) == 1 else sorted(values)


def _touches_centre(model: DiceGame) -> bool:
    """The finish is the centre square, or (even side) one of the four squares around the centre."""
    n = model.rules.board_size
    middle = {(n + 1) // 2, n // 2 + 1}
    return model.rules.end[0] in middle and model.rules.end[1] in middle


def _starts_on_normal(model: DiceGame) -> bool:
    boards = [generate(model, seed) for seed in SEEDS_CHECKED]
    return all(board.kind_at(sq) == "normal" for board in boards for sq in board.starts)


def _sells_for_faces(model: DiceGame) -> bool:
    player = rules.Player("p", (1, 1), 0, tuple(d.faces for d in model.dice))
    offers = rules.merchant_offers(player, 0, model)["sell"]
    return all(o["earns"] == o["faces"] for o in offers)


def _steal_example(model: DiceGame) -> dict[str, int]:
    steals, after = rules.apply_steals("a", ["b"], {"a": 0, "b": 7}, model.rules)
    return {"victim_before": 7, "thief_gains": steals[0]["amount"], "victim_keeps": after["b"]}


def _diagonal_example(model: DiceGame) -> dict[str, int]:
    at = (model.rules.board_size // 2, model.rules.board_size // 2)
    found = rules.destinations(at, ("N", "W", "2", "3"), model.rules)
    straight = max(y for x, y in found if x == at[0]) - at[1]
    diagonal = max(at[0] - x for x, y in found if at[0] - x == y - at[1])
    return {"power": rules.roll_power(("N", "W", "2", "3")), "straight": straight, "diagonal": diagonal}


def _tie_break_order() -> list[str]:
    """Which criterion settles three tables: unequal coins, equal coins, equal coins and power."""
    dice = (("1", "2", "3", "4"),)
    strong = (("4", "4", "4", "4"),)
    tables = [
        [rules.Player("a", (1, 1), 5, dice), rules.Player("b", (1, 1), 3, strong)],
        [rules.Player("a", (1, 1), 5, dice), rules.Player("b", (1, 1), 5, strong)],
        [rules.Player("a", (1, 1), 5, dice), rules.Player("b", (1, 1), 5, dice)],
    ]
    names = {"coins": "coins", "power": "power", "tie": "none"}
    return [names[rules.winner(t)["decided_by"]] for t in tables]


__all__ = ["deck_facts"]
