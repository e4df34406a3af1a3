"""CI smoke test on the lowest declared dependency versions (issue 15).

    python .ci/smoke_lowest.py --main .venv/bin/python --lowest .venv-lowest/bin/python

Builds every game in every shipped language (`printkit build --all`: one process per interpreter,
so the whole step takes seconds) with both interpreters, each from an empty cache folder, then:

- compares every PDF of the two builds byte for byte, after one normalisation: reportlab writes its
  own name in a comment line of the header and of the trailer, and that comment changed between
  versions (4.2: "http://www.reportlab.com", 5.x: "(opensource)"); the comment shifts the
  cross-reference offsets by a few bytes. So the two comment lines are replaced by one fixed text
  and the offsets of the xref table and `startxref` are recomputed, nothing else: every object,
  every stream, the document ID must be the same bytes;
- compares the manifests with their checksums left out (the checksums are of those bytes);
- runs `printkit validate GAME --kit DIR` on every kit of the lowest build (files, counts and the
  codes read back from the PDFs with the lowest pypdf).

Exit 1 with one line per difference; 0 when the builds agree.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# reportlab's own comment lines, whose wording depends on its version (pdfbase/pdfdoc.py).
_HEADER_COMMENT = re.compile(rb"(\n%\x93\x8c\x8b\x9e ReportLab Generated PDF document)[^\n]*\n")
_DIGEST_COMMENT = re.compile(rb"(\n% ReportLab generated PDF document -- digest)[^\n]*\n")
_XREF = re.compile(rb"\nxref\n0 (\d+)\n(?:\d{10} \d{5} [fn] ?\n)+")
_STARTXREF = re.compile(rb"\nstartxref\n\d+\n")
_OBJECT = re.compile(rb"\n(\d+) 0 obj\n")


def normalised(pdf: bytes) -> bytes:
    """`pdf` with reportlab's version-dependent comments fixed and the offsets that follow from
    them recomputed. Other producers' files (pdfjoin's kit files) are returned unchanged."""
    fixed = _HEADER_COMMENT.sub(rb"\1 (reportlab)\n", pdf, count=1)
    fixed = _DIGEST_COMMENT.sub(rb"\1 (reportlab)\n", fixed, count=1)
    if fixed == pdf:
        return pdf
    offsets = {int(m.group(1)): m.start() + 1 for m in _OBJECT.finditer(fixed)}
    table = _XREF.search(fixed)
    if table is None:
        return fixed
    count = int(table.group(1))
    rows = [b"0000000000 65535 f \n"] + [b"%010d 00000 n \n" % offsets.get(n, 0) for n in range(1, count)]
    fixed = fixed[:table.start()] + b"\nxref\n0 %d\n" % count + b"".join(rows) + fixed[table.end():]
    start = fixed.rfind(b"\nxref\n") + 1
    return _STARTXREF.sub(b"\nstartxref\n%d\n" % start, fixed)


def build(python: str, out: Path, cache: Path) -> None:
    env = {**os.environ, "PRINTKIT_CACHE_DIR": str(cache)}
    done = subprocess.run([python, "-m", "printkit", "build", "--all", "--out", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"smoke: {python} -m printkit build --all failed (exit {done.returncode}): {done.stderr.strip()[-500:]}")


def manifest_without_checksums(path: Path) -> dict:
    manifest = json.loads(path.read_text(encoding="utf-8"))
    for entry in manifest.get("files", []):
        entry.pop("sha256", None)
    return manifest


def differences(main: Path, lowest: Path) -> list[str]:
    found = []
    main_files = sorted(p.relative_to(main) for p in main.rglob("*") if p.is_file())
    lowest_files = sorted(p.relative_to(lowest) for p in lowest.rglob("*") if p.is_file())
    if main_files != lowest_files:
        found.append(f"files differ: only main {sorted(set(main_files) - set(lowest_files))}, "
                     f"only lowest {sorted(set(lowest_files) - set(main_files))}")
    for relative in sorted(set(main_files) & set(lowest_files)):
        a, b = main / relative, lowest / relative
        if relative.suffix == ".pdf" and normalised(a.read_bytes()) != normalised(b.read_bytes()):
            found.append(f"{relative}: the PDFs differ (beyond reportlab's version comment)")
        elif relative.name == "manifest.json" and manifest_without_checksums(a) != manifest_without_checksums(b):
            found.append(f"{relative}: the manifests differ")
    return found


def validate(python: str, kits: Path, cache: Path) -> list[str]:
    found = []
    for kit in sorted(p.parent for p in kits.glob("*/*/manifest.json")):
        game = kit.parent.name
        done = subprocess.run([python, "-m", "printkit", "validate", game, "--kit", str(kit)], cwd=ROOT,
                              env={**os.environ, "PRINTKIT_CACHE_DIR": str(cache)}, capture_output=True, text=True)
        if done.returncode != 0:
            found.append(f"validate {game} --kit {kit.relative_to(kits)}: exit {done.returncode}: "
                         f"{(done.stdout + done.stderr).strip()[-400:]}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--main", required=True, help="the interpreter with the newest dependencies")
    parser.add_argument("--lowest", required=True, help="the interpreter with the lowest declared versions")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        build(options.main, tmp_path / "main", tmp_path / "cache-main")
        build(options.lowest, tmp_path / "lowest", tmp_path / "cache-lowest")
        found = differences(tmp_path / "main", tmp_path / "lowest")
        found += validate(options.lowest, tmp_path / "lowest", tmp_path / "cache-lowest")
        pdfs = len(list((tmp_path / "main").rglob("*.pdf")))
    for line in found:
        print(f"smoke: {line}", file=sys.stderr)
    if found:
        sys.exit(1)
    print(f"smoke: lowest versions agree: {pdfs} PDFs the same bytes (reportlab's comment aside), every kit valid")


if __name__ == "__main__":
    main()
