"""The web pages' tests: one application and test client for the module, kits cached in the
test session's cache folder."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def client():
    from printkit.web import create_app
    app = create_app()
    app.config["TESTING"] = False    # errors go through the handlers, as for a user
    return app.test_client()


@pytest.fixture(autouse=True)
def own_printer_settings(tmp_path_factory, monkeypatch):
    """The pages build as `printkit build` does, with the user's remembered back offset
    (printer.toml in the config folder): each test gets an empty config folder of its own, so a
    real printer.toml on the machine does not shift the backs of the kits compared here."""
    monkeypatch.setenv("PRINTKIT_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
