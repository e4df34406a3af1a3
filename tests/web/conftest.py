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
