"""A Translator that remembers every string a kit asks for, who asked, and where it printed.

Extraction by rendering: the kit code itself is the list of printed strings, so nothing that
prints can be missed by a source scanner (card contexts such as `card:MI-I-07:text` are built
at run time). The text renderers report each box they fill (`render.text.watching`), and the
most recent string handed out that appears in the drawn text is the one that box holds.
"""

from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from printkit import workspace
from printkit.i18n import COMMON_DOMAIN, Translator, markup
from printkit.render.text import TextBox
from printkit.rich_text import is_rich, plain
from printkit.units import mm

_SKIPPED = {"printkit.i18n", __name__, "printkit.templating"}
# Engine modules that print a game's own data (a data-only game's cards, decks, cover lines):
# what they ask for belongs to the game they print, whatever its name.
GAME_TEXT_MODULES = {"printkit.kits.card_game"}
_PACKAGE_ROOT = Path(__file__).resolve().parents[2]
LOOKBACK = 400     # strings handed out since a box was drawn: enough for one card sheet


@dataclass
class Request:
    """One string a kit asked for."""

    context: str | None
    msgid: str | tuple[str, str]    # (singular, plural) for a plural request
    domain: str
    location: str            # the source file that asked (or the template)
    component: str           # the kit component being built ("kit" while planning)
    note: str | None = None
    rooms: list[str] = field(default_factory=list)
    overflows: list[str] = field(default_factory=list)


@dataclass
class RecordingTranslator(Translator):
    """Looks strings up like any Translator, and records each request for the i18n tools."""

    game: str = ""
    component: str = "the kit plan (PDF titles, sheet footers)"
    requests: list[Request] = field(default_factory=list)
    handed_out: list[tuple[str, int]] = field(default_factory=list)   # (printed text, request index)
    untraced: list[str] = field(default_factory=list)   # overflows of text no catalog entry holds

    def observe(self, context: str | None, msgid: str | tuple[str, str], printed: str, note: str | None) -> None:
        last = self.requests[-1] if self.requests else None
        if note is None and last is not None and (last.context, last.msgid) == (context, msgid) \
                and self.handed_out and self.handed_out[-1][1] == len(self.requests) - 1:
            self.handed_out.append((printed, len(self.requests) - 1))   # format(): the filled text
            return
        module, filename = _caller()
        self.requests.append(Request(context, msgid, domain_for(module, filename, self.game, context),
                                     relative_location(filename), self.component, note))
        self.handed_out.append((printed, len(self.requests) - 1))

    def unusable(self, context, msgid, translated, error, values, key=None) -> str:
        """While checking, a translation that cannot be filled prints English (check reports it)."""
        return msgid.format(**values)

    def place(self, box: TextBox) -> None:
        """render.text watcher: attach the box's room (and any overflow) to the string it holds."""
        request = self.request_for(box.text)
        if request is None:
            if box.overflow:
                self.untraced.append(f"{self.component}: {box.overflow}")
            return
        room = f"{self.component}: {describe_room(box)}"
        if room not in request.rooms:
            request.rooms.append(room)
        if box.overflow:
            request.overflows.append(box.overflow)

    def request_for(self, drawn: str) -> Request | None:
        """The request whose string the box holds: the most recent one that is the box's whole
        text, else the most recent one inside it (a short label, "W", is inside many texts)."""
        drawn = _spaced(drawn)      # words a renderer keeps together (render/text keep_last_words) are the same words
        untagged = _untagged(drawn) if "<" in drawn else drawn
        recent = [(_spaced(printed), index) for printed, index in reversed(self.handed_out[-LOOKBACK:]) if printed]
        for whole in (True, False):
            for printed, index in recent:
                if _holds(printed, drawn, untagged, whole=whole):
                    return self.requests[index]
        return None


def _holds(printed: str, drawn: str, untagged: str, *, whole: bool) -> bool:
    """Whether a box's text (`drawn`, and as characters `untagged`) is or holds `printed`, as
    plain text, as escaped markup, in capitals, or as a card's rich text (render/card_text.py)."""
    found = [printed, markup(printed), printed.upper()]
    if whole:
        return drawn in found or (is_rich(printed) and plain(printed) == untagged)
    return any(text in drawn for text in found) or (is_rich(printed) and bool(plain(printed).strip())
                                                     and plain(printed) in untagged)


def _untagged(markup_text: str) -> str:
    """What markup prints as characters: its tags gone (a line break a new line), entities read."""
    return html.unescape(_TAGGED.sub(lambda m: "\n" if m.group(0).startswith("<br") else "", markup_text))


_TAGGED = re.compile(r"<[^<>]*>")


def _spaced(text: str) -> str:
    """Text with its no-break spaces as plain spaces."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def describe_room(box: TextBox) -> str:
    """'box 50 × 23 mm, 8.6 pt, shrinks to 6.5 pt' — what a translator needs to judge length."""
    sizes = f"{box.size:g} pt, shrinks to {box.minimum:g} pt" if box.minimum < box.size else f"{box.size:g} pt"
    if box.lines == "line":
        return f"one line {box.width / mm(1):.0f} mm wide, {sizes}"
    return f"box {box.width / mm(1):.0f} × {box.height / mm(1):.0f} mm, {sizes}"


DATA_CONTEXTS = ("card:", "credits:")   # text read from decks/<game>/, whoever asks for it


def domain_for(module: str, filename: str, game: str, context: str | None = None) -> str:
    """Who asks decides the domain: code or templates named after the game -> the game's
    catalog; shared modules (cover, tiles, marks, booklet…) -> the common `printkit` catalog.
    Text from the game's data (contexts `card:…`, `credits:…`) is the game's, whoever asks."""
    if context and context.startswith(DATA_CONTEXTS):
        return game
    stem = game.replace("-", "_")
    parts = module.split(".")
    if module in GAME_TEXT_MODULES:
        return game
    if any(part == stem or part.startswith(stem + "_") for part in parts):
        return game
    if f"/templates/{game}/" in filename.replace("\\", "/") or f"/decks/{game}/" in filename.replace("\\", "/"):
        return game
    return COMMON_DOMAIN


def _caller() -> tuple[str, str]:
    """(module name, file) of the code that asked for the string, past the i18n plumbing."""
    frame = sys._getframe(2)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module not in _SKIPPED and not module.startswith("jinja2"):
            return module, frame.f_code.co_filename
        if frame.f_code.co_filename.endswith(".j2"):
            return "", frame.f_code.co_filename
        frame = frame.f_back
    return "", ""


def relative_location(filename: str) -> str:
    """Source files relative to the checkout, data files (templates) relative to the data root."""
    path = Path(filename).resolve()
    for root in (*workspace.roots(), _PACKAGE_ROOT):
        if path.is_relative_to(root):
            return path.relative_to(root).as_posix()
    return path.name
