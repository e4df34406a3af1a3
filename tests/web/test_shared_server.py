"""What a shared server answers around the pages: security headers everywhere, no OPTIONS where
nothing is offered, nothing inline that the Content-Security-Policy would block."""

from __future__ import annotations

import re

import pytest

from printkit import resources

PAGES = ["/?hl=en", "/kit/market-island?hl=en", "/score?hl=en", "/score/triple-bataille/battle?hl=fr",
         "/score/market-island/mining?hl=en", "/translate?hl=en", "/static/style.css", "/static/pages.js",
         "/healthz", "/no-such-page"]


@pytest.mark.parametrize("url", PAGES)
def test_every_answer_carries_the_security_headers(client, url):
    response = client.get(url)
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"] == "same-origin"


def test_api_answers_carry_them_too_and_are_not_cached(client):
    response = client.post("/api/score/triple-bataille/track", data=b'{"players": 5, "credits": 12}')
    assert response.status_code == 200 and response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Cache-Control"] == "no-store"


def routes(client) -> list[tuple[str, set[str]]]:
    """Every route of the application with sample arguments, and the methods it takes."""
    samples = {"game": "market-island", "check": "mining", "lang": "fr", "number": "1", "part": "cover",
               "page": "1", "filename": "style.css"}
    found = []
    for rule in client.application.url_map.iter_rules():
        url = re.sub(r"<(?:\w+:)?(\w+)>", lambda m: samples[m.group(1)], rule.rule)
        found.append((url, set(rule.methods) - {"OPTIONS", "HEAD"}))
    return found


def test_options_is_refused_on_every_route_with_the_methods_it_takes(client):
    checked = 0
    for url, methods in routes(client):
        response = client.open(url, method="OPTIONS")
        assert response.status_code == 405, url
        assert set(response.headers["Allow"].replace(" ", "").split(",")) - {"HEAD"} == methods, url
        checked += 1
    assert checked >= 12


def test_no_inline_script_or_style_for_the_policy_to_block():
    for template in sorted((resources.web_dir() / "templates").glob("*.html")):
        text = template.read_text(encoding="utf-8")
        assert not re.search(r"<script(?![^>]*\bsrc=)", text), template.name
        assert " style=" not in text and "<style" not in text and " on" + "click=" not in text, template.name


def test_healthz(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.get_json() == {"status": "ok", "workers": 0}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_page_shows_a_raw_backtick_or_a_command_line_flag(client, lang):
    pages = ["/", "/kit/market-island", "/kit/dice-game", "/kit/triple-bataille?build=1&marks=9", "/score",
             "/score/market-island/mining", "/score/market-island/round", "/score/triple-bataille/battle",
             "/score/data-tycoon/score", "/score/dice-game/land", "/translate", "/translate/fr?game=dice-game"]
    for url in pages:
        body = client.get(url + ("&" if "?" in url else "?") + f"hl={lang}").get_data(as_text=True)
        shown = re.sub(r"<[^>]+>", " ", body.split("<main>")[1].split("</main>")[0])
        assert "`" not in shown, url
        if not url.startswith("/translate/"):      # a proof shows the kit's own printed strings as they are
            assert not re.search(r"(?<![\w-])--[a-z]", shown), url
