"""Turning `printkit score` arguments into a referee check and its JSON payload.

Market Island's mining score is given on the command line (`--winning 9C --block 9H KH
--played 9D AC --dice P1=4`), as a referee types it at a table; every other check reads a JSON
file (or standard input for '-').
"""

from __future__ import annotations

from typing import Any, Callable

from printkit.errors import UsageError

MINING_OPTIONS = ("--winning", "--block", "--played", "--dice")


def parse_score_words(game: str, words: list[str], read: Callable[[str], dict[str, Any]]
                      ) -> tuple[str, dict[str, Any], bool]:
    """(check, payload, as_json) from the words after GAME."""
    as_json = "--json" in words
    words = [w for w in words if w != "--json"]
    if game == "market-island" and words and words[0].startswith("--"):
        return "mining", mining_payload(words), as_json
    if len(words) == 1:
        return "", read(words[0]), as_json   # the game's only check; the registry names it
    if len(words) == 2:
        return words[0], read(words[1]), as_json
    raise UsageError(f"expected CHECK FILE.json after {game} (FILE '-' reads standard input), got {' '.join(words) or 'nothing'}")


def mining_payload(words: list[str]) -> dict[str, Any]:
    """--winning CARD --block CARD... --played CARD|-... [--dice P=N...] -> the mining check's payload."""
    groups: dict[str, list[str]] = {}
    current = None
    for word in words:
        if word.startswith("--"):
            if word not in MINING_OPTIONS:
                raise UsageError(f"{word}: unknown option; expected {', '.join(MINING_OPTIONS)} or --json")
            if word in groups:
                raise UsageError(f"{word}: given twice")
            current = word
            groups[current] = []
        else:
            groups[current].append(word)
    for required in ("--winning", "--block", "--played"):
        if not groups.get(required):
            raise UsageError(f"{required}: expected at least one card, got nothing")
    if len(groups["--winning"]) != 1:
        raise UsageError(f"--winning: expected one card, got {len(groups['--winning'])}")
    payload: dict[str, Any] = {"winning": groups["--winning"][0], "block": groups["--block"], "played": groups["--played"]}
    if "--dice" in groups:
        payload["dice"] = dict(_die(word) for word in groups["--dice"])
    return payload


def _die(word: str) -> tuple[str, int]:
    player, _, value = word.partition("=")
    if not player or not (value.isascii() and value.isdigit()) or len(value) > 6:   # a die's roll; never 4 300 digits
        shown = word if len(word) <= 40 else word[:30] + "…"
        raise UsageError(f"--dice: expected PLAYER=ROLL such as P1=4, got {shown!r}")
    return player.upper(), int(value)
