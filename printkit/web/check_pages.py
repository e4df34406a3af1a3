"""A referee check's page (`/score/<game>/<check>`): the check's form (check_specs.py), opened
with the shipped example filled in, settled by the same referee as `printkit score`; the verdict
is the referee's own words (`explain`), shown first, and a mistake names the field it is about
in the page's words (refusals.py). Everything is in the address, so the page's language can be
switched without losing what was typed.
"""

from __future__ import annotations

import json

from flask import render_template, request

from printkit import resources
from printkit.errors import PrintkitError
from printkit.web.check_fill import example_counts, fill
from printkit.web.check_form import CheckForm, Spec, document, empty_form
from printkit.web.check_specs import specs
from printkit.web.pages import tr
from printkit.web.refusals import label_of, row_words, word_errors


def spec_of(game: str, check: str) -> Spec | None:
    return specs().get((game, check))


def example(spec: Spec) -> dict:
    """The check's shipped example (`examples/<game>-<check>.json`) in the form's shape."""
    path = resources.examples_dir() / f"{spec.game}-{spec.check}.json"
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return spec.start(found) if isinstance(found, dict) else {}


def form_of(spec: Spec, args) -> CheckForm:
    """The form from the address; a page opened without values shows the example."""
    start = example(spec)
    rows, slots = example_counts(spec, start)
    form = empty_form(spec, args, rows, slots)
    if not any(key for key in args if key not in ("hl",)):
        fill(form, start)
    return form


def check_page(game: str, check: str, title: str, answer):
    """The page: the form, and once settled the verdict or the mistakes (HTTP 400)."""
    spec = spec_of(game, check)
    form = form_of(spec, request.args)
    result = words = None
    if form.submitted:
        payload = document(form)
        if payload is not None:
            try:
                result, words = answer(game, check, payload, tr())
            except PrintkitError as error:
                form.fail("", error)
    messages = word_errors(form)
    return render_template("check.html", form=form, spec=spec, title=title, words=words, messages=messages,
                           result=json.dumps(result, indent=2, ensure_ascii=False) if result is not None else None,
                           label_of=label_of, row_words=row_words, choices_of=choices_of,
                           row_counts=range(spec.rows.low, spec.rows.high + 1) if spec.rows else ()), \
        (400 if messages else 200)


def choices_of(item, form: CheckForm) -> tuple[tuple[str, str], ...]:
    """A menu's choices in the page's language; for `row`, the players by name."""
    if item.kind == "row":
        return tuple((str(row.number), row_words(form, row.number)) for row in form.rows)
    return item.choices(tr().lang) if callable(item.choices) else item.choices
