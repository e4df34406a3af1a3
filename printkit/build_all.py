"""`printkit build --all`: every game in every shipped language, in parallel processes (issue 8).

Each kit goes to OUT/<game>/<lang>/. Workers (printkit/workers.py) are forked after the parent
has imported the renderers and registered the fonts, so no worker pays for that again
(ARCHITECTURE.md: fonts and imports are a large part of a small build). A worker builds one
game in all its languages: the game's modules, template, icons and text fits are then loaded
once, in parallel with the other games (measured: splitting a game over two workers repeats
0.055-0.08 s of that work). A first build is the exception (worker_tasks): with no times to
balance whole games by, it hands out each game's first kit, then the others one by one.

Games are handed out longest first, by the seconds each took last time (kept in the user's
cache, printkit/cache.py): with two workers and four games, the order decides whether both
workers finish together or one waits for the other (measured: 0.25 s idle out of 1.0 s when
the two longest games went to the same worker). The order changes no output.

Only complete languages are built (every entry of the game's and the shared template
translated); the others are listed as skipped, unless `draft` is set, which builds them with
English in place of what is missing (issue 12). A kit that fails does not stop the others: its
failure is reported with the kit, and the caller decides the exit status.
"""

from __future__ import annotations

import gc
import os
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Callable, NamedTuple

from printkit import cache
from printkit.errors import PrintkitError
from printkit.completeness import untranslated
from printkit.kit_model import KitOptions
from printkit.registry import Game, all_games, get_game
from printkit.workers import run_parallel


class KitResult(NamedTuple):
    """A kit built: its files, its components' pages and the seconds it took."""

    game: str
    lang: str
    files: int
    pages: int
    seconds: float


class KitFailure(NamedTuple):
    """A kit that could not be built, and why (the first lines of the error)."""
    game: str
    lang: str
    message: str


class Skipped(NamedTuple):
    """A language left out because its catalogs are incomplete (build --all --draft builds it),
    or because no font for its script was found (`no_font` says which)."""
    game: str
    lang: str
    untranslated: int
    no_font: str = ""


class Summary(NamedTuple):
    """What build --all did: the kits built, failed and skipped, and how long it took."""

    kits: tuple[KitResult, ...]
    seconds: float
    failures: tuple[KitFailure, ...] = ()
    skipped: tuple[Skipped, ...] = ()

    @property
    def files(self) -> int:
        return sum(k.files for k in self.kits)

    @property
    def pages(self) -> int:
        return sum(k.pages for k in self.kits)


def all_kits(base: KitOptions, games: list[Game]) -> list[KitOptions]:
    """One KitOptions per game and shipped language, in sorted order, production options kept."""
    return [replace(base, game=game.id, lang=lang) for game in sorted(games, key=lambda game: game.id)
            for lang in game.catalogs.languages(game.id)]


def select_kits(kits: list[KitOptions], games: dict[str, Game]) -> tuple[list[KitOptions], list[Skipped], list[KitFailure]]:
    """(kits to build, incomplete languages skipped, kits whose catalogs cannot be read), each kit's
    catalogs taken from its game in `games` (by id). With `draft` set in the options every
    language is built."""
    chosen, skipped, failures = [], [], []
    for options in kits:
        if options.draft:
            chosen.append(options)
            continue
        try:
            missing = untranslated(options.game, options.lang, games[options.game].catalogs)
        except Exception as error:   # a catalog too broken to read fails its kit, not the batch
            failures.append(failure(options, error))
            continue
        if missing:
            skipped.append(Skipped(options.game, options.lang, missing))
            continue
        absent = _missing_font(options.lang)
        if absent:
            skipped.append(Skipped(options.game, options.lang, 0, absent))
        else:
            chosen.append(options)
    return chosen, skipped, failures


def _missing_font(lang: str) -> str:
    """What is missing to print `lang` (a CJK font the system lacks), or "" (render/script_fonts.py)."""
    from printkit.writing import BODY_SCRIPTS, language_script
    if language_script(lang) in BODY_SCRIPTS:
        return ""           # Noto Sans: nothing to look for (and nothing more to import)
    from printkit.render.script_fonts import missing_font
    return missing_font(lang)


FAILURE_CHARS = 900   # a failure travels back from a worker in one atomic pipe write of 4096 bytes (workers.py)


def failure(options: KitOptions, error: Exception) -> KitFailure:
    """The kit and the error's first lines; an error of the machine's (a disk that fails, a
    folder that cannot be written) is said as it is; any other that is not printkit's is a bug:
    one line naming its type and the crash report written for it (printkit/crash.py)."""
    if isinstance(error, PrintkitError):
        text = str(error)
    elif isinstance(error, OSError):
        text = f"{error.__class__.__name__}: {error}"
    else:
        from printkit.crash import one_line, write_report
        what = f"printkit build --all: {options.game} ({options.lang})"
        text = one_line("building the kit", error, write_report(error, what=what))
    lines = text.splitlines() or [error.__class__.__name__]
    shown = "\n".join(lines[:12]) + (f"\n... and {len(lines) - 12} more line(s)" if len(lines) > 12 else "")
    return KitFailure(options.game, options.lang, shown[:FAILURE_CHARS])


def build_one(options: KitOptions, out_root: str, game: Game) -> tuple[KitResult, Callable[[], None]]:
    """Build one kit into out_root/<game>/<lang>/ (runs in a worker process); its files are flushed
    to the disk and put in place on a thread of their own (durable.write_files) until the function
    returned has returned."""
    from printkit.build import build
    started = time.perf_counter()
    kit = build(options, Path(out_root) / options.game / options.lang, game=game, flush_behind=True)
    pages = sum(f.pages for f in kit.files[1:])   # the components; the combined kit repeats them
    return KitResult(options.game, options.lang, len(kit.files), pages, time.perf_counter() - started), kit.written


def build_game(kits: list[KitOptions], out_root: str,
               emit: Callable[[KitResult | KitFailure], None] | None = None,
               game: Game | None = None) -> list[KitResult | KitFailure]:
    """Build one game's kits, one language after the other (runs in a worker process); the
    game (`game`, found already by build_all, else found here) and its folder are read once for
    all of them. `emit` gets each kit's result once its files are in place; a kit that fails
    gives a KitFailure, and the next kit is built.

    Each kit's files are flushed to the disk while the next kit renders (durable.write_files
    `behind`): waiting for the disk is off the worker's path but for its last kit."""
    results: list[KitResult | KitFailure] = []
    try:
        game = game or get_game(kits[0].game)
        game.data   # read once for every language: a folder that does not load fails each kit
    except Exception as error:
        game, broken = None, error
    flushing = None   # the kit whose files are being flushed: options, result, wait

    def settle() -> None:
        options, result, written = flushing
        try:
            written()
        except Exception as error:
            result = failure(options, error)
        results.append(result)
        if emit:
            emit(result)

    for options in kits:
        try:
            if game is None:
                raise broken
            built = (options, *build_one(options, out_root, game))
        except Exception as error:
            built = (options, failure(options, error), lambda: None)
        if flushing is not None:
            settle()
        flushing = built
    if flushing is not None:
        settle()
    return results


TIMES = "build-all-seconds.json"


def longest_first(groups: list[list[KitOptions]], seconds: dict[str, float],
                  templates: dict[str, Path] | None = None) -> list[list[KitOptions]]:
    """Games in the order to hand them out: longest first by their last time, then by name. A game
    never timed counts as longest, so that it is started early; several never timed (a first
    build) go by how much text they print, their catalog template's size times their languages:
    by name, a first build gave the two longest games to one worker (measured: 1.2 s of wall
    time instead of 1.0 s, with the four games' times of a first build). `templates`: each game's
    catalog template by id, as its Game found it (a game without one prints no text of its own)."""
    templates = templates or {}

    def key(kits: list[KitOptions]) -> tuple[float, float, str]:
        last = seconds.get(kits[0].game)
        if isinstance(last, (int, float)):
            return (-last, 0.0, kits[0].game)
        return (float("-inf"), -_text_size(templates.get(kits[0].game)) * len(kits), kits[0].game)
    return sorted(groups, key=key)


def worker_tasks(groups: list[list[KitOptions]], seconds: dict[str, float]) -> list[list[KitOptions]]:
    """The workers' tasks, in the order they are taken: each game's kits as one task once games
    have times (longest_first balances them); on a first build (no game timed) each game's first
    kit, in the games' order, then every other kit on its own, in the same order.

    A first build cannot balance whole games: it does not know their times, and a game's first
    kit carries that game's first-build work (drawing its icons into the form store, its font
    subsets: about 0.1 s of a big game's 0.3 s, measured). With whole games (three big, one
    small, two workers), one worker built two big games while the other stood idle for its
    last 0.16 s (measured: forked at 0.19 s, workers done at 0.61 and 0.77 s). Handing out the
    first kits first spreads that work, and the small pieces after them even out the end; a
    game's later kit finds its icons in the form store by then, and a form read back prints the
    same bytes as one drawn, so what prints never depends on which worker built what. Measured:
    workers done at 0.71-0.73 s, both within 0.02 s. Not used once games have times: a worker
    that builds some of another game's kits loads that game's modules and forms again (a warm
    build split so was slower, 0.61 s against 0.50 s in one run). A kit whose font a first build
    makes from a system font (makes_font) goes before them all."""
    if any(isinstance(seconds.get(kits[0].game), (int, float)) for kits in groups):
        return groups
    fonts_made = [[options] for kits in groups for options in kits if makes_font(options.lang)]
    groups = [[options for options in kits if not makes_font(options.lang)] for kits in groups]
    return fonts_made + [kits[:1] for kits in groups if kits] + [[options] for kits in groups for options in kits[1:]]


def makes_font(lang: str) -> bool:
    """Whether a `lang` kit has its font made on this machine on a first build: a system font
    cut down to its characters (render/font_convert.py), the longest piece of first-build work
    of any kit. worker_tasks hands such kits out before the games' first kits, so that it runs
    beside the other kits rather than after them, with a worker left idle meanwhile."""
    from printkit.writing import BODY_SCRIPTS, language_script
    script = language_script(lang)
    if script in BODY_SCRIPTS:
        return False
    from printkit.render.script_fonts import BUNDLED
    return script not in BUNDLED


def _text_size(template: Path | None) -> int:
    """The size in bytes of a game's catalog template (0 without one)."""
    if template is None:
        return 0
    try:
        return template.stat().st_size
    except OSError:
        return 0


def _remember_times(results: list[KitResult]) -> None:
    """Each game's seconds, averaged with the times before (half weight each): one run slowed
    by another program should not reorder the games."""
    results = [r for r in results if isinstance(r, KitResult)]
    times = cache.read_json(TIMES)
    for game in {r.game for r in results}:
        now = sum(r.seconds for r in results if r.game == game)
        before = times.get(game)
        times[game] = round((now + before) / 2 if isinstance(before, (int, float)) else now, 3)
    cache.write_json(TIMES, times)


def _build_group(out_root: str, found: dict[str, Game], kits: list[KitOptions],
                 emit: Callable[[KitResult], None]) -> None:
    build_game(kits, out_root, emit, found[kits[0].game])


def default_jobs() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def _warm_up() -> None:
    """Before forking: what every kit needs (the renderers, the fonts, the shared catalog
    reader, the engine modules every game's kit imports, the templates' environment, the
    fingerprint of the drawing code that names the stored forms); what only one game needs is
    loaded by the worker that builds that game. With one process this is work the first kit
    would do anyway; with two workers each did it again (measured: about 10 ms of CPU per
    worker for the modules below, the fingerprint and the environment).

    The garbage collector is set for a batch: it is off while start-up makes its long-lived
    modules, classes and functions (which it would scan for nothing: 80 collections, 6.7 ms
    measured; build_all turns it off from its start, as the catalogs read and the templates'
    environment made before this cost 17 more collections, 1.7 ms), what start-up made is then
    frozen (never scanned again, and its memory stays shared with the forked workers) and
    collections come 70 times less often. Rendering makes
    many short-lived objects that reference counting frees; the collector mostly walked them for
    nothing. Measured: about 3 % less CPU time, 5 MB more at the peak for a process that builds
    all four games.
    """
    gc.disable()
    try:
        from printkit import build, glyph_check, templating, validate_types  # noqa: F401
        from printkit.kits import common, kept, printing  # noqa: F401
        from printkit.referee import words  # noqa: F401
        from printkit.render import blank, booklet, cards, cover, draw, fonts, form_store, text, tiles  # noqa: F401
        from printkit.render import script_fonts  # noqa: F401   (every kit asks it for its fonts)
        from printkit.render.icons import shapes, svg_files  # noqa: F401   (not the icons that only a
        # form missing from the store draws: a warm build takes those from the cache folder)
        fonts.register()
        form_store.code_fingerprint()
        templating.prepare()
        _prepare_drawing_icons()
        gc.freeze()
    finally:
        gc.set_threshold(50_000, 20, 20)
        gc.enable()


def _prepare_drawing_icons() -> None:
    """The shared icon modules, imported once before the fork: every kit that places an icon
    imports them all (draw_icon looks the icon up in the registry even when its form comes from
    the store), so each worker imported them again (measured in a warm build: icons.common,
    pieces and suits in both workers, 0.8 ms of CPU each). When the form store holds no form of
    this code (a first build, or the first after printkit changed), every worker draws icons
    instead of reading their forms and imported svglib for it too: imported here as well
    (measured: 30 ms of CPU per worker); a warm build does not need it."""
    from printkit.render import art_files, form_store, icons
    from printkit import svg_features  # noqa: F401 (each SVG file is checked before it is drawn)
    icons.load_all()
    if not form_store.holds_forms():
        art_files.import_svg_reader()


def build_all(base: KitOptions, out_dir: Path, *, jobs: int | None = None,
              on_done: Callable[[KitResult], None] | None = None, games: list[Game] | None = None) -> Summary:
    """Build every complete kit (every kit with `base.draft`); `on_done` is called as each one
    finishes or fails (for a progress bar). `games`: every game, found already (registry.all_games);
    else they are found here, once each, and handed to the workers that build them."""
    started = time.perf_counter()
    gc.disable()   # start-up, up to _warm_up, which freezes what it made and sets the collector for the batch
    try:
        games = all_games() if games is None else games
        kits = all_kits(base, games)
        from printkit import templating
        compiled = templating.compile_ahead({options.game for options in kits})   # a first build: see there
        try:
            return _build_kits(kits, {game.id: game for game in games}, out_dir, jobs, on_done, started)
        finally:
            compiled()
    finally:
        gc.enable()


def _build_kits(kits: list[KitOptions], found: dict[str, Game], out_dir: Path, jobs: int | None,
                on_done: Callable[[KitResult], None] | None, started: float) -> Summary:
    """build_all once the templates' compiling (on a first build) has started (`found`: the games, by id)."""
    chosen, skipped, unreadable = select_kits(kits, found)
    games: dict[str, list[KitOptions]] = {}
    for options in chosen:
        games.setdefault(options.game, []).append(options)
    times = cache.read_json(TIMES)
    groups = longest_first(list(games.values()), times, {game.id: game.catalogs.templates[game.id] for game in found.values()})
    jobs = min(jobs or default_jobs(), len(groups)) or 1
    _warm_up()
    results: list[KitResult | KitFailure] = list(unreadable)

    def collect(result: KitResult | KitFailure) -> None:
        results.append(result)
        if on_done:
            on_done(result)
    if jobs == 1:
        for kits in groups:
            build_game(kits, str(out_dir), collect, found[kits[0].game])
    elif groups:
        run_parallel(worker_tasks(groups, times), partial(_build_group, str(out_dir), found), jobs, collect)
    _remember_times(results)
    built = tuple(sorted((r for r in results if isinstance(r, KitResult)), key=lambda r: (r.game, r.lang)))
    failed = tuple(sorted((r for r in results if isinstance(r, KitFailure)), key=lambda r: (r.game, r.lang)))
    return Summary(built, time.perf_counter() - started, failed, tuple(skipped))
