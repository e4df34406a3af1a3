"""The kit form's draft box (issue 12's `printkit build --draft`, declared once in option_specs.py):
a translator builds a proof of a language that is 60 % done; without the box, the CLI's one-line
message stands beside the language field."""

from __future__ import annotations

import hashlib
import html
import io
import json
import shutil
import zipfile
from pathlib import Path

import pypdf
from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner

from printkit.cli import main
from tests.conftest import ROOT

KIT = "lang=it&players=2&seed=7"
BLANKED = 60     # of the dice game's and the shared catalogs' entries: about 60 % done


def entries() -> int:
    """How many entries the Italian kit needs: the dice game's catalog and the shared one."""
    counted = 0
    for domain in ("dice-game", "printkit"):
        with (ROOT / "locales" / domain / "fr.po").open("rb") as handle:
            counted += sum(1 for message in read_po(handle) if message.id)
    return counted


def italian_at_60_percent(workspace_folder: Path) -> None:
    """An Italian catalog in the workspace with all but BLANKED of its entries filled (the French
    text stands in for a translator's work: only how much is done matters here)."""
    for domain in ("dice-game", "printkit"):
        target = workspace_folder / "locales" / domain / "it.po"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "locales" / domain / "fr.po", target)
    path = workspace_folder / "locales" / "dice-game" / "it.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in [m for m in catalog if m.id][:BLANKED]:
        message.string = ("",) * len(message.string) if isinstance(message.string, tuple) else ""
    with path.open("wb") as handle:
        write_po(handle, catalog)


def cli(*args: str):
    return CliRunner().invoke(main, ["build", "dice-game", "--lang", "it", "--players", "2", "--seed", "7", *args])


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_an_incomplete_language_is_offered_as_a_draft_by_name_with_its_share(client, empty_workspace):
    italian_at_60_percent(empty_workspace)
    page = client.get("/kit/dice-game?hl=en").get_data(as_text=True)
    share = round(100 * (entries() - BLANKED) / entries())
    assert ('<optgroup label="Drafts: not fully translated"><option value="it">'
            f'Italiano (Italian) — {share} %</option></optgroup>') in page
    assert '<option value="pt"' not in page        # no dice-game catalog in Portuguese: nothing to print
    assert "Drafts are not fully translated yet: the missing text prints in English, marked [EN]." in page
    french = client.get("/kit/dice-game?hl=fr").get_data(as_text=True)
    assert "Brouillons : pas encore entièrement traduits" in french.replace("\u00a0", " ")
    wrong = client.get("/kit/dice-game?build=1&draft=yes&hl=en")
    assert wrong.status_code == 400
    assert "Draft: this value cannot be used (“yes”)" in html.unescape(wrong.get_data(as_text=True))


def test_picking_a_draft_on_the_page_builds_the_draft_and_its_addresses_say_so(client, empty_workspace):
    italian_at_60_percent(empty_workspace)
    page = client.get(f"/kit/dice-game?build=1&{KIT}&hl=en")
    assert page.status_code == 200
    body = page.get_data(as_text=True)
    assert 'href="/kit/dice-game.pdf?lang=it&amp;draft=1&amp;players=2&amp;seed=7"' in body
    assert "A draft: the texts not translated yet print in English, marked [EN]." in body


def test_an_incomplete_language_without_draft_is_refused_by_its_address(client, empty_workspace, tmp_path):
    italian_at_60_percent(empty_workspace)
    refused = cli("--out", str(tmp_path / "refused"))
    assert refused.exit_code == 2
    message = refused.output.removeprefix("error: ").rstrip("\n")
    assert message.startswith("--lang it: 60 string(s) untranslated or fuzzy in locales/dice-game/it.po (e.g. ")
    response = client.get(f"/kit/dice-game.pdf?{KIT}&hl=en")
    assert response.status_code == 400
    assert ("Language: 60 texts are not translated yet; pick this language among the drafts to print it with "
            "English where they are missing") in html.unescape(response.get_data(as_text=True)).replace("\u00a0", " ")


def test_a_draft_download_is_the_bytes_of_build_draft(client, empty_workspace, tmp_path):
    italian_at_60_percent(empty_workspace)
    out = tmp_path / "draft"
    assert cli("--draft", "--out", str(out)).exit_code == 0
    pdf = client.get(f"/kit/dice-game.pdf?{KIT}&draft=1")
    assert pdf.headers["Content-Disposition"] == 'attachment; filename="dice-game-it-kit.pdf"'
    assert sha(pdf.data) == sha((out / "dice-game-it-kit.pdf").read_bytes())
    text = "".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf.data)).pages)
    assert "[EN]" in text    # English stands, marked, where the catalog has no translation
    archive = zipfile.ZipFile(io.BytesIO(client.get(f"/kit/dice-game.zip?{KIT}&draft=1").data))
    names = [f["path"] for f in json.loads((out / "manifest.json").read_text())["files"][1:]] + ["manifest.json"]
    assert archive.namelist() == names
    for name in names:
        assert sha(archive.read(name)) == sha((out / name).read_bytes()), name
