"""How often one command looks a game up: calls into the modules that find a game's folder,
its code and its catalogs, counted while the command runs in this process.

    python benchmarks/game_lookups.py build market-island --out /tmp/kit
    python benchmarks/game_lookups.py build --all --jobs 1 --out /tmp/kits
    python benchmarks/game_lookups.py validate market-island
    python benchmarks/game_lookups.py export market-island --format tts --dpi 72 --out /tmp/tts
    python benchmarks/game_lookups.py web market-island fr      # the web page's kit (web/kitstore.py)

Any `printkit` command line may follow; `web GAME LANG` asks for a kit as the kit page does
(its form, then the kit store). Counted with `sys.setprofile`, so nothing of printkit is changed:

- `find_game_dir`: calls of workspace.find_game_dir, i.e. the times a game's folder is found;
- `game_ids`: calls of workspace.game_ids (every game folder of every layer listed);
- `catalog look-ups`: calls of workspace.catalogs, catalog_path and template_path;
- `entries into M`: calls of a function of module M made from outside M (a call inside M that
  stays in M is not an entry), for loader.py, workspace.py and registry.py.

`build --all` must run with `--jobs 1` to be counted (workers are other processes). The counts
are printed as JSON on the last line of standard output (`--json`: only that line).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

MODULES = ("loader", "workspace", "registry")
CATALOG_LOOKUPS = ("catalogs", "catalog_path", "template_path")


def module_files() -> dict[str, str]:
    """{file name: short module name} of the counted modules, as this checkout's printkit has them."""
    import importlib
    found = {}
    for name in MODULES:
        with contextlib.suppress(ImportError):
            found[importlib.import_module(f"printkit.{name}").__file__] = name
    return found


def counting(files: dict[str, str], counts: Counter):
    """A profile function counting entries into the modules of `files` and the named look-ups."""
    workspace_file = next((f for f, name in files.items() if name == "workspace"), None)

    def profile(frame, event, arg):
        if event != "call":
            return
        code = frame.f_code
        module = files.get(code.co_filename)
        if module is None:
            return
        caller = frame.f_back
        if caller is None or caller.f_code.co_filename != code.co_filename:
            counts[f"entries into {module}.py"] += 1
        if code.co_filename == workspace_file:
            if code.co_name in ("find_game_dir", "game_ids"):
                counts[code.co_name] += 1
            elif code.co_name in CATALOG_LOOKUPS:
                counts["catalog look-ups"] += 1
    return profile


def run_cli(argv: list[str]) -> None:
    from printkit import cli
    try:
        cli.main(argv, standalone_mode=False)
    except SystemExit:
        pass


def run_web(game: str, lang: str) -> None:
    """The kit page's work for one kit: its form read, then the kit from the kit store, with the
    game the form found (as web/kits.py asks for it)."""
    from printkit.web import forms, kitstore
    from printkit.web.pool import Pool
    form = forms.read_kit_form(forms.kit_form(game), {"lang": lang, "seed": "1"})
    kitstore.get_kit(form.options(), Pool(0), form.found)   # built in this process, where it is counted


def main(argv: list[str]) -> dict[str, int]:
    quiet = "--json" in argv
    argv = [a for a in argv if a != "--json"]
    counts: Counter = Counter()
    files = module_files()
    import printkit.cli  # noqa: F401   imported before counting: imports are no look-ups
    import printkit.web.kitstore  # noqa: F401
    out = io.StringIO() if quiet else sys.stdout
    with contextlib.redirect_stdout(out):
        sys.setprofile(counting(files, counts))
        try:
            if argv[:1] == ["web"]:
                run_web(*argv[1:3])
            else:
                run_cli(argv)
        finally:
            sys.setprofile(None)
    result = {key: counts[key] for key in ("find_game_dir", "game_ids", "catalog look-ups",
                                           *(f"entries into {m}.py" for m in MODULES))}
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    if "PRINTKIT_CACHE_DIR" not in os.environ:
        os.environ["PRINTKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="game-lookups-cache-")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    main(sys.argv[1:])
