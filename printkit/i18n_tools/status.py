"""How far each language is, per domain: translated, fuzzy, untranslated — counted against the template.

Counted here rather than with Babel's statistics, which count fuzzy entries as translated
(ARCHITECTURE.md: lessons paid for). A fuzzy entry prints English, so it is not translated.
Entries a stale catalog lacks count as untranslated: the template is the reference.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from babel.messages.catalog import Catalog

from printkit import workspace
from printkit.i18n import SOURCE_LANG, template_path
from printkit.i18n_tools.catalogs import read


@dataclass(frozen=True)
class Progress:
    domain: str
    lang: str
    translated: int
    fuzzy: int
    untranslated: int

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated

    @property
    def percent(self) -> float:
        return 100.0 if self.total == 0 else round(100 * self.translated / self.total, 1)

    def as_dict(self) -> dict:
        return {**asdict(self), "total": self.total, "percent": self.percent}


def keys(catalog: Catalog) -> list[tuple[str | None, str]]:
    return [(m.context, m.id) for m in catalog if m.id]


def progress(template: Catalog, catalog: Catalog, *, domain: str, lang: str) -> Progress:
    """Count each template entry once, by the state of the catalog's entry for it."""
    translated = fuzzy = untranslated = 0
    for context, msgid in keys(template):
        message = catalog.get(msgid, context=context)
        string = message.string if message is not None else ""
        filled = all(string) if isinstance(string, tuple) else bool(string)
        if message is not None and message.fuzzy:
            fuzzy += 1
        elif filled:
            translated += 1
        else:
            untranslated += 1
    return Progress(domain, lang, translated, fuzzy, untranslated)


def status() -> list[Progress]:
    """English (the msgids themselves) and every catalog, for every domain with a template; the
    workspace's catalogs and templates first, then the shipped ones."""
    rows = []
    for domain in workspace.domains():
        if not template_path(domain).exists():
            continue
        template = read(template_path(domain), domain=domain)
        rows.append(Progress(domain, SOURCE_LANG, len(keys(template)), 0, 0))
        for lang, path in workspace.catalogs(domain).items():
            rows.append(progress(template, read(path, domain=domain), domain=domain, lang=lang))
    return rows


def left_to_do(lang: str) -> int:
    """Entries of LANG's catalogs still untranslated or fuzzy (domains without a LANG catalog not counted)."""
    return sum(row.untranslated + row.fuzzy for row in status() if row.lang == lang)


def table(rows: list[Progress]) -> str:
    """The status as aligned text, one line per domain and language."""
    head = f"{'domain':<18} {'lang':<6} {'translated':>10} {'fuzzy':>6} {'untranslated':>12} {'done':>7}"
    lines = [head]
    for row in rows:
        lines.append(f"{row.domain:<18} {row.lang:<6} {row.translated:>10} {row.fuzzy:>6} "
                     f"{row.untranslated:>12} {row.percent:>6.1f}%")
    return "\n".join(lines)
