"""The referee pages and `POST /api/score/<game>/<check>`: the CLI's JSON for every shipped
example, its one-line messages with HTTP 400 and the field they name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from printkit.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CASES = sorted((path.stem.split("-")[0] + "-" + path.stem.split("-")[1], path.stem.split("-", 2)[2], path)
               for path in EXAMPLES.glob("*.json"))


@pytest.mark.parametrize("game, check, path", CASES, ids=[f"{g}/{c}" for g, c, _ in CASES])
def test_the_api_answers_what_score_json_prints(client, game, check, path):
    cli = CliRunner().invoke(main, ["score", game, check, str(path), "--json"])
    assert cli.exit_code == 0, cli.output
    response = client.post(f"/api/score/{game}/{check}", data=path.read_bytes(), content_type="application/json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.get_data(as_text=True) == cli.output


def test_mining_from_the_api_is_the_mining_options_of_the_cli(client):
    cli = CliRunner().invoke(main, ["score", "market-island", "--winning", "2C", "--block", "9H", "9S",
                                    "--played", "5H", "5S", "--dice", "P1=2", "P2=6", "--json"])
    body = {"winning": "2C", "block": ["9H", "9S"], "played": ["5H", "5S"], "dice": {"P1": 2, "P2": 6}}
    response = client.post("/api/score/market-island/mining", json=body)
    assert response.get_data(as_text=True) == cli.output


@pytest.mark.parametrize("url, body, error, field", [
    ("/api/score/chess/mining", b"{}", "unknown game 'chess'; expected one of: data-tycoon, dice-game, market-island, triple-bataille", "game"),
    ("/api/score/market-island/bluff", b"{}", "unknown check 'bluff' for market-island; expected one of: mining, round", "check"),
    ("/api/score/market-island/mining", b"{", "request body:1: invalid JSON: Expecting property name enclosed in double quotes", "body"),
    ("/api/score/market-island/mining", b"[1]", "request body: expected a JSON object {...}, got list", "body"),
    ("/api/score/market-island/mining", b"\xff", "request body: expected UTF-8 JSON text", "body"),
    ("/api/score/market-island/mining", b'{"winning": "9C", "block": ["9H"]}', "--played: expected a value, got nothing", "played"),
    ("/api/score/market-island/mining", b'{"winning": "ZZ", "block": ["9H"], "played": ["9D"]}',
     "--winning: expected a card such as 9C, 10H or K\u2660, got 'ZZ'", "winning"),
])
def test_mistakes_are_400_with_the_cli_message_and_the_field(client, url, body, error, field):
    response = client.post(url, data=body, content_type="application/json")
    assert response.status_code == 400
    assert response.get_json() == {"error": error, "field": field}


def test_the_error_is_the_line_the_cli_prints(client, tmp_path):
    broken = tmp_path / "round.json"
    document = json.loads((EXAMPLES / "market-island-round.json").read_text())
    document["time_up"] = "soon"
    broken.write_text(json.dumps(document))
    cli = CliRunner().invoke(main, ["score", "market-island", "round", str(broken)])
    response = client.post("/api/score/market-island/round", data=broken.read_bytes())
    assert cli.output == f"error: {response.get_json()['error']}\n"
    assert response.get_json()["field"] == "time_up"


def test_a_body_over_one_megabyte_is_413(client):
    response = client.post("/api/score/market-island/mining", data=b" " * 1_000_001)
    assert response.status_code == 413
    assert response.get_json() == {"error": "request body: expected at most 1000000 bytes", "field": "body"}


def test_the_api_takes_only_post(client):
    response = client.get("/api/score/market-island/mining")
    assert response.status_code == 405
    assert response.get_json()["error"] == "GET /api/score/market-island/mining: not allowed here"


def test_every_check_has_a_form_page(client):
    index = client.get("/score?hl=en").get_data(as_text=True)
    for game, check, path in CASES:
        assert f'href="/score/{game}/{check}?hl=en"' in index
        page = client.get(f"/score/{game}/{check}?hl=en")
        assert page.status_code == 200
        assert "<textarea" not in page.get_data(as_text=True) and 'name="settle"' in page.get_data(as_text=True) \
            or check == "mining"


def test_the_pages_take_only_get(client):
    assert client.post("/score/triple-bataille/battle", data={"json": "{}"}).status_code == 405


def test_the_mining_page_settles_tapped_cards_like_the_cli(client):
    cli = CliRunner().invoke(main, ["score", "market-island", "--winning", "9C", "--block", "9H", "KH", "9D",
                                    "--played", "9H", "-", "KH"])
    query = ("players=3&w_rank=9&w_suit=C&b1_rank=9&b1_suit=H&b2_rank=K&b2_suit=H&b3_rank=9&b3_suit=D"
             "&p1_rank=9&p1_suit=H&p2_rank=-&p3_rank=K&p3_suit=H&score=1&hl=en")
    page = client.get(f"/score/market-island/mining?{query}").get_data(as_text=True)
    assert f'<pre id="verdict">{cli.output.rstrip()}</pre>' in page
    assert 'name="p2_rank" value="-" checked' in page
    missing = client.get("/score/market-island/mining?players=2&w_rank=9&score=1&hl=en")
    assert missing.status_code == 400
    assert "Winning card on the board: expected a rank and a suit, got 9" in missing.get_data(as_text=True)


def test_a_tie_names_who_must_roll_then_the_die_settles_it(client):
    query = "players=2&w=2C&b1=9H&b2=9S&p1=5H&p2=5S&score=1&hl=en"
    tied = client.get(f"/score/market-island/mining?{query}").get_data(as_text=True)
    cli = CliRunner().invoke(main, ["score", "market-island", "--winning", "2C", "--block", "9H", "9S", "--played", "5H", "5S"])
    assert cli.output.rstrip().splitlines()[-1] in tied
    rolled = client.get(f"/score/market-island/mining?{query}&d1=2&d2=6").get_data(as_text=True)
    assert "P2 rolls highest and wins the block" in rolled


def test_the_mining_words_are_in_the_pages_language(client):
    query = "players=3&w=9C&b1=9H&b2=KH&b3=9D&p1=9H&p2=-&p3=KH&score=1"
    page = client.get(f"/score/market-island/mining?{query}&hl=fr").get_data(as_text=True)
    assert ("<pre id=\"verdict\">P1 marque 5 points : le 9♥ a la valeur de 9♣, 9♥ et 9♦, et la couleur de 9♥ et K♥.\n"
            "P2 n’a pas miné et ne marque rien.\n"
            "P3 marque 3 points : le K♥ a la valeur de K♥, et la couleur de 9♥ et K♥.\n"
            "P1 gagne le bloc avec 5 points. 9♥ devient la nouvelle carte gagnante.</pre>") in page
    api = client.post("/api/score/market-island/mining?hl=fr", json={"winning": "9C", "block": ["9H", "KH"],
                                                                       "played": ["9D", "AC"]})
    assert "scores" in api.get_json()     # the API's answer is the CLI's JSON whatever the language


def test_a_tie_on_one_point_is_singular():
    cli = CliRunner().invoke(main, ["score", "market-island", "--winning", "2C", "--block", "9H", "9S",
                                    "--played", "5H", "5S"])
    assert cli.output.splitlines()[-1] == ("P1 and P2 tie on 1 point and on the rank of their cards: "
                                           "P1 and P2 must roll the die, highest roll wins.")


def test_a_game_without_a_referee_has_no_pages_and_a_400(client, tmp_path, monkeypatch):
    """A card game made from data alone (`printkit decks new`) has kits but no referee."""
    runner = CliRunner()
    assert runner.invoke(main, ["--workspace", str(tmp_path), "decks", "new", "my-cards"]).exit_code == 0
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    assert 'href="/kit/my-cards?hl=en"' in client.get("/?hl=en").get_data(as_text=True)
    assert "/score/my-cards/" not in client.get("/score?hl=en").get_data(as_text=True)
    assert client.get("/score/my-cards").status_code == 404
    response = client.post("/api/score/my-cards/score", data=b"{}")
    assert (response.status_code, response.get_json()) == (400, {"error": "my-cards has no referee yet", "field": "game"})
