"""Translators' pages: `/translate` (every catalog's status, as `printkit i18n status`) and
`/translate/<lang>?game=…` (the proof: each component of the game's kit drawn in that language
beside the strings it asked for, with their contexts, untranslated ones marked, and the
problems `printkit i18n check` finds, with catalog:line).

A proof renders a whole kit and a check renders every kit, so both are kept while the
catalogs are unchanged (`catalog_status.catalogs_stamp`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache

from flask import Blueprint, Response, abort, render_template, request

from printkit.build import plan, resolve
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANG, SOURCE_LANG, WEB_DOMAIN, Translator
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.kit_model import KitOptions
from printkit.layout import production
from printkit.loader import list_games
from printkit.registry import get_game
from printkit.render.script_fonts import kit_fonts
from printkit.render.text import edition
from printkit.web.catalog_status import catalog_rows, catalogs_stamp
from printkit.web.forms import game_titles

blueprint = Blueprint("translate", __name__)
PROOF_PAGES = 4          # pages of each component shown (a deck's first fronts and backs)
PROOF_HEIGHT = 300       # px
_LOCK = threading.Lock()  # proofs and checks render kits: one at a time


@dataclass(frozen=True)
class ProofString:
    context: str
    english: str
    printed: str
    translated: bool


@dataclass(frozen=True)
class ProofPart:
    id: str
    title: str
    pdf: bytes
    pages: int
    strings: tuple[ProofString, ...]

    @property
    def untranslated(self) -> int:
        return sum(1 for string in self.strings if not string.translated)


def proof_languages() -> list[str]:
    """Every language with a catalog, and the pseudo-locale."""
    return sorted({row.lang for row in catalog_rows() if row.lang != SOURCE_LANG} | {PSEUDO_LANG})


@blueprint.get("/translate")
def status_page():
    return render_template("translate.html", rows=catalog_rows(), languages=proof_languages(),
                           language_name=_named)


@blueprint.get("/translate/<lang>")
def proof_page(lang: str):
    if lang not in proof_languages():
        abort(404)
    game = request.args.get("game") or list_games()[0]
    if game not in list_games():
        abort(404)
    with _LOCK:
        parts = proof(lang, game, catalogs_stamp())
        problems = [p for p in check_problems(lang, catalogs_stamp())
                    if any(f"/{domain}/" in p.catalog for domain in (game, COMMON_DOMAIN, WEB_DOMAIN))]
    return render_template("proof.html", lang=lang, game=game, games=game_titles(), parts=parts,
                           problems=problems, pages_shown=PROOF_PAGES, language_name=_named)


def _named(lang: str) -> str:
    """A language by name in the page's language ("Português (portugais)"); the pseudo-locale by its code."""
    from printkit.web.languages import language_name
    from printkit.web.pages import tr
    return language_name(lang, tr().lang)


@blueprint.get("/translate/<lang>/<game>/<part>-<int:page>.png")
def proof_image(lang: str, game: str, part: str, page: int):
    if lang not in proof_languages() or game not in list_games() or not 1 <= page <= PROOF_PAGES:
        abort(404)
    with _LOCK:
        parts = {p.id: p for p in proof(lang, game, catalogs_stamp())}
    if part not in parts:
        abort(404)
    from printkit.render.preview import page_thumbnail
    png = page_thumbnail(parts[part].pdf, page - 1, height=PROOF_HEIGHT)
    if png is None:
        abort(404)
    return Response(png, mimetype="image/png")


@lru_cache(maxsize=4)
def proof(lang: str, game: str, stamp: tuple) -> tuple[ProofPart, ...]:
    """Every component of the game's default kit in `lang`, drafted: English, marked, where missing."""
    found = get_game(game)
    options = resolve(KitOptions(game=game, lang=lang, draft=True), found)
    recorder = RecordingTranslator(lang, (game, COMMON_DOMAIN), draft=True, game=game, catalogs=found.catalogs)
    plain = Translator(lang, (game, COMMON_DOMAIN), catalogs=found.catalogs)
    parts = []
    chosen = kit_fonts(recorder)       # drawn in the language's fonts, shaped and ordered (render/text)
    for component in plan(options, recorder, found):
        recorder.component = component.id
        start = len(recorder.requests)
        with production.using(options.production()), edition.using(chosen):
            pdf, pages = component.render(None)
        strings = _strings(recorder.requests[start:], plain)
        parts.append(ProofPart(component.id, component.title, pdf, pages, strings))
    return tuple(parts)


def _strings(requests, plain: Translator) -> tuple[ProofString, ...]:
    seen, found = set(), []
    for req in requests:
        key = (req.context, req.msgid)
        if key in seen:
            continue
        seen.add(key)
        english = " / ".join(req.msgid) if isinstance(req.msgid, tuple) else req.msgid
        if isinstance(req.msgid, tuple):
            printed = plain.plural_lookup(req.context, req.msgid[0], req.msgid[1], 2)
        else:
            printed = plain.lookup(req.context, req.msgid)
        translated = plain.lang == SOURCE_LANG or (req.context, req.msgid if isinstance(req.msgid, str) else req.msgid[0]) not in plain.missing
        found.append(ProofString(req.context or "", english, printed, translated))
    return tuple(found)


@lru_cache(maxsize=4)
def check_problems(lang: str, stamp: tuple):
    """`printkit i18n check LANG` (every kit rendered in the language)."""
    from printkit.i18n_tools.check import check
    return tuple(check(lang))


def forget() -> None:
    """Drop the kept proofs and checks (tests change catalogs under the server)."""
    proof.cache_clear()
    check_problems.cache_clear()

