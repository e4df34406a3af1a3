"""Referee pages speak the page's language for every game, Data-Tycoon included: its reasons and
summary lines come from the `web` catalog, its card names from the game's catalog; the JSON (on
the page and from the API) stays the CLI's English."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from click.testing import CliRunner

from printkit.cli import main
from printkit.games.data_tycoon.model import load_model
from printkit.i18n import WEB_DOMAIN, Translator
from printkit.referee import run
from printkit.i18n_tools.extract import web_requests
from tests.games.data_tycoon.test_referee_words import FRENCH_VERDICTS, every_verdict

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "data-tycoon-score.json"
VERDICT = re.compile(r'<pre id="verdict">(.*?)</pre>', re.S)
JSON_SHOWN = re.compile(r"<summary>[^<]*</summary><pre>(.*?)</pre>", re.S)


def page(client, lang: str, text: str) -> tuple[str, str]:
    """The verdict and the JSON a referee page shows for a score input (typed into its form), unescaped."""
    from tests.web.test_check_forms import query
    response = client.get("/score/data-tycoon/score", query_string=query("data-tycoon", "score", json.loads(text)) | {"hl": lang})
    assert response.status_code == 200
    body = response.get_data(as_text=True)
    verdict = VERDICT.search(body).group(1)
    assert '<span class="code">DT-S-0' in verdict     # codes stay whole on a phone (web/referee.py codes_whole)
    return html.unescape(re.sub(r"<[^>]+>", "", verdict)), html.unescape(JSON_SHOWN.search(body).group(1))


def english_pieces() -> set[str]:
    """The English of every Data-Tycoon referee sentence, cut at its placeholders (pieces of two
    words or more), and the English names of card kinds, colours, types and purposes that French
    names differently."""
    pieces = set()
    for request in web_requests():
        if "data_tycoon/referee" not in request.location:
            continue
        for msgid in request.msgid if isinstance(request.msgid, tuple) else (request.msgid,):
            pieces |= {piece.strip(" ,.;:()") for piece in re.split(r"\{\w+\}|[;:]", msgid)}
    model = load_model()
    french = Translator("fr", (model.id,))
    named = [(f"colour:{c.id}", c.name) for c in model.colours.values()]
    named += [(f"type:{t.id}", t.name) for t in model.types.values()]
    named += [(f"purpose:{p.id}", p.name) for p in model.purposes.values()]
    named += [(f"special:{s.kind}", s.name) for s in model.specials.values()]
    pieces |= {english for context, english in named if french.pgettext(context, english) != english}
    pieces |= {english.lower() for context, english in named if context.startswith("special:")
               and french.pgettext(context, english).lower() != english.lower()}
    return {piece for piece in pieces if " " in piece or piece.islower() and len(piece) >= 3}


def test_a_french_data_tycoon_page_says_no_english_reason(client):
    """Every verdict the referee gives, six players a page (the game's most): the French words of
    `printkit score` through the web catalog, and not one English piece among them."""
    players = every_verdict()["players"]
    names = sorted(players)
    pieces = english_pieces()
    assert {"frozen cards count at the end but build no treasure", "wins and becomes the Data-Tycoon",
            "data breach", "red", "Direct marketing"} <= pieces
    for start in range(0, len(names), 6):
        document = {"players": {name: players[name] for name in names[start:start + 6]}}
        verdict, shown = page(client, "fr", json.dumps(document))
        _result, words = run("data-tycoon", "score", document, Translator("fr", (WEB_DOMAIN,)))
        assert verdict == words.replace("\u00a0", " ")
        assert [piece for piece in sorted(pieces) if re.search(rf"\b{re.escape(piece)}\b", verdict)] == []
        cli = CliRunner().invoke(main, ["score", "data-tycoon", "score", "-", "--json"], input=json.dumps(document))
        assert shown == cli.output.rstrip("\n")
    reasons = [line for line in FRENCH_VERDICTS.splitlines() if line.startswith("Le Data-Trésor")]
    seen = "\n".join(page(client, "fr", json.dumps({"players": {name: players[name] for name in names[start:start + 6]}}))[0]
                     for start in range(0, len(names), 6))
    assert [line for line in reasons if line not in seen] == []    # every verdict of the CLI's French said


def test_the_shipped_example_in_french_and_in_english(client):
    french, shown = page(client, "fr", EXAMPLE.read_text())
    assert french == (
        "Le Data-Trésor 1 revendiqué par Ana est valable : 6 cartes Dataset, toutes en rouge, "
        "pour la finalité Marketing direct (DT-S-01).\n"
        "Le Data-Trésor 1 revendiqué par Bo est valable : 6 cartes Dataset, toutes sensibles et toutes en bleu, "
        "pour la finalité Services intelligents (DT-S-02).\n"
        "Le Data-Trésor 2 revendiqué par Bo est refusé : 5 cartes Dataset ; un Data-Trésor en demande au moins 6.\n"
        "Classement : Bo, puis Ana.\n"
        "Bo gagne la partie : c’est le Data-Tycoon.")
    cli_json = CliRunner().invoke(main, ["score", "data-tycoon", "score", str(EXAMPLE), "--json"]).output
    assert shown == cli_json.rstrip("\n")
    english, _shown = page(client, "en", EXAMPLE.read_text())
    assert english == CliRunner().invoke(main, ["score", "data-tycoon", "score", str(EXAMPLE)]).output.rstrip("\n")


def test_the_api_answers_english_to_a_french_browser(client):
    response = client.post("/api/score/data-tycoon/score?hl=fr", data=EXAMPLE.read_bytes(),
                           headers={"Accept-Language": "fr"})
    cli = CliRunner().invoke(main, ["score", "data-tycoon", "score", str(EXAMPLE), "--json"])
    assert response.get_data(as_text=True) == cli.output
