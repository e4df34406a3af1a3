"""The dice game referee's answers in plain sentences, for a game master to read aloud: English
on the command line, the page's language on the web pages (referee/words.py)."""

from __future__ import annotations

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.referee.words import and_list, reading_lines, say, say_n

# The brief's open points a landing's answer may rest on, each a heading of DECISIONS.md (D3, D5):
# said after the verdict, and only when it changed what the verdict says.
NOTES = {
    "bonus-tax-floor": lambda tr, v: say_n(
        tr, "The brief does not say what a purse smaller than the bonus tax loses; this referee "
            "takes what it holds and no more, so {players} does not go below 0.",
        "The brief does not say what a purse smaller than the bonus tax loses; this referee "
        "takes what it holds and no more, so {players} do not go below 0.",
        len(v["players"]), players=and_list(v["players"], tr)),
    "new-die-price": lambda tr, v: say(
        tr, "The brief gives no price for a new die; this referee charges one coin per face, "
            "what the die sells back for."),
}


def square_text(square: list[int]) -> str:
    return f"({square[0]}, {square[1]})"


def coins_text(count: int, tr: Translator | None = None) -> str:
    return say_n(tr, "{count} coin", "{count} coins", count, count=count)


def explain(check: str, result: dict, tr: Translator | None = None) -> str:
    """Words for one check's result; an unknown check name is a usage error."""
    words = {"moves": explain_moves, "land": explain_land, "winner": explain_winner}
    if check not in words:
        raise UsageError("check: expected one of {checks}, got {check!r}", checks=', '.join(sorted(words)), check=check)
    return words[check](result, tr)


def explain_moves(result: dict, tr: Translator | None = None) -> str:
    """How many squares the pawn may stop on, and which."""
    squares = result["destinations"]
    if len(squares) == 1:
        return say(tr, "The pawn cannot go anywhere this turn: it stays on {square}.", square=square_text(squares[0]))
    listed = ", ".join(square_text(sq) for sq in squares)
    return say_n(tr, "The pawn may stop on this {count} square: {squares}.",
                 "The pawn may stop on any of these {count} squares, staying put included: {squares}.",
                 len(squares), count=len(squares), squares=listed)


def explain_land(result: dict, tr: Translator | None = None) -> str:
    """The arrival, the steals, then what the square does."""
    mover, where = result["mover"], square_text(result["to"])
    if not result["moved"]:
        return say(tr, "{mover} stays on {square}. Staying put is not an arrival: nothing happens and play passes on.",
                   mover=mover, square=where)
    sentences = [say(tr, "{mover} arrives on {square}.", mover=mover, square=where)]
    for steal in result["steals"]:
        kept = result["coins"][steal["from"]]
        sentences.append(say(tr, "{mover} takes {amount} from {victim}, who keeps {kept}.", mover=mover,
                             amount=coins_text(steal["amount"], tr), victim=steal["from"], kept=coins_text(kept, tr)))
    sentences.append(_square_words(result, tr))
    return "\n".join([" ".join(sentences), *reading_lines(result, NOTES, tr)])


def _square_words(result: dict, tr: Translator | None) -> str:
    mover, kind = result["mover"], result["square"]
    if kind == "bonus":
        return _bonus_words(mover, result["coins"], result["bonus"], tr)
    if kind == "merchant":
        return _merchant_words(mover, result["merchant"], tr)
    if kind == "end":
        return say(tr, "It is the finish square: the game ends at once.") + " " + explain_winner(result["winner"], tr)
    return say(tr, "It is a normal square: play passes to the next player.")


def _bonus_words(mover: str, coins: dict, outcomes: dict, tr: Translator | None) -> str:
    gained = outcomes["gain"][mover] - coins[mover]
    losses = [say(tr, "{name} down to {held}", name=name, held=held) for name, held in outcomes["tax"].items() if name != mover]
    return say(tr, "It is a bonus square. {mover} chooses: take {gain} from the bank (reaching {total}), "
                   "or make every other player pay ({losses}).",
               mover=mover, gain=coins_text(gained, tr), total=outcomes["gain"][mover], losses=", ".join(losses))


def _merchant_words(mover: str, offers: dict, tr: Translator | None) -> str:
    sales = [say(tr, "die {die} ({faces} faces) for {price}", die=o["die"] + 1, faces=o["faces"],
                 price=coins_text(o["earns"], tr)) for o in offers["sell"]]
    buys = [say(tr, "a {faces}-face die for {price}", faces=o["faces"], price=coins_text(o["price"], tr))
            for o in offers["buy"]]
    faces = [say(tr, "{face} for {price}", face=_face(o["face"], tr), price=coins_text(o["price"], tr))
             for o in offers["replace"]]
    parts = []
    if sales:
        parts.append(say(tr, "sell {offers}", offers=", ".join(sales)))
    if buys:
        parts.append(say(tr, "buy {offers}", offers=", ".join(buys)))
    if faces:
        parts.append(say(tr, "change one face of a die to {offers}", offers=", ".join(faces)))
    if not parts:
        return say(tr, "It is a merchant square, but {mover} has nothing to sell and cannot pay for anything.", mover=mover)
    choices = parts[0]
    for part in parts[1:]:
        choices = say(tr, "{choices}; or {choice}", choices=choices, choice=part)
    return say(tr, "It is a merchant square. {mover} may make one trade, or none: {choices}.", mover=mover, choices=choices)


def _face(face: str, tr: Translator | None) -> str:
    """A die face's name: a direction (North …) or a power."""
    names = {"N": say(tr, "North"), "E": say(tr, "East"), "S": say(tr, "South"), "W": say(tr, "West")}
    return names.get(face) or say(tr, "power {n}", n=face)


def explain_winner(result: dict, tr: Translator | None = None) -> str:
    """Who wins, and what settled it: coins, then power, else nobody."""
    coins, power, leaders = result["coins"], result["power"], result["leaders"]
    name = result["winner"]
    if result["decided_by"] == "coins":
        return say(tr, "{name} wins with the most coins: {coins}.", name=name, coins=coins[name])
    tied = leaders[0] if leaders else ""
    for other in leaders[1:]:
        tied = say(tr, "{first} and {last}", first=tied, last=other)
    if result["decided_by"] == "power":
        return say(tr, "{tied} tie on {coins}; {name} wins with the highest total power, {power}.",
                   tied=tied, coins=coins_text(coins[name], tr), name=name, power=power[name])
    return say(tr, "{tied} tie on {coins} and on total power ({power}): nobody wins, every player loses.",
               tied=tied, coins=coins_text(coins[leaders[0]], tr), power=power[leaders[0]])


__all__ = ["NOTES", "explain", "explain_moves", "explain_land", "explain_winner"]
