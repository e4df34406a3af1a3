"""Market Island referee (manual v3, EN 001 / FR 000): mining scores, whole turns, worked examples.

Public API, pure functions (DEVELOPING.md, "Referees"):

- `mining(winning, block, played, dice=None)`: the §2.4 score of one block, with its tie-breaks.
- `round(state, model)`: one whole turn, §2.2-2.10, §4.3, §4.5; input format in docs/round-format.md.
- `CHECKS = {"mining": ..., "round": ...}`: the same, over parsed JSON (what `printkit score` calls).
- `explain(check, result)`: the sentences a referee says aloud.
- `booklet_examples(model)`: the rule booklet's worked examples, computed by `mining()`.

The work lives in market_island_mining.py, market_island_round*.py, market_island_explain.py and
market_island_manual.py; this module is the face the CLI, the booklet and the validator use.
"""

from __future__ import annotations

from typing import Any

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.schema import parse_card
from printkit.games.market_island.referee_explain import explain_mining, explain_round
from printkit.games.market_island.referee_manual import audit, booklet_examples
from printkit.games.market_island.model import load, load_model
from printkit.games.market_island.referee_mining import NOT_MINING, mining, player_ids
from printkit.games.market_island.referee_round import play_round

GAME_ID = "market-island"


def round(state: dict[str, Any], model: Any) -> dict[str, Any]:  # noqa: A001 - the issue's name
    """Apply one turn (manual §2.2-2.10, §4.3, §4.5); see docs/round-format.md."""
    return play_round(state, model)


def check_mining(data: dict[str, Any], model: Any = None) -> dict[str, Any]:
    """CHECKS["mining"]: {"winning", "block", "played", "dice"?} -> mining() plus the cards played.

    The result is `mining()`'s for a table of the manual's size (§3: 2 to 6 players), with two
    more keys: "played" ({"P1": "9D", "P2": null}), so that `explain` can name each player's card,
    and "winning", the winning card once the block is settled: the winner's card, the same card
    when nobody mined (§2.2: mining is optional), null while a die roll is still owed.
    """
    if not isinstance(data, dict):
        raise UsageError("mining: expected a JSON object, got {type_name}", type_name=type(data).__name__)
    unknown = sorted(set(data) - {"winning", "block", "played", "dice"})
    if unknown:
        raise UsageError("mining: unknown key(s) {unknown}; expected: winning, block, played, dice",
                         unknown=', '.join(unknown))
    for key in ("winning", "block", "played"):
        if key not in data:
            raise UsageError("--{key}: expected a value, got nothing", key=key)
    model = model or load_model()
    result = mining(data["winning"], data["block"], data["played"], data.get("dice"),
                    table=(model.players_min, model.players_max))
    plays = data["played"].split() if isinstance(data["played"], str) else list(data["played"])
    result["played"] = {pid: (None if text in NOT_MINING else parse_card(str(text)))
                        for pid, text in zip(player_ids(len(plays)), plays)}
    settled = result["played"].get(result["winner"]) if result["winner"] else None
    result["winning"] = parse_card(str(data["winning"])) if result["decided_by"] == "nobody-mined" else settled
    return result


def check_round(data: dict[str, Any], model: Any = None) -> dict[str, Any]:
    """CHECKS["round"]: one turn as parsed JSON, against Market Island's data (`model`: of the
    game found by `printkit score`, else loaded here)."""
    return play_round(data, model or load_model())


CHECKS = {"mining": check_mining, "round": check_round}
model_of = load   # the model its checks take, made from the data of a game found once (printkit/referee, judge)


def explain(check: str, result: dict[str, Any], tr: Translator | None = None) -> str:
    """What a referee reads aloud for the result of CHECKS[check], in tr's language (words.py)."""
    if check == "mining":
        return explain_mining(result, result.get("played"), tr)
    if check == "round":
        return explain_round(result, tr)
    raise UsageError("check: expected one of {checks}, got {check!r}", checks=', '.join(sorted(CHECKS)), check=check)


__all__ = ["CHECKS", "GAME_ID", "audit", "booklet_examples", "explain", "mining", "round"]
