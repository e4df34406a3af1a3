"""Shared fixtures: a copy of the shipped data that a test may break, and PDF readers."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import settings

from tests import processes

ROOT = Path(__file__).resolve().parent.parent
pytest_plugins = ["pytester"]   # tests/test_processes.py runs a suite that leaks, to see it caught

# CI (.ci/run sets HYPOTHESIS_PROFILE=ci) tries the same generated examples on every run, so that
# a red CI names a change, not a draw; a developer's run draws new examples each time.
# No example database either: under pytest-xdist each worker would replay what another stored.
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A writable copy of decks/ (and templates/, locales/) used instead of the shipped one."""
    root = tmp_path / "data"
    for name in ("decks", "templates", "locales"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, root / name)
    monkeypatch.setenv("PRINTKIT_DATA", str(root))
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(root))   # writers (i18n init/update) write into the copy
    from printkit import i18n
    i18n.load_catalog.cache_clear()
    yield root
    i18n.load_catalog.cache_clear()


@pytest.fixture(scope="session", autouse=True)
def leaves_no_process_at_the_end():
    """After the last test (and every module's fixtures): no child process is left running."""
    if not processes.available():
        yield
        return
    processes.become_subreaper()
    yield
    left = processes.stop_left(processes.children())
    if left:
        pytest.fail(f"the tests left {len(left)} process(es) running: " + "; ".join(left), pytrace=False)


@pytest.fixture(autouse=True)
def leaves_no_process():
    """Each test stops every process it starts (servers, pools, forked workers, browsers, subprocesses):
    a process left behind is named, stopped, and fails the test that left it."""
    before = processes.children() if processes.available() else None
    yield
    if before is not None:
        left = processes.stop_left(processes.children() - before)
        if left:
            pytest.fail(f"the test left {len(left)} process(es) running: " + "; ".join(left), pytrace=False)


@pytest.fixture(autouse=True)
def empty_workspace(tmp_path_factory, monkeypatch):
    """Every test reads the shipped data through an empty workspace of its own, so nothing a test
    writes lands in the checkout or in another test's way (printkit/workspace.py)."""
    from printkit import workspace
    folder = tmp_path_factory.mktemp("workspace")
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(folder))
    workspace.use(None)
    yield folder
    workspace.use(None)


# The slowest checks, marked `slow`: the README's test command leaves them out (pyproject's addopts)
# and CI runs them (.ci/run). Each renders every page of whole kits and reads back its pixels or
# text, or installs printkit: 76 tests, more than half of the suite's CPU time (DEVELOPING.md, Tests).
SLOW = ("tests/test_print_ready.py", "tests/test_text_sizes.py", "tests/test_safe_zone.py",
        "tests/test_installed_wheel.py")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session", autouse=True)
def written_pdfs_open_cleanly(tmp_path_factory):
    """When the tests end, every PDF they wrote opens without an error in qpdf, poppler and
    PDFium (tests/pdf_health.py); a tool that is not installed is skipped."""
    yield
    from tests.pdf_health import missing_tools, problems_in
    missing = missing_tools()
    if missing:
        import warnings
        warnings.warn(f"not installed, their PDF checks skipped: {', '.join(missing)} (apt-get install qpdf poppler-utils)")
    problems = problems_in(tmp_path_factory.getbasetemp(), Path(os.environ["PRINTKIT_TEST_PDFS_CHECKED"]))
    assert not problems, "PDFs written by the tests that do not open cleanly:\n" + "\n".join(problems)


_TEST_CACHE: list[str] = []


def pytest_configure(config):
    """Tests keep printkit's cache (compiled templates, build times) out of the user's own.

    Under pytest-xdist every worker runs this too: the cache folder the first process made is
    shared (entries are named by content and written atomically); settings and workspace are
    each worker's own, so that one test's printer.toml never shifts another worker's kits."""
    import os
    import tempfile
    if "PRINTKIT_CACHE_DIR" not in os.environ:
        _TEST_CACHE.append(tempfile.mkdtemp(prefix="printkit-test-cache-"))
        os.environ["PRINTKIT_CACHE_DIR"] = _TEST_CACHE[0]
    # The PDFs the session's processes have checked, by SHA-256 (tests/pdf_health.py): made by the
    # first process, shared by pytest-xdist's workers.
    if "PRINTKIT_TEST_PDFS_CHECKED" not in os.environ:
        _TEST_CACHE.append(tempfile.mkdtemp(prefix="printkit-test-pdfs-checked-"))
        os.environ["PRINTKIT_TEST_PDFS_CHECKED"] = _TEST_CACHE[-1]
    # Nor do they read or write the user's settings (a remembered printer.toml shifts every back).
    _TEST_CACHE.append(tempfile.mkdtemp(prefix="printkit-test-config-"))
    os.environ["PRINTKIT_CONFIG_DIR"] = _TEST_CACHE[-1]
    # Between tests too (module fixtures), data is read through an empty workspace, never the checkout.
    _TEST_CACHE.append(tempfile.mkdtemp(prefix="printkit-test-workspace-"))
    os.environ["PRINTKIT_WORKSPACE"] = _TEST_CACHE[-1]


def pytest_unconfigure(config):
    for folder in _TEST_CACHE:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def build_kit(tmp_path_factory):
    """Kits built on demand, once per set of KitOptions for the whole module: build_kit(game=…, …)."""
    import re

    from printkit.build import build
    from printkit.kit_model import KitOptions
    built: dict[tuple, Path] = {}

    def get(**options) -> Path:
        key = tuple(sorted(options.items()))
        if key not in built:
            out = tmp_path_factory.mktemp(re.sub(r"[^\w-]+", "-", "-".join(map(str, options.values())))[:60])
            build(KitOptions(**options), out)
            built[key] = out
        return built[key]
    return get
