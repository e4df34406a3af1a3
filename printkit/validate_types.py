"""Findings and facts: what the validator reports and what it compares. Pure data."""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from printkit.errors import Source


class Fact(NamedTuple):
    """A figure as the deck data gives it, and where."""

    value: Any
    source: Source


class Finding(NamedTuple):
    """One line of `printkit validate`: `path:line: error|warning: message`."""

    path: str
    line: int | None
    severity: str
    message: str

    @classmethod
    def at(cls, source: Source, severity: str, message: str) -> "Finding":
        text = f"{source.key}: {message}" if source.key and source.line is None else message
        return cls(source.path, source.line, severity, text)

    @classmethod
    def from_line(cls, line: str) -> "Finding":
        """A data error's one-line text ('path:line: message') as an error finding."""
        match = re.match(r"^(?P<path>[^:]+?)(?::(?P<line>\d+))?: (?P<message>.*)$", line)
        if not match:
            return cls("-", None, "error", line)
        number = match.group("line")
        return cls(match.group("path"), int(number) if number else None, "error", match.group("message"))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.severity}: {self.message}"
