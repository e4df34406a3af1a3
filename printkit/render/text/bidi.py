"""Right-to-left lines in the order the Unicode Bidirectional Algorithm (UAX #9) gives them.

`levels(text, rtl)` resolves each character's embedding level in a paragraph whose base
direction is right to left (`rtl`) or left to right: python-bidi's implementation of the
algorithm (its `bidi.algorithm` module, rules P to I; even levels run left to right, odd ones
right to left), so digits and Latin words inside Arabic stay left to right; its bracket pairs
resolved by rule N0 (bidi_brackets.py), which that module predates. `visual_order`
then orders the pieces of one line as rule L2 says: the line's text is broken into lines first,
in logical order, and each line reordered on its own.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Sequence

from printkit.render.text.bidi_brackets import resolve_paired_brackets

# Bidi classes that make a level other than the base: a strong letter of the other direction,
# numbers (European, Arabic), and the explicit embeddings, overrides and isolates.
_RIGHT_TO_LEFT = frozenset({"R", "AL", "RLE", "RLO", "RLI", "AN"})
_LEFT_TO_RIGHT = frozenset({"L", "EN", "AN", "LRE", "LRO", "LRI", "FSI"})


def has_right_to_left(text: str) -> bool:
    """Whether `text` holds a character written right to left (Arabic, Hebrew …)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


@lru_cache(maxsize=4096)
def levels(text: str, rtl: bool) -> tuple[int, ...]:
    """The resolved embedding level of each character of the paragraph `text`."""
    base = 1 if rtl else 0
    others = _LEFT_TO_RIGHT if rtl else _RIGHT_TO_LEFT
    if not any(unicodedata.bidirectional(ch) in others for ch in text):
        return (base,) * len(text)     # one direction throughout: every character at the base level
    return _resolved(text, base)


def _resolved(text: str, base: int) -> tuple[int, ...]:
    from bidi import algorithm
    storage = algorithm.get_empty_storage()
    storage["base_level"] = base
    storage["base_dir"] = "LR"[base]
    algorithm.get_embedding_levels(text, storage)
    for index, char in enumerate(storage["chars"]):
        char["at"] = index                 # the character's place, kept through rule X9's removals
    algorithm.explicit_embed_and_overrides(storage)
    algorithm.resolve_weak_types(storage)
    resolve_paired_brackets(storage)       # rule N0, which python-bidi's algorithm module lacks
    algorithm.resolve_neutral_types(storage, False)
    algorithm.resolve_implicit_levels(storage, False)
    found: list[int | None] = [None] * len(text)
    for char in storage["chars"]:
        found[char["at"]] = char["level"]
    out, last = [], base
    for level in found:                    # a removed control takes the level before it
        last = level if level is not None else last
        out.append(last)
    return tuple(out)


def visual_order(line_levels: Sequence[int]) -> list[int]:
    """Rule L2: the indexes of a line's pieces (each at one level) from left to right: from the
    highest level down to the lowest odd one, every run of pieces at that level or higher is reversed."""
    order = list(range(len(line_levels)))
    if not line_levels:
        return order
    highest = max(line_levels)
    lowest_odd = min(level for level in line_levels) | 1
    for level in range(highest, lowest_odd - 1, -1):
        at = 0
        while at < len(order):
            if line_levels[order[at]] >= level:
                end = at
                while end < len(order) and line_levels[order[end]] >= level:
                    end += 1
                order[at:end] = reversed(order[at:end])
                at = end
            else:
                at += 1
    return order
