"""The kit form's draft box (issue 12's `printkit build --draft`, declared once in kit_options.py):
a translator builds a proof of a language that is 60 % done; without the box, the CLI's one-line
message stands beside the language field."""

from __future__ import annotations

import hashlib
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
BLANKED = 60     # of the 157 entries of the dice game's and the shared catalogs: 61.8 % done


def italian_at_60_percent(workspace_folder: Path) -> None:
    """An Italian catalog in the workspace with 97 of its 157 entries filled (the French text
    stands in for a translator's work: only how much is done matters here)."""
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


def test_the_form_offers_the_draft_box_and_the_languages_share(client, empty_workspace):
    italian_at_60_percent(empty_workspace)
    page = client.get("/kit/dice-game?hl=en").get_data(as_text=True)
    assert '<option value="it">it (61.8 %)</option>' in page
    assert ('<label for="f-draft" class="switch"><input id="f-draft" name="draft" type="checkbox" value="1"> '
            'Draft</label>') in page
    french = client.get("/kit/dice-game?hl=fr").get_data(as_text=True)
    assert "Brouillon</label>" in french
    wrong = client.get("/kit/dice-game?build=1&draft=yes&hl=en")
    assert wrong.status_code == 400
    assert ('<p class="error" id="e-draft" role="alert">--draft: expected 1 (ticked) or nothing, got &#39;yes&#39;</p>'
            in wrong.get_data(as_text=True))


def test_an_incomplete_language_without_draft_is_the_cli_message_beside_the_language(client, empty_workspace, tmp_path):
    italian_at_60_percent(empty_workspace)
    refused = cli("--out", str(tmp_path / "refused"))
    assert refused.exit_code == 2
    message = refused.output.removeprefix("error: ").rstrip("\n")
    assert message.startswith("--lang it: 60 string(s) untranslated or fuzzy in locales/dice-game/it.po (e.g. ")
    response = client.get(f"/kit/dice-game?build=1&{KIT}&hl=en")
    assert response.status_code == 400
    from markupsafe import escape
    assert f'<p class="error" id="e-lang" role="alert">{escape(message)}</p>' in response.get_data(as_text=True)
    assert client.get(f"/kit/dice-game.pdf?{KIT}").status_code == 400


def test_a_draft_download_is_the_bytes_of_build_draft(client, empty_workspace, tmp_path):
    italian_at_60_percent(empty_workspace)
    out = tmp_path / "draft"
    assert cli("--draft", "--out", str(out)).exit_code == 0
    page = client.get(f"/kit/dice-game?build=1&{KIT}&draft=1&hl=en")
    assert page.status_code == 200
    body = page.get_data(as_text=True)
    assert 'name="draft" type="checkbox" value="1" checked>' in body
    assert 'href="/kit/dice-game.pdf?lang=it&amp;draft=1&amp;players=2&amp;seed=7"' in body
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
