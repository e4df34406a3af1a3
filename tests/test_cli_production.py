"""The production commands and options on the command line (issue 8): build --all, preview,
calibrate, --marks and --back-offset, with one-line usage errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader

from printkit.cli import main
from printkit.loader import list_games
from tests.fonts_present import printable_languages


@pytest.fixture(autouse=True)
def user_config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(folder))
    return folder


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.parametrize("args, message", [
    (["build", "market-island", "--marks", "4,1", "--out", "{out}"],
     "error: --marks: expected LEN,OFFSET,WIDTH in mm such as 4,1,0.1, got '4,1'\n"),
    (["build", "market-island", "--marks", "4,0,0.1", "--out", "{out}"],
     "error: --marks: OFFSET expected from 0.5 to 10 mm, got 0\n"),
    (["build", "market-island", "--marks", "40,1,0.1", "--out", "{out}"],
     "error: --marks: LEN expected from 3 to 15 mm, got 40\n"),
    (["build", "market-island", "--marks", "2,1,0.1", "--out", "{out}"],     # a ruler needs 3 mm (issue 27)
     "error: --marks: LEN expected from 3 to 15 mm, got 2\n"),
    (["build", "market-island", "--back-offset", "1;2;3", "--out", "{out}"],
     "error: --back-offset: expected two numbers in mm such as 1.5,-0.5, got '1;2;3'\n"),
    (["build", "market-island", "--jobs", "2", "--out", "{out}"], "error: --jobs: only with --all\n"),
    (["build", "--out", "{out}"], "error: missing GAME: name a game (printkit games lists them) or use --all\n"),
    (["build", "market-island", "--all", "--out", "{out}"], "error: --all: builds every game; remove market-island\n"),
    (["calibrate", "--paper", "a5", "--out", "{out}"], "error: --paper: expected one of a4, a3, letter, got 'a5'\n"),
])
def test_usage_errors_are_one_line_exit_2_and_write_nothing(tmp_path, args, message):
    out = tmp_path / "out"
    result = run(*[a.replace("{out}", str(out)) for a in args])
    assert (result.exit_code, result.output) == (2, message)
    assert not out.exists()


def test_build_all_builds_every_game_in_every_language_and_sums_up(tmp_path):
    result = run("build", "--all", "--jobs", "2", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    expected = [(g, lang) for g in sorted(list_games()) for lang in printable_languages(g)]
    pages = 0
    for game, lang in expected:
        manifest = json.loads((tmp_path / game / lang / "manifest.json").read_text())
        assert (manifest["game"], manifest["lang"]) == (game, lang)
        pages += sum(f["pages"] for f in manifest["files"][1:])
    last = result.output.strip().splitlines()[-1]
    assert last.startswith(f"{len(expected)} kits: ") and f" {pages} pages, " in last


def test_back_offset_is_remembered_for_the_next_build(tmp_path, user_config):
    first, second = tmp_path / "a", tmp_path / "b"
    assert run("build", "market-island", "--only", "MI-I-01", "--back-offset", "1.5,-0.5", "--out", first).exit_code == 0
    assert (user_config / "printer.toml").read_text().splitlines()[-1] == "back_offset = [1.5, -0.5]"
    assert run("build", "market-island", "--only", "MI-I-01", "--out", second).exit_code == 0
    for out in (first, second):
        assert json.loads((out / "manifest.json").read_text())["production"]["back_offset_mm"] == [1.5, -0.5]


def test_calibrate_writes_one_duplex_sheet(tmp_path):
    result = run("calibrate", "--paper", "letter", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    reader = PdfReader(str(tmp_path / "calibration.pdf"))
    assert len(reader.pages) == 2
    assert [round(float(v)) for v in reader.pages[1].mediabox] == [0, 0, 612, 792]


def test_preview_writes_every_sheet_and_a_contact_sheet(tmp_path):
    result = run("preview", "market-island", "--dpi", "30", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    sheets = sorted(p for p in tmp_path.glob("market-island-en-*.png") if not p.name.endswith("contact.png"))
    kit_pages = sum(1 for _ in sheets)
    with Image.open(tmp_path / "market-island-en-contact.png") as contact:
        assert contact.width > contact.height / 3
    with Image.open(tmp_path / "market-island-en-cover-01.png") as cover:
        width, height = cover.size
        assert abs(width - 210 / 25.4 * 30) <= 1 and abs(height - 297 / 25.4 * 30) <= 1   # A4 at 30 dpi
    assert kit_pages == int(result.output.split(" sheet PNGs")[0].split()[-1])


def test_an_offset_is_not_remembered_when_the_build_fails(tmp_path, user_config):
    result = run("build", "market-island", "--lang", "zz", "--back-offset", "1,1", "--out", tmp_path / "kit")
    assert result.exit_code == 2
    assert not (user_config / "printer.toml").exists()
