"""A check's form filled from a document (the check's shipped example): the inverse of
check_form.document, so a page opens with a situation a referee can settle at once."""

from __future__ import annotations

from typing import Any

from printkit.web.check_form import CheckForm, Input, Spec


def fill(form: CheckForm, source: dict) -> CheckForm:
    """The form's fields filled from a document (the check's shipped example)."""
    for item in form.fields:
        item.value = text_of(item.input, _get(source, item.input.path))
    rows = form.spec.rows
    entries = source.get(rows.key) if rows else None
    if isinstance(entries, dict):
        entries = [dict(value, **{rows.name_key: name}) for name, value in entries.items()]
    for row, entry in zip(form.rows, entries or []):
        for item in row.fields:
            item.value = text_of(item.input, _get(entry, item.input.path))
    return form


def _get(source: Any, path: tuple) -> Any:
    for step in path:
        if isinstance(step, int) and isinstance(source, list) and step < len(source):
            source = source[step]
        elif isinstance(step, str) and isinstance(source, dict):
            source = source.get(step)
        else:
            return None
    return source


def text_of(item: Input, value: Any) -> str:
    """A document's value as the field shows it."""
    if value is None:
        return ""
    if item.kind == "switch":
        return "1" if value is True else ""
    if item.kind == "dice":
        return " ".join("".join(str(face) for face in die) for die in value)
    if item.kind == "faces":
        return " ".join(str(face) for face in value)
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def example_counts(spec: Spec, source: dict) -> tuple[int, int]:
    """How many rows and slots the example fills."""
    rows = spec.rows
    entries = source.get(rows.key) if rows else None
    count = len(entries) if isinstance(entries, (list, dict)) else (rows.low if rows else 0)
    slots = 0
    if rows and rows.slots[1]:
        keys = {item.path[0] for item in rows.inputs if len(item.path) > 2}
        values = entries.values() if isinstance(entries, dict) else entries or []
        slots = max([len(v.get(k) or []) for v in values if isinstance(v, dict) for k in keys] + [rows.slots[0]])
    return max(rows.low, min(count, rows.high)) if rows else 0, min(slots, rows.slots[1]) if rows else 0
