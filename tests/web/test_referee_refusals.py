"""A referee's refusal in the page's language: the message the CLI prints in English, said again
through the `web` catalog on a French page, the field path and what was typed kept as they are;
the command line and the JSON API keep English (errors.py `UsageError.said`)."""

from __future__ import annotations

import html
import re

import pytest
from click.testing import CliRunner

from printkit.cli import main

ERROR = re.compile(r'<p class="error" role="alert">(.*?)</p>', re.S)
NBSP = "\u00a0"


def refusal(response) -> str:
    """The page's error line, as a reader sees it (no-break spaces read as spaces)."""
    found = ERROR.search(response.get_data(as_text=True))
    assert found, response.get_data(as_text=True)[:400]
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).replace(NBSP, " ")


PAGES = [   # one refusal per game, its French and its English (the CLI's) words
    ("market-island", "round", '{"players": 3}',
     "winning : il faut une carte comme 9C, 10H ou K♠ ; reçu : None",
     "winning: expected a card such as 9C, 10H or K♠, got None"),
    ("data-tycoon", "score", '{"players": {"Ana": {"datasets": ["DT-S-14"]}}}',
     "players.Ana.datasets[0] : il faut une carte Dataset ; reçu : DT-S-14 (une carte Avocat)",
     "players.Ana.datasets[0]: expected a dataset card, got DT-S-14 (a lawyer card)"),
    ("data-tycoon", "score", '{"players": {"Ana": {"treasures": [{"cards": []}]}}}',
     "players.Ana.treasures[0].purpose : il faut le code d’une carte Finalité ; reçu : rien",
     "players.Ana.treasures[0].purpose: expected the code of a purpose card, got nothing"),
    ("dice-game", "moves", '{"at": [3, 3], "roll": ["N", "9"]}',
     'roll[1] : il faut N, E, S, W ou une puissance de 1 à 6 ; reçu : "9"',
     'roll[1]: expected N, E, S, W or a power from 1 to 6, got "9"'),
    # The path as the referee builds it ("battle: contenders[0]") stays as it is, colon included.
    ("triple-bataille", "battle", '{"liasse": 1, "pot": 50, "contenders": [{"player": "A", "cards": ["1X"]}]}',
     "battle: contenders[0] : cards[0] : il faut une carte à jouer comme AS, 10H ou QD ; reçu : '1X'",
     "battle: contenders[0]: cards[0]: expected a playing card such as AS, 10H or QD, got '1X'"),
    ("triple-bataille", "battle", '{"liasse": 1, "pot": 50, "contenders": {}}',
     "battle : contenders : il faut une liste ; reçu : un objet",
     "battle: contenders: expected a list, got an object"),
    ("triple-bataille", "battle", "{\n  \"pot\": 50,\n}",
     "texte JSON, ligne 3 : JSON invalide, il faut un nom de clé entre guillemets droits doubles",
     "request body:3: invalid JSON: Expecting property name enclosed in double quotes"),
]


@pytest.mark.parametrize("game, check, body, french, english", PAGES, ids=[f"{p[0]}/{p[1]}" for p in PAGES])
def test_a_french_page_refuses_in_french_and_an_english_one_as_the_cli(client, game, check, body, french, english):
    response = client.post(f"/score/{game}/{check}?hl=fr", data={"json": body})
    assert response.status_code == 400
    assert refusal(response) == french
    assert refusal(client.post(f"/score/{game}/{check}?hl=en", data={"json": body})) == english
    api = client.post(f"/api/score/{game}/{check}", data=body.encode(), headers={"Accept-Language": "fr"})
    assert api.status_code == 400 and api.get_json()["error"] == english


def test_french_typography_keeps_the_colon_with_the_field(client):
    response = client.post("/score/dice-game/moves?hl=fr", data={"json": '{"at": [3, 3], "roll": ["N", "9"]}'})
    text = html.unescape(ERROR.search(response.get_data(as_text=True)).group(1))
    assert text.startswith(f"roll[1]{NBSP}: il faut")


def test_a_card_code_in_a_refusal_stays_on_one_line(client):
    response = client.post("/score/data-tycoon/score?hl=fr", data={"json": '{"players": {"Ana": {"datasets": ["DT-S-14"]}}}'})
    assert 'reçu\xa0: <span class="code">DT-S-14</span> (une carte Avocat)' in response.get_data(as_text=True)


def test_the_cli_keeps_english(tmp_path):
    path = tmp_path / "moves.json"
    path.write_text('{"at": [3, 3], "roll": ["N", "9"]}', encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "dice-game", "moves", str(path)])
    assert result.exit_code == 2
    assert 'roll[1]: expected N, E, S, W or a power from 1 to 6, got "9"' in result.output


MINING = [   # the form's own check (a card half tapped), then the referee's
    ("players=2&w=9C&b1_rank=9&b2=9D&p1=9H&p2=9D&score=1",
     "--block carte 1 : il faut une valeur et une couleur ; reçu : 9",
     "--block card 1: expected a rank and a suit, got 9"),
    ("players=2&b1=9H&b2=9D&p1=9H&p2=9D&score=1",
     "--winning : il faut une valeur et une couleur ; reçu : rien",
     "--winning: expected a rank and a suit, got nothing"),
    ("players=2&w=9C&b1=9H&b2=9D&p1=9H&p2=9H&score=1",
     "--played P2 : 9H est déjà jouée par P1 ; chaque carte classique ne sert qu’une fois",
     "--played P2: 9H is already played by P1; expected each standard card once"),
    ("players=2&w=9C&b1=9H&b2=9D&p1=9C&p2=-&score=1",
     "--played P1 : 9C est la carte gagnante posée sur le plateau ; il faut une carte encore dans la pioche classique",
     "--played P1: 9C is the winning card on the board; expected a card still in the standard deck"),
]


@pytest.mark.parametrize("query, french, english", MINING)
def test_the_mining_form_refuses_in_the_pages_language(client, query, french, english):
    response = client.get(f"/score/market-island/mining?hl=fr&{query}")
    assert response.status_code == 400
    assert refusal(response) == french
    assert refusal(client.get(f"/score/market-island/mining?hl=en&{query}")) == english

