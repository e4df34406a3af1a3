"""Never a blank: a kit never prints a character that none of its fonts has.

reportlab draws a character its font lacks as nothing at all, silently: a Japanese kit built with
Latin fonts came out with every Japanese string missing and the build reporting success. So
before a kit is drawn, every character its catalogs hold is checked against the fonts chosen
for its language (render/script_fonts.py):

- a full build stops with one line naming the catalog's `file:line`, the entry's context, the
  character and its code point (the first entry, in catalog order, that holds one);
- a draft build prints a visible placeholder (`PLACEHOLDER`, U+FFFD, which Noto Sans has) in
  its place, and its manifest and console say so.

`printkit i18n check` reports the same characters entry by entry (i18n_tools/check.py
`glyph_problem`, through `uncovered`); this module makes the build act on them.
"""

from __future__ import annotations

from printkit.errors import PrintkitError
from printkit.i18n import SOURCE_LANG, Translator
from printkit.render.fonts import SUIT_SYMBOLS
from printkit.render.script_fonts import FontSet, font_remedy
from printkit.writing import script_name

PLACEHOLDER = "\ufffd"
# Entries printed only in rule booklets, which set the suit symbols in the symbol font
# (render/booklet/blocks.py with_symbol_font): a French booklet's cards read R♦, D♣.
SUIT_CONTEXTS = ("card suit",)


def uncovered(text: str, fonts: FontSet, context: str | None = None) -> list[str]:
    """The characters of `text` that no font of `fonts` has, each once, in code point order."""
    allowed = SUIT_SYMBOLS if context in SUIT_CONTEXTS else ""
    return [ch for ch in fonts.missing(text) if ch not in allowed]


def catalog_uncovered(tr: Translator, fonts: FontSet) -> list[str]:
    """The characters of the translator's catalogs that would print as nothing (every text's
    characters gathered first, then compared with the fonts once: 0.3 ms for a catalog of 500 entries)."""
    chars: set[str] = set()
    suits: set[str] = set()
    for table in tr.tables():
        for (context, _), value in table.items():
            found = suits if context in SUIT_CONTEXTS else chars
            for text in (value,) if isinstance(value, str) else value:
                found.update(text)
    text = "".join(chars) + "".join(suits - set(SUIT_SYMBOLS))
    return fonts.missing(text)


def never_blank(tr: Translator, fonts: FontSet) -> list[str]:
    """Check a kit's catalogs against its fonts before drawing: raise the one-line refusal, or in
    a draft set the translator to print `PLACEHOLDER` instead and return the warning to show."""
    if tr.lang == SOURCE_LANG:
        return []      # the msgids themselves: the source text, in the body font
    missing = catalog_uncovered(tr, fonts)
    if not missing:
        return []
    if not tr.draft:
        raise PrintkitError(refusal(tr, fonts, missing))
    tr.substitute({ord(ch): PLACEHOLDER for ch in missing})
    shown = ", ".join(_named(ch) for ch in missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
    return [f"--draft: {len(missing)} character(s) in no font of this kit print as {PLACEHOLDER} (U+FFFD): "
            f"{shown}; {_remedy(fonts)}"]


def refusal(tr: Translator, fonts: FontSet, missing: list[str]) -> str:
    """`file:line: context: 'X' U+XXXX is in none of the kit's fonts (…); what to do`, for the
    first catalog entry (in file order) holding a missing character."""
    from printkit.i18n_tools.check import translations   # the catalogs with their lines, only now
    wanted = set(missing)
    for domain in tr.domains:
        for entry in translations(tr.lang, domain, tr.catalogs):
            found = [ch for ch in uncovered(entry.msgstr, fonts, entry.context) if ch in wanted]
            if found:
                more = len(missing) - 1
                others = f" ({more} more character(s) too: `printkit i18n check {tr.lang}` lists them)" if more else ""
                return (f"{entry.catalog}:{entry.line}: {entry.context or '(no context)'}: {_named(found[0])} is in "
                        f"none of the fonts for {tr.lang} ({font_names(fonts)}){others}; {_remedy(fonts)}")
    return f"--lang {tr.lang}: {_named(missing[0])} is in none of the fonts ({font_names(fonts)}); {_remedy(fonts)}"


def font_names(fonts: FontSet) -> str:
    return ", ".join(family.face.family for family in fonts.families)


def _named(char: str) -> str:
    return f"{char!r} U+{ord(char):04X}"


def _remedy(fonts: FontSet) -> str:
    """What to do: get a font for a script none was found for, else add one that has the characters."""
    if fonts.absent:
        names = " or ".join(script_name(script) for script in fonts.absent)
        return f"no {names} font was found: {font_remedy(fonts.absent)}"
    return "put a font that has it in the workspace's fonts/ folder, or build with --draft to print a placeholder"
