"""A text too long for its box, as the translator can act on it: the catalog entry that holds it.

A build draws every text at the largest size that fits, down to its box's minimum; below that it
stops (render/text.py `TextOverflow`), naming only the text. Most such texts are translations
that came out longer than the room the kit has (a sheet label, a card title), so the build then
draws the kit once more, watching every box as `printkit i18n check` does
(recording.RecordingTranslator), and names the entry that overflowed by its catalog file and
line, its context and its English, with the room it has. This runs only once a build has failed.
"""

from __future__ import annotations

from dataclasses import fields

from printkit.errors import DataError, PrintkitError, Source
from printkit.i18n import COMMON_DOMAIN, SOURCE_LANG
from printkit.i18n_tools.check import locate, translations
from printkit.i18n_tools.extract import render_kit
from printkit.i18n_tools.recording import RecordingTranslator
from printkit.kit_model import KitOptions
from printkit.registry import Game
from printkit.render.text import TextOverflow


def overflow_error(options: KitOptions, overflow: TextOverflow, game: Game) -> PrintkitError:
    """The one-line error for a build of `options` (of `game`, found already) that stopped on `overflow`."""
    domains = (options.game, COMMON_DOMAIN)
    tr = RecordingTranslator(options.lang, domains, catalogs=game.catalogs, game=options.game, draft=True)
    variant = {f.name: getattr(options, f.name) for f in fields(options) if f.name not in ("game", "lang")}
    try:
        render_kit(game, variant, tr, skip_kinds=())
    except PrintkitError:
        pass    # a text drawn at its minimum while watched can leave a page too full to lay out (a
                # booklet's note, a one-page aid): the boxes filled up to there are recorded
    for request in tr.requests:
        if request.overflows and options.lang != SOURCE_LANG:
            lines = {domain: {(t.context, t.key): t for t in translations(options.lang, domain, game.catalogs)}
                     for domain in domains}
            catalog, line = locate(lines, domains, (request.context, request.msgid))
            room = request.rooms[-1] if request.rooms else request.component
            english = request.msgid if isinstance(request.msgid, str) else request.msgid[1]
            return DataError(Source(catalog, line or None),
                             f"{request.context or '(no context)'}: {english!r}: the translation does not fit "
                             f"{room}; shorten it (`printkit i18n check {options.lang}` lists every such text)")
    return PrintkitError(f"{options.game}: a text does not fit its box even at its smallest size: {overflow}")
