"""The dependency direction of ARCHITECTURE.md / DEVELOPING.md, checked by walking the imports with ast.

Lower layers never import higher ones: model, layout, render and referee know nothing of kits,
build, validate or the command line; only render imports reportlab; only cli imports click.
The web pages (`web/`) sit beside cli at the top: nothing but cli (its `serve` command) imports
them, and they never import cli; only web imports flask, werkzeug and waitress.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "printkit"

# layer -> printkit modules (first component after `printkit.`) it must not import
LEAVES = {"errors": set(), "units": set(), "schema": {"units"}}   # layer -> the only printkit modules it may import
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


def layer_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0].removesuffix(".py")


FILES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_reverse_edge(path):
    layer = layer_of(path)
    forbidden = ALL - LEAVES[layer] - {layer} if layer in LEAVES else FORBIDDEN.get(layer, {"web"} if layer != "cli" else set())
    bad = sorted(name for top, name in imports_of(path) if name.startswith("printkit.") and top in forbidden)
    assert bad == [], f"{path.relative_to(PACKAGE)} ({layer}) imports {bad}"


@pytest.mark.parametrize("library, allowed", [("click", {"cli"}), ("reportlab", {"render"}), ("flask", {"web"}),
                                               ("werkzeug", {"web"}), ("waitress", {"web"}), ("selenium", set())])
def test_third_party_libraries_stay_in_their_layer(library, allowed):
    users = sorted({layer_of(p) for p in FILES if any(top == library for top, _ in imports_of(p))})
    assert set(users) <= allowed, f"{library} imported from {users}"
