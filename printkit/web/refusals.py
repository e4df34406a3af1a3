"""A referee's refusal in the words of the page that sent the document: not `contenders[1]:
stake: expected an integer from 1 to 2, got 3` but "Player B — Stake (liasses): must be 1 or 2,
not 3", in the page's language.

A refusal (errors.py `UsageError`) is an English template and its values. The template starts
with where the mistake is (`{where}: {key}: `); filled, that is a JSON path, which the form
turns back into the field it came from and names by its label. The rest of the message is said
in the page's language: a few common shapes in the page's own words, any other as the `web`
catalog translates the template. The command line and the API keep the English message.
"""

from __future__ import annotations

import re

from printkit.errors import PrintkitError, UsageError, Word
from printkit.i18n import SOURCE_LANG
from printkit.web.check_form import CheckForm, Field, Input
from printkit.web.pages import _, tr

_SEGMENT = r"(?:--)?(?:\{\w+\}|[A-Za-z_]\w*)(?:\.(?:\{\w+\}|[A-Za-z_]\w*)|\[(?:\{\w+\}|\d+)\])*"
PREFIX = re.compile(rf"^{_SEGMENT}(?: (?:card )?\{{\w+\}})?(?:: {_SEGMENT}(?: \{{\w+\}})?)*: ")
RANGE = re.compile(r"expected an integer from (-?\d+) to (-?\d+), got (.+)")
AT_LEAST = re.compile(r"expected an integer >= (-?\d+), got (.+)")
MISSING = "expected a value, got nothing"


def where_of(error: PrintkitError) -> str:
    """The English path a refusal starts with (`battle: contenders[1]: stake`), '' for none."""
    prefix = _prefix(error)
    return _filled(error, prefix).removesuffix(": ") if prefix else ""


def _prefix(error: PrintkitError) -> str:
    found = PREFIX.match(error.template) if isinstance(error, UsageError) else None
    return found.group(0) if found else ""


def _filled(error: UsageError, template: str) -> str:
    try:
        return template.format(**error.values) if error.values else template
    except (KeyError, IndexError, ValueError):
        return ""


def what_is_wrong(error: PrintkitError, rename=None) -> str:
    """The message after its path, in the page's language; `rename(value)` may say a value that
    is itself a path (`it is already at players.Ana.datasets[0]`) in the page's words."""
    if not isinstance(error, UsageError):
        return str(error)
    prefix = _prefix(error)
    english = str(error)[len(_filled(error, prefix)):] if prefix else str(error)
    plain = _plain(english)
    if plain is not None:
        return plain
    translated = tr().gettext(error.template) if tr().lang != SOURCE_LANG else error.template
    start = re.match(r"\s*:\s*".join(re.escape(part) for part in prefix.split(": ")), translated) if prefix else None
    if prefix and start is None:
        return error.said(tr().gettext)
    values = {name: tr().gettext(value) if isinstance(value, Word) and tr().lang != SOURCE_LANG else value
              for name, value in error.values.items()}
    if rename is not None:
        values = {name: rename(value) if isinstance(value, str) else value for name, value in values.items()}
    try:
        rest = translated[start.end() if start else 0:]
        return rest.format(**values) if error.values else rest
    except (KeyError, IndexError, ValueError):
        return english


def _plain(english: str) -> str | None:
    """The commonest refusals in the pages' own words: a number out of its range, a blank field."""
    found = RANGE.fullmatch(english)
    if found:
        low, high, got = found.groups()
        if low == high:
            return _("must be %(low)s, not %(got)s", low=low, got=got)
        if int(high) == int(low) + 1:
            return _("must be %(low)s or %(high)s, not %(got)s", low=low, high=high, got=got)
        return _("must be from %(low)s to %(high)s, not %(got)s", low=low, high=high, got=got)
    found = AT_LEAST.fullmatch(english)
    if found:
        return _("must be %(low)s or more, not %(got)s", low=found.group(1), got=found.group(2))
    if english == MISSING:
        return _("missing: fill it in")
    return None


def located(where: str, what: str) -> str:
    """"Player B — Stake: must be 1 or 2, not 3"; the message alone when nothing names a field."""
    return _("%(where)s: %(what)s", where=where, what=what) if where else what


# --- a check form's fields --------------------------------------------------------------------

def label_of(item: Input) -> str:
    """A field's label in the page's language, its slot number and its part filled in."""
    slot = item.path[1] + 1 if len(item.path) > 2 and isinstance(item.path[1], int) else None
    label = _(item.label, n=slot) if slot is not None else _(item.label)
    return _("%(label)s, %(part)s", label=label, part=_(item.part)) if item.part else label


def field_words(form: CheckForm, name: str, exact: bool = True) -> str:
    """How the page names a field: "Pot", "Player B — Stake (liasses)", "Ana — Treasure 2: dataset
    cards"; a pair by its own label ("Alice — Square") when the mistake is about both."""
    found = form.field(name)
    if found is None:
        return ""
    label = label_of(found.input) if exact or not found.input.part else _(found.input.label)
    row = form.row_of(name)
    if row is None:
        return label
    if not exact and found.input.path == (form.spec.rows.name_key,):
        return row_words(form, row.number)
    return _("%(who)s — %(what)s", who=row_words(form, row.number), what=label)


def row_words(form: CheckForm, number: int) -> str:
    """A row by its player's name; "Player B" for a one-letter name, "Player 3" for none yet."""
    row = form.rows[number - 1]
    name = row.value(form.spec.rows.name_key)
    noun = _(form.spec.rows.noun)
    if not name or len(name) == 1:
        return _("%(noun)s %(name)s", noun=noun, name=name or number)
    return name


def field_of_path(form: CheckForm, where: str) -> tuple[str, bool]:
    """The field a refusal's path is about ('' for the whole form), and whether the path names
    that field itself (False: it names the pair the field belongs to, or its whole row)."""
    tokens = _tokens(form, where)
    rows = form.spec.rows
    candidates: list[Field] = form.fields
    tail = tokens
    if rows and tokens[:1] == [rows.key] and len(tokens) > 1 and isinstance(tokens[1], int) \
            and tokens[1] < len(form.rows):
        candidates, tail = form.rows[tokens[1]].fields, tokens[2:]
        if not tail:
            return candidates[0].name, False
    best, score, exact = "", 0, False
    for item in candidates:
        path = list(item.input.path)
        common = next((k for k in range(min(len(path), len(tail)), 0, -1) if tail[:k] == path[:k]), 0)
        if common > score and (common == len(path) or common == len(tail)):
            best, score, exact = item.name, common, common == len(path)
    return best, exact


def _tokens(form: CheckForm, where: str) -> list:
    """`battle: contenders[1]: stake` -> ['contenders', 1, 'stake']; a mapping's names become indexes."""
    spec = form.spec
    for start in (spec.check, "input"):
        if where == start or where.startswith(start + ": "):
            where = where[len(start):].removeprefix(": ")
    rows = spec.rows
    for index, row in sorted(enumerate(form.rows), key=lambda pair: -len(pair[1].value(rows.name_key))):
        name = row.value(rows.name_key)
        if name and rows.mapping:
            where = _renamed(where, f"{rows.key}.{name}", f"{rows.key}[{index}]")
        for key, field_key in spec.keyed if name else ():
            where = _renamed(where, f"{key}.{name}", f"{rows.key}[{index}].{field_key}")
    return [int(token[1:-1]) if token.startswith("[") else token
            for token in re.findall(r"[A-Za-z_][\w-]*|\[\d+\]", where)]


def _renamed(where: str, old: str, new: str) -> str:
    """`players.Ana` -> `players[0]` where a path names a player (not inside a longer name)."""
    return re.sub(rf"(?<![\w.]){re.escape(old)}(?=[.:\[]|$)", lambda _match: new, where)


def word_errors(form: CheckForm) -> list[str]:
    """Every mistake of the form in the page's words, each also set beside its field."""
    messages = []
    for name, error in form.errors:
        exact = True
        if not name:
            name, exact = field_of_path(form, where_of(error))
        message = located(field_words(form, name, exact), what_is_wrong(error, lambda value: _path_words(form, value)))
        found = form.field(name)
        if found is not None and not found.error:
            found.error = message
        messages.append(message)
    return messages


def _path_words(form: CheckForm, value: str) -> str:
    """A value that is a path of this form's document, in the page's words; any other as it is."""
    keys = {item.input.path[0] for item in form.fields} | ({form.spec.rows.key} if form.spec.rows else set())
    found = re.match(r"([A-Za-z_]\w*)[.\[]", value)
    if found is None or found.group(1) not in keys:
        return value
    name, exact = field_of_path(form, value)
    return field_words(form, name, exact) if name else value
