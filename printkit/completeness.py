"""How complete a language is for one game's kit: what `build --all` asks before building it (issue 12).

Complete means every entry of the game's template and of the shared one is translated (not
empty, not fuzzy) in the language's catalogs, workspace or shipped, as `Translator` finds them.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from printkit.cache import cache_dir, store
from printkit.i18n import COMMON_DOMAIN, PSEUDO_LANGS, SOURCE_LANG, Catalogs, load_catalog, template_path


TEMPLATE_KEYS_CACHE = "template-keys-1"   # bump when the stored form changes


def template_keys(domain: str, catalogs: Catalogs | None = None) -> frozenset:
    """The entries of a domain's template, keyed as `Table` keys them; kept in the user's cache
    under the SHA-256 of the .pot (reading it takes 1 to 3 ms: printkit/po_reader.py).
    `catalogs`: the template found already (a game's), else it is looked up."""
    path = catalogs.templates[domain] if catalogs is not None else template_path(domain)
    if not path.exists():
        return frozenset()
    source = path.read_bytes()
    folder = cache_dir(TEMPLATE_KEYS_CACHE)
    stored = folder / f"{hashlib.sha256(source).hexdigest()}.json" if folder else None
    try:
        if stored is not None and stored.exists():
            return _stored_keys(stored)
    except (OSError, ValueError, TypeError):
        pass
    from printkit.po_reader import read_messages
    keys = frozenset((m.context, m.id if isinstance(m.id, str) else tuple(m.id[:2]))
                     for m in read_messages(source, domain).messages)
    if stored is not None:
        entries = sorted(([ctx, msgid] for ctx, msgid in keys), key=lambda e: (e[0] or "", str(e[1])))
        store(stored, json.dumps(entries, ensure_ascii=False))
    return keys


@lru_cache(maxsize=32)
def _stored_keys(stored: Path) -> frozenset:
    """The keys kept in `stored` (named by the template's SHA-256, so never stale), read once per
    process: `build --all` asks for the shared template's keys once per kit (measured: 6 of its
    10 readings were the same file). A file that cannot be read raises, and is not remembered."""
    return frozenset((ctx, msgid if isinstance(msgid, str) else tuple(msgid))
                     for ctx, msgid in json.loads(stored.read_text(encoding="utf-8")))


def untranslated(game_id: str, lang: str, catalogs: Catalogs | None = None) -> int:
    """How many entries of the game's and the shared template a kit in `lang` would print in
    English (missing, empty or fuzzy in both catalogs): 0 for a complete language.
    `catalogs`: the game's catalogs found already (registry.Game), else they are looked up."""
    if lang in (SOURCE_LANG, *PSEUDO_LANGS):
        return 0
    wanted = template_keys(game_id, catalogs) | template_keys(COMMON_DOMAIN, catalogs)
    found = set(load_catalog(game_id, lang, catalogs)) | set(load_catalog(COMMON_DOMAIN, lang, catalogs))
    return len(wanted - found)
