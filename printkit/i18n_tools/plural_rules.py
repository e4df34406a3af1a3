"""The Plural-Forms line a new catalog starts with, and where it came from.

A plural entry's forms are numbered by the catalog's own `Plural-Forms` header, and printkit
picks a form by that header alone (printkit/i18n.py `Table`), so the line a catalog starts with
must not move under a translator who has filled its forms. Babel cannot give it: it follows
CLDR, and CLDR moves (Babel 2.19 gave French, Italian, Spanish and Portuguese a third form,
"many", for millions), while GNU gettext, Poedit and Weblate keep two. So, first found wins:

1. the rule of a catalog this language already has in another domain (workspace or shipped): the
   kits of one language print from several catalogs (a game's and `printkit`'s), which must count
   alike (the shipped European Portuguese counts `n != 1`);
2. Weblate's language data (`weblate-language-data`, MIT, released monthly by the Weblate
   project): the gettext plural formula of about 800 language codes, as Weblate writes it into
   the catalogs it creates; for a code it lacks with a region or script (`xx_YY`), its language;
3. Babel's CLDR rule, for a code the table lacks;
4. two forms, `n != 1`, said to be a guess (an invented or private-use code).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from printkit import workspace
from printkit.i18n import COMMON_DOMAIN

_HEADER = re.compile(r'^msgstr\s+((?:"(?:[^"\\]|\\.)*"\s*)+)', re.MULTILINE)
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
_RULE = re.compile(r"nplurals\s*=\s*([1-9])\s*;\s*plural\s*=\s*([^;]+?)\s*;?")
GUESS = "nplurals=2; plural=(n != 1);"


class PluralRule(NamedTuple):
    """A Plural-Forms value (`nplurals=2; plural=(n > 1);`) and where it came from, as `init` says it."""

    forms: str
    source: str
    guessed: bool = False

    @property
    def count(self) -> int:
        """How many forms a plural entry has under this rule."""
        return int(self.forms.split(";")[0].partition("=")[2])


def plural_rule(lang: str) -> PluralRule:
    """The rule a new catalog of `lang` starts with (the module's docstring gives the order)."""
    return (_sibling_rule(lang) or _table_rule(lang) or _babel_rule(lang)
            or PluralRule(GUESS, f"a guess: neither Weblate's language data nor Babel knows {lang!r}", guessed=True))


def gettext_forms(count: int, formula: str, *, parenthesised: bool = True) -> str:
    """A Plural-Forms value as gettext writes it; `parenthesised`: put a formula that is not a
    plain number in parentheses (Weblate's table writes `n > 1`, catalogs `(n > 1)`)."""
    formula = formula.strip()
    if parenthesised and not formula.isdigit():
        formula = f"({formula})"
    return f"nplurals={count}; plural={formula};"


def header_rule(source: bytes) -> str | None:
    """The Plural-Forms value written in a PO file's header (the first entry's msgstr, which a
    writer may wrap over several quoted lines), or None without one."""
    from babel.messages.pofile import unescape
    header = _HEADER.search(source.split(b"\n\n", 1)[0].decode("utf-8", "replace"))
    text = "".join(unescape(part) for part in _QUOTED.findall(header.group(1))) if header else ""
    for line in text.split("\n"):
        name, _, value = line.partition(":")
        rule = _RULE.fullmatch(value.strip()) if name.strip().lower() == "plural-forms" else None
        if rule:
            return gettext_forms(int(rule.group(1)), rule.group(2), parenthesised=False)
    return None


def _sibling_rule(lang: str) -> PluralRule | None:
    """The rule of this language's catalog for `printkit` (every kit prints from it), else for
    the first other domain that has one."""
    for domain in sorted(workspace.domains(), key=lambda name: (name != COMMON_DOMAIN, name)):
        path = workspace.catalogs(domain).get(lang)
        if path is None:
            continue
        rule = header_rule(path.read_bytes())
        if rule is not None:
            return PluralRule(rule, f"as in {workspace.shown(path)}, this language's catalog for {domain}")
    return None


def _table_rule(lang: str) -> PluralRule | None:
    from weblate_language_data.languages import LANGUAGES
    table = {code: (count, formula) for code, _name, count, formula in LANGUAGES}
    for code in (lang, lang.split("_")[0]):
        if code in table:
            count, formula = table[code]
            return PluralRule(gettext_forms(count, formula), f"Weblate's language data for {code}")
    return None


def _babel_rule(lang: str) -> PluralRule | None:
    from babel import localedata
    from babel.messages.catalog import Catalog
    if not localedata.exists(lang):
        return None
    return PluralRule(Catalog(locale=lang).plural_forms, f"Babel's CLDR rule for {lang}: Weblate's language data lacks it")


def starting_catalog(lang: str, domain: str, **settings):
    """A new, empty Babel catalog of `lang` for `domain` whose header holds `plural_rule`'s line:
    Babel then sizes every plural entry by it (Catalog.update) and writes it as it is."""
    from babel.messages.catalog import Catalog
    catalog = Catalog(domain=domain, locale=lang, **settings)
    catalog.mime_headers = [("Plural-Forms", plural_rule(lang).forms)]
    return catalog
