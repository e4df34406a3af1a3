"""Gettext catalogs per game and language, with English msgids.

Catalogs are PO files: `locales/<domain>/<lang>.po`, templates `locales/<domain>/<domain>.pot`,
read from the user's workspace first, then from the shipped data (printkit/workspace.py).
Each game has its own domain (its id); `printkit` holds the strings every kit shares (cover
sheet, marks, codes). English is the msgids themselves; every other language is a catalog.

Text reaches reportlab markup only through `markup()`, which escapes everything and lets back
only the tags the project allows (reportlab silently drops unknown tags: ARCHITECTURE.md).

English (the msgids) has no file, nor have the pseudo-locales `xx`, `xx-rtl` and `xx-cjk`,
computed from the templates (i18n_tools/pseudo.py). `Translator.observe` sees every string handed out; `printkit.i18n_tools` records them
to extract the catalogs and to trace an overflow back to its entry.
"""

from __future__ import annotations

import gettext as _gettext
import hashlib
import html
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from printkit import workspace
from printkit.cache import cache_dir, store
from printkit.errors import PrintkitError, UsageError
from printkit.typography import NBSP, signed, typeset

SOURCE_LANG = "en"
PSEUDO_LANG = "xx"     # generated from the templates (i18n_tools/pseudo.py), never a file
# Every pseudo-locale: `xx` (long, accented), `xx-rtl` (right to left), `xx-cjk` (CJK, no spaces).
PSEUDO_LANGS = (PSEUDO_LANG, "xx-rtl", "xx-cjk")
COMMON_DOMAIN = "printkit"
WEB_DOMAIN = "web"     # the pages of `printkit serve` (printkit/web/)
ALLOWED_TAGS = ("b", "i", "br")
_TAG = re.compile(r"&lt;(/?)(b|i|br)\s*(/?)&gt;")
DRAFT_MARK = "[EN] "
DRAFT_COLOUR = "#ff6600"   # --draft: the mark prints in this orange, readable on white and on dark bands


def escape(text: str) -> str:
    """Escape &, < and > so reportlab prints them literally."""
    return html.escape(text, quote=False)


def markup(text: str) -> str:
    """Escape text, then restore the allowed tags (<b>, <i>, <br/>) and nothing else.

    Only balanced <b>/<i> pairs come back as tags; a lone or crossed one prints literally, since
    unbalanced markup would make reportlab raise. A draft string (English printed in place of a
    missing translation) keeps its mark, drawn bold in the draft colour so a proof-reader sees it on the page.
    """
    if "&" not in text and "<" not in text and ">" not in text and not text.startswith(DRAFT_MARK):
        return text     # nothing to escape, no tag: most strings (measured: 3 in 4 of a booklet's)
    draft = ""
    if text.startswith(DRAFT_MARK):
        draft = f'<font color="{DRAFT_COLOUR}"><b>{escape(DRAFT_MARK.strip())}</b></font> '
        text = text[len(DRAFT_MARK):]
    escaped = escape(text)
    matches = list(_TAG.finditer(escaped))
    kept = _balanced(matches)
    out, last = [], 0
    for index, match in enumerate(matches):
        closing, tag, _ = match.groups()
        out.append(escaped[last:match.start()])
        if index in kept:
            out.append("<br/>" if tag == "br" else f"<{closing}{tag}>")
        else:
            out.append(match.group(0))
        last = match.end()
    out.append(escaped[last:])
    return draft + "".join(out)


def _balanced(matches: list[re.Match]) -> set[int]:
    """Indexes of the tag matches to restore: every <br/>, and <b>/<i> pairs that nest properly."""
    kept, open_tags = set(), []
    for index, match in enumerate(matches):
        closing, tag, selfclose = match.groups()
        if tag == "br":
            kept.add(index)
        elif selfclose:
            continue
        elif not closing:
            open_tags.append((tag, index))
        elif open_tags and open_tags[-1][0] == tag:
            kept.update((open_tags.pop()[1], index))
    return kept


def tags_of(text: str) -> list[str]:
    """The markup tags a string uses, in order ('b', '/b', 'br' ...), for catalog checks."""
    return [("/" if m.group(1) else "") + m.group(2) for m in re.finditer(r"<(/?)(b|i|br)\s*/?>", text)]


def catalog_path(domain: str, lang: str, *, for_writing: bool = False) -> Path:
    """Where a catalog is read from (workspace, then shipped), or written to (`for_writing`)."""
    return workspace.catalog_path(domain, lang, for_writing=for_writing)


def template_path(domain: str, *, for_writing: bool = False) -> Path:
    return workspace.template_path(domain, for_writing=for_writing)


def shipped_languages(domain: str) -> list[str]:
    """English plus every language with a catalog for this domain, in the workspace or shipped."""
    return sorted({SOURCE_LANG, *workspace.catalogs(domain)})


@dataclass(frozen=True)
class Catalogs:
    """The catalog files of some domains, found once over the layers (the workspace's first): what a
    game's translator reads and what its languages are counted from, without looking them up again."""

    files: dict[str, dict[str, Path]]     # domain -> {lang: .po file}
    templates: dict[str, Path]            # domain -> its .pot (where it is read from; it may not exist)

    def languages(self, domain: str) -> list[str]:
        """`shipped_languages` of a domain, as found."""
        return sorted({SOURCE_LANG, *self.files.get(domain, {})})

    def path(self, domain: str, lang: str) -> Path | None:
        """A language's catalog file of a domain; None when no layer has one."""
        return self.files.get(domain, {}).get(lang)


def find_catalogs(*domains: str, known: Catalogs | None = None) -> Catalogs:
    """The catalogs and templates of `domains` over the layers, the workspace's first; a domain
    `known` holds already (the common one, for every game of a command) is taken from it."""
    files, templates = {}, {}
    for domain in domains:
        if known is not None and domain in known.files:
            files[domain], templates[domain] = known.files[domain], known.templates[domain]
        else:
            files[domain], templates[domain] = workspace.catalogs(domain), workspace.template_path(domain)
    return Catalogs(files, templates)


class Table(dict):
    """{(msgctxt, msgid): msgstr}; plural entries are keyed by (msgctxt, (singular, plural)) and hold
    every form, chosen by `form_index(n)` from the catalog's Plural-Forms rule."""

    def __init__(self, entries=(), plural_expr: str = "(n != 1)") -> None:
        super().__init__(entries)
        self.plural_expr = plural_expr
        self.form_index = _gettext.c2py(plural_expr)


def load_catalog(domain: str, lang: str, catalogs: Catalogs | None = None) -> Table:
    """Translated, non-fuzzy entries of one catalog (see `_load_catalog`), kept per process for
    the file read (a different workspace is a different file). `catalogs`: the files the caller
    has found already (a game's); without them the catalog is looked up over the layers."""
    if catalogs is None:
        path = template_path(domain) if lang in PSEUDO_LANGS else catalog_path(domain, lang)
    else:
        path = catalogs.templates.get(domain) if lang in PSEUDO_LANGS else catalogs.path(domain, lang)
    return _load_catalog(domain, lang, path)


@lru_cache(maxsize=64)
def _load_catalog(domain: str, lang: str, path: Path | None) -> Table:
    """Translated, non-fuzzy entries of the catalog `path`, plural entries with all their forms.

    The pseudo-locale is computed from the domain's template (`path`), so it always matches the source.
    A catalog read once is kept, as JSON, in the user's cache under the SHA-256 of its PO file
    (`_compiled`): reading the PO (printkit/po_reader.py) takes 1 to 3 ms a catalog, the JSON 0.3 ms.
    """
    if lang in PSEUDO_LANGS:
        return _pseudo_catalog(domain, lang, path)
    if path is None or not path.exists():
        return Table()
    source = path.read_bytes()
    return _compiled(source) or _store_compiled(source, _read_catalog(source, domain))


load_catalog.cache_clear = _load_catalog.cache_clear   # callers forget what was read after writing


CATALOG_CACHE = "catalogs-1"   # bump when the stored form changes


def _read_catalog(source: bytes, domain: str) -> Table:
    from printkit.po_reader import read_messages   # only when a catalog is new or has changed
    read = read_messages(source, domain)
    table = Table(plural_expr=read.plural_expr)
    for message in read.messages:
        if not message.id or message.fuzzy or not message.string:
            continue
        if isinstance(message.id, str):
            if isinstance(message.string, str) and message.string:
                table[(message.context, message.id)] = message.string
        elif isinstance(message.string, (tuple, list)) and all(message.string):
            table[(message.context, tuple(message.id[:2]))] = tuple(message.string)
    return table


def _compiled_path(source: bytes) -> Path | None:
    folder = cache_dir(CATALOG_CACHE)
    return folder / f"{hashlib.sha256(source).hexdigest()}.json" if folder else None


def _compiled(source: bytes) -> Table | None:
    """The table stored for exactly these PO bytes, or None (absent, unreadable, caching off)."""
    path = _compiled_path(source)
    try:
        stored = json.loads(path.read_text(encoding="utf-8")) if path else None
        if stored is None:
            return None
        entries = {(ctx, msgid if isinstance(msgid, str) else tuple(msgid)):
                   (text if isinstance(text, str) else tuple(text)) for ctx, msgid, text in stored["entries"]}
        return Table(entries, plural_expr=stored["plural_expr"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _store_compiled(source: bytes, table: Table) -> Table:
    path = _compiled_path(source)
    if path is not None:
        entries = [[ctx, msgid, text] for (ctx, msgid), text in table.items()]
        store(path, json.dumps({"plural_expr": table.plural_expr, "entries": entries}, ensure_ascii=False))
    return table


def _pseudo_catalog(domain: str, lang: str, path: Path | None) -> Table:
    from printkit.i18n_tools.pseudo import pseudo_translator   # a pure leaf: text in, text out
    if path is None or not path.exists():
        return Table()
    from printkit.po_reader import read_messages
    translate = pseudo_translator(lang)
    table = Table()
    for m in read_messages(path.read_bytes(), domain).messages:
        if m.id and isinstance(m.id, str):
            table[(m.context, m.id)] = translate(m.id)
        elif m.id:
            table[(m.context, tuple(m.id[:2]))] = tuple(translate(form) for form in m.id[:2])
    return table


@dataclass
class Translator:
    """Looks strings up in a game's domain, then in the common one.

    `draft=True` prints the English text, marked, where a translation is missing or cannot be
    filled (noted in `warnings`); otherwise missing strings are recorded in `missing` and the
    build refuses the language. `substitute` sets characters to print in place of others (a
    draft's placeholder for a character no font has: printkit/glyph_check.py).
    """

    lang: str
    domains: tuple[str, ...]
    draft: bool = False
    missing: set[tuple[str | None, str]] = field(default_factory=set)
    warnings: list[str] = field(default_factory=list)
    substitutes: dict[int, str] = field(default_factory=dict)
    catalogs: Catalogs | None = field(default=None, repr=False)   # found already (a game's), else looked up

    def pgettext(self, context: str | None, msgid: str, note: str | None = None) -> str:
        """The translation of msgid in context; `note` is a comment for translators (extraction)."""
        text = self.lookup(context, msgid)
        self.observe(context, msgid, text, note)
        return text

    def lookup(self, context: str | None, msgid: str) -> str:
        """The catalog's text, set by the language's typography (printkit/typography.py)."""
        text = typeset(self.lang, self._find(context, msgid))
        return text.translate(self.substitutes) if self.substitutes else text

    def substitute(self, table: dict[int, str]) -> None:
        """Print `table`'s replacements (code point -> text) in every string handed out from now."""
        self.substitutes.update(table)

    def _find(self, context: str | None, msgid: str) -> str:
        if self.lang == SOURCE_LANG:
            return msgid
        for table in self.tables():
            found = table.get((context, msgid))
            if found:
                return found
        self.missing.add((context, msgid))
        return DRAFT_MARK + msgid if self.draft else msgid

    def tables(self) -> list[Table]:
        """The catalogs of `domains`, read once per translator (a translator serves one kit: looking
        the workspace up again for each of its strings would cost more than the lookups)."""
        loaded = self.__dict__.get("_tables")
        if loaded is None:
            loaded = self.__dict__["_tables"] = [load_catalog(domain, self.lang, self.catalogs)
                                                 for domain in self.domains]
        return loaded

    def npgettext(self, context: str | None, singular: str, plural: str, n: int, note: str | None = None) -> str:
        """The form of (singular, plural) for the number n, chosen by the catalog's plural rule."""
        text = self.plural_lookup(context, singular, plural, n)
        self.observe(context, (singular, plural), text, note)
        return text

    def plural_lookup(self, context: str | None, singular: str, plural: str, n: int) -> str:
        text = typeset(self.lang, self._find_plural(context, singular, plural, n))
        return text.translate(self.substitutes) if self.substitutes else text

    def _find_plural(self, context: str | None, singular: str, plural: str, n: int) -> str:
        english = singular if n == 1 else plural
        if self.lang == SOURCE_LANG:
            return english
        for table in self.tables():
            forms = table.get((context, (singular, plural)))
            index = table.form_index(n) if forms else -1
            if forms and 0 <= index < len(forms) and forms[index]:
                return forms[index]
        self.missing.add((context, singular))
        return DRAFT_MARK + english if self.draft else english

    def npformat(self, context: str | None, singular: str, plural: str, n: int, *,
                 translators_note: str | None = None, **values: object) -> str:
        """`format` for a text with a number: the plural form for n, then `{name}` placeholders filled."""
        translated = self.npgettext(context, singular, plural, n, note=translators_note)
        try:
            text = signed(translated.format(**values))
        except (KeyError, IndexError, ValueError) as exc:
            text = self.unusable(context, plural if n != 1 else singular, translated, exc, values, key=(singular, plural))
        self.observe(context, (singular, plural), text, None)
        return text

    def gettext(self, msgid: str, note: str | None = None) -> str:
        return self._ask(None, msgid, note)

    def _ask(self, context: str | None, msgid: str, note: str | None) -> str:
        # A subclass may override pgettext(context, msgid) without `note`: pass it only when given.
        return self.pgettext(context, msgid) if note is None else self.pgettext(context, msgid, note=note)

    def format(self, context: str | None, msgid: str, *, translators_note: str | None = None, **values: object) -> str:
        """Translate, then fill `{name}` placeholders: numbers are never literal in catalogs.

        `translators_note` is a comment for translators (not `note`, which kits use as a placeholder).
        """
        translated = self._ask(context, msgid, translators_note)
        try:
            text = signed(translated.format(**values))
        except (KeyError, IndexError, ValueError) as exc:
            text = self.unusable(context, msgid, translated, exc, values)
        self.observe(context, msgid, text, None)
        return text

    def unusable(self, context: str | None, msgid: str, translated: str, error: Exception, values: dict,
                 key: str | tuple[str, str] | None = None) -> str:
        """A translation whose placeholders do not fill: one line naming the catalog entry
        (`file:line`), not a traceback. A draft prints the English instead, marked, and warns
        (as Django does); a full build refuses it."""
        as_written = translated.replace(NBSP, " ")   # the no-break spaces are typography's, not the catalog's
        where = self.entry_location(context, key or msgid)
        problem = (f"{where}{context or '(no context)'}: the translation {as_written[:60]!r} "
                   f"cannot be filled ({error.__class__.__name__}: {error})")
        if not self.draft:
            raise PrintkitError(f"{problem}; run `printkit i18n check {self.lang}`")
        warning = f"--draft: {problem}; the English text prints in its place"
        if warning not in self.warnings:
            self.warnings.append(warning)
        return typeset(self.lang, DRAFT_MARK + msgid).format(**values)

    def entry_location(self, context: str | None, key: str | tuple[str, str]) -> str:
        """`catalog:line: ` of the entry the translator found for (context, key), else `--lang xx: `."""
        from printkit.i18n_tools.check import translations   # reads the catalogs with their lines: rare
        for domain in self.domains:
            for entry in translations(self.lang, domain, self.catalogs):
                if (entry.context, entry.key) == (context, key):
                    return f"{entry.catalog}:{entry.line}: "
        return f"--lang {self.lang}: "

    def observe(self, context: str | None, msgid: str | tuple[str, str], printed: str, note: str | None) -> None:
        """Called with every string handed out (translated, then filled); the i18n tools record them.

        A plural request's msgid is the pair (singular, plural), as Babel keys plural entries."""


def translator(game_id: str, lang: str, *, draft: bool = False, catalogs: Catalogs | None = None) -> Translator:
    """The translator for one game's kit; a language without any catalog is a usage error.
    `catalogs`: the game's and the common catalogs found already (registry.Game), else found here."""
    catalogs = catalogs or find_catalogs(game_id, COMMON_DOMAIN)
    languages = sorted(set(catalogs.languages(game_id)) | set(catalogs.languages(COMMON_DOMAIN)))
    if catalogs.templates[game_id].exists():
        languages = sorted({*languages, *PSEUDO_LANGS})
    if lang not in languages:
        raise UsageError(f"unknown language {lang!r} for {game_id}; expected one of: {', '.join(languages)}")
    return Translator(lang, (game_id, COMMON_DOMAIN), draft=draft, catalogs=catalogs)
