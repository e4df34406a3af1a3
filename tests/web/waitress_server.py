"""waitress serving the app on a thread of the test process, and stopping it cleanly.

waitress's `close()` closes the server's socket and its wake-up pipe; called from the test's
thread while the server's loop waits in `select` on them, the loop fails with "Bad file
descriptor" (a warning at the end of the run). So the server is closed by its own loop thread,
through the trigger waitress wakes that loop with, and the test waits until it has been.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager


@contextmanager
def serving(app, **options):
    """The address of `app` served by waitress on a free port of 127.0.0.1 until the block ends."""
    from waitress import create_server
    httpd = create_server(app, host="127.0.0.1", port=0, **options)
    loop = threading.Thread(target=httpd.run, daemon=True)
    loop.start()
    try:
        yield f"http://127.0.0.1:{httpd.effective_port}"
    finally:
        closed = threading.Event()

        def close() -> None:
            httpd.task_dispatcher.shutdown()
            httpd.close()
            closed.set()
        httpd.trigger.pull_trigger(close)
        assert closed.wait(30), "waitress did not close within 30 s"
