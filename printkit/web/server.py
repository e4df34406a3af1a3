"""Running the pages: waitress (pure Python, threads) on the address given."""

from __future__ import annotations

import ipaddress
import webbrowser

LOOPBACK = ("localhost",)
THREADS = 16   # waitress's threads: requests waiting for a worker process hold one each


def is_loopback(host: str) -> bool:
    """127.0.0.1, ::1, localhost: reachable from this computer only."""
    if host in LOOPBACK:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def exposure_warning(host: str) -> str | None:
    """The warning printed when the pages listen beyond this computer."""
    if is_loopback(host):
        return None
    return (f"warning: --host {host}: anyone who can reach this computer on the network can use these pages "
            f"(build kits, use the referee); use --host 127.0.0.1 to keep them to yourself")


def serve(host: str, port: int, *, workers: int | None = None, open_browser: bool = False) -> None:
    """Serve until interrupted; kits are built by `workers` processes (default: one per core)."""
    from waitress import create_server

    from printkit.web import WAITRESS_BODY, create_app
    from printkit.web.pool import default_workers
    app = create_app(default_workers() if workers is None else workers)
    server = create_server(app, host=host, port=port, threads=THREADS,
                           max_request_body_size=WAITRESS_BODY, ident="printkit")
    address = f"http://{'localhost' if is_loopback(host) else host}:{server.effective_port}/"
    print(f"printkit serve: open {address} (Ctrl+C stops)", flush=True)
    if open_browser:
        webbrowser.open(address)
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
        app.extensions["printkit.pool"].close()
