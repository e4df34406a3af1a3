"""A font subset's /Widths array written at once, in reportlab's layout, once per process.

reportlab writes a TrueType subset's character widths (`TTFont.addObjects`) as an array of up to
256 numbers, each through `pdfdoc.format` (render/fonts.py hands them over formatted already, so
each call only finds that the value is bytes): 7 040 calls for the 55 subsets of `build --all`, a
fifth of all the format calls its saves made once pages and forms were written from templates
(render/object_templates.py). Here the array is joined from the formatted widths as
`PDFArray.format` lays it out (one space between numbers, a line break before every tenth: byte
for byte, tests/render/test_font_widths.py), and kept per process by its widths, as the same
subset recurs in the kits of one game.
"""

from __future__ import annotations

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc

# formatted widths -> the array's bytes. Bounded: a long-lived process starts again past the limit.
_ARRAYS: dict[tuple[bytes, ...], bytes] = {}
_LIMIT = 1024


def widths_array(widths: pdfdoc.PDFArray) -> pdfdoc.PDFArray | bytes:
    """`widths` (a subset's /Widths as `TTFont.addObjects` makes it) as the bytes reportlab would
    write for it; the array itself when its numbers are not all formatted already or reportlab
    is set to write one number a line (`rl_config.pdfMultiLine`)."""
    items = widths.sequence
    if rl_config.pdfMultiLine or widths.multiline == "forced" or not all(type(w) is bytes for w in items):
        return widths
    key = tuple(items)
    done = _ARRAYS.get(key)
    if done is None:
        if len(_ARRAYS) >= _LIMIT:
            _ARRAYS.clear()
        done = _ARRAYS[key] = laid_out(key)
    return done


def laid_out(items: tuple[bytes, ...]) -> bytes:
    """`PDFArray.format`'s layout of formatted items: `[ a b c ... ]`, a line break (` \\n  `)
    after every ten."""
    rows = [b" ".join(items[at:at + 10]) for at in range(0, len(items), 10)]
    return b"[ " + b" \n  ".join(rows) + b" ]"
