"""reportlab set up for printkit before its modules are imported: shape checking off; the paragraph
module imported without compiling the one pattern it never uses here.

Shape checking (`rl_config.shapeChecking`, reportlab's own setting) validates every attribute
set on a reportlab graphics shape; reportlab reads it once, when `reportlab.graphics.shapes` is
imported, and its documentation calls it a help while developing that slows shapes down. printkit
makes shapes only from SVG files, through svglib: converting the 47 shipped SVG icons (what a
first build does) took 0.21 s of CPU with the checks, 0.17 s without (measured); the drawings,
and so the PDFs, are the same.

`reportlab.platypus.paragraph` compiles, when it is imported, a case-insensitive pattern for web
addresses whose character classes span most of Unicode (`uri_pat`): 37 ms measured, a tenth of a
one-kit build, for a pattern reportlab consults only when a style asks it to shorten long URLs
(`uriWasteReduce`, off in every printkit style). While that module is imported, `re.compile`
hands back a stand-in for that one pattern, compiled the first time it is used; every other
pattern is compiled as usual, and `re.compile` is restored before this returns.
"""

from __future__ import annotations

import re
import sys

# The start of reportlab's uri_pat (reportlab 4.x); anything else is compiled at once.
_URI_START = "(^(?:[a-z0-9\\.\\-\\+]*)://)"


class _CompiledOnUse:
    """A pattern compiled the first time one of its methods or attributes is asked for."""

    def __init__(self, pattern: str, flags: int, compile_) -> None:
        self._source = (pattern, flags)
        self._compile = compile_
        self._pattern: re.Pattern | None = None

    def __getattr__(self, name: str):
        if self._pattern is None:
            self._pattern = self._compile(*self._source)
        return getattr(self._pattern, name)


def unchecked_shapes() -> None:
    """Turn reportlab's shape checking off, unless its graphics were imported already (then the
    setting no longer counts, and shapes stay checked: slower, the same drawings)."""
    if "reportlab.graphics.shapes" not in sys.modules:
        from reportlab import rl_config
        rl_config.shapeChecking = 0


def import_paragraph_module() -> None:
    if "reportlab.platypus.paragraph" in sys.modules:
        return
    compile_ = re.compile

    def deferring(pattern, flags=0):
        if isinstance(pattern, str) and pattern.startswith(_URI_START) and flags & re.IGNORECASE:
            return _CompiledOnUse(pattern, flags, compile_)
        return compile_(pattern, flags)
    re.compile = deferring
    try:
        import reportlab.platypus.paragraph  # noqa: F401
    finally:
        re.compile = compile_
