"""HTTP caching of what the pages make: a kit, a sheet's picture, a game's picture.

A kit's address names its options; with printkit's code and data they decide its bytes (a
build is deterministic). So each answer carries a strong ETag made of the kit's key
(kitstore.kit_key) and a long-lived Cache-Control, and a request whose If-None-Match holds that
ETag gets 304 before anything is built: a reverse proxy or a CDN can serve the repeats alone.
A draft (a language still being translated) changes as its catalog does: it is kept 5 minutes.
"""

from __future__ import annotations

from flask import Response, request

LONG = "public, max-age=2592000"    # 30 days: the same address gives the same bytes until printkit is upgraded
DRAFT = "public, max-age=300"       # a translator's catalog changes under a draft
NO_STORE = "no-store"                # an address that draws a random board: never the same answer


def etag(*parts: object) -> str:
    return "-".join(str(part) for part in parts)


def not_modified(tag: str, cache_control: str) -> Response | None:
    """304 when the client already holds these bytes, else None."""
    if request.if_none_match.contains(tag):
        return cached(Response(status=304), tag, cache_control)
    return None


def cached(response: Response, tag: str, cache_control: str) -> Response:
    response.set_etag(tag)
    response.headers["Cache-Control"] = cache_control
    return response
