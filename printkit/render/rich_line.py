"""A short text with bold or italic words that fits on one line, set without Paragraph.

The cover lists a kit's contents as "• <b>26</b>  Income cards", one Paragraph per line: each
was parsed, broken into lines and drawn by platypus (80 % of a cover's CPU, 4 ms a cover). A line
that fits is set here from its runs: the words joined by single spaces, each run in its face, one
after the other, as Paragraph sets a line of several fragments (each fragment's text, spaces
included, measured at its font and size). What is not plain runs of <b>/<i>, or might wrap,
is left to Paragraph; the runs are written by render/text_ops.py (`Strings.add_runs`).
tests/render/test_rich_line.py compares the pixels with Paragraph's.
"""

from __future__ import annotations

import re

from reportlab.platypus.paragraph import split as split_words

from printkit.render import fonts

_RUN = re.compile(r"<(b|i)>([^<>&]*)</\1>|([^<>&]+)")
_FACES = {None: fonts.BODY, "b": fonts.BOLD, "i": fonts.ITALIC}
_ROOM = 0.5     # pt: a line this close to the width is left to Paragraph (it may break it)


def one_line_runs(markup: str, size: float, width: float) -> list[tuple[str, str]] | None:
    """(text, font) runs of `markup` (body font, its <b> and <i> runs bold and italic) as one
    line of text at `size`, when it fits within `width`; None when it does not, or holds other
    tags, entities or line breaks (Paragraph sets those)."""
    runs: list[tuple[str, str]] = []
    end = 0
    for match in _RUN.finditer(markup):
        if match.start() != end:
            return None                    # something _RUN does not read: a tag, an entity
        end = match.end()
        tag, inner, plain = match.groups()
        runs.append((inner if plain is None else plain, _FACES[tag]))
    if end != len(markup):
        return None
    line = _join_words(runs)
    total = sum(fonts.width(text, font, size) for text, font in line)
    return line if line and total < width - _ROOM else None


def _join_words(runs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The runs with their words joined by single spaces, as Paragraph prints one line: space
    before the first word and after the last dropped, a space between two words kept in the run
    where it began (a no-break space is part of a word)."""
    line: list[tuple[str, str]] = []
    space: str | None = None    # the font of the whitespace seen since the last word, if any
    for text, font in runs:
        words = [word for word in split_words(text) if word]
        if text[:1].isspace() and text[:1] != "\u00a0" and space is None:
            space = font
        for index, word in enumerate(words):
            if index and space is None:
                space = font
            if line and space is not None:
                _append(line, " ", space)
            _append(line, word, font)
            space = None
        if text[-1:].isspace() and text[-1:] != "\u00a0" and space is None:
            space = font
    return line


def _append(line: list[tuple[str, str]], text: str, font: str) -> None:
    if line and line[-1][1] == font:
        line[-1] = (line[-1][0] + text, font)
    else:
        line.append((text, font))
