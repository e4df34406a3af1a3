"""The translator's and the organiser's work, on an installed wheel (issue 12): in an empty folder
that is not a clone, and in a clone of this repository. Every file they make lands in their folder
(the workspace), and nothing under the installed package changes.

The wheel is built once per session and installed (not editable) into a virtual environment of
its own, whose dependencies come from the running one; the commands run as a user types them.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.i18n.helpers import set_translation
from tests.pdfread import page_texts

LEFT = ("The player on your left pays you {amount} Istoken.", "The player on your left pays you {amount} Istokens.")


def _run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Path:
    """A venv with the printkit wheel installed; returns its `printkit` script."""
    if shutil.which("git") is None:
        pytest.skip("git is needed to clone the repository")
    base = tmp_path_factory.mktemp("wheel")
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(base / "dist"), str(ROOT)])
    if built.returncode != 0:   # no build backend at hand (offline, without a pip cache)
        pytest.skip(f"cannot build the wheel here: {built.stderr.strip().splitlines()[-1:]}")
    (wheel,) = (base / "dist").glob("printkit-*.whl")
    venv = base / "venv"
    assert _run([sys.executable, "-m", "venv", "--without-pip", str(venv)]).returncode == 0
    python = venv / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    (site / "printkit_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")   # after its own site-packages
    done = _run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index", "--ignore-installed",
                 str(wheel)])
    assert done.returncode == 0, done.stderr
    return venv / "bin" / "printkit"


def package_digest(printkit_script: Path) -> dict[str, str]:
    """SHA-256 of every file of the installed package (Python's own __pycache__ left out)."""
    python = printkit_script.parent / "python"
    folder = Path(_run([str(python), "-c", "import printkit, os; print(os.path.dirname(printkit.__file__))"],
                       cwd="/").stdout.strip())
    assert (folder / "_data" / "decks").is_dir(), folder   # the wheel's data, not this checkout's
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


class User:
    """Runs the installed `printkit` in one folder with its own home, config and cache folders."""

    def __init__(self, script: Path, folder: Path, home: Path) -> None:
        self.script, self.folder = script, folder
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("PRINTKIT_", "XDG_"))}
        self.env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
                        PYTHONDONTWRITEBYTECODE="1")

    def __call__(self, *args: str, code: int = 0) -> subprocess.CompletedProcess:
        result = _run([str(self.script), *args], cwd=self.folder, env=self.env)
        assert result.returncode == code, (args, result.stdout, result.stderr)
        return result


def translators_and_organisers_day(user: User, *, clone: bool) -> None:
    """init, translate, draft build, check, copy a deck, change a count, validate, rebuild."""
    here = user.folder.resolve()
    started = user("i18n", "init", "it", "market-island")
    catalogs = [here / "locales" / domain / "it.po" for domain in ("market-island", "printkit", "web")]
    assert started.stdout == "".join(f"wrote {path}\n" for path in catalogs) + (
        "Plural-Forms: nplurals=2; plural=(n != 1); (Weblate's language data for it: check it before translating "
        "plural entries)\n")
    set_translation(catalogs[0], "card:MI-I-07:text", LEFT, ("Il giocatore alla tua sinistra ti paga {amount} Istoken.",
                                                           "Il giocatore alla tua sinistra ti paga {amount} Istoken."))
    set_translation(catalogs[0], "component", "Income cards", "Carte entrate")
    status = user("i18n", "status")
    assert any(line.split()[:3] == ["market-island", "it", "2"] for line in status.stdout.splitlines())

    user("build", "market-island", "--lang", "it", "--out", "kit", code=2)   # incomplete: refused
    user("build", "market-island", "--lang", "it", "--draft", "--out", "kit")
    text = " ".join(" ".join(page_texts(here / "kit" / "market-island-it-cards-income.pdf")).split())
    assert "Il giocatore alla tua sinistra ti paga 4 Istoken." in text and "Carte entrate" in text
    checked = user("i18n", "check", "it")
    left = sum(int(line.split()[4]) + int(line.split()[3]) for line in status.stdout.splitlines()[1:]
               if line.split()[1] == "it")   # untranslated + fuzzy, as check counts them
    assert checked.stderr == f"it: 0 problem(s); {left} string(s) still untranslated or fuzzy (`printkit i18n status`)\n"

    cards = here / "decks" / "market-island" / "cards.csv"
    if clone:   # a clone is a workspace that already holds every game: edit it in place
        refused = user("decks", "copy", "market-island", code=2)
        assert refused.stderr.startswith(f"error: {cards.parent}: already exists")
    else:
        copied = user("decks", "copy", "market-island")
        assert copied.stdout.splitlines()[0] == f"copied market-island -> {cards.parent}"
    lines = cards.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(n for n, line in enumerate(lines, start=1) if line.startswith("MI-I-26,"))
    cards.write_text("".join(lines[:number - 1] + lines[number:]), encoding="utf-8")   # 25 income cards
    found = user("validate", "market-island", code=1)
    assert (f"decks/market-island/cards.csv:{number - 1}: error: income transaction cards (§3): the deck gives 25, "
            "the manual states 26") in found.stdout.splitlines()
    where = "this clone's data" if clone else "the workspace copy"
    note = f"market-island: using {where} {cards.parent}\n"
    assert note in found.stderr

    before = (here / "kit" / "manifest.json").read_text()
    rebuilt = user("build", "market-island", "--lang", "it", "--draft", "--out", "kit")
    assert rebuilt.stderr.startswith(note)
    manifest = __import__("json").loads((here / "kit" / "manifest.json").read_text())
    assert manifest["data"]["from"] == "workspace" and manifest["data"]["folder"] == str(cards.parent)
    assert manifest["data"]["sha256"] != __import__("json").loads(before)["data"]["sha256"]
    assert next(c for c in manifest["components"] if c["id"] == "cards-income")["count"] == 25


def test_in_an_empty_folder_everything_lands_there_and_the_package_is_untouched(installed, tmp_path):
    before = package_digest(installed)
    folder = tmp_path / "my-edition"
    folder.mkdir()
    user = User(installed, folder, tmp_path / "home")
    paths = user("paths").stdout.splitlines()
    assert paths[0] == f"workspace:    {folder.resolve()}" and "_data" in paths[1]
    assert paths[2:] == [f"config:       {tmp_path / 'home' / 'config' / 'printkit' / 'printer.toml'}",
                         f"cache:        {tmp_path / 'home' / 'cache' / 'printkit'}"]
    translators_and_organisers_day(user, clone=False)
    user("build", "dice-game", "--back-offset", "1,0", "--seed", "1", "--only", "DG-B-01", "--out", "reprint")
    assert (tmp_path / "home" / "config" / "printkit" / "printer.toml").is_file()   # remembered in the config folder
    assert package_digest(installed) == before


def test_in_a_clone_the_catalogs_are_files_git_sees(installed, tmp_path):
    before = package_digest(installed)
    clone = tmp_path / "clone"
    assert _run(["git", "clone", "-q", "--local", str(ROOT), str(clone)]).returncode == 0
    user = User(installed, clone, tmp_path / "home")
    translators_and_organisers_day(user, clone=True)
    status = _run(["git", "status", "--short", "--untracked-files=all"], cwd=clone).stdout.splitlines()
    assert "?? locales/market-island/it.po" in status and "?? locales/printkit/it.po" in status
    assert " M decks/market-island/cards.csv" in status
    assert package_digest(installed) == before


def test_a_designers_own_deck_from_an_installed_wheel(installed, tmp_path):
    """Issue 13: `decks new` writes a working data-only game into an empty folder; it builds in
    two languages and validates, and the installed package is untouched."""
    before = package_digest(installed)
    folder = tmp_path / "my-deck"
    folder.mkdir()
    user = User(installed, folder, tmp_path / "home")
    user("decks", "new", "my-game")
    assert (folder / "decks" / "my-game" / "layout.toml").is_file() and (folder / "locales" / "my-game" / "fr.po").is_file()
    for lang in ("en", "fr"):
        user("build", "my-game", "--lang", lang, "--out", f"kit-{lang}")
    assert "Cartes du verger" in "\n".join(page_texts(folder / "kit-fr" / "my-game-fr-kit.pdf"))
    user("validate", "my-game")
    assert package_digest(installed) == before
