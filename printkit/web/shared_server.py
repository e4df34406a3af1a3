"""What a server shared by a club or a school needs around the pages: security headers on every
answer, no OPTIONS where nothing is offered, `/healthz`, and the pool of worker processes
that builds the kits (pool.py).

The Content-Security-Policy allows this server's own styles, scripts and images only: the pages
carry no inline script or style (static/pages.js does what JavaScript does), so an injected
`<script>` would not run, and no other site may frame them.
"""

from __future__ import annotations

from flask import Flask, jsonify, request
from werkzeug.exceptions import MethodNotAllowed

from printkit.web.pool import Pool

SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
                               "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


def set_up(app: Flask, workers: int) -> None:
    app.extensions["printkit.pool"] = Pool(workers)
    app.before_request(_no_options)
    app.after_request(_secure)
    app.add_url_rule("/healthz", "healthz", _healthz, methods=["GET"], provide_automatic_options=False)


def _no_options():
    """OPTIONS is 405 like any method a route does not take (Flask would answer 200 with Allow)."""
    if request.method == "OPTIONS" and request.url_rule is not None:
        raise MethodNotAllowed(valid_methods=sorted(request.url_rule.methods - {"OPTIONS"}))


def _secure(response):
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if request.path.startswith("/api/") or request.path == "/healthz":
        response.headers.setdefault("Cache-Control", "no-store")
    return response


def _healthz():
    """For a load balancer or a proxy: the server answers, and how many workers build its kits."""
    from flask import current_app
    return jsonify(status="ok", workers=current_app.extensions["printkit.pool"].workers)
