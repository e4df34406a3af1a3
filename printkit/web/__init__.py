"""`printkit serve`: the kits, referees and translators' tools as local web pages (Flask), on the
same code as the command line. Beside cli.py at the top of the layers: it imports build,
referee, i18n and the i18n tools; nothing below imports it.
"""

from __future__ import annotations

import json
import logging

from flask import Flask, render_template, request
from werkzeug.exceptions import HTTPException

MAX_BODY = 1_000_000     # bytes: a referee's JSON is a few kB; more is a mistake or an attack
WAITRESS_BODY = 8 * MAX_BODY   # waitress refuses beyond this itself (plain text); up to it, the 413 is ours

log = logging.getLogger("printkit.web")


def create_app(workers: int = 0) -> Flask:
    """The application: kits, referee, translators' pages, the JSON API; kits are built by
    `workers` processes (0: in this process, one at a time)."""
    from printkit.web import kits, referee, shared_server, translate
    from printkit.web.pages import set_up_jinja
    app = Flask(__name__)
    shared_server.set_up(app, workers)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.json.ensure_ascii = False
    set_up_jinja(app)
    app.register_blueprint(kits.blueprint)
    app.register_blueprint(referee.blueprint)
    app.register_blueprint(translate.blueprint)
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(Exception, _crash)
    return app


def _http_error(error: HTTPException):
    """404, 405, 413 …: JSON under /api/, a page elsewhere; never a traceback."""
    message = _message(error)
    allowed = {name: value for name, value in error.get_headers() if name == "Allow"}
    if request.path.startswith("/api/"):
        field = "body" if error.code == 413 else ""
        return (json.dumps({"error": message, "field": field}) + "\n", error.code,
                {"Content-Type": "application/json", **allowed})
    return render_template("error.html", code=error.code, message=message), error.code, allowed


def _message(error: HTTPException) -> str:
    if error.code == 413:
        return f"request body: expected at most {MAX_BODY} bytes"
    if error.code == 404:
        return f"{request.path}: no such page"
    if error.code == 405:
        return f"{request.method} {request.path}: not allowed here"
    return f"{error.code} {error.name}"


def _crash(error: Exception):
    """A bug: a crash report in the cache folder (traceback, versions: printkit/crash.py), one
    line on the console with its path, and one line for the user (a page, or JSON under /api/)
    naming the report by its file name only: the folders of the computer serving stay its own."""
    from printkit.crash import one_line, write_report
    from printkit.web.pages import _
    what = f"{request.method} {request.path}"
    report = write_report(error, what=what)
    log.error("%s", one_line(what, error, report))
    name = report.name if report else "-"
    message = _("Internal error: printkit wrote a crash report on the computer that serves these pages "
                "(%(report)s).", report=name)
    if request.path.startswith("/api/"):
        return json.dumps({"error": message, "field": ""}) + "\n", 500, {"Content-Type": "application/json"}
    return render_template("error.html", code=500, message=message), 500
