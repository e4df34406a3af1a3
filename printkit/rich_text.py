"""Rich text in a data-only deck's card texts: what a designer types in a cell, a layout's fixed
text or a translation, read into pieces.

    **bold**          *italic*          :sun: (the deck's icons/sun.svg, drawn in the line)
    a line break      \\*  \\:  \\\\ (a literal asterisk, colon, backslash)

The rules are Markdown's, kept small: a `*` or `**` opens when a letter, digit or sign follows
it (not a space) and closes when one comes before it, so `5 * 3` keeps its asterisk; a marker
closes only the innermost one open; one left open prints as typed, and `problems` names it. An
icon's name starts with a letter (`:2:` in "1:2:3" is text). A line break is a new line in the
text itself (a spreadsheet's Alt+Enter, a quoted CSV cell over two lines).

Pure: no drawing here. render/card_text.py makes reportlab markup of the pieces; the model
checks the icons a text names; `printkit i18n check` compares a translation's icons and
emphasis with its English (`signature`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

_TOKEN = re.compile(r"\\(?P<escaped>[*:\\])|:(?P<icon>[A-Za-z][A-Za-z0-9_-]*):|(?P<stars>\*\*\*|\*\*|\*)|(?P<br>\r?\n)")
_KIND = {"**": "b", "*": "i"}
MARKS = {"b": "**", "i": "*"}
# The catalog contexts of a data-only deck's card texts (kits/card_game.py): the texts read as rich text.
CARD_CONTEXTS = ("card:", "back:")


class Piece(NamedTuple):
    """One piece of a rich text: `text` (its characters), `open`/`close` (`b` or `i`), `icon`
    (its name) or `br` (a line break)."""

    kind: str
    value: str = ""


def pieces(text: str) -> list[Piece]:
    """The text read into pieces; every `open` has its `close`, innermost first."""
    return _read(text)[0]


def problems(text: str) -> list[str]:
    """What a designer would want to know: a bold or italic left open (it prints as typed)."""
    return [f"{MARKS[kind]} opens {'bold' if kind == 'b' else 'italic'} text that is never closed; expected a "
            f"closing {MARKS[kind]} (a literal asterisk is written \\*)" for kind in _read(text)[1]]


def icons(text: str) -> list[str]:
    """The icons' names, in order."""
    return [piece.value for piece in pieces(text) if piece.kind == "icon"]


def is_rich(text: str) -> bool:
    """True when the text holds anything but plain characters (a quick test: most texts do not)."""
    return "*" in text or ":" in text or "\\" in text or "\n" in text


def plain(text: str) -> str:
    """The characters the text prints, without its markers and icons (a line break stays)."""
    return "".join(p.value if p.kind == "text" else "\n" if p.kind == "br" else "" for p in pieces(text))


class Signature(NamedTuple):
    """What a translation keeps of its English: the same icons, as many bold and italic spans."""

    icons: tuple[str, ...]
    bold: int
    italic: int


def signature(text: str) -> Signature:
    found = pieces(text)
    return Signature(tuple(sorted(p.value for p in found if p.kind == "icon")),
                     sum(p == Piece("open", "b") for p in found), sum(p == Piece("open", "i") for p in found))


def translation_problems(english: str, translated: str) -> list[str]:
    """How a translation's rich text differs from its English's: icons, bold and italic spans
    (each in a sentence of its own), and a marker left open."""
    source, found = signature(english), signature(translated)
    said = []
    if source.icons != found.icons:
        said.append(f"icons differ: the msgid has {_listed(source.icons)}, the translation has {_listed(found.icons)}")
    for kind, name in (("bold", "**bold**"), ("italic", "*italic*")):
        if getattr(source, kind) != getattr(found, kind):
            said.append(f"{name} spans differ: the msgid has {getattr(source, kind)}, the translation has "
                        f"{getattr(found, kind)}")
    return said + problems(translated)


def card_text_problems(msgid: str, msgstr: str, context: str | None) -> list[str]:
    """`translation_problems` for an entry of a data-only deck's catalog that prints as a card's
    rich text (its context is a card's or a back's); none for any other entry."""
    if not (context or "").startswith(CARD_CONTEXTS) or not (is_rich(msgid) or is_rich(msgstr)):
        return []
    return translation_problems(msgid, msgstr)


def translator_note(text: str) -> str | None:
    """What a translator keeps of a rich text, said in the catalog beside it (None for a text
    with no markers: most texts)."""
    if not is_rich(text):
        return None
    found = pieces(text)
    names = list(dict.fromkeys(f":{p.value}:" for p in found if p.kind == "icon"))
    kept = [label for label, present in (
        ("**…** (bold)", Piece("open", "b") in found), ("*…* (italic)", Piece("open", "i") in found),
        (" ".join(names) + (" (icons, drawn as pictures)" if len(names) > 1 else " (an icon, drawn as a picture)"),
         bool(names))) if present]
    if not kept:
        return None
    return (f"Rich text: keep {', '.join(kept)} as in the English, moved where your sentence needs them; "
            "\\* prints an asterisk, \\: a colon")


def _listed(names: tuple[str, ...]) -> str:
    return " ".join(f":{name}:" for name in names) or "none"


def _read(text: str) -> tuple[list[Piece], list[str]]:
    """Pieces with every marker matched, and the kinds of the markers left open (now text)."""
    out: list[Piece] = []
    open_at: list[tuple[str, int]] = []      # (kind, index of its `open` piece in out)
    last = 0
    for match in _TOKEN.finditer(text):
        icon_before = last == match.start() and bool(out) and out[-1].kind == "icon"
        _text(out, text[last:match.start()])
        last = match.end()
        if match.group("escaped"):
            _text(out, match.group("escaped"))
        elif match.group("icon"):
            out.append(Piece("icon", match.group("icon")))
        elif match.group("br"):
            out.append(Piece("br"))
        else:
            after = _TOKEN.match(text, last)
            _star(out, open_at, match.group("stars"), "a" if icon_before else text[match.start() - 1:match.start()],
                  "a" if after and after.group("icon") else text[last:last + 1])   # an icon flanks as a word does
    _text(out, text[last:])
    for kind, index in open_at:          # never closed: the marker prints as typed
        out[index] = Piece("text", MARKS[kind])
    return _joined(out), [kind for kind, _ in open_at]


def _star(out: list[Piece], open_at: list[tuple[str, int]], stars: str, before: str, after: str) -> None:
    """A run of asterisks: a marker that closes the innermost open one, opens one, or is text
    (`***` closes or opens bold and italic together). Markdown's flanking rules: a closer has no
    space before it, an opener none after it, and one next to a sign needs a space or a sign on
    its other side (`**two*.` does not open italic before the full stop)."""
    closes = _flanks(before, after)
    opens = _flanks(after, before)
    if stars == "***":
        inner = {kind for kind, _ in open_at[-2:]}
        if closes and len(open_at) >= 2 and inner == {"b", "i"} and out[-1].kind != "open":
            out += [Piece("close", open_at.pop()[0]), Piece("close", open_at.pop()[0])]
        elif opens and not open_at:
            open_at += [("b", len(out)), ("i", len(out) + 1)]
            out += [Piece("open", "b"), Piece("open", "i")]
        else:
            _text(out, stars)
        return
    kind = _KIND[stars]
    if closes and open_at and open_at[-1][0] == kind and out[-1] != Piece("open", kind):
        open_at.pop()
        out.append(Piece("close", kind))
    elif opens and kind not in {k for k, _ in open_at}:
        open_at.append((kind, len(out)))
        out.append(Piece("open", kind))
    else:
        _text(out, stars)


def _flanks(inside: str, outside: str) -> bool:
    """A marker's side towards its text (`inside`) holds a character, not a space; if that is a
    sign, its other side is a space, a sign or the text's end."""
    if not inside or inside.isspace():
        return False
    return not _sign(inside) or not outside or outside.isspace() or _sign(outside)


def _sign(char: str) -> bool:
    return unicodedata.category(char)[0] in "PS"


def _text(out: list[Piece], value: str) -> None:
    if value:
        out.append(Piece("text", value))


def _joined(out: list[Piece]) -> list[Piece]:
    """Neighbouring text pieces as one."""
    joined: list[Piece] = []
    for piece in out:
        if piece.kind == "text" and joined and joined[-1].kind == "text":
            joined[-1] = Piece("text", joined[-1].value + piece.value)
        else:
            joined.append(piece)
    return joined
