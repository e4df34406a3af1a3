"""`printkit decks copy GAME`: the shipped game folder copied into the workspace, to change it there.

Once copied, builds, `cards`, `validate` and the referees read the copy (printkit/workspace.py);
the shipped data is never written. A copy that is already there is never overwritten: it may
hold the organiser's changes.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from printkit import resources, workspace
from printkit.errors import PrintkitError, UsageError


def copy_game(game: str) -> Path:
    """Copy decks/<game>/ from the shipped data into the workspace; returns the new folder.

    The copy is made under a temporary name beside its destination, then renamed into place,
    so an interrupted copy never looks like a finished one."""
    shipped = sorted(p.parent.name for p in resources.decks_dir().glob(f"*/{workspace.GAME_FILE}"))
    if game not in shipped:
        raise UsageError(f"GAME: printkit ships no game {game!r}; expected one of: {', '.join(shipped)}")
    target = workspace.writable("decks", game)
    if target.exists():
        raise UsageError(f"{target}: already exists; change the copy there, or delete it to copy "
                         f"the shipped {game} again")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{game}.", suffix=".part"))
        try:
            shutil.copytree(resources.decks_dir() / game, staging / game,
                            ignore=shutil.ignore_patterns("__pycache__", ".*"))
            (staging / game).rename(target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    except OSError as exc:
        raise PrintkitError(f"{target}: cannot copy the game here ({exc.strerror or exc})") from None
    return target
