"""The versions a CI run tests, against the set last tested (.ci/tested.txt).

    python .ci/versions.py freeze PYTHON OUT      # what PYTHON's venv holds, as pip constraints (printkit left out)
    python .ci/versions.py changes OLD NEW         # one line per package added, removed or moved since OLD

.ci/run installs the newest releases of the day (`pip install '.[test]'`), writes their set with
`freeze`, says with `changes` what moved since the last green run, and keeps the new set as
.ci/tested.txt once the tests pass; a red run is reproduced with
`pip install -c .ci/tested.txt '.[test]'` (the last green set) or with the run's own printed versions.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HEADER = ("# The versions of every package the last green `.ci/run` tested on the newest releases\n"
          "# (`pip install '.[test]'` on that day). Reproduce: pip install -c .ci/tested.txt '.[test]'\n")


def pins(text: str) -> dict[str, str]:
    """{normalised name: version} of `name==version` lines."""
    found = {}
    for line in text.splitlines():
        name, equals, version = line.strip().partition("==")
        if equals and not line.startswith("#"):
            found[name.lower().replace("_", "-")] = version
    return found


def freeze(python: str, out: Path) -> None:
    listed = subprocess.run([python, "-m", "pip", "freeze", "--exclude-editable"], capture_output=True, text=True,
                            check=True).stdout
    kept = sorted((line for line in listed.splitlines() if "==" in line and not line.lower().startswith("printkit")),
                  key=str.lower)
    out.write_text(HEADER + "\n".join(kept) + "\n", encoding="utf-8")


def changes(old: Path, new: Path) -> list[str]:
    before = pins(old.read_text(encoding="utf-8")) if old.exists() else {}
    after = pins(new.read_text(encoding="utf-8"))
    lines = [f"{name}: {before.get(name, '(new)')} -> {after.get(name, '(gone)')}"
             for name in sorted(before.keys() | after.keys()) if before.get(name) != after.get(name)]
    return lines


def main() -> None:
    command, *args = sys.argv[1:]
    if command == "freeze":
        freeze(args[0], Path(args[1]))
    elif command == "changes":
        found = changes(Path(args[0]), Path(args[1]))
        print("versions: the same as the last green run (.ci/tested.txt)" if not found else
              "versions changed since the last green run (.ci/tested.txt):\n  " + "\n  ".join(found))
    else:
        sys.exit(f"unknown command {command!r}: expected freeze or changes")


if __name__ == "__main__":
    main()
