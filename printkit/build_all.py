"""`printkit build --all`: every game in every shipped language, in parallel processes (issue 8).

Each kit goes to OUT/<game>/<lang>/. Workers are forked after the parent has imported the
renderers and registered the fonts, so no worker pays for that again (ARCHITECTURE.md: fonts
and imports are a large part of a small build).
"""

from __future__ import annotations

import importlib
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from printkit.i18n import shipped_languages
from printkit.kit import KitOptions
from printkit.loader import list_games


@dataclass(frozen=True)
class KitResult:
    game: str
    lang: str
    files: int
    pages: int
    seconds: float


@dataclass(frozen=True)
class Summary:
    kits: tuple[KitResult, ...]
    seconds: float

    @property
    def files(self) -> int:
        return sum(k.files for k in self.kits)

    @property
    def pages(self) -> int:
        return sum(k.pages for k in self.kits)


def all_kits(base: KitOptions) -> list[KitOptions]:
    """One KitOptions per game and shipped language, in sorted order, production options kept."""
    return [replace(base, game=game, lang=lang) for game in sorted(list_games())
            for lang in shipped_languages(game)]


def build_one(options: KitOptions, out_root: str) -> KitResult:
    """Build one kit into out_root/<game>/<lang>/ (runs in a worker process)."""
    from printkit.build import build
    started = time.perf_counter()
    kit = build(options, Path(out_root) / options.game / options.lang)
    pages = sum(f.pages for f in kit.files[1:])   # the components; the combined kit repeats them
    return KitResult(options.game, options.lang, len(kit.files), pages, time.perf_counter() - started)


def default_jobs() -> int:
    return max(1, min(os.cpu_count() or 1, 8))


def _warm_up(kits: list[KitOptions]) -> None:
    """Before forking: import the renderers and referees, register the fonts, compile the
    templates and read the catalogs once; every worker inherits them."""
    import importlib.util

    from printkit import build, templating
    from printkit.i18n import COMMON_DOMAIN, load_catalog
    from printkit.render import fonts
    fonts.register()
    templating.precompile()
    for game in sorted(list_games()):
        build.kit_module(game)
        referee = f"printkit.referee.{game.replace('-', '_')}"
        if importlib.util.find_spec(referee) is not None:
            importlib.import_module(referee)
    for options in kits:
        for domain in (options.game, COMMON_DOMAIN):
            load_catalog(domain, options.lang)


def build_all(base: KitOptions, out_dir: Path, *, jobs: int | None = None,
              on_done: Callable[[KitResult], None] | None = None) -> Summary:
    """Build every kit; `on_done` is called as each one finishes (for a progress bar)."""
    started = time.perf_counter()
    kits = all_kits(base)
    jobs = min(jobs or default_jobs(), len(kits)) or 1
    _warm_up(kits)
    results = []
    if jobs == 1:
        for options in kits:
            results.append(build_one(options, str(out_dir)))
            if on_done:
                on_done(results[-1])
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(build_one, options, str(out_dir)) for options in kits]
            for future in as_completed(futures):
                results.append(future.result())
                if on_done:
                    on_done(results[-1])
    ordered = tuple(sorted(results, key=lambda r: (r.game, r.lang)))
    return Summary(ordered, time.perf_counter() - started)
