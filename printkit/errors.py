"""Errors that reach the user as one line each. Imports nothing from printkit.

Every error names where (file:line or key path), what was expected and what was found.
Data errors are collected and raised together, so one run reports every problem.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Source(NamedTuple):
    """Where a value came from: a file, and a line or a key path inside it."""

    path: str
    line: int | None = None
    key: str | None = None

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
        if self.key:
            where += f": {self.key}"
        return where


class PrintkitError(Exception):
    """An error the command line reports in one line and exit code 1."""

    exit_code = 1


class Word(str):
    """A value of a message that is itself English words ("nothing", "a list", "data breach"):
    `UsageError.said` translates it with the message. `Word("nothing")` marks it for extraction."""


class UsageError(PrintkitError):
    """Bad options or arguments: exit code 2.

    Given values, the message is an English template with `{name}` placeholders (`{{` for a
    brace), marked for extraction by the call itself (the referees' messages go to the `web`
    catalog): `UsageError("{where}: expected a list, got {found!r}", where=where, found=found)`.
    `str(error)` is the English text the command line and the JSON API print; `said(gettext)`
    is the same message in the language gettext translates into (the web pages').
    """

    exit_code = 2

    def __init__(self, message: str, /, **values: object) -> None:
        self.template, self.values = message, values
        super().__init__(message.format(**values) if values else message)

    def said(self, gettext: Callable[[str], str]) -> str:
        """The message in gettext's language: the template and every `Word` value translated,
        then filled; the English text where a translation does not fill (a broken catalog entry
        must not hide the refusal)."""
        if not self.values:
            return gettext(self.template)
        values = {name: gettext(value) if isinstance(value, Word) else value for name, value in self.values.items()}
        try:
            return gettext(self.template).format(**values)
        except (KeyError, IndexError, ValueError):
            return str(self)


class DataError(PrintkitError):
    """A problem in a deck or catalog file, with its source."""

    def __init__(self, source: Source, message: str):
        super().__init__(f"{source}: {message}")
        self.source = source
        self.message = message


class DataErrors(PrintkitError):
    """Several data errors reported together, one per line, in file order."""

    def __init__(self, errors: list[DataError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


class Collector:
    """Collects DataErrors; `raise_if_any()` raises them all at once."""

    def __init__(self) -> None:
        self.errors: list[DataError] = []

    def add(self, source: Source, message: str) -> None:
        self.errors.append(DataError(source, message))

    def extend(self, errors: list[DataError]) -> None:
        self.errors.extend(errors)

    def raise_if_any(self) -> None:
        if self.errors:
            raise DataErrors(self.errors)
