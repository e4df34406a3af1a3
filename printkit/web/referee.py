"""Referee pages (`/score/<game>/<check>`) and the JSON API (`POST /api/score/<game>/<check>`).

Both call the same referee as `printkit score`: the API answers exactly what `--json` prints,
the pages (forms: check_pages.py, mining.py) show the words the command prints, in the page's
language. Mistakes are the referee's one-line messages; the API answers them in English with
HTTP 400 and `{"error", "field"}`, the pages name the field in their own words (refusals.py).
"""

from __future__ import annotations

import json
import re
from typing import Any

from flask import Blueprint, Response, abort, render_template, request
from markupsafe import Markup, escape

from printkit.errors import PrintkitError, UsageError, Word
from printkit.i18n import Translator
from printkit.option_specs import N_
from printkit.loader import list_games
from printkit.referee import parse_json, referee, run
from printkit.web.forms import game_titles
from printkit.web.check_pages import check_page, spec_of
from printkit.web.mining import MiningForm, mining_refusal
from printkit.web.pages import tr as page_tr

blueprint = Blueprint("referee", __name__)
CHECK_LABELS = {   # the checks of `printkit score`, as the pages name them
    "mining": N_("Mining: who wins the block"), "round": N_("A whole turn"),
    "score": N_("Treasures and winner"), "battle": N_("Battle"), "wealth": N_("Wealth at the end"),
    "track": N_("Money-creation track"), "moves": N_("Moves"), "land": N_("Landing"), "winner": N_("Winner"),
}


@blueprint.app_context_processor
def labels() -> dict:
    return {"check_label": lambda check: CHECK_LABELS.get(check, check)}


CARD_CODE = re.compile(r"\b[A-Z]{2,3}(?:-[A-Z0-9]{1,3})+\b")   # DT-S-14, MI-I-07: printed card codes


@blueprint.app_template_filter("codes_whole")
def codes_whole(words: str) -> Markup:
    """A verdict's text, escaped, each card code kept on one line: a phone's narrow column would
    otherwise break DT-S-14 after a hyphen, and a referee reads codes off the cards."""
    return Markup(CARD_CODE.sub(lambda code: f'<span class="code">{code.group(0)}</span>', str(escape(words))))


BODY_NAME = Word("request body")   # what a JSON mistake's message names: the API's body
FIELD = re.compile(r"^(--)?([A-Za-z_][\w.\[\]-]*):")


def checks_of(game: str) -> list[str]:
    """The checks `printkit score GAME` knows, in the referee's order (none for a game without a
    referee, such as a card game made from data alone)."""
    try:
        return list(referee(game).CHECKS)
    except UsageError:
        return []


def answer(game: str, check: str, payload: Any, tr: Translator | None = None) -> tuple[dict[str, Any], str]:
    """The referee's result and its words (in tr's language where the referee speaks it, else the
    CLI's English); the game and check are checked first, like the CLI."""
    module = referee(game)
    if not check:
        raise UsageError("{game_id}: expected a check before the file, one of: {checks}",   # referee.run's message
                         game_id=game, checks=', '.join(sorted(module.CHECKS)))
    return run(game, check, payload, tr)


def cli_json(result: dict[str, Any]) -> str:
    """What `printkit score … --json` prints (without the line end `echo` adds)."""
    return json.dumps(result, indent=2, ensure_ascii=False)


def field_of(message: str, game: str) -> str:
    """The option or JSON path a referee's message starts with: `players[1].plays: …` -> that path."""
    if message.startswith("unknown game") or message == f"{game} has no referee yet":
        return "game"
    if message.startswith("unknown check") or message.startswith(f"{game}: expected a check"):
        return "check"
    if message.startswith(BODY_NAME):
        return "body"
    found = FIELD.match(message)
    return found.group(2) if found else ""


@blueprint.post("/api/score/<game>/<check>")
def api_score(game: str, check: str):
    try:
        text = request.get_data(as_text=False).decode("utf-8")
    except UnicodeDecodeError:
        return _api_error("request body: expected UTF-8 JSON text", "body")
    try:
        result, _words = answer(game, check, parse_json(text, BODY_NAME))
    except PrintkitError as error:
        return _api_error(str(error), field_of(str(error), game))
    return Response(cli_json(result) + "\n", mimetype="application/json")


def _api_error(message: str, field: str) -> Response:
    body = json.dumps({"error": message, "field": field}, ensure_ascii=False)
    return Response(body + "\n", status=400, mimetype="application/json")


@blueprint.get("/score")
def score_index():
    games = [(game, title, page_checks(game)) for game, title in game_titles()]
    return render_template("score_index.html", games=[entry for entry in games if entry[2]])


def page_checks(game: str) -> list[str]:
    """The checks a page settles: those with a form (a check a referee adds later answers on the
    API until it has one)."""
    return [check for check in checks_of(game) if (game, check) == ("market-island", "mining") or spec_of(game, check)]


@blueprint.get("/score/<game>")
def score_game(game: str):
    if game not in list_games() or not page_checks(game):
        abort(404)
    title = dict(game_titles())[game]
    return render_template("score_index.html", games=[(game, title, page_checks(game))])


@blueprint.get("/score/<game>/<check>")
def score_check(game: str, check: str):
    if game not in list_games() or check not in page_checks(game):
        abort(404)
    if game == "market-island" and check == "mining":
        return _mining_page()
    return check_page(game, check, dict(game_titles())[game], answer)


def _mining_page():
    form = MiningForm.from_args(request.args)
    result = words = None
    if form.submitted and not form.error:
        try:
            result, words = answer("market-island", "mining", form.payload(), page_tr())
        except PrintkitError as failure:
            form.error = failure
    return render_template("mining.html", form=form, words=words, result=result, error=mining_refusal(form.error),
                           title=dict(game_titles())["market-island"]), (400 if form.error else 200)
