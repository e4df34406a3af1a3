"""`printkit serve` as a server: the address warning, waitress with 8 clients at once, the
temporary build folders and the bounded kit cache."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from printkit.build import build
from printkit.cli import main
from printkit.errors import PrintkitError
from printkit.kit_model import KitOptions
from printkit.web import WAITRESS_BODY, kitstore, server
from printkit.web.pool import Pool, default_workers
from tests.web.waitress_server import serving

KITS = [("en", 2), ("en", 3), ("en", 5), ("en", 6), ("fr", 2), ("fr", 4), ("fr", 5), ("fr", 6)]


@pytest.mark.parametrize("host, warned", [("127.0.0.1", False), ("localhost", False), ("::1", False),
                                          ("127.0.0.2", False), ("0.0.0.0", True), ("192.168.1.20", True),
                                          ("::", True), ("example.org", True)])
def test_a_host_beyond_loopback_is_warned_about(host, warned):
    assert (server.exposure_warning(host) is not None) == warned


def test_serve_prints_the_warning_then_serves(monkeypatch):
    calls = []
    monkeypatch.setattr(server, "serve", lambda host, port, workers, open_browser: calls.append((host, port, workers, open_browser)))
    result = CliRunner().invoke(main, ["serve", "--host", "0.0.0.0", "--port", "8123"])
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == (
        "warning: --host 0.0.0.0: anyone who can reach this computer on the network can use these pages "
        "(build kits, use the referee); use --host 127.0.0.1 to keep them to yourself")
    assert CliRunner().invoke(main, ["serve", "--workers", "3"]).exit_code == 0
    assert calls == [("0.0.0.0", 8123, None, False), ("127.0.0.1", 8000, 3, False)]
    wrong = CliRunner().invoke(main, ["serve", "--workers", "-1"])
    assert wrong.exit_code == 2 and "--workers" in wrong.output


def test_a_port_in_use_is_one_line(monkeypatch):
    import socket
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        result = CliRunner().invoke(main, ["serve", "--port", str(port)])
    finally:
        taken.close()
    assert result.exit_code == 2
    assert result.output.startswith(f"error: --host 127.0.0.1 --port {port}: cannot listen (")


@pytest.fixture
def live(monkeypatch, tmp_path):
    """waitress on a free port, its own empty kit cache and temporary folder."""
    from printkit.web import create_app
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    app = create_app(workers=2)
    with serving(app, threads=server.THREADS, max_request_body_size=WAITRESS_BODY) as address:
        yield address, tmp_path
    app.extensions["printkit.pool"].close()


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=300) as response:
        return response.read()


def test_eight_clients_at_once_get_the_right_kits_from_two_worker_processes(live):
    base, tmp = live
    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(lambda kit: fetch(f"{base}/kit/market-island.pdf?lang={kit[0]}&players={kit[1]}"), KITS))
    assert list(os.scandir(tmp / "tmp")) == []       # every request's build folder is gone
    for (lang, players), data in zip(KITS, got):
        with tempfile.TemporaryDirectory() as out:
            kit = build(KitOptions(game="market-island", lang=lang, players=players), Path(out))
        assert hashlib.sha256(data).hexdigest() == kit.files[0].sha256, (lang, players)
    assert len(list((tmp / "cache" / kitstore.FOLDER).iterdir())) == len(KITS)


def test_a_two_megabyte_body_is_a_json_413_through_waitress(live):
    base, _tmp = live
    request = urllib.request.Request(f"{base}/api/score/market-island/mining", data=b" " * 2_000_000, method="POST")
    try:
        urllib.request.urlopen(request, timeout=60)
    except urllib.error.HTTPError as error:
        assert error.code == 413 and error.headers["Content-Type"] == "application/json"
        assert json.loads(error.read()) == {"error": "request body: expected at most 1000000 bytes", "field": "body"}
    else:
        raise AssertionError("a 2 MB body was accepted")


def test_healthz_answers_with_the_workers(live):
    base, _tmp = live
    with urllib.request.urlopen(f"{base}/healthz", timeout=60) as response:
        assert json.loads(response.read()) == {"status": "ok", "workers": 2}
        assert response.headers["Cache-Control"] == "no-store"


def test_a_worker_that_dies_is_replaced():
    pool = Pool(1)
    try:
        with pytest.raises(PrintkitError, match="a worker process stopped while building; try again"):
            pool.run(None, os._exit, 1)
        assert pool.run("same", abs, -3) == 3
    finally:
        pool.close()


def test_the_default_is_one_worker_per_core_at_most_eight():
    assert 1 <= default_workers() <= min(8, os.cpu_count())


def test_the_kit_cache_keeps_the_newest_kits(tmp_path):
    for n in range(5):
        entry = tmp_path / f"kit{n}"
        entry.mkdir()
        (entry / "meta.json").write_text("{}")
        os.utime(entry / "meta.json", ns=(n * 10**9, n * 10**9))
    (tmp_path / ".part-x").mkdir()
    kitstore.trim(tmp_path, 2)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".part-x", "kit3", "kit4"]
    (tmp_path / "kit3" / "kit.pdf").write_bytes(b"x" * 100)
    kitstore.trim(tmp_path, 10, max_bytes=50)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".part-x", "kit4"]


def test_a_damaged_cache_entry_is_rebuilt_not_served(monkeypatch, tmp_path):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    options = KitOptions(game="market-island", players=2)
    first = kitstore.get_kit(options, Pool(0))
    (tmp_path / kitstore.FOLDER / first.key / "kit.pdf").write_bytes(b"%PDF-broken")
    assert kitstore.get_kit(options, Pool(0)).pdf == first.pdf
