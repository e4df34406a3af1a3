"""Crash reports: an unexpected exception (a bug) becomes one line for the user and a file for
whoever fixes it.

A known bad input is a `PrintkitError` with its own precise message (printkit/errors.py); anything
else that escapes a command or a web request is printkit's fault. The user then reads one line
(what failed and where the report is), never a traceback; the report holds the traceback, the
command, and the versions of Python, printkit and its dependencies, for a bug report. Reports go
to `crashes/` in the user's cache folder (printkit/userdirs.py; the platform's cache folder when
`PRINTKIT_CACHE_DIR` is empty, which turns off the caches, not the reports; the system's
temporary folder when neither can be written), written atomically; the newest `KEEP` are kept.
A leaf: imports only userdirs and durable.
"""

from __future__ import annotations

import os
import platform
import re
import sys
import tempfile
import time
import traceback
from importlib import metadata
from pathlib import Path

from printkit.durable import atomic_write
from printkit.userdirs import cache_root, current_cache_root

FOLDER = "crashes"
KEEP = 20
EXIT_CODE = 70   # sysexits' EX_SOFTWARE: an internal error, not the user's input (1: data, 2: usage)
_NAME = re.compile(r"[A-Za-z0-9_.-]+")


def tell(what: str, error: BaseException) -> int:
    """For the command line: write the report, say the one line on stderr; the exit code."""
    line = one_line(what, error, write_report(error, what=what))
    try:
        print(f"error: {line}", file=sys.stderr, flush=True)
    except (OSError, ValueError):   # no stderr to say it on: the report is still written
        pass
    return EXIT_CODE


def write_report(error: BaseException, *, what: str) -> Path | None:
    """Write the crash report of `error` (raised while doing `what`: a command, a request); its
    path, or None when no folder could take it."""
    text = report_text(error, what=what)
    name = f"crash-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}-{os.getpid()}-{id(error) % 10_000:04d}.txt"
    for folder in _folders():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            atomic_write(folder / name, text.encode("utf-8"))
        except OSError:
            continue
        _prune(folder)
        return folder / name
    return None


def one_line(what: str, error: BaseException, report: Path | None, *, shown_as: str | None = None) -> str:
    """What the user reads: what failed, the error's kind and first words, where the report is
    (`shown_as`: how to name the report, when its full path must not be shown)."""
    words = " ".join(str(error).split())
    kind = type(error).__name__ + (f": {words[:120]}{'…' if len(words) > 120 else ''}" if words else "")
    if report is None:
        return f"{what} failed: internal error ({kind}); no crash report could be written"
    return f"{what} failed: internal error ({kind}); crash report: {shown_as or report} (please attach it to a bug report)"


def report_text(error: BaseException, *, what: str) -> str:
    """The report: when, what failed, the command line, the versions, then the traceback."""
    lines = [f"printkit crash report, {time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime())} UTC",
             f"what failed: {what}",
             f"command: {' '.join(sys.argv)}",
             f"python: {sys.version.split()[0]} ({platform.python_implementation()}) on {platform.platform()}",
             *(f"{name}: {version}" for name, version in versions()),
             "",
             *traceback.format_exception(error)]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def versions() -> list[tuple[str, str]]:
    """printkit's version and that of each package it requires (as installed here)."""
    found = [("printkit", _version("printkit"))]
    try:
        required = metadata.requires("printkit") or []
    except metadata.PackageNotFoundError:
        required = []
    for requirement in required:
        if "extra ==" in requirement:
            continue
        name = _NAME.match(requirement.strip())
        if name:
            found.append((name.group(0), _version(name.group(0))))
    return found


def _version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def _folders() -> list[Path]:
    """Where a report may go, in order: the cache folder, the platform's, the temporary folder."""
    roots = [current_cache_root(), cache_root(None, os.environ.get("XDG_CACHE_HOME"))]
    folders = [root / FOLDER for root in roots if root is not None]
    return [*dict.fromkeys(folders), Path(tempfile.gettempdir()) / f"printkit-{FOLDER}"]


def _prune(folder: Path) -> None:
    """Keep the newest KEEP reports (names sort by time)."""
    for old in sorted(folder.glob("crash-*.txt"))[:-KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
