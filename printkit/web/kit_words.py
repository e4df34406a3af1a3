"""A mistake on the kit form in the page's words: the field's own label and what it takes, in the
page's language, rather than the command line's `--marks: expected LEN,OFFSET,WIDTH …` (which
`printkit build` and the downloads' 400 keep, in English)."""

from __future__ import annotations

import re

from printkit.config import LIMIT_MM
from printkit.errors import PrintkitError
from printkit.option_parsing import MARK_LIMITS
from printkit.web.forms import KitForm
from printkit.web.pages import _

UNKNOWN_CODES = re.compile(r"--only: no printed item has the code\(s\) (.+?); codes look like (.+)")
UNTRANSLATED = re.compile(r"--lang \S+: (\d+) string")


def kit_messages(form: KitForm, typed: dict[str, str]) -> dict[str, str]:
    """{field name or "": the message} for every error of the form."""
    return {name: said(form, name, error, typed.get(name, "")) for name, error in form.errors.items()}


def said(form: KitForm, name: str, error: PrintkitError, typed: str) -> str:
    """One mistake: the field's label, then what it takes and what was typed."""
    field = form.field(name)
    if field is None:
        return str(error)
    label = _(field.label)
    typed = typed or form.values.get(name, "")
    got = _shown(typed)
    message = str(error)
    if name == "players" and field.number:
        what = _("a number from %(low)s to %(high)s, not %(got)s", low=field.number[0], high=field.number[1], got=got)
    elif name == "marks":
        bounds = dict(zip(("l1", "h1", "l2", "h2", "l3", "h3"),
                          ("%g" % bound for pair in MARK_LIMITS.values() for bound in pair)))
        what = _("three numbers in mm, such as 4,1,0.1: the length from %(l1)s to %(h1)s, the gap from %(l2)s "
                 "to %(h2)s, the line width from %(l3)s to %(h3)s; not %(got)s", got=got, **bounds)
    elif name == "back_offset":
        limit = "%g" % LIMIT_MM
        what = _("two numbers in mm from -%(limit)s to %(limit)s, such as 1.5,-0.5; not %(got)s", limit=limit, got=got)
    elif name == "seed":
        what = _("a whole number such as 2019, not %(got)s", got=got)
    elif name == "lang" and UNTRANSLATED.match(message) and typed in {value for value, _s, _g in field.choices}:
        what = _("%(count)s texts are not translated yet; pick this language among the drafts to print it "
                 "with English where they are missing", count=UNTRANSLATED.match(message).group(1))
    elif name == "lang":
        what = _("pick a language from the list, not %(got)s", got=got)
    elif name == "only" and UNKNOWN_CODES.match(message):
        codes, examples = UNKNOWN_CODES.match(message).groups()
        what = _("no item of this game has the code %(codes)s; its codes look like %(examples)s",
                 codes=codes, examples=examples)
    elif field.choices:
        what = _("pick one of: %(names)s; not %(got)s",
                 names=", ".join(_(shown) for _value, shown, _group in field.choices), got=got)
    else:
        what = _("this value cannot be used (%(got)s)", got=got)
    return _("%(where)s: %(what)s", where=label, what=what)


def _shown(value: str) -> str:
    value = "".join(c if c >= " " else "?" for c in value)
    return _("“%(value)s”", value=value[:40]) if value else _("nothing")
