"""A bug behind a page or the API: a crash report in the cache folder, a short answer, no traceback."""

from __future__ import annotations

import json
import re

import pytest


@pytest.fixture
def broken_app(monkeypatch, tmp_path):
    from printkit.web import create_app
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    app = create_app()
    app.config["TESTING"] = False    # errors go through the handlers, as for a user

    def boom():
        raise ZeroDivisionError("a bug in a page")
    app.add_url_rule("/boom", "boom", boom)
    app.add_url_rule("/api/boom", "api_boom", boom, methods=["POST"])
    return app.test_client(), tmp_path / "cache" / "crashes"


def _only_report(folder):
    reports = list(folder.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert 'raise ZeroDivisionError("a bug in a page")' in text and re.search(r"^flask: \d", text, re.MULTILINE)
    return reports[0], text


def test_a_page_answers_a_short_page_and_names_the_report_file(broken_app, caplog):
    client, folder = broken_app
    response = client.get("/boom?hl=en")
    report, text = _only_report(folder)
    assert response.status_code == 500 and response.mimetype == "text/html"
    body = response.get_data(as_text=True)
    assert (f"Internal error: printkit wrote a crash report on the computer that serves these pages ({report.name})."
            in body)
    assert "Traceback" not in body and str(folder) not in body and "ZeroDivisionError" not in body
    assert text.splitlines()[1] == "what failed: GET /boom"
    assert [r.getMessage() for r in caplog.records if r.name == "printkit.web"] == [
        f"GET /boom failed: internal error (ZeroDivisionError: a bug in a page); crash report: {report} "
        "(please attach it to a bug report)"]


def test_the_api_answers_json(broken_app):
    client, folder = broken_app
    response = client.post("/api/boom", json={})
    report, _ = _only_report(folder)
    assert response.status_code == 500 and response.mimetype == "application/json"
    assert json.loads(response.get_data(as_text=True)) == {
        "error": f"Internal error: printkit wrote a crash report on the computer that serves these pages ({report.name}).",
        "field": ""}


def test_the_french_page_says_it_in_french(broken_app):
    client, folder = broken_app
    body = client.get("/boom?hl=fr").get_data(as_text=True)
    report, _ = _only_report(folder)
    assert f"({report.name})" in body and "Erreur interne" in body
