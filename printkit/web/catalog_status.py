"""How far each language is translated, as `printkit i18n status` counts it, kept while the
catalogs are unchanged (reading them with Babel takes a moment; the forms ask on every page)."""

from __future__ import annotations

import os
from functools import lru_cache

from printkit import workspace
from printkit.i18n import SOURCE_LANG
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
    """`i18n status` rows, and a row at 0 % for every language some catalog has where a domain has
    none yet: a catalog that does not exist is nothing translated, not nothing to do."""
    return list(_rows(catalogs_stamp()))


@lru_cache(maxsize=2)
def _rows(stamp: tuple) -> tuple[Progress, ...]:
    found = status()
    totals = {row.domain: row.total for row in found if row.lang == SOURCE_LANG}
    languages = sorted({row.lang for row in found} - {SOURCE_LANG})
    have = {(row.domain, row.lang) for row in found}
    missing = [Progress(domain, lang, 0, 0, totals[domain]) for domain in totals for lang in languages
               if (domain, lang) not in have]
    order = {domain: n for n, domain in enumerate(totals)}
    return tuple(sorted([*found, *missing], key=lambda row: (order.get(row.domain, 0), row.lang != SOURCE_LANG, row.lang)))


def percent_done(lang: str, domains: tuple[str, ...]) -> float:
    """Translated entries of `domains` in `lang`, in % of their templates (fuzzy is not done; a
    domain without a catalog in `lang` counts all its entries as not done)."""
    rows = [row for row in catalog_rows() if row.lang == lang and row.domain in domains]
    total = sum(row.total for row in rows)
    return 100.0 if total == 0 else round(100 * sum(row.translated for row in rows) / total, 1)
