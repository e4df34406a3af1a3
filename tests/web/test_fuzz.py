"""No input reaches a 500: every route, every parameter, with wrong types, out-of-range numbers,
unknown games, languages and codes, path tricks, huge and empty values, integers of thousands of
digits, nesting thousands deep, NaN, 2 MB bodies and random text."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

HUGE = "9" * 5000
DEEP = "[" * 100_000
VALUES = ["", " ", "0", "-1", "3", "2.5", "99999999999999999999", HUGE, "1e309", "nan", "NaN,NaN", "inf,-inf",
          "[" * 2000, "abc", "../../etc/passwd",
          "/etc/passwd", "\x00", "\x1b[31m", "é" * 40, "x" * 5000, "[]", "{}", "%", "%(n)s", "{0}", "<b>",
          "MI-I-07", "ZZ-Z-99", "a3", "letter", "fr", "xx", "zz", "saddle", "single", "4,1,0.1", "1,1"]
KIT_PARAMS = ["lang", "players", "paper", "layout", "marks", "back_offset", "ink", "booklet", "only", "hl", "build"]
GAME_PARAMS = {"data-tycoon": "level", "triple-bataille": "money", "dice-game": "seed"}
GAMES = ["market-island", "chess", "", "..", "market-island.pdf", "%2e%2e", "x" * 300]
QUIET = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def ok(response) -> None:
    assert response.status_code < 500, response.get_data(as_text=True)[-400:]


@pytest.mark.parametrize("param", KIT_PARAMS)
def test_kit_page_and_downloads_never_fail(client, param):
    for value in VALUES:
        for url in ("/kit/market-island", "/kit/market-island.pdf", "/kit/market-island/sheet-1.png"):
            ok(client.get(url, query_string={param: value, "build": "1"}))


@pytest.mark.parametrize("game, param", GAME_PARAMS.items())
def test_each_games_own_option_never_fails(client, game, param):
    for value in VALUES:
        ok(client.get(f"/kit/{game}", query_string={param: value, "build": "1", "players": "abc"}))
        if value in ("", "0", "3", "abc", "99999999999999999999", "-1"):   # the ones that may build
            ok(client.get(f"/kit/{game}.zip", query_string={param: value}))


@pytest.mark.parametrize("game", GAMES)
def test_unknown_games_and_pages_never_fail(client, game):
    for url in (f"/kit/{game}", f"/kit/{game}.pdf", f"/kit/{game}.zip", f"/kit/{game}/sheet-1.png",
                f"/kit/market-island/sheet-{game}.png", f"/score/{game}", f"/score/{game}/mining",
                f"/score/market-island/{game}", f"/translate/{game}", f"/translate/fr?game={game}",
                f"/translate/{game}/market-island/cover-1.png", f"/translate/fr/{game}/cover-1.png",
                f"/translate/fr/market-island/{game}-1.png", f"/{game}"):
        ok(client.get(url))
    ok(client.post(f"/api/score/{game}/mining", data=b"{}"))
    ok(client.post(f"/api/score/market-island/{game}", data=b"{}"))


def test_sheet_numbers_out_of_range(client):
    for number in ("0", "-1", "99999999999999999999999", "1.5"):
        ok(client.get(f"/kit/market-island/sheet-{number}.png"))
    ok(client.get("/translate/fr/market-island/cover-0.png"))
    ok(client.get("/translate/fr/market-island/cover-99999999999999999999.png"))


@pytest.mark.parametrize("param", ["players", "w", "w_rank", "w_suit", "b1", "b1_rank", "p1", "p1_rank",
                                   "p2_suit", "d1", "d2", "score", "hl"])
def test_mining_page_never_fails(client, param):
    base = {"players": "2", "w": "9C", "b1": "9H", "b2": "KH", "p1": "9D", "p2": "AC", "score": "1"}
    for value in VALUES:
        ok(client.get("/score/market-island/mining", query_string=base | {param: value}))


@pytest.mark.parametrize("game, check", [("market-island", "mining"), ("market-island", "round"), ("data-tycoon", "score"),
                                         ("triple-bataille", "battle"), ("triple-bataille", "wealth"),
                                         ("triple-bataille", "track"), ("dice-game", "moves"), ("dice-game", "land"),
                                         ("dice-game", "winner")])
def test_check_pages_and_api_never_fail_on_fixed_inputs(client, game, check):
    for value in VALUES + ["null", "1", '"x"', "[1, 2]", '{"players": []}', '{"winning": 9}']:
        ok(client.post(f"/score/{game}/{check}", data={"json": value}))
        ok(client.post(f"/api/score/{game}/{check}", data=value.encode("utf-8", "surrogatepass")))
    ok(client.post(f"/score/{game}/{check}", data={"other": "1"}))


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
KEYS = {"mining": ["winning", "block", "played", "dice"],
        "round": ["winning", "players", "ledgers", "balances", "dice", "time_up"]}


@QUIET
@given(check=st.sampled_from(["mining", "round"]), values=st.lists(JSON, min_size=4, max_size=6))
def test_market_island_api_on_random_documents(client, check, values):
    document = dict(zip(KEYS[check], values))
    ok(client.post(f"/api/score/market-island/{check}", data=json.dumps(document)))


@QUIET
@given(game_check=st.sampled_from([("data-tycoon", "score"), ("triple-bataille", "battle"), ("triple-bataille", "wealth"),
                                   ("triple-bataille", "track"), ("dice-game", "moves"), ("dice-game", "land"),
                                   ("dice-game", "winner")]), document=JSON)
def test_other_checks_on_random_documents(client, game_check, document):
    game, check = game_check
    ok(client.post(f"/api/score/{game}/{check}", data=json.dumps(document)))


@QUIET
@given(st.binary(max_size=200))
def test_any_bytes_as_a_body(client, body):
    ok(client.post("/api/score/market-island/mining", data=body))


ROUTE_VALUES = ["market-island", "dice-game", "mining", "round", "battle", "fr", "xx", "1", "0", HUGE[:500], "nan",
                "[[[[", "..", "%00", "é" * 50, "cover", "style.css", "../__init__.py"]


def every_route(client) -> list[tuple[str, list[str]]]:
    """Every rule of the application and the names of its variable parts."""
    return [(rule.rule, sorted(rule.arguments)) for rule in client.application.url_map.iter_rules()]


def test_every_route_with_hostile_path_values(client):
    from urllib.parse import quote
    tried = 0
    for rule, names in every_route(client):
        for value in ROUTE_VALUES:
            url = rule
            for name in names:
                url = __import__("re").sub(rf"<(?:\w+:)?{name}>", quote(value, safe=""), url)
            for method in ("GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD"):
                response = client.open(url, method=method, data=b"{}")
                ok(response)
                if url.startswith("/api/"):
                    assert response.mimetype == "application/json", url
                tried += 1
    assert tried > 500


@pytest.mark.parametrize("body", [HUGE.encode(), ("{\"players\": " + HUGE + "}").encode(), DEEP.encode(),
                                  ('{"a": ' * 50_000).encode(), b'{"players": NaN, "credits": Infinity}',
                                  b'{"players": 1e400}', b"[" * 1_000_000, b" " * 2_000_000, b"{" + b"9" * 2_000_000])
def test_the_api_answers_json_400_or_413_to_hostile_bodies(client, body):
    for game, check in (("triple-bataille", "track"), ("market-island", "round"), ("data-tycoon", "score")):
        response = client.post(f"/api/score/{game}/{check}", data=body)
        assert response.status_code in (400, 413), response.get_data(as_text=True)[:300]
        assert response.mimetype == "application/json"
        answer = response.get_json()
        assert set(answer) == {"error", "field"} and answer["field"] == "body" and "\n" not in answer["error"]


def test_a_huge_integer_and_deep_nesting_are_named_by_line(client):
    response = client.post("/api/score/triple-bataille/track", data=("{\n\"players\": " + HUGE + "}").encode())
    assert response.get_json() == {"error": "request body:2: expected an integer of at most 30 digits, got one of 5000",
                                   "field": "body"}
    response = client.post("/api/score/triple-bataille/track", data=DEEP.encode())
    assert response.get_json() == {"error": "request body:1: expected JSON nested at most 32 levels deep, got more",
                                   "field": "body"}


QUERY_NAMES = ["hl", "build", "lang", "players", "marks", "back_offset", "only", "draft", "size", "game", "rows",
               "slots", "settle", "score", "resize", "r1_stake", "r1_cards", "liasse", "w", "p1", "d1", "at_0", "roll"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_queries_on_every_page(client, data):
    urls = ["/", "/kit/market-island", "/kit/dice-game", "/kit/data-tycoon.zip", "/kit/triple-bataille/sheet-1.png",
            "/game/dice-game/picture.png", "/score", "/score/dice-game", "/score/market-island/mining",
            "/score/market-island/round", "/score/triple-bataille/battle", "/score/data-tycoon/score",
            "/score/dice-game/land", "/translate", "/healthz"]
    url = data.draw(st.sampled_from(urls))
    query = data.draw(st.dictionaries(st.sampled_from(QUERY_NAMES) | st.text(max_size=5),
                                      st.sampled_from(VALUES) | st.text(max_size=40), max_size=5))
    ok(client.get(url, query_string=query))


def test_two_megabytes_to_every_route(client):
    import re
    samples = {"game": "market-island", "check": "mining", "lang": "fr", "number": "1", "part": "cover",
               "page": "1", "filename": "style.css"}
    for rule, _names in every_route(client):
        url = re.sub(r"<(?:\w+:)?(\w+)>", lambda m: samples[m.group(1)], rule)
        for method in ("POST", "PUT", "GET"):
            response = client.open(url, method=method, data=b"[" * 2_000_000)
            ok(response)
            if method != "GET":
                assert response.status_code in (405, 413), (url, method, response.status_code)
