"""Every PDF the tests write opens without an error in qpdf, poppler and PDFium (issue 26).

A session fixture in tests/conftest.py calls `problems_in` on the session's temporary folder when
the tests end: each distinct PDF found there (tests write the same kit many times: checked once
by its bytes) goes through `qpdf --check`, poppler's `pdftoppm` (any "Error" on its standard
error is a problem: poppler draws past a broken resource, saying so) and a PDFium rendering of
every page. qpdf and poppler are Debian packages (`apt-get install qpdf poppler-utils`); a check
whose tool is absent is skipped and said once. A whole file is checked (from `%PDF-` to
`%%EOF`): printkit writes whole files or none, and the stand-in bytes some tests write to damage
a kit are not checked; a test that writes a whole broken PDF on purpose names it `*.broken.pdf`.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TOOLS = ("qpdf", "pdftoppm")


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def problems_in(folder: Path, claims: Path | None = None) -> list[str]:
    """`path: tool: what it said` for every distinct PDF under folder that does not open cleanly.

    `claims`: a folder shared by the processes of one session (pytest-xdist's workers), where a
    process claims each PDF it checks by its SHA-256; a PDF another process claimed is checked
    there (the workers build many of the same kits)."""
    distinct: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.pdf")):
        if path.name.endswith(".broken.pdf") or not path.is_file():
            continue
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:]:
            # A whole file; a test's stand-in bytes (b"%PDF-broken", a cut copy: a damaged kit, a
            # damaged cache entry) are not a PDF printkit wrote: it writes whole files or none.
            distinct.setdefault(hashlib.sha256(data).hexdigest(), path)
    if claims is not None:
        distinct = {digest: path for digest, path in distinct.items() if _claimed(claims / digest)}
    tools = [tool for tool in TOOLS if shutil.which(tool)]
    with ThreadPoolExecutor(max_workers=2) as pool:   # the tools run as processes: threads wait for them
        external = pool.map(lambda path: _external(path, tools), distinct.values())
        found = [_pdfium(path) for path in distinct.values()]   # meanwhile; PDFium is not thread-safe: one at a time
        found += list(external)
    return [line for lines in found for line in lines]


def _claimed(marker: Path) -> bool:
    """True for the one process that creates `marker` first."""
    try:
        marker.touch(exist_ok=False)
    except FileExistsError:
        return False
    return True


def _external(path: Path, tools: list[str]) -> list[str]:
    problems = []
    if "qpdf" in tools:
        done = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
        if done.returncode != 0:
            said = " ".join((done.stderr or done.stdout).split())[:300]
            problems.append(f"{path}: qpdf --check: exit {done.returncode}: {said}")
    if "pdftoppm" in tools:
        done = subprocess.run(["pdftoppm", "-r", "4", "-gray", str(path)], capture_output=True)
        said = done.stderr.decode("utf-8", "replace")
        if done.returncode != 0 or "Error" in said:
            problems.append(f"{path}: pdftoppm: exit {done.returncode}: {' '.join(said.split())[:300]}")
    return problems


def _pdfium(path: Path) -> list[str]:
    import pypdfium2 as pdfium

    from printkit.pdfium_lock import PDFIUM
    try:
        with PDFIUM:
            document = pdfium.PdfDocument(str(path))
            try:
                for index in range(len(document)):
                    page = document[index]
                    page.render(scale=0.05).close()
                    page.close()
            finally:
                document.close()
    except Exception as exc:   # pypdfium2 raises PdfiumError and others: any of them is the problem reported
        return [f"{path}: pdfium: {exc}"]
    return []
