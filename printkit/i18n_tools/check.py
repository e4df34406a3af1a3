"""`printkit i18n check LANG`: what would print wrong in a language, as `catalog:line: msgctxt: message`.

Per entry: placeholders that differ from the msgid (`{name}` and `%(name)s`; Babel checks only
the second kind), markup that is unknown, stray or unbalanced, tags that differ from the msgid's,
and characters the body font lacks (reportlab would print nothing for them, silently).
Per kit: every game is built in the language, in each of its extraction variants, and every
text that does not fit its box at the minimum size is traced back to the entry that holds it.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import lru_cache

from fontTools.ttLib import TTFont

from printkit import workspace
from printkit.i18n import ALLOWED_TAGS, COMMON_DOMAIN, PSEUDO_LANG, WEB_DOMAIN, catalog_path, template_path, tags_of
from printkit.i18n_tools.catalogs import read
from printkit.i18n_tools.extract import render_kit
from printkit.i18n_tools.pseudo import pseudo_translate
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.loader import list_games
from printkit.registry import all_games
from printkit.render import fonts

TAG = re.compile(r"<\s*(/?)\s*([A-Za-z][A-Za-z0-9]*)\b[^<>]*?(/?)\s*>")
PERCENT = re.compile(r"%\((\w+)\)[a-z]")
BODY_FONTS = (fonts.BODY, fonts.BOLD, fonts.ITALIC, fonts.BOLD_ITALIC)


@dataclass(frozen=True)
class Problem:
    catalog: str
    line: int
    context: str | None
    message: str

    def __str__(self) -> str:
        return f"{self.catalog}:{self.line}: {self.context or '(no context)'}: {self.message}"


@dataclass(frozen=True)
class Translation:
    catalog: str        # path as the user reads it
    line: int
    context: str | None
    msgid: str          # the English the form is checked against (the plural msgid for a plural form)
    msgstr: str
    key: str | tuple[str, str] = ""   # the entry's id as the translator asks for it (a pair for plurals)
    form: str = ""      # "msgstr[1]: " for one form of a plural entry


def translations(lang: str, domain: str) -> list[Translation]:
    """The filled entries of a catalog (fuzzy too: they print once confirmed); `xx` from the template.

    A plural entry gives one Translation per filled form, each checked against msgid_plural:
    any form may print for a number other than 1 in some language."""
    path = template_path(domain) if lang == PSEUDO_LANG else catalog_path(domain, lang)
    if not path.exists():
        return []
    shown = workspace.shown(path)
    out = []
    for message in read(path, domain=domain):
        if not message.id:
            continue
        if not isinstance(message.id, str):
            out.extend(_plural_forms(shown, message, lang))
            continue
        text = pseudo_translate(message.id) if lang == PSEUDO_LANG else message.string
        if isinstance(text, str) and text:
            out.append(Translation(shown, message.lineno, message.context, message.id, text, message.id))
    return out


def _plural_forms(shown: str, message, lang: str) -> list[Translation]:
    singular, plural = message.id[0], message.id[1]
    forms = [pseudo_translate(singular), pseudo_translate(plural)] if lang == PSEUDO_LANG else list(message.string)
    return [Translation(shown, message.lineno, message.context, plural, form, (singular, plural), f"msgstr[{index}]: ")
            for index, form in enumerate(forms) if isinstance(form, str) and form]


def placeholder_problem(msgid: str, msgstr: str) -> str | None:
    """`{name}` and `%(name)s` fields must be the same set on both sides."""
    wanted = _brace_fields(msgid)
    if wanted is None:
        return None
    found = _brace_fields(msgstr)
    if found is None:
        return "unbalanced { or } in the translation (a literal brace is written {{ or }})"
    wanted, found = wanted | _percent_fields(msgid), found | _percent_fields(msgstr)
    if wanted != found:
        return f"placeholders differ: the msgid has {_names(wanted)}, the translation has {_names(found)}"
    return None


def _brace_fields(text: str) -> set[str] | None:
    try:
        return {"{" + name + "}" for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def _percent_fields(text: str) -> set[str]:
    return {f"%({name})s" for name in PERCENT.findall(text)}


def _names(fields: set[str]) -> str:
    return ", ".join(sorted(fields)) or "none"


def markup_problems(msgid: str, msgstr: str) -> list[str]:
    """Only <b>, <i>, <br/>; balanced; the same tags as the msgid; no stray < or >."""
    problems = []
    for match in TAG.finditer(msgstr):
        if match.group(2).lower() not in ALLOWED_TAGS:
            problems.append(f"unknown tag {match.group(0)}: only <b>, <i> and <br/> are allowed")
    bare = TAG.sub("", msgstr)
    for char in "<>":
        if bare.count(char) > TAG.sub("", msgid).count(char):
            problems.append(f"stray {char!r}: it is not part of an allowed tag (<b>, <i>, <br/>)")
    problems.extend(_balance(msgstr))
    if sorted(tags_of(msgid)) != sorted(tags_of(msgstr)):
        problems.append(f"tags differ: the msgid uses {_tags(msgid)}, the translation uses {_tags(msgstr)}")
    return problems


def _balance(text: str) -> list[str]:
    stack: list[str] = []
    for tag in tags_of(text):
        if tag == "br":
            continue
        if not tag.startswith("/"):
            stack.append(tag)
        elif stack and stack[-1] == tag[1:]:
            stack.pop()
        else:
            return [f"unbalanced markup: <{tag}> closes nothing open"]
    return [f"unbalanced markup: <{tag}> is never closed" for tag in stack]


def _tags(text: str) -> str:
    return " ".join(f"<{t}>" for t in tags_of(text)) or "no tags"


@lru_cache(maxsize=1)
def body_coverage() -> frozenset[int]:
    """Code points every body face has (regular, bold, italic, bold italic)."""
    covered = None
    for name in BODY_FONTS:
        cmap = set(TTFont(str(fonts.font_path(name)), lazy=True).getBestCmap())
        covered = cmap if covered is None else covered & cmap
    return frozenset(covered or ())


# Entries printed only in rule booklets, which set the suit symbols in the symbol font
# (render/booklet/blocks.py with_symbol_font): a French booklet's cards read R♦, D♣.
SUIT_CONTEXTS = ("card suit",)


def glyph_problem(msgstr: str, context: str | None = None) -> str | None:
    allowed = fonts.SUIT_SYMBOLS if context in SUIT_CONTEXTS else ""
    missing = sorted({ch for ch in msgstr if ch not in "\n\t" and ch not in allowed and ord(ch) not in body_coverage()})
    if not missing:
        return None
    listed = ", ".join(f"{ch!r} U+{ord(ch):04X}" for ch in missing)
    return f"characters missing from the body font (Noto Sans), they would print as nothing: {listed}"


def entry_problems(lang: str) -> list[Problem]:
    problems = []
    for domain in domains():
        for t in translations(lang, domain):
            printed = domain != WEB_DOMAIN   # the pages are set in the browser's fonts, not the kits' body font
            found = [placeholder_problem(t.msgid, t.msgstr), *markup_problems(t.msgid, t.msgstr),
                     glyph_problem(t.msgstr, t.context) if printed else None]
            problems.extend(Problem(t.catalog, t.line, t.context, t.form + m) for m in found if m)
    return problems


def fit_problems(lang: str) -> list[Problem]:
    """Build each game in the language (missing strings print English) and trace every overflow."""
    lines = {d: {(t.context, t.key): t for t in translations(lang, d)} for d in domains()}
    problems = []
    for game in all_games():
        for variant in getattr(game.kit, "EXTRACT_VARIANTS", None) or [{}]:
            tr = RecordingTranslator(lang, (game.id, COMMON_DOMAIN), catalogs=game.catalogs, game=game.id)
            render_kit(game, variant, tr)
            for request in tr.requests:
                for overflow in request.overflows:
                    where = _locate(lines, (game.id, COMMON_DOMAIN), (request.context, request.msgid))
                    problems.append(Problem(where[0], where[1], request.context,
                                            f"does not fit its box at the minimum size: {overflow}"))
            problems.extend(Problem(f"{game.id}", 0, None, f"does not fit (text not from a catalog): {u}")
                            for u in tr.untraced)
    return problems


def _locate(lines, search: tuple[str, ...], key) -> tuple[str, int]:
    for domain in search:
        if key in lines.get(domain, {}):
            entry = lines[domain][key]
            return entry.catalog, entry.line
    return workspace.shown(template_path(search[0])), 0


def domains() -> list[str]:
    return [*list_games(), COMMON_DOMAIN, WEB_DOMAIN]


def check(lang: str) -> list[Problem]:
    """Every problem of the language, by catalog and line, each reported once."""
    unique = {(p.catalog, p.line, p.context or "", p.message): p for p in entry_problems(lang) + fit_problems(lang)}
    return [unique[k] for k in sorted(unique)]


def known_language(lang: str) -> bool:
    return lang == PSEUDO_LANG or any(catalog_path(d, lang).exists() for d in domains())
