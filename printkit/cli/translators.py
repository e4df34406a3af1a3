"""`printkit i18n`: the translators' commands. The logic lives in printkit/i18n_tools/;
this module turns it into commands and one-line messages (cli/__init__.py adds the group to `printkit`).
"""

from __future__ import annotations

import sys

import click

from printkit.errors import UsageError


@click.group()
def i18n() -> None:
    """Translate printkit: catalogs per game and language (PO files), status and checks."""


def _write_all(outputs) -> None:
    """Write what changed, into the workspace, and say where (absolute paths)."""
    from printkit.i18n_tools.catalogs import write
    for output in outputs:
        if output.stale():
            write(output)
            click.echo(f"wrote {output.path}{output.note}")


@i18n.command("extract")
@click.argument("games", nargs=-1)
def i18n_extract(games) -> None:
    """Refresh the templates (locales/<domain>/<domain>.pot) from what every kit prints
    (GAME...: only those games' own templates)."""
    from printkit.i18n_tools.catalogs import game_templates, template_outputs, templates
    from printkit.loader import list_games
    unknown = sorted(set(games) - set(list_games()))
    if unknown:
        raise UsageError(f"GAME: unknown game(s) {', '.join(unknown)}; expected one of: {', '.join(list_games())}")
    outputs = template_outputs(game_templates(list(games)) if games else templates())
    _write_all(outputs)
    click.echo(f"{len(outputs)} template(s) up to date")


@i18n.command("init")
@click.argument("lang")
@click.argument("games", nargs=-1)
def i18n_init(lang, games) -> None:
    """Start catalogs for LANG (every game, or GAME... only, plus the shared printkit and web domains)."""
    from printkit.i18n import COMMON_DOMAIN, WEB_DOMAIN
    from printkit.i18n_tools.catalogs import check_language_code, init_outputs, plural_rule_note, templates
    from printkit.loader import list_games
    check_language_code(lang)   # before the (slow) extraction: a bad code answers at once
    unknown = sorted(set(games) - set(list_games()))
    if unknown:
        raise UsageError(f"GAME: unknown game(s) {', '.join(unknown)}; expected one of: {', '.join(list_games())}")
    fresh = templates()
    outputs, kept = init_outputs(lang, [*(sorted(games) or list_games()), COMMON_DOMAIN, WEB_DOMAIN], fresh)
    note = plural_rule_note(lang)   # where the rule came from, before the new catalogs exist
    _write_all(outputs)
    for path in kept:
        click.echo(f"kept {path} (already there; `printkit i18n update` merges new strings)")
    if outputs:
        click.echo(note)


@i18n.command("update")
@click.option("--check", "check_only", is_flag=True, help="Write nothing; exit 1 if a template or catalog is stale (for CI).")
def i18n_update(check_only) -> None:
    """Refresh the templates and merge them into every catalog (previous msgids kept for editors)."""
    from printkit.i18n_tools.catalogs import template_outputs, templates, update_outputs
    from printkit.workspace import shown
    fresh = templates()
    outputs = template_outputs(fresh)
    if check_only:
        stale = [o for o in outputs + update_outputs(fresh) if o.stale()]
        for output in stale:
            click.echo(f"{shown(output.current or output.path)}: stale; run `printkit i18n update` "
                       "and commit the result", err=True)
        sys.exit(1 if stale else 0)
    _write_all(outputs)
    _write_all(update_outputs(fresh))


@i18n.command("status")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def i18n_status(as_json) -> None:
    """Translated, fuzzy and untranslated strings per domain and language (fuzzy is not translated)."""
    import json
    from printkit.i18n_tools.status import status, table
    rows = status()
    if as_json:
        click.echo(json.dumps([row.as_dict() for row in rows], indent=2))
    else:
        click.echo(table(rows))


@i18n.command("fonts")
@click.argument("lang")
def i18n_fonts(lang) -> None:
    """The fonts LANG's kits print with (chosen for its script and its catalogs' strings), where
    each comes from and its licence; exit 1 if no font was found for a script the language needs."""
    from printkit.i18n_tools.check import domains, font_report, known_language
    if not known_language(lang):
        raise UsageError(f"LANG: no catalog for {lang!r} in locales/ ({', '.join(domains())}); "
                         f"start one with `printkit i18n init {lang}`")
    lines = font_report(lang)
    for line in lines:
        click.echo(line)
    sys.exit(1 if any(line.startswith("  no ") for line in lines) else 0)


@i18n.command("check")
@click.argument("lang")
def i18n_check(lang) -> None:
    """Problems in LANG's translations, as catalog:line: msgctxt: message; exit 1 if any."""
    from printkit.i18n import PSEUDO_LANGS
    from printkit.i18n_tools.check import check, domains, known_language
    if not known_language(lang):
        raise UsageError(f"LANG: no catalog for {lang!r} in locales/ ({', '.join(domains())}); "
                         f"start one with `printkit i18n init {lang}`")
    from printkit.i18n_tools.status import left_to_do
    problems = check(lang)
    for problem in problems:
        click.echo(str(problem))
    left = left_to_do(lang) if lang not in PSEUDO_LANGS else 0
    # A clean check of a half-done catalog is not a finished one: say what is left (it prints in English).
    todo = f"; {left} string(s) still untranslated or fuzzy (`printkit i18n status`)" if left else ""
    click.echo(f"{lang}: {len(problems)} problem(s){todo}", err=True)
    sys.exit(1 if problems else 0)
