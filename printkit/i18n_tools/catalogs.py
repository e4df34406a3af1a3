"""PO templates and catalogs with Babel: build, init, update, written deterministically and atomically.

Layout (printkit.i18n): `locales/<domain>/<domain>.pot` and `locales/<domain>/<lang>.po`, read
from the workspace first, then the shipped data, and written only into the workspace
(printkit/workspace.py): a shipped catalog that changes is written as the workspace's own.
Output never churns: the POT-Creation-Date and Generated-By headers are left out, source
locations carry no line numbers, and entries keep the order in which the kits print them.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import normalize, read_po, unescape, write_po

from printkit import workspace
from printkit.build import atomic_write
from printkit.errors import UsageError
from printkit.i18n import PSEUDO_LANGS, SOURCE_LANG, catalog_path, load_catalog, template_path
from printkit.i18n_tools.extract import Entry, collect, collect_games
from printkit.i18n_tools.plural_rules import plural_rule, starting_catalog
from printkit.i18n_tools import card_engine
from printkit.i18n_tools.siblings import fill_sibling_cards

HEADER = ("printkit translations: {domain}.\n"
          "`printkit i18n extract` writes the template; translate the .po\n"
          "files in any PO editor. Licence: see decks/*/game.toml.")
_CHURN = re.compile(rb'^"(POT-Creation-Date|Generated-By): .*\\n"\n', re.MULTILINE)
PREVIOUS = re.compile(r'(?:^|\s)msgid\s+((?:"(?:[^"\\]|\\.)*"\s*)+)')
PREVIOUS_PLURAL = re.compile(r'(?:^|\s)msgid_plural\s+((?:"(?:[^"\\]|\\.)*"\s*)+)')
QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
LANG_CODE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2}|_[A-Z][a-z]{3})?$")


@dataclass(frozen=True)
class Output:
    """A file `update`, `extract` or `init` would write (always in the workspace), its new
    content, and the file it would replace as read (the workspace's own or the shipped one)."""

    path: Path
    data: bytes
    current: Path | None = None
    note: str = ""      # said after "wrote PATH", e.g. how many card entries update copied

    def stale(self) -> bool:
        existing = self.current or self.path
        return not existing.exists() or existing.read_bytes() != self.data


def template_catalog(domain: str, entries: list[Entry]) -> Catalog:
    catalog = Catalog(domain=domain, project="printkit", version=domain,
                      header_comment="# " + HEADER.format(domain=domain).replace("\n", "\n# "),
                      msgid_bugs_address="", copyright_holder="", charset="utf-8")
    for entry in entries:
        catalog.add(entry.msgid, string="", locations=[(loc, None) for loc in entry.locations],
                    flags=entry.flags, auto_comments=entry.translator_comments(), context=entry.context)
    return catalog


def to_bytes(catalog: Catalog) -> bytes:
    """PO text as Babel writes it, minus the headers that change on every run, with the catalog's
    Plural-Forms line whatever the Babel version (`with_plural_forms`)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=76, include_previous=True, include_lineno=False)
    return with_plural_forms(_CHURN.sub(b"", buffer.getvalue()), catalog)


def with_plural_forms(data: bytes, catalog: Catalog) -> bytes:
    """A catalog's file always states its plural rule, the one printkit counts by: Babel before
    2.19 leaves the line out for a language code it does not know (Weblate's `ach`, an invented
    code), even when the rule was set. The line goes where Babel 2.19 puts it, wrapped as it wraps."""
    if not catalog.locale_identifier or b'\n"Plural-Forms: ' in data.split(b"\n\n", 1)[0]:
        return data
    line = normalize(f"Plural-Forms: {catalog.plural_forms}\n", width=76).removeprefix('""\n')
    return data.replace(b'\n"MIME-Version: 1.0\\n"\n', b"\n" + line.encode("utf-8") + b'\n"MIME-Version: 1.0\\n"\n', 1)


def read(path: Path, *, domain: str, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=locale, domain=domain, abort_invalid=True)
    restore_previous(catalog)
    return catalog


def restore_previous(catalog: Catalog) -> None:
    """Babel writes `#| msgid` (the previous English) but reads it back as a translator comment;
    turn it back into `previous_id`, or every update would copy it once more."""
    for message in [*catalog, *catalog.obsolete.values()]:
        lines = [c for c in message.user_comments if c.startswith("|")]
        if not lines:
            continue
        message.user_comments = [c for c in message.user_comments if not c.startswith("|")]
        text = " ".join(line[1:].strip() for line in lines)
        found = PREVIOUS.search(text)
        if found:   # a plural entry's previous English has both forms: `#| msgid` and `#| msgid_plural`
            message.previous_id = [_joined(match.group(1)) for match in (found, PREVIOUS_PLURAL.search(text)) if match]


def _joined(quoted: str) -> str:
    return "".join(unescape(part) for part in QUOTED.findall(quoted))


def write(output: Output) -> None:
    output.path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(output.path, output.data)
    load_catalog.cache_clear()


def templates() -> dict[str, Catalog]:
    """{domain: template catalog} from rendering every game (extract.collect)."""
    return {domain: template_catalog(domain, entries) for domain, entries in sorted(collect().items())}


def game_templates(games: list[str]) -> dict[str, Catalog]:
    """{game: template catalog} for the named games only (extract.collect_games)."""
    return {domain: template_catalog(domain, entries) for domain, entries in sorted(collect_games(games).items())}


def template_outputs(fresh: dict[str, Catalog]) -> list[Output]:
    return [Output(template_path(domain, for_writing=True), to_bytes(catalog), template_path(domain))
            for domain, catalog in fresh.items()]


def update_outputs(fresh: dict[str, Catalog]) -> list[Output]:
    """Every existing <lang>.po merged with its fresh template (previous msgids kept for editors), and
    each card entry still to translate given its siblings' translation (i18n_tools.siblings)."""
    outputs = []
    for domain, template in fresh.items():
        data_only = card_engine_letters(domain)
        for lang, path in workspace.catalogs(domain).items():
            catalog = read(path, domain=domain)
            previous = {(m.context, m.id): m.previous_id for m in catalog if m.id and m.previous_id}
            before, old_cards = (card_engine.contexts(catalog), card_engine.old_card_translations(catalog)) \
                if data_only is not None else (None, None)
            catalog.update(template, no_fuzzy_matching=False, update_header_comment=False,
                           keep_user_comments=True, update_creation_date=False)
            for message in catalog:   # still fuzzy since the last update: keep showing the old English
                if message.fuzzy and not message.previous_id and (message.context, message.id) in previous:
                    message.previous_id = previous[(message.context, message.id)]
            if data_only is not None:   # a data-only game: no guess from another card; old code contexts carried over
                migrated = card_engine.migrate(catalog, old_cards, data_only)
                card_engine.drop_foreign_guesses(catalog, before)
            copied = fill_sibling_cards(catalog)
            note = f" ({copied} card entries copied from cards with the same English)" if copied else ""
            if data_only is not None and migrated:
                note += f" ({migrated} entries carried over from contexts named by card codes)"
            outputs.append(Output(catalog_path(domain, lang, for_writing=True), to_bytes(catalog), path, note))
    return outputs


def card_engine_letters(domain: str) -> dict[str, str] | None:
    """For a data-only card game, its decks' letters by deck id (None for any other domain)."""
    from printkit.registry import find_game
    game = find_game(domain)   # None for the common and the web domains
    if game is None or not game.uses_card_engine:
        return None
    from printkit.model.card_game import load
    return {deck.id: deck.letter for deck in load(game.data).decks}


def init_outputs(lang: str, domains: list[str], fresh: dict[str, Catalog]) -> tuple[list[Output], list[Path]]:
    """New <lang>.po in the workspace for each domain it has none; (files to write, files kept as
    they are). A language printkit ships starts from the shipped translations, brought up to date."""
    check_language_code(lang)
    outputs, kept = [], []
    for domain in domains:
        path = catalog_path(domain, lang, for_writing=True)
        if path.exists():
            kept.append(path)
            continue
        shipped = catalog_path(domain, lang)
        if shipped.exists():
            catalog = read(shipped, domain=domain)
            catalog.update(fresh[domain], no_fuzzy_matching=False, update_header_comment=False,
                           keep_user_comments=True, update_creation_date=False)
            outputs.append(Output(path, to_bytes(catalog)))
            continue
        # Babel keeps a code CLDR does not know (an invented or rare language) as the Language header.
        catalog = starting_catalog(lang, domain, project="printkit", version=domain,
                                   header_comment=fresh[domain].header_comment, fuzzy=False, charset="utf-8")
        catalog.update(fresh[domain], no_fuzzy_matching=True, update_creation_date=False)
        outputs.append(Output(path, to_bytes(catalog)))
    return outputs, kept


def plural_rule_note(lang: str) -> str:
    """What `init` says about the Plural-Forms line it wrote, and where it came from
    (i18n_tools/plural_rules.py): plural entries depend on it."""
    rule = plural_rule(lang)
    if rule.guessed:
        return f"Plural-Forms: {rule.forms} ({rule.source}; edit that line of each catalog if your language counts otherwise)"
    return f"Plural-Forms: {rule.forms} ({rule.source}: check it before translating plural entries)"


def check_language_code(lang: str) -> None:
    if lang == SOURCE_LANG:
        raise UsageError(f"LANG: {lang!r} needs no catalog: it is the source text (the msgids)")
    if lang in PSEUDO_LANGS:
        raise UsageError(f"LANG: {lang!r} needs no catalog: it is a pseudo-locale made from the templates "
                         f"({', '.join(PSEUDO_LANGS)})")
    if not LANG_CODE.match(lang):
        raise UsageError(f"LANG: expected a language code such as it, pt_BR or fil, got {lang!r}")
