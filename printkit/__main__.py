"""`python -m printkit` and the `printkit` command (pyproject's console script): the command line.

The garbage collector is off while the command line's modules are imported (click, the kit
options, the loader …): they live as long as the process, so scanning them is wasted work. What
they made is then frozen (`gc.freeze`: never scanned again) before the collector is turned on, so
that its first collections do not scan all of it as young objects. It is on again before any
command runs; `build --all` then sets it for its batch (build_all._warm_up).

An exception while the command line is imported (a dependency missing or broken) reaches the
user as one line and a crash report (printkit/crash.py), as any other bug does.
"""

import gc
import sys


def main() -> None:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        from printkit.cli import run
        gc.freeze()
    except Exception as error:
        from printkit.crash import tell
        sys.exit(tell("printkit (starting)", error))
    finally:
        if was_enabled:
            gc.enable()
    run()


if __name__ == "__main__":
    main()
