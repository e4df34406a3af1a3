"""The referee pages say what `printkit score` says, in the page's language: a block nobody mines,
and the notes a verdict adds when it rests on a reading of a point the manual leaves open."""

from __future__ import annotations

import html
import json
import re

from click.testing import CliRunner

from printkit.cli import main

VERDICT = re.compile(r'<pre id="verdict">(.*?)</pre>', re.S)


def verdict(response) -> list[str]:
    found = VERDICT.search(response.get_data(as_text=True))
    assert found, response.get_data(as_text=True)[:400]
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).splitlines()


def test_a_block_nobody_mines_is_settled_not_refused(client):
    """Manual §2.2: mining is optional; the page says what the round referee says of such a turn."""
    page = client.get("/score/market-island/mining?hl=fr&players=2&w=9C&b1=9H&b2=9D&p1=-&p2=-&score=1")
    assert page.status_code == 200
    assert verdict(page) == ["Personne n’a miné ; 9♣ reste la carte gagnante."]


TRACK = {"players": 5, "credits": 30}


def test_a_check_page_ends_with_the_notes_of_its_readings(client, tmp_path):
    form = {"players": "5", "credits": "30", "settle": "1"}      # the track's form, as a referee fills it in
    english = verdict(client.get("/score/triple-bataille/track", query_string=form | {"hl": "en"}))
    path = tmp_path / "track.json"
    path.write_text(json.dumps(TRACK))
    assert english == CliRunner().invoke(main, ["score", "triple-bataille", "track", str(path)]).output.splitlines()
    french = verdict(client.get("/score/triple-bataille/track", query_string=form | {"hl": "fr"}))
    assert french[-2:] == [
        "Le plateau ne dit pas dans quelle case tombent exactement 6 crédits par joueur ; cet arbitre laisse le "
        "pion sur le cycle 3, sans dévaluation pour l’instant.",
        "L’en-tête du plateau autorise joueurs × liasse nouveaux crédits par bataille, ses cases un par joueur ; "
        "cet arbitre suit l’en-tête : 10, et non 5."]


def test_the_api_lists_the_readings_in_english_whatever_the_language(client):
    answer = client.post("/api/score/triple-bataille/track", json=TRACK, headers={"Accept-Language": "fr"}).get_json()
    assert [entry["id"] for entry in answer["readings"]] == ["devaluation-bound", "credit-ceiling"]
    assert answer["readings"][1]["note"].startswith("The track's heading allows players × liasse")
