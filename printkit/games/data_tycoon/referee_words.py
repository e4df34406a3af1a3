"""The Data-Tycoon referee's words in the reader's language: the names of what a card is, and the
summary a game master reads aloud (printkit/referee/words.py: English msgids in the `web` catalog;
the web pages pass their translator, the command line none and gets English).

Names of kinds, colours, sensitive types and purposes come from the deck's data. In English the
referee says them as prose ('a data breach card', 'all red'), exactly as `printkit score` always
has; in another language it uses the names the printed cards carry, from the game's own catalog
(contexts special:<kind>, colour:<id>, type:<id>, purpose:<id>, as kit.py asks for them).
"""

from __future__ import annotations

from functools import reduce
from typing import Any

from printkit.errors import UsageError
from printkit.games.data_tycoon.model import DATASET, DataTycoon
from printkit.games.data_tycoon.referee_input import kind_words
from printkit.i18n import Translator
from printkit.referee.words import game_catalog, name, say


class Names:
    """How one language names a card's kind, colour, sensitive type and purpose."""

    def __init__(self, model: DataTycoon, tr: Translator | None) -> None:
        self.model, self.tr = model, tr
        self.catalog = game_catalog(tr, model.id)

    def kind(self, kind: str) -> str:
        """'sanction' in English prose; the printed card's title elsewhere ('Sanction')."""
        if self.catalog is None:
            return kind_words(kind)
        if kind == DATASET:
            # Translators: the dataset card kind, named like the printed special cards ("a {kind} card").
            return say(self.tr, "Dataset")
        return name(self.catalog, f"special:{kind}", self.model.specials[kind].name)

    def colour(self, colour: str) -> str:
        return name(self.catalog, f"colour:{colour}", self.model.colours[colour].name)

    def type(self, type_id: str) -> str:
        return name(self.catalog, f"type:{type_id}", self.model.types[type_id].name)

    def purpose(self, purpose: str) -> str:
        return name(self.catalog, f"purpose:{purpose}", self.model.purposes[purpose].name)


def explain(check: str, result: dict[str, Any], tr: Translator | None = None) -> str:
    """The result in sentences a game master can read aloud, in tr's language (English without
    one). The reasons inside `result` are already in that language: the check wrote them
    (printkit/referee `run` asks a check that takes `tr` again for the words)."""
    if check == "score":
        return _explain_score(result, tr)
    if check == "pickup":
        if result["allowed"]:
            return say(tr, "Yes, the card may be taken: {reason}.", reason=result["reason"])
        return say(tr, "No, the card may not be taken: {reason}.", reason=result["reason"])
    raise UsageError("check: expected one of pickup, score, got {check!r}", check=check)


def _explain_score(result: dict[str, Any], tr: Translator | None) -> str:
    """Each player's treasures in turn, the ranking, then the winner (LE VAINQUEUR)."""
    lines = []
    for player, judged in result["treasures"].items():
        if not judged:
            lines.append(say(tr, "{player} claims no Data-Treasure.", player=player))
        for number, item in enumerate(judged, start=1):
            values = dict(player=player, number=number, reason=item["reason"])
            if item["valid"]:
                lines.append(say(tr, "{player}'s treasure {number} stands: {reason}.", **values))
            else:
                lines.append(say(tr, "{player}'s treasure {number} is rejected: {reason}.", **values))
    order = reduce(lambda earlier, later: say(tr, "{earlier}, then {later}", earlier=earlier, later=later),
                   result["ranking"])
    lines.append(say(tr, "Ranking: {order}.", order=order))
    if result["winner"]:
        lines.append(say(tr, "{winner} wins and becomes the Data-Tycoon.", winner=result["winner"]))
    else:
        lines.append(say(tr, "The leaders are level on treasures, sensitive cards and dataset cards: no single winner."))
    return "\n".join(lines)
