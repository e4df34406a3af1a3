"""The kit pages: `/` (pick a game), `/kit/<game>` (the form, then every sheet as a thumbnail) and
the downloads an organiser can bookmark: `/kit/<game>.pdf?…` and `/kit/<game>.zip?…`, the same
bytes as `printkit build` with the same options.
"""

from __future__ import annotations

from collections import OrderedDict
from threading import Lock
from urllib.parse import urlencode

from flask import Blueprint, Response, abort, redirect, render_template, request

from printkit.errors import PrintkitError
from printkit.web import kitstore
from printkit.web.forms import KitForm, draws_seed, game_titles, kit_form, read_kit_form

blueprint = Blueprint("kits", __name__)
THUMB_HEIGHT = 240            # px: a sheet is readable enough to check it, light enough for a phone
_THUMBS: OrderedDict[tuple[str, int], bytes] = OrderedDict()
_THUMBS_LOCK = Lock()
MAX_THUMBS = 800


@blueprint.get("/")
def index():
    return render_template("index.html", games=game_titles())


@blueprint.get("/kit/<game>")
def kit_page(game: str):
    form = kit_form(game)
    if form is None:
        abort(404)
    if "build" not in request.args:
        # A link may carry values (`?lang=fr&players=3`): the form starts from them, built on submit.
        filled = read_kit_form(form, request.args)
        return render_template("kit.html", form=filled, kit=None, query=""), 400 if filled.errors else 200
    filled = read_kit_form(form, request.args)
    if filled.needs_seed:
        return redirect(_with_seed(request.path, filled))
    kit = None
    if not filled.errors:
        kit = _kit_or_errors(filled)
    status = 400 if filled.errors else 200
    return render_template("kit.html", form=filled, kit=kit, query=filled.query()), status


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
    filled = read_kit_form(form, request.args)
    if filled.errors or filled.needs_seed:
        abort(400)
    kit = _kit_or_errors(filled)
    if kit is None:
        abort(400)
    png = _thumbnail(kit, number)
    if png is None:
        abort(404)
    return Response(png, mimetype="image/png", headers={"Cache-Control": "public, max-age=86400"})


def _download(game: str, kind: str):
    form = kit_form(game)
    if form is None:
        abort(404)
    filled = read_kit_form(form, request.args)
    if filled.needs_seed:
        return redirect(_with_seed(request.path, filled))
    kit = None if filled.errors else _kit_or_errors(filled)
    if kit is None:
        return render_template("kit.html", form=filled, kit=None, query=filled.query()), 400
    data = kit.pdf if kind == "pdf" else kit.zip
    name = f"{kit.stem}-kit.{kind}" if not filled.values.get("only") else f"{kit.stem}-reprint.{kind}"
    mimetype = "application/pdf" if kind == "pdf" else "application/zip"
    return Response(data, mimetype=mimetype, headers={"Content-Disposition": f'attachment; filename="{name}"'})


def _kit_or_errors(filled: KitForm) -> kitstore.WebKit | None:
    """The kit, or None with the error placed next to its field (the CLI's one-line message)."""
    try:
        return kitstore.get_kit(filled.options())
    except PrintkitError as error:
        filled.add_error(str(error))
        return None


def _with_seed(path: str, filled: KitForm) -> str:
    """The same address with a freshly drawn seed (the CLI draws one too): a link that stays the same kit."""
    values = {k: v for k, v in dict(filled.values, seed=draws_seed(filled.game)).items() if v}
    page = {"build": "1"} if not path.endswith((".pdf", ".zip")) else {}
    return path + "?" + urlencode(values | page)


def _thumbnail(kit: kitstore.WebKit, number: int) -> bytes | None:
    from printkit.render.preview import page_thumbnail
    key = (kit.key, number)
    with _THUMBS_LOCK:
        if key in _THUMBS:
            _THUMBS.move_to_end(key)
            return _THUMBS[key]
    png = page_thumbnail(kit.pdf, number - 1, height=THUMB_HEIGHT)
    if png is not None:
        with _THUMBS_LOCK:
            _THUMBS[key] = png
            while len(_THUMBS) > MAX_THUMBS:
                _THUMBS.popitem(last=False)
    return png



