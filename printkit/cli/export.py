"""`printkit export`: a kit's cards as images (printkit/export/)."""

from __future__ import annotations

from pathlib import Path

import click

from printkit.option_specs import GAME_EXTRAS, LANG, PLAYERS, PRODUCTION


def _option(declared, **overrides):
    """A click option from the shared declarations (printkit/option_specs.py)."""
    from printkit.cli import _click_option
    return _click_option(declared, **overrides)


INK = next(option for option in PRODUCTION if option.name == "ink")


def _game_extras(command):
    """The options only some games take (--level, --money, --seed), as `build` has them."""
    for declared in reversed(GAME_EXTRAS):
        command = _option(declared)(command)
    return command


@click.command("export")
@click.argument("game")
@_option(LANG)
@_option(PLAYERS)
@_option(INK)
@click.option("--format", "fmt", type=click.Choice(["png", "tts"]), required=True,
              help="png: one image per card and side, with 3 mm bleed (The Game Crafter, MakePlayingCards); "
                   "tts: Tabletop Simulator deck sheets of up to 10 × 7 cards, and a note of their grids.")
@click.option("--dpi", type=click.FloatRange(72, 1200), default=300, show_default=True, help="Resolution of the images.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), required=True, help="Where the images go.")
@click.option("--jobs", type=click.IntRange(1, 64), default=None, help="Processes rendering at once [default: CPUs].")
@_game_extras
def export(game, lang, players, ink, fmt, dpi, out_dir, jobs, **extras) -> None:
    """Every card of GAME's kit as images: PNG files for print-on-demand shops, or Tabletop Simulator sheets.

    \b
    printkit export my-game --format png --dpi 300 --out cards/
    printkit export market-island --lang fr --format tts --out tts/
    """
    import time

    from printkit.cli import _note_workspace, _players
    from printkit.export import export as write_export
    from printkit.option_specs import kit_options
    from printkit.registry import get_game
    found = get_game(game)   # once for the whole command: its notes, players, plan and build
    _note_workspace(found)
    options = kit_options(game, lang=lang, players=_players(found, players), paper="a4", layout="single", marks=None,
                          back_offset=None, ink=ink, booklet="a5", out_dir=None,
                          extra={k: v for k, v in extras.items() if v is not None})
    started = time.perf_counter()
    done = write_export(options, out_dir, fmt=fmt, dpi=dpi, jobs=jobs, game=found)
    click.echo(f"{game} ({lang}): {done.cards} cards, {len(done.files)} files ({fmt}, {dpi:g} dpi), "
               f"{time.perf_counter() - started:.1f} s -> {out_dir}")
    for component in done.skipped:
        click.echo(f"note: {component} is not a deck of cards (not exported)", err=True)
