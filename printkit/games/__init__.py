"""The games that need code of their own: one package per game, printkit/games/<module>/.

A game's package holds everything its Python does: model, kit components, drawings, icons, the
referee and the worked examples its booklet prints. Its `__init__.py` is its one entry: it names
the modules that answer for the game, relative to the package:

    KIT = "kit"            # components(), facts(), card_list(), ... (DEVELOPING.md: a game's kit)
    REFEREE = "referee"    # CHECKS and explain() for `printkit score`; absent if the game has none

The engine never imports a game by name: it asks `shipped_part(module, "kit")`, which imports the
package the game's data names (its id with - -> _) and the one module it declares, nothing else.
Games import the engine; never the other way round, never one another (tests/test_layers.py).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache
from types import ModuleType

from printkit.errors import UsageError

PARTS = ("kit", "referee")


@lru_cache(maxsize=1)
def shipped() -> tuple[str, ...]:
    """Module names of the games whose package is in this folder."""
    return tuple(sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg))


def shipped_part(module: str, part: str) -> ModuleType | None:
    """The module a shipped game declares for `part` (kit, referee); None when printkit ships no
    such game or the game declares no such part."""
    if part not in PARTS:
        raise ValueError(f"unknown part {part!r}; expected one of: {', '.join(PARTS)}")
    if module not in shipped():
        return None
    package = importlib.import_module(f"{__name__}.{module}")
    declared = getattr(package, part.upper(), None)
    return importlib.import_module(f"{package.__name__}.{declared}") if declared else None


def shipped_kit(module: str) -> ModuleType:
    """The kit module of a shipped game; a one-line error when printkit ships none."""
    kit = shipped_part(module, "kit")
    if kit is None:
        raise UsageError(f"{module}: no game package printkit/games/{module}/ with a kit; "
                         f"expected one of: {', '.join(shipped())}")
    return kit
