"""Every referee check as a form: opened with the shipped example, settled with the CLI's verdict
(in the page's language), kept whole when the page's language is switched, and every mistake
named by the field the referee typed it in, in the page's words."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings, strategies as st

from printkit.cli import main
from printkit.i18n import Translator, WEB_DOMAIN
from printkit.referee import run
from printkit.web.check_fill import example_counts, fill
from printkit.web.check_form import empty_form
from printkit.web.check_specs import specs

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CHECKS = sorted(specs())
VERDICT = re.compile(r'<pre id="verdict">(.*?)</pre>', re.S)
ERRORS = re.compile(r'<ul class="errors" role="alert">(.*?)</ul>', re.S)
NBSP = "\u00a0"


def query(game: str, check: str, document: dict) -> dict[str, str]:
    """The form's query for a document, as a referee would fill it in, sent."""
    spec = specs()[(game, check)]
    start = spec.start(document)
    rows, slots = example_counts(spec, start)
    return fill(empty_form(spec, {}, rows, slots), start).query() | {"settle": "1"}


def example(game: str, check: str) -> dict:
    return json.loads((EXAMPLES / f"{game}-{check}.json").read_text(encoding="utf-8"))


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).replace(NBSP, " ").replace("\u202f", " ")


def verdict(response) -> str:
    found = VERDICT.search(response.get_data(as_text=True))
    assert found, response.get_data(as_text=True)[-2000:]
    return text(found.group(1))


def refusals(response) -> list[str]:
    found = ERRORS.search(response.get_data(as_text=True))
    assert found, response.get_data(as_text=True)[-2000:]
    return [text(item) for item in re.findall(r"<li>(.*?)</li>", found.group(1), re.S)]


@pytest.mark.parametrize("game, check", CHECKS)
def test_the_example_settles_with_the_cli_words_in_english_and_french(client, game, check):
    cli = CliRunner().invoke(main, ["score", game, check, str(EXAMPLES / f"{game}-{check}.json")])
    assert cli.exit_code == 0, cli.output
    english = client.get(f"/score/{game}/{check}", query_string=query(game, check, example(game, check)) | {"hl": "en"})
    assert english.status_code == 200
    assert verdict(english) == cli.output.rstrip("\n")
    french = client.get(f"/score/{game}/{check}", query_string=query(game, check, example(game, check)) | {"hl": "fr"})
    _result, words = run(game, check, example(game, check), Translator("fr", (WEB_DOMAIN,)))
    assert verdict(french) == text(html.escape(words))
    assert verdict(french) != verdict(english)


@pytest.mark.parametrize("game, check", CHECKS)
def test_a_page_opens_with_the_example_and_asks_for_no_json(client, game, check):
    page = client.get(f"/score/{game}/{check}?hl=en").get_data(as_text=True)
    assert "<textarea" not in page and "JSON" not in page.split("<form")[1].split("</form>")[0]
    for name, value in query(game, check, example(game, check)).items():
        if name not in ("settle", "rows", "slots"):
            assert re.search(rf'(name="{name}"[^>]*value="{re.escape(html.escape(value))}")|'
                             rf'(name="{name}"[^>]*value="1" checked)|'
                             rf'(<select id="{name}" name="{name}">.*?<option value="{re.escape(value)}" selected)',
                             page, re.S), name


@pytest.mark.parametrize("game, check", CHECKS)
def test_switching_the_language_keeps_what_was_typed(client, game, check):
    values = query(game, check, example(game, check))
    page = client.get(f"/score/{game}/{check}", query_string=values | {"hl": "en"}).get_data(as_text=True)
    switch = html.unescape(re.search(r'<a href="([^"]+)" hreflang="fr"', page).group(1))
    french = client.get(switch)
    assert french.status_code == 200 and '<html lang="fr" dir="ltr">' in french.get_data(as_text=True)
    assert verdict(french) == verdict(client.get(f"/score/{game}/{check}", query_string=values | {"hl": "fr"}))


def changed(game: str, check: str, change) -> dict:
    document = example(game, check)
    change(document)
    return document


MISTAKES = [   # (game, check, the mistake, English words, French words)
    ("triple-bataille", "battle", lambda d: d["contenders"][1].update(stake=3),
     "Player B — Stake (liasses): must be 1 or 2, not 3",
     "Joueur B — Mise (liasses) : doit valoir 1 ou 2, pas 3"),
    ("triple-bataille", "battle", lambda d: d["contenders"][0].update(cards=["1X"]),
     "Player A — Cards turned: expected a playing card such as AS, 10H or QD, got '1X'",
     "Joueur A — Cartes retournées : il faut une carte à jouer comme AS, 10H ou QD ; reçu : '1X'"),
    ("triple-bataille", "wealth", lambda d: d.update(money="libre"),
     "Player A — Credits still owed: expected 0 in libre money (credits create no money there), got 2",
     "Joueur A — Crédits encore dus : il faut 0 en monnaie libre (le crédit n’y crée pas de monnaie) ; reçu : 2"),
    ("data-tycoon", "score", lambda d: d["players"]["Ana"].update(datasets=["DT-S-14"]),
     "Ana — Other dataset cards: expected a dataset card, got DT-S-14 (a lawyer card)",
     "Ana — Autres cartes Dataset : il faut une carte Dataset ; reçu : DT-S-14 (une carte Avocat)"),
    ("data-tycoon", "score", lambda d: d["players"]["Bo"].update(frozen=["DT-D-01"]),
     "Bo — Frozen cards: card DT-D-01 is used twice; it is already at Ana — Treasure 1: dataset cards",
     "Bo — Cartes gelées : la carte DT-D-01 sert deux fois ; elle est déjà dans Ana — Trésor 1 : cartes Dataset"),
    ("dice-game", "moves", lambda d: d.update(roll=["N", "9"]),
     'Faces rolled: expected N, E, S, W or a power from 1 to 6, got "9"',
     'Faces obtenues : il faut N, E, S, W ou une puissance de 1 à 6 ; reçu : "9"'),
    ("dice-game", "land", lambda d: d["players"][0].update(at=[0, 3]),
     "Alice — Square: expected [column, row] with each from 1 to 50, got [0, 3]",
     "Alice — Case : il faut [colonne, ligne], chacune de 1 à 50 ; reçu : [0, 3]"),
    ("dice-game", "winner", lambda d: d["players"][2].update(dice=[["N", "S", "E"]]),
     "Chloe — Dice: expected a die as a list of 2, 4, 6, 8 faces, got [\"N\", \"S\", \"E\"]",
     "Chloe — Dés : il faut un dé, sous forme de liste de 2, 4, 6, 8 faces ; reçu : [\"N\", \"S\", \"E\"]"),
    ("market-island", "round", lambda d: d["players"][1].update(roll=7),
     "P2 — Die roll: must be from 1 to 6, not 7",
     "P2 — Lancer de dé : doit valoir de 1 à 6, pas 7"),
]


@pytest.mark.parametrize("game, check, change, english, french", MISTAKES,
                         ids=[f"{m[0]}/{m[1]}/{n}" for n, m in enumerate(MISTAKES)])
def test_a_mistake_is_named_by_its_field_in_the_pages_words(client, game, check, change, english, french):
    values = query(game, check, changed(game, check, change))
    response = client.get(f"/score/{game}/{check}", query_string=values | {"hl": "en"})
    assert response.status_code == 400
    assert refusals(response) == [english]
    assert refusals(client.get(f"/score/{game}/{check}", query_string=values | {"hl": "fr"})) == [french]


def test_the_form_checks_its_own_fields_first(client):
    values = query("triple-bataille", "battle", example("triple-bataille", "battle")) | {"pot": "lots", "r3_player": ""}
    assert refusals(client.get("/score/triple-bataille/battle", query_string=values | {"hl": "en"})) == [
        "Cards in the pot: must be a whole number, such as 3; not lots", "Player 3 — Name: missing: fill it in"]
    page = client.get("/score/triple-bataille/battle", query_string=values | {"hl": "en"}).get_data(as_text=True)
    assert 'id="pot" name="pot" type="number"' in page and 'value="lots" aria-invalid="true" aria-describedby="e-pot"' in page


def test_rows_and_treasures_change_without_losing_what_was_typed(client):
    values = query("data-tycoon", "score", example("data-tycoon", "score"))
    page = client.get("/score/data-tycoon/score", query_string=values | {"rows": "3", "slots": "3", "resize": "1",
                                                                          "settle": ""}).get_data(as_text=True)
    assert page.count('<fieldset class="row-card">') == 3
    assert 'name="r2_treasures_1_cards" type="text" value="DT-D-19 DT-D-20 DT-D-21 DT-D-22 DT-D-23"' in page
    assert 'name="r3_treasures_2_purpose"' in page and 'id="result"' not in page


def test_short_codes_are_read_as_the_printed_codes(client):
    document = {"players": {"Ana": {"treasures": [{"purpose": "DT-S-01", "cards": [f"d{n}" for n in range(1, 7)]}]}}}
    values = query("data-tycoon", "score", document)
    full = query("data-tycoon", "score", {"players": {"Ana": {"treasures": [
        {"purpose": "DT-S-01", "cards": [f"DT-D-{n:02d}" for n in range(1, 7)]}]}}})
    assert verdict(client.get("/score/data-tycoon/score", query_string=values)) == \
        verdict(client.get("/score/data-tycoon/score", query_string=full))


FIELD_TEXT = st.one_of(st.text(max_size=30), st.sampled_from(["", "0", "-1", "9" * 40, "1e400", "nan", "DT-D-01",
                                                              "KH 3C", "NSEW 1234", "[" * 50, "P7", "libre"]))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(check=st.sampled_from(CHECKS), data=st.data())
def test_any_text_in_any_field_is_a_verdict_or_a_refusal_never_a_crash(client, check, data):
    game, name = check
    values = query(game, name, example(game, name))
    fields = sorted(set(values) - {"settle"})
    for field in data.draw(st.lists(st.sampled_from(fields), max_size=4)):
        values[field] = data.draw(FIELD_TEXT)
    response = client.get(f"/score/{game}/{name}", query_string=values | {"hl": data.draw(st.sampled_from(["en", "fr"]))})
    assert response.status_code in (200, 400), response.get_data(as_text=True)[-600:]
    body = response.get_data(as_text=True)
    assert ('<pre id="verdict">' in body) == (response.status_code == 200)
