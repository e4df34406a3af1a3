"""Rule N0 of the Unicode Bidirectional Algorithm (UAX #9, 3.3.5): paired brackets take one
direction, the two of a pair the same.

python-bidi's `bidi.algorithm` module (the one that gives each character's level) predates the
rule, so a closing bracket ending a Latin phrase inside Arabic was resolved on its own: in
"الخطوط: Noto Sans (SIL OFL 1.1)." it took the paragraph's direction and printed turned round, to
the left of the Latin words. `resolve_paired_brackets` applies the rule to python-bidi's
storage between its weak (W1-W7) and neutral (N1-N2) steps, as the algorithm orders them.

A bracket pair (BD16) is an opening character of general category Ps and the character that
mirrors it (python-bidi's `bidi.mirror.MIRRORED`, category Pe), both still neutral (ON), found
with a stack of at most 63 openings in one level run.
"""

from __future__ import annotations

import unicodedata

MAX_OPEN = 63            # BD16: deeper nesting stops the search for pairs in that run


def _closing_of(char: str) -> str | None:
    """The bracket that closes `char`, or None when `char` opens no pair."""
    from bidi.mirror import MIRRORED
    if unicodedata.category(char) != "Ps":
        return None
    closing = MIRRORED.get(char)
    return closing if closing and unicodedata.category(closing) == "Pe" else None


def bracket_pairs(chars: list[dict]) -> list[tuple[int, int]]:
    """BD16: the (opening, closing) indexes of the bracket pairs among `chars`, by opening."""
    pairs, stack = [], []
    for index, char in enumerate(chars):
        if char["type"] != "ON":
            continue
        closing = _closing_of(char["ch"])
        if closing is not None:
            if len(stack) == MAX_OPEN:
                break
            stack.append((closing, index))
            continue
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth][0] == char["ch"]:
                pairs.append((stack[depth][1], index))
                del stack[depth:]
                break
    return sorted(pairs)


def _strong(bidi_type: str) -> str | None:
    """A resolved type as N0 sees it: numbers count as right to left."""
    if bidi_type == "L":
        return "L"
    return "R" if bidi_type in ("R", "AL", "EN", "AN") else None


def _direction_of_pair(chars: list[dict], opening: int, closing: int, embedding: str, sor: str) -> str | None:
    """N0 b-d: the direction a pair takes, or None when nothing strong is inside it."""
    inside = {_strong(char["type"]) for char in chars[opening + 1:closing]} - {None}
    if not inside:
        return None
    if embedding in inside:
        return embedding
    # Only the other direction is inside: the pair takes it when the text before it has it too
    # (the first strong type back from the opening bracket, or the run's start), else the embedding's.
    return next((found for char in reversed(chars[:opening]) if (found := _strong(char["type"]))), _strong(sor))


def resolve_paired_brackets(storage: dict) -> None:
    """N0 over every level run of python-bidi's `storage` (after its weak types are resolved)."""
    for run in storage["runs"]:
        chars = storage["chars"][run["start"]:run["start"] + run["length"]]
        if not chars:
            continue
        embedding = "R" if chars[0]["level"] % 2 else "L"
        for opening, closing in bracket_pairs(chars):
            direction = _direction_of_pair(chars, opening, closing, embedding, run["sor"])
            if direction is None:
                continue
            for at in (opening, closing):
                chars[at]["type"] = direction
                for mark in chars[at + 1:]:        # marks on a bracket follow it
                    if mark["orig"] != "NSM":
                        break
                    mark["type"] = direction
