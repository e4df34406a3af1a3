"""Jinja2 templates (booklets, player aids) rendered through the catalogs.

`{% trans %}` blocks are English msgids (trimmed: line breaks fold to spaces). Jinja's i18n
extension would mark translations safe; ours escape every translation with `i18n.markup`
first, so a translated `<` prints as a `<` (ARCHITECTURE.md: lessons paid for).

Templates are looked up in the workspace's templates/ first, then in the shipped ones
(printkit/workspace.py): a workspace file replaces the shipped file of the same path.
"""

from __future__ import annotations

import os
import sys
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable

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
CACHE_PATTERN = "__jinja2_%s.cache"   # Jinja's default name of a compiled template's file, stated


def bytecode_cache() -> jinja2.FileSystemBytecodeCache | None:
    """Jinja's cache of compiled templates (checked against each template's source) in the user's
    cache folder (printkit/cache.py); None when caching is off or the folder cannot be made."""
    folder = cache_dir(f"jinja-{jinja2.__version__}-{ENVIRONMENT_VERSION}")
    return jinja2.FileSystemBytecodeCache(str(folder), CACHE_PATTERN) if folder else None


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
        # Jinja's optimizer folds constant expressions at compile time: each template is rendered
        # only a few times per process, so on a first build (no compiled templates cached) the
        # pass costs more than it saves. Rendered text is the same without it.
        optimized=False,
    )
    env.policies["ext.i18n.trimmed"] = True

    # Jinja's newstyle gettext: each translation is a format string, filled with the block's
    # variables as given (`rv % variables`, Jinja's jinja2.ext._make_new_gettext and siblings,
    # with `num` and `context` added as they add them). Installed as plain callables, then the
    # environment marked newstyle (its documented `newstyle_gettext` flag), so that a template
    # calls them directly: Jinja's own newstyle wrappers call through the context once more
    # per string. The rendered text is the same.
    def gettext(__string: str, **variables: Any) -> str:
        return markup(current().gettext(__string)) % variables

    def ngettext(__singular: str, __plural: str, __num: int, **variables: Any) -> str:
        """`{% pluralize %}`: the catalog's plural rule picks the form."""
        variables.setdefault("num", __num)
        return markup(current().npgettext(None, __singular, __plural, __num)) % variables

    def pgettext(__string_ctx: str, __string: str, **variables: Any) -> str:
        variables.setdefault("context", __string_ctx)
        return markup(current().pgettext(__string_ctx, __string)) % variables

    env.install_gettext_callables(gettext, ngettext, newstyle=False, pgettext=pgettext)
    env.newstyle_gettext = True   # type: ignore[attr-defined]
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


def compile_ahead(games: Iterable[str]) -> Callable[[], None]:
    """On a first build, compile the games' templates (`templates/<game>/`) in a child process,
    into the bytecode cache, while this process starts up; returns a function that waits for that
    child (call it once the kits are built). Nothing is started when every template is already
    stored, when caching is off, with one core, or where processes are not forked (Linux only,
    as printkit/workers.py).

    Why: compiling the booklets is mostly Jinja's lexer, parser and code generator working
    through their many `{% trans %}` blocks, which no environment option makes cheaper; done in
    the workers, it would sit on a first `build --all`'s critical path, while one core stays idle
    through the parent's start-up (catalogs, renderers, fonts). The workers then find the
    compiled templates stored, as on any later build, and load each booklet instead of compiling
    it (Jinja writes each file atomically). A template the child has not stored yet is compiled
    where it is needed, so what prints never depends on the child.
    """
    env = shared_environment(_search_path())
    names = {path.relative_to(folder).as_posix() for folder in workspace.template_dirs()
             for game in games for path in (folder / game).rglob("*.j2")}
    missing = [name for name in sorted(names) if not _stored(env, name)]
    if not missing or not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2:
        return lambda: None
    try:
        pid = os.fork()
    except OSError:
        return lambda: None   # no process to spare: the kits compile what they need
    if pid == 0:                                  # pragma: no cover (runs in the child)
        _compile_and_exit(env, missing)
    return lambda: _reap(pid)


def _stored(env: jinja2.Environment, name: str) -> bool:
    """Whether the bytecode cache holds a file for this template (the file checks the source
    itself when it is read: a changed template is compiled again where it is needed)."""
    cache = env.bytecode_cache
    if not isinstance(cache, jinja2.FileSystemBytecodeCache):
        return True   # caching off: nowhere to keep what a child would compile
    try:
        _, filename, _ = env.loader.get_source(env, name)
    except jinja2.TemplateNotFound:
        return True
    return (Path(cache.directory) / (CACHE_PATTERN % cache.get_cache_key(name, filename))).exists()


def _compile_and_exit(env: jinja2.Environment, names: list[str]) -> None:
    """In the child: compile (and so store) each template; a template that does not compile is
    left to the kit that renders it, which reports the error."""
    status = 0
    try:
        for name in names:
            try:
                env.get_template(name)
            except Exception:
                status = 1
    finally:
        os._exit(status)


def _reap(pid: int) -> None:
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
