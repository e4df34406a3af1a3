"""How far each language is translated, as `printkit i18n status` counts it, kept while the
catalogs are unchanged (reading them with Babel takes a moment; the forms ask on every page)."""

from __future__ import annotations

import os
from functools import lru_cache

from printkit import workspace
from printkit.i18n_tools.status import Progress, status


def files_stamp(folders) -> tuple:
    """Every file under `folders` by path, size and modification time (stat only: cheap)."""
    stamp = []
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                info = os.stat(os.path.join(root, name))
                stamp.append((root, name, info.st_size, info.st_mtime_ns))
    return tuple(stamp)


def catalogs_stamp() -> tuple:
    """The catalogs of the workspace and of the shipped data, as `files_stamp`."""
    return files_stamp([root / "locales" for root in workspace.roots()])


def catalog_rows() -> list[Progress]:
    """`i18n status` rows: every domain and language."""
    return list(_rows(catalogs_stamp()))


@lru_cache(maxsize=2)
def _rows(stamp: tuple) -> tuple[Progress, ...]:
    return tuple(status())


def percent_done(lang: str, domains: tuple[str, ...]) -> float:
    """Translated entries of `domains` in `lang`, in % of their templates (fuzzy is not done)."""
    rows = [row for row in catalog_rows() if row.lang == lang and row.domain in domains]
    total = sum(row.total for row in rows)
    return 100.0 if total == 0 else round(100 * sum(row.translated for row in rows) / total, 1)
