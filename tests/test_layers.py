"""The dependency direction of ARCHITECTURE.md / DEVELOPING.md, checked by walking the imports with ast.

Lower layers never import higher ones: model, layout, render and referee know nothing of kits,
build, validate or the command line; only render imports reportlab; only cli imports click.
The web pages (`web/`) sit beside cli at the top: nothing but cli (its `serve` command) imports
them, and they never import cli; only web imports flask, werkzeug and waitress.
Games (printkit/games/<game>/) import the engine, never the other way round and never one
another; inside a game, each module keeps the layer its name says (model*, kit*, referee*,
layout*; the others draw, as render/ does). Games and the card engine draw only through the
one drawing vocabulary (render/draw.py) and a short list of kit-level entry points.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "printkit"

# layer -> printkit modules (first component after `printkit.`) it must not import
LEAVES = {"errors": set(), "units": set(), "schema": {"units"}, "durable": set(), "crash": {"durable", "userdirs"}}   # layer -> the only printkit modules it may import
FORBIDDEN = {
    "loader": {"model", "layout", "render", "kits", "build", "validate", "referee", "cli", "i18n"},
    "model": {"layout", "render", "kits", "build", "validate", "referee", "cli", "i18n"},
    "layout": {"model", "render", "kits", "build", "validate", "referee", "cli", "i18n"},
    "render": {"kits", "build", "validate", "referee", "cli"},
    "referee": {"render", "kits", "build", "validate", "cli", "layout"},
    "kits": {"build", "validate", "cli"},
    "web": {"cli"},
}
for _layer, _forbidden in FORBIDDEN.items():
    if _layer != "web":
        _forbidden.add("web")
ALL = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir() if not p.name.startswith("_")}


def imports_of(path: Path) -> set[tuple[str, str]]:
    """(imported top-level printkit module, imported full name) pairs, and third-party roots."""
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                 and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
                 for n in ast.walk(block)}
    for node in ast.walk(tree):
        if id(node) in type_only:   # annotations only: nothing is imported at run time
            continue
        names = [node.module] if isinstance(node, ast.ImportFrom) and node.module else \
            [a.name for a in node.names] if isinstance(node, ast.Import) else []
        for name in names:
            parts = name.split(".")
            found.add((parts[1] if parts[0] == "printkit" and len(parts) > 1 else parts[0], name))
    return found


GAMES = "games"
GAME_ROLES = (("model", "model"), ("kit", "kits"), ("referee", "referee"), ("layout", "layout"))


def game_of(path: Path) -> str | None:
    """The game package a file belongs to (printkit/games/<game>/…), None for the engine."""
    parts = path.relative_to(PACKAGE).parts
    return parts[1] if parts[0] == GAMES and len(parts) > 2 else None


def role_of(module: str) -> str:
    """The engine layer a game's module stands for, by its name: model*, kit*, referee*, layout*;
    anything else draws (render). The package's own __init__ is its entry: no imports of its own."""
    for prefix, layer in GAME_ROLES:
        if module.startswith(prefix):
            return layer
    return "render"


def layer_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    if game_of(path) is not None:
        return role_of(relative.parts[-1].removesuffix(".py"))
    return relative.parts[0].removesuffix(".py")


FILES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_reverse_edge(path):
    layer = layer_of(path)
    forbidden = ALL - LEAVES[layer] - {layer} if layer in LEAVES else FORBIDDEN.get(layer, {"web"} if layer != "cli" else set())
    engine = [(top, name) for top, name in imports_of(path) if name.startswith("printkit.") and top != GAMES]
    bad = sorted(name for top, name in engine if top in forbidden)
    assert bad == [], f"{path.relative_to(PACKAGE)} ({layer}) imports {bad}"


def game_imports(path: Path) -> list[str]:
    """The modules of printkit/games/<game>/ that a file imports (`from printkit.games.x import y`
    counts as printkit.games.x.y: the game's entry package names no module of its own)."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(f"printkit.{GAMES}."):
            found += [f"{node.module}.{alias.name}" if node.module.count(".") == 2 else node.module for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith(f"printkit.{GAMES}.")]
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_engine_never_imports_a_game_and_games_never_import_each_other(path):
    game = game_of(path)
    imported = game_imports(path)
    if game is None:
        assert imported == [], f"{path.relative_to(PACKAGE)} (engine) imports the game module(s) {imported}"
        return
    others = sorted(name for name in imported if name.split(".")[2] != game)
    assert others == [], f"{path.relative_to(PACKAGE)} ({game}) imports another game: {others}"
    layer = layer_of(path)
    own = [name for name in imported if len(name.split(".")) > 3]
    bad = sorted(name for name in own if role_of(name.split(".")[3]) in FORBIDDEN.get(layer, {"web"} if layer != "cli" else set()))
    assert bad == [], f"{path.relative_to(PACKAGE)} ({game}, {layer}) imports its game's {bad}"


def test_every_game_package_is_checked():
    """The rules above see every game (a new game folder is checked without editing this file)."""
    games = sorted(p.name for p in (PACKAGE / GAMES).iterdir() if (p / "__init__.py").is_file())
    assert games and {game_of(p) for p in FILES} - {None} == set(games)


@pytest.mark.parametrize("library, allowed", [("click", {"cli"}), ("reportlab", {"render"}), ("flask", {"web"}),
                                               ("werkzeug", {"web"}), ("waitress", {"web"}), ("selenium", set())])
def test_third_party_libraries_stay_in_their_layer(library, allowed):
    users = sorted({layer_of(p) for p in FILES if any(top == library for top, _ in imports_of(p))})
    assert set(users) <= allowed, f"{library} imported from {users}"


# The one drawing vocabulary (render/draw.py): games and the card engine draw through it and
# reach the rest of render/ only through these kit-level entry points, which make whole
# components or register icons; none of them is a drawing primitive.
VOCABULARY = "printkit.render.draw"
ENTRY_POINTS = {
    "printkit.render.pdf": {"DocInfo", "render_pages"},
    "printkit.render.cards": {"CardJob", "SheetOptions", "draw_card_sheets"},
    "printkit.render.booklet": {"render_booklet"},
    "printkit.render.cover": {"CoverSpec", "language_name", "render_cover"},
    "printkit.render.aid": {"AidRow", "AidSpec", "render_aid"},
    "printkit.render.icons.svg_files": {"register_svg_icons"},
}
CARD_ENGINE = (PACKAGE / "kits" / "card_game.py", PACKAGE / "render" / "card_regions.py")
CARD_ENGINE_DRAWING = {"printkit.render.card_regions": {"Face", "colour_slot", "draw_front", "draw_regions", "fit_problems"}}   # for card_game.py
DRAWERS = [p for p in FILES if game_of(p) is not None] + list(CARD_ENGINE)
DRAW_MODULE = ast.parse((PACKAGE / "render" / "draw.py").read_text(encoding="utf-8"))


def vocabulary() -> set[str]:
    """The names render/draw.py offers (its __all__, read without importing it)."""
    for node in DRAW_MODULE.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    raise AssertionError("render/draw.py has no __all__")


def pen_privates() -> set[str]:
    """The Pen's own private members (`_at_once`, `_saved`, …): how it writes, not what it offers."""
    pen = next(node for node in DRAW_MODULE.body if isinstance(node, ast.ClassDef) and node.name == "Pen")
    return {node.name for node in pen.body if isinstance(node, ast.FunctionDef)
            and node.name.startswith("_") and not node.name.endswith("__")}


# What a Pen or a flowable draws on, and how the Pen writes: render/'s business.
UNDER_THE_PEN = {"canvas", "canv"} | pen_privates()


def drawing_breaches(source: str, own: dict[str, set[str]] | None = None) -> list[str]:
    """What a drawing module does beyond the vocabulary: render names it may not import (but
    `own`), any reportlab import, any reach under the Pen (`.canvas`)."""
    allowed = {VOCABULARY: vocabulary(), **ENTRY_POINTS, **(own or {})}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            module = node.module
            if module.split(".")[0] == "reportlab":
                found.append(f"imports {module}")
            elif module == "printkit.render" or module.startswith("printkit.render."):
                found += [f"imports {module}.{a.name}" for a in node.names if a.name not in allowed.get(module, ())]
        elif isinstance(node, ast.Import):
            found += [f"imports {a.name}" for a in node.names
                      if a.name.split(".")[0] == "reportlab" or a.name.startswith("printkit.render")]
        elif isinstance(node, ast.Attribute) and node.attr in UNDER_THE_PEN:
            found.append(f"reaches .{node.attr} (line {node.lineno})")
    return found


@pytest.mark.parametrize("path", DRAWERS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_games_and_the_card_engine_draw_only_through_the_vocabulary(path):
    own = CARD_ENGINE_DRAWING if path == CARD_ENGINE[0] else None
    breaches = drawing_breaches(path.read_text(encoding="utf-8"), own)
    assert breaches == [], f"{path.relative_to(PACKAGE)}: {breaches}"


@pytest.mark.parametrize("line, breach", [
    ("from printkit.render.paint import fill_op", "imports printkit.render.paint.fill_op"),
    ("from printkit.render.shapes import round_rect_path", "imports printkit.render.shapes.round_rect_path"),
    ("from printkit.render.draw import paint_op", "imports printkit.render.draw.paint_op"),
    ("from printkit.render import fonts", "imports printkit.render.fonts"),
    ("from printkit.render.pdf import set_page", "imports printkit.render.pdf.set_page"),
    ("from reportlab.lib import colors", "imports reportlab.lib"),
    ("import reportlab.pdfgen.canvas", "imports reportlab.pdfgen.canvas"),
    ("def f(pen):\n    pen.canvas.rect(0, 0, 1, 1)", "reaches .canvas (line 2)"),
    ("def draw(self):\n    self.canv.saveState()", "reaches .canv (line 2)"),
    ("def f(pen):\n    with pen._saved():\n        pass", "reaches ._saved (line 2)"),
])
def test_a_drawing_that_steps_outside_the_vocabulary_is_named(line, breach):
    assert drawing_breaches(line) == [breach]
    assert drawing_breaches("from printkit.render.draw import BOLD, Pen, hex_colour\n"
                            "from printkit.render.cards import CardJob\n") == []
