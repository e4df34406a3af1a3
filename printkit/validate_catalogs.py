"""Catalog checks for `printkit validate`: every shipped catalog against its template.

Each source string must be present and translated (fuzzy is not translated), with the same
placeholders (`{name}` and `%(name)s`) and the same markup tags as its msgid; a plural entry
needs every form filled, each with the placeholders and tags of its msgid_plural.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from printkit import workspace
from printkit.i18n import SOURCE_LANG, Catalogs, catalog_path, find_catalogs, tags_of
from printkit.loader import GameData, locate
from printkit.validate_types import Finding

PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}|%\((\w+)\)[sdif]")


def placeholders(text: str) -> list[str]:
    return sorted(a or b for a, b in PLACEHOLDER.findall(text))


def catalog_findings(domain: str, catalogs: Catalogs | None = None) -> list[Finding]:
    """Every catalog of `domain` against its template (`catalogs`: found already, a game's; else found here)."""
    catalogs = catalogs or find_catalogs(domain)
    template = catalogs.templates[domain]
    shown_template = _shown(template)
    if not template.exists():
        return [Finding(shown_template, None, "warning", "no catalog template: run printkit i18n extract")]
    with template.open("rb") as handle:
        source = {(m.context, _id(m)): m for m in read_po(handle) if m.id}
    findings = []
    for lang in catalogs.languages(domain):
        if lang == SOURCE_LANG:
            continue
        findings += _one_catalog(catalogs.path(domain, lang), source)
    return findings


def language_findings(data: GameData, catalogs: Catalogs) -> list[Finding]:
    """`languages` in game.toml against the game's catalogs, as warnings: a declared language whose
    catalog is not started yet (a new deck declares fr before anyone translates it), and a catalog
    whose language is not declared (a translation in progress lives in locales/ first). Whether a
    declared language is complete is `catalog_findings`' business. `catalogs`: the game's, as found."""
    declared = list(data.meta.get("game", {}).get("languages", [SOURCE_LANG]))
    shipped = catalogs.languages(data.id)
    where = locate(data, "game.toml", "languages")
    findings = [Finding.at(where, "warning", f"languages: {lang!r} is declared but {_shown(catalog_path(data.id, lang))} "
                                             f"does not exist yet; start it with `printkit i18n init {lang} {data.id}`")
                for lang in declared if lang not in shipped]
    # A workspace without the game's folder declares nothing itself: say how to get one to edit.
    editable = Path(data.folder).resolve().is_relative_to(workspace.workspace_root())
    copy = "" if editable else f" (first `printkit decks copy {data.id}`)"
    findings += [Finding.at(where, "warning", f"languages: {_shown(catalogs.path(data.id, lang))} exists but {lang!r} "
                                              f"is not declared; add it here once the catalog is complete{copy}")
                 for lang in shipped if lang not in declared]
    return findings


def _one_catalog(path: Path, source: dict) -> list[Finding]:
    shown = _shown(path)
    with path.open("rb") as handle:
        catalog = read_po(handle)
    entries = {(m.context, _id(m)): m for m in catalog if m.id}
    findings = []
    for key, message in sorted(source.items(), key=lambda kv: (kv[0][0] or "", kv[0][1])):
        entry = entries.get(key)
        label = f"{key[0] + ': ' if key[0] else ''}{key[1][:50]!r}"
        if entry is None:
            findings.append(Finding(shown, None, "error", f"{label}: missing; run printkit i18n update"))
            continue
        line = entry.lineno
        forms = [entry.string] if isinstance(entry.string, str) else list(entry.string or [""])
        if not all(forms) or entry.fuzzy:
            findings.append(Finding(shown, line, "error", f"{label}: {'fuzzy' if entry.fuzzy else 'untranslated'}"))
            continue
        english = message.id if isinstance(message.id, str) else message.id[1]
        for index, text in enumerate(forms):
            form = "" if isinstance(entry.string, str) else f"msgstr[{index}] "
            problem = _form_problem(text, english)
            if problem:
                findings.append(Finding(shown, line, "error", f"{label}: {form}{problem}"))
    return findings


def _form_problem(text: str, english: str) -> str | None:
    """A plural form is compared with msgid_plural: any form may print for a number other than 1."""
    if placeholders(text) != placeholders(english):
        return f"placeholders {placeholders(text)} differ from the source's {placeholders(english)}"
    if tags_of(text) != tags_of(english):
        return f"markup {tags_of(text)} differs from the source's {tags_of(english)}"
    return None


def _id(message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def _shown(path) -> str:
    return workspace.shown(path)
