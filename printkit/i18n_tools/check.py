"""`printkit i18n check LANG`: what would print wrong in a language, as `catalog:line: msgctxt: message`.

Per entry: placeholders that differ from the msgid (`{name}` and `%(name)s`; Babel checks only
the second kind), markup that is unknown, stray or unbalanced, tags that differ from the msgid's,
and characters none of the language's fonts has (render/script_fonts.py; reportlab would print
nothing for them, silently: a build refuses them, printkit/glyph_check.py).
Per kit: every game is built in the language, in each of its extraction variants, and every
text that does not fit its box at the minimum size is traced back to the entry that holds it.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from printkit import workspace
from printkit.glyph_check import font_names, uncovered
from printkit.i18n import ALLOWED_TAGS, COMMON_DOMAIN, PSEUDO_LANGS, WEB_DOMAIN, Catalogs, catalog_path, template_path, tags_of
from printkit.i18n_tools.catalogs import read
from printkit.i18n_tools.extract import render_kit
from printkit.i18n_tools.pseudo import pseudo_translator
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.loader import list_games
from printkit.registry import all_games
from printkit.render.script_fonts import FontSet, body_fonts, font_remedy, fonts_for
from printkit.writing import script_name

TAG = re.compile(r"<\s*(/?)\s*([A-Za-z][A-Za-z0-9]*)\b[^<>]*?(/?)\s*>")
PERCENT = re.compile(r"%\((\w+)\)[a-z]")


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


def translations(lang: str, domain: str, catalogs: Catalogs | None = None) -> list[Translation]:
    """The filled entries of a catalog (fuzzy too: they print once confirmed); a pseudo-locale's
    from the template. `catalogs`: the files found already (a game's translator's), else the
    catalog is looked up over the layers.

    A plural entry gives one Translation per filled form, each checked against msgid_plural:
    any form may print for a number other than 1 in some language."""
    pseudo = lang in PSEUDO_LANGS
    if catalogs is not None and domain in catalogs.files:
        path = catalogs.templates[domain] if pseudo else catalogs.path(domain, lang)
    else:
        path = template_path(domain) if pseudo else catalog_path(domain, lang)
    if path is None or not path.exists():
        return []
    shown = workspace.shown(path)
    out = []
    for message in read(path, domain=domain):
        if not message.id:
            continue
        if not isinstance(message.id, str):
            out.extend(_plural_forms(shown, message, lang))
            continue
        text = pseudo_translator(lang)(message.id) if pseudo else message.string
        if isinstance(text, str) and text:
            out.append(Translation(shown, message.lineno, message.context, message.id, text, message.id))
    return out


def _plural_forms(shown: str, message, lang: str) -> list[Translation]:
    singular, plural = message.id[0], message.id[1]
    pseudo = pseudo_translator(lang) if lang in PSEUDO_LANGS else None
    forms = [pseudo(singular), pseudo(plural)] if pseudo else list(message.string)
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


def body_coverage() -> frozenset[int]:
    """Code points every body face has (regular, bold, italic, bold italic)."""
    return body_fonts().covered


def glyph_problem(msgstr: str, context: str | None, chosen: FontSet) -> str | None:
    """The characters of one translation that none of the language's fonts has."""
    missing = uncovered(msgstr, chosen, context)
    if not missing:
        return None
    listed = ", ".join(f"{ch!r} U+{ord(ch):04X}" for ch in missing)
    return f"characters missing from the fonts for {chosen.lang} ({font_names(chosen)}), they would print as nothing: {listed}"


def language_fonts(lang: str, entries: dict[str, list[Translation]]) -> FontSet:
    """The fonts a kit in `lang` prints with, chosen from every printed catalog's translations
    (the web pages are set in the browser's fonts, not the kits')."""
    return fonts_for(lang, [t.msgstr for domain, found in entries.items() if domain != WEB_DOMAIN for t in found])


def font_report(lang: str) -> list[str]:
    """`printkit i18n fonts LANG`: how the language is written, and each font its kits print with,
    where it comes from and its licence; last, a line for a script no font was found for."""
    chosen = language_fonts(lang, {domain: translations(lang, domain) for domain in domains()})
    direction = "right to left" if chosen.direction == "rtl" else "left to right"
    breaks = "lines break between characters" if chosen.breaks == "characters" else "lines break at spaces"
    lines = [f"{lang}: {script_name(chosen.script)}, {direction}, {breaks}"]
    for family in chosen.families:
        face = family.face
        lines.append(f"  {face.family} ({face.licence}): {face.origin}, {face.file}")
    lines.extend(f"  no {script_name(script)} font was found: {font_remedy((script,))}" for script in chosen.absent)
    return lines


def entry_problems(lang: str) -> list[Problem]:
    entries = {domain: translations(lang, domain) for domain in domains()}
    chosen = language_fonts(lang, entries)
    problems = []
    for domain, found_entries in entries.items():
        for t in found_entries:
            printed = domain != WEB_DOMAIN
            found = [placeholder_problem(t.msgid, t.msgstr), *markup_problems(t.msgid, t.msgstr),
                     glyph_problem(t.msgstr, t.context, chosen) if printed else None]
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
                    where = locate(lines, (game.id, COMMON_DOMAIN), (request.context, request.msgid))
                    problems.append(Problem(where[0], where[1], request.context,
                                            f"does not fit its box at the minimum size: {overflow}"))
            problems.extend(Problem(f"{game.id}", 0, None, f"does not fit (text not from a catalog): {u}")
                            for u in tr.untraced)
    return problems


def locate(lines, search: tuple[str, ...], key) -> tuple[str, int]:
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
    return lang in PSEUDO_LANGS or any(catalog_path(d, lang).exists() for d in domains())
