"""Jinja2 templates (booklets, player aids) rendered through the catalogs.

`{% trans %}` blocks are English msgids (trimmed: line breaks fold to spaces). Jinja's i18n
extension would mark translations safe; ours escape every translation with `i18n.markup`
first, so a translated `<` prints as a `<` (ARCHITECTURE.md: lessons paid for).
"""

from __future__ import annotations

from typing import Any

import jinja2

from printkit import resources
from printkit.i18n import Translator, escape, markup


def environment(tr: Translator) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(resources.templates_dir())),
        extensions=["jinja2.ext.i18n"],
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.policies["ext.i18n.trimmed"] = True

    def gettext(message: str, **values: Any) -> str:
        text = markup(tr.gettext(message))
        return text % {k: escape(str(v)) for k, v in values.items()} if values else text

    def ngettext(singular: str, plural: str, n: int, **values: Any) -> str:
        chosen = singular if n == 1 else plural
        return gettext(chosen, **{"num": n, **values})

    def pgettext(context: str, message: str, **values: Any) -> str:
        text = markup(tr.pgettext(context, message))
        return text % {k: escape(str(v)) for k, v in values.items()} if values else text

    env.install_gettext_callables(gettext, ngettext, newstyle=True, pgettext=pgettext)
    env.filters["e"] = escape
    return env


def render_template(name: str, tr: Translator, **context: Any) -> str:
    """Render templates/<name> with the translator; the result is reportlab-safe markup."""
    try:
        template = environment(tr).get_template(name)
    except jinja2.TemplateNotFound:
        from printkit.errors import PrintkitError
        raise PrintkitError(f"templates/{name}: template not found") from None
    return template.render(**context)
