"""Numbers the rules booklet prints, worked out by the referee so the booklet cannot disagree.

`booklet_examples(model)` returns a flat dict of plain values: the rule figures the booklet
quotes, and the worked examples (a move, a steal, a bonus, a merchant visit, a tie-break, a
start layout) computed with the same functions the referee uses.
"""

from __future__ import annotations

from printkit.games.dice_game.model import DiceGame, credit_figures
from printkit.games.dice_game.model_board import distance
from printkit.games.dice_game import referee_rules as rules

# Example situations (inputs only: every result below is computed).
MOVE_AT = (20, 20)
MOVE_ROLL = ("N", "W", "2", "3")          # the brief's own example: power 5, North and West
# The booklet names the two directions in words (North, West); its powers come from here.
STEAL_VICTIM_COINS = 7                     # the brief's own example
BONUS_COINS = {"Alice": 3, "Bruno": 1, "Chloe": 6}
MERCHANT_COINS = 5
TIE_PLAYERS = (
    rules.Player("Alice", (0, 0), 8, (("N", "S", "E", "W"), ("1", "2", "3", "4"), ("6", "1"))),
    rules.Player("Bruno", (0, 0), 8, (("N", "S", "E", "W"), ("1", "2", "3", "4"), ("2", "2", "1", "1"))),
    rules.Player("Chloe", (0, 0), 5, (("N", "S", "E", "W"), ("1", "2", "3", "4"))),
)
START_PAIR = ((12, 30), (16, 33))


def booklet_examples(model: DiceGame) -> dict:
    """Everything the booklet prints as a number, by name: the credits as `model` states them
    (a kit's model prints them in its language) and the worked examples."""
    return {**credit_figures(model), **worked_examples(model)}


def worked_examples(model: DiceGame) -> dict:
    """The figures and examples the game's data alone gives, the same in every language (the kit
    keeps them between runs: kits/kept.py)."""
    return {**rule_figures(model), **move_example(model), **steal_example(model), **bonus_example(model),
            **merchant_example(model), **winner_example(), **start_example(model)}


def rule_figures(model: DiceGame) -> dict:
    r = model.rules
    shop = model.shop_dice()
    return {
        "board_size": r.board_size, "end_x": r.end[0], "end_y": r.end[1],
        "bonus_squares": model.count("bonus"), "merchant_squares": model.count("merchant"),
        "players_min": model.players_min, "players_max": model.players_max,
        "start_coins": r.start_coins, "more_than": r.start_more_than, "less_than": r.start_less_than,
        "bonus_gain": r.bonus_gain, "bonus_tax": r.bonus_tax, "max_power": r.max_power,
        "direction_price": r.direction_price, "diagonal_cost": r.diagonal_cost,
        "new_die_face": r.new_die_face,
        "shop_sizes": ", ".join(str(d.sides) for d in shop),
        "shop_prices": [{"faces": d.sides, "price": d.price} for d in shop],
        "start_dice": [" ".join(d.faces) for d in model.start_dice()],
    }


def move_example(model: DiceGame) -> dict:
    """¶4's example: power 5 with North and West reaches 5 straight and 2 diagonally."""
    power = rules.roll_power(MOVE_ROLL)
    found = rules.destinations(MOVE_AT, MOVE_ROLL, model.rules)
    north = max(y for x, y in found if x == MOVE_AT[0]) - MOVE_AT[1]
    west = MOVE_AT[0] - min(x for x, y in found if y == MOVE_AT[1])
    diagonal = max(MOVE_AT[0] - x for x, y in found if MOVE_AT[0] - x == y - MOVE_AT[1])
    powers = [face for face in MOVE_ROLL if face.isdigit()]
    return {"move_roll": " ".join(MOVE_ROLL), "move_power_a": powers[0], "move_power_b": powers[1],
            "move_directions": "".join(rules.rolled_directions(MOVE_ROLL)), "move_power": power,
            "move_north": north, "move_west": west, "move_diagonal": diagonal, "move_count": len(found),
            "move_at_x": MOVE_AT[0], "move_at_y": MOVE_AT[1]}


def steal_example(model: DiceGame) -> dict:
    """¶3's example: 7 coins robbed -> 3 taken, 4 kept."""
    steals, after = rules.apply_steals("thief", ["victim"], {"thief": 0, "victim": STEAL_VICTIM_COINS}, model.rules)
    return {"steal_before": STEAL_VICTIM_COINS, "steal_taken": steals[0]["amount"], "steal_kept": after["victim"]}


def bonus_example(model: DiceGame) -> dict:
    """A bonus at Alice's feet: her gain, or what Bruno (short of the tax) and Chloe lose."""
    outcomes = rules.bonus_outcomes("Alice", BONUS_COINS, model.rules)
    return {"bonus_alice_before": BONUS_COINS["Alice"], "bonus_alice_after": outcomes["gain"]["Alice"],
            "bonus_bruno_before": BONUS_COINS["Bruno"], "bonus_bruno_after": outcomes["tax"]["Bruno"],
            "bonus_chloe_before": BONUS_COINS["Chloe"], "bonus_chloe_after": outcomes["tax"]["Chloe"]}


def merchant_example(model: DiceGame) -> dict:
    """A merchant visit with a few coins: the dearest die and the best power face affordable."""
    player = rules.Player("Alice", (0, 0), MERCHANT_COINS, (("N", "S", "E", "W"), ("1", "2", "3", "4")))
    offers = rules.merchant_offers(player, MERCHANT_COINS, model)
    best_die = max(offers["buy"], key=lambda o: o["faces"])
    best_face = max((o for o in offers["replace"] if o["face"].isdigit()), key=lambda o: int(o["face"]))
    return {"merchant_coins": MERCHANT_COINS, "merchant_die_faces": best_die["faces"],
            "merchant_die_price": best_die["price"], "merchant_face": best_face["face"],
            "merchant_face_price": best_face["price"], "merchant_sell_faces": offers["sell"][0]["faces"],
            "merchant_sell_earns": offers["sell"][0]["earns"]}


def winner_example() -> dict:
    """¶5: Alice and Bruno tie on coins; total power settles it."""
    verdict = rules.winner(list(TIE_PLAYERS))
    alice, bruno = TIE_PLAYERS[0], TIE_PLAYERS[1]
    return {"tie_coins": alice.coins, "tie_alice_power": verdict["power"][alice.name],
            "tie_bruno_power": verdict["power"][bruno.name], "tie_winner": verdict["winner"],
            "tie_chloe_coins": TIE_PLAYERS[2].coins}


def start_example(model: DiceGame) -> dict:
    """Two start squares and the distance between them, counted as the rules count it."""
    a, b = START_PAIR
    apart = distance(a, b)
    fits = model.rules.start_more_than < apart < model.rules.start_less_than
    return {"start_a": f"({a[0]}, {a[1]})", "start_b": f"({b[0]}, {b[1]})",
            "start_dx": abs(a[0] - b[0]), "start_dy": abs(a[1] - b[1]), "start_distance": apart,
            "start_fits": fits}


__all__ = ["booklet_examples"]
