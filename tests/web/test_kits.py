"""The kit pages: the form made from the shared options, errors beside their fields, thumbnails,
and downloads byte for byte equal to `printkit build`."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import pypdf
from click.testing import CliRunner

from printkit.cli import main

MI_FR_3 = "lang=fr&players=3&paper=a4&layout=duplex-long"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cli_build(out: Path, *args: str) -> Path:
    result = CliRunner().invoke(main, ["build", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_the_home_page_lists_every_game(client):
    page = client.get("/?hl=en").get_data(as_text=True)
    for game in ("market-island", "data-tycoon", "triple-bataille", "dice-game"):
        assert f'href="/kit/{game}?hl=en"' in page


def test_the_form_has_the_cli_defaults_and_choices(client):
    page = client.get("/kit/market-island?hl=en").get_data(as_text=True)
    assert '<option value="fr">fr (100 %)</option>' in page
    assert 'name="players" type="number" inputmode="numeric" min="2" max="6" value="4"' in page
    assert '<option value="duplex-long" selected>duplex-long</option>' in page
    assert 'name="level"' not in page
    tycoon = client.get("/kit/data-tycoon?hl=en").get_data(as_text=True)
    assert '<option value="expert" selected>expert</option>' in tycoon
    bataille = client.get("/kit/triple-bataille?hl=en").get_data(as_text=True)
    assert '<option value="letter">' not in bataille and '<option value="dette" selected>' in bataille


def test_values_in_the_address_fill_the_form_without_building(client):
    page = client.get("/kit/market-island?lang=fr&players=3&ink=saver&hl=en").get_data(as_text=True)
    assert '<option value="fr" selected>fr (100 %)</option>' in page
    assert 'name="players" type="number" inputmode="numeric" min="2" max="6" value="3"' in page
    assert '<option value="saver" selected>saver</option>' in page
    assert "/kit/market-island/sheet-" not in page    # nothing is built until the form is sent
    wrong = client.get("/kit/market-island?players=3&marks=" + "9" * 300 + "&hl=en")
    assert wrong.status_code == 400
    assert 'id="e-marks" role="alert">--marks: expected at most 200 characters, got 300</p>' in wrong.get_data(as_text=True)


def test_a_wrong_value_is_shown_beside_its_field_with_the_cli_message(client):
    response = client.get("/kit/market-island?build=1&players=9&hl=en")
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert '<p class="error" id="e-players" role="alert">--players: expected a number from 2 to 6, got 9</p>' in page
    cli = CliRunner().invoke(main, ["build", "market-island", "--players", "9", "--out", "unused"])
    assert cli.output == "error: --players: expected a number from 2 to 6, got 9\n"
    marks = client.get("/kit/market-island?build=1&marks=4,1&hl=en").get_data(as_text=True)
    assert 'id="e-marks" role="alert">--marks: expected LEN,OFFSET,WIDTH in mm such as 4,1,0.1, got &#39;4,1&#39;</p>' in marks
    lang = client.get("/kit/market-island?build=1&lang=zz&hl=en").get_data(as_text=True)
    assert ('id="e-lang" role="alert">unknown language &#39;zz&#39; for market-island; '
            'expected one of: ar, en, fr, ja, pt, xx, xx-cjk, xx-rtl</p>') in lang
    codes = client.get("/kit/market-island?build=1&only=ZZ-9&hl=en").get_data(as_text=True)
    assert 'id="e-only" role="alert">--only: no printed item has the code(s) ZZ-9;' in codes


def test_the_kit_page_shows_every_sheet_and_the_download_links(client):
    page = client.get(f"/kit/market-island?build=1&{MI_FR_3}&hl=fr").get_data(as_text=True)
    assert f"pages,\u00a0prêtes" not in page and "\u00a0pages, prêtes à imprimer" in page   # number kept with its noun
    page = page.replace("\u00a0", " ")
    pdf = client.get(f"/kit/market-island.pdf?{MI_FR_3}").data
    pages = len(pypdf.PdfReader(io.BytesIO(pdf)).pages)
    assert f"{pages} pages, prêtes à imprimer" in page
    assert page.count('<img src="/kit/market-island/sheet-') == pages
    assert f'href="/kit/market-island.pdf?{MI_FR_3.replace("&", "&amp;")}"' in page
    thumb = client.get(f"/kit/market-island/sheet-{pages}.png?{MI_FR_3}")
    assert thumb.status_code == 200 and thumb.data.startswith(b"\x89PNG")
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
    assert "--ink: expected one of colour, greyscale, saver, got &#39;rainbow&#39;" in bad.get_data(as_text=True)
