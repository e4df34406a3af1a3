"""A designer's big deck: 500 cards from data alone, each with its own 300 dpi PNG picture.

    python benchmarks/designer_deck.py                    # 500 cards, 3 runs
    python benchmarks/designer_deck.py --cards 200 --runs 5 --keep /tmp/deck

Writes a workspace holding a data-only game (`engine = "cards"`): one CSV row per card (qty 1),
a front layout with a picture region 35 × 33 mm (the example deck's), and one PNG per card
drawn for it at 300 dpi (413 × 390 px, drawn as card art is: a gradient and outlined shapes,
about 22 kB each; `--grain` adds a photograph's fine noise, 190 kB each, the worst case for PNG;
`--jpeg` saves them as JPEG, as photographs are). Then times `printkit build` in fresh processes, as a user runs it: the first run with an
empty cache folder, the others with the cache that run left. Reported per run: wall time, CPU
time (user + system) and peak resident memory of the build process, and the pages and size of
the cards' PDF. The target (issue 26): under 5 s and 400 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = "big-deck"
BOX_MM = (35, 33)     # the example deck's picture box (decks new)
DPI = 300

GAME_TOML = """[game]
id = "big-deck"
title = "Big Deck"
engine = "cards"
code_prefix = "BD"
languages = ["en"]
players = { min = 2, max = 6, default = 4 }
card_size = "poker"

[credits]
original_title = "Big Deck"
authors = "printkit's benchmarks"
licence = "CC0 1.0"
original = true
{art}
[tables.cards]
file = "cards.csv"
[tables.cards.columns]
qty = { type = "int", min = 0 }
name = { type = "str", translatable = true }
colour = { type = "str" }
picture = { type = "str" }
text = { type = "str", translatable = true }

[[decks]]
id = "cards"
table = "cards"
letter = "C"
title = "Cards"
front = "front"
back = "back"
"""
LAYOUT = """[layouts.front]
background = "ivory"
[[layouts.front.regions]]
type = "band"
name = "head"
x = 0
y = 0
w = 63
h = 13
colour = "colour"
[[layouts.front.regions]]
type = "text"
name = "name"
column = "name"
x = 4
y = 2
w = 55
h = 9
size = 13
weight = "bold"
colour = "white"
[[layouts.front.regions]]
type = "picture"
name = "picture"
column = "picture"
x = 14
y = 18
w = {w}
h = {h}
[[layouts.front.regions]]
type = "text"
name = "text"
column = "text"
x = 5
y = 64
w = 53
h = 15
size = 9
[[layouts.front.regions]]
type = "code"
x = 38
y = 82
w = 22
h = 4

[layouts.back]
background = "#2c3e50"
[[layouts.back.regions]]
type = "text"
name = "title"
text = "{{title}}"
x = 5
y = 38
w = 53
h = 12
size = 16
colour = "white"
"""


def write_deck(folder: Path, cards: int, *, grain: bool = False, jpeg: bool = False) -> None:
    """The game folder: game.toml, layout.toml, cards.csv and one picture per card."""
    deck = folder / "decks" / GAME
    (deck / "pictures").mkdir(parents=True, exist_ok=True)
    width, height = (round(side / 25.4 * DPI) for side in BOX_MM)
    chance = random.Random(26)
    rows, art = ["qty,name,colour,picture,text"], []
    for number in range(1, cards + 1):
        name = f"pictures/card-{number:03d}.{'jpg' if jpeg else 'png'}"
        path = deck / name
        if not path.exists():
            path.write_bytes(picture(width, height, chance, grain=grain, jpeg=jpeg))
        colour = "#%02x%02x%02x" % tuple(chance.randrange(30, 160) for _ in range(3))
        rows.append(f"1,Card {number},{colour},{name},The text of card {number}: draw one and play it at once.")
        art.append(f'[[credits.art]]\nfile = "{name}"\nauthor = "printkit\'s benchmarks"\nlicence = "CC0 1.0"\n')
    (deck / "cards.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (deck / "game.toml").write_text(GAME_TOML.replace("{art}", "\n".join(art)), encoding="utf-8")
    (deck / "layout.toml").write_text(LAYOUT.format(w=BOX_MM[0], h=BOX_MM[1]), encoding="utf-8")


def picture(width: int, height: int, chance: random.Random, *, grain: bool = False, jpeg: bool = False) -> bytes:
    """A picture as a PNG, drawn as card art is: a sky-to-ground gradient and shapes with dark
    outlines, anti-aliased; `grain`: with a photograph's fine noise over it (PNG compresses it
    far less, and so does the PDF)."""
    import io

    from PIL import Image, ImageDraw, ImageFilter
    top, bottom = (tuple(chance.randrange(40, 230) for _ in range(3)) for _ in range(2))
    image = Image.linear_gradient("L").resize((width, height))
    image = Image.composite(Image.new("RGB", (width, height), bottom), Image.new("RGB", (width, height), top), image)
    draw = ImageDraw.Draw(image)
    for _ in range(8):
        x, y, r = chance.randrange(width), chance.randrange(height), chance.randrange(20, 110)
        draw.ellipse((x - r, y - r * 0.7, x + r, y + r * 0.7), fill=tuple(chance.randrange(256) for _ in range(3)),
                     outline=(30, 30, 30), width=3)
    image = image.filter(ImageFilter.GaussianBlur(1))
    if grain:
        image = Image.blend(image, Image.effect_noise((width, height), 24).convert("RGB"), 0.06)
    out = io.BytesIO()
    image.save(out, format="JPEG" if jpeg else "PNG", dpi=(DPI, DPI), **({"quality": 90} if jpeg else {}))
    return out.getvalue()


MEASURE = """
import resource, subprocess, sys, time
started = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
wall = time.perf_counter() - started
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(done.returncode, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
sys.stderr.write(done.stderr)
"""


def one_build(workspace: Path, cache: Path, out: Path) -> tuple[float, float, float]:
    """(wall s, CPU s, peak RSS MB) of one `printkit build` in a process of its own."""
    env = dict(os.environ, PRINTKIT_WORKSPACE=str(workspace), PRINTKIT_CACHE_DIR=str(cache))
    command = [sys.executable, "-c", MEASURE, sys.executable, "-m", "printkit", "build", GAME, "--out", str(out)]
    done = subprocess.run(command, cwd=workspace, env=env, capture_output=True, text=True, check=True)
    code, wall, cpu, peak = done.stdout.split()
    if code != "0":
        raise SystemExit(f"the build failed:\n{done.stderr}")
    return float(wall), float(cpu), int(peak) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", type=Path, default=None, help="Write the workspace here and keep it.")
    parser.add_argument("--grain", action="store_true", help="Pictures with a photograph's grain (PNG at its worst).")
    parser.add_argument("--jpeg", action="store_true", help="The pictures as JPEG (quality 90), as photographs are.")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        workspace = options.keep or Path(scratch) / "workspace"
        write_deck(workspace, options.cards, grain=options.grain, jpeg=options.jpeg)
        cache = Path(scratch) / "cache"
        results = []
        for run in range(options.runs):
            out = Path(scratch) / f"out-{run}"
            results.append(one_build(workspace, cache, out))
            manifest = json.loads((out / "manifest.json").read_text())
            cards_pdf = next(f for f in manifest["files"] if f["path"].endswith("-cards-cards.pdf"))
            size = (out / cards_pdf["path"]).stat().st_size / 1e6
            wall, cpu, peak = results[-1]
            print(f"run {run + 1} ({'empty cache' if run == 0 else 'warm cache'}): {wall:.2f} s wall, "
                  f"{cpu:.2f} s CPU, peak RSS {peak:.0f} MB; {cards_pdf['pages']} pages, {size:.1f} MB")
    pictures = sum(1 for _ in (workspace / "decks" / GAME / "pictures").iterdir()) if options.keep else options.cards
    warm = results[1:] or results
    print(f"{options.cards} cards, {pictures} pictures of {BOX_MM[0]} × {BOX_MM[1]} mm at {DPI} dpi: "
          f"median warm {statistics.median(r[0] for r in warm):.2f} s wall, "
          f"{statistics.median(r[1] for r in warm):.2f} s CPU, peak {max(r[2] for r in results):.0f} MB "
          f"(load average {os.getloadavg()[0]:.1f} at the end)")


if __name__ == "__main__":
    main()
