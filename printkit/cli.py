"""The printkit command line. The only module that imports click.

Errors reach the user as one line: exit 2 for usage errors, 1 for data errors.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from printkit.errors import PrintkitError, UsageError
from printkit.kit import KitOptions


def _fail(error: PrintkitError) -> None:
    for line in str(error).splitlines() or [error.__class__.__name__]:
        click.echo(f"error: {line}", err=True)
    sys.exit(error.exit_code)


class Group(click.Group):
    """Turns PrintkitError into one-line messages with the right exit code."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except PrintkitError as error:
            _fail(error)


@click.group(cls=Group)
@click.version_option(package_name="printkit")
def main() -> None:
    """Print-and-play kits for serious games: cards, boards, ledgers and rule booklets."""


def _games() -> list[str]:
    from printkit.loader import list_games
    return list_games()


@main.command()
def games() -> None:
    """List the games printkit can build."""
    from printkit.loader import list_games, load_game
    for game_id in list_games():
        meta = load_game(game_id).meta["game"]
        click.echo(f"{game_id}\t{meta.get('title', game_id)}")


@main.command()
@click.argument("game")
@click.option("--lang", default="en", show_default=True, help="Language of the kit (en, fr, or any shipped catalog).")
@click.option("--players", type=int, default=None, help="Number of players (the game's range; default per game).")
@click.option("--paper", default="a4", show_default=True, help="a4, a3 or letter.")
@click.option("--layout", type=click.Choice(["duplex-long", "duplex-short"]), default="duplex-long", show_default=True,
              help="How backs are placed: duplex flipped on the long or the short edge.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), required=True, help="Output directory.")
@click.option("--only", "only", is_flag=True, help="Print only the items whose codes follow GAME (a lost card, a torn ledger).")
@click.argument("codes", nargs=-1)
@click.option("--draft", is_flag=True, help="Build an incomplete language: English, marked [EN], where a translation is missing.")
@click.option("--level", default=None, help="Data-Tycoon: learning, basic, standard or expert.")
@click.option("--money", default=None, help="Triple Bataille: dette or libre.")
@click.option("--seed", default=None, help="Dice game: the board's seed.")
def build(game, lang, players, paper, layout, out_dir, only, codes, draft, level, money, seed) -> None:
    """Build a print-ready kit for GAME into --out.

    \b
    printkit build market-island --lang fr --players 4 --paper a4 --out kit/
    printkit build market-island --only MI-I-07 MI-S-03 --out reprint/
    """
    if codes and not only:
        raise UsageError(f"unexpected argument(s) {' '.join(codes)}; to reprint items by code, use --only CODE...")
    if only and not codes:
        raise UsageError("--only: expected one or more item codes, such as MI-I-07")
    from printkit.build import build as build_kit, kit_module
    if seed is None and getattr(kit_module(game) if game in _games() else None, "RANDOM_SEED", False):
        import secrets
        seed = str(secrets.randbelow(1_000_000))   # six digits: easy to read off the board and retype
        chosen_seed = seed
    else:
        chosen_seed = None
    extra = {k: v for k, v in (("level", level), ("money", money), ("seed", seed)) if v is not None}
    codes = tuple(code for group in codes for code in group.replace(",", " ").split())
    options = KitOptions(game=game, lang=lang, paper=paper.lower(), players=players, layout=layout,
                         only=codes, draft=draft, extra=extra)
    started = time.perf_counter()
    kit = build_kit(options, out_dir)
    pages = sum(f.pages for f in kit.files[1:])
    click.echo(f"{game} ({lang}, {paper}): {len(kit.files)} PDF files, {pages} pages, "
               f"{time.perf_counter() - started:.1f} s -> {out_dir}")
    if chosen_seed is not None:
        click.echo(f"seed {chosen_seed} chosen at random (printed on the board; --seed {chosen_seed} rebuilds this kit)")


@main.command()
@click.argument("games", nargs=-1)
@click.option("--kit", "kit_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Also check a built kit (its manifest and the PDFs' text) against the deck data.")
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
def validate(games, kit_dir, as_json) -> None:
    """Check deck data against the manuals' facts, a built kit against the data, and the catalogs.

    One finding per line, `path:line: error|warning: message`; exit 1 if any error. Without GAME,
    every game is checked.
    """
    from printkit import validate as validator
    findings = validator.validate(list(games) or None, kit=kit_dir)
    if as_json:
        click.echo(validator.as_json(findings))
    else:
        for finding in findings:
            click.echo(str(finding))
        errors = sum(f.severity == "error" for f in findings)
        click.echo(f"{errors} error(s), {len(findings) - errors} warning(s)", err=True)
    sys.exit(1 if any(f.severity == "error" for f in findings) else 0)


@main.command()
@click.argument("game")
@click.option("--lang", default="en", show_default=True, help="Language of the card texts.")
@click.option("--json", "as_json", is_flag=True, help="Print the cards as JSON.")
def cards(game, lang, as_json) -> None:
    """List every card of GAME with its code and attributes (for referees sorting a deck)."""
    import json as json_module

    from printkit.build import kit_module
    from printkit.i18n import translator
    from printkit.loader import load_game
    data = load_game(game)
    rows = kit_module(game).card_list(data, translator(game, lang, draft=True))
    if as_json:
        click.echo(json_module.dumps(rows, indent=2, ensure_ascii=False))
        return
    for row in rows:
        details = "  ".join(f"{k}={v}" for k, v in row.items() if k not in ("code", "text") and v is not None)
        click.echo(f"{row['code']}  {details}" + (f"  | {row['text']}" if row.get("text") else ""))


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.argument("game")
@click.argument("words", nargs=-1, type=click.UNPROCESSED)
def score(game, words) -> None:
    """Settle a score with GAME's referee.

    \b
    printkit score market-island --winning 9C --block 9H KH --played 9D AC [--dice P1=4 P2=6] [--json]
    printkit score market-island round FILE.json [--json]      (- reads standard input)
    printkit score GAME CHECK FILE.json [--json]               (the other games)
    """
    import json as json_module

    from printkit.referee import read_json, referee, run
    from printkit.referee_cli import parse_score_words
    referee(game)   # an unknown game is reported before any file is read
    check, payload, as_json = parse_score_words(game, list(words), lambda name: read_json(name, sys.stdin))
    result, words_out = run(game, check, payload)
    click.echo(json_module.dumps(result, indent=2, ensure_ascii=False) if as_json else words_out)


if __name__ == "__main__":  # pragma: no cover
    main()


# --- printkit i18n: translator tooling (issue 4); the logic lives in printkit/i18n_tools/ ---

@main.group()
def i18n() -> None:
    """Translate printkit: catalogs per game and language (PO files), status and checks."""


def _write_all(outputs) -> None:
    from printkit.i18n_tools.catalogs import write
    from printkit.resources import relative
    for output in outputs:
        if output.stale():
            write(output)
            click.echo(f"wrote {relative(output.path)}")


@i18n.command("extract")
def i18n_extract() -> None:
    """Refresh the templates (locales/<domain>/<domain>.pot) from what every kit prints."""
    from printkit.i18n_tools.catalogs import template_outputs, templates
    outputs = template_outputs(templates())
    _write_all(outputs)
    click.echo(f"{len(outputs)} template(s) up to date")


@i18n.command("init")
@click.argument("lang")
@click.argument("games", nargs=-1)
def i18n_init(lang, games) -> None:
    """Start catalogs for LANG (every game, or GAME... only, plus the shared printkit domain)."""
    from printkit.i18n import COMMON_DOMAIN
    from printkit.i18n_tools.catalogs import init_outputs, templates
    from printkit.loader import list_games
    from printkit.resources import relative
    unknown = sorted(set(games) - set(list_games()))
    if unknown:
        raise UsageError(f"GAME: unknown game(s) {', '.join(unknown)}; expected one of: {', '.join(list_games())}")
    fresh = templates()
    outputs, kept = init_outputs(lang, [*(sorted(games) or list_games()), COMMON_DOMAIN], fresh)
    _write_all(outputs)
    for path in kept:
        click.echo(f"kept {relative(path)} (already there; `printkit i18n update` merges new strings)")


@i18n.command("update")
@click.option("--check", "check_only", is_flag=True, help="Write nothing; exit 1 if a template or catalog is stale (for CI).")
def i18n_update(check_only) -> None:
    """Refresh the templates and merge them into every catalog (previous msgids kept for editors)."""
    from printkit.i18n_tools.catalogs import template_outputs, templates, update_outputs
    from printkit.resources import relative
    fresh = templates()
    outputs = template_outputs(fresh)
    if check_only:
        stale = [o for o in outputs + update_outputs(fresh) if o.stale()]
        for output in stale:
            click.echo(f"{relative(output.path)}: stale; run `printkit i18n update` and commit the result", err=True)
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


@i18n.command("check")
@click.argument("lang")
def i18n_check(lang) -> None:
    """Problems in LANG's translations, as catalog:line: msgctxt: message; exit 1 if any."""
    from printkit.i18n_tools.check import check, domains, known_language
    if not known_language(lang):
        raise UsageError(f"LANG: no catalog for {lang!r} in locales/ ({', '.join(domains())}); "
                         f"start one with `printkit i18n init {lang}`")
    problems = check(lang)
    for problem in problems:
        click.echo(str(problem))
    click.echo(f"{lang}: {len(problems)} problem(s)", err=True)
    sys.exit(1 if problems else 0)
