"""The user's workspace (issue 12): which folder it is, layered reading (workspace first, then the
shipped data), writers that write only into it, `decks copy`, `paths`, and the manifest's record."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from printkit import i18n, workspace
from printkit.completeness import untranslated
from printkit.cli import main
from printkit.i18n_tools.catalogs import init_outputs, read, write
from printkit.loader import load_game
from tests.conftest import ROOT


def test_the_option_wins_over_the_variable_which_wins_over_the_current_folder(tmp_path, monkeypatch):
    chosen, variable, here = (tmp_path / name for name in ("chosen", "variable", "here"))
    for folder in (chosen, variable, here):
        folder.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.delenv(workspace.ENV)
    assert workspace.workspace_root() == here.resolve()
    monkeypatch.setenv(workspace.ENV, str(variable))
    assert workspace.workspace_root() == variable.resolve()
    workspace.use(chosen)
    assert workspace.workspace_root() == chosen.resolve()
    assert workspace.roots() == (chosen.resolve(), ROOT.resolve())   # then the shipped data (this checkout)


def test_inside_a_clone_the_workspace_is_the_clone(tmp_path, monkeypatch):
    clone = tmp_path / "clone"
    (clone / "decks").mkdir(parents=True)
    (clone / "docs").mkdir()
    (clone / "pyproject.toml").write_text('[project]\nname = "printkit"\n')
    monkeypatch.delenv(workspace.ENV)
    monkeypatch.chdir(clone / "docs")
    assert workspace.workspace_root() == clone.resolve()


def test_a_missing_workspace_is_a_usage_error(tmp_path, monkeypatch):
    monkeypatch.setenv(workspace.ENV, str(tmp_path / "nowhere"))
    result = CliRunner().invoke(main, ["games"])
    assert (result.exit_code, result.output) == (2, f"error: {workspace.ENV}: expected an existing folder, "
                                                    f"got {str(tmp_path / 'nowhere')!r}\n")
    result = CliRunner().invoke(main, ["--workspace", str(tmp_path / "nowhere"), "games"])
    assert result.exit_code == 2 and "'--workspace': Directory" in result.output


def test_a_workspace_catalog_is_read_before_the_shipped_one(empty_workspace):
    shipped = i18n.catalog_path("market-island", "fr")
    assert shipped == ROOT.resolve() / "locales" / "market-island" / "fr.po"
    copy = empty_workspace / "locales" / "market-island" / "fr.po"
    copy.parent.mkdir(parents=True)
    text = shipped.read_text(encoding="utf-8")
    entry = 'msgctxt "card:MI-I-01:title"\nmsgid "Income"\nmsgstr "Revenu"'
    assert entry in text
    copy.write_text(text.replace(entry, entry.replace("Revenu", "Rentrée")), encoding="utf-8")
    assert i18n.catalog_path("market-island", "fr") == copy
    assert i18n.load_catalog("market-island", "fr")[("card:MI-I-01:title", "Income")] == "Rentrée"
    assert i18n.catalog_path("printkit", "fr") == ROOT.resolve() / "locales" / "printkit" / "fr.po"   # not copied
    assert i18n.catalog_path("market-island", "fr", for_writing=True) == copy


def test_a_workspace_template_file_replaces_the_shipped_one(empty_workspace):
    from printkit.templating import render_template
    folder = empty_workspace / "templates" / "market-island"
    folder.mkdir(parents=True)
    (folder / "booklet.j2").write_text("# {% trans %}Market Island{% endtrans %}\nOur own rules.\n")
    text = render_template("market-island/booklet.j2", i18n.translator("market-island", "fr"))
    assert text.startswith("# Market Island") and text.endswith("Our own rules.\n")
    assert workspace.template_files()["market-island/booklet.j2"] == folder / "booklet.j2"
    assert workspace.template_files()["dice-game/booklet.j2"] == ROOT.resolve() / "templates" / "dice-game" / "booklet.j2"


def test_init_writes_only_into_the_workspace_and_starts_a_shipped_language_from_its_translations(empty_workspace):
    fresh = {d: read(i18n.template_path(d), domain=d) for d in ("market-island", "printkit")}
    outputs, kept = init_outputs("fr", ["market-island"], fresh)
    assert kept == [] and [o.path for o in outputs] == [empty_workspace / "locales" / "market-island" / "fr.po"]
    write(outputs[0])
    assert untranslated("market-island", "fr") == 0    # the shipped French came along
    outputs, kept = init_outputs("fr", ["market-island"], fresh)
    assert (outputs, kept) == ([], [empty_workspace / "locales" / "market-island" / "fr.po"])


def copy_market_island(runner: CliRunner, folder) -> str:
    result = runner.invoke(main, ["--workspace", str(folder), "decks", "copy", "market-island"])
    assert result.exit_code == 0, result.output
    return result.output


def test_decks_copy_copies_the_shipped_game_and_never_overwrites(tmp_path):
    runner = CliRunner()
    output = copy_market_island(runner, tmp_path)
    target = tmp_path.resolve() / "decks" / "market-island"
    assert output.splitlines()[0] == f"copied market-island -> {target}"
    assert sorted(p.name for p in target.iterdir()) == sorted(p.name for p in (ROOT / "decks" / "market-island").iterdir())
    again = runner.invoke(main, ["--workspace", str(tmp_path), "decks", "copy", "market-island"])
    assert (again.exit_code, again.output) == (2, f"error: {target}: already exists; change the copy there, "
                                                  "or delete it to copy the shipped market-island again\n")
    unknown = runner.invoke(main, ["--workspace", str(tmp_path), "decks", "copy", "chess"])
    assert unknown.exit_code == 2 and unknown.output.startswith("error: GAME: printkit ships no game 'chess'; expected one of: ")


def test_a_changed_count_in_the_copy_is_validated_at_the_copy_s_own_line(tmp_path, monkeypatch):
    runner = CliRunner()
    copy_market_island(runner, tmp_path)
    cards = tmp_path / "decks" / "market-island" / "cards.csv"
    lines = cards.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(n for n, line in enumerate(lines, start=1) if line.startswith("MI-I-26,"))
    lines[number - 1] = "# " + lines[number - 1]
    cards.write_text("".join(lines), encoding="utf-8")
    monkeypatch.chdir(tmp_path)        # from inside the workspace: a path relative to here
    result = runner.invoke(main, ["--workspace", str(tmp_path), "validate", "market-island"])
    assert result.exit_code == 1
    assert (f"decks/market-island/cards.csv:{number - 1}: error: income transaction cards (§3): the deck gives 25, "
            "the manual states 26") in result.output.splitlines()
    assert f"market-island: using the workspace copy {cards.parent.resolve()}" in result.output
    monkeypatch.chdir(ROOT)            # from elsewhere: the absolute path
    result = runner.invoke(main, ["--workspace", str(tmp_path), "validate", "market-island"])
    assert f"{cards.resolve()}:{number - 1}: error: income transaction cards (§3)" in result.output


def test_cards_and_score_say_they_read_the_copy(tmp_path):
    runner = CliRunner()
    copy_market_island(runner, tmp_path)
    note = f"market-island: using the workspace copy {tmp_path.resolve() / 'decks' / 'market-island'}\n"
    listed = runner.invoke(main, ["--workspace", str(tmp_path), "cards", "market-island"])
    assert listed.exit_code == 0 and listed.output.count(note) == 1
    scored = runner.invoke(main, ["--workspace", str(tmp_path), "score", "market-island", "--winning", "9C",
                                  "--block", "9H", "KH", "--played", "9H", "-"])  # §3: 2 players at least
    assert scored.exit_code == 0 and scored.output.startswith(note)


def test_the_manifest_records_the_data_folder_and_its_hash(tmp_path):
    runner = CliRunner()
    shipped = load_game("dice-game")
    assert shipped.from_workspace is False
    shutil.copytree(ROOT / "decks" / "dice-game", tmp_path / "ws" / "decks" / "dice-game")
    result = runner.invoke(main, ["--workspace", str(tmp_path / "ws"), "build", "dice-game", "--seed", "7",
                                  "--only", "DG-B-01", "--out", str(tmp_path / "kit")])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "kit" / "manifest.json").read_text())["data"]
    folder = tmp_path.resolve() / "ws" / "decks" / "dice-game"
    assert data == {"from": "workspace", "folder": str(folder), "sha256": workspace.data_hash(shipped.folder)}
    (folder / "squares.csv").write_text((folder / "squares.csv").read_text() + "\n")
    assert workspace.data_hash(folder) != data["sha256"]


def test_paths_names_every_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    result = CliRunner().invoke(main, ["--workspace", str(tmp_path), "paths"])
    assert result.output == (f"workspace:    {tmp_path.resolve()}\nshipped data: {ROOT.resolve()}\n"
                             f"config:       {tmp_path / 'config' / 'printer.toml'}\ncache:        {tmp_path / 'cache'}\n")


@pytest.mark.parametrize("platform, variables, expected", [
    ("linux", {}, ".config/printkit"),
    ("darwin", {}, "Library/Application Support/printkit"),
    ("darwin", {"XDG_CONFIG_HOME": "/x"}, "/x/printkit"),
])
def test_the_config_folder_follows_the_platform_and_xdg(monkeypatch, tmp_path, platform, variables, expected):
    from printkit import userdirs
    monkeypatch.delenv("PRINTKIT_CONFIG_DIR", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(userdirs.sys, "platform", platform)
    folder = userdirs.config_dir()
    assert folder == (tmp_path / expected if not expected.startswith("/") else userdirs.Path(expected))


def test_validating_a_kit_built_from_other_data_says_so(tmp_path):
    runner = CliRunner()
    built = runner.invoke(main, ["build", "dice-game", "--seed", "7", "--only", "DG-B-01", "--out", str(tmp_path / "kit")])
    assert built.exit_code == 0, built.output
    clean = runner.invoke(main, ["validate", "dice-game", "--kit", str(tmp_path / "kit")])
    assert "was built from other data" not in clean.output
    shutil.copytree(ROOT / "decks" / "dice-game", tmp_path / "ws" / "decks" / "dice-game")
    rules = tmp_path / "ws" / "decks" / "dice-game" / "game.toml"
    rules.write_text(rules.read_text() + "\n# our club's edition\n")
    changed = runner.invoke(main, ["--workspace", str(tmp_path / "ws"), "validate", "dice-game", "--kit", str(tmp_path / "kit")])
    assert (f"{tmp_path / 'kit' / 'manifest.json'}: warning: data.sha256: the kit was built from other data "
            f"({ROOT.resolve() / 'decks' / 'dice-game'}) than {rules.parent.resolve()} holds now; rebuild it to check "
            "it against this data") in changed.output.splitlines()
