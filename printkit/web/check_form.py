"""A referee check as a form: fields a referee fills at the table (numbers with steppers, cards
and codes typed as words, ticks, menus), read back from the query string into the JSON document
`printkit score` reads (check_fill.py fills a form from one: the shipped example, when the page
opens).

A check's form is declared in `check_specs.py` as `Input`s: top-level ones, and one `Rows` of
per-player inputs (a list of objects, or an object keyed by the players' names). Each input
names where its value goes in the document by a path (`("at", 0)`: the first number of "at").
Inputs under a numbered slot (declared as `("treasures", 0, "cards")`) repeat `slots` times per player;
a slot left blank is left out. Query names: `liasse`, `r2_stake`, `r1_treasures_0_cards`,
`rows` and `slots` (how many), `settle=1` once sent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple

from printkit.errors import UsageError

MAX_TEXT = 300        # characters in one field: more than any hand of cards
MAX_DIGITS = 7        # digits in a number field
SETTLE = "settle"
WORDS = re.compile(r"[\s,;]+")


class Input(NamedTuple):
    """One field: its path in the document, its label and one-line help (N_ marked), its kind."""

    path: tuple[Any, ...]
    label: str
    kind: str = "int"                # int, text, cards, codes, code, faces, dice, switch, choice, row
    help: str = ""
    low: int | None = None           # numbers: the stepper's bounds (the referee checks the rules)
    high: int | None = None
    choices: Callable[[Any], tuple[tuple[str, str], ...]] | tuple[tuple[str, str], ...] = ()
    optional: bool = False           # blank: left out of the document
    width: str = ""                  # "wide" for a list of cards or codes
    part: str = ""                   # one number of a pair under one label: N_("column"), N_("row")

    @property
    def name(self) -> str:
        return "_".join(str(part) for part in self.path)


class Rows(NamedTuple):
    """The players' part of a document: `key` holds a list, or an object keyed by `name_key`'s value."""

    key: str
    noun: str                        # N_("Player"): "Player 2" for a row without a name yet
    inputs: tuple[Input, ...]
    low: int
    high: int
    mapping: bool = False
    name_key: str = "name"
    slots: tuple[int, int] = (0, 0)  # (fewest, most) numbered slots per row, when inputs have them


@dataclass
class Spec:
    """A check's form: its inputs, its rows, how the finished document is adjusted (`finish`)
    and how a shipped example is brought to the form's shape (`start`)."""

    game: str
    check: str
    intro: str
    inputs: tuple[Input, ...] = ()
    rows: Rows | None = None
    finish: Callable[[dict, "CheckForm"], dict] = lambda document, form: document
    start: Callable[[dict], dict] = lambda document: document
    code_prefix: str = ""
    keyed: tuple[tuple[str, str], ...] = ()   # objects keyed by a row's name that hold a row's field


@dataclass
class Field:
    """An input as the page shows it: its query name, the text in it, its error."""

    input: Input
    name: str
    value: str = ""
    error: str = ""


@dataclass
class Row:
    number: int
    fields: list[Field]

    def value(self, key: str) -> str:
        found = next((f for f in self.fields if f.input.path == (key,)), None)
        return found.value.strip() if found else ""


@dataclass
class CheckForm:
    spec: Spec
    fields: list[Field]
    rows: list[Row] = field(default_factory=list)
    slots: int = 0
    submitted: bool = False
    errors: list[tuple[str, Exception]] = field(default_factory=list)   # (field name or "", the mistake)

    def field(self, name: str) -> Field | None:
        return next((f for f in self.all_fields() if f.name == name), None)

    def all_fields(self) -> list[Field]:
        return self.fields + [f for row in self.rows for f in row.fields]

    def row_of(self, name: str) -> Row | None:
        return next((row for row in self.rows if any(f.name == name for f in row.fields)), None)

    def fail(self, name: str, error: Exception) -> None:
        """Note a mistake about a field ("" for the whole form); the page words it (refusals.py)."""
        self.errors.append((name, error))

    def query(self) -> dict[str, str]:
        """The form's values as a query (what the language switch keeps)."""
        values = {f.name: f.value for f in self.all_fields() if f.value}
        if self.spec.rows:
            values["rows"] = str(len(self.rows))
        if self.slots:
            values["slots"] = str(self.slots)
        return values


def row_inputs(spec: Spec, slots: int) -> list[Input]:
    """A row's inputs with each numbered slot repeated `slots` times (index in the path)."""
    found = []
    for item in spec.rows.inputs:
        if len(item.path) > 2 and item.path[1] == 0:
            found.extend(item._replace(path=(item.path[0], n, *item.path[2:])) for n in range(slots))
        else:
            found.append(item)
    return found


def _count(raw: str, low: int, high: int, default: int) -> int:
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 3 and low <= int(raw) <= high else default


def empty_form(spec: Spec, args, default_rows: int, default_slots: int) -> CheckForm:
    """The form's fields, as many rows and slots as asked (`rows=`, `slots=`), values from args."""
    rows = spec.rows
    count = _count(args.get("rows", ""), rows.low, rows.high, default_rows) if rows else 0
    slots = _count(args.get("slots", ""), *rows.slots, default_slots) if rows and rows.slots[1] else 0
    form = CheckForm(spec, [Field(i, i.name, _clean(args.get(i.name, ""))) for i in spec.inputs],
                     submitted=args.get(SETTLE) == "1", slots=slots)
    for number in range(1, count + 1):
        fields = [Field(i, f"r{number}_{i.name}", _clean(args.get(f"r{number}_{i.name}", ""))) for i in row_inputs(spec, slots)]
        form.rows.append(Row(number, fields))
    return form


def _clean(raw: Any) -> str:
    """What was typed, as text a page can show again: bounded, no control characters."""
    text = raw if isinstance(raw, str) else ""
    return "".join(c for c in text[:MAX_TEXT] if c >= " " or c == "\t")


# --- from the form's text to the document -------------------------------------------------

def read_value(item: Input, text: str, prefix: str) -> Any:
    """The JSON value of one field's text; UsageError (in the page's words) when it cannot be one."""
    text = text.strip()
    if item.kind == "int":
        if not re.fullmatch(r"-?\d{1,%d}" % MAX_DIGITS, text):
            raise UsageError("must be a whole number, such as 3; not {found}", found=text or _NOTHING)
        return int(text)
    if item.kind == "switch":
        return text == "1"
    if item.kind in ("cards", "codes"):
        words = [w.upper() for w in WORDS.split(text) if w]
        return [full_code(w, prefix) for w in words] if item.kind == "codes" else words
    if item.kind == "code":
        return full_code(text.upper(), prefix)
    if item.kind == "faces":
        return [c.upper() for c in re.sub(r"[\s,;]", "", text)]
    if item.kind == "dice":
        return [[c.upper() for c in word] for word in WORDS.split(text) if word]
    return text


_NOTHING = "—"


def full_code(word: str, prefix: str) -> str:
    """A printed code typed short: `D-01`, `d1` and `DT-D-01` are the same Data-Tycoon card."""
    found = re.fullmatch(r"(?:%s-?)?([A-Z])-?(\d{1,3})" % re.escape(prefix), word) if prefix else None
    return f"{prefix}-{found.group(1)}-{int(found.group(2)):02d}" if found else word


def document(form: CheckForm) -> dict | None:
    """The document the referee reads, or None with every field's mistake noted on the form."""
    spec = form.spec
    result: dict = {}
    for item in form.fields:
        _put(form, result, item, spec.code_prefix)
    if spec.rows:
        rows_value: Any = {} if spec.rows.mapping else []
        for row in form.rows:
            entry: dict = {}
            blank = _blank_slots(row)
            for item in row.fields:
                if _slot(item.input) not in blank:
                    _put(form, entry, item, spec.code_prefix)
            for key, value in entry.items():
                if isinstance(value, list) and any(v is None for v in value):
                    entry[key] = [v for v in value if v is not None]
            if spec.rows.mapping:
                rows_value[entry.pop(spec.rows.name_key, "") or str(row.number)] = entry
            else:
                rows_value.append(entry)
        result[spec.rows.key] = rows_value
    return None if form.errors else spec.finish(result, form)


def _slot(item: Input) -> tuple | None:
    """(key, index) of an input inside a numbered slot, else None."""
    return item.path[:2] if len(item.path) > 2 and isinstance(item.path[1], int) else None


def _blank_slots(row: Row) -> set[tuple]:
    """Numbered slots whose every field is blank: a treasure not claimed is left out."""
    slots: dict[tuple, bool] = {}
    for item in row.fields:
        slot = _slot(item.input)
        if slot is not None:
            slots[slot] = slots.get(slot, True) and not item.value.strip()
    return {slot for slot, blank in slots.items() if blank}


def _put(form: CheckForm, target: dict, item: Field, prefix: str) -> None:
    if item.input.kind == "switch":
        _set(target, item.input.path, item.value.strip() == "1")
        return
    if not item.value.strip():
        if not item.input.optional:
            form.fail(item.name, UsageError("expected a value, got nothing"))
        return
    try:
        _set(target, item.input.path, read_value(item.input, item.value, prefix))
    except UsageError as error:
        form.fail(item.name, error)


def _set(target: dict, path: tuple, value: Any) -> None:
    """target[path…] = value, making the lists and objects on the way (a list grows to its index)."""
    node: Any = target
    for step, following in zip(path, path[1:]):
        blank: Any = [] if isinstance(following, int) else {}
        if isinstance(step, int):
            node.extend([None] * (step + 1 - len(node)))
            if node[step] is None:
                node[step] = blank
        else:
            node.setdefault(step, blank)
        node = node[step]
    last = path[-1]
    if isinstance(last, int):
        node.extend([None] * (last + 1 - len(node)))
    node[last] = value
