"""The kit pages: `/` (the games), `/kit/<game>` (the form; once built, the downloads first, then
every sheet, each opening large) and the downloads an organiser can bookmark: `/kit/<game>.pdf?…`
and `/kit/<game>.zip?…`, the same bytes as `printkit build` with the same options, with an ETag
and a long-lived Cache-Control (http_cache.py).
"""

from __future__ import annotations

from collections import OrderedDict
from threading import Lock
from urllib.parse import urlencode

from flask import Blueprint, Response, abort, current_app, redirect, render_template, request

from printkit.errors import PrintkitError
from printkit.kit_model import KitOptions
from printkit.option_specs import draw_seed
from printkit.registry import Game, find_game
from printkit.web import http_cache, kitstore
from printkit.web.forms import (KitForm, draft_languages, game_titles, kit_form, read_kit_form,
                                reprint_codes)
from printkit.web.home import game_cards
from printkit.web.kit_words import kit_messages
from printkit.web.pages import tr

blueprint = Blueprint("kits", __name__)
SIZES = {"small": 240, "large": 1400}   # px high: a sheet to recognise; a sheet to check before printing
PICTURE_HEIGHT = 360
BACK_OFFSET = "printkit_back_offset"    # the cookie that remembers a browser's back offset
ONE_YEAR = 365 * 24 * 3600
_IMAGES: OrderedDict[tuple, bytes] = OrderedDict()
_IMAGES_LOCK = Lock()
MAX_IMAGES = 800


def pool():
    return current_app.extensions["printkit.pool"]


@blueprint.get("/")
def index():
    return render_template("index.html", games=game_cards(tr().lang))


@blueprint.get("/game/<game>/picture.png")
def game_picture(game: str):
    """A game's picture for the home page: its first card (or board), drawn from its kit."""
    found = find_game(game)   # once for the request: its key and, in a worker, its kit
    if found is None:
        abort(404)
    options = KitOptions(game=game, layout="single")
    key = kitstore.resolved_key(options, found)
    tag = http_cache.etag(key[:32], "picture", PICTURE_HEIGHT)
    answer = http_cache.not_modified(tag, http_cache.LONG)
    if answer is not None:
        return answer
    png = _image((key, "picture"), lambda: pool().run(tag, kitstore.game_picture, options, found, PICTURE_HEIGHT))
    if png is None:
        abort(404)
    return http_cache.cached(Response(png, mimetype="image/png"), tag, http_cache.LONG)


@blueprint.get("/kit/<game>")
def kit_page(game: str):
    form = kit_form(game, tr().lang)
    if form is None:
        abort(404)
    typed = {name: value for name, value in request.args.items() if isinstance(value, str)}
    filled = read_kit_form(form, request.args)
    remembered = request.cookies.get(BACK_OFFSET, "")[:40]
    if "back_offset" not in request.args and remembered and not filled.errors.get("back_offset"):
        filled.values["back_offset"] = filled.field("back_offset").value = remembered
    kit = None
    if "build" in request.args:
        if filled.values.get("lang") in draft_languages(filled):
            filled.values["draft"] = filled.field("draft").value = "1"
        if filled.needs_seed:
            return _no_store(redirect(_with_seed(request.path, filled)))
        kit = None if filled.errors else _kit_or_errors(filled)
    response = current_app.make_response((render_template(
        "kit.html", form=filled, kit=kit, query=filled.query() if kit else "", messages=kit_messages(filled, typed),
        reprint_codes=reprint_codes(game)), 400 if filled.errors else 200))
    if kit is not None:
        _remember_back_offset(response, filled.values.get("back_offset", ""))
    return response


def _remember_back_offset(response: Response, value: str) -> None:
    """The back offset of a kit built from this browser is remembered by it; an emptied field forgets it."""
    if value:
        response.set_cookie(BACK_OFFSET, value, max_age=ONE_YEAR, samesite="Lax", httponly=True)
    elif request.cookies.get(BACK_OFFSET):
        response.delete_cookie(BACK_OFFSET, samesite="Lax", httponly=True)


@blueprint.get("/kit/<game>.pdf")
def kit_pdf(game: str):
    return _download(game, "pdf")


@blueprint.get("/kit/<game>.zip")
def kit_zip(game: str):
    return _download(game, "zip")


@blueprint.get("/kit/<game>/sheet-<int:number>.png")
def kit_sheet(game: str, number: int):
    form = kit_form(game)
    if form is None:
        abort(404)
    height = SIZES.get(request.args.get("size", "small"))
    filled = read_kit_form(form, request.args)
    if filled.errors or filled.needs_seed or height is None:
        abort(400)
    found = filled.found   # found once for the request by kit_form: the kit's key, then its kit
    try:
        options = filled.options()
        key = kitstore.resolved_key(options, found)
    except PrintkitError:
        abort(400)
    policy = http_cache.DRAFT if options.draft else http_cache.LONG
    tag = http_cache.etag(key[:32], "sheet", number, height)
    answer = http_cache.not_modified(tag, policy)
    if answer is not None:
        return answer
    kit = _kit_or_errors(filled, found)
    if kit is None:
        abort(400)
    png = _image((kit.key, number, height), lambda: pool().run(None, kitstore.thumbnail, kit.pdf, number - 1, height)) \
        if 1 <= number <= kit.pages else None
    if png is None:
        abort(404)
    return http_cache.cached(Response(png, mimetype="image/png"), tag, policy)


def _download(game: str, kind: str):
    form = kit_form(game)
    if form is None:
        abort(404)
    filled = read_kit_form(form, request.args)
    if filled.needs_seed:
        return _no_store(redirect(_with_seed(request.path, filled)))
    found = filled.found   # found once for the request by kit_form: the kit's key, then its kit
    try:
        options = None if filled.errors else filled.options()
        key = kitstore.resolved_key(options, found) if options else ""
    except PrintkitError as error:
        filled.add_error(error)
    if filled.errors:
        return _refused(filled)
    policy = http_cache.DRAFT if options.draft else http_cache.LONG
    tag = http_cache.etag(key[:32], kind)
    answer = http_cache.not_modified(tag, policy)
    if answer is not None:
        return answer
    kit = _kit_or_errors(filled, found)
    if kit is None:
        return _refused(filled)
    data = kit.pdf if kind == "pdf" else kit.zip
    name = f"{kit.stem}-kit.{kind}" if not filled.values.get("only") else f"{kit.stem}-reprint.{kind}"
    mimetype = "application/pdf" if kind == "pdf" else "application/zip"
    response = Response(data, mimetype=mimetype, headers={"Content-Disposition": f'attachment; filename="{name}"'})
    return http_cache.cached(response, tag, policy)


def _refused(filled: KitForm):
    return render_template("kit.html", form=filled, kit=None, query="", messages=kit_messages(filled, {}),
                           reprint_codes=reprint_codes(filled.game)), 400


def _kit_or_errors(filled: KitForm, game: Game | None = None) -> kitstore.WebKit | None:
    """The kit, or None with the error noted for its field (`game`: found already for the request)."""
    try:
        return kitstore.get_kit(filled.options(), pool(), game)
    except PrintkitError as error:
        filled.add_error(error)
        return None


def _no_store(response: Response) -> Response:
    response.headers["Cache-Control"] = http_cache.NO_STORE
    return response


def _with_seed(path: str, filled: KitForm) -> str:
    """The same address with a freshly drawn seed (the CLI draws one too): a link that stays the same kit."""
    values = {k: v for k, v in dict(filled.values, seed=draw_seed(filled.game_found)).items() if v}
    page = {"build": "1", "hl": tr().lang} if not path.endswith((".pdf", ".zip")) else {}
    return path + "?" + urlencode(values | page)


def _image(key: tuple, make) -> bytes | None:
    """A picture made once per server while it is asked for (the newest MAX_IMAGES kept)."""
    with _IMAGES_LOCK:
        if key in _IMAGES:
            _IMAGES.move_to_end(key)
            return _IMAGES[key]
    png = make()
    if png is not None:
        with _IMAGES_LOCK:
            _IMAGES[key] = png
            while len(_IMAGES) > MAX_IMAGES:
                _IMAGES.popitem(last=False)
    return png


__all__ = ["blueprint", "game_titles"]
