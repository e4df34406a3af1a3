"""The dice game referee's answers in plain English sentences, for a game master to read aloud."""

from __future__ import annotations

from printkit.errors import UsageError

DIRECTION_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def square_text(square: list[int]) -> str:
    return f"({square[0]}, {square[1]})"


def coins_text(count: int) -> str:
    return f"{count} coin" if count == 1 else f"{count} coins"


def explain(check: str, result: dict) -> str:
    """Words for one check's result; an unknown check name is a usage error."""
    words = {"moves": explain_moves, "land": explain_land, "winner": explain_winner}
    if check not in words:
        raise UsageError(f"check: expected one of {', '.join(sorted(words))}, got {check!r}")
    return words[check](result)


def explain_moves(result: dict) -> str:
    """How many squares the pawn may stop on, and which."""
    squares = result["destinations"]
    if len(squares) == 1:
        return f"The pawn cannot go anywhere this turn: it stays on {square_text(squares[0])}."
    listed = ", ".join(square_text(sq) for sq in squares)
    return f"The pawn may stop on any of these {len(squares)} squares, staying put included: {listed}."


def explain_land(result: dict) -> str:
    """The arrival, the steals, then what the square does."""
    mover, where = result["mover"], square_text(result["to"])
    if not result["moved"]:
        return f"{mover} stays on {where}. Staying put is not an arrival: nothing happens and play passes on."
    sentences = [f"{mover} arrives on {where}."]
    for steal in result["steals"]:
        kept = result["coins"][steal["from"]]
        sentences.append(f"{mover} takes {coins_text(steal['amount'])} from {steal['from']}, "
                         f"who keeps {coins_text(kept)}.")
    sentences.append(_square_words(result))
    return " ".join(sentences)


def _square_words(result: dict) -> str:
    mover, kind = result["mover"], result["square"]
    if kind == "bonus":
        return _bonus_words(mover, result["coins"], result["bonus"])
    if kind == "merchant":
        return _merchant_words(mover, result["merchant"])
    if kind == "end":
        return "It is the finish square: the game ends at once. " + explain_winner(result["winner"])
    return "It is a normal square: play passes to the next player."


def _bonus_words(mover: str, coins: dict, outcomes: dict) -> str:
    gained = outcomes["gain"][mover] - coins[mover]
    losses = [f"{name} down to {held}" for name, held in outcomes["tax"].items() if name != mover]
    return (f"It is a bonus square. {mover} chooses: take {coins_text(gained)} from the bank "
            f"(reaching {outcomes['gain'][mover]}), or make every other player pay ({', '.join(losses)}).")


def _merchant_words(mover: str, offers: dict) -> str:
    parts = []
    if offers["sell"]:
        parts.append("sell " + ", ".join(f"die {o['die'] + 1} ({o['faces']} faces) for {coins_text(o['earns'])}"
                                         for o in offers["sell"]))
    if offers["buy"]:
        parts.append("buy " + ", ".join(f"a {o['faces']}-face die for {coins_text(o['price'])}" for o in offers["buy"]))
    if offers["replace"]:
        parts.append("change one face of a die to " + ", ".join(
            f"{DIRECTION_NAMES.get(o['face'], 'power ' + o['face'])} for {coins_text(o['price'])}" for o in offers["replace"]))
    if not parts:
        return f"It is a merchant square, but {mover} has nothing to sell and cannot pay for anything."
    return f"It is a merchant square. {mover} may make one trade, or none: " + "; or ".join(parts) + "."


def explain_winner(result: dict) -> str:
    """Who wins, and what settled it: coins, then power, else nobody."""
    coins, power, leaders = result["coins"], result["power"], result["leaders"]
    name = result["winner"]
    if result["decided_by"] == "coins":
        return f"{name} wins with the most coins: {coins[name]}."
    tied = " and ".join(leaders)
    if result["decided_by"] == "power":
        return (f"{tied} tie on {coins_text(coins[name])}; {name} wins with the highest total power, "
                f"{power[name]}.")
    return (f"{tied} tie on {coins_text(coins[leaders[0]])} and on total power ({power[leaders[0]]}): "
            "nobody wins, every player loses.")


__all__ = ["explain", "explain_moves", "explain_land", "explain_winner"]
