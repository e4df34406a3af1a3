"""Referees: one module per game (pure functions over frozen state) and this registry.

A referee module exports `CHECKS = {name: function(payload: dict) -> dict}` and
`explain(check, result) -> str`. Bad input raises UsageError (exit 2). A module whose checks take
the game's model (`model=`) names how it is made from the game's data, `model_of(data)`: `judge`,
which serves a game found once (`printkit score`), hands its checks the model of that game's data;
without it (`run`, the web pages) a check uses the model of the game's data it loads itself.

Words in the reader's language (words.py): an `explain` that takes `tr` says its sentences in
tr's language. A check whose result itself holds sentences (Data-Tycoon's reasons) takes `tr`
too; `run` then asks it once more for the page's words, and the result it returns stays the
English one that `--json` and the API print.
"""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO

from printkit.errors import UsageError, Word
from printkit.games import shipped_part
from printkit.i18n import Translator
from printkit.loader import list_games
from printkit.referee.bounded_json import check_json_text
from printkit.registry import Game, find_game


def referee(game_id: str) -> ModuleType:
    """The referee of a game named by its id; an unknown game, or one without a referee, is a usage error."""
    games = list_games()
    if game_id not in games:
        raise UsageError("unknown game {game_id!r}; expected one of: {games}",
                         game_id=game_id, games=', '.join(games))
    return referee_of(find_game(game_id))


def referee_of(game: Game) -> ModuleType:
    """The referee module a game's package declares (printkit/games/<package>/, `REFEREE`)."""
    module = shipped_part(game.package, "referee")
    if module is None:
        raise UsageError("{game_id} has no referee yet", game_id=game.id)
    return module


def run(game_id: str, check: str, payload: dict[str, Any],
        tr: Translator | None = None) -> tuple[dict[str, Any], str]:
    """`judge` for a game named by its id, whose checks use the model of the data they load
    themselves, once per process (the web pages ask again and again)."""
    return _checked(referee(game_id), game_id, check, payload, tr, None)


def judge(game: Game, check: str, payload: dict[str, Any],
          tr: Translator | None = None) -> tuple[dict[str, Any], str]:
    """The result of one check of `game` (always the CLI's English JSON) and the words explaining
    it, in tr's language where the referee speaks it (English without tr); checks that take the
    game's model get the model of `game`'s data."""
    return _checked(referee_of(game), game.id, check, payload, tr, game)


def _checked(module: ModuleType, game_id: str, check: str, payload: dict[str, Any], tr: Translator | None,
             game: Game | None) -> tuple[dict[str, Any], str]:
    """The check (the referee's only or default one when none is named) run, and its words; with
    `game`, a check that takes the model gets the model of its data (`model_of`)."""
    if not check:
        default = getattr(module, "DEFAULT_CHECK", None)
        check = default or (next(iter(module.CHECKS)) if len(module.CHECKS) == 1 else "")
        if not check:
            raise UsageError("{game_id}: expected a check before the file, one of: {checks}",
                             game_id=game_id, checks=', '.join(sorted(module.CHECKS)))
    if check not in module.CHECKS:
        raise UsageError("unknown check {check!r} for {game_id}; expected one of: {checks}",
                         check=check, game_id=game_id, checks=', '.join(sorted(module.CHECKS)))
    model = {"model": module.model_of(game.data)} if game is not None and hasattr(module, "model_of") else {}
    result = module.CHECKS[check](payload, **model)
    return result, _words(module, check, payload, result, tr, model)


def _words(module: ModuleType, check: str, payload: dict[str, Any], result: dict[str, Any],
           tr: Translator | None, model: dict[str, Any]) -> str:
    """`explain` in tr's language. A check whose result carries sentences of its own (Data-Tycoon's
    reasons) takes `tr` too, and is asked again for the words: the result it returned first, the
    one `--json` and the API give, stays English."""
    if tr is None or "tr" not in inspect.signature(module.explain).parameters:
        return module.explain(check, result)
    function = module.CHECKS[check]
    spoken = function(payload, tr=tr, **model) if "tr" in inspect.signature(function).parameters else result
    return module.explain(check, spoken, tr=tr)


def read_json(name: str, stdin: TextIO) -> dict[str, Any]:
    """A JSON object from a file, or from standard input for '-'; errors name file and line."""
    shown = "<stdin>" if name == "-" else name
    try:
        text = stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError("{shown}: cannot read ({strerror})", shown=shown, strerror=exc.strerror) from None
    return parse_json(text, shown)


# Translators: what Python's JSON reader says is wrong in the text, after "invalid JSON:".
JSON_MISTAKES = {word: word for word in (
    Word("Expecting value"), Word("Expecting property name enclosed in double quotes"),
    Word("Expecting ',' delimiter"), Word("Expecting ':' delimiter"), Word("Extra data"),
    Word("Unterminated string starting at"), Word("Invalid control character at"), Word("Invalid \\escape"))}


def parse_json(text: str, shown: str) -> dict[str, Any]:
    """A JSON object from text read from `shown` (a file, standard input, a request body); what
    Python's reader cannot take (deep nesting, huge integers, NaN) is refused first (bounded_json.py)."""
    check_json_text(text, shown)
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError("{shown}:{lineno}: invalid JSON: {msg}",
                         shown=shown, lineno=exc.lineno, msg=JSON_MISTAKES.get(exc.msg, exc.msg)) from None
    if not isinstance(payload, dict):
        raise UsageError("{shown}: expected a JSON object {{...}}, got {type_name}",
                         shown=shown, type_name=type(payload).__name__)
    return payload
