"""A marked-up paragraph's fragments cut into words as Paragraph.breakLines cuts them (issue 15),
for render/frag_lines.py: each word and space measured once per process, font and size.

`paragraph._getFragWords` turns a paragraph's parsed fragments into words: a word is a list
`[width, (fragment, text), ...]` (a word across fragments, "<b>word</b>,", has a piece per
fragment), an `_HSFrag` when white space follows it; a line break is `[0, (fragment, "")]`.
`frag_words` does the same for fragments of text (no soft hyphen) and line breaks (`plain_frag`).
"""

from __future__ import annotations

from string import whitespace

from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.platypus.paragraph import _HSFrag, lstrip, split

from printkit.render.booklet_lines import word_table

FK_TEXT, FK_BREAK = 0, 3          # reportlab.platypus.paragraph's fragment kinds: text, <br/>
_SOFT_HYPHEN = "\xad"


def plain_frag(frag) -> bool:
    """A parsed fragment of text (no soft hyphen) or a line break: nothing else is handled here."""
    if isinstance(frag, (list, tuple)) or hasattr(frag, "cbDefn"):
        return False
    text = getattr(frag, "text", None)
    if text is None:
        return False
    return _SOFT_HYPHEN not in text if text else hasattr(frag, "lineBreak")


class Widths:
    """The tables of word widths (booklet_lines.word_table) a paragraph's fragments use, by font name and size."""

    def __init__(self, measured: dict):
        self.measured = measured
        self.tables: dict[tuple[str, float], dict[str, float]] = {}

    def table(self, font_name: str, font_size: float) -> dict[str, float]:
        table = self.tables.get((font_name, font_size))
        if table is None:
            table = self.tables[font_name, font_size] = word_table(self.measured, getFont(font_name), font_size)
        return table


def frag_words(frags: list, widths: Widths) -> list:
    """paragraph._getFragWords for parsed fragments of text and line breaks: each word a list
    `[width, (fragment, text), ...]`, an `_HSFrag` when white space follows it, a line break
    `[0, (fragment, "")]`. Sets each fragment's `_fkind`, as reportlab does."""
    words: list = []
    word: list = []
    n = 0
    hanging_strip = True
    for f in frags:
        text = f.text
        if text != "":
            f._fkind = FK_TEXT
            if hanging_strip:
                text = lstrip(text)
                if not text:
                    continue
                hanging_strip = False
            pieces = split(text)
            if text[0] in whitespace or not pieces:
                if word:
                    word.insert(0, n)
                    words.append(word)
                    word, n = [], 0
                    follows_space = False
                else:
                    follows_space = words and isinstance(words[-1], _HSFrag)
                if not follows_space:
                    pieces.insert(0, "")
                elif not pieces:
                    continue
            table = widths.table(f.fontName, f.fontSize)
            for piece in pieces[:-1]:
                word.append((f, piece))
                n += _width(table, piece, f)
                word.insert(0, n)
                words.append(_HSFrag(word))
                word, n = [], 0
            piece = pieces[-1]
            word.append((f, piece))
            n += _width(table, piece, f)
            if text[-1] in whitespace:
                word.insert(0, n)
                words.append(_HSFrag(word))
                word, n = [], 0
        else:                                   # a line break (plain_frag)
            if word:
                word.insert(0, n)
                words.append(word)
                word, n = [], 0
            f._fkind = FK_BREAK
            words.append([0, (f, "")])
            hanging_strip = True
    if word:
        word.insert(0, n)
        words.append(word)
    if not words and frags:
        frags[0]._fkind = FK_TEXT
        words = [[0, (frags[0], "")]]
    return words


def _width(table: dict[str, float], text: str, f) -> float:
    found = table.get(text)
    if found is None:
        found = table[text] = getFont(f.fontName).stringWidth(text, f.fontSize)
    return found
