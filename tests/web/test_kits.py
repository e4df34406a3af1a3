"""The kit pages: the form made from the shared options, errors beside their fields, thumbnails,
and downloads byte for byte equal to `printkit build`."""

from __future__ import annotations

import hashlib
import html
import io
import json
import zipfile
from pathlib import Path

import pypdf
import pytest
from click.testing import CliRunner

from printkit.cli import main

MI_FR_3 = "lang=fr&players=3&paper=a4&layout=duplex-long"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cli_build(out: Path, *args: str) -> Path:
    result = CliRunner().invoke(main, ["build", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_the_home_page_shows_each_game_with_its_picture_summary_players_and_languages(client):
    page = client.get("/?hl=en").get_data(as_text=True).replace("\u00a0", " ")
    for game in ("market-island", "data-tycoon", "triple-bataille", "dice-game"):
        assert f'href="/kit/{game}?hl=en"' in page
        assert f'<img src="/game/{game}/picture.png"' in page
    assert "Blockchain as a board game" in page and "2 to 6 players" in page and "3 to 20 players" in page
    assert "English, Français (French), Português (Portuguese)" in page      # Market Island's kit languages
    french = client.get("/?hl=fr").get_data(as_text=True).replace("\u00a0", " ")
    assert "de 3 à 20 joueurs" in french and "English (anglais), Français" in french


def test_a_games_picture_is_its_first_card_drawn_from_its_kit(client):
    picture = client.get("/game/market-island/picture.png")
    assert picture.status_code == 200 and picture.data.startswith(b"\x89PNG")
    from PIL import Image
    width, height = Image.open(io.BytesIO(picture.data)).size
    assert height == 360 and 0.6 < width / height < 0.8      # a poker card with its bleed, not an A4 sheet
    again = client.get("/game/market-island/picture.png", headers={"If-None-Match": picture.headers["ETag"]})
    assert again.status_code == 304
    assert client.get("/game/chess/picture.png").status_code == 404


def test_the_form_has_plain_labels_and_the_cli_defaults(client):
    page = client.get("/kit/market-island?hl=en").get_data(as_text=True)
    assert '<option value="fr">Français (French)</option>' in page
    assert '<option value="pt">Português (Portuguese)</option>' in page
    assert 'name="players" type="number" inputmode="numeric" min="2" max="6" value="4"' in page
    assert '<option value="duplex-long" selected>Both sides, turned on the long edge</option>' in page
    assert '<label for="f-layout">How your printer prints</label>' in page
    assert 'name="level"' not in page and "`" not in page
    assert page.index('id="build"') < page.index('<details class="more">') < page.index('name="layout"')
    tycoon = client.get("/kit/data-tycoon?hl=fr").get_data(as_text=True)
    assert '<option value="expert" selected>Expert</option>' in tycoon and "Apprentissage" in tycoon
    bataille = client.get("/kit/triple-bataille?hl=en").get_data(as_text=True)
    assert '<option value="letter">' not in bataille and '<option value="dette" selected>Debt money</option>' in bataille


@pytest.mark.parametrize("game, codes", [("market-island", "MI-I-01 MI-E-01"), ("data-tycoon", "DT-D-01 DT-S-01"),
                                         ("triple-bataille", "TB-P-01 TB-M-01"), ("dice-game", "DG-B-01 DG-N-01")])
def test_each_game_hints_its_own_codes_for_a_reprint(client, game, codes):
    page = client.get(f"/kit/{game}?hl=en").get_data(as_text=True)
    assert f"type the codes printed on them, such as {codes}." in page
    seed = "&seed=7" if game == "dice-game" else ""
    reprint = client.get(f"/kit/{game}.pdf?only={codes.replace(' ', '+')}{seed}")
    assert reprint.status_code == 200, reprint.get_data(as_text=True)[-500:]


def test_values_in_the_address_fill_the_form_without_building(client):
    page = client.get("/kit/market-island?lang=fr&players=3&ink=saver&hl=en").get_data(as_text=True)
    assert '<option value="fr" selected>Français (French)</option>' in page
    assert 'name="players" type="number" inputmode="numeric" min="2" max="6" value="3"' in page
    assert '<option value="saver" selected>Ink saver: outlines only</option>' in page
    assert "/kit/market-island/sheet-" not in page and 'id="result"' not in page   # built only when sent
    wrong = client.get("/kit/market-island?players=3&marks=" + "9" * 300 + "&hl=en")
    assert wrong.status_code == 400
    assert 'id="e-marks">Crop marks: three numbers in mm, such as 4,1,0.1' in wrong.get_data(as_text=True)


@pytest.mark.parametrize("query, field, english, french", [
    ("players=9", "players", "Players: a number from 2 to 6, not “9”", "Joueurs : un nombre de 2 à 6, pas « 9 »"),
    ("marks=4,1", "marks", "Crop marks: three numbers in mm, such as 4,1,0.1: the length from 3 to 15, the gap from "
     "0.5 to 10, the line width from 0.05 to 1; not “4,1”", "Traits de coupe : trois nombres en mm, comme 4,1,0.1 : "
     "la longueur de 3 à 15, l’écart de 0.5 à 10, l’épaisseur du trait de 0.05 à 1 ; pas « 4,1 »"),
    ("back_offset=nan,nan", "back_offset", "Shift of the back side: two numbers in mm from -10 to 10, such as "
     "1.5,-0.5; not “nan,nan”", "Décalage du verso : deux nombres en mm de -10 à 10, comme 1.5,-0.5 ; pas « nan,nan »"),
    ("lang=zz", "lang", "Language: pick a language from the list, not “zz”", "Langue : choisissez une langue de la liste, pas « zz »"),
    ("ink=rainbow", "ink", "Ink: pick one of: Colour, Greyscale, Ink saver: outlines only; not “rainbow”",
     "Encre : choisissez parmi : Couleur, Niveaux de gris, Économie d’encre : contours seulement ; pas « rainbow »"),
])
def test_a_wrong_value_is_said_beside_its_field_in_the_pages_words(client, query, field, english, french):
    for lang, words in (("en", english), ("fr", french)):
        response = client.get(f"/kit/market-island?build=1&{query}&hl={lang}")
        assert response.status_code == 400
        page = html.unescape(response.get_data(as_text=True)).replace("\u00a0", " ").replace("\u202f", " ")
        assert f'<p class="error" id="e-{field}">{words}</p>' in page
        assert f'<li><a href="#f-{field}">{words}</a></li>' in page        # and at the top, where the eye is
    cli = CliRunner().invoke(main, ["build", "market-island", "--players", "9", "--out", "unused"])
    assert cli.output == "error: --players: expected a number from 2 to 6, got 9\n"   # the CLI keeps its words


def test_unknown_reprint_codes_name_the_games_own(client):
    page = html.unescape(client.get("/kit/market-island?build=1&only=ZZ-9&hl=en").get_data(as_text=True))
    assert "Reprint only these items: no item of this game has the code ZZ-9; its codes look like MI-I-01, MI-E-01, MI-A-01, MI-B-01, MI-S-01" in page


def test_the_kit_page_shows_the_downloads_first_then_every_sheet_opening_large(client):
    page = client.get(f"/kit/market-island?build=1&{MI_FR_3}&hl=fr").get_data(as_text=True)
    assert page.index('id="result"') < page.index('id="download-pdf"') < page.index("<form") < page.index('id="sheets"')
    assert f"pages,\u00a0prêtes" not in page and "\u00a0pages, prêtes à imprimer" in page   # number kept with its noun
    page = page.replace("\u00a0", " ")
    pdf = client.get(f"/kit/market-island.pdf?{MI_FR_3}").data
    pages = len(pypdf.PdfReader(io.BytesIO(pdf)).pages)
    assert f"{pages} pages, prêtes à imprimer" in page
    assert page.count('<img src="/kit/market-island/sheet-') == pages
    assert f'href="/kit/market-island.pdf?{MI_FR_3.replace("&", "&amp;")}"' in page
    assert page.count(f'<a href="/kit/market-island/sheet-') == pages
    assert f'sheet-2.png?{MI_FR_3.replace("&", "&amp;")}&amp;size=large" target="_blank"' in page
    from PIL import Image
    thumb = client.get(f"/kit/market-island/sheet-{pages}.png?{MI_FR_3}")
    assert thumb.status_code == 200 and Image.open(io.BytesIO(thumb.data)).size[1] == 240
    large = client.get(f"/kit/market-island/sheet-{pages}.png?{MI_FR_3}&size=large")
    assert large.status_code == 200 and Image.open(io.BytesIO(large.data)).size[1] == 1400
    assert client.get(f"/kit/market-island/sheet-1.png?{MI_FR_3}&size=huge").status_code == 400
    assert client.get(f"/kit/market-island/sheet-{pages + 1}.png?{MI_FR_3}").status_code == 404


def test_downloads_are_the_bytes_printkit_build_writes(client, tmp_path):
    out = cli_build(tmp_path / "cli", "market-island", "--lang", "fr", "--players", "3", "--paper", "a4",
                    "--layout", "duplex-long")
    response = client.get(f"/kit/market-island.pdf?{MI_FR_3}")
    assert response.headers["Content-Disposition"] == 'attachment; filename="market-island-fr-kit.pdf"'
    assert sha(response.data) == sha((out / "market-island-fr-kit.pdf").read_bytes())
    archive = zipfile.ZipFile(io.BytesIO(client.get(f"/kit/market-island.zip?{MI_FR_3}").data))
    manifest = json.loads((out / "manifest.json").read_text())
    names = [f["path"] for f in manifest["files"][1:]] + ["manifest.json"]
    assert archive.namelist() == names
    for name in names:
        assert sha(archive.read(name)) == sha((out / name).read_bytes()), name
    again = client.get(f"/kit/market-island.zip?{MI_FR_3}").data
    assert sha(again) == sha(client.get(f"/kit/market-island.zip?{MI_FR_3}").data)


def test_a_reprint_by_codes_is_the_cli_reprint(client, tmp_path):
    out = cli_build(tmp_path / "reprint", "market-island", "--only", "MI-I-07", "MI-A-03")
    response = client.get("/kit/market-island.pdf?only=MI-I-07+MI-A-03")
    assert response.headers["Content-Disposition"] == 'attachment; filename="market-island-en-reprint.pdf"'
    assert sha(response.data) == sha((out / "market-island-en-kit.pdf").read_bytes())


def test_the_dice_game_without_a_seed_gets_one_drawn_into_its_address(client):
    response = client.get("/kit/dice-game.pdf?players=2")
    assert response.status_code == 302
    location = response.headers["Location"]
    assert location.startswith("/kit/dice-game.pdf?players=2") and "&seed=" in location
    seed = location.split("seed=")[1].split("&")[0]
    assert seed.isdigit() and int(seed) < 1_000_000


def test_unknown_games_and_bad_downloads(client):
    assert client.get("/kit/chess").status_code == 404
    assert client.get("/kit/chess.pdf").status_code == 404
    bad = client.get("/kit/market-island.pdf?ink=rainbow&hl=en")
    assert bad.status_code == 400
    assert "Ink: pick one of: Colour, Greyscale, Ink saver: outlines only; not “rainbow”" in html.unescape(bad.get_data(as_text=True))


def test_a_kit_address_carries_an_etag_and_a_conditional_request_gets_304_without_a_build(client, monkeypatch):
    first = client.get(f"/kit/market-island.pdf?{MI_FR_3}")
    tag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == "public, max-age=2592000"
    assert client.get(f"/kit/market-island.pdf?{MI_FR_3}").headers["ETag"] == tag
    assert client.get(f"/kit/market-island.zip?{MI_FR_3}").headers["ETag"] != tag
    assert client.get(f"/kit/market-island.pdf?lang=fr&players=4").headers["ETag"] != tag

    def no_build(*args):
        raise AssertionError("a conditional request must not build")
    from printkit.web import kitstore
    monkeypatch.setattr(kitstore, "_load", lambda key: None)
    monkeypatch.setattr(kitstore, "_build", no_build)
    again = client.get(f"/kit/market-island.pdf?{MI_FR_3}", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag


def test_a_random_board_redirect_is_never_cached(client):
    response = client.get("/kit/dice-game.pdf?players=2")
    assert response.status_code == 302 and response.headers["Cache-Control"] == "no-store"


def test_the_back_offset_is_remembered_by_the_browser_that_built_with_it(client):
    client.get(f"/kit/market-island?build=1&{MI_FR_3}&back_offset=1.5,-0.5&hl=en")
    page = client.get("/kit/market-island?hl=en").get_data(as_text=True)
    assert 'name="back_offset" type="text" value="1.5,-0.5"' in page
    assert "This browser remembers it for your next kits." in page
    client.get(f"/kit/market-island?build=1&{MI_FR_3}&back_offset=&hl=en")
    assert 'name="back_offset" type="text" value=""' in client.get("/kit/market-island?hl=en").get_data(as_text=True)
    client.delete_cookie("printkit_back_offset")
