"""build --all hands games out longest first, by the seconds each took last time (issue 8, speed),
and keeps those times in the user's cache; the order never changes what is built."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from printkit import build_all, cache
from printkit.render import form_store
from printkit.kit_model import KitOptions


def groups(*games):
    return [[KitOptions(game=g, lang=lang) for lang in ("en", "fr")] for g in games]


def order(result):
    return [kits[0].game for kits in result]


def test_longest_first_by_last_time_then_by_name():
    times = {"a": 0.2, "b": 0.5, "c": 0.2, "d": 0.4}
    assert order(build_all.longest_first(groups("a", "b", "c", "d"), times)) == ["b", "d", "a", "c"]


def test_a_game_never_timed_starts_first_and_bad_entries_count_as_never_timed():
    times = {"a": 0.2, "b": "slow", "c": 0.9}
    assert order(build_all.longest_first(groups("a", "b", "c", "d"), times)) == ["b", "d", "c", "a"]


def test_games_never_timed_go_by_the_text_they_print(tmp_path):
    """A first build: no times yet, so a game with a larger catalog template (times its
    languages) is handed out first."""
    sizes = {"a": 150, "b": 200, "c": 900, "d": 0}
    templates = {game: tmp_path / f"{game}.pot" for game in sizes}
    for game, size in sizes.items():
        if size:
            templates[game].write_text("x" * size)
    three_languages = [KitOptions(game="a", lang=lang) for lang in ("en", "fr", "pt")]
    result = build_all.longest_first([*groups("b", "c", "d"), three_languages], {"c": 0.1}, templates)
    assert order(result) == ["a", "b", "d", "c"]   # 3 x 150, 2 x 200, nothing (never timed); then the timed one


def test_times_are_kept_in_the_cache_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    results = [build_all.KitResult("g", "en", 3, 10, 0.25), build_all.KitResult("g", "fr", 3, 10, 0.5),
               build_all.KitResult("h", "en", 1, 2, 0.125)]
    cache.write_json(build_all.TIMES, {"old": 1.0, "g": 9.0})
    build_all._remember_times(results)
    stored = json.loads((tmp_path / "state" / build_all.TIMES).read_text())
    assert stored == {"old": 1.0, "g": round((9.0 + 0.75) / 2, 3), "h": 0.125}   # averaged with the last time
    assert cache.read_json(build_all.TIMES) == stored


def test_an_unreadable_or_switched_off_cache_is_an_empty_one(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    (tmp_path / "state").mkdir()
    (tmp_path / "state" / "x.json").write_text("{not json")
    assert cache.read_json("x.json") == {}
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    cache.write_json("x.json", {"a": 1})
    assert cache.read_json("x.json") == {}
    assert (tmp_path / "state" / "x.json").read_text() == "{not json"


def test_build_all_records_each_game_it_built(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [KitOptions(game="dice-game", lang="en")])
    summary = build_all.build_all(KitOptions(game=""), tmp_path / "out", jobs=1)
    times = cache.read_json(build_all.TIMES)
    assert list(times) == ["dice-game"] and times["dice-game"] == round(summary.kits[0].seconds, 3) > 0


def test_build_all_compiles_its_games_templates_ahead_and_waits_for_them(tmp_path, monkeypatch):
    from printkit import templating
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [KitOptions(game="dice-game", lang="en")])
    asked, waited = [], []
    monkeypatch.setattr(templating, "compile_ahead", lambda games: asked.append(games) or (lambda: waited.append(1)))
    build_all.build_all(KitOptions(game=""), tmp_path / "out", jobs=1)
    assert asked == [{"dice-game"}] and waited == [1]


def test_a_cache_folder_is_trimmed_to_its_newest_entries(tmp_path, monkeypatch):
    import os
    monkeypatch.setattr(cache, "LIMIT", 8)
    monkeypatch.setattr(cache, "_TRIMMED", set())
    folder = tmp_path / "entries"
    folder.mkdir()
    for n in range(10):
        (folder / f"old-{n}").write_text("x")
        os.utime(folder / f"old-{n}", ns=(n * 10**9, n * 10**9))
    cache.store(folder / "new", "y")             # 11 entries > 8: keep the newest 6
    assert sorted(p.name for p in folder.iterdir()) == ["new", "old-5", "old-6", "old-7", "old-8", "old-9"]
    cache.store(folder / "newer", "z")           # trimmed once per process and folder
    assert len(list(folder.iterdir())) == 7


def start_italian(workspace_folder):
    """Empty Italian catalogs for the dice game in the workspace, as `i18n init it dice-game` starts them."""
    from printkit import i18n
    from printkit.i18n_tools.catalogs import init_outputs, read, write
    fresh = {d: read(i18n.template_path(d), domain=d) for d in ("dice-game", "printkit")}
    for output in init_outputs("it", ["dice-game", "printkit"], fresh)[0]:
        write(output)
    return workspace_folder / "locales" / "dice-game" / "it.po"


def template_entries(*domains) -> int:
    """Entries of the templates together (an empty catalog leaves them all untranslated)."""
    from babel.messages.pofile import read_po
    from tests.conftest import ROOT
    keys = set()
    for domain in domains:
        with (ROOT / "locales" / domain / f"{domain}.pot").open("rb") as handle:
            keys |= {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in read_po(handle) if m.id}
    return len(keys)


def dice_game_only(monkeypatch):
    from dataclasses import replace
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [replace(base, game="dice-game", lang=lang)
                                                             for lang in ("en", "it")])


def build_everything(tmp_path, *extra):
    from click.testing import CliRunner
    from printkit.cli import main
    return CliRunner().invoke(main, ["build", "--all", "--jobs", "1", *extra, "--out", str(tmp_path / "all")])


def test_an_incomplete_language_is_skipped_and_listed_and_draft_builds_it(tmp_path, monkeypatch, empty_workspace):
    start_italian(empty_workspace)
    dice_game_only(monkeypatch)
    result = build_everything(tmp_path)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("  dice-game (en): 9 files, 20 pages, ")   # a 4-page booklet (issue 16: no 3-line last page)
    assert lines[1] == f"  skipped dice-game (it): {template_entries('dice-game', 'printkit')} string(s) untranslated or fuzzy; --draft builds it"
    assert not (tmp_path / "all" / "dice-game" / "it").exists()
    drafted = build_everything(tmp_path, "--draft")
    assert drafted.exit_code == 0, drafted.output
    assert (tmp_path / "all" / "dice-game" / "it" / "dice-game-it-kit.pdf").exists()


def complete_italian(workspace_folder):
    """Complete Italian catalogs for the dice game in the workspace (the French text standing in
    for a translator's), so that a full build --all builds them."""
    import shutil
    from tests.conftest import ROOT
    for domain in ("dice-game", "printkit"):
        target = workspace_folder / "locales" / domain / "it.po"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "locales" / domain / "fr.po", target)
    return workspace_folder / "locales" / "dice-game" / "it.po"


def test_a_kit_that_fails_does_not_stop_the_others(tmp_path, monkeypatch, empty_workspace):
    """A full build refuses a translation that cannot be filled (a draft prints its English instead)."""
    from printkit import workspace
    from tests.i18n.helpers import set_translation
    catalog = complete_italian(empty_workspace)
    line = set_translation(catalog, "cover", "{n} players · {language} · {paper}", "{giocatori} giocatori · {language}")
    dice_game_only(monkeypatch)
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [replace(base, game=g, lang=lang) for g, lang in
                                                             (("dice-game", "it"), ("dice-game", "en"))])
    result = build_everything(tmp_path)
    assert result.exit_code == 1
    assert result.stderr == (f"error: dice-game (it): {workspace.shown(catalog)}:{line}: cover: the translation "
                             "'{giocatori} giocatori · {language}' cannot be filled (KeyError: 'giocatori'); "
                             "run `printkit i18n check it`\n1 kit(s) failed\n")
    assert (tmp_path / "all" / "dice-game" / "en" / "manifest.json").exists()   # built after the failure
    assert not (tmp_path / "all" / "dice-game" / "it").exists()


def test_a_failure_in_a_worker_process_comes_back_with_its_kit(tmp_path, monkeypatch, empty_workspace):
    from printkit import workspace
    from tests.i18n.helpers import set_translation
    catalog = complete_italian(empty_workspace)
    line = set_translation(catalog, "cover", "{n} players · {language} · {paper}", "{giocatori} · " + "é" * 3000)
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [replace(base, game=g, lang=lang) for g, lang in
                                                             (("dice-game", "it"), ("triple-bataille", "en"))])
    summary = build_all.build_all(KitOptions(game=""), tmp_path / "out", jobs=2)
    assert [(k.game, k.lang) for k in summary.kits] == [("triple-bataille", "en")]
    (failed,) = summary.failures
    assert (failed.game, failed.lang) == ("dice-game", "it")
    assert failed.message.startswith(f"{workspace.shown(catalog)}:{line}: cover: the translation '{{giocatori}} · ééé")
    assert len(failed.message) <= build_all.FAILURE_CHARS


WARM_UP_SCRIPT = r"""
import sys
from printkit import build_all
from printkit.kit_model import KitOptions
from printkit.workers import run_parallel

build_all._warm_up()
warm = set(sys.modules)

def build(game, emit):
    build_all.build_game([KitOptions(game=game, lang="en")], sys.argv[1])
    emit((game, sorted(m for m in set(sys.modules) - warm if m.startswith("printkit.")
                       and not m.startswith(("printkit.games.", "printkit.render.icons.")))))

found = {}
run_parallel(["dice-game", "data-tycoon"], build, 2, lambda result: found.update([result]))
print(sorted(set(found["dice-game"]) & set(found["data-tycoon"])))
"""


def test_the_workers_import_no_engine_module_that_both_need(tmp_path):
    """_warm_up imports, before the workers fork, every engine module the games' kits share: a
    module both workers imported was loaded twice (issue 15). The icon modules are left out: the
    first icon drawn rather than taken from the form store (render/form_store.py) imports them
    all, which a warm `build --all` never does."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", WARM_UP_SCRIPT, str(tmp_path)], capture_output=True,
                          text=True, timeout=300, cwd=root)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


FIRST_BUILD_SCRIPT = r"""
import sys
from printkit import build_all
from printkit.render import form_store
if sys.argv[1] == "held":
    form_store.save(("a form",), "0 0 m")
build_all._warm_up()
print("svglib.svglib" in sys.modules, "printkit.render.icons.suits" in sys.modules)
"""


@pytest.mark.parametrize("store, imported", [("empty", "True True"), ("held", "False True")])
def test_svglib_is_imported_before_the_fork_only_when_icons_will_be_drawn(tmp_path, store, imported):
    """With no form of this code in the store, each worker draws its icons: svglib is imported
    once, before the fork. A warm build reads the forms and needs no svglib; the shared icon modules
    are imported before the fork in both (draw_icon loads them even for a form from the store)."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", FIRST_BUILD_SCRIPT, store], capture_output=True, text=True,
                          timeout=300, cwd=root, env={**os.environ, "PRINTKIT_CACHE_DIR": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == imported


WARM_ICONS_SCRIPT = r"""
import sys
from printkit import build_all
from printkit.kit_model import KitOptions
build_all.build_game([KitOptions(game="dice-game", lang="en")], sys.argv[1])
print("printkit.render.icons.suits" in sys.modules)
"""


def test_a_warm_kit_imports_the_shared_icon_modules_so_they_are_imported_before_the_fork(tmp_path):
    """Why build_all imports the shared icon modules before the fork in a warm build too: a kit
    whose icon forms all come from the store still imports them (measured: both workers did)."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PRINTKIT_CACHE_DIR": str(tmp_path / "cache")}
    for run in ("first", "warm"):
        done = subprocess.run([sys.executable, "-c", WARM_ICONS_SCRIPT, str(tmp_path / run)], capture_output=True,
                              text=True, timeout=300, cwd=root, env=env)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "True", run
        assert any((tmp_path / "cache" / form_store.FOLDER).glob("code-*"))   # the warm run read its forms


UNNEEDED_SCRIPT = r"""
import sys
from printkit import build_all
from printkit.kit_model import KitOptions

build_all._warm_up()
for game in ("market-island", "dice-game", "data-tycoon", "triple-bataille"):
    build_all.build_game([KitOptions(game=game, lang="en")], sys.argv[1])
print(sorted(m for m in sys.modules if m in sys.argv[2:]))
"""

# What a build never needs once the TOML files are in the cache: tomllib (printkit/loader.py
# parse_toml), and the referees' modules (`printkit score`): the booklets' worked examples, made
# from the data alone, come from the cache (kits/kept.py); reportlab's renderPDF, which records an SVG icon only when its
# form is missing from the store (render/art_files.py).
NOT_FOR_A_BUILD = ("tomllib", "signal", "reportlab.graphics.renderPDF", "reportlab.graphics.shapes",
                   "printkit.games.market_island.referee", "printkit.games.market_island.referee_round_input",
                   "printkit.games.market_island.referee_manual", "printkit.games.dice_game.referee",
                   "printkit.games.dice_game.referee_input", "printkit.games.dice_game.referee_examples",
                   "printkit.games.dice_game.referee_rules", "printkit.games.data_tycoon.referee",
                   "printkit.games.data_tycoon.referee_input", "printkit.games.triple_bataille.referee",
                   "printkit.games.triple_bataille.referee_battle", "printkit.games.triple_bataille.referee_examples")


def test_a_warm_build_imports_no_module_only_other_commands_use(tmp_path):
    """Start-up is a large part of `build --all` (issue 15): a build imports what it uses. The
    first process fills the cache; the second, warm one must not import NOT_FOR_A_BUILD."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PRINTKIT_CACHE_DIR": str(tmp_path / "cache")}
    for run in ("cold", "warm"):
        done = subprocess.run([sys.executable, "-c", UNNEEDED_SCRIPT, str(tmp_path / run), *NOT_FOR_A_BUILD],
                              capture_output=True, text=True, timeout=300, cwd=root, env=env)
        assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_a_first_build_hands_out_each_games_first_kit_first_then_one_kit_a_task():
    """No game timed yet: the first kits (which carry each game's first-build work) go first,
    then every other kit on its own, so that a worker free early takes another game's kit."""
    three = [KitOptions(game="c", lang=lang) for lang in ("en", "fr", "pt")]
    tasks = build_all.worker_tasks([*groups("a", "b"), three], {})
    assert [[(k.game, k.lang) for k in task] for task in tasks] == [
        [("a", "en")], [("b", "en")], [("c", "en")], [("a", "fr")], [("b", "fr")], [("c", "fr")], [("c", "pt")]]


def test_a_first_build_hands_out_first_the_kits_whose_font_it_makes():
    """A Japanese kit's font is cut from the system's CJK font on a first build: that kit starts
    before the games' first kits; the Arabic one (a bundled font) stays its game's first kit."""
    dice = [KitOptions(game="b", lang=lang) for lang in ("ar", "en", "ja")]
    tasks = build_all.worker_tasks([*groups("a"), dice], {})
    assert [[(k.game, k.lang) for k in task] for task in tasks] == [
        [("b", "ja")], [("a", "en")], [("b", "ar")], [("a", "fr")], [("b", "en")]]
    assert [build_all.makes_font(lang) for lang in ("en", "ru", "ar", "hi", "ja", "zh", "ko")] == [
        False, False, False, False, True, True, True]


def test_once_games_have_times_each_game_is_one_task():
    assert build_all.worker_tasks(groups("a", "b"), {"b": 0.3}) == groups("a", "b")
    assert len(build_all.worker_tasks(groups("a", "b"), {"b": "slow"})) == 4   # a bad entry is no time


def test_a_bug_in_one_kit_is_one_line_with_a_crash_report(tmp_path, monkeypatch, empty_workspace):
    """Not a data error but printkit's own: the kit's line names the crash report its worker wrote."""
    import re
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(build_all, "all_kits", lambda base, games: [replace(base, game="dice-game", lang="en")])

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr("printkit.build.build", broken)
    result = build_everything(tmp_path)
    assert result.exit_code == 1
    found = re.fullmatch(r"error: dice-game \(en\): building the kit failed: internal error \(ZeroDivisionError: a bug\); "
                         r"crash report: (\S+) \(please attach it to a bug report\)\n1 kit\(s\) failed\n", result.stderr)
    assert found, result.stderr
    with open(found[1], encoding="utf-8") as handle:
        report = handle.read()
    assert "what failed: printkit build --all: dice-game (en)" in report and 'raise ZeroDivisionError("a bug")' in report
