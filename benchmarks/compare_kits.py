"""Compare two `build --all` output folders: byte-identical files, and for PDFs that differ,
whether their pages print the same (issue 15: a speed change must not change what prints).

    python -m printkit build --all --out /tmp/before        # on the old code
    python -m printkit build --all --out /tmp/after         # on the new code
    python benchmarks/compare_kits.py /tmp/before /tmp/after [--dpi 100]

Every PDF of both folders is matched by its relative path. Identical bytes are counted; for the
others, each page is rendered with pypdfium2 at --dpi and the share of pixels whose colour
differs by more than 16 levels in a channel is reported (0.000 % means the same print). A file in
one folder only, or a page count that differs, is listed. Exit status 1 when anything differs
beyond --tolerance (percent of pixels, default 0).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pypdfium2 as pdfium
from PIL import ImageChops


def differing_share(a: Path, b: Path, dpi: float) -> tuple[float, str]:
    """The largest share of differing pixels over the pages, and which page it was."""
    first, second = pdfium.PdfDocument(str(a)), pdfium.PdfDocument(str(b))
    if len(first) != len(second):
        return 100.0, f"{len(first)} pages against {len(second)}"
    worst, where = 0.0, ""
    for index in range(len(first)):
        one = first[index].render(scale=dpi / 72).to_pil().convert("RGB")
        two = second[index].render(scale=dpi / 72).to_pil().convert("RGB")
        if one.size != two.size:
            return 100.0, f"page {index + 1}: size {one.size} against {two.size}"
        diff = ImageChops.difference(one, two).convert("L").point(lambda v: 255 if v > 16 else 0)
        share = 100 * sum(diff.histogram()[255:]) / (one.size[0] * one.size[1])
        if share > worst:
            worst, where = share, f"page {index + 1}"
    return worst, where


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--dpi", type=float, default=100)
    parser.add_argument("--tolerance", type=float, default=0.0, help="percent of pixels allowed to differ")
    options = parser.parse_args()
    before = {p.relative_to(options.before) for p in options.before.rglob("*.pdf")}
    after = {p.relative_to(options.after) for p in options.after.rglob("*.pdf")}
    failed = False
    for path in sorted(before ^ after):
        print(f"only in {'before' if path in before else 'after'}: {path}")
        failed = True
    same = 0
    for path in sorted(before & after):
        a, b = options.before / path, options.after / path
        if a.read_bytes() == b.read_bytes():
            same += 1
            continue
        share, where = differing_share(a, b, options.dpi)
        flag = share > options.tolerance
        failed |= flag
        print(f"{'DIFFERS' if flag else 'bytes differ, prints the same'}: {path}: "
              f"{share:.3f} % of pixels at {options.dpi:g} dpi ({where or 'every page'})")
    print(f"{same} of {len(before & after)} PDFs byte-identical")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
