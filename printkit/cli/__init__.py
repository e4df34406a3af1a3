"""The printkit command line. The only package that imports click (the translators' commands: cli/translators.py).

Errors reach the user as one line: exit 2 for usage errors, 1 for data errors.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import click

from printkit.cli.translators import i18n
from printkit.errors import PrintkitError, UsageError
from printkit.option_specs import (DRAFT, GAME_EXTRAS, LANG, PLAYERS, PRODUCTION, Option, check_only, draw_seed,
                                  kit_options, parse_players, player_range, split_codes)


def _fail(error: PrintkitError) -> None:
    for line in str(error).splitlines() or [error.__class__.__name__]:
        click.echo(f"error: {line}", err=True)
    sys.exit(error.exit_code)


class Group(click.Group):
    """Turns PrintkitError into one-line messages with the right exit code; a file the system
    refuses into one line naming it; anything else, a bug, into one line and a crash report
    (printkit/crash.py). Click's own exceptions go on to click."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except PrintkitError as error:
            _fail(error)
        except (click.ClickException, click.exceptions.Exit, click.Abort, EOFError):
            raise
        except BrokenPipeError:   # the reader went away (printkit cards GAME | head): nothing left to say
            sys.exit(1)
        except OSError as error:
            if error.filename is None:
                _crashed(ctx, error)
            click.echo(f"error: {error.filename}: {error.strerror or error}", err=True)
            sys.exit(1)
        except Exception as error:
            _crashed(ctx, error)


def _crashed(ctx: click.Context, error: Exception) -> None:
    from printkit.crash import tell
    sys.exit(tell(" ".join(filter(None, ("printkit", ctx.invoked_subcommand))), error))


def run() -> None:
    """The program (console script and `python -m printkit`): the command, then a prompt exit.

    When a command returns, its files are already written, synced and renamed; what is left is
    Python's teardown, which frees every module, font and cached object one by one (measured:
    13 to 18 ms after `build --all`, 2 % of it). The standard streams are flushed and the process
    ends with the command's exit code. An exception outside any command (while click reads the
    options) is a bug too: one line and a crash report, as inside one (`Group.invoke`).
    """
    try:
        main()
        code = 0
    except SystemExit as done:
        code = done.code
    except Exception as error:
        from printkit.crash import tell
        code = tell("printkit", error)
    if code is not None and not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):   # a closed pipe (printkit games | head -1)
            pass
    os._exit(code or 0)


@click.group(cls=Group)
@click.version_option(package_name="printkit")
@click.option("--workspace", "workspace_dir", type=click.Path(exists=True, file_okay=False, path_type=Path),
              default=None, help="Your folder of catalogs, copied decks and templates, read before the shipped "
                                 "data and the only place printkit writes data [default: $PRINTKIT_WORKSPACE, "
                                 "else the current folder]. `printkit paths` shows it.")
def main(workspace_dir) -> None:
    """Print-and-play kits for serious games: cards, boards, ledgers and rule booklets."""
    from printkit import workspace
    workspace.use(workspace_dir)


def _note_workspace(*games) -> None:
    """One line (on stderr, so --json output stays clean) for each game (registry.Game; None for
    an unknown one, reported elsewhere) read from the workspace."""
    from printkit import workspace
    root = workspace.workspace_root()
    what = "this clone's data" if workspace.clone_root(root) == root else "the workspace copy"
    for game in games:
        if game is not None and game.from_workspace:
            click.echo(f"{game.id}: using {what} {game.folder}", err=True)


@main.command()
def paths() -> None:
    """Where printkit reads and writes: your workspace, the shipped data, your config and cache folders."""
    from printkit import workspace
    from printkit.config import FILE, user_config_dir
    from printkit.userdirs import current_cache_root
    cache = current_cache_root()
    for label, value in (("workspace", workspace.workspace_root()), ("shipped data", workspace.shipped_root()),
                         ("config", user_config_dir() / FILE),
                         ("cache", cache if cache is not None else "off (PRINTKIT_CACHE_DIR is empty)")):
        click.echo(f"{label + ':':<14}{value}")


@main.group()
def decks() -> None:
    """Game data in your workspace: copy a shipped game to change it, or start a card game of your own."""


@decks.command("copy")
@click.argument("game")
def decks_copy(game) -> None:
    """Copy GAME's shipped folder into the workspace's decks/; builds then read the copy."""
    from printkit.deck_copy import copy_game
    folder = copy_game(game)
    click.echo(f"copied {game} -> {folder}")
    click.echo(f"builds, cards, validate and score now read this copy; delete it to use the shipped {game} again")


@decks.command("new")
@click.argument("game")
def decks_new(game) -> None:
    """Write a small working card game, from data alone, as decks/GAME/ in the workspace."""
    from printkit.new_deck import new_deck
    for path in new_deck(game):
        click.echo(f"wrote {path}")
    click.echo(f"next: printkit build {game} --out kit/   (then: printkit validate {game}; guide: docs/design-a-deck.md)")


@decks.command("reference")
def decks_reference() -> None:
    """Print the reference of a data-only game's files (Markdown), from the schema that checks them."""
    from printkit.model.card_game_reference import reference
    click.echo(reference(), nl=False)


@main.command()
def games() -> None:
    """List the games printkit can build."""
    from printkit.registry import all_games
    for game in all_games():
        meta = game.data.meta["game"]
        click.echo(f"{game.id}\t{meta.get('title', game.id)}")


def _click_option(option: Option, **overrides):
    """A click option from the shared declaration (printkit/option_specs.py): same name, default, choices."""
    settings = {"default": option.default, "help": option.help, "metavar": option.metavar,
                "show_default": option.default is not None}
    if option.choices and not option.free:
        settings["type"] = click.Choice(list(option.choices))
    if option.switch:
        settings.update(is_flag=True, default=False)
    settings.update(overrides)
    return click.option(option.flag, option.name, **settings)


def production_options(command):
    """The print-production options shared by build, preview and calibrate (issue 8)."""
    for option in reversed(PRODUCTION):
        command = _click_option(option)(command)
    return command


def extra_options(command):
    """The options only some games take (--level, --money, --seed)."""
    for option in reversed(GAME_EXTRAS):
        command = _click_option(option)(command)
    return command


@main.command()
@click.argument("game", required=False)
@_click_option(LANG)
@_click_option(PLAYERS)
@production_options
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), required=True, help="Output directory.")
@click.option("--only", "only", is_flag=True, help="Print only the items whose codes follow GAME (a lost card, a torn ledger).")
@click.argument("codes", nargs=-1)
@_click_option(DRAFT)
@extra_options
@click.option("--all", "all_games", is_flag=True, help="Every game in every shipped language, into OUT/GAME/LANG/.")
@click.option("--jobs", type=click.IntRange(1, 64), default=None, help="With --all: parallel processes [default: CPUs].")
def build(game, lang, players, paper, layout, marks, back_offset, ink, booklet, out_dir, only, codes, draft,
          level, money, seed, all_games, jobs) -> None:
    """Build a print-ready kit for GAME into --out (or every kit with --all).

    \b
    printkit build market-island --lang fr --players 4 --paper a4 --out kit/
    printkit build market-island --only MI-I-07 MI-S-03 --out reprint/
    printkit build market-island --layout gutterfold --ink saver --out kit/
    printkit build --all --jobs 2 --out kits/
    """
    production = dict(paper=paper, layout=layout, marks=marks, back_offset=back_offset, ink=ink, booklet=booklet)
    if all_games:
        _build_all(game, codes, out_dir, jobs, production, draft)
        return
    if jobs is not None:
        raise UsageError("--jobs: only with --all")
    if game is None:
        raise UsageError("missing GAME: name a game (printkit games lists them) or use --all")
    check_only(codes, only)
    from printkit.build import build as build_kit
    from printkit.registry import find_game
    found = find_game(game)   # once for the whole command; None for an unknown game, which build reports
    chosen_seed = draw_seed(found) if seed is None else None
    seed = chosen_seed or seed
    players = _players(found, players)
    extra = {k: v for k, v in (("level", level), ("money", money), ("seed", seed)) if v is not None}
    codes = split_codes(codes)
    options = kit_options(game, lang=lang, players=players, out_dir=out_dir, only=codes, draft=draft,
                          extra=extra, **production)
    _note_workspace(found)
    started = time.perf_counter()
    kit = build_kit(options, out_dir, game=found)
    _remember_offset(back_offset)
    pages = sum(f.pages for f in kit.files[1:])
    click.echo(f"{game} ({lang}, {paper}): {len(kit.files)} PDF files, {pages} pages, "
               f"{time.perf_counter() - started:.1f} s -> {out_dir}")
    if chosen_seed is not None:
        click.echo(f"seed {chosen_seed} chosen at random (printed on the board; --seed {chosen_seed} rebuilds this kit)")
    for line in kit.manifest.get("notes", []):
        click.echo(f"note: {line}", err=True)
    for line in kit.manifest.get("warnings", []):
        click.echo(f"warning: {line}", err=True)


def _players(game, players: str | None) -> int | None:
    """--players as typed, checked against the range of `game` (registry.Game; None for an
    unknown game, which is reported later)."""
    if players is None or game is None:
        return parse_players(players, 1, 99)
    low, high, _ = player_range(game.data)
    return parse_players(players, low, high)


def _remember_offset(option: str | None) -> None:
    """A --back-offset that built a kit is kept for the next builds (printkit/config.py)."""
    if option is not None:
        from printkit.config import parse_offset, save_offset
        save_offset(parse_offset(option))


def _build_all(game, codes, out_dir: Path, jobs, production: dict, draft: bool) -> None:
    """build --all: default options per game, the production options given, in parallel; the
    complete languages only (all of them with --draft). Every kit that fails is reported with
    its kit, after the others are built; the exit status is then 1."""
    if game is not None or codes:
        raise UsageError(f"--all: builds every game; remove {' '.join([game or '', *codes]).strip()}")
    from printkit.build_all import all_kits, build_all, select_kits
    from printkit.registry import all_games
    base = kit_options("", lang="en", out_dir=out_dir, draft=draft, **production)
    games = all_games()   # each found once, for the notes, the count and the builds
    _note_workspace(*games)
    if sys.stdout.isatty():
        total = len(select_kits(all_kits(base, games), {game.id: game for game in games})[0])
        with click.progressbar(length=total, label="building kits") as bar:
            summary = build_all(base, out_dir, jobs=jobs, on_done=lambda result: bar.update(1), games=games)
    else:
        summary = build_all(base, out_dir, jobs=jobs, games=games)
    _remember_offset(production["back_offset"])
    for kit in summary.kits:
        click.echo(f"  {kit.game} ({kit.lang}): {kit.files} files, {kit.pages} pages, {kit.seconds:.2f} s")
    for kit in summary.skipped:
        if kit.no_font:
            click.echo(f"  skipped {kit.game} ({kit.lang}): {kit.no_font}")
            continue
        click.echo(f"  skipped {kit.game} ({kit.lang}): {kit.untranslated} string(s) untranslated or fuzzy; "
                   f"--draft builds it")
    click.echo(f"{len(summary.kits)} kits: {summary.files} PDF files, {summary.pages} pages, "
               f"{summary.seconds:.1f} s -> {out_dir}")
    for failed in summary.failures:
        for line in failed.message.splitlines():
            click.echo(f"error: {failed.game} ({failed.lang}): {line}", err=True)
    if summary.failures:
        click.echo(f"{len(summary.failures)} kit(s) failed", err=True)
        sys.exit(1)


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
    from printkit.loader import list_games
    from printkit.registry import find_game
    found = {game: find_game(game) for game in games or list_games()}   # each once, for the notes and the checks
    _refuse_unknown_games([game for game, at in found.items() if at is None], list_games())
    _note_workspace(*found.values())
    findings = validator.validate(list(games) or None, kit=kit_dir, found=found)
    if as_json:
        click.echo(validator.as_json(findings))
    else:
        for finding in findings:
            click.echo(str(finding))
        errors = sum(f.severity == "error" for f in findings)
        click.echo(f"{errors} error(s), {len(findings) - errors} warning(s)", err=True)
    sys.exit(1 if any(f.severity == "error" for f in findings) else 0)


def _refuse_unknown_games(unknown: list[str], known: list[str]) -> None:
    """A usage error naming the unknown GAME arguments; a folder among them was meant for --kit."""
    if not unknown:
        return
    hint = "; a built kit's folder goes after --kit, with its game before it" if any(Path(g).is_dir() for g in unknown) else ""
    raise UsageError(f"GAME: unknown game(s) {', '.join(unknown)}; expected one of: {', '.join(known)}{hint}")


@main.command()
@click.argument("game")
@_click_option(LANG, help="Language of the kit.")
@_click_option(PLAYERS, help="Number of players (default per game).")
@production_options
@click.option("--dpi", type=click.FloatRange(20, 300), default=100, show_default=True, help="Resolution of the sheet PNGs.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), required=True, help="Where the PNGs go.")
def preview(game, lang, players, paper, layout, marks, back_offset, ink, booklet, dpi, out_dir) -> None:
    """PNG of every sheet of GAME's kit and one contact sheet of the whole kit.

    \b
    printkit preview market-island --ink greyscale --out previews/
    """
    from printkit.preview import preview as make_preview
    from printkit.registry import find_game
    found = find_game(game)   # None for an unknown game, which the build reports
    _note_workspace(found)
    options = kit_options(game, lang=lang, players=_players(found, players), paper=paper, layout=layout, marks=marks,
                          back_offset=back_offset, ink=ink, booklet=booklet, out_dir=None)
    result = make_preview(options, out_dir, dpi=dpi, game=found)
    click.echo(f"{game} ({lang}): {len(result.sheets)} sheet PNGs and {result.contact.name} -> {out_dir}")


@main.command()
@click.option("--paper", default="a4", show_default=True, help="a4, a3 or letter.")
@click.option("--layout", type=click.Choice(["duplex-long", "duplex-short"]), default="duplex-long", show_default=True,
              help="The duplex edge you will print kits with.")
@click.option("--back-offset", default=None, metavar="X,Y",
              help="Print the back page shifted by X,Y mm, to check a measured offset (not remembered).")
@click.option("--lang", default="en", show_default=True, help="Language of the instructions.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), required=True, help="Output directory.")
def calibrate(paper, layout, back_offset, lang, out_dir) -> None:
    """Write calibration.pdf: one duplex sheet whose back scales read the back offset in mm.

    \b
    printkit calibrate --paper a4 --out calib/
    printkit build market-island --back-offset 1.5,-0.5 --out kit/
    """
    from printkit.calibrate import write_calibration
    from printkit.config import parse_offset
    offset = parse_offset(back_offset) if back_offset is not None else (0.0, 0.0)
    path = write_calibration(out_dir, paper=paper.lower(), edge=layout, offset_mm=offset, lang=lang)
    click.echo(f"calibration sheet ({paper}, {layout}) -> {path}")


@main.command()
@click.argument("game")
@click.option("--lang", default="en", show_default=True, help="Language of the card texts.")
@click.option("--json", "as_json", is_flag=True, help="Print the cards as JSON.")
def cards(game, lang, as_json) -> None:
    """List every card of GAME with its code and attributes (for referees sorting a deck)."""
    import json as json_module

    from printkit.registry import get_game
    found = get_game(game)
    data = found.data
    _note_workspace(found)
    rows = found.kit.card_list(data, found.translator(lang, draft=True))
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

    from printkit.referee import judge, read_json, referee_of
    from printkit.referee_cli import parse_score_words
    from printkit.registry import get_game
    found = get_game(game)
    referee_of(found)   # an unknown game, or one without a referee, is reported before any file is read
    _note_workspace(found)
    check, payload, as_json = parse_score_words(game, list(words), lambda name: read_json(name, sys.stdin))
    result, words_out = judge(found, check, payload)
    click.echo(json_module.dumps(result, indent=2, ensure_ascii=False) if as_json else words_out)




@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; anything but this computer's loopback lets others use the pages.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port (0: any free port).")
@click.option("--open", "open_browser", is_flag=True, help="Open the pages in the default browser.")
@click.option("--workers", type=click.IntRange(0, 64), default=None,
              help="Processes that build kits at once [default: one per core, at most 8; 0: builds take turns "
                   "in the server's own process].")
def serve(host, port, open_browser, workers) -> None:
    """Kits, referees and translators' tools as web pages: start, then open the address printed."""
    from printkit.web.server import exposure_warning, serve as run_server
    warning = exposure_warning(host)
    if warning:
        click.echo(warning, err=True)
    try:
        run_server(host, port, workers=workers, open_browser=open_browser)
    except OSError as exc:
        raise UsageError(f"--host {host} --port {port}: cannot listen ({exc.strerror or exc})") from None


main.add_command(i18n)   # `printkit i18n`: the translators' commands (cli/translators.py)
from printkit.cli.export import export  # noqa: E402 (it builds its options with _click_option, above)
main.add_command(export)   # `printkit export`: cards as images (cli/export.py)


if __name__ == "__main__":  # pragma: no cover
    main()
