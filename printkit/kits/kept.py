"""What a game makes from its data alone, kept between runs too: its booklet's worked examples.

`loader.derived` makes such a value once per process. `kept_derived` also keeps it in the user's
cache folder (printkit/cache.py) as JSON, named by the function, the game folder's files
(`loader.folder_hash`) and printkit's code (`render/form_store.code_fingerprint`: reportlab's
version and every printkit source file), so that changing the data or the code makes it again.
Making the worked examples means importing and running the game's referee; reading them back
is a small JSON read, so a build whose data and code are unchanged skips the referee altogether.

A value JSON does not give back as it was (a tuple, an enum, a number as a dictionary key, NaN) is not kept:
it is made each time. Worked examples are data the booklet's template prints through
the catalogs; nothing rendered is kept.
"""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Callable, TypeVar

from printkit import cache
from printkit.loader import GameData, derived, folder_hash

FOLDER = "derived-1"   # bump when the stored form changes
T = TypeVar("T")


def kept_derived(make: Callable[[GameData], T]) -> Callable[[GameData], T]:
    """`derived(make)`, its value also read from and kept in the cache folder (see the module)."""
    @derived
    @functools.wraps(make)
    def once(data: GameData) -> T:
        entry = _entry(make, data)
        if entry is not None:
            try:
                return json.loads(entry.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                pass
        value = make(data)
        if entry is not None:
            text = json.dumps(value, ensure_ascii=False)
            if _same(json.loads(text), value):
                cache.store(entry, text)
        return value
    return once


def _same(read, made) -> bool:
    """`read` is `made`, value for value and kind for kind (an IntEnum reads back as an int that
    compares equal but prints otherwise; a tuple as a list)."""
    if type(read) is not type(made):
        return False
    if type(made) is dict:
        return list(read) == list(made) and all(_same(read[key], made[key]) for key in made)
    if type(made) is list:
        return len(read) == len(made) and all(_same(a, b) for a, b in zip(read, made))
    return read == made


def _entry(make: Callable, data: GameData):
    folder = cache.cache_dir(FOLDER)
    if folder is None:
        return None
    from printkit.render.form_store import code_fingerprint   # made once per process (build --all: before the fork)
    name = f"{make.__module__}.{make.__qualname__}|{data.id}|{folder_hash(data)}|{code_fingerprint()}"
    return folder / (hashlib.sha256(name.encode()).hexdigest() + ".json")
