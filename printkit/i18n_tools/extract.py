"""What every kit prints, as catalog entries per domain: extraction by rendering.

Each game's kit is planned and every component rendered in memory (no file is written) with a
`RecordingTranslator`, once per variant the kit module declares in `EXTRACT_VARIANTS` (a list
of KitOptions overrides, e.g. `{"players": 6}` so that every player colour prints; default:
one build with the game's defaults), in English and in each language the game has a catalog for. Booklets are the exception: their strings come from the
`{% trans %}` blocks of `templates/<game>/*.j2`, read statically, so every branch and plural
form is found, not only the one a default build takes.

Domain rule (recording.domain_for): a string belongs to the game whose code or template asked
for it, and to the common `printkit` domain when a shared module asked (cover, board tiles).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from jinja2.ext import babel_extract

from printkit import resources, workspace
from printkit.layout import production
from printkit.build import plan, resolve
from printkit.errors import PrintkitError
from printkit.i18n import COMMON_DOMAIN, SOURCE_LANG, WEB_DOMAIN
from printkit.i18n_tools.recording import RecordingTranslator, Request, relative_location
from printkit.kit_model import KitOptions
from printkit.registry import Game, all_games, get_game
from printkit.render.blank import blank_label
from printkit.render.script_fonts import kit_fonts
from printkit.render.text import edition, watching

BRACE = re.compile(r"\{[A-Za-z_]\w*(?:[.\[][^{}]*)?(?:![rsa])?(?::[^{}]*)?\}")
PERCENT = re.compile(r"%\([A-Za-z_]\w*\)[sdifr]")
KEYWORDS = ("gettext", "ngettext", "pgettext", "_")
BLOCK_KINDS = (("### ", "booklet sub-heading"), ("## ", "booklet section heading"), ("# ", "booklet title"),
               ("- ", "booklet bullet"), ("> ", "booklet boxed note"))
MAX_PLACES = 3


@dataclass
class Entry:
    """One catalog entry, merged from every request of the same (context, msgid)."""

    context: str | None
    msgid: str | tuple[str, str]     # (singular, plural) for a plural entry (Translator.npgettext)
    locations: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)

    @property
    def flags(self) -> tuple[str, ...]:
        text = " ".join(self.msgid) if isinstance(self.msgid, tuple) else self.msgid
        if PERCENT.search(text):
            return ("python-format",)
        if BRACE.search(text):
            return ("python-brace-format",)
        return ()

    def translator_comments(self) -> list[str]:
        shown = self.places[:MAX_PLACES]
        more = len(self.places) - len(shown)
        lines = list(self.comments) + [f"Prints on {place}" for place in shown]
        if more:
            lines.append(f"… and {more} more place(s) with the same text")
        return lines


def record_game(game: Game) -> list[Request]:
    """Every string the game's kits ask for, in every variant its kit module declares.

    Each variant is built in English and in every language the game has a catalog for: a kit
    may ask for some strings only in some languages (the name of the kit's language, say).
    """
    variants = getattr(game.kit, "EXTRACT_VARIANTS", None) or [{}]
    requests: list[Request] = []
    for lang in [SOURCE_LANG, *(lang for lang in game.catalogs.languages(game.id) if lang != SOURCE_LANG)]:
        for variant in variants:
            tr = RecordingTranslator(lang, (game.id, COMMON_DOMAIN), catalogs=game.catalogs, game=game.id)
            render_kit(game, variant, tr)
            requests.extend(tr.requests)
    return requests


def render_kit(game: Game, variant: dict, tr: RecordingTranslator, *, skip_kinds: tuple[str, ...] = ("booklet",)) -> None:
    """Plan the kit and render every component in memory, watching the text boxes."""
    options = resolve(replace(KitOptions(game=game.id, lang=tr.lang), **variant), game)
    components = plan(options, tr, game)
    chosen = kit_fonts(tr)
    for component in components:
        if component.kind in skip_kinds:
            continue
        tr.component = component.id
        try:
            with watching(tr.place), production.using(options.production()), edition.using(chosen):
                component.render(None)
        except PrintkitError:
            raise
        except Exception as exc:   # an unfinished kit (unknown icon …) names itself, then stops
            raise PrintkitError(f"{game.id}: {component.id}: cannot render to extract its strings: {exc}") from None
    tr.component = "kit"
    blank_label(tr)   # the blank backs build.kit_file adds to a double-sided kit file


def template_requests(games: list[Game]) -> list[Request]:
    """`{% trans %}` blocks of templates/**.j2 (the workspace's file where it has one): a game's
    folder -> its domain, others -> printkit; and the templates in a game's own folder (a
    data-only game's booklet, printkit/kits/card_game.py) -> that game's domain."""
    game_ids = [game.id for game in games]
    found = []
    for relative, path in workspace.template_files().items():
        folder = relative.split("/")[0]
        found.append((path, folder if folder in game_ids else COMMON_DOMAIN))
    for game in games:
        found += [(path, game.id) for path in sorted(game.folder.glob("*.j2"))]
    return [request for path, domain in found for request in _template_file_requests(path, domain)]


def _template_file_requests(path: Path, domain: str) -> list[Request]:
    """The `{% trans %}` blocks of one template, read statically."""
    requests = []
    lines = path.read_text(encoding="utf-8").splitlines()
    with path.open("rb") as handle:
        found = list(babel_extract(handle, KEYWORDS, ["Translators:"], {"trimmed": "true", "silent": "false"}))
    for lineno, func, message, comments in found:
        kind = _block_kind(lines[lineno - 1] if lineno <= len(lines) else "")
        note = " ".join(comments) or None
        for context, msgid in _messages(func, message):
            request = Request(context, msgid, domain, relative_location(str(path)), "booklet", note)
            request.rooms.append(f"the rule booklet: {kind}; pages flow on, so length is free")
            requests.append(request)
    return requests


WEB_KEYWORDS = {"_": None, "N_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                "say": (2,), "say_n": (2, 3), "plural": (1, 2),   # referee/words.py
                "UsageError": None, "Word": None}   # errors.py: a refusal's English template, a word in it



def web_sources() -> list:
    """What the `web` catalog is extracted from: the pages' templates and Python, the shared
    option declarations the kit form shows (printkit/option_specs.py) and the referees' words."""
    web = resources.web_dir()
    return [*sorted((web / "templates").glob("*.html")), *sorted(web.glob("*.py")), web.parent / "option_specs.py",
            *_referee_sources(web.parent)]


def _referee_sources(package) -> list:
    """The referees' Python: the engine's printkit/referee/ and each game's games/<game>/referee*.py,
    in the order of their flat names (<game>_<part>.py), so a referee's place does not reorder the catalog."""
    flat = [(path.name, path) for path in (package / "referee").glob("*.py")]
    games = [(f"{path.parent.name}{path.stem.removeprefix('referee')}.py", path)
             for path in (package / "games").glob("*/referee*.py")]
    return [path for _, path in sorted(flat + games)]


def web_requests() -> list[Request]:
    """The strings of `printkit serve`'s pages: `_()`/`N_()` calls in Python, `_()` and
    `{% trans %}` in the templates, read statically (domain `web`)."""
    from babel.messages.extract import extract_python
    requests = []
    for path in web_sources():
        with path.open("rb") as handle:
            if path.suffix == ".html":
                found = list(babel_extract(handle, KEYWORDS + ("_",), ["Translators:"],
                                           {"trimmed": "true", "silent": "false"}))
            else:
                found = list(extract_python(handle, WEB_KEYWORDS, ["Translators:"], {}))
        for lineno, func, message, comments in found:
            if func in ("say", "say_n") and isinstance(message, tuple):   # the translator comes first
                message = message[1] if func == "say" else message[1:3]
            if func == "UsageError" and path.name == "option_specs.py":
                continue   # the pages say only the referees' refusals again (web/referee.py `refusal`)
            if func == "UsageError" and isinstance(message, tuple):   # the template; its values follow
                message = message[0]
            if message is None or (isinstance(message, tuple) and None in message[:2 if func == "pgettext" else 1]):
                continue   # a call with a variable, such as the pages' own `tr().gettext(text)`
            func = {"_": "gettext", "N_": "gettext", "UsageError": "gettext", "Word": "gettext", "say": "gettext",
                    "say_n": "ngettext", "plural": "ngettext"}.get(func, func)
            for context, msgid in _messages(func, message):
                request = Request(context, msgid, WEB_DOMAIN, relative_location(str(path)), "web", " ".join(comments) or None)
                request.rooms.append("a page of `printkit serve` (the browser wraps text: length is free)")
                requests.append(request)
    return requests


def _messages(func: str, message) -> list[tuple[str | None, str | tuple[str, str]]]:
    """`{% pluralize %}` blocks are plural entries (singular, plural), as templating.ngettext asks for them."""
    if isinstance(message, str):
        return [(None, message)]
    if func == "pgettext":
        return [(message[0], message[1])]
    if func == "ngettext" and len(message) >= 2 and message[0] and message[1]:
        return [(None, (message[0], message[1]))]
    return [(None, m) for m in message if m]


def _block_kind(line: str) -> str:
    stripped = line.strip()
    for prefix, kind in BLOCK_KINDS:
        if stripped.startswith(prefix):
            return kind
    return "booklet paragraph"


def collect() -> dict[str, list[Entry]]:
    """{domain: entries in first-printed order} for every game and the common domain.

    Rendering every kit takes seconds; the result is kept for the process while the data it
    depends on (decks, templates, catalogs) is unchanged, so `update` after `extract` is quick.
    """
    key = _data_fingerprint()
    if key not in _COLLECTED:
        _COLLECTED.clear()
        _COLLECTED[key] = _collect()
    return {domain: [replace(e, locations=list(e.locations), comments=list(e.comments), places=list(e.places))
                     for e in entries] for domain, entries in _COLLECTED[key].items()}


_COLLECTED: dict[tuple, dict[str, list[Entry]]] = {}


def _data_fingerprint() -> tuple:
    """What the extraction depends on, by content, layer by layer: the same data in another
    folder extracts the same."""
    import hashlib
    files = list(_files_by_content(lambda folder, relative: True))
    for path in web_sources():
        files.append(("web", path.name, hashlib.sha1(path.read_bytes()).hexdigest()))
    return tuple(files)


def _files_by_content(wanted) -> tuple:
    """(layer, folder, relative path, SHA-1) of every file of decks/, templates/ and locales/ in
    every layer for which `wanted(folder name, relative path)` holds (templates, .pot, left out)."""
    import hashlib
    files = []
    for layer, root in enumerate(workspace.roots()):
        for folder in (root / "decks", root / "templates", root / "locales"):
            for path in sorted(folder.rglob("*")):
                relative = path.relative_to(folder)
                if path.is_file() and path.suffix != ".pot" and wanted(folder.name, relative):
                    files.append((layer, folder.name, str(relative), hashlib.sha1(path.read_bytes()).hexdigest()))
    return tuple(files)


def recorded_game(game: Game) -> list[Request]:
    """`record_game`, kept for the process by what the game's kits read: the files of its own
    deck folder and of every template in every layer, and the translations its translators look
    up (its own and the common domain's catalogs as `load_catalog` reads them: a catalog merged
    again with the same translations is the same). After one game's data changes (a workspace
    copy edited, a catalog started), only that game is rendered again."""
    import hashlib
    from printkit.i18n import load_catalog
    files = _files_by_content(lambda folder, relative: folder != "locales" and (
        folder == "templates" or relative.parts[0] == game.id))
    read = []
    for domain in (game.id, COMMON_DOMAIN):
        for lang in sorted(game.catalogs.files.get(domain, {})):
            table = load_catalog(domain, lang, game.catalogs)
            entries = "\n".join(sorted(map(repr, table.items()))) + table.plural_expr
            read.append((domain, lang, hashlib.sha1(entries.encode()).hexdigest()))
    key = (files, tuple(read))
    kept = _RECORDED.get(game.id)
    if kept is None or kept[0] != key:
        kept = _RECORDED[game.id] = (key, tuple(record_game(game)))
    return list(kept[1])


_RECORDED: dict[str, tuple[tuple, tuple[Request, ...]]] = {}


def collect_games(games: list[str]) -> dict[str, list[Entry]]:
    """{game: entries} for the named games' own domains only (`i18n extract GAME…`, `decks new`):
    only their kits are rendered; the common domain, which every game feeds, is left alone."""
    found = [get_game(game) for game in games]
    requests: list[Request] = []
    for game in found:
        requests.extend(recorded_game(game))
    requests.extend(r for r in template_requests(found) if r.domain in games)
    domains: dict[str, dict[tuple[str | None, str], Entry]] = {game: {} for game in games}
    for request in requests:
        if request.domain in domains:
            merge(domains[request.domain], request)
    return {domain: list(entries.values()) for domain, entries in domains.items()}


def _collect() -> dict[str, list[Entry]]:
    games = all_games()
    requests: list[Request] = []
    for game in games:
        requests.extend(recorded_game(game))
    requests.extend(template_requests(games))
    requests.extend(web_requests())
    domains: dict[str, dict[tuple[str | None, str], Entry]] = {d: {} for d in [*(g.id for g in games), COMMON_DOMAIN, WEB_DOMAIN]}
    for request in requests:
        merge(domains.setdefault(request.domain, {}), request)
    return {domain: list(entries.values()) for domain, entries in domains.items()}


def merge(entries: dict[tuple, Entry], request: Request) -> None:
    entry = entries.setdefault((request.context, request.msgid), Entry(request.context, request.msgid))
    if request.location and request.location not in entry.locations:
        entry.locations.append(request.location)
    if request.note and request.note not in entry.comments:
        entry.comments.append(request.note)
    for place in request.rooms or [request.component]:
        if place not in entry.places:
            entry.places.append(place)
