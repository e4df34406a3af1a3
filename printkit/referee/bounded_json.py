"""JSON text checked for what Python's reader cannot take, before it reads it.

Python's `json` reads any depth of nesting by recursion (100 000 `[` end in a RecursionError),
turns an integer of more than 4 300 digits into a ValueError, and accepts `NaN`, `Infinity`
and numbers such as `1e400` that become infinite. A referee's input needs none of these, so
one pass over the text's tokens, outside its strings, refuses them first, as a one-line
UsageError that names the line, like any other mistake in the file.
"""

from __future__ import annotations

import math
import re

from printkit.errors import UsageError

MAX_DEPTH = 32      # arrays and objects inside each other: a referee's input nests 5 deep at most
MAX_DIGITS = 30     # digits of an integer: more than any count a game makes, far below Python's limit

# One token at a time: a whole string (skipped), an opening or closing bracket, a number, or a
# constant JSON does not have. The string pattern is the unrolled loop: linear, never backtracking.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[{]|[\]}]|-?Infinity|NaN|-?(\d+)(\.\d+)?([eE][+-]?\d+)?', re.S)


def check_json_text(text: str, shown: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH, integers longer than MAX_DIGITS digits, NaN,
    infinities and numbers too large for a float; anything else is left to the JSON reader."""
    depth = 0
    for token in _TOKEN.finditer(text):
        first = token.group()[0]
        if first == '"':
            continue
        if first in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise UsageError("{shown}:{lineno}: expected JSON nested at most {limit} levels deep, got more",
                                 shown=shown, lineno=_line(text, token), limit=MAX_DEPTH)
        elif first in "]}":
            depth = max(0, depth - 1)
        elif token.group(1) is None:
            raise UsageError("{shown}:{lineno}: expected a number, got {token} (JSON has no NaN or infinity)",
                             shown=shown, lineno=_line(text, token), token=token.group())
        else:
            _check_number(token, text, shown)


def _check_number(token: re.Match, text: str, shown: str) -> None:
    digits, fraction, exponent = token.groups()
    if fraction is None and exponent is None:
        if len(digits) > MAX_DIGITS:
            raise UsageError("{shown}:{lineno}: expected an integer of at most {limit} digits, got one of {count}",
                             shown=shown, lineno=_line(text, token), limit=MAX_DIGITS, count=len(digits))
    elif not math.isfinite(float(token.group())):
        raise UsageError("{shown}:{lineno}: expected a number of ordinary size, got {token}",
                         shown=shown, lineno=_line(text, token), token=_short(token.group()))


def _line(text: str, token: re.Match) -> int:
    return text.count("\n", 0, token.start()) + 1


def _short(number: str) -> str:
    """A number as written, cut to a length a one-line message can hold."""
    return number if len(number) <= 40 else number[:20] + "…" + number[-10:]
