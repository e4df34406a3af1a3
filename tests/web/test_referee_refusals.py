"""A referee's refusal in the page's language: on the mining page, named by the card picker it is
about and said through the `web` catalog; the command line and the JSON API keep the English
message and its JSON path (every other check's form: test_check_forms.py)."""

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


API = [   # one refusal per game: the API and the command line keep English, whatever the browser's language
    ("market-island", "round", '{"players": 3}', "winning: expected a card such as 9C, 10H or K♠, got None"),
    ("data-tycoon", "score", '{"players": {"Ana": {"datasets": ["DT-S-14"]}}}',
     "players.Ana.datasets[0]: expected a dataset card, got DT-S-14 (a lawyer card)"),
    ("dice-game", "moves", '{"at": [3, 3], "roll": ["N", "9"]}',
     'roll[1]: expected N, E, S, W or a power from 1 to 6, got "9"'),
    ("triple-bataille", "battle", '{"liasse": 1, "pot": 50, "contenders": {}}',
     "battle: contenders: expected a list, got an object"),
    ("triple-bataille", "battle", "{\n  \"pot\": 50,\n}",
     "request body:3: invalid JSON: Expecting property name enclosed in double quotes"),
]


@pytest.mark.parametrize("game, check, body, english", API, ids=[f"{p[0]}/{p[1]}" for p in API])
def test_the_api_refuses_in_the_clis_english_whatever_the_language(client, game, check, body, english):
    api = client.post(f"/api/score/{game}/{check}?hl=fr", data=body.encode(), headers={"Accept-Language": "fr"})
    assert api.status_code == 400 and api.get_json()["error"] == english


def test_french_typography_keeps_the_colon_with_the_field(client):
    response = client.get("/score/dice-game/moves?hl=fr&at_0=3&at_1=3&roll=N+9&settle=1")
    text = html.unescape(re.search(r'<ul class="errors" role="alert"><li>(.*?)</li>', response.get_data(as_text=True)).group(1))
    assert text.startswith(f"Faces obtenues{NBSP}: il faut")


def test_a_card_code_in_a_refusal_stays_on_one_line(client):
    response = client.get("/score/data-tycoon/score?hl=fr&rows=1&slots=1&r1_name=Ana&r1_datasets=DT-S-14&settle=1")
    assert 'reçu\xa0: <span class="code">DT-S-14</span> (une carte Avocat)' in response.get_data(as_text=True)


def test_the_cli_keeps_english(tmp_path):
    path = tmp_path / "moves.json"
    path.write_text('{"at": [3, 3], "roll": ["N", "9"]}', encoding="utf-8")
    result = CliRunner().invoke(main, ["score", "dice-game", "moves", str(path)])
    assert result.exit_code == 2
    assert 'roll[1]: expected N, E, S, W or a power from 1 to 6, got "9"' in result.output


MINING = [   # the form's own check (a card half tapped), then the referee's, named as the page names the cards
    ("players=2&w=9C&b1_rank=9&b2=9D&p1=9H&p2=9D&score=1",
     "Bloc : carte 1 : il faut une valeur et une couleur ; reçu : 9",
     "Block: card 1: expected a rank and a suit, got 9"),
    ("players=2&b1=9H&b2=9D&p1=9H&p2=9D&score=1",
     "Carte gagnante sur le plateau : il faut une valeur et une couleur ; reçu : rien",
     "Winning card on the board: expected a rank and a suit, got nothing"),
    ("players=2&w=9C&b1=9H&b2=9D&p1=9H&p2=9H&score=1",
     "P2 joue : 9H est déjà jouée par P1 ; chaque carte classique ne sert qu’une fois",
     "P2 plays: 9H is already played by P1; expected each standard card once"),
    ("players=2&w=9C&b1=9H&b2=9D&p1=9C&p2=-&score=1",
     "P1 joue : 9C est la carte gagnante posée sur le plateau ; il faut une carte encore dans la pioche classique",
     "P1 plays: 9C is the winning card on the board; expected a card still in the standard deck"),
]


@pytest.mark.parametrize("query, french, english", MINING)
def test_the_mining_form_refuses_in_the_pages_language(client, query, french, english):
    response = client.get(f"/score/market-island/mining?hl=fr&{query}")
    assert response.status_code == 400
    assert refusal(response) == french
    assert refusal(client.get(f"/score/market-island/mining?hl=en&{query}")) == english
