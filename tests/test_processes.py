"""The suite leaves nothing running: a test that leaves a child process fails (tests/conftest.py)."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest

from tests import processes
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(not processes.available(), reason="reads /proc/<pid>/task/<tid>/children (Linux)")


def test_a_child_is_seen_and_stopped():
    child = subprocess.Popen(["sleep", "30"])
    assert child.pid in processes.children()
    (described,) = processes.stop_left({child.pid})
    assert re.fullmatch(rf"{child.pid} \[[RS]\] sleep 30", described)
    assert child.pid not in processes.children()
    child.returncode = -9   # stopped above: nothing left for Popen to wait for


def test_a_child_that_has_ended_is_reaped_not_counted():
    child = subprocess.Popen(["true"])
    while processes.describe(child.pid).split()[1] != "[Z]":
        pass
    assert processes.stop_left({child.pid}) == []
    assert child.pid not in processes.children()
    child.returncode = 0


def test_an_orphaned_grandchild_comes_back_to_the_test_process():
    """`sh` starts `sleep` in the background and exits: the orphan is handed to the test process
    (a child subreaper), not to init, so the check sees it."""
    done = subprocess.run(["sh", "-c", "sleep 30 >/dev/null 2>&1 & echo $!"], capture_output=True, text=True, check=True)
    orphan = int(done.stdout)
    assert orphan in processes.children()
    (described,) = processes.stop_left({orphan})
    assert re.fullmatch(rf"{orphan} \[[RS]\] sleep 30", described)


LEAKY = textwrap.dedent('''
    import os, subprocess, time

    from tests.conftest import leaves_no_process, leaves_no_process_at_the_end, empty_workspace  # noqa: F401


    def test_forgets_a_forked_worker():
        pid = os.fork()
        if pid == 0:            # a worker that never ends, as a forked pytest: `python -m pytest`
            time.sleep(60)
            os._exit(0)


    def test_forgets_a_subprocess():
        subprocess.Popen(["sleep", "60"])


    def test_waits_for_what_it_starts():
        subprocess.run(["true"], check=True)
''')


def test_a_test_that_leaves_a_process_fails_and_names_it(pytester):
    pytester.makeconftest("")
    pytester.makepyfile(test_leaky=LEAKY)
    result = pytester.runpytest_subprocess("-p", "no:xdist", "-p", "no:cacheprovider", "-q",
                                           f"--rootdir={pytester.path}", "-o", f"pythonpath={ROOT}")
    result.assert_outcomes(passed=3, errors=2)
    output = result.stdout.str()
    assert "ERROR at teardown of test_forgets_a_forked_worker" in output
    assert "ERROR at teardown of test_forgets_a_subprocess" in output
    assert re.search(r"the test left 1 process\(es\) running: \d+ \[[RS]\] sleep 60", output)
    # the forked worker, a `python -m pytest` left running:
    assert re.search(rf"the test left 1 process\(es\) running: \d+ \[[RS]\] {re.escape(sys.executable)} -mpytest ", output)
