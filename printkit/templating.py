"""Jinja2 templates (booklets, player aids) rendered through the catalogs.

`{% trans %}` blocks are English msgids (trimmed: line breaks fold to spaces). Jinja's i18n
extension would mark translations safe; ours escape every translation with `i18n.markup`
first, so a translated `<` prints as a `<` (ARCHITECTURE.md: lessons paid for).

Templates are looked up in the workspace's templates/ first, then in the shipped ones
(printkit/workspace.py): a workspace file replaces the shipped file of the same path.
"""

from __future__ import annotations

from contextvars import ContextVar
from functools import lru_cache
from typing import Any

import jinja2

from printkit import workspace
from printkit.cache import cache_dir
from printkit.i18n import Translator, escape, markup


_TRANSLATOR: ContextVar[Translator] = ContextVar("printkit_template_translator")


def environment(tr: Translator) -> jinja2.Environment:
    """An environment of its own whose gettext callables use `tr`."""
    return _environment(_search_path(), lambda: tr)


def _search_path() -> tuple[str, ...]:
    return tuple(str(folder) for folder in workspace.template_dirs())


@lru_cache(maxsize=8)
def shared_environment(folders: tuple[str, ...] | str) -> jinja2.Environment:
    """One environment per templates search path and process: a template is compiled once (compiling
    a booklet takes longer than rendering it), then rendered with the translator of the moment.
    Compiled templates are also kept on disk between runs (`bytecode_cache`)."""
    return _environment(folders, _TRANSLATOR.get, cache=bytecode_cache())


# Bump when the environment's options change: compiled code depends on them.
ENVIRONMENT_VERSION = 2


def bytecode_cache() -> jinja2.FileSystemBytecodeCache | None:
    """Jinja's cache of compiled templates (checked against each template's source) in the user's
    cache folder (printkit/cache.py); None when caching is off or the folder cannot be made."""
    folder = cache_dir(f"jinja-{jinja2.__version__}-{ENVIRONMENT_VERSION}")
    return jinja2.FileSystemBytecodeCache(str(folder)) if folder else None


def _environment(folders: tuple[str, ...] | str, current, *,
                 cache: jinja2.BytecodeCache | None = None) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(list(folders) if isinstance(folders, tuple) else folders),
        bytecode_cache=cache,
        extensions=["jinja2.ext.i18n"],
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        # Jinja's optimizer folds constant expressions at compile time; each template is rendered
        # a few times per process, and on a first build (no compiled templates cached) the pass
        # took 15 % of compiling the four booklets (117 -> 98 ms). Rendered text is the same.
        optimized=False,
    )
    env.policies["ext.i18n.trimmed"] = True

    def gettext(message: str, **values: Any) -> str:
        text = markup(current().gettext(message))
        return text % {k: escape(str(v)) for k, v in values.items()} if values else text

    def ngettext(singular: str, plural: str, n: int) -> str:
        """`{% pluralize %}`: the catalog's plural rule picks the form; Jinja's newstyle wrapper fills %(name)s."""
        return markup(current().npgettext(None, singular, plural, n))

    def pgettext(context: str, message: str, **values: Any) -> str:
        text = markup(current().pgettext(context, message))
        return text % {k: escape(str(v)) for k, v in values.items()} if values else text

    env.install_gettext_callables(gettext, ngettext, newstyle=True, pgettext=pgettext)
    env.filters["e"] = escape
    return env


def render_template(name: str, tr: Translator, **context: Any) -> str:
    """Render templates/<name> with the translator; the result is reportlab-safe markup."""
    return render_template_in(_search_path(), name, tr, shown=f"templates/{name}", **context)


def render_template_in(folders: tuple[str, ...], name: str, tr: Translator, *, shown: str, **context: Any) -> str:
    """Render the template `name` found in `folders` (a data-only game's booklet lives in its
    own folder); `shown` names it in errors."""
    try:
        template = shared_environment(folders).get_template(name)
    except jinja2.TemplateNotFound:
        from printkit.errors import PrintkitError
        raise PrintkitError(f"{shown}: template not found") from None
    except jinja2.TemplateSyntaxError as error:
        from printkit.errors import PrintkitError
        raise PrintkitError(f"{shown}:{error.lineno}: invalid template: {error.message}") from None
    token = _TRANSLATOR.set(tr)
    try:
        return template.render(**context)
    finally:
        _TRANSLATOR.reset(token)


def prepare() -> None:
    """Make the shared environment now (build --all does this before forking its workers, so
    that they do not each make it); templates are compiled, or read from the bytecode cache,
    when a kit first asks for them."""
    shared_environment(_search_path())
